"""What one server, and one client of it, may use: live games, connections, the rate of the
expensive requests and of WebSocket messages, and the AI players' worker processes
(docs/web.md, "Limits").

A client is the address a request comes from (behind a trusted reverse proxy, uvicorn takes it
from `X-Forwarded-For`: see `innovation serve --forwarded-allow-ips`). Every limit is a setting
of `innovation serve`; 0 means "no limit".
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any

from .aiwork import Worker


@dataclass
class Limits:
    """The server's limits; the defaults suit a server for a club or a few hundred players."""

    max_games: int = 500  # live (unfinished) games in memory, all clients together
    max_games_per_client: int = 20  # live games one client created (people and AIs)
    max_ai_games: int = 20  # live games with no person in them, all clients together
    max_ai_games_per_client: int = 2  # of those, created by one client
    max_connections_per_client: int = 32  # WebSockets open at once from one client
    max_sockets_per_client: int = 64  # TCP connections open at once from one address
    request_timeout: float = 10.0  # seconds to send a whole request on an open connection
    ws_messages_per_second: float = 30.0  # per WebSocket, per seat (4x: per client)
    create_per_minute: int = 30  # new games per client per minute
    replay_per_minute: int = 240  # replay steps and record downloads per client per minute
    list_per_minute: int = 120  # game lists per client per minute
    requests_per_second: float = 50.0  # any API request per client (bursts of twice that)
    ai_workers: int = 0  # worker processes for the AI players of games with a person (0: auto)
    ai_only_workers: int = 1  # workers for games with no person (people's may use them too)
    ai_searches_per_client: int = 1  # AI searches of one client's games running at once
    ai_nice: int = 10  # how much lower the workers' CPU priority is than the server's (0-19)
    idle_minutes: float = 60.0  # a live game nobody touched for this long leaves memory
    db_retry_seconds: float = 30.0  # how long a failed database write is retried
    abandon_minutes: float = 4320.0  # a table nobody played in for this long is closed
    # several instances on one PostgreSQL: False (`--ai-workers 0` given) for an instance
    # that only serves people, the AI players' searches left to the others; not an option of
    # its own (`innovation serve` sets it from --ai-workers)
    serves_ai: bool = True

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
    `burst` (by default `per_minute`) at once. Memory stays bounded: full buckets are
    forgotten."""

    def __init__(
        self,
        per_minute: float,
        clock: Callable[[], float] = time.monotonic,
        burst: float | None = None,
    ) -> None:
        self.per_minute = per_minute
        self.burst = float(per_minute if burst is None else burst)
        self.clock = clock
        self.buckets: dict[str, tuple[float, float]] = {}  # client -> (tokens, at)
        self._swept = clock()

    def take(self, client: str) -> float:
        """0.0 if the client may go on (one token taken), else the seconds until it may."""
        if self.per_minute <= 0:
            return 0.0
        now = self.clock()
        rate = self.per_minute / 60.0
        tokens, at = self.buckets.get(client, (self.burst, now))
        tokens = min(self.burst, tokens + (now - at) * rate)
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
            if tokens + (now - at) * rate >= self.burst:
                del self.buckets[client]


class AIScheduler:
    """The AI players' searches (and the coach's hints), shared fairly between games and
    between clients, on `threads` slots. With `processes`, each slot is a worker process
    (`aiwork.Worker`, at `nice` lower priority) that its thread hands one search at a time: the
    searches then hold neither the server's interpreter lock nor each other's, and `run` must
    be given a picklable function (`aiwork.choose`, `aiwork.hint`). Without, each slot is
    the thread itself (tests of the scheduling, and closures).

    - A search for a game with a person in it goes before any search for an AI-only game, and
      AI-only games use at most `ai_only` slots at once, so a person waiting for an AI's
      answer never waits behind AI-only games.
    - The games of one client (the address that created them) run at most `per_client`
      searches at once (0: no cap), and the clients take turns: the next search is the oldest
      one of the client served longest ago. A search is never interrupted once started, so
      with the cap below the number of slots, a person's AI finds a slot free at once
      whatever one other client asks for, and its answer comes within its time budget.
    - Searches of one client and one kind run in the order they were asked for (each game has
      at most one waiting), which shares that client's turns round-robin between its games.
    """

    def __init__(self, threads: int = 2, ai_only: int = 1, per_client: int = 0,
                 processes: bool = False, nice: int = 0) -> None:
        self.threads = max(1, threads)
        self.processes = processes
        self.slots: list[Worker | None] = [
            Worker(f"innovation-ai-{i}", nice=nice) if processes else None
            for i in range(self.threads)
        ]
        self.ai_only = max(1, min(ai_only, self.threads))
        self.per_client = max(0, per_client)
        # client -> (searches for games with a person, searches for AI-only games); the
        # dict's order is the clients' turn order (served ones move to the end)
        self._waiting: dict[str, tuple[deque[_Job], deque[_Job]]] = {}
        self._running: dict[str, int] = {}
        self._count = 0
        self._cv = threading.Condition()
        self._ai_only_running = 0
        # client -> when one of its searches last ended (`time.monotonic()`), while it has
        # searches waiting or running
        self._ended: dict[str, float] = {}
        self._closed = False
        self._workers = [
            threading.Thread(target=self._work, args=(i,), name=f"innovation-ai-{i}", daemon=True)
            for i in range(self.threads)
        ]
        for t in self._workers:
            t.start()

    def start_workers(self) -> None:
        """Start every worker process now (else each starts with its first search)."""
        for slot in self.slots:
            if slot is not None:
                slot.start()

    def worker_pids(self) -> list[int]:
        """The worker processes running now."""
        return [s.pid for s in self.slots if s is not None and s.pid is not None]

    def workers_replaced(self) -> int:
        return sum(s.replaced for s in self.slots if s is not None)

    async def run(self, fn: Callable[..., Any], person: bool, client: str = "",
                  started: Callable[[], None] | None = None, timed: bool = False) -> Any:
        """Run `fn()` in an AI slot (a worker process with `processes`); `person`: a person
        plays in this game; `client`: whose game it is (the per-client share); `started`:
        called (in the slot's thread) when it starts; `timed`: `fn` takes `began=`, the
        moment its time budget starts: when it was asked, or later if it waited for the same
        client's own searches (its share), so that waiting for other clients' searches comes
        out of the budget and waiting for one's own does not."""
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[Any] = loop.create_future()
        with self._cv:
            if self._closed:
                raise RuntimeError("the AI workers are shut down")
            queues = self._waiting.get(client)
            if queues is None:
                queues = self._waiting[client] = (deque(), deque())
            queues[0 if person else 1].append(
                _Job(fn, loop, fut, person, client, started, timed, time.monotonic()))
            self._count += 1
            self._cv.notify()
        return await fut

    def waiting(self) -> int:
        with self._cv:
            return self._count

    def running(self, client: str) -> int:
        """Searches of `client` running now."""
        with self._cv:
            return self._running.get(client, 0)

    def _next(self) -> _Job | None:
        if not self._count:
            return None
        for kind in (0, 1):
            if kind == 1 and self._ai_only_running >= self.ai_only:
                return None  # only AI-only searches wait, and their threads are taken
            for client, queues in self._waiting.items():
                if self.per_client and self._running.get(client, 0) >= self.per_client:
                    continue
                if queues[kind]:
                    job = queues[kind].popleft()
                    del self._waiting[client]
                    if queues[0] or queues[1]:
                        self._waiting[client] = queues  # its next turn: after the others
                    self._count -= 1
                    return job
        return None

    def _work(self, index: int) -> None:
        slot = self.slots[index]
        while True:
            with self._cv:
                while True:
                    if self._closed:
                        return
                    job = self._next()
                    if job is not None:
                        break
                    self._cv.wait()
                self._running[job.client] = self._running.get(job.client, 0) + 1
                if not job.person:
                    self._ai_only_running += 1
                began = max(job.asked, self._ended.get(job.client, 0.0))
            fn = functools.partial(job.fn, began=began) if job.timed else job.fn
            try:
                if job.started is not None:
                    job.started()
                result, error = (fn() if slot is None else slot.call(fn)), None
            except BaseException as exc:  # noqa: BLE001 - handed to the waiting game
                result, error = None, exc
            finally:
                with self._cv:
                    left = self._running[job.client] - 1
                    if left or job.client in self._waiting:
                        self._ended[job.client] = time.monotonic()
                    else:  # nothing of this client's left: its next search is asked later
                        self._ended.pop(job.client, None)
                    if left:
                        self._running[job.client] = left
                    else:
                        del self._running[job.client]
                    if not job.person:
                        self._ai_only_running -= 1
                    self._cv.notify_all()
            with contextlib.suppress(RuntimeError):  # a closed event loop: nobody waits
                job.loop.call_soon_threadsafe(_settle, job.fut, result, error)

    def close(self) -> None:
        with self._cv:
            self._closed = True
            for queues in self._waiting.values():
                for job in (*queues[0], *queues[1]):
                    with contextlib.suppress(RuntimeError):
                        job.loop.call_soon_threadsafe(job.fut.cancel)
            self._waiting.clear()
            self._count = 0
            self._cv.notify_all()
        for slot in self.slots:  # a search still running is dropped with its process
            if slot is not None:
                slot.close()


@dataclass
class _Job:
    fn: Callable[[], Any]
    loop: asyncio.AbstractEventLoop
    fut: asyncio.Future[Any]
    person: bool
    client: str
    started: Callable[[], None] | None = None
    # a search with a time budget: called with `began=` (`time.monotonic()`), when it could
    # have started but for other clients' searches (aiwork.choose counts the wait in its budget)
    timed: bool = False
    asked: float = 0.0


def _settle(fut: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if fut.done():
        return
    if error is None:
        fut.set_result(result)
    else:
        fut.set_exception(error)
