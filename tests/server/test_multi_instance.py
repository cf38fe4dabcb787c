"""Several `innovation serve` instances on one PostgreSQL (issue 36, docs/web.md): any instance
serves any request of any game, every socket hears every move, two answers at once give one
winner, a killed instance loses nothing, the limits hold across instances; and two instances on
one SQLite file refuse to run.

The PostgreSQL tests need INNOVATION_TEST_POSTGRES (scripts/with-postgres.sh sets it); each
module run makes a database of its own on that server and drops it at the end."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import secrets
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from .conftest import ServerProcess

POSTGRES = os.environ.get("INNOVATION_TEST_POSTGRES")
needs_postgres = pytest.mark.skipif(not POSTGRES, reason="INNOVATION_TEST_POSTGRES is not set")
UNLIMITED = ["--max-games", "0", "--max-ai-games", "0", "--max-ai-games-per-client", "0",
             "--create-per-minute", "0", "--requests-per-second", "0"]


class Instance(ServerProcess):
    """`python -m innovation.server` as a child process on a loopback port, with one AI-only
    worker, and `options`."""

    def __init__(self, database: str, *options: str) -> None:
        super().__init__(database, options=("--ai-only-workers", "1", *options), startup=60)


@contextlib.contextmanager
def new_database() -> Iterator[str]:
    """A database of its own on the test server, dropped at the end."""
    if not POSTGRES:
        pytest.skip("INNOVATION_TEST_POSTGRES is not set")
    import psycopg

    name = f"multi_{secrets.token_hex(4)}"
    with psycopg.connect(POSTGRES, autocommit=True) as conn:
        conn.execute(f"CREATE DATABASE {name}")
    base, _, _ = POSTGRES.rpartition("/")
    try:
        yield f"{base}/{name}"
    finally:
        with psycopg.connect(POSTGRES, autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


@pytest.fixture(scope="module")
def database() -> Iterator[str]:
    """The three instances' database."""
    with new_database() as url:
        yield url


@pytest.fixture
def own_database() -> Iterator[str]:
    """A database for a test's own instances (no other instance picks up its games)."""
    with new_database() as url:
        yield url


@pytest.fixture(scope="module")
def three(database: str) -> Iterator[list[Instance]]:
    """Three instances: the first one with AI workers, the other two serving people only."""
    made = [Instance(database, *UNLIMITED, "--ai-workers", "1", "--max-games-per-client", "3")]
    made += [Instance(database, *UNLIMITED, "--ai-workers", "0", "--max-games-per-client", "3")
             for _ in range(2)]
    try:
        for inst in made:
            inst.start()
        yield made
    finally:
        for inst in made:
            inst.stop()


def client_headers() -> dict[str, str]:
    """A client of its own (the instances believe X-Forwarded-For from loopback): each test's
    games count against its own per-client limits."""
    return {"x-forwarded-for": f"10.{random.randrange(256)}.{random.randrange(256)}.7"}


def create(inst: Instance, seats: list[dict[str, Any]], seed: int,
           headers: dict[str, str] | None = None) -> dict[str, Any]:
    r = httpx.post(inst.url + "/api/games", json={"seats": seats, "seed": seed},
                   headers=headers or client_headers(), timeout=30)
    assert r.status_code == 201, r.text
    return r.json()


def view(inst: Instance, gid: str, seat: int, token: str) -> dict[str, Any]:
    r = httpx.get(f"{inst.url}/api/games/{gid}/view", params={"seat": seat},
                  headers={"authorization": f"Bearer {token}"}, timeout=30)
    assert r.status_code == 200, r.text
    return r.json()


def answer(inst: Instance, gid: str, seat: int, token: str, ans: Any, expect: int
           ) -> httpx.Response:
    return httpx.post(f"{inst.url}/api/games/{gid}/answer",
                      json={"seat": seat, "token": token, "answer": ans, "expect": expect},
                      timeout=30)


class Socket:
    """A WebSocket of a seat (or a spectator) that records every state it is sent, and when."""

    def __init__(self, inst: Instance, gid: str, seat: int | None, token: str | None) -> None:
        self.inst, self.gid, self.seat, self.token = inst, gid, seat, token
        self.ns: list[int] = []  # the `n` of each state, in the order received
        self.arrived: dict[int, float] = {}  # n -> when it first arrived (perf_counter)
        self.log: list[dict[str, Any]] = []
        self.chat: list[str] = []
        self.task: asyncio.Task[None] | None = None

    async def open(self) -> Socket:
        self.ws = await websockets.connect(f"{self.inst.ws_url}/ws/games/{self.gid}")
        await self.ws.send(json.dumps({"type": "hello", "seat": self.seat, "token": self.token,
                                       "chat": True}))
        self.task = asyncio.get_running_loop().create_task(self._read())
        return self

    async def _read(self) -> None:
        async for text in self.ws:
            msg = json.loads(text)
            if msg["type"] == "state":
                start = msg["log"]["start"]
                assert start in (0, len(self.log)), "the log increments must line up"
                self.log = self.log[:start] + msg["log"]["events"]
                self.ns.append(msg["n"])
                self.arrived.setdefault(msg["n"], time.perf_counter())
            elif msg["type"] == "chat":
                self.chat += [line["text"] for line in msg["lines"]]

    async def wait_n(self, n: int, timeout: float = 10.0) -> None:
        deadline = time.monotonic() + timeout
        while not self.ns or self.ns[-1] < n:
            assert time.monotonic() < deadline, (self.inst.port, self.seat, self.ns[-3:], n)
            await asyncio.sleep(0.005)

    async def close(self) -> None:
        await self.ws.close()
        if self.task:
            self.task.cancel()


@needs_postgres
def test_a_whole_game_through_three_instances(three: list[Instance]) -> None:
    """Two people at one table, seated through different instances, answers alternating
    between all three: every socket, on every instance, sees every move, in order, and
    quickly."""
    a, b, c = three
    g = create(a, [{"name": "Ann"}, {"name": "Bob"}], seed=36)
    gid = g["id"]
    tokens = [g["seats"][0]["token"], g["seats"][1]["token"]]
    rng = random.Random(36)
    delays: list[float] = []

    async def main() -> int:
        sockets = [await Socket(b, gid, 0, tokens[0]).open(),
                   await Socket(c, gid, 1, tokens[1]).open(),
                   await Socket(a, gid, None, None).open()]
        for s in sockets:
            await s.wait_n(0)
        n = 0
        turn = 0
        while n < 400:
            inst = three[turn % 3]
            turn += 1
            seat, v = next(((s, v) for s in (0, 1)
                            if "options" in (v := view(inst, gid, s, tokens[s])).get("decision", {})),
                           (None, None))
            if seat is None:
                break  # over
            opts = v["decision"]["options"]
            r = answer(inst, gid, seat, tokens[seat], rng.choice(opts), v["n"])
            assert r.status_code == 200, r.text
            sent = time.perf_counter()
            n = r.json()["n"]
            for s in sockets:
                await s.wait_n(n)
                if s.inst is not inst:
                    delays.append(s.arrived[n] - sent if n in s.arrived else 0.0)
        if n >= 400:  # long enough: Ann leaves, the game ends
            inst = three[turn % 3]
            v = view(inst, gid, 0, tokens[0])
            r = answer(inst, gid, 0, tokens[0], {"concede": "Ann"}, v["n"])
            assert r.status_code == 200, r.text
            n = r.json()["n"]
            for s in sockets:
                await s.wait_n(n)
        for s in sockets:
            # in order, none missed at the end (bursts are sent as one state: n may skip)
            assert s.ns == sorted(s.ns) and s.ns[-1] == n
        assert len(sockets[0].log) == len(sockets[1].log) == len(sockets[2].log)
        for s in sockets:
            await s.close()
        return n

    n = asyncio.run(main())
    for inst in three:
        summary = httpx.get(f"{inst.url}/api/games/{gid}", timeout=10).json()
        assert summary["answers"] == n and summary["over"]
    delays.sort()
    p99 = delays[min(len(delays) - 1, round(0.99 * (len(delays) - 1)))]
    print(f"\n{n} answers; another instance's socket had each after "
          f"p50 {delays[len(delays) // 2] * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms, "
          f"max {delays[-1] * 1000:.1f} ms")
    assert delays[len(delays) // 2] < 0.2, delays[len(delays) // 2]


@needs_postgres
def test_two_answers_at_once_on_two_instances(three: list[Instance]) -> None:
    """The same seat answers at two instances at once (two tabs, a retry through another
    instance): one answer is taken, the other refused as a stale one is in one process."""
    a, b, _ = three
    g = create(a, [{"name": "Ann"}, {"name": "Bob"}], seed=7)
    gid = g["id"]
    tokens = [g["seats"][0]["token"], g["seats"][1]["token"]]

    async def both(seat: int, v: dict[str, Any]) -> list[httpx.Response]:
        opts = v["decision"]["options"]
        async with httpx.AsyncClient(timeout=30) as http:
            return list(await asyncio.gather(*[
                http.post(f"{inst.url}/api/games/{gid}/answer",
                          json={"seat": seat, "token": tokens[seat], "answer": opts[k % len(opts)],
                                "expect": v["n"]})
                for k, inst in enumerate((a, b))
            ]))

    refusals = 0
    for _ in range(12):
        seat, v = next((s, v) for s in (0, 1)
                        if "options" in (v := view(a, gid, s, tokens[s])).get("decision", {}))
        if v["decision"]["kind"] == "setup":  # first cards: both may choose, one each
            r = answer(a, gid, seat, tokens[seat], v["decision"]["options"][0], v["n"])
            assert r.status_code == 200, r.text
            continue
        results = asyncio.run(both(seat, v))
        codes = sorted(r.status_code for r in results)
        assert codes == [200, 409], [r.text for r in results]
        lost = next(r for r in results if r.status_code == 409).json()
        # what the second of two such answers is told in one process: the game moved on, or
        # (the winning answer ended the seat's turn) the decision is the other player's
        assert lost["error"] == "the game has moved on since you looked: look again" or (
            lost["error"].startswith("it is ") and lost["error"].endswith("decision, not yours")
        ), lost
        refusals += 1
        won = next(r for r in results if r.status_code == 200).json()
        assert view(b, gid, seat, tokens[seat])["n"] == won["n"] == view(a, gid, seat, tokens[seat])["n"]
    assert refusals >= 6


@needs_postgres
def test_limits_hold_across_instances(three: list[Instance]) -> None:
    """Games per client are counted over every instance; so is the chat rate of a seat."""
    headers = client_headers()
    made = [create(inst, [{"name": "Ann"}, {"name": "Bob"}], seed=1, headers=headers)
            for inst in three]
    r = httpx.post(three[1].url + "/api/games", headers=headers, timeout=30,
                   json={"seats": [{"name": "Ann"}, {"name": "Bob"}], "seed": 2})
    assert r.status_code == 429 and "3 games in play" in r.json()["error"], r.text
    gid, token = made[0]["id"], made[0]["seats"][0]["token"]
    codes = []
    for k in range(7):
        r = httpx.post(f"{three[k % 3].url}/api/games/{gid}/chat", timeout=30,
                       json={"seat": 0, "token": token, "text": f"hello {k}"})
        codes.append(r.status_code)
    assert codes[:5] == [200] * 5 and codes[5:] == [429, 429], codes
    lines = httpx.get(f"{three[2].url}/api/games/{gid}/chat", params={"seat": 0},
                      headers={"authorization": f"Bearer {token}"}, timeout=30).json()["lines"]
    assert [line["text"] for line in lines] == [f"hello {k}" for k in range(5)]


@needs_postgres
def test_a_killed_instance_loses_nothing(own_database: str) -> None:
    """kill -9 of the instance a game is played on: every acknowledged answer is there at
    another instance, the people play on there, and the AI players (claimed by the killed
    instance) move on at the other once its claim runs out."""
    first = Instance(own_database, *UNLIMITED, "--ai-workers", "1").start()
    second = Instance(own_database, *UNLIMITED, "--ai-workers", "1").start()
    try:
        person = create(first, [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=5)
        robots = create(first, [{"name": "Ada", "ai": "random"}, {"name": "Bot", "ai": "random"}],
                        seed=6)
        gid, token = person["id"], person["seats"][0]["token"]
        rng = random.Random(5)
        acked = 0
        for _ in range(15):
            v = _my_turn(first, gid, token)
            r = answer(first, gid, 0, token, rng.choice(v["decision"]["options"]), v["n"])
            assert r.status_code == 200, r.text
            acked = r.json()["n"]
        robots_before = httpx.get(f"{first.url}/api/games/{robots['id']}", timeout=10).json()
        first.kill()
        v = _my_turn(second, gid, token)
        assert v["n"] >= acked  # nothing acknowledged is lost (the AI may have moved since)
        for _ in range(10):
            v = _my_turn(second, gid, token)
            r = answer(second, gid, 0, token, rng.choice(v["decision"]["options"]), v["n"])
            assert r.status_code == 200, r.text
        # the AI-only game goes on at the second instance, once the first one's claim runs out
        deadline = time.time() + 40
        while True:
            now = httpx.get(f"{second.url}/api/games/{robots['id']}", timeout=10).json()
            if now["answers"] > robots_before["answers"] + 5 or now["over"]:
                break
            assert time.time() < deadline, (robots_before, now)
            time.sleep(0.5)
    finally:
        first.kill()
        second.stop()


def _my_turn(inst: Instance, gid: str, token: str, timeout: float = 30) -> dict[str, Any]:
    """Seat 0's view once it has a decision (its AI opponent moves meanwhile)."""
    deadline = time.time() + timeout
    while True:
        v = view(inst, gid, 0, token)
        if "options" in v.get("decision", {}):
            return v
        assert time.time() < deadline, v.get("decision")
        time.sleep(0.05)


@needs_postgres
def test_people_only_instance_leaves_the_ai_to_others(own_database: str) -> None:
    """`--ai-workers 0`: an instance that serves people only; a game against an AI created
    there waits for an instance with AI workers, which picks it up."""
    people = Instance(own_database, *UNLIMITED, "--ai-workers", "0").start()
    try:
        g = create(people, [{"name": "Bot", "ai": "random"}, {"name": "Ann"}], seed=11)
        time.sleep(3)
        assert httpx.get(f"{people.url}/api/games/{g['id']}", timeout=10).json()["answers"] == 0
        ai = Instance(own_database, *UNLIMITED, "--ai-workers", "1").start()
        try:
            v = _seat_turn(people, g["id"], 1, g["seats"][1]["token"])
            assert v["n"] >= 1  # the AI moved, at the other instance
        finally:
            ai.stop()
    finally:
        people.stop()


def _seat_turn(inst: Instance, gid: str, seat: int, token: str, timeout: float = 30
               ) -> dict[str, Any]:
    deadline = time.time() + timeout
    while True:
        v = view(inst, gid, seat, token)
        if "options" in v.get("decision", {}) and v["n"] > 0:
            return v
        assert time.time() < deadline, v.get("decision")
        time.sleep(0.1)


def test_a_second_instance_on_one_sqlite_file_refuses(tmp_path: Path) -> None:
    """SQLite serves one instance: a second one on the same file exits at once, saying why
    and what to use instead."""
    db = str(tmp_path / "games.sqlite3")
    first = Instance(db).start()
    try:
        second = Instance(db).start(wait=False)
        assert second.proc is not None
        assert second.proc.wait(timeout=60) == 2
        out = second.output()
        assert "in use by another innovation serve" in out and "PostgreSQL" in out, out
        assert len(out.strip().splitlines()) == 1, out
        assert httpx.get(first.url + "/api/meta", timeout=10).status_code == 200
    finally:
        first.stop()
    again = Instance(db).start()  # the lock goes with the first instance
    again.stop()


@needs_postgres
def test_a_take_back_at_another_instance(three: list[Instance]) -> None:
    """A take-back taken at one instance is seen at the others (their cached answers are no
    longer a prefix of the stored ones: they load the game again)."""
    a, b, c = three
    g = create(a, [{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=21)
    gid, token = g["id"], g["seats"][0]["token"]
    for _ in range(30):
        v = _my_turn(a, gid, token)
        if v["can_take_back"]:
            break
        opts = v["decision"]["options"]
        melds = [o for o in opts if isinstance(o, dict) and "meld" in o]
        r = answer(a, gid, 0, token, (melds or opts)[0], v["n"])  # a meld shows no hidden card
        assert r.status_code == 200, r.text
    assert v["can_take_back"], v
    view(c, gid, 0, token)  # c holds the game too
    r = httpx.post(f"{b.url}/api/games/{gid}/takeback", timeout=30,
                   json={"seat": 0, "token": token, "expect": v["n"]})
    assert r.status_code == 200, r.text
    back = r.json()["n"]
    assert back < v["n"]
    seen = [view(inst, gid, 0, token) for inst in three]
    assert [s["n"] for s in seen] == [back] * 3, [s["n"] for s in seen]
    assert seen[0]["players"] == seen[1]["players"] == seen[2]["players"]
