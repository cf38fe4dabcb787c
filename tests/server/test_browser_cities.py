"""Cities of Destiny at the table, in Debian's Chromium (Playwright): a whole game against the AI
from the lobby's new-game form on a desktop (English) and on a 390 x 844 touch phone
(Ukrainian), the cities' six positions and marks, the City piles and the flags and fountains
that count; an Endorse action from its button, its payment note and "Endorse used this turn";
the card browser's cities and the how-to page's section. Screenshots go to /tmp/shots/."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx

from .browser import _applied, n_of, over, take_turn, wait_ready
from .test_browser_echoes import DESKTOP, PHONE, phone_turn
from .test_cities_web import endorse_position

SHOTS = Path("/tmp/shots")  # as the other browser tests


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def new_cities_game_from_the_form(page: Any, live: Any) -> str:
    page.goto(live.url + "/")
    page.wait_for_function("document.querySelectorAll('#seatrows select option').length > 0")
    box = page.locator("#expansions input[value=cities]")
    assert box.count() == 1
    assert page.locator("#expansions input[value=echoes]").count() == 1
    box.check()
    page.locator("#seatrows tr").nth(1).locator("select").select_option("random")
    page.click("#newgame button[type=submit]")
    page.wait_for_selector("#created:not([hidden]) a.btn", timeout=15000)
    page.locator("#created a.btn").first.click()
    page.wait_for_url(re.compile(r".*/g/[^#]+"))
    return page.url.split("/g/")[1].split("#")[0]


def play_to_the_end(page: Any, live: Any, gid: str, name: str, phone: bool = False) -> dict[str, bool]:
    seen = {"city": False, "mark": False, "searched": False, "board_ach": False}
    answers = 0
    turn = phone_turn if phone else take_turn
    while not over(page) and answers < 700:
        turn(page, "meld" if answers % 3 else "draw")
        answers += 1
        if not seen["city"] and page.locator("#players .card.city").count():
            wait_ready(page)
            seen["city"] = True
            # a city's face: six positions, in its top row the top-middle and top-right
            city = page.locator("#players .card.city:not(.small)").first
            if city.count():
                assert city.locator(".slot").count() == 6
                assert city.locator(".slot.s4").count() == 1 and city.locator(".slot.s5").count() == 1
            shot(page, f"cities-{name}-first-city")
        seen["mark"] |= page.locator("#players .card.city .slot.mark").count() > 0
        seen["searched"] |= page.locator("#players .card.city .slot.searched .search-ic").count() > 0
        if not seen["board_ach"] and page.locator("#players .boardach").count():
            wait_ready(page)
            seen["board_ach"] = True
            shot(page, f"cities-{name}-flags")
        if answers == 20:
            wait_ready(page)
            shot(page, f"cities-{name}-midgame")
            width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            assert width[0] == width[1], f"the page overflows: {width}"
    assert over(page), "the game should end"
    shot(page, f"cities-{name}-over")
    width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] == width[1], f"the page overflows: {width}"
    return seen


def test_a_whole_cities_game_against_the_ai_on_a_desktop(live: Any, browser: Any) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    gid = new_cities_game_from_the_form(page, live)
    assert live.tables.rooms[gid].game.edition.expansion_names == ("cities",)
    wait_ready(page)
    assert page.locator("#center .setdecks[data-set=cities] .deck").count() == 10
    assert "Cities of Destiny" in page.inner_text("#turninfo")
    assert "Cities of Destiny piles" in page.inner_text("#center")
    shot(page, "cities-desktop-start")
    seen = play_to_the_end(page, live, gid, "desktop")
    assert seen["city"] and seen["searched"], seen
    page.goto(live.url + "/")
    page.wait_for_selector(f"tr[data-game='{gid}'] .expansiontag")
    assert "Cities of Destiny" in page.inner_text(f"tr[data-game='{gid}']")
    assert errors == []


def test_a_whole_cities_game_on_a_phone_in_ukrainian(live: Any, browser: Any) -> None:
    ctx = browser.new_context(**PHONE)
    ctx.add_cookies([{"name": "innovation-lang", "value": "uk", "url": "http://127.0.0.1"}])
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    gid = new_cities_game_from_the_form(page, live)
    wait_ready(page)
    assert page.locator("#center .setdecks[data-set=cities] .deck").count() == 10
    assert "Міста долі" in page.inner_text("#center")
    width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width == [390, 390], width
    shot(page, "cities-phone-uk-start")
    seen = play_to_the_end(page, live, gid, "phone-uk", phone=True)
    assert seen["city"], seen
    # a city in the card view: its marks by name
    page.locator("#players .card.city").first.tap()
    page.wait_for_selector("#cardview:not([hidden])")
    assert page.locator("#cardview .cv-set").count() == 1
    assert page.locator("#cardview .cityline").count() >= 1
    shot(page, "cities-phone-uk-cardview")
    assert errors == []


def test_endorse_from_its_button_with_its_payment_note(live_positions: Any, browser: Any) -> None:
    live = live_positions
    r = httpx.post(live.url + "/api/games", json={"start": endorse_position()})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    page = browser.new_page(viewport=DESKTOP)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live.url + r.json()["seats"][0]["url"])
    wait_ready(page)
    athens = page.locator(".player.me .card.city[data-card=Athens]")
    assert athens.locator(".slot").count() == 6
    assert athens.locator(".slot.s4.mark.m-plus").count() == 1
    assert athens.locator(".cfeatured").count() == 1  # the 3rd edition's featured icon
    athens.hover()
    assert "Plus" in page.inner_text("#tooltip") and "Cities of Destiny" in page.inner_text("#tooltip")
    button = page.locator("#prompt button.act-endorse[data-card=Writing]")
    assert button.count() == 1
    assert "Endorse" in page.inner_text("#prompt")
    shot(page, "cities-endorse-actions")
    n = n_of(page)
    button.click()
    assert _applied(page, n)
    page.wait_for_selector("#prompt .endorsenote")
    note = page.inner_text("#prompt .endorsenote")
    assert "tuck a card of value 1 or lower" in note and "twice" in note
    assert "Endorse used this turn" in page.inner_text(".player.me .phead")
    shot(page, "cities-endorse-payment")
    game = live.tables.rooms[gid].game
    assert game.state.turn_flags == 1
    assert errors == []


def test_the_card_browser_and_the_howto_page_know_cities(live: Any, browser: Any) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(live.url + "/cards/4th?expansion=cities&icon=uplift")
    page.wait_for_selector("body[data-ready='1']")
    page.wait_for_function("Number(document.body.dataset.shown) > 0")
    faces = page.locator("#cbresults .cb-card.city")
    assert faces.count() == int(page.evaluate("document.body.dataset.shown"))
    assert faces.first.locator(".slot.m-uplift").count() == 1
    assert faces.first.locator(".cfeatured").count() == 0  # no featured icon in the 4th edition
    shot(page, "cities-cardbrowser-4th")
    page.goto(live.url + "/howto#cities-of-destiny-an-expansion")
    page.wait_for_selector("body[data-ready='1']")
    sec = page.locator("#cities-of-destiny-an-expansion")
    assert sec.locator(".card.city").count() >= 5
    assert sec.locator(".card.city .slot.m-flag").count() >= 1
    assert sec.locator(".card.city .slot.m-fountain").count() >= 1
    sec.scroll_into_view_if_needed()
    sec.screenshot(path=str(SHOTS / "cities-howto.png"))
    assert errors == []
