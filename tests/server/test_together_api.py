"""Playing together over the API (issue 20): open seats and invitations, the creator's powers,
chat, clocks, rematches, the lobby's filters and paging, abandoned tables, and all of it kept
across a restart of the server."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from innovation.server.limits import Limits
from innovation.server.store import Store, database_url

from .conftest import LiveServer
from .test_api import answer, play_out


def post(live: Any, gid: str, what: str, body: dict[str, Any], token: str | None = None
         ) -> httpx.Response:
    headers = {"authorization": f"Bearer {token}"} if token else {}
    return httpx.post(f"{live.url}/api/games/{gid}/{what}", json=body, headers=headers)


def table(live: Any, **spec: Any) -> dict[str, Any]:
    spec.setdefault("seats", [{"name": "Ann"}, {"open": True}, {"open": True}])
    r = httpx.post(live.url + "/api/games", json=spec)
    assert r.status_code == 201, r.text
    return r.json()


def invite_code(g: dict[str, Any]) -> str:
    return g["invite"].split("#invite=")[1]


def summary(live: Any, gid: str) -> dict[str, Any]:
    return httpx.get(f"{live.url}/api/games/{gid}").json()


def test_open_seats_are_taken_by_the_invitation(live: Any) -> None:
    g = table(live)
    gid, ann = g["id"], g["seats"][0]
    assert g["state"] == "open" and g["public"] is False
    assert [s.get("token") is not None for s in g["seats"]] == [True, False, False]
    assert [s["open"] for s in g["seats"]] == [False, True, True]
    code = invite_code(g)
    # the invitation is no seat's token, and a seat's token is not the invitation
    assert code != ann["token"]
    assert post(live, gid, "join", {"name": "Bob", "invite": ann["token"]}).status_code == 403
    assert post(live, gid, "join", {"name": "Bob"}).status_code == 403  # private: link needed
    # nobody may answer before every seat is taken; the AI-free game waits
    r = answer(live, gid, 0, ann["token"], "Archery")
    assert r.status_code == 409 and "every seat" in r.json()["error"]
    # an open seat has no token yet: nobody can speak for it
    assert httpx.get(f"{live.url}/api/games/{gid}/view?seat=1",
                     headers={"authorization": f"Bearer {ann['token']}"}).status_code == 403
    # a private table waiting for people is not listed
    assert gid not in [x["id"] for x in httpx.get(live.url + "/api/games").json()["games"]]
    # the invitation from the table, for a seated person only
    inv = httpx.get(f"{live.url}/api/games/{gid}/invite?seat=0",
                    headers={"authorization": f"Bearer {ann['token']}"})
    assert inv.json()["invite"] == g["invite"]
    assert httpx.get(f"{live.url}/api/games/{gid}/invite?seat=0").status_code == 401
    # Bob takes a seat, naming himself
    bob = post(live, gid, "join", {"name": "Bob", "invite": code})
    assert bob.status_code == 200, bob.text
    bob = bob.json()
    assert bob["seat"] == 1 and bob["token"] not in (ann["token"], code)
    # a seat taken, a name already there, a bad name
    assert post(live, gid, "join", {"name": "Cleo", "invite": code, "seat": 1}).status_code == 409
    assert post(live, gid, "join", {"name": "bob", "invite": code}).status_code == 400
    assert post(live, gid, "join", {"name": "Archery", "invite": code}).status_code == 400
    s = summary(live, gid)
    assert s["players"][:2] == ["Ann", "Bob"] and s["open"] == [2] and s["state"] == "open"
    cleo = post(live, gid, "join", {"name": "Cleo", "invite": code}).json()
    assert cleo["seat"] == 2
    s = summary(live, gid)
    assert s["state"] == "play" and s["open"] == [] and s["players"] == ["Ann", "Bob", "Cleo"]
    # the table is full now
    r = post(live, gid, "join", {"name": "Dev", "invite": code})
    assert r.status_code == 409 and "every seat" in r.json()["error"]
    # everyone plays with their own token, and only theirs
    hand = httpx.get(f"{live.url}/api/games/{gid}/view?seat=2",
                     headers={"authorization": f"Bearer {cleo['token']}"}).json()
    assert hand["viewer"] == "Cleo"
    assert httpx.get(f"{live.url}/api/games/{gid}/view?seat=2",
                     headers={"authorization": f"Bearer {bob['token']}"}).status_code == 403
    first = hand["players"][2]["hand"][0]
    assert answer(live, gid, 2, cleo["token"], first).status_code == 200


def test_public_tables_are_listed_and_joined_without_a_code(live: Any) -> None:
    g = table(live, public=True, seats=[{"name": "Ann"}, {"open": True}])
    listed = httpx.get(live.url + "/api/games?status=open").json()["games"]
    assert [x["id"] for x in listed] == [g["id"]] and listed[0]["open"] == [1]
    assert httpx.get(live.url + "/api/games?status=live").json()["games"] == []
    assert post(live, g["id"], "join", {"name": "Bob"}).status_code == 200
    assert httpx.get(live.url + "/api/games?status=open").json()["games"] == []
    assert [x["id"] for x in httpx.get(live.url + "/api/games?status=live").json()["games"]] == [
        g["id"]]


def test_the_creator_fills_a_seat_with_an_ai_or_cancels(live: Any) -> None:
    g = table(live)
    gid, ann = g["id"], g["seats"][0]
    bob = post(live, gid, "join", {"name": "Bob", "invite": invite_code(g)}).json()
    # only the creator
    assert post(live, gid, "fill", {"seat": 1, "fill": 2, "ai": "random"},
                bob["token"]).status_code == 403
    assert post(live, gid, "fill", {"seat": 0, "fill": 1, "ai": "random"},
                ann["token"]).status_code == 409  # Bob's seat is taken
    assert post(live, gid, "fill", {"seat": 0, "fill": 2, "ai": "nobody"},
                ann["token"]).status_code == 400
    r = post(live, gid, "fill", {"seat": 0, "fill": 2, "ai": "random"}, ann["token"])
    assert r.status_code == 200 and r.json()["state"] == "play"
    s = summary(live, gid)
    assert s["ai"] == [None, None, "random"] and s["players"][2] == "Ada"
    # too late to cancel
    assert post(live, gid, "cancel", {"seat": 0}, ann["token"]).status_code == 409

    g2 = table(live)
    assert post(live, g2["id"], "cancel", {"seat": 0}).status_code == 401
    r = post(live, g2["id"], "cancel", {"seat": 0}, g2["seats"][0]["token"])
    assert r.status_code == 200 and r.json()["state"] == "cancelled"
    r = post(live, g2["id"], "join", {"name": "Bob", "invite": invite_code(g2)})
    assert r.status_code == 409 and "cancelled" in r.json()["error"]
    over = httpx.get(live.url + "/api/games?status=over").json()["games"]
    assert [(x["id"], x["state"]) for x in over] == [(g2["id"], "cancelled")]


def test_chat_is_limited_stored_and_private_when_asked(live: Any) -> None:
    g = table(live, chat="seated", seats=[{"name": "Ann"}, {"name": "Bob"}])
    gid, ann, bob = g["id"], g["seats"][0], g["seats"][1]
    say = lambda text, who=ann: post(live, gid, "chat", {"seat": who["seat"], "text": text},  # noqa: E731
                                     who["token"])
    assert say("<b>hello</b> & welcome").status_code == 200
    assert say("").status_code == 400
    assert say("x" * 301).status_code == 400
    assert say("a\u202eb").status_code == 400
    assert post(live, gid, "chat", {"seat": 0, "text": "hi"}).status_code == 401
    for i in range(4):
        assert say(f"line {i}").status_code == 200
    r = say("one too many")
    assert r.status_code == 429 and "too fast" in r.json()["error"]
    assert say("Bob may still talk", bob).status_code == 200
    # spectators may not read this table's chat; seated people may
    assert httpx.get(f"{live.url}/api/games/{gid}/chat").status_code == 403
    lines = httpx.get(f"{live.url}/api/games/{gid}/chat?seat=1",
                      headers={"authorization": f"Bearer {bob['token']}"}).json()["lines"]
    assert [x["text"] for x in lines][0] == "<b>hello</b> & welcome"
    assert [x["name"] for x in lines] == ["Ann"] * 5 + ["Bob"]
    stored = live.tables.store.load_chat(gid)
    assert [x["text"] for x in stored] == [x["text"] for x in lines]
    g2 = table(live, seats=[{"name": "Ann"}, {"name": "Bob"}])
    assert httpx.get(f"{live.url}/api/games/{g2['id']}/chat").json() == {"lines": []}
    assert httpx.post(live.url + "/api/games", json={
        "seats": [{"name": "Ann"}, {"name": "Bob"}], "chat": "nobody"}).status_code == 400


def test_clock_runs_out_and_the_others_end_the_game(live: Any) -> None:
    # the 4th edition: a player may concede at any time, so the game ends for Bob
    g = table(live, edition="4th", clock={"bank": 1.5, "increment": 0},
              seats=[{"name": "Ann"}, {"name": "Bob"}])
    gid, ann, bob = g["id"], g["seats"][0], g["seats"][1]
    for s in (ann, bob):
        v = httpx.get(f"{live.url}/api/games/{gid}/view?seat={s['seat']}",
                      headers={"authorization": f"Bearer {s['token']}"}).json()
        assert answer(live, gid, s["seat"], s["token"], v["decision"]["options"][0]).status_code == 200
    room = live.tables.rooms[gid]
    waiting = room.game.decision.player
    me, other = (ann, bob) if waiting == 1 else (bob, ann)
    r = post(live, gid, "timeout", {"seat": me["seat"], "player": other["seat"]}, me["token"])
    assert r.status_code == 409 and "still has time" in r.json()["error"]
    time.sleep(1.7)
    assert post(live, gid, "timeout", {"seat": me["seat"], "player": me["seat"]},
                me["token"]).status_code == 400
    r = post(live, gid, "timeout", {"seat": me["seat"], "player": other["seat"]}, me["token"])
    assert r.status_code == 200, r.text
    s = summary(live, gid)
    assert s["over"] and s["winners"] == [s["players"][me["seat"]]]
    assert s["end_reason"] == f"{s['players'][other['seat']]} conceded"
    # no clock, no timeout; bad clocks refused
    g2 = table(live, seats=[{"name": "Ann"}, {"name": "Bob"}])
    assert post(live, g2["id"], "timeout", {"seat": 0, "player": 1},
                g2["seats"][0]["token"]).status_code == 409
    for clock in ({"bank": 0}, {"bank": -3}, {"bank": 10**9}, {"bank": "5"}, {"bank": 5, "x": 1}):
        assert httpx.post(live.url + "/api/games", json={
            "seats": [{"name": "Ann"}, {"name": "Bob"}], "clock": clock}).status_code == 400


def _clock_running(live: Any) -> tuple[str, int]:
    """A two-person table with a 300 s clock, past the first cards: its id and the seat whose
    clock runs."""
    g = table(live, clock={"bank": 300, "increment": 0}, seats=[{"name": "Ann"}, {"name": "Bob"}])
    gid = g["id"]
    for s in g["seats"]:
        v = httpx.get(f"{live.url}/api/games/{gid}/view?seat={s['seat']}",
                      headers={"authorization": f"Bearer {s['token']}"}).json()
        assert answer(live, gid, s["seat"], s["token"], v["decision"]["options"][0]).status_code == 200
    return gid, live.tables.rooms[gid].game.decision.player


def _answered_earlier(live: Any, gid: str, seconds: float) -> None:
    """Move the stored start of the running clock `seconds` back (the last answer was then)."""
    from innovation.server.store import Store

    store = live.tables.store
    data = store.load_seating(gid)
    for c in data["clocks"]:
        if c and c.get("since"):
            c["since"] -= seconds
    store.write_sync(Store.op_seating(gid, data.pop("state"), data.pop("public"), data))


def test_an_idle_game_reloaded_is_charged_the_time_since_the_last_answer(tmp_path: Path) -> None:
    """Unloading an idle game and loading it again forgives no time: the clock ran on."""
    from innovation.server.together import time_left

    live = LiveServer(str(tmp_path / "g.sqlite3"), limits=Limits(idle_minutes=1)).start()
    try:
        gid, waiting = _clock_running(live)
        tables = live.tables
        tables.up_since -= 3600  # the server has been up an hour
        assert live.run(_call(lambda: tables.sweep_idle(time.monotonic() + 120))) >= 1
        assert gid not in tables.rooms
        _answered_earlier(live, gid, 120)  # nobody connected for two minutes
        room = live.run(tables.get(gid))  # loaded again
        left = time_left(room.seating, waiting)
        assert 170 < left < 181, left
        assert time_left(room.seating, 1 - waiting) == 300.0  # the other clock did not run
    finally:
        live.stop()


def test_a_restart_charges_nobody_the_time_the_server_was_down(tmp_path: Path) -> None:
    from innovation.server.together import time_left

    db = str(tmp_path / "g.sqlite3")
    live = LiveServer(db).start()
    try:
        gid, waiting = _clock_running(live)
        _answered_earlier(live, gid, 120)  # the server went down two minutes ago
    finally:
        live.stop()
    live = LiveServer(db).start()
    try:
        room = live.run(live.tables.get(gid))
        assert room.seating.clocks[waiting]["since"] >= live.tables.up_since
        assert 295 < time_left(room.seating, waiting) <= 300.0
    finally:
        live.stop()


async def _call(fn: Any) -> Any:
    return fn()


def test_rematch_carries_every_seat_over(live: Any) -> None:
    g = table(live, seats=[{"name": "Ann"}, {"name": "Bob"}, {"name": "Cy", "ai": "random"}])
    gid = g["id"]
    tokens = [s.get("token") for s in g["seats"]]
    assert post(live, gid, "rematch", {"seat": 0}, tokens[0]).status_code == 409  # not over
    play_out(live, g)
    assert summary(live, gid)["over"]
    r = post(live, gid, "rematch", {"seat": 0}, tokens[0])
    assert r.status_code == 200, r.text
    new = r.json()
    # the first seat moved on: Bob sits first, Cy (the AI) second, Ann last
    s = summary(live, new["id"])
    assert s["players"] == ["Bob", "Cy", "Ann"] and s["ai"] == [None, "random", None]
    assert new["seat"] == 2
    # Bob asks too: the same game, his seat 0, his old token
    again = post(live, gid, "rematch", {"seat": 1}, tokens[1]).json()
    assert again == {"id": new["id"], "seat": 0, "url": f"/g/{new['id']}"}
    view = httpx.get(f"{live.url}/api/games/{new['id']}/view?seat=0",
                     headers={"authorization": f"Bearer {tokens[1]}"})
    assert view.status_code == 200 and view.json()["viewer"] == "Bob"
    assert httpx.get(f"{live.url}/api/games/{new['id']}/view?seat=2",
                     headers={"authorization": f"Bearer {tokens[1]}"}).status_code == 403
    # a fresh deal: a new seed (one chance in 2**31 of the same)
    assert live.tables.rooms[new["id"]].row.seed != live.tables.store.load(gid).seed
    # stored: after a restart "play again" still leads to the same game
    assert live.tables.store.load_seating(gid)["rematch"] == new["id"]
    assert live.tables.store.load_seating(new["id"])["rematch_of"] == gid


def test_lobby_pages_and_filters(live: Any) -> None:
    ids = [table(live, seats=[{"name": "Ann"}, {"name": "Bob"}])["id"] for _ in range(5)]
    page1 = httpx.get(live.url + "/api/games?limit=2").json()
    page2 = httpx.get(live.url + "/api/games?limit=2&offset=2").json()
    page3 = httpx.get(live.url + "/api/games?limit=2&offset=4").json()
    got = [x["id"] for p in (page1, page2, page3) for x in p["games"]]
    assert sorted(got) == sorted(ids) and len(set(got)) == 5
    assert page1["more"] and page2["more"] and not page3["more"]
    for bad in ("limit=-1", "limit=x", "offset=²", "status=mine"):
        assert httpx.get(live.url + "/api/games?" + bad).status_code == 400


def test_abandoned_tables_are_closed(tmp_path: Path) -> None:
    live = LiveServer(str(tmp_path / "g.sqlite3"), limits=Limits(abandon_minutes=1)).start()
    try:
        g = table(live)
        g2 = table(live, seats=[{"name": "Ann"}, {"name": "Bob"}])
        g3 = table(live, seats=[{"name": "Ann"}, {"name": "Bob"}])
        tables = live.tables

        async def unload() -> None:  # as the idle sweep does: it stays in the database
            del tables.rooms[g3["id"]]

        live.run(unload())
        # nothing is quiet yet
        assert live.run(tables.sweep_abandoned()) == []
        # an hour later (as the clocks see it)
        later = time.time() + 3600
        for room in tables.rooms.values():
            room.active -= 3600
        assert sorted(live.run(tables.sweep_abandoned(later))) == sorted(
            [g["id"], g2["id"], g3["id"]])
        for x in (g, g3):
            s = summary(live, x["id"])
            assert s["state"] == "abandoned" and s["over"]
        r = answer(live, g2["id"], 0, g2["seats"][0]["token"], "x")
        assert r.status_code == 409
        over = httpx.get(live.url + "/api/games?status=over").json()["games"]
        assert {x["state"] for x in over} == {"abandoned"}
    finally:
        live.stop()


def test_seats_chat_clocks_and_rematch_survive_a_restart(tmp_path: Path) -> None:
    db = str(tmp_path / "g.sqlite3")
    live = LiveServer(db).start()
    try:
        g = table(live, clock={"bank": 600, "increment": 5})
        gid = g["id"]
        bob = post(live, gid, "join", {"name": "Bob", "invite": invite_code(g)}).json()
        assert post(live, gid, "chat", {"seat": 1, "text": "hi Ann"}, bob["token"]).status_code == 200
    finally:
        live.stop()
    live = LiveServer(db).start()
    try:
        s = summary(live, gid)
        assert s["players"][:2] == ["Ann", "Bob"] and s["open"] == [2]
        cleo = post(live, gid, "join", {"name": "Cleo", "invite": invite_code(g)}).json()
        assert cleo["seat"] == 2
        lines = httpx.get(f"{live.url}/api/games/{gid}/chat").json()["lines"]
        assert [x["text"] for x in lines] == ["hi Ann"]
        room = live.tables.rooms[gid]
        assert room.seating.clock == {"bank": 600.0, "increment": 5.0}
        assert [c["left"] for c in room.seating.clocks] == [600.0] * 3
    finally:
        live.stop()


def test_an_older_database_gets_the_new_tables(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE games (id VARCHAR(32) PRIMARY KEY, created FLOAT, updated FLOAT, "
                "edition VARCHAR(16), players TEXT, seed INTEGER, teams BOOLEAN, "
                "hide_covered BOOLEAN, start TEXT, ai TEXT, tokens TEXT, over BOOLEAN, "
                "winners TEXT, end_reason TEXT, n_answers INTEGER)")
    con.execute("INSERT INTO games VALUES ('old1', 1, 1, '3rd', ?, 1, 0, NULL, NULL, ?, ?, 0, "
                "'[]', '', 0)", (json.dumps(["Ann", "Bob"]), json.dumps([None, None]),
                                 json.dumps(["a" * 64, "b" * 64])))
    con.commit()
    con.close()
    store = Store(database_url(str(path)))
    try:
        listed = store.list_games()
        assert [(x["id"], x["state"], x["open"]) for x in listed] == [("old1", "play", [])]
        assert store.load_seating("old1") is None and store.load_chat("old1") == []
    finally:
        store.close()


@pytest.mark.skipif("not __import__('os').environ.get('INNOVATION_TEST_POSTGRES')")
def test_postgresql_keeps_seats_and_chat() -> None:
    import os

    from sqlalchemy import create_engine, text

    url = database_url(os.environ["INNOVATION_TEST_POSTGRES"])
    engine = create_engine(url)
    with engine.begin() as conn:
        for t in ("chat", "seating"):
            conn.execute(text(f"DROP TABLE IF EXISTS {t}"))
    engine.dispose()
    store = Store(url)
    try:
        asyncio.run(store.write(Store.op_seating("pg-t1", "open", True, {"open": [False, True]})))
        asyncio.run(store.write(Store.op_seating("pg-t1", "play", True, {"open": [False, False]})))
        assert store.load_seating("pg-t1")["state"] == "play"
        line = {"i": 0, "seat": 0, "name": "Ann", "text": "hé", "n": 0, "at": 1.0}
        asyncio.run(store.write(Store.op_chat("pg-t1", line)))
        assert store.load_chat("pg-t1")[0]["text"] == "hé"
    finally:
        store.close()


async def _table_state(sp: Any, gid: str, seat: int, token: str) -> dict[str, Any]:
    """The seat's first state message and the chat it is sent (the table page's hello)."""
    import websockets

    async with websockets.connect(f"{sp.ws_url}/ws/games/{gid}") as ws:
        await ws.send(json.dumps({"type": "hello", "seat": seat, "token": token, "chat": True}))
        got: dict[str, Any] = {}
        while "state" not in got or "chat" not in got:
            msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
            if msg["type"] in ("state", "chat"):
                got[msg["type"]] = msg
            assert msg["type"] != "error", msg
        return got


def test_a_killed_server_loses_no_seat_chat_line_or_clock(server_process: Any) -> None:
    """A real `python -m innovation.server`, SIGKILLed in the middle of a 3-person table with
    a clock: every seat taken by the invitation, every chat line and every clock come back."""
    sp = server_process()
    g = table(sp, clock={"bank": 300, "increment": 7}, chat="seated")
    gid, code = g["id"], invite_code(g)
    tokens = {0: g["seats"][0]["token"]}
    for name in ("Bob", "Cleo"):
        r = post(sp, gid, "join", {"name": name, "invite": code})
        tokens[r.json()["seat"]] = r.json()["token"]
    said = []
    for seat, text in ((0, "hello <all>"), (1, "hi Ann"), (2, "let's go")):
        assert post(sp, gid, "chat", {"seat": seat, "text": text}, tokens[seat]).status_code == 200
        said.append(text)
    # first cards, then a few turns, each answer by whoever is asked
    for _ in range(9):
        s = summary(sp, gid)
        waiting = s["players"].index(s["waiting_for"])
        v = httpx.get(f"{sp.url}/api/games/{gid}/view?seat={waiting}",
                      headers={"authorization": f"Bearer {tokens[waiting]}"}).json()
        opts = v["decision"]["options"]
        a = "draw" if "draw" in opts else opts[0]
        assert post(sp, gid, "answer", {"seat": waiting, "answer": a, "expect": v["n"]},
                    tokens[waiting]).status_code == 200
    before = asyncio.run(_table_state(sp, gid, 0, tokens[0]))
    clocks = before["state"]["table"]["clocks"]
    assert any(c["since"] for c in clocks) and any(c["left"] > 300 for c in clocks)  # increments
    sp.kill()

    store = Store(database_url(sp.database))
    try:
        seating = store.load_seating(gid)
        assert seating["state"] == "play" and seating["open"] == [False] * 3
        assert [c["left"] for c in seating["clocks"]] == [c["left"] for c in clocks]
        assert [x["text"] for x in store.load_chat(gid)] == said
    finally:
        store.close()

    sp = server_process(sp.port)
    after = {seat: asyncio.run(_table_state(sp, gid, seat, tokens[seat])) for seat in tokens}
    for seat, got in after.items():
        assert got["state"]["seat"] == seat  # each token still opens its own seat
        assert [x["text"] for x in got["chat"]["lines"]] == said
        table_after = got["state"]["table"]
        assert [c["left"] for c in table_after["clocks"]] == [c["left"] for c in clocks]
        assert [bool(c["since"]) for c in table_after["clocks"]] == [bool(c["since"]) for c in clocks]
        assert got["state"]["n"] == before["state"]["n"]
    # the invitation is used up, the tokens still play
    assert post(sp, gid, "join", {"name": "Dev", "invite": code}).status_code == 409
    s = summary(sp, gid)
    waiting = s["players"].index(s["waiting_for"])
    v = httpx.get(f"{sp.url}/api/games/{gid}/view?seat={waiting}",
                  headers={"authorization": f"Bearer {tokens[waiting]}"}).json()
    assert post(sp, gid, "answer", {"seat": waiting, "answer": "draw", "expect": v["n"]},
                tokens[waiting]).status_code == 200
    assert post(sp, gid, "chat", {"seat": 1, "text": "still here"}, tokens[1]).status_code == 200


def test_a_rematch_survives_a_restart(tmp_path: Path) -> None:
    db = str(tmp_path / "g.sqlite3")
    live = LiveServer(db).start()
    try:
        g = table(live, seats=[{"name": "Ann"}, {"name": "Bot", "ai": "random"}])
        play_out(live, g)
        first = post(live, g["id"], "rematch", {"seat": 0}, g["seats"][0]["token"]).json()
    finally:
        live.stop()
    live = LiveServer(db).start()
    try:
        again = post(live, g["id"], "rematch", {"seat": 0}, g["seats"][0]["token"])
        assert again.json() == first and first["seat"] == 1
        v = httpx.get(f"{live.url}/api/games/{first['id']}/view?seat=1",
                      headers={"authorization": f"Bearer {g['seats'][0]['token']}"})
        assert v.status_code == 200 and v.json()["viewer"] == "Ann"
    finally:
        live.stop()
