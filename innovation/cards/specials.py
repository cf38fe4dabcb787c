"""The special achievements' rules texts in English, per edition: the one source of them (the
web table shows them; `innovation.cards.texts` translates them, keyed by the English name).

The conditions themselves are `Edition.specials` (innovation/engine/editions.py); these are the
words a player reads. Style: docs/writing-cards.md, "Card texts"."""

from __future__ import annotations

from ..text.catalog import N_, pgettext, translate

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


# an expansion's special achievements (docs/expansions.md): their texts are gettext messages
# (innovation/locale), not the card-text files of the base editions
EXPANSION_SPECIAL_TEXT: dict[str, dict[str, str]] = {
    "echoes": {
        "Supremacy": N_(
            "Claim immediately if four colours of your board each show three or more of the "
            "same icon (one icon for all four)."
        ),
        "Destiny": N_("Claim immediately if you have seven or more cards in your forecast."),
        "Wealth": N_("Claim immediately if your board shows eight or more bonuses."),
        "Heritage": N_("Claim immediately if one colour of your board shows eight or more hexes."),
        "History": N_(
            "Claim immediately if one colour of your board shows four or more echo effects."
        ),
    },
    "cities": {
        "Legend": N_(
            "Claim immediately if you meld a city with a left arrow on a colour of yours that "
            "is already splayed left."
        ),
        "Repute": N_(
            "Claim immediately if you meld a city with a right arrow on a colour of yours that "
            "is already splayed right."
        ),
        "Fame": N_(
            "Claim immediately if you meld a city with an up arrow on a colour of yours that "
            "is already splayed up."
        ),
        "Glory": N_("Claim immediately if you tuck a city with a flag."),
        "Victory": N_("Claim immediately if you tuck a city with a fountain."),
    },
}
# where an edition words an expansion's special achievements its own way (Cities, 4th edition)
EXPANSION_SPECIAL_TEXT_BY_EDITION: dict[tuple[str, str], dict[str, str]] = {
    ("cities", "4th"): {
        "Tradition": N_(
            "Claim immediately if you meld a city with a left arrow on a colour of yours that "
            "is already splayed left."
        ),
        "Glory": N_("Claim immediately if you junk a city with a flag from your hand."),
        "Victory": N_("Claim immediately if you junk a city with a fountain from your hand."),
    },
}


def expansion_special_name(lang: str, name: str) -> str:
    """An expansion's special achievement's name in `lang` (its English name, the key, where
    the catalogue has none)."""
    names = {
        "Supremacy": pgettext(lang, "special achievement", "Supremacy"),
        "Destiny": pgettext(lang, "special achievement", "Destiny"),
        "Wealth": pgettext(lang, "special achievement", "Wealth"),
        "Heritage": pgettext(lang, "special achievement", "Heritage"),
        "History": pgettext(lang, "special achievement", "History"),
        "Legend": pgettext(lang, "special achievement", "Legend"),
        "Tradition": pgettext(lang, "special achievement", "Tradition"),
        "Repute": pgettext(lang, "special achievement", "Repute"),
        "Fame": pgettext(lang, "special achievement", "Fame"),
        "Glory": pgettext(lang, "special achievement", "Glory"),
        "Victory": pgettext(lang, "special achievement", "Victory"),
    }
    return names.get(name, name)


def expansion_special_text(lang: str, name: str, edition: str = "3rd") -> str | None:
    """An expansion's special achievement's rules text in `lang` (as `edition` words it), or
    None for a base one."""
    for (_, worded), texts in EXPANSION_SPECIAL_TEXT_BY_EDITION.items():
        if worded == edition and name in texts:
            return translate(lang, texts[name])
    for texts in EXPANSION_SPECIAL_TEXT.values():
        if name in texts:
            return translate(lang, texts[name])
    return None


def special_expansion(name: str) -> str:
    """The expansion a special achievement comes with ("" for an edition's own)."""
    for expansion, texts in EXPANSION_SPECIAL_TEXT.items():
        if name in texts:
            return expansion
    for (expansion, _), texts in EXPANSION_SPECIAL_TEXT_BY_EDITION.items():
        if name in texts:
            return expansion
    return ""


def special_texts(edition: str, expansions: tuple[str, ...] = ()) -> dict[str, str]:
    """Each special achievement of `edition` (its canonical name: "3rd", "1st", "4th") and
    `expansions`, and its English rules text, in the order the game checks them."""
    from ..engine.editions import get_edition

    texts = {**SPECIAL_TEXT, **SPECIAL_TEXT_BY_EDITION.get(edition, {})}
    for expansion in get_edition(edition, expansions).expansion_names:
        texts.update(EXPANSION_SPECIAL_TEXT.get(expansion, {}))
        texts.update(EXPANSION_SPECIAL_TEXT_BY_EDITION.get((expansion, edition), {}))
    return {name: texts[name] for name in get_edition(edition, expansions).conditions}
