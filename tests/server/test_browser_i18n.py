"""The pages other than the game table in the five languages, in a real browser (issue 22;
Debian's Chromium driven by Playwright): no English left (tests/server/i18n_check.py), the
language selector, Accept-Language, `<html lang>`."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from .browser import chromium_path
from .i18n_check import assert_no_english, english_left

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


# --------------------------------------------------------------------- the pages in a language
DESKTOP = {"viewport": {"width": 1366, "height": 800}}
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
LOBBY_READY = "document.querySelector('#games table, #games p') !== null && document.querySelectorAll('#seatrows tr').length > 0"
DATA_READY = "document.body !== null && document.body.dataset.ready === '1'"


def _page(browser: Any, live: Any, lang: str, errors: list[str], **options: Any) -> Any:
    """A page whose reader chose `lang` with the selector (its cookie)."""
    context = browser.new_context(**{**DESKTOP, **options})
    context.add_cookies([{"name": "innovation-lang", "value": lang, "url": live.url}])
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def _names(edition: str, lang: str) -> dict[str, str]:
    from innovation.text.web import cards_json

    return {k: v["name"] for k, v in cards_json(edition, lang)["cards"].items()}


def _unmarked_keys(page: Any) -> tuple[str, ...]:
    """The keyboard list's texts that are not catalogue messages yet. The list is
    static/keys.js, which belongs to the table's work (the table's "Keys" dialog shows it too);
    the how-to page shows each entry through t(), so an entry shows translated as soon as
    keys.js marks it, and from then on this test checks it."""
    from innovation.text.catalog import read_catalog

    known = {m.id if isinstance(m.id, str) else m.id[0] for m in read_catalog("en") if m.id}
    return tuple(text for row in page.evaluate("KEYS_TEXT") for text in row if text not in known)


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_the_pages_in_each_language_show_no_english(live: Any, browser: Any, lang: str) -> None:
    """The lobby, how-to-play, the card browser and a rulings page, in the reader's language:
    `<html lang>`, and no English visible (a rulings body is English, declared so, and its note
    says so in the language)."""
    errors: list[str] = []
    page = _page(browser, live, lang, errors)
    html = lang.replace("_", "-")
    names = _names("3rd", lang)
    # the lobby's list of games shows one, with an AI seat
    made = httpx.post(live.url + "/api/games", json={
        "edition": "4th", "seats": [{"name": "Ann"}, {"name": "Ada", "ai": "random"}]})
    assert made.status_code == 201, made.text
    page.goto(live.url + "/")
    page.wait_for_function(LOBBY_READY)
    assert page.locator("#games tr[data-game]").count() == 1
    assert page.evaluate("document.documentElement.lang") == html
    assert page.locator("#langselect").input_value() == lang
    assert_no_english(page)
    # a 4th-edition table of four with teams, created: the team shapes, their help, the links
    page.select_option("#edition", "4th")
    page.select_option("#count", "4")
    page.select_option("#teams", "AABB")
    assert page.locator("#teams option").count() == 5  # none, three shapes, other…
    page.click("#newgame button[type=submit]")
    page.wait_for_selector("#created:not([hidden])")
    assert page.locator("#created tr").count() == 5  # four seats and the spectators
    assert_no_english(page)
    page.goto(live.url + "/howto")
    page.wait_for_function(DATA_READY)
    assert page.evaluate("document.documentElement.lang") == html
    # the guide itself (innovation/howto.py) is in the language, the cards drawn by their names
    assert page.locator("#howtosections h2").first.inner_text() != "The goal" or lang == "en"
    assert page.locator("#splays .card .cname").first.inner_text() == names["Code of Laws"]
    assert_no_english(page, ignore=_unmarked_keys(page))
    page.goto(live.url + "/cards")
    page.wait_for_function(DATA_READY)
    assert page.locator(".cb-item").count() == 105
    oars = page.locator('.cb-item[data-card="Oars"]')
    assert oars.locator(".cname").inner_text() == names["Oars"]
    assert_no_english(page)
    page.goto(live.url + "/cards/4th")
    page.wait_for_function(DATA_READY)
    assert_no_english(page)
    page.goto(live.url + "/rulings/age1.md")
    page.wait_for_function(DATA_READY)
    assert page.evaluate("document.documentElement.lang") == html
    assert page.get_attribute("#ruling", "lang") == "en"
    assert page.locator("#rulingnote").is_visible()
    assert_no_english(page)
    assert errors == []
    page.context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_guided_game_and_the_card_view_in_each_language(live: Any, browser: Any,
                                                             lang: str) -> None:
    """The guided first game started from the lobby: its panel, the card view of a card in
    the hand (its name, icons and text in the language) and the header's controls show no
    English. (The rest of the table is the table's own: tests of the web table.)"""
    errors: list[str] = []
    page = _page(browser, live, lang, errors)
    names = _names("3rd", lang)
    page.goto(live.url + "/")
    page.wait_for_function(LOBBY_READY)
    page.click("#tutorialstart")
    page.wait_for_selector("#tutorial[data-stage=step][data-step='0']", timeout=20000)
    assert names["Sailing"] in page.inner_text("#tutorial")
    assert_no_english(page, within="#tutorial")
    assert_no_english(page, within="#top .learnbar")
    page.locator('.player.me [data-zone=hand][data-card="Mysticism"]').focus()
    page.keyboard.press("v")
    page.wait_for_selector("#cardview:not([hidden])")
    assert page.inner_text("#cvtitle").startswith(names["Mysticism"])
    assert_no_english(page, within="#cardview")
    page.keyboard.press("Escape")
    # a wrong move is refused with a word of help, in the language
    page.locator("#prompt button.act-draw").click()
    page.wait_for_selector("#tutorial .tut-wrong")
    assert_no_english(page, within="#tutorial")
    assert errors == []
    page.context.close()


def test_the_selector_changes_the_language_and_it_is_remembered(live: Any, browser: Any) -> None:
    errors: list[str] = []
    context = browser.new_context(**DESKTOP, locale="en-US")
    page = context.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live.url + "/")
    page.wait_for_function(LOBBY_READY)
    assert page.evaluate("document.documentElement.lang") == "en"
    with page.expect_navigation():
        page.select_option("#langselect", "uk")
    page.wait_for_function(LOBBY_READY)
    assert page.evaluate("document.documentElement.lang") == "uk"
    assert page.inner_text("#learn h2") == "Уперше в Innovation?"
    page.reload()
    page.wait_for_function(LOBBY_READY)
    assert page.evaluate("document.documentElement.lang") == "uk"
    page.click("a[href='/cards']")
    page.wait_for_function(DATA_READY)
    assert page.evaluate("document.documentElement.lang") == "uk"
    assert page.locator("#langselect").input_value() == "uk"
    with page.expect_navigation():
        page.select_option("#langselect", "it")
    page.wait_for_function(DATA_READY)
    assert page.evaluate("document.documentElement.lang") == "it"
    assert page.inner_text("h1") == "Catalogo delle carte"
    page.goto(live.url + "/howto")
    page.wait_for_function(DATA_READY)
    assert page.evaluate("document.documentElement.lang") == "it"
    assert errors == []
    context.close()


def test_accept_language_picks_the_first_language(live: Any, browser: Any) -> None:
    for header, want in (("es-ES,es;q=0.9,en;q=0.5", "es"), ("it-IT,pt-BR;q=0.8", "it"),
                         ("pt-BR", "pt-BR"), ("fr-FR,uk;q=0.7,en;q=0.3", "uk"), ("de", "en")):
        context = browser.new_context(**DESKTOP, extra_http_headers={"accept-language": header})
        page = context.new_page()
        page.goto(live.url + "/")
        page.wait_for_function(LOBBY_READY)
        assert page.evaluate("document.documentElement.lang") == want, header
        assert page.locator("#langselect").input_value() == want.replace("-", "_")
        context.close()


def test_the_card_browser_finds_cards_by_their_translated_names(live: Any, browser: Any) -> None:
    errors: list[str] = []
    page = _page(browser, live, "uk", errors)
    page.goto(live.url + "/cards")
    page.wait_for_function(DATA_READY)
    # the colour letters on the card faces abbreviate the reader's colour names
    assert page.evaluate("[COLOR_LETTER.blue, COLOR_LETTER.red, COLOR_LETTER.purple]") == [
        "С", "Ч", "Ф"]
    page.fill("#cbname", "весла")
    page.wait_for_function("document.body.dataset.shown === '1'")
    assert page.locator(".cb-item").first.get_attribute("data-card") == "Oars"
    page.fill("#cbname", "oars")  # the English name finds it too
    page.wait_for_function("document.body.dataset.shown === '1'")
    page.fill("#cbname", "")
    page.fill("#cbtext", "розгорнути ліворуч")
    page.wait_for_function("Number(document.body.dataset.shown) > 1")
    assert page.locator('.cb-item[data-card="Code of Laws"]').count() == 1
    page.context.close()
    page = _page(browser, live, "pt_BR", errors)
    page.goto(live.url + "/cards")
    page.wait_for_function(DATA_READY)
    page.fill("#cbname", "ceramica")  # accents ignored: Cerâmica
    page.wait_for_function("document.body.dataset.shown === '1'")
    assert page.locator(".cb-item").first.get_attribute("data-card") == "Pottery"
    assert errors == []
    page.context.close()


def test_the_selector_is_reachable_on_a_phone(live: Any, browser: Any) -> None:
    """At 390x844 the lobby in each language does not overflow sideways and its language
    selector is on screen."""
    for lang in ("en", *LANGS):
        errors: list[str] = []
        page = _page(browser, live, lang, errors, **PHONE)
        page.goto(live.url + "/")
        page.wait_for_function(LOBBY_READY)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, lang
        box = page.locator("#langselect").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, (lang, box)
        assert errors == []
        page.context.close()


def test_the_pages_in_ukrainian_and_portuguese_stay_accessible(live: Any, browser: Any) -> None:
    """axe-core (as tests/server/test_browser_learn.py runs it) on the translated pages: longer
    words and another script must not make a page fail (labels, contrast, languages)."""
    from .test_browser_learn import AXE, _axe

    if not AXE.exists():
        raise RuntimeError(f"axe-core is missing ({AXE}): run scripts/setup-web.sh")
    found = {}
    for lang in ("uk", "pt_BR"):
        page = _page(browser, live, lang, [])
        for path, ready in (("/", LOBBY_READY), ("/cards", DATA_READY), ("/howto", DATA_READY),
                            ("/rulings/age1.md", DATA_READY)):
            page.goto(live.url + path)
            page.wait_for_function(ready)
            bad = _axe(page)
            if bad:
                found[f"{lang} {path}"] = bad
        page.context.close()
    assert not found, found
