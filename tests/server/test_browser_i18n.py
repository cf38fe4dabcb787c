"""The pages other than the game table in the five languages, in a real browser (issue 22;
Debian's Chromium driven by Playwright): no English left (tests/server/i18n_check.py), the
language selector, Accept-Language, `<html lang>`."""

from __future__ import annotations

from typing import Any

from .browser import chromium_path
from .i18n_check import english_left

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")

LANGS = ("pt_BR", "es", "it", "uk")


def test_the_check_finds_english_and_nothing_else(browser: Any) -> None:
    """The check itself, on a page written for it: the catalogue's English, an English card
    name and unmarked English are found; translations, a declared-English article, hidden
    elements, the brand and a card name that is the same word are not."""
    page = browser.new_page()
    page.set_content(
        '<html lang="pt-BR"><head><title>Innovation — Card browser</title></head><body>'
        "<h1>Innovation</h1><p>Catálogo de cartas</p><p>Cerâmica</p>"
        "<p>Card browser</p><p>Pottery</p><p>Show the cards of this game</p>"
        '<button title="Close">×</button><input placeholder="Search cards">'
        '<article lang="en">The rules of the game, in English</article>'
        '<p hidden>Your turn</p><p style="display:none">Your turn</p>'
        "<select><option>Português (Brasil)</option><option>English</option></select>"
        "</body></html>"
    )
    found = {(e.where, e.text) for e in english_left(page)}
    assert ("document.title", "Innovation — Card browser") in found
    assert ("p", "Card browser") in found
    assert ("p", "Pottery") in found
    assert ("p", "Show the cards of this game") in found
    assert ("button[title]", "Close") in found
    assert ("input[placeholder]", "Search cards") in found
    assert len(found) == 6, found
    assert english_left(page, "en") == []
    page.close()
