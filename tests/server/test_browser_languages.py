"""The game table in each of the five languages, in a real browser (issue 22).

A whole game against the AI, clicked through to its end, in English, Brazilian Portuguese,
Spanish, Italian and Ukrainian: the log, the prompts and their options, the header, the players'
boards, the game-over banner and the replay read in the page's language, with no English left
(tests/server/i18n_check.py). Screenshots go to docs/screenshots/ (`lang-<lang>-*.png`). Then
two people at one table, one reading Portuguese and one Ukrainian: the same events, each in
their own language.
"""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from .browser import chromium_path, n_of, over, take_turn, wait_ready
from .conftest import ROOT
from .i18n_check import assert_no_english

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")

SHOTS = ROOT / "docs" / "screenshots"
PHONE_SHOTS = ("pt_BR", "uk")
# words each language's table shows (its "Your decision" and the log's heading), as a check
# that the page is in the language at all
DECISION = {
    "en": "Your decision",
    "pt_BR": "Sua decisão",
    "es": "Tu decisión",
    "it": "La tua decisione",
    "uk": "Ваше рішення",
}


def in_language(browser: Any, lang: str, width: int = 1366, height: int = 800) -> tuple[Any, list[str]]:
    """A person whose browser reads `lang` (the language selector's cookie), with a page."""
    ctx = browser.new_context(viewport={"width": width, "height": height})
    ctx.add_cookies([{"name": "innovation-lang", "value": lang, "url": "http://127.0.0.1"}])
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return page, errors


def no_english(page: Any, lang: str) -> None:
    # the players' names are names, in any language
    assert_no_english(page, lang, ignore=("Ana", "Bruno", "Ana:", "Bruno:"))


@pytest.mark.parametrize("lang", ["en", "pt_BR", "es", "it", "uk"])
def test_a_whole_game_in_each_language(live: Any, browser: Any, lang: str) -> None:
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ana"}, {"name": "Bruno", "ai": "random"}], "seed": 11}).json()
    gid = g["id"]
    page, errors = in_language(browser, lang)
    page.goto(live.url + g["seats"][0]["url"])
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == lang.replace("_", "-")
    assert DECISION[lang] in page.inner_text("#prompt")
    no_english(page, lang)
    take_turn(page)  # the setup: a first card
    answers = 0
    shot = False
    while not over(page) and answers < 400:
        take_turn(page, "meld" if answers % 3 == 0 else "draw")
        answers += 1
        if answers in (4, 25, 60) and not over(page):
            wait_ready(page)
            no_english(page, lang)
            if not shot and n_of(page) >= 20:
                page.screenshot(path=str(SHOTS / f"lang-{lang}-table.png"))
                shot = True
    assert over(page), f"the game should end within 400 answers ({answers})"
    banner = page.locator("#gameover")
    banner.wait_for(state="visible")
    no_english(page, lang)
    log = page.inner_text("#log")
    assert log.strip()
    page.screenshot(path=str(SHOTS / f"lang-{lang}-over.png"))
    assert live.tables.rooms[gid].game.over

    # the replay, in the same language: the log of a step, the last answer in words
    page.goto(f"{live.url}/replay/{gid}")
    page.wait_for_function("document.body.dataset.n === '0'")
    page.click("#replaybar [data-step=next]")
    page.wait_for_function("document.body.dataset.n === '1'")
    assert page.inner_text("#replayanswer").strip()
    page.click("#replaybar [data-step=last]")
    page.wait_for_function("document.body.dataset.over === '1'")
    no_english(page, lang)
    assert "{" not in page.inner_text("#replayanswer")
    assert not errors, errors

    if lang in PHONE_SHOTS:  # the same table on a phone
        phone, phone_errors = in_language(browser, lang, 390, 844)
        phone.goto(f"{live.url}/replay/{gid}#step=30&seat=0")
        phone.wait_for_function("document.body.dataset.n === '30'")
        no_english(phone, lang)
        phone.screenshot(path=str(SHOTS / f"lang-{lang}-phone.png"))
        assert not phone_errors, phone_errors


def test_two_people_at_one_table_each_read_their_own_language(live: Any, browser: Any) -> None:
    """A Portuguese and a Ukrainian player at one table: the same events (the same log, event
    for event), each line in the reader's language, card names linked to the same cards."""
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ana"}, {"name": "Bruno"}], "seed": 12}).json()
    pt, pt_errors = in_language(browser, "pt_BR")
    uk, uk_errors = in_language(browser, "uk")
    pt.goto(live.url + g["seats"][0]["url"])
    uk.goto(live.url + g["seats"][1]["url"])
    for _ in range(16):  # both choose a first card, then a few turns
        for page in (pt, uk):
            wait_ready(page)
            if page.locator("#prompt.mine").count():
                take_turn(page, "meld")
    for page in (pt, uk):
        page.wait_for_function("document.body.dataset.n === String(__table.S.n)")
    n = max(n_of(pt), n_of(uk))
    for page in (pt, uk):
        page.wait_for_function(f"document.body.dataset.n === '{n}'")
    assert DECISION["pt_BR"] in pt.inner_text("#prompt") or DECISION["uk"] in uk.inner_text("#prompt")

    def lines(page: Any) -> list[dict[str, Any]]:
        return page.evaluate("""() => [...document.querySelectorAll('#log li')].map((li) => ({
            text: li.innerText, cards: [...li.querySelectorAll('.cardref')].map((c) => c.dataset.card)}))""")

    said_pt, said_uk = lines(pt), lines(uk)
    assert len(said_pt) == len(said_uk) > 5
    # the same events: the same cards named in each line (a card hidden from one reader is
    # "a 1" to them; the first cards melded are seen by both)
    same_cards = sum(a["cards"] == b["cards"] for a, b in zip(said_pt, said_uk, strict=True))
    assert same_cards >= len(said_pt) - 4
    # each in its own language: different words, the Ukrainian in Cyrillic
    assert all(a["text"] != b["text"] for a, b in zip(said_pt, said_uk, strict=True) if a["cards"] or
               any(ch.isalpha() and ch.isascii() for ch in b["text"].replace("Ana", "").replace("Bruno", "")))
    cyrillic = lambda s: any("\u0400" <= ch <= "\u04ff" for ch in s)  # noqa: E731
    assert all(cyrillic(line["text"]) for line in said_uk)
    assert not any(cyrillic(line["text"]) for line in said_pt)
    no_english(pt, "pt_BR")
    no_english(uk, "uk")
    pt.screenshot(path=str(SHOTS / "lang-two-pt_BR.png"))
    uk.screenshot(path=str(SHOTS / "lang-two-uk.png"))
    # the server keeps one game, in no language: its record names cards in English
    game = live.tables.rooms[g["id"]].game
    assert all(isinstance(e.get("card", ""), str) for e in game.state.events())
    assert not pt_errors and not uk_errors, (pt_errors, uk_errors)
