"""Every question the engine asks is a message of the catalogue: its key (Decision.key) and,
for a choice among options, every option's label; the English prompt is the key filled in."""

from __future__ import annotations

import random

import pytest
from babel.messages.pofile import read_po

from innovation import Game
from innovation.engine.decisions import OPTION
from innovation.text.catalog import TEMPLATE
from innovation.text.render import Words


@pytest.fixture(scope="module")
def msgids() -> set[str]:
    with TEMPLATE.open("rb") as f:
        return {m.id for m in read_po(f) if isinstance(m.id, str) and m.id}


@pytest.mark.parametrize("edition", ["3rd", "1st", "4th"])
def test_every_prompt_and_option_is_in_the_catalogue(edition: str, msgids: set[str]) -> None:
    uk = Words("uk", edition)
    for seed in range(6):
        rng = random.Random(seed)
        game = Game.new(edition, 2 + seed % 3, seed=seed)
        for _ in range(1500):
            d = game.decision
            if d is None:
                break
            assert d.key in msgids, d.prompt
            english = d.key.format(**d.params) if d.params else d.key
            assert d.prompt.endswith(english) or "chosen" in d.prompt
            if d.kind == OPTION:
                keys = [k for k, _ in d.labels] if d.labels is not None else d.options
                assert set(keys) <= msgids, keys
            assert uk.prompt(d)  # renders with its parameters
            game.answer(rng.choice(d.options))


def _card_questions() -> list[tuple[str, int, str]]:
    """(file, line, prompt) of every question a card module asks through `Ctx` with a written
    prompt: the extractor must find each one, whether or not a random game reaches it."""
    import ast
    from pathlib import Path

    from innovation.text.manage import PROMPT_ARGUMENTS

    position = dict(PROMPT_ARGUMENTS)
    root = Path(__file__).resolve().parents[2] / "innovation" / "cards"
    found = []
    for path in sorted(root.rglob("age*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            index = position.get(node.func.attr)
            if index is None or len(node.args) < index:
                continue
            prompt = node.args[index - 1]
            if isinstance(prompt, ast.Constant) and isinstance(prompt.value, str):
                found.append((path.name, node.lineno, prompt.value))
    return found


def test_every_written_card_question_is_in_the_catalogue(msgids: set[str]) -> None:
    questions = _card_questions()
    assert len(questions) > 150  # the cards ask many; the walk found them
    missing = [f"{f}:{line}: {text!r}" for f, line, text in questions if text not in msgids]
    assert not missing, "not extracted:\n" + "\n".join(missing)
