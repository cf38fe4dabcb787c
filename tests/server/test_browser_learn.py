"""Reading and learning the game in a real browser (issue 21; Debian's Chromium driven by
Playwright): the card view on a phone, the dogma text on desktop card faces and the card size,
the guided first game, the how-to-play page, the card browser, the keyboard, the themes, the
log's words, and an automated accessibility check (axe-core, from npm: scripts/setup-web.sh)."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import httpx
from playwright import sync_api

from innovation.server.tutorial import POSITION

from .browser import chromium_path, n_of, wait_ready

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")

AXE = Path(__file__).parent / "web-deps" / "node_modules" / "axe-core" / "axe.min.js"

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
DESKTOP = {"viewport": {"width": 1366, "height": 800}}

# Ann with Pottery on her board ("you may return one to three cards": several cards, none
# required) and three cards in hand, against the random AI.
SEVERAL = {
    "seed": 5,
    "players": {
        "Ann": {"board": {"blue": ["Pottery"], "red": ["Archery"]},
                "hand": ["Oars", "Sailing", "Mysticism"]},
        "Bob": {"board": {"green": ["Clothing"]}},
    },
    "current": "Ann",
}


def _page(browser: Any, errors: list[str], **options: Any) -> Any:
    page = browser.new_page(**options)
    page.on("pageerror", lambda e: errors.append(str(e)))
    return page


def _tutorial_game(live: Any) -> dict[str, Any]:
    """The tutorial's position as a plain game (no guidance in this browser)."""
    r = httpx.post(live.url + "/api/tutorial")
    assert r.status_code == 201, r.text
    return r.json()


def _server_n(live: Any, gid: str) -> int:
    return int(httpx.get(f"{live.url}/api/games/{gid}").json()["answers"])


def test_a_tap_on_a_phone_opens_the_card_and_changes_nothing(live: Any, browser: Any) -> None:
    errors: list[str] = []
    g = _tutorial_game(live)
    page = _page(browser, errors, **PHONE)
    page.goto(live.url + g["url"])
    wait_ready(page)
    n = n_of(page)
    # a hand card that may be melded: the tap opens it, with its text and what melding does
    page.locator('.player.me [data-zone=hand][data-card="Sailing"]').tap()
    view = page.locator("#cardview")
    view.wait_for(state="visible")
    text = view.inner_text()
    assert "Sailing" in text and "age 1" in text and "green (G)" in text
    assert "Draw a 1 and meld it." in text  # the full rules text
    assert "Meld: it goes on top of your green pile, starting that pile." in text
    assert view.locator(".cv-icons .ic").count() >= 3  # the icons, named
    time.sleep(0.5)
    assert n_of(page) == n and _server_n(live, g["id"]) == n  # nothing was played
    assert page.locator("#tooltip").is_hidden()  # no hover tooltip over the hand
    view.locator(".cv-close").tap()
    assert view.is_hidden()
    # a top card: its dogma, with who shares and who is hit
    page.locator('.player.me [data-zone=top][data-card="Archery"]').tap()
    view.wait_for(state="visible")
    assert "Use the dogma of Archery" in view.locator(".cv-play").inner_text()
    assert _server_n(live, g["id"]) == n
    view.locator(".cv-close").tap()
    # a card that is no choice (Ada's) opens to be read, without a play button
    page.locator('.player[data-player="Ada"] [data-card="Tools"]').tap()
    view.wait_for(state="visible")
    assert view.locator(".cv-play").count() == 0 and "only to read" in view.inner_text()
    view.locator(".cv-close").tap()
    # the deliberate button plays it
    page.locator('.player.me [data-zone=hand][data-card="Sailing"]').tap()
    view.locator(".cv-play").tap()
    page.wait_for_function(f"Number(document.body.dataset.n) > {n}")
    assert page.locator('.player.me [data-zone=top][data-card="Sailing"]').count() == 1
    assert not errors, errors


def test_several_cards_on_a_phone_are_picked_through_the_card_view(
    live_positions: Any, browser: Any
) -> None:
    errors: list[str] = []
    g = httpx.post(live_positions.url + "/api/games", json={
        "start": SEVERAL, "seats": [{"name": "Ann"}, {"name": "Bob", "ai": "random"}]}).json()
    page = _page(browser, errors, **PHONE)
    page.goto(live_positions.url + g["seats"][0]["url"])
    wait_ready(page)
    page.locator('.player.me [data-zone=top][data-card="Pottery"]').tap()
    page.locator("#cardview .cv-play").tap()
    page.wait_for_selector("#prompt.mine button.opt-confirm")
    prompt = page.locator("#prompt.mine")
    text = prompt.inner_text().lower()
    assert "chosen" not in text and text.count("picked") == 1, text  # one count
    assert prompt.locator("button.opt-confirm").inner_text() == "Choose none"  # none is legal
    n = n_of(page)
    page.locator('.player.me [data-card="Oars"]').tap()
    page.locator("#cardview .cv-play").tap()  # "Pick Oars": picks, sends nothing
    assert "1 picked" in prompt.inner_text().lower() and n_of(page) == n
    assert prompt.locator("button.opt-confirm").inner_text() == "Confirm 1 card"
    prompt.locator("button.opt-confirm").tap()
    page.wait_for_function(f"Number(document.body.dataset.n) > {n}")
    assert not errors, errors


def test_a_choice_that_needs_a_card_has_no_choose_none(live: Any, browser: Any) -> None:
    """The prompt of a several-card choice where at least one card must be picked (as the
    table draws it from a decision's `several` context)."""
    errors: list[str] = []
    g = _tutorial_game(live)
    page = _page(browser, errors, **DESKTOP)
    page.goto(live.url + g["url"])
    wait_ready(page)
    labels = page.evaluate("""() => {
        const d = T.S.view.decision;
        d.kind = "card"; d.options = ["Sailing", "Mysticism"];
        d.prompt = "Ann: transfer one or two cards from your hand (0 chosen)";
        d.context = {several: {of: "Ann: transfer one or two cards from your hand", chosen: 0, min: 1, max: 2}};
        renderPrompt();
        const before = document.querySelector("#prompt .opt-confirm");
        const out = {text: document.getElementById("prompt").innerText, label: before.textContent, disabled: before.disabled};
        T.selected = ["Sailing"]; renderPrompt();
        const after = document.querySelector("#prompt .opt-confirm");
        out.after = after.textContent; out.afterDisabled = after.disabled;
        out.afterText = document.getElementById("prompt").innerText;
        T.selected = []; return out;
    }""")
    assert "choose none" not in labels["text"].lower() and "chosen" not in labels["text"]
    assert labels["label"] == "Pick at least 1 card" and labels["disabled"]
    assert labels["after"] == "Confirm 1 card" and not labels["afterDisabled"]
    assert labels["afterText"].lower().count("picked") == 1
    assert "(1 picked)" in labels["afterText"].lower()
    assert not errors, errors


def test_desktop_faces_carry_the_dogma_text_at_a_remembered_size(live: Any, browser: Any) -> None:
    errors: list[str] = []
    g = _tutorial_game(live)
    page = _page(browser, errors, **DESKTOP)
    page.goto(live.url + g["url"])
    wait_ready(page)
    text = page.locator('.player.me [data-zone=top][data-card="Archery"] .ctext')
    assert text.is_visible() and "I demand you draw a 1" in text.inner_text()
    size = page.evaluate("parseFloat(getComputedStyle(document.querySelector("
                         "'.player.me [data-zone=top] .ctext')).fontSize)")
    assert size >= 10
    widths = {}
    for choice in ("small", "large", "medium"):
        page.select_option("#cardsize", choice)
        widths[choice] = page.locator('.player.me [data-card="Archery"]').bounding_box()["width"]
    assert widths["small"] < widths["medium"] < widths["large"]
    page.select_option("#cardsize", "large")
    page.reload()
    wait_ready(page)
    assert page.input_value("#cardsize") == "large"  # remembered by the browser
    assert page.locator('.player.me [data-card="Archery"]').bounding_box()["width"] == widths["large"]
    page.select_option("#cardsize", "small")
    assert not page.locator('.player.me [data-card="Archery"] .ctext').is_visible()
    assert not errors, errors


def test_the_guided_first_game(live: Any, browser: Any) -> None:
    """From the lobby, the tutorial's eight steps, each waiting for its move (a wrong one is
    refused and changes nothing), to the end; then a second tutorial, skipped."""
    errors: list[str] = []
    page = _page(browser, errors, **DESKTOP)
    page.goto(live.url + "/")
    page.click("#tutorialstart")
    page.wait_for_url(re.compile(r".*/g/[^#]+"))
    gid = page.url.split("/g/")[1].split("#")[0]
    wait_ready(page)
    panel = page.locator("#tutorial")
    seen = []
    for step in range(8):
        try:
            page.wait_for_selector(f"#tutorial[data-stage=step][data-step='{step}']",
                                   timeout=20000)
        except sync_api.TimeoutError:
            state = page.evaluate("""() => JSON.stringify({panel: (document.getElementById('tutorial') || {}).dataset,
                stored: localStorage.getItem(`innovation:tutorial:${T.id}`), n: document.body.dataset.n,
                decision: T.S && T.S.view.decision, text: (document.getElementById('tutorial') || {}).innerText})""")
            raise AssertionError(f"step {step} did not come: {state}") from None
        wait_ready(page)
        seen.append(panel.locator(".tut-text").inner_text())
        if step == 0:  # a wrong move: refused, explained, nothing sent
            n = n_of(page)
            page.click("#prompt button.act-draw")
            assert panel.locator(".tut-wrong").is_visible()
            time.sleep(0.3)
            assert n_of(page) == n == _server_n(live, gid)
        n = n_of(page)
        target = page.locator(".tut-target")
        assert target.count() >= 1, step
        target.first.click()
        page.wait_for_function(f"Number(document.body.dataset.n) > {n}")
    page.wait_for_selector("#tutorial[data-stage=done]", timeout=20000)
    assert "Well done" in panel.inner_text()
    words = " ".join(seen)
    for term in ("Meld", "Draw", "Dogma", "share", "demand", "splay", "Achieve"):
        assert term in words, term
    game = live.tables.rooms[gid].game
    me = game.state.players[0]
    assert len(me.achieved) == 1  # the age 1 achievement, claimed at the last step
    log = page.inner_text("#log")
    assert "Ada is sharing Writing" in log and "sharing bonus" in log
    page.click("#tutorialskip")
    assert page.locator("#tutorial").count() == 0
    # a second tutorial, skipped at once: the game is an ordinary game
    page.goto(live.url + "/")
    page.click("#tutorialstart")
    page.wait_for_url(re.compile(r".*/g/[^#]+"))
    wait_ready(page)
    page.click("#tutorialskip")
    n = n_of(page)
    page.click("#prompt button.act-draw")  # not the lesson's move, allowed now
    page.wait_for_function(f"Number(document.body.dataset.n) > {n}")
    assert page.locator("#tutorial").count() == 0
    assert not errors, errors


def test_the_guided_first_game_on_a_phone(live: Any, browser: Any) -> None:
    """The same eight steps by taps on a 390 x 844 touch screen, through the prompt's buttons
    at the top of the screen (a tap on a card opens it first: checked once)."""
    errors: list[str] = []
    page = _page(browser, errors, **PHONE)
    page.goto(live.url + "/")
    page.locator("#tutorialstart").tap()
    page.wait_for_url(re.compile(r".*/g/[^#]+"))
    wait_ready(page)
    for step in range(8):
        page.wait_for_selector(f"#tutorial[data-stage=step][data-step='{step}']", timeout=20000)
        wait_ready(page)
        n = n_of(page)
        if step == 0:  # the highlighted card in the hand opens; its button melds it
            page.locator(".player.me .tut-target").first.tap()
            page.locator("#cardview .cv-play").tap()
        else:
            page.locator("#prompt .tut-target").first.tap()
        page.wait_for_function(f"Number(document.body.dataset.n) > {n}")
    page.wait_for_selector("#tutorial[data-stage=done]", timeout=20000)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert not errors, errors


def test_the_how_to_play_page_from_the_lobby_and_the_table(live: Any, browser: Any) -> None:
    errors: list[str] = []
    page = _page(browser, errors, **DESKTOP)
    page.goto(live.url + "/")
    page.click("#learn a[href='/howto']")
    page.wait_for_function("document.body !== null && document.body.dataset.ready === '1'")
    sections = page.locator("#howtosections section h2").all_inner_texts()
    assert len(sections) >= 10
    text = page.inner_text("#howtosections").lower()
    for topic in ("set-up", "meld", "draw", "dogma", "share", "demand", "splay", "achievement",
                  "special", "ends", "edition", "keyboard"):
        assert topic in text, topic
    # pictures: real cards drawn by the table's card faces, and splayed piles
    assert page.locator("#howtosections .figure .card .ctext").count() >= 6
    assert page.locator("#howtosections .figure[data-splay=up] .pile .card").count() == 3
    # from the table: the header's link
    g = _tutorial_game(live)
    page.goto(live.url + g["url"])
    wait_ready(page)
    with page.context.expect_page() as opened:
        page.click("#howtolink")
    howto = opened.value
    howto.wait_for_function("document.body !== null && document.body.dataset.ready === '1'")
    assert howto.url.endswith("/howto")
    assert not errors, errors


def test_the_card_browser_searches_by_name_and_icon(live: Any, browser: Any) -> None:
    errors: list[str] = []
    page = _page(browser, errors, **DESKTOP)
    page.goto(live.url + "/")
    page.click("#learn a[href='/cards']")
    page.wait_for_function("document.body !== null && document.body.dataset.ready === '1'")
    cards = httpx.get(live.url + "/api/cards/3rd").json()["cards"]
    assert page.evaluate("document.body.dataset.shown") == str(len(cards))
    page.fill("#cbname", "oar")  # a part of the name, any case
    page.wait_for_function("document.body.dataset.shown === '1'")
    assert page.locator(".cb-item").get_attribute("data-card") == "Oars"
    link = page.locator(".cb-item .cb-links a").first
    assert link.get_attribute("href") == "/rulings/age1.md#oars"
    page.fill("#cbname", "")
    page.select_option("#cbicon", "factory")
    factory = sorted(n for n, c in cards.items() if "factory" in c["icons"])
    page.wait_for_function(f"document.body.dataset.shown === '{len(factory)}'")
    assert sorted(page.locator(".cb-item").evaluate_all(
        "items => items.map(i => i.dataset.card)")) == factory
    assert "icon=factory" in page.url  # the search is in the address
    page.select_option("#cbedition", "4th")
    page.wait_for_function("Cards.edition === '4th'")
    four = httpx.get(live.url + "/api/cards/4th").json()["cards"]
    # the edition is chosen before its cards arrive: wait for the page to show them
    four_factory = sum("factory" in c["icons"] for c in four.values())
    page.wait_for_function(f"document.body.dataset.shown === '{four_factory}'")
    assert sorted(page.locator(".cb-item").evaluate_all(
        "items => items.map(i => i.dataset.card)")) == sorted(
        n for n, c in four.items() if "factory" in c["icons"])
    # a card's rulings: the rendered file, at the card's heading
    page.goto(live.url + "/cards/3rd?name=oars")
    page.wait_for_function("document.body !== null && document.body.dataset.ready === '1'")
    page.locator(".cb-item .cb-links a").first.click()
    page.wait_for_function("document.body !== null && document.body.dataset.ready === '1'")
    assert page.locator("h2#oars").is_visible()
    assert "Rulings: age 1" in page.inner_text("h1")
    assert not errors, errors


def test_a_whole_turn_with_the_keyboard_alone(live: Any, browser: Any) -> None:
    errors: list[str] = []
    g = _tutorial_game(live)
    page = _page(browser, errors, **DESKTOP)
    page.goto(live.url + g["url"])
    wait_ready(page)
    page.keyboard.press("?")
    assert page.locator("#keyshelp").is_visible()
    page.keyboard.press("Escape")
    assert page.locator("#keyshelp").is_hidden()
    n = n_of(page)
    page.keyboard.press("h")  # to the hand
    focused = page.evaluate("document.activeElement.dataset.card")
    assert focused in ("Sailing", "Mysticism")
    page.keyboard.press("v")  # read it: the card view, its play button focused
    assert page.locator("#cardview").is_visible()
    assert page.evaluate("document.activeElement.classList.contains('cv-play')")
    for _ in range(3):  # the dialog keeps the focus
        page.keyboard.press("Tab")
        assert page.evaluate("!!document.activeElement.closest('#cardview')")
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.dataset.card") == focused  # focus comes back
    page.keyboard.press("Enter")  # meld it
    page.wait_for_function(f"Number(document.body.dataset.n) > {n}")
    wait_ready(page)
    assert page.locator(f'.player.me [data-zone=top][data-card="{focused}"]').count() == 1
    n = n_of(page)
    page.keyboard.press("d")  # the second action: draw
    page.wait_for_function(f"Number(document.body.dataset.n) > {n}")
    game = live.tables.rooms[g["id"]].game
    assert game.state.turn > POSITION["turn"]  # the turn is over: Ada's, or already Ann's next
    # the prompt is announced, and the log is a live region
    assert page.get_attribute("#log", "aria-live") == "polite"
    page.wait_for_function("document.getElementById('announce').textContent.length > 0")
    assert not errors, errors


def test_light_and_dark_themes(live: Any, browser: Any) -> None:
    errors: list[str] = []
    page = _page(browser, errors, color_scheme="dark", **DESKTOP)
    page.goto(live.url + "/")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"  # the system's
    page.click("#themetoggle")
    assert page.evaluate("document.documentElement.dataset.theme") == "light"
    page.reload()
    assert page.evaluate("document.documentElement.dataset.theme") == "light"  # remembered
    light = _page(browser, errors, color_scheme="light", **DESKTOP)
    light.goto(live.url + "/cards")
    assert light.evaluate("document.documentElement.dataset.theme") == "light"
    light.click("#themetoggle")
    bg = light.evaluate("getComputedStyle(document.body).backgroundColor")
    assert bg == "rgb(21, 23, 27)"
    assert not errors, errors


def test_the_coach_says_how_far_the_specials_are(live: Any, browser: Any) -> None:
    """The coach's reasons for the words of issue 21: how far each special achievement is, and
    "leaves" (the log's lines, "an 8", the age pile a card returns to, a shared effect, a demand
    that finds nothing, are the server's words: tests/server/test_tablewords.py)."""
    errors: list[str] = []
    page = _page(browser, errors, **DESKTOP)
    g = _tutorial_game(live)
    page.goto(live.url + g["url"])
    wait_ready(page)
    said = page.evaluate("""() => {
        return {
          leaves: iconsWord("leaf"),
          why: (() => {
            const keep = Coach.preview;
            Coach.preview = {dogma: {}, achievements: {}, specials: [
              {special: "Universe", player: "Ann", short: 4, missing: [], goal: "five top cards of value 8 or more", have: "1",
               said: "Universe: five top cards of value 8 or more; Ann has 1 such card",
               said_you: "Universe: five top cards of value 8 or more; you have 1 such card"},
              {special: "World", player: "Ada", short: 0, missing: [], goal: "twelve clocks on your board", have: "12",
               said: "World: twelve clocks on a board; Ada has 12 clocks",
               said_you: "World: twelve clocks on your board; you have 12 clocks"}]};
            const box = document.createElement("div"); box.innerHTML = Coach.reasonsHtml();
            Coach.preview = keep;
            return [...box.querySelectorAll("li")].map((li) => li.textContent);
          })(),
        };
    }""")
    assert said["leaves"] == "leaves"
    # the server's whole sentence, to the reader or of another player (issue 38), and a mark
    # of its own for a condition met
    assert said["why"] == ["Universe: five top cards of value 8 or more; you have 1 such card",
                           "World: twelve clocks on a board; Ada has 12 clocks ✓ met"]
    assert not errors, errors


def test_the_log_keeps_a_steady_height_and_follows_unless_scrolled_up(
    live: Any, browser: Any
) -> None:
    errors: list[str] = []
    g = _tutorial_game(live)
    page = _page(browser, errors, **DESKTOP)
    page.goto(live.url + g["url"])
    wait_ready(page)
    height = page.locator("#log").bounding_box()["height"]
    add = """(k) => { const es = []; for (let i = 0; i < k; i++) es.push({type: "draw", player: "Ada", age: 1});
                      T.log.push(...es); renderLog(es); renderPrompt(); }"""
    page.evaluate(add, 40)
    at_end = "(() => { const o = document.getElementById('log'); return o.scrollTop + o.clientHeight >= o.scrollHeight - 2; })()"
    assert page.evaluate(at_end)
    assert page.locator("#log").bounding_box()["height"] == height  # steady
    page.evaluate("document.getElementById('log').scrollTop = 0")
    page.wait_for_function("document.getElementById('log').dataset.pinned !== undefined")
    time.sleep(0.2)
    page.evaluate(add, 5)
    assert page.evaluate("document.getElementById('log').scrollTop") == 0  # the reader's place
    page.evaluate("(() => { const o = document.getElementById('log'); o.scrollTop = o.scrollHeight; })()")
    time.sleep(0.2)
    page.evaluate(add, 5)
    assert page.evaluate(at_end)  # following again
    assert not errors, errors


def _axe(page: Any) -> list[dict[str, Any]]:
    """The serious and critical violations axe-core finds on the page as it is."""
    page.add_script_tag(path=str(AXE))
    result = page.evaluate("async () => (await axe.run(document)).violations.map(v => ({id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map(n => n.target.join(' '))}))")
    return [v for v in result if v["impact"] in ("serious", "critical")]


def test_no_serious_accessibility_violation(live: Any, browser: Any) -> None:
    """axe-core (npm, installed by scripts/setup-web.sh) on the lobby, a live table, the card
    browser, the how-to-play page and a replay, in both themes."""
    if not AXE.exists():
        raise RuntimeError(f"axe-core is missing ({AXE}): run scripts/setup-web.sh")
    g = _tutorial_game(live)
    ai = httpx.post(live.url + "/api/games", json={"seed": 3, "seats": [
        {"name": "Ada", "ai": "random"}, {"name": "Bob", "ai": "random"}]}).json()
    for _ in range(600):
        if httpx.get(f"{live.url}/api/games/{ai['id']}").json()["over"]:
            break
        time.sleep(0.05)
    pages = [("/", "#games table, #games p"), (g["url"], "#prompt.mine"),
             ("/cards", "body[data-ready='1']"), ("/howto", "body[data-ready='1']"),
             (f"/replay/{ai['id']}", "body[data-n]")]
    found = {}
    for scheme in ("light", "dark"):
        page = browser.new_page(color_scheme=scheme, **DESKTOP)
        for path, ready in pages:
            page.goto(live.url + path)
            page.wait_for_selector(ready, state="attached", timeout=20000)
            time.sleep(0.3)
            bad = _axe(page)
            if bad:
                found[f"{scheme} {path}"] = bad
        page.close()
    # a phone, with a card open and with the keys listed
    page = browser.new_page(**PHONE)
    page.goto(live.url + g["url"])
    wait_ready(page)
    page.locator('.player.me [data-zone=hand][data-card="Sailing"]').tap()
    page.wait_for_selector("#cardview .cv-play")
    for moment in ("card view", "keys"):
        if moment == "keys":
            page.keyboard.press("Escape")
            page.keyboard.press("?")
            page.wait_for_selector("#keyshelp:not([hidden])")
        bad = _axe(page)
        if bad:
            found[f"phone, {moment}"] = bad
    page.close()
    assert not found, found
