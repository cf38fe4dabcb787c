"""What one server, and one client of it, may use: live games, connections, the rate of the
expensive requests, and the AI players' threads (docs/web.md, "Limits").

A client is the address a request comes from (behind a reverse proxy on the same machine,
uvicorn takes it from `X-Forwarded-For`). Every limit is a setting of `innovation serve`;
0 means "no limit".
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any


@dataclass
class Limits:
    """The server's limits; the defaults suit a server for a club or a few hundred players."""

    max_games: int = 500  # live (unfinished) games in memory, all clients together
    max_games_per_client: int = 20  # live games one client created (people and AIs)
    max_ai_games: int = 20  # live games with no person in them, all clients together
    max_ai_games_per_client: int = 2  # of those, created by one client
    max_connections_per_client: int = 32  # WebSockets open at once from one client
    create_per_minute: int = 30  # new games per client per minute
    replay_per_minute: int = 240  # replay steps and record downloads per client per minute
    list_per_minute: int = 120  # game lists per client per minute
    ai_threads: int = 2  # threads for the AI players of games with a person
    ai_only_threads: int = 1  # threads for games with no person (people's may use them too)
    idle_minutes: float = 60.0  # a live game nobody touched for this long leaves memory
    db_retry_seconds: float = 30.0  # how long a failed database write is retried
    abandon_minutes: float = 4320.0  # a table nobody played in for this long is closed

    @classmethod
    def unlimited(cls, **overrides: Any) -> Limits:
        """No caps and no rates (tests and benchmarks that play many games from one client)."""
        values: dict[str, Any] = {
            f.name: 0
            for f in fields(cls)
            if f.name.startswith(("max_", "create_", "replay_", "list_"))
        }
        values.update(overrides)
        return cls(**values)


class RateLimiter:
    """Token buckets, one per client: `per_minute` requests a minute, in bursts of up to
    `per_minute` at once. Memory stays bounded: full buckets are forgotten."""

    def __init__(self, per_minute: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_minute = per_minute
        self.clock = clock
        self.buckets: dict[str, tuple[float, float]] = {}  # client -> (tokens, at)
        self._swept = clock()

    def take(self, client: str) -> float:
        """0.0 if the client may go on (one token taken), else the seconds until it may."""
        if self.per_minute <= 0:
            return 0.0
        now = self.clock()
        rate = self.per_minute / 60.0
        tokens, at = self.buckets.get(client, (float(self.per_minute), now))
        tokens = min(float(self.per_minute), tokens + (now - at) * rate)
        if tokens < 1.0:
            self.buckets[client] = (tokens, now)
            return (1.0 - tokens) / rate
        self.buckets[client] = (tokens - 1.0, now)
        if now - self._swept > 60.0:
            self._sweep(now, rate)
        return 0.0

    def _sweep(self, now: float, rate: float) -> None:
        self._swept = now
        for client, (tokens, at) in list(self.buckets.items()):
            if tokens + (now - at) * rate >= self.per_minute:
                del self.buckets[client]


class AIScheduler:
    """The AI players' threads, shared fairly: a search for a game with a person in it goes
    before any search for an AI-only game, and AI-only games use at most `ai_only` threads at
    once, so a person waiting for an AI's answer never waits behind AI-only games.

    Searches of one kind run in the order they were asked for (each game has at most one
    waiting), which shares the threads round-robin between the games."""

    def __init__(self, threads: int = 2, ai_only: int = 1) -> None:
        self.threads = max(1, threads)
        self.ai_only = max(1, min(ai_only, self.threads))
        self._queue: list[tuple[int, int, Callable[[], Any], Any]] = []
        self._order = itertools.count()
        self._cv = threading.Condition()
        self._ai_only_running = 0
        self._closed = False
        self._workers = [
            threading.Thread(target=self._work, name=f"innovation-ai-{i}", daemon=True)
            for i in range(self.threads)
        ]
        for t in self._workers:
            t.start()

    async def run(self, fn: Callable[[], Any], person: bool) -> Any:
        """Run `fn()` on an AI thread; `person`: a person plays in this game."""
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[Any] = loop.create_future()
        with self._cv:
            if self._closed:
                raise RuntimeError("the AI threads are shut down")
            heapq.heappush(self._queue, (0 if person else 1, next(self._order), fn, (loop, fut)))
            self._cv.notify()
        return await fut

    def waiting(self) -> int:
        with self._cv:
            return len(self._queue)

    def _next(self) -> tuple[int, Callable[[], Any], Any] | None:
        if not self._queue:
            return None
        kind = self._queue[0][0]
        if kind == 1 and self._ai_only_running >= self.ai_only:
            return None  # only AI-only searches wait, and their threads are taken
        kind, _, fn, target = heapq.heappop(self._queue)
        return kind, fn, target

    def _work(self) -> None:
        while True:
            with self._cv:
                while True:
                    if self._closed:
                        return
                    job = self._next()
                    if job is not None:
                        break
                    self._cv.wait()
                kind, fn, (loop, fut) = job
                if kind == 1:
                    self._ai_only_running += 1
            try:
                result, error = fn(), None
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting game
                result, error = None, exc
            finally:
                with self._cv:
                    if kind == 1:
                        self._ai_only_running -= 1
                    self._cv.notify_all()
            with contextlib.suppress(RuntimeError):  # a closed event loop: nobody waits
                loop.call_soon_threadsafe(_settle, fut, result, error)

    def close(self) -> None:
        with self._cv:
            self._closed = True
            for _, _, _, (loop, fut) in self._queue:
                with contextlib.suppress(RuntimeError):
                    loop.call_soon_threadsafe(fut.cancel)
            self._queue.clear()
            self._cv.notify_all()


def _settle(fut: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if fut.done():
        return
    if error is None:
        fut.set_result(result)
    else:
        fut.set_exception(error)
