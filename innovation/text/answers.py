"""Reading what a player types in their language: card names, colours, yes and no; and the
typed form of an answer (`format_answer`).

Whatever a player types is turned into the language-neutral answer the engine takes (a card's
English name, a colour's English name, True or False), so records and the API stay the same in
every language. English is always understood too. Comparison ignores case, accents and the kind
of apostrophe ("agricultura", "AGRICULTURA"; "Pam'ятка" for "Пам’ятка"; "Arqueria" for
"Arquería"). The terminal and the web table use these when they are converted (docs/translating.md).
"""

from __future__ import annotations

import unicodedata
from typing import Any

from ..engine.cards import COLOR_NAMES
from .catalog import pgettext
from .terms import color_name

_APOSTROPHES = str.maketrans({"’": "'", "ʼ": "'", "`": "'", "´": "'"})


def fold(text: str) -> str:
    """A typed text as compared: case, accents, apostrophe kinds and spacing ignored."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_APOSTROPHES).casefold())
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.split())


def card_names(edition: str, lang: str) -> dict[str, str]:
    """Every name a player of `lang` may type for a card or special achievement of `edition`
    (folded), to its English name: the language's names and the English ones; the cards of
    the expansions the edition is played with too (after the base cards)."""
    from ..cards.specials import special_texts
    from ..cards.texts import EXPANSION_CHAIN, card_texts, expansion_card_names
    from ..engine.editions import get_edition

    texts = card_texts(edition, lang)
    names: dict[str, str] = {}
    english = [c.name for c in get_edition(edition).cards]
    for expansion, chains in EXPANSION_CHAIN.items():
        if edition in chains:
            english += sorted(expansion_card_names(expansion, edition))
    specials = list(special_texts(edition))
    for name in english + specials:
        names[fold(name)] = name
    for name in english:
        if (own := texts.name(name)) is not None:
            names.setdefault(fold(own), name)
    for name in specials:
        if (own := texts.name(name, "specials")) is not None:
            names.setdefault(fold(own), name)
    return names


def card_from_typed(edition: str, lang: str, typed: str) -> str | None:
    """The English name of the card (or special achievement) a player typed, None if none."""
    return card_names(edition, lang).get(fold(typed))


def color_from_typed(lang: str, typed: str) -> str | None:
    """The English name of the colour a player typed ("vermelho", "червоний", "red")."""
    wanted = fold(typed)
    for color in COLOR_NAMES:
        if wanted in (fold(color), fold(color_name(lang, color))):
            return color
    return None


def yes_no_from_typed(lang: str, typed: str) -> bool | None:
    """True for yes, False for no, None for neither: the language's words, their first letter,
    and English yes/no/y/n."""
    yes = fold(pgettext(lang, "answer", "yes"))
    no = fold(pgettext(lang, "answer", "no"))
    wanted = fold(typed)
    if wanted in (yes, yes[:1], "yes", "y"):
        return True
    if wanted in (no, no[:1], "no", "n"):
        return False
    return None


def format_answer(option: Any) -> str:
    """An answer's JSON form as a player would type it (`{"meld": "Oars"}` -> `meld Oars`); the
    terminal, its tests and the coach's hints show an answer this way when they have no words
    for it."""
    if isinstance(option, dict):
        ((verb, value),) = option.items()
        return f"{verb} {value}"
    return str(option)
