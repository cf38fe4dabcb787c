"""The published card facts the project's own card tables are checked against.

They sit beside a clone, in `../shared/reference/`, where the developers and CI keep them; a
user's clone has nothing beside it. So a check against them runs where they are and otherwise
skips with a one-line reason; what the game needs lives in the project (its facts tables,
`innovation/cards/*/facts.txt`), and the checks of those run everywhere. Nothing else in the
repository may reach outside it (tests/test_stands_alone.py holds everyone to that)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

SHARED_REFERENCE = Path(__file__).resolve().parents[2] / "shared" / "reference"
# the 1st edition (Iello) is the 3rd edition's file: its nine different wordings are in it
FILES = {"3rd": "cards-3rd-edition.json", "1st": "cards-3rd-edition.json", "4th": "cards-4th-edition.json"}
# the expansions' card facts, per edition
EXPANSION_FILES = {("echoes", "3rd"): "cards-echoes-3rd-edition.json"}


def skip_reason(name: str) -> str:
    return f"../shared/reference/{name} is not beside this clone; the check against it runs where it is (CI)"


@cache
def _load(name: str) -> dict[str, Any] | None:
    path = SHARED_REFERENCE / name
    if not path.is_file():
        return None
    return json.loads(path.read_text(encoding="utf-8"))


def reference_cards(edition: str, age: int | None = None) -> dict[str, dict[str, Any]]:
    """The reference file's cards of an edition (of one age), by name; skips the calling test
    where the file is absent."""
    data = _load(FILES[edition])
    if data is None:
        pytest.skip(skip_reason(FILES[edition]))
    return {c["name"]: c for c in data["cards"] if age is None or c["age"] == age}


def reference_expansion(expansion: str, edition: str) -> dict[str, Any]:
    """An expansion's reference file (cards and special achievements); skips the calling test
    where the file is absent."""
    name = EXPANSION_FILES[expansion, edition]
    data = _load(name)
    if data is None:
        pytest.skip(skip_reason(name))
    return data


def published_texts() -> list[str]:
    """Every published wording in the reference files (the 3rd edition's texts with the 1st
    edition's, the 4th edition's with their older wordings); skips where there are none."""
    texts: list[str] = []
    names = sorted({*FILES.values(), *EXPANSION_FILES.values()})
    present = [data for name in names if (data := _load(name))]
    if not present:
        pytest.skip(skip_reason("cards-*.json"))
    for data in present:
        for card in data["cards"]:
            for e in card["effects"]:
                texts += [e[k] for k in ("text", "first_edition_text", "previous_text") if e.get(k)]
            if card.get("echo_effect"):  # an expansion's echo effect is a published wording too
                texts.append(card["echo_effect"])
    return texts


SHARED_RULES = SHARED_REFERENCE.parent / "rules"


@cache
def _rulebook(number: str) -> list[str] | None:
    found = sorted(SHARED_RULES.glob(f"{number}_*.txt")) if SHARED_RULES.is_dir() else []
    return found[0].read_text(encoding="utf-8").splitlines() if found else None


def rulebook_lines(number: str) -> list[str]:
    """The lines of the rulebook whose file name starts with `number` ("000" ... "004") in
    ../shared/rules/ (line N is element N-1); skips the calling test where it is absent."""
    lines = _rulebook(number)
    if lines is None:
        pytest.skip(
            f"../shared/rules/{number}_*.txt is not beside this clone; the check against it "
            "runs where it is (CI)"
        )
    return lines
