"""The web pages, in the reader's language.

Each page is a Jinja2 template in `templates/` built on `_page.html` (one head for every page).
A template writes its words as `{{ t("English text") }}` (or `tn(singular, plural, n)`): the
same msgids and catalogues as the rest of the project (innovation/text/catalog.py), extracted by
`python -m innovation.text.manage update` (babel.cfg lists the templates).

The language of a request: the `innovation-lang` cookie the page's language selector sets
(static/i18n.js), else the browser's Accept-Language, else English. The page then loads its
language's catalogue as a script, `/i18n/<lang>.js` (`catalogue_script`), which the browser's
`t()`/`tn()` read: the server and the browser translate from the same `.po`, no second copy.
"""

from __future__ import annotations

import hashlib
import json
import re
from functools import cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape
from starlette.requests import HTTPConnection
from starlette.responses import HTMLResponse, Response

from ..text.catalog import catalog_json, ngettext, translate
from ..text.languages import LANGUAGES, NATIVE_NAMES, negotiate, normalize_language

TEMPLATES = Path(__file__).parent / "templates"
LANG_COOKIE = "innovation-lang"  # set by static/i18n.js when the reader picks a language
# a catalogue's plural rule is C, which is also JavaScript; it is written into a script, so
# anything but arithmetic on n is refused
_PLURAL_RULE = re.compile(r"^[n0-9\s%<>=!&|?:()]+$")

_env = Environment(
    loader=FileSystemLoader(TEMPLATES),
    autoescape=select_autoescape(["html"]),
    undefined=StrictUndefined,
    trim_blocks=True,
    lstrip_blocks=True,
)


def request_language(conn: HTTPConnection) -> str:
    """The language to answer `conn` in (a page request or a WebSocket): the reader's choice
    (cookie), else their browser's (Accept-Language), else English."""
    chosen = normalize_language(conn.cookies.get(LANG_COOKIE))
    return chosen or negotiate(conn.headers.get("accept-language"))


def html_lang(lang: str) -> str:
    """A language code as HTML and HTTP write it (BCP 47: `pt-BR`, not gettext's `pt_BR`)."""
    return lang.replace("_", "-")


def render_page(conn: HTTPConnection, template: str, **context: Any) -> Response:
    """`template` rendered in the reader's language."""
    lang = request_language(conn)
    html = _env.get_template(template).render(
        lang=lang,
        html_lang=html_lang(lang),
        languages=[(code, NATIVE_NAMES[code]) for code in LANGUAGES],
        catalogue_version=catalogue_version(lang),
        t=lambda msgid, **params: translate(lang, msgid, **params),
        tn=lambda singular, plural, n, **params: ngettext(lang, singular, plural, n, **params),
        **context,
    )
    return HTMLResponse(
        html,
        headers={
            "content-language": html_lang(lang),
            "vary": "cookie, accept-language",
            "cache-control": "no-cache",
        },
    )


@cache
def catalogue_script(lang: str) -> str:
    """A language's catalogue as a script defining `window.I18N_CATALOGUE` (read by i18n.js),
    with its plural rule as a function (the pages allow no eval)."""
    catalogue = catalog_json(lang)
    rule = catalogue["plural"]
    if not _PLURAL_RULE.match(rule):
        raise ValueError(f"the {lang} catalogue's plural rule is not arithmetic on n: {rule!r}")
    body = json.dumps(catalogue, ensure_ascii=False, separators=(",", ":"))
    return (
        '"use strict";\n'
        f"window.I18N_CATALOGUE = {body};\n"
        f"window.I18N_CATALOGUE.pluralIndex = function (n) {{ return Number({rule}); }};\n"
    )


@cache
def catalogue_version(lang: str) -> str:
    """Changes when the catalogue does, so a page can let browsers cache its script."""
    return hashlib.blake2b(catalogue_script(lang).encode(), digest_size=6).hexdigest()


def catalogue_response(lang: str) -> Response:
    return Response(
        catalogue_script(lang),
        media_type="text/javascript; charset=utf-8",
        headers={"cache-control": "public, max-age=86400", "content-language": html_lang(lang)},
    )
