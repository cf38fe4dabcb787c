"""Card tables and effects, one package per edition, one module per age."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

from ..engine.cards import Card, DogmaEffect, read_facts

_HERE = Path(__file__).parent
_PACKAGES = {"3rd": "third", "1st": "first", "4th": "fourth"}
_FACTS = {"3rd": "third/facts.txt", "1st": "third/facts.txt", "4th": "fourth/facts.txt"}
_NOT_YET = "(not implemented yet)"


def _effect_kinds() -> dict[str, list[bool]]:
    """Which printed effects are demands, per 3rd-edition card (so unimplemented cards still
    list them); the 4th edition's fact table lists them itself."""
    path = _HERE / "third" / "effect_kinds.json"
    return json.loads(path.read_text(encoding="utf-8"))


def load_edition(edition: str) -> list[Card]:
    package = importlib.import_module(f"{__name__}.{_PACKAGES[edition]}")
    registry = package.card
    kinds = None
    cards: list[Card] = []
    for index, facts in enumerate(read_facts(_HERE / _FACTS[edition])):
        registered = registry.effects.get(facts.name.lower())
        printed = facts.demands
        if printed is None:
            kinds = kinds if kinds is not None else _effect_kinds()
            printed = tuple(kinds.get(facts.name.lower(), [False]))
        if registered:
            if [e.demand for e in registered] != list(printed):
                raise ValueError(
                    f"{facts.name} ({edition}): the registered effects do not match the printed "
                    f"ones (demand or not, in order)"
                )
            effects = tuple(DogmaEffect(e.demand, e.text, e.run) for e in registered)
        else:
            # a demand's text carries its own label, even before it is written (no interface
            # adds one: docs/writing-cards.md, "Card texts")
            effects = tuple(
                DogmaEffect(demand, f"I demand you … {_NOT_YET}" if demand else _NOT_YET, None)
                for demand in printed
            )
        cards.append(
            Card(index, facts.name, facts.age, facts.color, facts.icons, facts.dogma_icon, effects)
        )
    return cards
