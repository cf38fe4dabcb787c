"""The game table in each of the five languages, in a real browser (issue 22).

A whole game against the AI, clicked through to its end, in English, Brazilian Portuguese,
Spanish, Italian and Ukrainian: the log, the prompts and their options, the header, the players'
boards, the game-over banner and the replay read in the page's language, with no English left
(tests/server/i18n_check.py). Screenshots go to docs/screenshots/ (`lang-table-*.png`,
`lang-two-*.png`) with INNOVATION_SCREENSHOTS=1. Then
two people at one table, one reading Portuguese and one Ukrainian: the same events, each in
their own language.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from innovation.engine.records import GameRecord
from innovation.text.catalog import translate

from .browser import chromium_path, n_of, over, take_turn, wait_ready
from .conftest import ROOT
from .i18n_check import assert_no_english

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")

# the screenshots kept in docs/screenshots/ are retaken with INNOVATION_SCREENSHOTS=1; an
# ordinary run writes them to a temporary folder, leaving the clone as it was
SHOTS = (ROOT / "docs" / "screenshots" if os.environ.get("INNOVATION_SCREENSHOTS")
         else Path(tempfile.mkdtemp(prefix="innovation-shots-")))
CYRILLIC = re.compile("[\u0400-\u04ff]")
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
    # the AI seat's title names its level as the lobby does, never the agent ("random")
    level = translate(lang, "{level}: {how}", level=translate(lang, "Beginner AI"),
                      how=translate(lang, "plays any legal move at random: good for learning the rules"))
    assert page.get_attribute(".tag.ai", "title") == level
    assert page.get_attribute("#seats small[title]", "title") == level
    # a refusal from the server (here a message that is not JSON) is shown in the language
    page.evaluate("__table.ws.send('{oops')")
    page.wait_for_function("!document.getElementById('toast').hidden")
    assert page.inner_text("#toast") == translate(lang, "the request is not valid JSON")
    page.evaluate("document.getElementById('toast').hidden = true")
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
                page.screenshot(path=str(SHOTS / f"lang-table-{lang}.png"))
                shot = True
    assert over(page), f"the game should end within 400 answers ({answers})"
    banner = page.locator("#gameover")
    banner.wait_for(state="visible")
    no_english(page, lang)
    log = page.inner_text("#log")
    assert log.strip()
    # Ana reads about herself as "you", and about Bruno by his name
    assert "Ana" not in log and "Bruno" in log
    assert translate(lang, "You melded {card}").split("{card}")[0].strip() in log
    page.screenshot(path=str(SHOTS / f"lang-table-over-{lang}.png"))
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
        phone.screenshot(path=str(SHOTS / f"lang-table-{lang}-phone.png"))
        assert not phone_errors, phone_errors


def _deciding(pages: list[Any], timeout: float = 15.0) -> Any:
    """The page whose seat has a question (ready to answer), waiting for one."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for page in pages:
            if page.locator("#prompt.mine[data-busy='0']").count():
                return page
        time.sleep(0.05)
    raise AssertionError("nobody is asked anything")


def test_two_people_at_one_table_each_read_their_own_language(live: Any, browser: Any) -> None:
    """A Portuguese and a Ukrainian player at one table: the same events (the same log, event
    for event, the same cards named), each line in the reader's language."""
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ana"}, {"name": "Bruno"}], "seed": 12}).json()
    pt, pt_errors = in_language(browser, "pt_BR")
    uk, uk_errors = in_language(browser, "uk")
    pt.goto(live.url + g["seats"][0]["url"])
    uk.goto(live.url + g["seats"][1]["url"])
    for page, lang in ((pt, "pt_BR"), (uk, "uk")):
        page.wait_for_function("document.body && document.body.dataset.n !== undefined")
        assert page.evaluate("document.documentElement.lang") == lang.replace("_", "-")
    for _ in range(14):  # both choose a first card, then a few turns of melds and dogmas
        page = _deciding([pt, uk])
        assert DECISION["pt_BR" if page is pt else "uk"] in page.inner_text("#prompt")
        take_turn(page, "meld" if n_of(page) % 2 else "dogma")
    n = n_of(_deciding([pt, uk]))
    for page in (pt, uk):
        page.wait_for_function(f"document.body.dataset.n === '{n}'")

    def log(page: Any) -> list[dict[str, Any]]:
        return page.evaluate("""() => {
            const lines = [...document.querySelectorAll('#log li')];
            return lines.map((li) => ({ text: li.innerText,
                cards: [...li.querySelectorAll('.cardref')].map((c) => c.dataset.card) }));
        }""")

    def events(page: Any) -> list[dict[str, Any]]:  # the events shown, in the same order
        return page.evaluate("__table.log.filter((e, i) => __table.lines[i])")

    said_pt, said_uk = log(pt), log(uk)
    seen_pt, seen_uk = events(pt), events(uk)
    assert len(said_pt) == len(said_uk) == len(seen_pt) == len(seen_uk) > 10
    assert [e["type"] for e in seen_pt] == [e["type"] for e in seen_uk]  # the same events
    shared = 0
    for a, b, e, f in zip(said_pt, said_uk, seen_pt, seen_uk, strict=True):
        if e.get("card") and f.get("card"):  # seen by both: the same card, named as a link
            assert a["cards"] == b["cards"] and e["card"] in a["cards"], (a, b)
            shared += 1
        assert a["text"] != b["text"], (a, b)  # each in its own words
        assert CYRILLIC.search(b["text"]) and not CYRILLIC.search(a["text"]), (a, b)
    assert shared > 5
    no_english(pt, "pt_BR")
    no_english(uk, "uk")
    for page, lang in ((pt, "pt_BR"), (uk, "uk")):  # the whole table, and the log beside it
        page.screenshot(path=str(SHOTS / f"lang-two-{lang}.png"))
        page.locator(".logpanel").scroll_into_view_if_needed()
        page.locator("#side").screenshot(path=str(SHOTS / f"lang-two-{lang}-side.png"))
    # one game, in no language: its record names the cards in English
    record = GameRecord.of(live.tables.rooms[g["id"]].game).to_json()
    assert json.dumps(record, ensure_ascii=False).isascii()
    assert not pt_errors and not uk_errors, (pt_errors, uk_errors)
