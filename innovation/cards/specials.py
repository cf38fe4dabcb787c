"""The special achievements' rules texts in English, per edition: the one source of them (the
web table shows them; `innovation.cards.texts` translates them, keyed by the English name).

The conditions themselves are `Edition.specials` (innovation/engine/editions.py); these are the
words a player reads. Style: docs/writing-cards.md, "Card texts"."""

from __future__ import annotations

SPECIAL_TEXT: dict[str, str] = {
    "Monument": "Claim immediately if you tuck six cards or score six cards during one turn.",
    "Empire": "Claim immediately if you have three or more of each of the six main icons.",
    "World": "Claim immediately if you have twelve or more clocks on your board.",
    "Wonder": "Claim immediately if you have all five colours on your board, each splayed "
    "up or right.",
    "Universe": "Claim immediately if you have five top cards, each of value 8 or higher.",
}
# where an edition's special achievements differ (the 4th edition checks them at the end of
# each action: docs/rulings/fourth/general.md)
SPECIAL_TEXT_BY_EDITION: dict[str, dict[str, str]] = {
    "4th": {
        "Monument": "Claim at the end of an action if four of your top cards have a demand.",
        "Empire": "Claim at the end of an action if you have three or more of each of the six "
        "original icons (the person icon does not count).",
        "World": "Claim at the end of an action if you have twelve or more clocks on your board.",
        "Wonder": "Claim at the end of an action if you have all five colours on your board, "
        "each splayed right, up or aslant.",
        "Universe": "Claim at the end of an action if you have five top cards, each of value 8 "
        "or higher.",
    }
}


def special_texts(edition: str) -> dict[str, str]:
    """Each special achievement of `edition` (its canonical name: "3rd", "1st", "4th") and its
    English rules text, in the order the edition checks them."""
    from ..engine.editions import get_edition

    texts = {**SPECIAL_TEXT, **SPECIAL_TEXT_BY_EDITION.get(edition, {})}
    return {name: texts[name] for name in get_edition(edition).specials}
