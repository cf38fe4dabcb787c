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
    from ..cards.texts import localized_cards

    cards, specials = localized_cards(edition, lang)
    return {
        "edition": edition,
        "language": lang,
        "cards": {
            entry["card"].name: {
                "name": entry["name"],
                "translated": entry["name_translated"]
                and all(e["translated"] for e in entry["effects"]),
                "effects": [
                    {"demand": e["demand"], "text": e["text"], "translated": e["translated"]}
                    for e in entry["effects"]
                ],
            }
            for entry in cards
        },
        "specials": specials,
    }
