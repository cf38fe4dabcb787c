"""The project's card tables against the published card facts (`../shared/reference/`): ages,
colours, icons, featured icons and effect kinds agree, and no rules text is the published one.
Where the reference files are absent (a user's clone) these skip with the reason; the project's
own tables are checked by the card tests everywhere."""

from __future__ import annotations

import re

import pytest

from innovation.engine.cards import BONUS, COLOR_NAMES, ICON_NAMES, NO_ICON, POSITION_NAMES
from innovation.engine.editions import get_edition
from tests.reference import reference_cards, reference_expansion


def _normal(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def _key(name: str) -> str:
    return name.lower().replace(".", "").replace(" ", "")


@pytest.mark.parametrize("edition", ["3rd", "1st", "4th"])
def test_every_card_has_the_reference_facts_and_its_own_words(edition):
    reference = {_key(name): card for name, card in reference_cards(edition).items()}
    ours = {_key(c.name): c for c in get_edition(edition).cards}
    assert set(ours) == set(reference)
    for key, ref in reference.items():
        card = ours[key]
        icons = ["hex" if i == NO_ICON else ICON_NAMES[i] for i in card.icons]
        facts = (card.age, COLOR_NAMES[card.color], icons, ICON_NAMES[card.dogma_icon])
        assert facts == (ref["age"], ref["color"], ref["icons"], ref["dogma_icon"]), ref["name"]
        assert [e.demand for e in card.effects] == [e["kind"] == "demand" for e in ref["effects"]]
        for ours_e, ref_e in zip(card.effects, ref["effects"], strict=True):
            published = ref_e["text"]
            if edition == "1st":
                published = ref_e.get("first_edition_text", published)
            assert _normal(ours_e.text) != _normal(published), f"{ref['name']}: copied text"


def _position(card, i: int) -> str:
    code = card.icons[i]
    if code == BONUS:
        return f"bonus_{card.bonus}"
    return POSITION_NAMES[code] if code < 0 else ICON_NAMES[code]


def test_every_echoes_card_has_the_reference_facts_and_its_own_words():
    """The 105 Echoes cards of the 3rd edition: name, age, colour, the four positions (icons,
    hexes, echo effects, bonuses with their values), featured icon, effect kinds; Laser's icons
    follow the printed card where the reference file does not (docs/rulings/echoes/facts.md)."""
    data = reference_expansion("echoes", "3rd")
    reference = {_key(c["name"]): c for c in data["cards"]}
    ours = {_key(c.name): c for c in get_edition("3rd", ("echoes",)).cards if c.expansion}
    assert set(ours) == set(reference) and len(ours) == 105
    printed = {"laser": ["lightbulb", "lightbulb", "hex", "leaf"]}
    for key, ref in reference.items():
        card = ours[key]
        icons = [_position(card, i) for i in range(4)]
        assert icons == printed.get(key, ref["icons"]), ref["name"]
        facts = (card.age, COLOR_NAMES[card.color], ICON_NAMES[card.dogma_icon], card.bonus)
        assert facts == (ref["age"], ref["color"], ref["dogma_icon"], ref["bonus"] or 0), ref["name"]
        assert [e.demand for e in card.effects] == [e["kind"] == "demand" for e in ref["effects"]]
        assert (card.echo is not None) == bool(ref["echo_effect"]), ref["name"]
        for ours_e, ref_e in zip(card.effects, ref["effects"], strict=True):
            assert _normal(ours_e.text) != _normal(ref_e["text"]), f"{ref['name']}: copied text"
        if card.echo is not None:
            assert _normal(card.echo.text) != _normal(ref["echo_effect"]), f"{ref['name']}: copied"
    names = [s["name"] for s in data["special_achievements"]]
    assert sorted(names) == sorted(get_edition("3rd", ("echoes",)).expansions[0].specials)
