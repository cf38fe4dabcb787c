"""What the web table needs from the text layer, as JSON (the pages use it in a later step):

GET /api/i18n                          the languages, and the one the browser's
                                       Accept-Language picks
GET /api/i18n/<lang>.json              the catalogue (innovation.text.catalog.catalog_json)
GET /api/i18n/<lang>/cards/<edition>   the cards' and special achievements' names and texts,
                                       keyed by English name (English where not translated)
"""

from __future__ import annotations

from typing import Any

from .catalog import catalog_json
from .languages import LANGUAGES, NATIVE_NAMES, negotiate, normalize_language


def languages_json(accept_language: str | None) -> dict[str, Any]:
    return {
        "languages": [{"code": lang, "name": NATIVE_NAMES[lang]} for lang in LANGUAGES],
        "negotiated": negotiate(accept_language),
    }


def language(code: str) -> str | None:
    """The language a URL names (its code exactly, or an alias), None if none."""
    return normalize_language(code)


def catalogue_json(lang: str) -> dict[str, Any]:
    return catalog_json(lang)


def cards_json(edition: str, lang: str) -> dict[str, Any]:
    """Every card's and special achievement's name and texts of `edition` in `lang`, keyed by
    English name: the base cards, then the cards of every expansion the edition is played with
    (their names are none of the base game's), each with its `expansion` and its `echo` effect
    (None if it has none), and the expansions' special achievements, so that the table of a game
    played with an expansion finds its cards' words here too."""
    from ..cards.texts import EXPANSION_CHAIN, localized_cards

    cards, specials = localized_cards(edition, lang)
    out: dict[str, Any] = {}
    for entry in cards:
        out[entry["card"].name] = _card_json(entry)
    for expansion, chains in EXPANSION_CHAIN.items():
        if edition not in chains:
            continue
        theirs, their_specials = localized_cards(edition, lang, (expansion,))
        for entry in theirs:
            if entry["card"].expansion:
                out[entry["card"].name] = _card_json(entry)
        specials = {**their_specials, **specials}
    return {"edition": edition, "language": lang, "cards": out, "specials": specials}


def _card_json(entry: dict[str, Any]) -> dict[str, Any]:
    row: dict[str, Any] = {
        "name": entry["name"],
        "translated": entry["name_translated"]
        and all(e["translated"] for e in entry["effects"])
        and (entry.get("echo") is None or entry["echo"]["translated"]),
        "effects": [
            {"demand": e["demand"], "text": e["text"], "translated": e["translated"]}
            for e in entry["effects"]
        ],
    }
    if entry["card"].expansion:
        echo = entry["echo"]
        row["expansion"] = entry["card"].expansion
        row["echo"] = echo and {"text": echo["text"], "translated": echo["translated"]}
    return row
