"""What one client can make the server do is bounded (issue 13, finding 5): live games overall
and per client, AI-only games, connections, the rate of the expensive requests; and the AI
threads serve a game with a person before AI-only games."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from innovation.server.limits import AIScheduler, Limits, RateLimiter

from .conftest import LiveServer

BOTS = [{"name": "B1", "ai": "random"}, {"name": "B2", "ai": "random"}]


@pytest.fixture
def serve(tmp_path: Path) -> Any:
    made: list[LiveServer] = []

    def start(**limits: Any) -> LiveServer:
        live = LiveServer(str(tmp_path / f"games{len(made)}.sqlite3"), ai_delay=5.0,
                          limits=Limits.unlimited(**limits)).start()
        made.append(live)
        return live

    yield start
    for live in made:
        live.stop()


def new_game(live: Any, seats: list[Any] | None = None) -> httpx.Response:
    return httpx.post(live.url + "/api/games", json={"seats": seats or ["Ann", "Bob"]})


def test_live_games_are_capped_per_client_and_overall(serve: Any) -> None:
    live = serve(max_games_per_client=3, max_games=5)
    for _ in range(3):
        assert new_game(live).status_code == 201
    r = new_game(live)
    assert r.status_code == 429 and "3 games in play" in r.json()["error"]
    # another client (as uvicorn sees it behind a trusted proxy) may still create games
    other = {"x-forwarded-for": "192.0.2.7"}
    assert httpx.post(live.url + "/api/games", json={"seats": ["A", "B"]},
                      headers=other).status_code == 201
    # a finished game no longer counts
    room = next(r for r in live.tables.rooms.values() if r.owner == "127.0.0.1")
    room.game.state.over = True  # as if it had ended
    assert room.game.over
    assert new_game(live).status_code == 201
    assert httpx.post(live.url + "/api/games", json={"seats": ["A", "B"]},
                      headers=other).status_code == 201
    r = httpx.post(live.url + "/api/games", json={"seats": ["A", "B"]},
                   headers={"x-forwarded-for": "192.0.2.8"})
    assert r.status_code == 503 and "its most" in r.json()["error"]  # 5 live in all


def test_ai_only_games_are_capped(serve: Any) -> None:
    live = serve(max_ai_games=3, max_ai_games_per_client=2)
    assert new_game(live, BOTS).status_code == 201
    assert new_game(live, BOTS).status_code == 201
    r = new_game(live, BOTS)
    assert r.status_code == 429 and "AI-only" in r.json()["error"]
    assert new_game(live).status_code == 201  # games with people are not AI-only
    other = {"x-forwarded-for": "192.0.2.9"}
    post = lambda: httpx.post(live.url + "/api/games", json={"seats": BOTS}, headers=other)  # noqa: E731
    assert post().status_code == 201
    r = post()
    assert r.status_code == 503 and "AI-only" in r.json()["error"]


def test_expensive_requests_are_rate_limited(serve: Any) -> None:
    live = serve(create_per_minute=4, replay_per_minute=3, list_per_minute=2)
    statuses = [new_game(live).status_code for _ in range(5)]
    assert statuses == [201] * 4 + [429]
    r = new_game(live)
    assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
    assert [httpx.get(live.url + "/api/games").status_code for _ in range(3)] == [200, 200, 429]
    gid = next(iter(live.tables.rooms))
    for _ in range(3):  # a game in play: 409, but the request still counts
        assert httpx.get(f"{live.url}/api/games/{gid}/replay").status_code == 409
    assert httpx.get(f"{live.url}/api/games/{gid}/record").status_code == 429


def test_rate_limiter_refills_and_forgets() -> None:
    now = [0.0]
    rl = RateLimiter(60, clock=lambda: now[0])  # one a second, bursts of 60
    assert all(rl.take("a") == 0.0 for _ in range(60))
    wait = rl.take("a")
    assert wait == pytest.approx(1.0)
    now[0] += 1.0
    assert rl.take("a") == 0.0 and rl.take("a") > 0
    assert rl.take("b") == 0.0  # clients are separate
    now[0] += 3600
    rl.take("c")  # a sweep: full buckets are forgotten
    assert set(rl.buckets) == {"c"}
    assert RateLimiter(0).take("a") == 0.0  # 0: no limit


def test_websocket_connections_are_capped_per_client(serve: Any) -> None:
    live = serve(max_connections_per_client=2)
    gid = new_game(live).json()["id"]

    async def main() -> None:
        url = f"{live.ws_url}/ws/games/{gid}"
        a = await websockets.connect(url)
        b = await websockets.connect(url)
        async with websockets.connect(url, additional_headers={"cookie": "innovation-lang=it"}) as c:
            msg = json.loads(await c.recv())
            assert msg["status"] == 429
            assert msg["message"] == "at most 2 connections from one client"
            assert msg["text"] == "al massimo 2 connessioni da uno stesso client"  # the page's
        await a.close()
        await asyncio.sleep(0.2)
        async with websockets.connect(url) as d:  # a slot is free again
            await d.send(json.dumps({"type": "hello", "seat": None}))
            assert json.loads(await d.recv())["type"] == "state"
        await b.close()

    asyncio.run(main())


def test_idle_games_leave_memory_and_the_count(serve: Any) -> None:
    live = serve(max_games_per_client=1, idle_minutes=1)
    g = new_game(live).json()
    assert new_game(live).status_code == 429
    room = live.tables.rooms[g["id"]]
    gone = live.tables.sweep_idle(now=room.active + 61)
    assert gone == 1 and g["id"] not in live.tables.rooms
    assert new_game(live).status_code == 201  # the idle game does not count any more
    r = httpx.get(f"{live.url}/api/games/{g['id']}")  # and comes back when asked for
    assert r.status_code == 200 and r.json()["players"] == ["Ann", "Bob"]


def test_ai_threads_serve_games_with_a_person_first() -> None:
    """Two threads, one for AI-only games: with AI-only searches running and queued, a search
    for a game with a person starts at once, on the thread kept for people."""
    sched = AIScheduler(threads=2, ai_only=1)
    release = threading.Event()
    started: list[str] = []
    lock = threading.Lock()

    def job(name: str, wait: bool) -> Any:
        def run() -> str:
            with lock:
                started.append(name)
            if wait:
                assert release.wait(10)
            return name
        return run

    async def main() -> None:
        bots = [asyncio.create_task(sched.run(job(f"bot{i}", True), person=False))
                for i in range(3)]
        while not started:
            await asyncio.sleep(0.01)
        person = await asyncio.wait_for(sched.run(job("person", False), person=True), 5)
        assert person == "person"
        assert started == ["bot0", "person"]  # the other AI-only searches still wait
        assert sched.waiting() == 2
        # a second person's search goes before the waiting AI-only ones, too
        second = asyncio.create_task(sched.run(job("person2", False), person=True))
        assert await asyncio.wait_for(second, 5) == "person2"
        release.set()
        assert await asyncio.gather(*bots) == ["bot0", "bot1", "bot2"]
        assert started == ["bot0", "person", "person2", "bot1", "bot2"]

    try:
        asyncio.run(main())
    finally:
        sched.close()


def test_serve_takes_the_limits_as_settings() -> None:
    from innovation.cli import build_parser
    from innovation.server import limits_from_args

    args = build_parser().parse_args(["serve", "--max-games", "7", "--ai-only-threads", "2",
                                      "--create-per-minute", "0", "--idle-minutes", "2.5"])
    lim = limits_from_args(args)
    assert (lim.max_games, lim.ai_only_workers, lim.create_per_minute, lim.idle_minutes) == (
        7, 2, 0, 2.5)
    assert lim.max_games_per_client == Limits().max_games_per_client  # the default
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "--max-games", "-1"])
