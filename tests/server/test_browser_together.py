"""Playing together in a real browser (Debian's Chromium, driven by Playwright), each person in a
browser context of their own (issue 20): the invitation copied from the table, seats taken by
it and from the lobby, a seat's link on a phone, the turn alert in the title, the chat (text
only), a clock running out, rematch, and big tables that keep your own seat on screen."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from .browser import chromium_path, over, take_turn, wait_ready

if chromium_path() is None:  # pragma: no cover - scripts/setup-web.sh installs it
    raise RuntimeError("Chromium is not installed: run scripts/setup-web.sh first")

AGE1 = ["Oars", "Sailing", "Agriculture", "Tools", "Writing"]
# Three people near the end of a 3rd-edition game: the age piles hold only five 1s, so Ann's two
# draws, Bob's two and Cleo's first empty them and Cleo's second draw ends the game (by score).
NEAR_END = {
    "edition": "3rd",
    "seed": 5,
    "players": {
        "Ann": {"board": {"red": ["Archery"]}, "score": ["Mysticism"]},
        "Bob": {"board": {"green": ["Clothing"]}},
        "Cleo": {"board": {"blue": ["Pottery"]}},
    },
    "decks": {"1": AGE1},
    "exhausted": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    "achievements": [],
    "current": "Ann",
    "turn": 4,
}


def person(browser: Any, width: int = 1366, height: int = 800, **options: Any) -> tuple[Any, list[str]]:
    """A person: a browser context of their own (their own local storage), one page."""
    ctx = browser.new_context(viewport={"width": width, "height": height}, **options)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return page, errors


def seated_as(page: Any, name: str) -> None:
    page.wait_for_function("document.getElementById('status') && "
                           f"document.getElementById('status').textContent === 'seat: {name}'",
                           timeout=15000)


def take_seat(page: Any, url: str, name: str) -> None:
    page.goto(url)
    page.locator("#joinbox #joinname").wait_for(state="visible")
    page.fill("#joinname", name)
    page.click("#joinbutton")
    seated_as(page, name)


def test_a_private_table_by_invitation_played_to_the_end_then_again(
    live_positions: Any, browser: Any, tmp_path: Any
) -> None:
    live = live_positions
    g = httpx.post(live.url + "/api/games", json={
        "start": NEAR_END, "chat": "seated",
        "seats": [{"name": "Ann"}, {"name": "Bob", "open": True}, {"name": "Cleo", "open": True}],
    }).json()
    gid = g["id"]
    ann, ann_errors = person(browser)
    ann.goto(live.url + g["seats"][0]["url"])
    seated_as(ann, "Ann")
    # waiting for two seats: the invitation is on the table page, the prompt says who is awaited
    ann.locator("#invitelink").wait_for(state="visible")
    ann.click("#together .invite button.copy")  # Copy: the clipboard, or the link selected
    ann.wait_for_function("['Copied ✓', 'Selected: copy it'].includes("
                          "document.querySelector('#together .invite button.copy').textContent)")
    invite = ann.input_value("#invitelink")
    assert "#invite=" in invite and g["seats"][0]["token"] not in invite
    assert "Waiting for people to take seat 2 and seat 3" in ann.inner_text("#prompt")
    # the table is private: not in anyone's lobby
    assert gid not in [x["id"] for x in httpx.get(live.url + "/api/games").json()["games"]]

    bob, bob_errors = person(browser)
    take_seat(bob, invite, "Bob")
    cleo, cleo_errors = person(browser, 390, 844, is_mobile=True, has_touch=True)
    take_seat(cleo, invite, "Cleo")
    # everyone is seated: the game is on, the invitation is gone
    for page in (ann, bob, cleo):
        page.wait_for_function("__table.S && __table.S.table.state === 'play'")
    assert ann.locator("#invitelink").count() == 0
    assert bob.input_value("#seatlink").startswith(f"{live.url}/g/{gid}#seat=1&token=")
    # the invitation again: every seat is taken
    late, late_errors = person(browser)
    late.goto(invite)
    late.locator("#joinbox").wait_for(state="visible")
    assert "Every seat of this table is taken" in late.inner_text("#joinbox")

    # they talk (seated people only, as the table was created) and play to the end
    ann.fill("#chatinput", "good luck <b>all</b>")
    ann.press("#chatinput", "Enter")
    bob.wait_for_function("document.querySelectorAll('#chat li[data-i]').length === 1")
    assert bob.inner_text("#chat .chattext") == "good luck <b>all</b>"
    assert "only the seated people" in late.inner_text("#chat").lower()
    turns = {"Ann": ann, "Bob": bob, "Cleo": cleo}
    for _ in range(12):
        if over(ann):
            break
        for page in turns.values():
            page.wait_for_function("__table.S && (__table.S.view.over || __table.S.view.waiting_for !== null)")
        current = ann.evaluate("__table.S.view.waiting_for")
        if current is None:
            break
        take_turn(turns[current], "draw")
    for page in turns.values():
        page.wait_for_function("document.body.dataset.over === '1'")
    assert httpx.get(f"{live.url}/api/games/{gid}").json()["over"]

    # play again: the first seat moves on, and everyone lands in the new game in their seat
    bob.click("#gameover #playagain")
    bob.wait_for_function(f"location.pathname !== '/g/{gid}'")
    new_id = bob.url.rsplit("/", 1)[1]
    assert new_id != gid
    seated_as(bob, "Bob")
    for page, name in ((ann, "Ann"), (cleo, "Cleo")):
        page.locator("#together .playagain").wait_for(state="visible")
        page.wait_for_function("__table.S.table.rematch !== null")
        page.click("#together .playagain")
        page.wait_for_url(f"{live.url}/g/{new_id}")
        seated_as(page, name)
    s = httpx.get(f"{live.url}/api/games/{new_id}").json()
    assert s["players"] == ["Bob", "Cleo", "Ann"] and not s["over"] and s["state"] == "play"
    for page in (ann, bob, cleo):
        wait_ready(page)
        assert page.locator(".player.me [data-zone=hand]").count() == 2
    # the finished game's replay opens in the seat of the person who played it, with the chat
    replay = cleo.context.new_page()
    replay.goto(f"{live.url}/replay/{gid}")
    replay.wait_for_function("document.body.dataset.n === '0'")
    assert replay.input_value("#replayseat") == "2"
    assert replay.get_attribute(".player.me", "data-player") == "Cleo"
    replay.click("#replaybar [data-step=last]")
    replay.wait_for_function("document.querySelectorAll('#chat li[data-i]').length === 1")
    assert replay.inner_text("#chat .chattext") == "good luck <b>all</b>"
    assert not ann_errors and not bob_errors and not cleo_errors and not late_errors


def test_an_open_table_is_joined_from_another_lobby(live: Any, browser: Any) -> None:
    ann, errors = person(browser)
    ann.goto(live.url + "/")
    ann.wait_for_selector("#seatrows tr")
    ann.select_option("#count", "2")
    rows = ann.locator("#seatrows tr")
    rows.nth(0).locator("input").fill("Ann")
    rows.nth(1).locator("select").select_option("open")
    assert rows.nth(1).locator("input").is_disabled()
    ann.check("#public")
    ann.click("#newgame button[type=submit]")
    seated_as(ann, "Ann")
    gid = ann.evaluate("__table.id")
    ann.locator("#invitelink").wait_for(state="visible")
    assert "anyone may also take an open seat" in ann.inner_text("#together")

    bob, bob_errors = person(browser)
    bob.goto(live.url + "/")
    bob.click("#gamefilters [data-status=open]")
    row = bob.locator(f"#games tr[data-game='{gid}']")
    row.wait_for(state="visible")
    assert "1 open seat" in row.inner_text()
    row.locator("a.takeseat").click()
    bob.locator("#joinbox #joinname").wait_for(state="visible")
    bob.fill("#joinname", "Bob")
    bob.click("#joinbutton")
    seated_as(bob, "Bob")
    for page in (ann, bob):
        page.wait_for_function("__table.S.table.state === 'play' && __table.S.view.phase === 'setup'")
    # both choose a first card: the game is theirs
    for page in (ann, bob):
        take_turn(page)
    # Bob's lobby now lists the game under "my games"
    bob.goto(live.url + "/")
    bob.locator(f"#mygames tr[data-game='{gid}']").wait_for(state="visible")
    assert "continue" in bob.inner_text("#mygames")
    bob.click("#gamefilters [data-status=open]")
    bob.wait_for_function("document.getElementById('games').textContent.includes('No games here')")
    assert not errors and not bob_errors


def test_a_seat_link_on_a_phone_gets_the_seat_and_pasting_one_takes_it(
    live: Any, browser: Any
) -> None:
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json()
    ann, errors = person(browser)
    ann.goto(live.url + g["seats"][0]["url"])
    seated_as(ann, "Ann")
    ann.click("#together .myseat summary")
    link = ann.input_value("#seatlink")
    phone, phone_errors = person(browser, 390, 844, is_mobile=True, has_touch=True)
    phone.goto(link)
    seated_as(phone, "Ann")
    hand = phone.locator(".player.me [data-zone=hand]")
    assert hand.count() == 2 and phone.locator("#prompt.mine").count() == 1
    box = hand.first.bounding_box()
    assert box["y"] + box["height"] <= 844
    assert "token" not in phone.url
    # a spectator tab takes Bob's seat when his link is pasted into it: no reload
    watcher, w_errors = person(browser)
    watcher.goto(f"{live.url}/g/{g['id']}")
    watcher.wait_for_function("document.getElementById('status').textContent === 'watching'")
    watcher.evaluate("window.__kept = true")
    watcher.evaluate(f"location.hash = 'seat=1&token={g['seats'][1]['token']}'")
    seated_as(watcher, "Bob")
    assert watcher.evaluate("window.__kept === true")
    assert not errors and not phone_errors and not w_errors


def test_the_title_and_icon_change_when_the_turn_comes(live: Any, browser: Any) -> None:
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json()
    ann, errors = person(browser)
    bob, bob_errors = person(browser)
    ann.goto(live.url + g["seats"][0]["url"])
    bob.goto(live.url + g["seats"][1]["url"])
    for page in (ann, bob):
        wait_ready(page)
        page.wait_for_function("document.title.startsWith('● Your turn')")  # a first card each
        take_turn(page)
    for page in (ann, bob):
        page.wait_for_function("__table.S.view.phase === 'play'")
    first = ann.evaluate("__table.S.view.current")
    now, other = (ann, bob) if first == "Ann" else (bob, ann)
    now.wait_for_function("document.title.startsWith('● Your turn')")
    other.wait_for_function("!document.title.startsWith('●')")
    assert not errors and not bob_errors
    assert other.evaluate("document.querySelector('link[rel=icon]').dataset.turn") == "0"
    assert now.evaluate("document.querySelector('link[rel=icon]').getAttribute('href')").startswith(
        "data:image/svg+xml")
    while now.evaluate("__table.S.view.current") == now.evaluate("__table.S.view.viewer"):
        take_turn(now)
    other.wait_for_function("document.title.startsWith('● Your turn')", timeout=10000)
    now.wait_for_function("!document.title.startsWith('●')")
    # the sound is off until asked for, and remembered
    assert not other.is_checked("#soundon")
    other.check("#soundon")
    other.reload()
    other.locator("#soundon").wait_for()
    assert other.is_checked("#soundon")


def test_a_chat_line_arrives_as_text(live: Any, browser: Any) -> None:
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ann"}, {"name": "Bob"}]}).json()
    ann, errors = person(browser)
    bob, bob_errors = person(browser)
    watcher, _ = person(browser)
    ann.goto(live.url + g["seats"][0]["url"])
    bob.goto(live.url + g["seats"][1]["url"])
    watcher.goto(f"{live.url}/g/{g['id']}")
    for page in (ann, bob):
        wait_ready(page)
    line = '<img src=x onerror="window.__hacked=1"> & <b>bold</b>'
    ann.fill("#chatinput", line)
    ann.click("#chatpanel button[type=submit]")
    for page in (bob, watcher):
        page.wait_for_function("document.querySelectorAll('#chat li[data-i]').length === 1")
        assert page.inner_text("#chat .chattext") == line
        assert page.locator("#chat img, #chat b b").count() == 0
        assert not page.evaluate("window.__hacked === 1")
    assert watcher.locator("#chatinput").is_hidden()  # spectators read, do not talk
    # too long never leaves the page (maxlength), too fast is refused with the reason
    for i in range(6):  # five lines at once are fine, the sixth is too fast
        bob.fill("#chatinput", f"line {i}")
        bob.press("#chatinput", "Enter")
    bob.locator("#toast").wait_for(state="visible")
    assert "too fast" in bob.inner_text("#toast")
    assert not errors and not bob_errors


def test_a_clock_runs_out_and_the_other_ends_the_game(live: Any, browser: Any) -> None:
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ann"}, {"name": "Bob"}], "clock": {"bank": 4, "increment": 1}}).json()
    ann, errors = person(browser)
    bob, bob_errors = person(browser)
    ann.goto(live.url + g["seats"][0]["url"])
    bob.goto(live.url + g["seats"][1]["url"])
    for page in (ann, bob):
        wait_ready(page)
        take_turn(page)  # first cards: the setup is not timed
    for page in (ann, bob):
        page.wait_for_function("__table.S.view.phase === 'play'")
    first = ann.evaluate("__table.S.view.current")
    slow, waiting = (ann, bob) if first == "Ann" else (bob, ann)
    slow_name = "Ann" if slow is ann else "Bob"
    waiting.wait_for_function("document.querySelector('.player .clock.running') !== null")
    # the clock runs on everyone's screen; after four seconds it is out
    button = waiting.locator("#together .endfor")
    button.wait_for(state="visible", timeout=10000)
    assert button.inner_text() == f"End the game for {slow_name}"
    slow.locator("#together .timeup").wait_for(state="visible", timeout=5000)
    assert "Your time is up" in slow.inner_text("#together")
    button.click()
    # ending the game for someone cannot be undone: asked first, as conceding is
    waiting.locator("#confirm").wait_for(state="visible")
    assert f"End the game for {slow_name}?" in waiting.inner_text("#confirm")
    waiting.click("#confirmno")
    assert waiting.locator("#confirm").is_hidden()
    assert httpx.get(f"{live.url}/api/games/{g['id']}").json()["over"] is False
    button.click()
    waiting.click("#confirmyes")
    for page in (ann, bob):
        page.wait_for_function("document.body.dataset.over === '1'")
    s = httpx.get(f"{live.url}/api/games/{g['id']}").json()
    assert s["end_reason"] == f"{slow_name} conceded" and slow_name not in s["winners"]
    assert not errors and not bob_errors


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_your_own_seat_is_on_screen_at_every_table_size(
    live: Any, browser: Any, players: int
) -> None:
    names = ["Ann", "Bob", "Cleo", "Dev", "Eve", "Finn"][:players]
    g = httpx.post(live.url + "/api/games", json={
        "edition": "4th", "seats": [{"name": n} for n in names]}).json()
    tokens = [s["token"] for s in g["seats"]]
    # everyone melds a first card, then the first player melds and draws: boards with cards
    for seat in range(players):
        v = httpx.get(f"{live.url}/api/games/{g['id']}/view?seat={seat}",
                      headers={"authorization": f"Bearer {tokens[seat]}"}).json()
        httpx.post(f"{live.url}/api/games/{g['id']}/answer", json={
            "seat": seat, "token": tokens[seat], "answer": v["decision"]["options"][0],
            "expect": v["n"]})
    me = players - 1  # the last seat: the one the old layout put lowest
    for width, height in ((1366, 800), (390, 844)):
        page, errors = person(browser, width, height)
        page.goto(live.url + g["seats"][me]["url"])
        page.wait_for_function("document.querySelectorAll('.player.me [data-zone=hand]').length > 0"
                               " && document.getElementById('together') !== null")
        for part in (".player.me .handzone", ".player.me .boardrow", ".player.me .scorezone"):
            box = page.locator(part).bounding_box()
            assert box is not None and box["y"] >= 0, part
            assert box["y"] + box["height"] <= height, (width, part, box)
            assert box["x"] >= 0 and box["x"] + min(box["width"], 200) <= width, (width, part, box)
        if players >= 3:
            assert page.locator(".player.compact").count() == players - 1
            page.locator(".player.compact .expand").first.click()
            assert page.locator(".player.compact").count() == players - 2
        if players == 6 and width == 1366:
            page.screenshot(path="/tmp/together-6.png")
        assert not errors
        page.context.close()


def test_the_creator_fills_a_seat_with_an_ai_and_cancels_another_table(
    live: Any, browser: Any
) -> None:
    g = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ann"}, {"open": True}]}).json()
    ann, errors = person(browser)
    ann.goto(live.url + g["seats"][0]["url"])
    ann.locator("#together .fill").wait_for(state="visible")
    ann.select_option("#fillai", "random")
    ann.click("#together .fill[data-seat='1']")
    ann.wait_for_function("__table.S.table.state === 'play'")
    wait_ready(ann)  # the game is on: Ann chooses her first card, the AI its own
    assert ann.locator("#together .fill").count() == 0
    assert httpx.get(f"{live.url}/api/games/{g['id']}").json()["ai"] == [None, "random"]

    g2 = httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ann"}, {"open": True}]}).json()
    ann.goto(live.url + g2["seats"][0]["url"])
    ann.locator("#together .cancel").wait_for(state="visible")
    ann.click("#together .cancel")
    ann.locator("#confirm").wait_for(state="visible")  # asked first
    ann.click("#confirmyes")
    ann.wait_for_function("__table.S.table.state === 'cancelled'")
    assert "This table was cancelled" in ann.inner_text("#together")
    bob, bob_errors = person(browser)
    bob.goto(live.url + g2["invite"])
    bob.locator("#joinbox").wait_for(state="visible")
    assert "This table was cancelled" in bob.inner_text("#joinbox")
    assert not errors and not bob_errors
