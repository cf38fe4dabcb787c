"""Gettext catalogues, one per language, read with Babel at run time.

The catalogues are the `.po` files in `innovation/locale/<lang>/LC_MESSAGES/innovation.po`,
shipped as package data. They are read with `babel.messages.pofile.read_po` when a language is
first asked for and compiled in memory (`write_mo` into a buffer, read back as
`babel.support.Translations`): no `.mo` file is built or committed, so a fresh clone works with
the README's two commands (an editable install runs no build step that could compile them), and
a `.po` a translator saves is what the next run shows. Reading one catalogue takes milliseconds.

Message ids are the English texts themselves (the gettext convention): the English is written
once, in the code, where `pybabel extract` finds it; a language's catalogue holds its
translations; `en.po` has none (English is the msgid) and exists so every language goes through
one path. Placeholders are `str.format` names: `translate(lang, "{player} melds {card}.",
player=..., card=...)`. A fuzzy entry (marked by `pybabel update` when the English changed) is
not used: the English shows until a translator confirms it.
"""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import Translations

from .languages import DEFAULT, LANGUAGES, normalize_language

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
DOMAIN = "innovation"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _lang(lang: str) -> str:
    code = normalize_language(lang)
    if code is None:
        raise ValueError(f"unknown language {lang!r}; languages: {', '.join(LANGUAGES)}")
    return code


@cache
def read_catalog(lang: str) -> Catalog:
    """The Babel catalogue of a language, as its `.po` file says (fuzzy entries included)."""
    code = _lang(lang)
    with po_path(code).open("rb") as f:
        return read_po(f, locale=code, domain=DOMAIN)


@cache
def translations(lang: str) -> Translations:
    """The gettext translations of a language (fuzzy and empty entries left out)."""
    buffer = io.BytesIO()
    write_mo(buffer, read_catalog(lang), use_fuzzy=False)
    buffer.seek(0)
    return Translations(fp=buffer, domain=DOMAIN)


def translate(lang: str, msgid: str, /, **params: Any) -> str:
    """The text `msgid` (English) in `lang`, its `{placeholders}` filled from `params`."""
    text = translations(lang).gettext(msgid)
    return text.format(**params) if params else text


def ngettext(lang: str, singular: str, plural: str, n: int, /, **params: Any) -> str:
    """The form of a text for the number `n` in `lang` (English has two forms, Ukrainian
    three); `n` is also the placeholder `{n}` unless `params` says otherwise."""
    text = translations(lang).ngettext(singular, plural, n)
    return text.format(**{"n": n, **params})


def pgettext(lang: str, context: str, msgid: str, /, **params: Any) -> str:
    """`translate` for a text whose translation depends on where it stands ("red" as a colour's
    name is an adjective some languages inflect): `context` tells them apart."""
    text = translations(lang).pgettext(context, msgid)
    return text.format(**params) if params else text


def N_(msgid: str) -> str:
    """Mark a text for extraction without translating it (a table of texts translated later,
    where the language is known): returns it unchanged."""
    return msgid


def catalog_json(lang: str) -> dict[str, Any]:
    """A language's catalogue for the browser: the same `.po`, no second copy.

    `messages` maps a msgid (prefixed by its context and "\\u0004", as gettext does, when it has
    one) to its translation, a list of forms for a plural text (keyed by the singular); English
    maps nothing (the msgid is the text). `plural` is the catalogue's C plural expression in
    `n`, which is also valid JavaScript, and `nplurals` its number of forms."""
    code = _lang(lang)
    catalog = read_catalog(code)
    messages: dict[str, Any] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        key = f"{message.context}\u0004{msgid}" if message.context else msgid
        string = message.string
        if isinstance(string, (list, tuple)):
            if all(string):
                messages[key] = list(string)
        elif string:
            messages[key] = string
    return {
        "language": code,
        "plural": catalog.plural_expr,
        "nplurals": catalog.num_plurals,
        "messages": messages,
    }


__all__ = [
    "DEFAULT",
    "LOCALE_DIR",
    "N_",
    "catalog_json",
    "ngettext",
    "pgettext",
    "po_path",
    "read_catalog",
    "translate",
    "translations",
]
