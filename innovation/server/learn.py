"""The learning pages of the web table (issue 21): how to play, the card browser and the
rulings, with their small JSON APIs. `routes(api, editions)` gives the routes for app.py.

- `/howto`: the how-to-play page; its text is `innovation.howto` (one text for the terminal's
  `help rules` and the web), served as `/api/howto`.
- `/cards`, `/cards/{edition}`: the card browser (static/cards.html); each card links to the
  rulings that name it: `/api/rulings-index/{edition}`.
- `/rulings/{path}`: a page rendering one file of docs/rulings/ (`/api/rulings/{path}` gives its
  text). The rulings are the project's documentation, found beside the package in a source
  checkout; a copy installed without them answers 404 with that reason.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..engine.editions import get_edition
from ..text.catalog import N_
from ..text.languages import normalize_language
from .inputs import NO_EDITION, ApiError
from .pages import html_lang, render_page, request_language

RULINGS = Path(__file__).resolve().parents[2] / "docs" / "rulings"
RULING_FILE = re.compile(r"(?:fourth/)?[a-z0-9-]+\.md")


def slug(text: str) -> str:
    """A heading's anchor, as static/rulings.js makes it: lower case, runs of anything but
    letters and digits as one hyphen."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def ruling_text(path: str) -> str:
    """The text of one rulings file (`age1.md`, `fourth/age3.md`): 404 for anything else."""
    if not RULING_FILE.fullmatch(path):
        raise ApiError(404, N_("no such rulings file"))
    file = RULINGS / path
    if not RULINGS.is_dir():
        raise ApiError(404, N_("the rulings (docs/rulings) are not installed with this copy"))
    if not file.is_file():
        raise ApiError(404, N_("no such rulings file"))
    return file.read_text(encoding="utf-8")


def _files_for(edition: str, age: int) -> list[str]:
    """The rulings files about a card of `age` in `edition`, most specific first."""
    if edition == "4th":
        return [f"fourth/age{age}.md", "fourth/general.md"]
    if edition == "1st":
        return ["first-edition.md", f"age{age}.md"]
    return [f"age{age}.md"]


@lru_cache(maxsize=8)
def rulings_index(edition: str) -> dict[str, list[dict[str, Any]]]:
    """For each card of `edition`: the rulings headings that name it (file, anchor, heading),
    and always its age's file first, so every card links somewhere."""
    ed = get_edition(edition)
    headings: dict[str, list[tuple[str, str]]] = {}
    if RULINGS.is_dir():
        for file in sorted(RULINGS.rglob("*.md")):
            rel = file.relative_to(RULINGS).as_posix()
            found = []
            for line in file.read_text(encoding="utf-8").splitlines():
                m = re.match(r"#{2,4} (.+)", line)
                if m:
                    found.append((m.group(1).strip(), slug(m.group(1).strip())))
            headings[rel] = found
    out: dict[str, list[dict[str, Any]]] = {}
    for card in ed.cards:
        links: list[dict[str, Any]] = []
        word = re.compile(rf"(?<![\w]){re.escape(card.name)}(?![\w])")
        for rel in _files_for(ed.name, card.age):
            if rel not in headings:
                continue
            named = [(h, a) for h, a in headings[rel] if word.search(h)]
            for h, a in named:
                links.append({"file": rel, "anchor": a, "heading": h})
        age_file = _files_for(ed.name, card.age)[0 if ed.name != "1st" else 1]
        if age_file in headings:
            # the whole age's link: `age` lets a page word it in its reader's language
            links.append({"file": age_file, "anchor": "", "heading": f"all rulings of age {card.age}",
                          "age": card.age})
        out[card.name] = links
    return out


def routes(api: Any, editions: list[str]) -> list[Route]:
    async def page_howto(request: Request) -> Response:
        return render_page(request, "howto.html")

    async def page_cards(request: Request) -> Response:
        return render_page(request, "cards.html")

    async def page_rulings(request: Request) -> Response:
        return render_page(request, "rulings.html")

    async def api_howto(request: Request) -> Response:
        from .. import howto

        # in the reader's language (the page's cookie, else Accept-Language), or ?lang=
        lang = normalize_language(request.query_params.get("lang")) or request_language(request)
        return JSONResponse(howto.as_json(lang),
                            headers={"cache-control": "max-age=600", "content-language": html_lang(lang),
                                     "vary": "cookie, accept-language"})

    async def api_rulings(request: Request) -> Response:
        path = request.path_params["path"]
        return JSONResponse({"path": path, "text": ruling_text(path)},
                            headers={"cache-control": "max-age=600"})

    async def api_rulings_index(request: Request) -> Response:
        edition = request.path_params["edition"]
        if edition not in editions:
            raise ApiError(404, NO_EDITION, params={"edition": repr(edition)})
        return JSONResponse({"edition": edition, "available": RULINGS.is_dir(),
                             "cards": rulings_index(edition)},
                            headers={"cache-control": "max-age=600"})

    return [
        Route("/howto", page_howto),
        Route("/cards", page_cards),
        Route("/cards/{edition}", page_cards),
        Route("/rulings/{path:path}", page_rulings),
        Route("/api/howto", api(api_howto)),
        Route("/api/rulings/{path:path}", api(api_rulings)),
        Route("/api/rulings-index/{edition}", api(api_rulings_index)),
    ]
