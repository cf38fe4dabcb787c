"""The languages the project speaks, and choosing one: from a name a person types (`--lang pt`),
from a browser's Accept-Language header, from INNOVATION_LANG or the locale (LANG, LC_ALL,
LC_MESSAGES). Pure Python, no catalogue loaded: the card tables import it too."""

from __future__ import annotations

import os
from collections.abc import Mapping

# The five languages of the rulebooks (docs/translating.md): codes as gettext and Babel write
# them, English first (the source language).
LANGUAGES: tuple[str, ...] = ("en", "pt_BR", "es", "it", "uk")
DEFAULT = "en"
# each language's own name, for a language selector
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "pt_BR": "Português (Brasil)",
    "es": "Español",
    "it": "Italiano",
    "uk": "Українська",
}
# what people write for them besides the codes (ISO 639-1, region variants, the country code
# many Ukrainians write)
_ALIASES: dict[str, str] = {
    "en": "en",
    "english": "en",
    "pt": "pt_BR",
    "pt_br": "pt_BR",
    "portuguese": "pt_BR",
    "português": "pt_BR",
    "es": "es",
    "spanish": "es",
    "español": "es",
    "it": "it",
    "italian": "it",
    "italiano": "it",
    "uk": "uk",
    "ua": "uk",
    "ukrainian": "uk",
    "українська": "uk",
}


def normalize_language(text: str | None) -> str | None:
    """A language code from what a person or a system writes ("pt", "pt-BR", "pt_PT.UTF-8",
    "uk_UA", "UA", "en-GB"), or None if it is none of the five. A region that the project does
    not have falls back to the language ("pt_PT" reads pt_BR, the only Portuguese there is)."""
    if not text:
        return None
    key = text.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    if key in _ALIASES:
        return _ALIASES[key]
    return _ALIASES.get(key.split("_")[0])


def language_or_error(text: str) -> str:
    """`normalize_language`, raising a one-line ValueError naming the choices."""
    lang = normalize_language(text)
    if lang is None:
        raise ValueError(
            f"unknown language {text!r}; languages: {', '.join(LANGUAGES)} "
            f"(also pt, ua, en-GB, pt-BR, ...)"
        )
    return lang


def parse_accept_language(header: str | None) -> list[tuple[str, float]]:
    """The ranges of an Accept-Language header with their weights, best first (RFC 9110 §12.5.4:
    `q` from 0 to 1, 1 when absent; a malformed part is skipped, never an error)."""
    ranges: list[tuple[str, float, int]] = []
    for position, part in enumerate((header or "").split(",")):
        tag, *params = (p.strip() for p in part.split(";"))
        if not tag:
            continue
        q = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = -1.0
        if 0.0 < q <= 1.0:
            ranges.append((tag, q, position))
    ranges.sort(key=lambda r: (-r[1], r[2]))  # stable: equal weights keep the header's order
    return [(tag, q) for tag, q, _ in ranges]


def negotiate(header: str | None, default: str = DEFAULT) -> str:
    """The language to serve a browser: the first range of its Accept-Language header, by
    weight, that names one of the five languages ("*" takes the default)."""
    for tag, _q in parse_accept_language(header):
        if tag == "*":
            return default
        lang = normalize_language(tag)
        if lang is not None:
            return lang
    return default


def pick_language(explicit: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The terminal's language: `explicit` (the --lang option) if given, else INNOVATION_LANG,
    else the locale (LC_ALL, LC_MESSAGES, LANG, in the order POSIX gives them precedence), else
    English. An explicit choice that is not a language is an error; an environment variable
    that is not one (LANG=C, a language the project lacks) is passed over."""
    if explicit:
        return language_or_error(explicit)
    env = os.environ if environ is None else environ
    chosen = env.get("INNOVATION_LANG")
    if chosen:
        return language_or_error(chosen)
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:  # the first one set decides, as for every program using the locale
            return normalize_language(value) or DEFAULT
    return DEFAULT
