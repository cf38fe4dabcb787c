"""The web table under faults (issue 13): a database that is locked or drops its connection
for a while (writes are retried, AI players never stall for good), and a damaged database
(bad rows are reported, the other games go on)."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets
from sqlalchemy import insert, update

from innovation.server.limits import Limits
from innovation.server.store import (
    GameRow,
    Store,
    StoreError,
    StoreUnavailable,
    answers_table,
    database_url,
    games_table,
)

from .conftest import LiveServer


def row(game_id: str) -> GameRow:
    return GameRow(id=game_id, edition="3rd", players=["Ann", "Bob"], seed=1, teams=False,
                   hide_covered=None, start=None, ai=[None, None], tokens=["a", "b"])


def wait_until(pred: Any, timeout: float = 30, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not pred():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.02)


def lock(path: Path) -> sqlite3.Connection:
    """Another program holding the SQLite file's write lock (as a backup tool or a person's
    sqlite3 shell in a transaction would)."""
    other = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    other.execute("BEGIN EXCLUSIVE")
    return other


# ---------------------------------------------------------------------------- finding 4
def test_a_write_to_a_locked_sqlite_file_is_retried(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    store = Store(database_url(str(path)), busy_timeout=0.05, retry_seconds=60)
    try:
        other = lock(path)

        async def main() -> None:
            task = asyncio.create_task(store.write(Store.op_create(row("g1"))))
            while store.retries < 3:  # the lock is real: each attempt fails with "locked"
                await asyncio.sleep(0.01)
            assert not task.done()
            other.execute("ROLLBACK")  # the other program lets go
            await asyncio.wait_for(task, 30)

        asyncio.run(main())
        other.close()
        assert store.load("g1") is not None and store.commits == 1
        # a lock held longer than the retry time fails the write, with a clear error
        store.retry_seconds = 0.3
        other = lock(path)

        async def fails() -> None:
            with pytest.raises(StoreUnavailable, match="database is locked"):
                await store.write(Store.op_create(row("g2")))

        asyncio.run(fails())
        other.execute("ROLLBACK")
        other.close()
        assert store.load("g2") is None
    finally:
        store.close()


def test_ai_games_go_on_after_the_database_was_locked(tmp_path: Path) -> None:
    """A write failing after its retries never stops an AI player for good: the answer waits
    and is stored once the database is back; a person's answer meanwhile gets a 503 and
    changes nothing."""
    path = tmp_path / "games.sqlite3"
    store = Store(database_url(str(path)), busy_timeout=0.05, retry_seconds=0.2)
    live = LiveServer(str(path), ai_delay=0.02, store=store, limits=Limits.unlimited()).start()
    other = None
    try:
        bots = httpx.post(live.url + "/api/games", json={"seed": 3, "seats": [
            {"name": "B1", "ai": "random"}, {"name": "B2", "ai": "random"}]}).json()
        people = httpx.post(live.url + "/api/games", json={"seed": 4, "seats": ["Ann", "Bob"]})
        people = people.json()
        room = live.tables.rooms[bots["id"]]
        wait_until(lambda: room.n >= 5, what="the AIs to move")
        other = lock(path)
        wait_until(lambda: (room.error or "").startswith("waiting for the database"),
                   what="a failed write")
        stuck = room.n
        v = httpx.get(f"{live.url}/api/games/{people['id']}/view?seat=0",
                      headers={"authorization": f"Bearer {people['seats'][0]['token']}"}).json()
        r = httpx.post(f"{live.url}/api/games/{people['id']}/answer", json={
            "seat": 0, "token": people["seats"][0]["token"], "answer": v["decision"]["options"][0],
            "expect": v["n"]})
        assert r.status_code == 503 and "unavailable" in r.json()["error"]
        assert live.tables.rooms[people["id"]].n == v["n"]
        assert room.n == stuck  # nothing moved while the file was locked
        other.execute("ROLLBACK")
        other.close()
        other = None
        wait_until(lambda: room.n >= stuck + 5 or room.game.over, what="the AIs to go on")
        wait_until(lambda: room.error is None, what="the error to clear")
        # everything acknowledged is in the database
        assert store.load(bots["id"]).answers[:stuck] == room.game.history[:stuck]
    finally:
        if other is not None:
            other.execute("ROLLBACK")
            other.close()
        live.stop()


POSTGRES = os.environ.get("INNOVATION_TEST_POSTGRES")
needs_postgres = pytest.mark.skipif(not POSTGRES, reason="INNOVATION_TEST_POSTGRES is not set")


@needs_postgres
def test_a_postgresql_connection_killed_mid_write_is_retried() -> None:
    store = Store(database_url(POSTGRES), retry_seconds=30)
    game_id = f"kill{os.getpid()}"
    killed: list[int] = []

    def op(conn: Any) -> None:
        if not killed:  # the first attempt: the server ends this very connection
            killed.append(conn.exec_driver_sql("SELECT pg_backend_pid()").scalar())
            conn.exec_driver_sql("SELECT pg_terminate_backend(pg_backend_pid())")
        Store.op_create(row(game_id))(conn)

    try:
        asyncio.run(store.write(op))
        assert killed and store.retries >= 1 and store.load(game_id) is not None
    finally:
        with store.engine.begin() as conn:
            conn.execute(games_table.delete().where(games_table.c.id == game_id))
        store.close()


@needs_postgres
def test_ai_games_go_on_after_postgresql_connections_are_killed() -> None:
    store = Store(database_url(POSTGRES), retry_seconds=30)
    live = LiveServer(POSTGRES, ai_delay=0.05, store=store, limits=Limits.unlimited()).start()
    try:
        g = httpx.post(live.url + "/api/games", json={"seed": 5, "seats": [
            {"name": "B1", "ai": "random"}, {"name": "B2", "ai": "random"}]}).json()
        room = live.tables.rooms[g["id"]]
        for round_ in range(3):  # kill every connection of the server, three times
            wait_until(lambda r=round_: room.n >= 3 * (r + 1) or room.game.over,
                       what="the AIs to move")
            with store.engine.connect() as conn:
                conn.exec_driver_sql(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE datname = current_database() AND pid <> pg_backend_pid()")
        before = room.n
        wait_until(lambda: room.n >= before + 3 or room.game.over, what="the AIs to go on")
        assert store.load(g["id"]).answers == room.game.history
    finally:
        live.stop()


# ---------------------------------------------------------------------------- finding 7
def test_damaged_games_are_reported_and_the_others_go_on(tmp_path: Path) -> None:
    db = str(tmp_path / "games.sqlite3")
    live = LiveServer(db).start()
    try:
        ids = [httpx.post(live.url + "/api/games", json={"seats": ["Ann", "Bob"], "seed": s})
               .json() for s in (1, 2, 3)]
    finally:
        live.stop()
    good, bad_row, bad_answers = ids
    store = Store(database_url(db))
    with store.engine.begin() as conn:  # damage two games by hand
        conn.execute(update(games_table).where(games_table.c.id == bad_row["id"])
                     .values(players="[not json"))
        conn.execute(insert(answers_table).values(game_id=bad_answers["id"], idx=0,
                                                  answer=json.dumps({"meld": "Nothing"}),
                                                  seat=0, at=0.0))
    store.close()
    live = LiveServer(db).start()
    try:
        listed = {g["id"]: g for g in httpx.get(live.url + "/api/games").json()["games"]}
        assert set(listed) == {g["id"] for g in ids}
        assert "not readable" in listed[bad_row["id"]]["damaged"]
        wait_until(lambda: bad_answers["id"] in live.tables.damaged, what="the resume")
        listed = {g["id"]: g for g in httpx.get(live.url + "/api/games").json()["games"]}
        assert "answer 0 does not replay" in listed[bad_answers["id"]]["damaged"]
        assert "damaged" not in listed[good["id"]]
        for g in (bad_row, bad_answers):
            r = httpx.get(f"{live.url}/api/games/{g['id']}")
            assert r.status_code == 410 and "cannot be resumed" in r.json()["error"]

            async def hello(gid: str = g["id"]) -> dict[str, Any]:
                async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as ws:
                    return json.loads(await ws.recv())  # refused at once, before the hello

            msg = asyncio.run(hello())
            assert msg["status"] == 410 and "cannot be resumed" in msg["message"]
        tok = good["seats"][0]["token"]
        v = httpx.get(f"{live.url}/api/games/{good['id']}/view?seat=0",
                      headers={"authorization": f"Bearer {tok}"}).json()
        r = httpx.post(f"{live.url}/api/games/{good['id']}/answer", json={
            "seat": 0, "token": tok, "answer": v["decision"]["options"][0], "expect": 0})
        assert r.status_code == 200
        assert httpx.get(live.url + "/api/stats").json()["games_damaged"] == 2
    finally:
        live.stop()


def test_a_garbled_or_missing_database_is_said_clearly(tmp_path: Path) -> None:
    garbled = tmp_path / "garbled.sqlite3"
    garbled.write_bytes(os.urandom(8192))
    with pytest.raises(StoreError, match="not a SQLite database"):
        Store(database_url(str(garbled)))
    with pytest.raises(StoreError, match="no folder"):
        Store(database_url(str(tmp_path / "nowhere" / "games.sqlite3")))
    fresh = Store(database_url(str(tmp_path / "new.sqlite3")))
    try:
        assert fresh.created_new and fresh.check() == (0, {})
    finally:
        fresh.close()
    again = Store(database_url(str(tmp_path / "new.sqlite3")))
    try:
        assert not again.created_new
    finally:
        again.close()
    # a file whose pages are damaged past its header: quick_check finds it
    store = Store(database_url(str(tmp_path / "torn.sqlite3")))
    for i in range(300):
        asyncio.run(store.write(Store.op_create(row(f"g{i}"))))
    store.close()
    data = bytearray((tmp_path / "torn.sqlite3").read_bytes())
    for at in range(4096, len(data), 4096):  # every page after the first
        data[at + 100 : at + 400] = os.urandom(300)
    (tmp_path / "torn.sqlite3").write_bytes(bytes(data))
    with pytest.raises(StoreError, match="damaged|not a SQLite|malformed"):
        torn = Store(database_url(str(tmp_path / "torn.sqlite3")))
        try:
            torn.check()
        finally:
            torn.close()

