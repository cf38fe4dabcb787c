"""Card tables and effects, one package per edition, one module per age."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

from ..engine.cards import ECHO, Card, DogmaEffect, read_facts

_HERE = Path(__file__).parent
_PACKAGES = {"3rd": "third", "1st": "first", "4th": "fourth"}
_FACTS = {"3rd": "third/facts.txt", "1st": "third/facts.txt", "4th": "fourth/facts.txt"}
_NOT_YET = "(not implemented yet)"
# each expansion's card package and fact table per edition (the 1st edition plays the 3rd's)
_EXPANSION_PACKAGES = {
    ("echoes", "3rd"): "echoes.third",
    ("echoes", "1st"): "echoes.third",
    ("echoes", "4th"): "echoes.fourth",
    ("cities", "3rd"): "cities.third",
    ("cities", "1st"): "cities.third",
    ("cities", "4th"): "cities.fourth",
}


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


def load_expansion(expansion: str, edition: str, set_id: int, first_id: int) -> list[Card]:
    """An expansion's cards for an edition, their ids from `first_id` on (after the base cards)."""
    key = (expansion, edition)
    if key not in _EXPANSION_PACKAGES:
        raise ValueError(f"the {expansion} expansion has no cards for the {edition} edition")
    package_name = _EXPANSION_PACKAGES[key]
    package = importlib.import_module(f"{__name__}.{package_name}")
    registry = package.card
    facts_path = _HERE.joinpath(*package_name.split("."), "facts.txt")
    positions = getattr(package, "POSITIONS", 4)  # a city has six
    cards: list[Card] = []
    for index, facts in enumerate(read_facts(facts_path, positions), start=first_id):
        registered = registry.effects.get(facts.name.lower())
        printed = facts.demands or ()
        if registered:
            if [e.demand for e in registered] != list(printed):
                raise ValueError(
                    f"{facts.name} ({expansion}, {edition}): the registered effects do not match "
                    f"the printed ones (demand or not, in order)"
                )
            effects = tuple(DogmaEffect(e.demand, e.text, e.run) for e in registered)
        else:
            effects = tuple(
                DogmaEffect(demand, f"I demand you … {_NOT_YET}" if demand else _NOT_YET, None)
                for demand in printed
            )
        echo = None
        if ECHO in facts.icons:
            own = registry.echoes.get(facts.name.lower())
            echo = DogmaEffect(False, own.text, own.run) if own else DogmaEffect(False, _NOT_YET, None)
        cards.append(
            Card(
                index, facts.name, facts.age, facts.color, facts.icons, facts.dogma_icon, effects,
                set_id, expansion, facts.bonus, echo,
            )
        )
    stray = set(registry.echoes) - {f.name.lower() for f in read_facts(facts_path, positions)}
    if stray:
        raise ValueError(f"echo effects registered for cards the {expansion} table lacks: {sorted(stray)}")
    return cards
