"""Findings of a user trial, in a real browser (Debian's Chromium, driven by Playwright) at a
desktop's 1366x800 and a phone's 390x844: the game log in sight without scrolling on a
desktop, "My games" first in the lobby, a phone's header on two lines with nothing cut off,
the AI variants named for people, and the hands face up once the game is over."""

from __future__ import annotations

import random
from typing import Any

import httpx

from .browser import chromium_path, drive

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")

DESKTOP = {"width": 1366, "height": 800}
PHONE = {"width": 390, "height": 844}


def game(live: Any, until: Any) -> dict[str, Any]:
    """Ada (a person) against the random AI, played through the API until `until(view)`."""
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ada"}, {"name": "Babbage", "ai": "random"}], "seed": 7}).json()
    drive(live, g["id"], g["seats"][0]["token"], random.Random(7), until)
    return g


def page_of(browser: Any, size: dict[str, int]) -> tuple[Any, list[str]]:
    page = browser.new_context(viewport=size).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page, errors


def open_seat(page: Any, live: Any, g: dict[str, Any]) -> None:
    page.goto(live.url + g["seats"][0]["url"])
    page.wait_for_function("document.body.dataset.over === '1' || "
                           "document.querySelector('#prompt.mine') !== null")
    page.wait_for_function("document.getElementById('together') !== null")
    page.wait_for_timeout(300)


def test_the_log_is_in_sight_on_a_desktop_and_the_phone_header_has_two_lines(
    live: Any, browser: Any
) -> None:
    g = game(live, lambda v: v["n"] >= 40 and v["decision"]["kind"] == "action")
    page, errors = page_of(browser, DESKTOP)
    open_seat(page, live, g)
    assert page.evaluate("window.scrollY") == 0
    log = page.locator("#log").bounding_box()
    assert log is not None and log["height"] >= 110, log
    assert log["y"] >= 0 and log["y"] + log["height"] <= DESKTOP["height"], log
    assert page.locator("#log li").count() > 10
    prompt = page.locator("#prompt").bounding_box()
    assert prompt is not None and prompt["y"] + 40 <= DESKTOP["height"]
    # the panels between them scroll in the side column: the achievements are still there
    page.locator("#center").scroll_into_view_if_needed()
    assert page.locator("#center").is_visible()
    assert page.locator("#log").bounding_box()["y"] + 110 <= DESKTOP["height"]
    assert not errors, errors
    page.context.close()

    page, errors = page_of(browser, PHONE)
    open_seat(page, live, g)
    top = page.locator("#top").bounding_box()
    line = page.evaluate("parseFloat(getComputedStyle(document.getElementById('turninfo')).lineHeight) || 17")
    assert top["height"] <= 2 * 30 + line, top  # a row of buttons and the turn's line
    # nothing in the header is cut off or wider than the screen, no button wraps its words
    clipped = page.evaluate("""() => [...document.querySelectorAll('#top *')].filter((e) => {
        if (!e.offsetParent || e.closest('.learnbar')) return false;
        const r = e.getBoundingClientRect();
        return e.scrollWidth > e.clientWidth + 1 || r.right > innerWidth + 1 || r.left < -1
          || (e.classList.contains('btn') && r.height > 32);
      }).map((e) => e.id || e.className || e.tagName)""")
    assert clipped == [], clipped
    info = page.inner_text("#turninfo")
    assert info.startswith("Turn ") and "your turn" in info
    # what the header leaves out is elsewhere: the achievements to win, who is online
    assert "achievements win" in page.inner_text("#center h3")
    assert page.locator(".player .phead .pdot.on").count() == 2
    # the settings open under the header, within the screen
    assert page.locator("#themetoggle").is_hidden()
    page.click("#menubtn")
    for part in ("#themetoggle", "#langselect", "#keysbtn", "#howtolink"):
        box = page.locator(part).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], part
    page.click("#menubtn")
    assert page.locator("#themetoggle").is_hidden()
    # the panels take the screen's width: the chat's placeholder is whole
    chat = page.locator("#chatinput")
    chat.scroll_into_view_if_needed()
    fits = page.evaluate("""() => { const i = document.getElementById('chatinput');
        const c = document.createElement('canvas').getContext('2d');
        c.font = getComputedStyle(i).font;
        return c.measureText(i.placeholder).width <= i.clientWidth - 8; }""")
    assert fits
    assert page.locator(".logpanel").bounding_box()["width"] >= PHONE["width"] - 20
    assert not errors, errors


def test_my_games_come_first_in_the_lobby(live: Any, browser: Any) -> None:
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ada"}, {"name": "Babbage", "ai": "random"}]}).json()
    for size in (DESKTOP, PHONE):
        page, errors = page_of(browser, size)
        page.goto(live.url + g["seats"][0]["url"])  # the seat is kept in this browser
        page.wait_for_function("document.body.dataset.n !== undefined")
        page.goto(live.url + "/")
        page.locator("#mygamespanel").wait_for(state="visible")
        mine = page.locator("#mygamespanel").bounding_box()
        assert mine["y"] + mine["height"] <= size["height"], (size, mine)  # without scrolling
        assert mine["y"] < page.locator("#learn").bounding_box()["y"]
        assert mine["y"] < page.locator("#newgame").bounding_box()["y"]
        assert page.locator("#mygames a", has_text="continue").count() == 1
        assert not errors, errors
        page.context.close()


def test_the_ai_variants_have_names_for_people(live: Any, browser: Any) -> None:
    offered = httpx.get(live.url + "/api/meta").json()["ai"]
    assert "ismcts_learned" in offered and "ismcts_logit" in offered
    page, errors = page_of(browser, DESKTOP)
    page.goto(live.url + "/")
    page.wait_for_function("document.querySelectorAll('#seatrows select option').length > 2")
    for sel in ("#quickai", "#seatrows select"):
        texts = page.locator(f"{sel} option").all_inner_texts()
        assert not [x for x in texts if "ismcts" in x or "_" in x], texts
        assert "AI: Advanced (learned)" in texts
        assert "AI: Advanced (experimental)" in texts
    assert page.evaluate("aiLevelName('ismcts_learned')") == "Advanced AI (learned)"
    assert page.evaluate("aiLevelName('ismcts_logit:3')") == "Advanced AI (experimental)"
    assert "ismcts" not in page.evaluate("aiLevelTitle('ismcts_learned')")
    # chosen in the lobby, the seat is made with that agent
    page.select_option("#quickai", "ismcts_learned")
    page.click("#quickplay")
    page.wait_for_url("**/g/**")
    page.wait_for_function("document.querySelector('#seats small') !== null")
    assert "(Advanced AI (learned))" in page.inner_text("#seats")
    assert "ismcts" not in page.inner_text("#players")
    assert not errors, errors


def test_the_hands_are_face_up_when_the_game_is_over(live: Any, browser: Any) -> None:
    g = game(live, lambda v: False)
    for size in (DESKTOP, PHONE):
        page, errors = page_of(browser, size)
        open_seat(page, live, g)
        assert page.evaluate("document.body.dataset.over") == "1"
        other = page.evaluate("__table.S.view.players[1]")
        assert other["hand_count"] + other["score_count"] > 0
        faces = page.locator(".player:not(.me) [data-zone=otherhand]:not(.back)")
        assert faces.count() == other["hand_count"] == len(other["hand"])
        assert page.locator(".player:not(.me) [data-zone=otherscore]").count() == other["score_count"]
        assert page.locator(".player:not(.me) .handzone .card.back").count() == 0
        assert not errors, errors
        page.context.close()
    # the replay's last step shows them to a spectator too
    last = httpx.get(f"{live.url}/api/games/{g['id']}/replay?seat=spectator").json()
    assert all("hand" in p and "score" in p for p in last["view"]["players"])
    first = httpx.get(f"{live.url}/api/games/{g['id']}/replay?step=3&seat=spectator").json()
    assert all("hand" not in p for p in first["view"]["players"])
