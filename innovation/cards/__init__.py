"""Card tables and effects, one package per edition, one module per age."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

from ..engine.cards import Card, DogmaEffect, read_facts

_HERE = Path(__file__).parent
_PACKAGES = {"3rd": "third", "1st": "first"}
_FACTS = {"3rd": "third/facts.txt", "1st": "third/facts.txt"}
_REFERENCE_EFFECTS: dict[str, list[dict]] | None = None


def _effect_kinds() -> dict[str, list[bool]]:
    """Which printed effects are demands, per card (so unimplemented cards still list them)."""
    path = _HERE / "third" / "effect_kinds.json"
    return json.loads(path.read_text(encoding="utf-8"))


def load_edition(edition: str) -> list[Card]:
    package = importlib.import_module(f"{__name__}.{_PACKAGES[edition]}")
    registry = package.card
    kinds = _effect_kinds()
    cards: list[Card] = []
    for index, facts in enumerate(read_facts(_HERE / _FACTS[edition])):
        registered = registry.effects.get(facts.name.lower())
        if registered:
            effects = tuple(DogmaEffect(e.demand, e.text, e.run, e.compel) for e in registered)
        else:
            effects = tuple(
                DogmaEffect(demand, "(not implemented yet)", None)
                for demand in kinds.get(facts.name.lower(), [False])
            )
        cards.append(
            Card(index, facts.name, facts.age, facts.color, facts.icons, facts.dogma_icon, effects)
        )
    return cards
