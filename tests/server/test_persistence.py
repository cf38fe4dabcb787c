"""No game is lost: a server killed with SIGKILL resumes every game with every acknowledged
answer (each answer is committed to the database before it is acknowledged)."""

from __future__ import annotations

import asyncio
import json
import random
import time
from typing import Any

import httpx
import websockets

from innovation.engine.records import GameRecord
from innovation.engine.views import view
from innovation.server.store import Store, database_url


async def _player(sp: Any, gid: str, seat: int, token: str, acked: list[tuple[int, Any]],
                  stop: asyncio.Event, rng: random.Random) -> None:
    """Answer this seat's decisions as fast as possible, noting each acknowledged answer."""
    try:
        async with websockets.connect(f"{sp.ws_url}/ws/games/{gid}") as ws:
            await ws.send(json.dumps({"type": "hello", "seat": seat, "token": token}))
            pending: Any = None
            last: dict[str, Any] | None = None
            async for text in ws:
                msg = json.loads(text)
                if msg["type"] == "ack":
                    acked.append((msg["n"], pending))
                    pending = None
                elif msg["type"] == "error":
                    pending = None
                elif msg["type"] == "state":
                    last = msg
                if last is not None and pending is None and not stop.is_set():
                    d = last["view"].get("decision") or {}
                    if "options" in d:
                        pending = rng.choice(d["options"])
                        await ws.send(json.dumps({"type": "answer", "answer": pending,
                                                  "expect": last["n"]}))
    except (websockets.ConnectionClosed, OSError):
        pass


def test_killed_server_resumes_every_acknowledged_answer(server_process: Any) -> None:
    sp = server_process()
    games = []
    for i in range(6):
        seats = [{"name": "Ann"}, {"name": "Bob"}] if i < 4 else [{"name": "Ann"},
                                                                   {"name": "Bot", "ai": "random"}]
        r = httpx.post(sp.url + "/api/games", json={"seats": seats, "seed": 100 + i})
        games.append(r.json())
    acked: dict[tuple[str, int], list[tuple[int, Any]]] = {}

    async def play_then_kill() -> None:
        stop = asyncio.Event()
        tasks = []
        for g in games[:5]:  # the last game waits untouched for the restart
            for s in g["seats"]:
                if s.get("token"):
                    key = (g["id"], s["seat"])
                    acked[key] = []
                    tasks.append(asyncio.create_task(_player(
                        sp, g["id"], s["seat"], s["token"], acked[key], stop,
                        random.Random(s["seat"]))))
        await asyncio.sleep(2.0)
        sp.kill()  # SIGKILL in the middle of the traffic
        await asyncio.wait(tasks, timeout=10)

    asyncio.run(play_then_kill())
    total = sum(len(v) for v in acked.values())
    assert total > 50, "the clients should have had many answers acknowledged"

    # every acknowledged answer is in the database, at its place
    store = Store(database_url(sp.database))
    try:
        stored = {g["id"]: store.load(g["id"]).answers for g in games}
    finally:
        store.close()
    for (gid, _seat), answers in acked.items():
        for n, answer in answers:
            assert len(stored[gid]) >= n
            assert stored[gid][n - 1] == answer

    # a new server on the same database resumes each game exactly where it was
    sp2 = server_process()
    for g in games:
        gid = g["id"]
        token = g["seats"][0]["token"]
        v = httpx.get(f"{sp2.url}/api/games/{gid}/view?seat=0",
                      headers={"authorization": f"Bearer {token}"}).json()
        row_record = GameRecord.from_json({**{"edition": "3rd", "players": v and
                                             [p["name"] for p in v["players"]]},
                                           "seed": 100 + games.index(g),
                                           "deal": "blake2b",  # a record says its deal
                                           "answers": stored[gid]})
        if g["seats"][1].get("ai"):
            assert v["n"] >= len(stored[gid])  # the AI may have moved on since
        else:
            assert v["n"] == len(stored[gid])
            expected = view(row_record.replay(), 0)
            assert v["players"] == expected["players"] and v["log"] == expected["log"]

    # and play goes on: the AI game answers again after the restart
    g = games[5]
    token = g["seats"][0]["token"]
    deadline = time.time() + 20
    moved = False
    while time.time() < deadline and not moved:
        v = httpx.get(f"{sp2.url}/api/games/{g['id']}/view?seat=0",
                      headers={"authorization": f"Bearer {token}"}).json()
        if v["over"]:
            break
        d = v.get("decision", {})
        if "options" in d:
            r = httpx.post(f"{sp2.url}/api/games/{g['id']}/answer",
                           json={"seat": 0, "token": token, "answer": d["options"][0],
                                 "expect": v["n"]})
            assert r.status_code == 200, r.text
            n = r.json()["n"]
            for _ in range(200):  # the AI answers by itself when it is its turn
                v2 = httpx.get(f"{sp2.url}/api/games/{g['id']}").json()
                if v2["waiting_for"] == "Ann" or v2["over"]:
                    break
                time.sleep(0.02)
            moved = v2["answers"] >= n
        else:
            time.sleep(0.05)
    assert moved
    # the seat's link still works over a WebSocket on the new server
    async def hello() -> dict[str, Any]:
        async with websockets.connect(f"{sp2.ws_url}/ws/games/{g['id']}") as ws:
            await ws.send(json.dumps({"type": "hello", "seat": 0, "token": token}))
            return json.loads(await ws.recv())

    assert asyncio.run(hello())["view"]["viewer"] == "Ann"


def test_games_resume_from_postgresql() -> None:
    """Set INNOVATION_TEST_POSTGRES=postgresql://user:pw@host/db to run this one."""
    import os

    import pytest

    from .conftest import LiveServer

    url = os.environ.get("INNOVATION_TEST_POSTGRES")
    if not url:  # scripts/test.sh starts a PostgreSQL server and sets it
        pytest.skip("INNOVATION_TEST_POSTGRES is not set")
    import psycopg  # noqa: F401
    live = LiveServer(url).start()
    try:
        g = httpx.post(live.url + "/api/games", json={
            "seats": [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], "seed": 31}).json()
        gid, tok = g["id"], g["seats"][0]["token"]
        for _ in range(40):
            v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0",
                          headers={"authorization": f"Bearer {tok}"}).json()
            d = v.get("decision", {})
            if v["over"]:
                break
            if "options" in d:
                r = httpx.post(f"{live.url}/api/games/{gid}/answer",
                               json={"seat": 0, "token": tok, "answer": d["options"][0],
                                     "expect": v["n"]})
                assert r.status_code == 200
            else:
                time.sleep(0.02)
        time.sleep(0.2)
        before = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0",
                           headers={"authorization": f"Bearer {tok}"}).json()
    finally:
        live.stop()
    live = LiveServer(url).start()
    try:
        after = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0",
                          headers={"authorization": f"Bearer {tok}"}).json()
        assert after["n"] >= before["n"] > 10
        if after["n"] == before["n"]:
            assert after["players"] == before["players"]
    finally:
        live.stop()
