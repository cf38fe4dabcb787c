"""The coach in a real browser (Debian's Chromium, Playwright): a top card's preview on hover
matches the engine, the Hint button shows three answers with chances within 3 s, and the
review chart of a finished game appears and jumps to a mistake on click."""

from __future__ import annotations

import random
import time
from typing import Any

import httpx
import pytest

from innovation.coach import dogma_preview
from innovation.engine.decisions import encode_answer

from .browser import chromium_path, wait_ready

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")


def create(live: Any, seats: list[dict[str, Any]], seed: int) -> dict[str, Any]:
    r = httpx.post(live.url + "/api/games", json={"seats": seats, "seed": seed})
    assert r.status_code == 201, r.text
    return r.json()


def finished_ai_game(live: Any, seed: int) -> dict[str, Any]:
    """A game of two random AIs, created and waited for until it ends (for its replay)."""
    g = create(live, [{"name": "Ann", "ai": "random"}, {"name": "Bob", "ai": "random"}], seed)
    deadline = time.time() + 60
    while not live.tables.rooms[g["id"]].game.over:
        assert time.time() < deadline, "the AI game did not end"
        time.sleep(0.05)
    return g


def test_hovering_a_top_card_shows_who_shares_and_who_is_hit(live: Any, browser: Any) -> None:
    g = create(live, [{"name": "Ann"}, {"name": "Bob"}, {"name": "Cleo"}], seed=21)
    tokens = [s["token"] for s in g["seats"]]
    room = live.tables.rooms[g["id"]]
    rng = random.Random(4)
    for _ in range(40):  # three people answering at random through the API
        game = room.game
        d = game.decision
        body = {"seat": d.player, "token": tokens[d.player],
                "answer": encode_answer(d.kind, rng.choice(d.options), game.names),
                "expect": room.n}
        assert httpx.post(f"{live.url}/api/games/{g['id']}/answer", json=body).status_code == 200
    game = room.game
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{live.url}{g['seats'][0]['url']}")
    try:
        page.wait_for_function(f"document.body.dataset.previewN === '{room.n}'")
    except Exception as exc:  # say what the page had, to tell a slow server from a bug
        state = page.evaluate(
            "JSON.stringify({n: document.body.dataset.n, key: Coach.previewKey, "
            "wanted: Coach.previewWanted, status: document.getElementById('status').innerText})"
        )
        raise AssertionError(f"no preview for answer {room.n}: {state}; {errors}") from exc
    tops = page.locator("[data-zone=top], [data-zone=othertop]")
    assert tops.count() >= 6
    hit_someone = shared = False
    for i in range(tops.count()):
        card = tops.nth(i)
        name = card.get_attribute("data-card")
        card.hover()
        preview = page.locator("#tooltip .coach-preview")
        preview.wait_for(state="attached")
        expected = dogma_preview(game, name)
        names = game.names
        assert preview.get_attribute("data-preview") == name
        assert preview.get_attribute("data-activator") == names[expected.activator]
        assert preview.get_attribute("data-sharing") == ",".join(names[q] for q in expected.sharing)
        assert preview.get_attribute("data-vulnerable") == ";".join(
            ",".join(names[q] for q in d.vulnerable) for d in expected.demands
        )
        hit_someone |= any(d.vulnerable for d in expected.demands)
        shared |= bool(expected.sharing)
        text = preview.inner_text()
        if expected.demands:
            assert "Demand hits" in text
    assert hit_someone or shared, "the position should show a demand or a share"
    # clicking an opponent's top card keeps its preview in the coach panel
    other = page.locator("[data-zone=othertop]").first
    other.click()
    page.wait_for_selector("#coach .coach-selected .coach-preview")
    assert page.locator("#coach .coach-why").count() == 1
    assert not errors, errors


def test_the_hint_button_answers_within_three_seconds(live: Any, browser: Any) -> None:
    g = create(live, [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=6)
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{live.url}{g['seats'][0]['url']}")
    wait_ready(page)
    # play into the game a little: the setup, then Ann draws until she has choices
    page.locator(".player.me [data-zone=hand].selectable").first.click()
    page.wait_for_function("document.body.dataset.n !== '0'")
    wait_ready(page)
    button = page.locator("#hintbtn")
    button.wait_for(state="visible")
    started = time.perf_counter()
    button.click()
    page.wait_for_function("document.querySelectorAll('#hints li').length > 0", timeout=3000)
    elapsed = time.perf_counter() - started
    assert elapsed < 3.0
    items = page.locator("#hints li").all_inner_texts()
    options = page.evaluate("__table.S.view.decision.options.length")
    assert len(items) == min(3, options)
    assert all("%" in item for item in items)
    # the order is the chance shown, highest first (issue 38)
    shown = [int(b.rstrip("%")) for b in page.locator("#hints li b").all_inner_texts()]
    assert len(shown) == len(items) and shown == sorted(shown, reverse=True)
    # every hint says why, in words
    whys = page.locator("#hints li .why").all_inner_texts()
    assert len(whys) == len(items) and all(w.strip() for w in whys)
    assert not errors, errors


def test_no_hint_button_when_the_people_did_not_allow_it(live: Any, browser: Any) -> None:
    g = create(live, [{"name": "Ann"}, {"name": "Bob"}], seed=6)
    page = browser.new_page()
    page.goto(f"{live.url}{g['seats'][0]['url']}")
    wait_ready(page)
    page.wait_for_selector("#coach")
    page.wait_for_function("window.Coach && Coach.settings !== null")
    assert page.locator("#hintbtn").count() == 0


def test_the_review_button_comes_when_the_coach_loads_late(live: Any, browser: Any) -> None:
    """The replay's first step can be drawn before coach.js has loaded (a slow network, a busy
    machine): the coach then draws its review button itself when it arrives."""
    g = finished_ai_game(live, seed=9)
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    held: list[Any] = []
    page.route("**/static/coach.js", lambda route: held.append(route))  # answered later
    page.goto(f"{live.url}/replay/{g['id']}", wait_until="commit")
    page.wait_for_function("document.body && document.body.dataset.n === '0'")
    assert page.locator("#reviewbtn").count() == 0 and len(held) == 1
    held[0].continue_()
    page.wait_for_selector("#reviewbtn")
    assert not errors, errors
    page.close()


def test_the_review_chart_of_a_finished_game(
    live: Any, browser: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INNOVATION_COACH_ITERATIONS", "8")
    g = finished_ai_game(live, seed=9)
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{live.url}/replay/{g['id']}")
    page.wait_for_function("document.body.dataset.n === '0'")
    page.click("#reviewbtn")
    page.wait_for_selector("#reviewchart polyline", timeout=90000)
    points = page.locator("#reviewchart polyline").get_attribute("points")
    assert len(points.split()) > 20
    assert "decisions" in page.inner_text("#reviewbox .reviewsummary")
    mistakes = page.locator("#reviewchart circle.mistake")
    assert mistakes.count() > 0, "random play makes mistakes"
    step = mistakes.last.get_attribute("data-step")  # drawn last: on top of its neighbours
    mistakes.last.click()
    page.wait_for_function(f"document.body.dataset.n === '{step}'")
    # the list under the chart jumps too
    link = page.locator("#reviewbox .mistake-link").first
    # each mistake says why, compared with the answer the AI prefers
    assert page.locator("#reviewbox ul.mistakes li").count() == page.locator(
        "#reviewbox ul.mistakes li .why"
    ).count()
    assert "instead" in page.locator("#reviewbox ul.mistakes li .why").first.inner_text()
    # the cost is said to be winning chance, not score (issue 38)
    assert "percentage points of winning chance" in link.inner_text()
    step = link.get_attribute("data-step")
    link.click()
    page.wait_for_function(f"document.body.dataset.n === '{step}'")
    assert not errors, errors
