"""The table in a real browser (Debian's Chromium, driven by Playwright): create a game
against an AI in the lobby, play by clicking, reload in the middle, finish the game, replay it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright import sync_api  # noqa: E402

from .browser import chromium_path, launch, n_of, over, take_turn, wait_ready

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")


@pytest.fixture
def browser() -> Any:
    with sync_api.sync_playwright() as p:
        b = launch(p)
        try:
            yield b
        finally:
            b.close()


def test_play_a_game_against_the_ai_by_clicking(live: Any, browser: Any, tmp_path: Path) -> None:
    # bypass_csp: Playwright's wait_for_function evaluates strings, which the pages' policy
    # forbids (test_pages_work_under_their_content_security_policy checks the pages with it)
    page = browser.new_page(viewport={"width": 1400, "height": 900}, bypass_csp=True)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live.url + "/")
    page.fill("#quickname", "Ann")
    page.wait_for_function("document.querySelectorAll('#quickai option').length > 0")
    page.select_option("#quickai", "random")
    page.click("#quickplay")
    page.wait_for_url(re.compile(r".*/g/[^#]+"))
    game_id = page.url.split("/g/")[1].split("#")[0]
    wait_ready(page)
    assert "Your decision" in page.inner_text("#prompt")
    assert page.locator(".player.me [data-zone=hand]").count() == 2

    # the rules text shows on hover
    page.locator(".player.me [data-zone=hand]").first.hover()
    assert not page.locator("#tooltip").is_hidden()
    assert page.locator("#tooltip .eff").count() >= 1

    take_turn(page)  # the setup: click a card in the hand to meld it
    plan = ["meld", "meld", "dogma", "meld"]
    answers = 0
    reloaded = took_back = False
    while not over(page) and answers < 400:
        take_turn(page, plan[answers] if answers < len(plan) else "draw")
        answers += 1
        if answers == 6 and not reloaded:
            wait_ready(page)
            before_n = n_of(page)
            before_hand = page.locator(".player.me [data-zone=hand]").all_inner_texts()
            before_board = page.locator(".player.me .board").inner_text()
            page.reload()
            wait_ready(page)
            assert n_of(page) == before_n  # the seat comes back exactly as it was
            assert page.locator(".player.me [data-zone=hand]").all_inner_texts() == before_hand
            assert page.locator(".player.me .board").inner_text() == before_board
            assert "Your decision" in page.inner_text("#prompt")
            reloaded = True
        if answers == 9 and not over(page) and page.locator("#takeback").is_visible():
            wait_ready(page)
            n = n_of(page)
            page.click("#takeback")  # back to the start of this (or the last) turn
            page.wait_for_function(f"Number(document.body.dataset.n) < {n}")
            took_back = True
    assert reloaded and over(page), "the game should end by drawing past the last age"
    assert took_back
    banner = page.locator("#gameover")
    banner.wait_for(state="visible")
    assert re.search(r"wins?|win!", banner.inner_text())
    assert live.tables.rooms[game_id].game.over
    log_text = page.inner_text("#log")
    assert "Game over" in log_text
    page.screenshot(path=str(tmp_path / "over.png"))

    # the record downloads, and the finished game replays step by step
    with page.expect_download() as dl:
        page.locator("#gameover a", has_text="Download record").click()
    assert dl.value.suggested_filename.endswith(".json")
    page.goto(f"{live.url}/replay/{game_id}")
    page.wait_for_function("document.body.dataset.n === '0'")
    page.click("#replaybar [data-step=next]")
    page.wait_for_function("document.body.dataset.n === '1'")
    page.click("#replaybar [data-step=last]")
    page.wait_for_function("document.body.dataset.over === '1'")
    assert not errors, errors


def test_spectator_and_bad_link(live: Any, browser: Any) -> None:
    import httpx

    g = httpx.post(live.url + "/api/games", json={"seats": [{"name": "Ann"}, {"name": "Bob"}],
                                                  "seed": 3}).json()
    page = browser.new_page(bypass_csp=True)
    page.goto(f"{live.url}/g/{g['id']}")
    page.wait_for_function("document.body.dataset.n === '0'")
    assert "Waiting for Ann" in page.inner_text("#prompt")
    assert page.locator("[data-zone=hand]").count() == 0  # no hand is shown to a spectator
    page2 = browser.new_page(bypass_csp=True)
    page2.goto(f"{live.url}/g/{g['id']}#seat=0&token=forged")
    page2.wait_for_function("document.body.dataset.n === '0'")
    assert "spectator" in page2.inner_text("#toast")
    assert page2.locator("[data-zone=hand]").count() == 0


def test_pages_work_under_their_content_security_policy(live: Any, browser: Any) -> None:
    """Issue 13, finding 10: the pages keep working under the policy they are sent (scripts,
    styles, the WebSocket), and the seat's secret leaves the address bar once it is stored."""
    page = browser.new_page()  # the policy enforced
    blocked: list[str] = []
    page.on("console", lambda m: blocked.append(m.text) if "Content Security" in m.text else None)
    page.on("pageerror", lambda e: blocked.append(str(e)))
    page.goto(live.url + "/")
    page.wait_for_selector("#quickai option", state="attached")
    page.fill("#quickname", "Ann")
    page.select_option("#quickai", "random")
    page.click("#quickplay")
    page.wait_for_selector("#prompt.mine")  # the table connected and shows Ann's decision
    game_id = page.url.split("/g/")[1].split("#")[0]
    assert page.url == f"{live.url}/g/{game_id}"  # no #seat=0&token=... any more
    assert "token" in page.evaluate(f"localStorage.getItem('innovation:{game_id}')")
    page.reload()  # the seat comes back from the browser's storage
    page.wait_for_selector("#prompt.mine")
    assert page.locator(".player.me [data-zone=hand]").count() == 2
    assert not blocked, blocked
