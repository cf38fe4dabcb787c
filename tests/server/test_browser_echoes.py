"""Echoes of the Past at the table, in Debian's Chromium (Playwright): a whole game against the
AI from the lobby's new-game form on a desktop (English) and on a 390 x 844 touch phone
(Ukrainian), the card faces' echo effects and bonuses, the forecast, the Echoes piles and the
points from bonuses; and a table of two people where Ann foreshadows and promotes while Bob's
page and socket never hold a card of her forecast. Screenshots go to /tmp/shots/."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import httpx

from .browser import MINE_OR_OVER, _applied, n_of, over, take_turn, wait_ready
from .test_echoes_api import two_people_position

SHOTS = Path("/tmp/shots")
DESKTOP = {"width": 1366, "height": 800}
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True,
         "device_scale_factor": 2}


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def new_echoes_game_from_the_form(page: Any, live: Any) -> str:
    page.goto(live.url + "/")
    page.wait_for_function("document.querySelectorAll('#seatrows select option').length > 0")
    box = page.locator("#expansions input[value=echoes]")
    assert box.count() == 1
    about = page.inner_text("#expansions")
    assert about.strip(), "the form says what the expansion adds"
    box.check()
    page.locator("#seatrows tr").nth(1).locator("select").select_option("random")
    page.click("#newgame button[type=submit]")
    page.wait_for_selector("#created:not([hidden]) a.btn", timeout=15000)
    page.locator("#created a.btn").first.click()
    page.wait_for_url(re.compile(r".*/g/[^#]+"))
    return page.url.split("/g/")[1].split("#")[0]


def check_echoes_table(page: Any) -> None:
    """The faces' marks, the forecast zones, the Echoes piles."""
    wait_ready(page)
    assert page.locator("#center .setdecks[data-set=echoes] .deck").count() == 10
    assert page.locator(".forecastzone").count() == 2
    # the second card dealt is an Echoes card (3rd edition): its face says so
    assert page.locator(".player.me [data-zone=hand].x-echoes").count() >= 1


def press(page: Any, target: Any) -> None:
    """A tap, as on a phone: a card opens the card view first, whose button then plays it."""
    target.first.tap()
    view = page.locator("#cardview:not([hidden]) .cv-play")
    try:
        view.wait_for(timeout=1500)
    except Exception:
        return  # a button: done
    view.tap()


def phone_turn(page: Any, prefer: str = "draw") -> None:
    """`take_turn` by taps (tests/server/browser.py)."""
    wait_ready(page)
    if over(page):
        return
    n = n_of(page)
    kind = page.evaluate("document.querySelector('#prompt.mine').dataset.kind")
    prompt = page.locator("#prompt.mine")
    hand = page.locator(".player.me [data-zone=hand].selectable")
    if kind == "action":
        if prefer == "meld" and hand.count():
            press(page, hand)
        else:
            press(page, prompt.locator("button.act-draw"))
    elif kind == "setup":
        press(page, hand)
    elif kind == "yesno":
        press(page, prompt.locator("button.opt-no"))
    elif prompt.locator("button.opt-confirm").count():
        several = page.evaluate("__table.S.view.decision.context.several")
        least = max(1, several["min"] - several["chosen"])
        for _ in range(min(least, several["max"] - several["chosen"])):
            press(page, prompt.locator("button.opt-card:not(.selected)"))
        press(page, page.locator("#prompt.mine button.opt-confirm"))
    else:
        press(page, prompt.locator(".group button"))
    if not _applied(page, n):
        raise AssertionError("the server refused a tap: " + page.inner_text("#toast"))


def play_to_the_end(page: Any, live: Any, gid: str, name: str, lang: str = "en",
                    phone: bool = False) -> None:
    seen = {"echo": False, "bonus": False, "forecast": False, "bonus_points": False}
    answers = 0
    turn = phone_turn if phone else take_turn
    while not over(page) and answers < 700:
        turn(page, "meld" if answers % 3 else "draw")
        answers += 1
        seen["echo"] |= page.locator("#players .card .slot.echo").count() > 0
        seen["bonus"] |= page.locator("#players .card .slot.bonus").count() > 0
        if not phone and seen["echo"] and not seen.get("tip") and page.locator("#players .card[data-zone=top]:has(.slot.echo), #players .card[data-zone=othertop]:has(.slot.echo)").count():
            page.locator("#players .card[data-zone=top]:has(.slot.echo), #players .card[data-zone=othertop]:has(.slot.echo)").first.hover()
            if not page.locator("#tooltip").is_hidden():
                assert "Echo effect" in page.inner_text("#tooltip") or lang != "en"
                seen["tip"] = True
        if not seen["forecast"] and page.locator(".player.me .forecastzone [data-zone=forecast]").count():
            seen["forecast"] = True
            shot(page, f"echoes-{name}-forecast")
        if not seen["bonus_points"] and live.tables.rooms[gid].game.state.players[0].bonus_points:
            wait_ready(page)
            seen["bonus_points"] = True
            stats = page.locator(".player.me .stats .points").inner_text()
            if lang == "en":
                assert re.search(r"score \d+ \(\d+ from bonuses\)", stats), stats
            shot(page, f"echoes-{name}-bonuses")
        if answers == 12:
            wait_ready(page)
            shot(page, f"echoes-{name}-midgame")
            width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
            assert width[0] == width[1], f"the page overflows: {width}"
    assert over(page), "the game should end"
    assert seen["echo"] and seen["bonus"], seen
    shot(page, f"echoes-{name}-over")
    width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width[0] == width[1], f"the page overflows: {width}"


def test_a_whole_echoes_game_against_the_ai_on_a_desktop(live: Any, browser: Any) -> None:
    page = browser.new_page(viewport=DESKTOP)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    gid = new_echoes_game_from_the_form(page, live)
    assert live.tables.rooms[gid].game.edition.expansion_names == ("echoes",)
    check_echoes_table(page)
    assert "Echoes of the Past" in page.inner_text("#turninfo")
    # the tooltip of an Echoes card names its set
    card = page.locator(".player.me [data-zone=hand].x-echoes").first
    card.hover()
    assert "Echoes of the Past" in page.inner_text("#tooltip")
    shot(page, "echoes-desktop-start")
    play_to_the_end(page, live, gid, "desktop")
    # the lobby lists the game with its expansion
    page.goto(live.url + "/")
    page.wait_for_selector(f"tr[data-game='{gid}'] .expansiontag")
    assert "Echoes of the Past" in page.inner_text(f"tr[data-game='{gid}']")
    assert errors == []


def test_a_whole_echoes_game_on_a_phone_in_ukrainian(live: Any, browser: Any) -> None:
    ctx = browser.new_context(**PHONE)
    ctx.add_cookies([{"name": "innovation-lang", "value": "uk", "url": "http://127.0.0.1"}])
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    gid = new_echoes_game_from_the_form(page, live)
    check_echoes_table(page)
    assert "Ваше рішення" in page.inner_text("#prompt") or page.evaluate(MINE_OR_OVER)
    width = page.evaluate("[document.documentElement.scrollWidth, window.innerWidth]")
    assert width == [390, 390], width
    # a tap opens the card view: an Echoes card's set, its echo effect or bonus named
    page.locator(".player.me [data-zone=hand].x-echoes").first.tap()
    page.wait_for_selector("#cardview:not([hidden])")
    assert page.locator("#cardview .cv-set").count() == 1
    shot(page, "echoes-phone-uk-cardview")
    page.locator("#cardview .cv-close").tap()
    shot(page, "echoes-phone-uk-start")
    play_to_the_end(page, live, gid, "phone-uk", lang="uk", phone=True)
    assert errors == []


def test_another_persons_forecast_never_reaches_their_page(live_positions: Any, browser: Any) -> None:
    live = live_positions
    r = httpx.post(live.url + "/api/games", json={"start": two_people_position()})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    seats = r.json()["seats"]
    pages: dict[str, Any] = {}
    frames: dict[str, list[str]] = {"Ann": [], "Bob": []}
    for s, opts in ((seats[0], {"viewport": DESKTOP}), (seats[1], PHONE)):
        ctx = browser.new_context(**opts)
        page = ctx.new_page()
        name = s["name"]
        page.on("websocket", lambda ws, name=name: ws.on(
            "framereceived", lambda payload, name=name: frames[name].append(str(payload))))
        page.goto(live.url + s["url"])
        pages[name] = page
    ann, bob = pages["Ann"], pages["Bob"]
    wait_ready(ann)
    game = live.tables.rooms[gid].game
    secret = {c.name for c in game.state.players[0].forecast}
    assert secret == {"Bangle"}
    assert ann.locator(".player.me .forecastzone [data-card=Bangle]").count() == 1
    bob.wait_for_selector(".forecastzone[data-forecast=Ann] .card.back")
    # Ann uses Bell's dogma: it draws a 2 and foreshadows it
    n0 = game.n_answers
    ann.locator(".player.me [data-zone=top][data-card=Bell]").click()
    ann.wait_for_function(f"document.body.dataset.n !== '{n0}'")
    for _ in range(8):  # Bell's echo effect (you may score a card) and whatever it asks
        wait_ready(ann)
        if ann.evaluate("document.querySelector('#prompt.mine').dataset.kind") == "action":
            break
        take_turn(ann)  # (the first card of the hand: Pottery, not Sailing)
    game = live.tables.rooms[gid].game
    secret = {c.name for c in game.state.players[0].forecast}
    assert len(secret) == 2, secret
    bob.wait_for_function(f"document.body.dataset.n === '{game.n_answers}'")
    assert bob.locator(".forecastzone[data-forecast=Ann] .card.back").count() == 2
    shot(ann, "echoes-two-ann-forecast")
    shot(bob, "echoes-two-bob-sees-backs")
    # Ann melds Sailing (a 1): Bangle (a 1) may be promoted; the prompt explains it
    wait_ready(ann)
    ann.locator(".player.me [data-zone=hand][data-card=Sailing]").click()
    ann.wait_for_selector("#prompt .echoesnote")
    assert "Promotion" in ann.inner_text("#prompt .echoesnote")
    assert ann.locator(".player.me .forecastzone [data-card=Bangle].selectable").count() == 1
    shot(ann, "echoes-two-ann-promotion")
    still_secret = set(secret) - {"Bangle"}
    for name in secret:
        assert name not in bob.content(), f"{name} is on Bob's page"
    before_promotion = list(frames["Bob"])
    assert before_promotion and not any("Bangle" in f for f in before_promotion)
    ann.locator(".player.me .forecastzone [data-card=Bangle]").click()
    ann.wait_for_function("document.querySelector('#log').innerText.includes('Bangle')")
    # promoted, Bangle is public now: Bob reads it in his log; the drawn 2 stays Ann's
    bob.wait_for_function("document.querySelector('#log').innerText.includes('Bangle')")
    html = bob.content()
    for name in still_secret:
        assert name not in html, f"{name} is on Bob's page"
        for f in frames["Bob"]:
            assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", f), f"{name} in Bob's socket"
    assert frames["Bob"], "Bob's socket was read"
    assert any("Bangle" in f for f in frames["Ann"])
