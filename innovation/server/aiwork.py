"""Where the AI players and the coach's hints search: worker processes (docs/web.md, "Limits",
"AI workers" and "AI scheduling").

A search holds the interpreter for as long as it runs. In a thread of the server it would hold
the interpreter lock against the event loop (every other client's answers) and against the other
searches; in a process of its own it holds only a CPU, and the operating system shares those.
So the server keeps a few worker processes, each a one-process
`concurrent.futures.ProcessPoolExecutor` (`Worker`), and `limits.AIScheduler` hands each of them
one search at a time, in its fair order. A worker:

- starts from a fork server that has already imported the engine and the agents
  (``forkserver`` where the platform has it, else ``spawn``: never a plain fork of the server,
  whose other threads may hold locks), so replacing one takes milliseconds;
- runs at a lower priority (``os.nice``, `Limits.ai_nice`), so the event loop gets a CPU first;
- measures its search's time budget itself: an ISMCTS budget starts when the worker starts the
  search, on its own clock;
- is given what the search was always given, a copy of the game and the agent: the agent
  searches copies of it in which every card its seat cannot see is dealt again
  (`agents.determinize`), and a hint searches the copy `Game.deciding` made for the person's
  seat in the same way (`coach.hints`);
- ignores Ctrl+C (the server stops it), and leaves by itself within a second if the server
  is gone (a killed server leaves no orphans);
- if it dies (killed, crashed), is replaced, and the search it was running is run again once on
  the new one, so the game goes on; a search that kills its worker twice, or runs longer than
  `SEARCH_TIMEOUT`, fails like any failing agent (the AI plays its first legal answer).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import random
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures import CancelledError, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from ..parallel import fresh_start_method

SEARCH_TIMEOUT = 300.0  # seconds: a search still running after this is stopped (a bug)
DEFAULT_NICE = 10
MOST_AUTO_WORKERS = 16
# imported once by the fork server, so every worker starts with them
PRELOAD = ["innovation.server.aiwork", "innovation.agents", "innovation.agents.ismcts",
           "innovation.agents.heuristic", "innovation.coach.hints"]


class WorkerLost(RuntimeError):
    """The worker process running a search died, and so did its replacement."""


class SearchTimeout(RuntimeError):
    """A search ran longer than `SEARCH_TIMEOUT`; its worker was stopped."""


def cores() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not Linux
        return os.cpu_count() or 1


def auto_workers(n: int = 0) -> int:
    """`n`, or for 0 (`--ai-workers 0`, the default) two workers per core, at least four and
    at most sixteen. More workers than cores: a search has a time budget, so searches that
    share a core still answer on time (with fewer iterations each), while a search waiting for
    a worker waits whole searches; each worker holds about 25 MB (12 MB of its own)."""
    return n if n > 0 else max(MOST_AUTO_WORKERS // 4, min(MOST_AUTO_WORKERS, 2 * cores()))


_context: Any = None
_context_lock = threading.Lock()


def context() -> Any:
    """The multiprocessing context workers start from: ``forkserver`` (with the engine and the
    agents imported once, in the fork server) where there is one, else ``spawn``."""
    global _context
    with _context_lock:
        if _context is None:
            ctx = multiprocessing.get_context(fresh_start_method())
            if ctx.get_start_method() == "forkserver":
                ctx.set_forkserver_preload(PRELOAD)
            _context = ctx
        return _context


# ---------------------------------------------------------------------------- in a worker
def init_worker(nice: int = 0, server: int | None = None) -> None:
    """A worker's start: Ctrl+C is the server's to handle, a lower CPU priority, and a watch
    that ends the worker once the server (process `server`) is gone. (Its parent is the fork
    server, which lives as long as any worker does, so the worker watches the server itself.)"""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if nice > 0:
        with contextlib.suppress(OSError):
            os.nice(nice)
    if server is not None:

        def watch_server() -> None:
            while server_alive(server):
                time.sleep(1.0)
            os._exit(0)

        threading.Thread(target=watch_server, name="innovation-server-watch", daemon=True).start()


def server_alive(pid: int) -> bool:
    """Whether process `pid` runs (a dead one not yet collected by its parent counts as gone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: ours is gone and its number reused
        return False
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            return f.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (OSError, IndexError):
        return True  # no /proc: os.kill said it runs


def agent_state(agent: Any) -> dict[str, Any]:
    """What a search changes in an agent and the next search needs: the state of its random
    generators (so its next search does not repeat this one's deals) and its `last_*`
    figures. Small: the agent itself travels to the worker with each search."""
    state: dict[str, Any] = {}
    for key, value in vars(agent).items():
        if isinstance(value, random.Random):
            state[key] = ("rng", value.getstate())
        elif key.startswith("last_"):
            state[key] = ("value", value)
    return state


def restore_agent(agent: Any, state: dict[str, Any]) -> None:
    """Give the server's agent what its search changed in the worker's copy."""
    for key, (kind, value) in state.items():
        if kind == "rng":
            getattr(agent, key).setstate(value)
        else:
            setattr(agent, key, value)


def choose(agent: Any, game: Any, began: float | None = None
           ) -> tuple[int, Any, dict[str, Any], float]:
    """In a worker (or, without workers, a thread): the agent's answer to the game's pending
    decision. `began` (`time.monotonic()`, the same clock in every process) is when its time
    budget started (`AIScheduler.run(timed=True)`), so a search counts its wait for a worker
    and its journey here in the budget (`ISMCTSAgent.budget_began`). Returns the answer's
    index in the decision's options (-1 if it is not one of them, and then the answer itself:
    the server's game holds its own cards, not this process's copies of them), the agent's
    state after the search (`agent_state`), and the seconds the agent took, by this process's
    clock."""
    start = time.perf_counter()
    if began is not None and hasattr(agent, "budget_began"):
        agent.budget_began = began
    answer = agent.choose(game)
    seconds = time.perf_counter() - start
    d = game.decision
    index = next((i for i, o in enumerate(d.options) if o is answer), -1) if d else -1
    return index, (None if index >= 0 else answer), agent_state(agent), seconds


def hint(snapshot: Any, settings: Any, n: int) -> dict[str, Any]:
    """In a worker: the coach's hints for the seat `snapshot` asks (`Game.deciding`)."""
    from ..coach.hints import hint_json, hints

    found = hints(snapshot, settings)
    return {"n": n, "hints": hint_json(snapshot, found), "iterations": settings.iterations}


def pid() -> int:
    return os.getpid()


# ---------------------------------------------------------------------------- in the server
class Worker:
    """One worker process, started when first needed and replaced when it dies. `call` runs a
    picklable function in it and waits (in the calling thread, without the interpreter lock).
    Used by one thread at a time (an AIScheduler thread); `close` may come from any thread."""

    def __init__(self, name: str, nice: int = DEFAULT_NICE,
                 timeout: float = SEARCH_TIMEOUT) -> None:
        self.name = name
        self.nice = nice
        self.timeout = timeout
        self.replaced = 0  # workers that died and were replaced
        self.pid: int | None = None
        self.busy = False
        self._pool: ProcessPoolExecutor | None = None
        self._lock = threading.Lock()
        self._closed = False

    def _start(self) -> ProcessPoolExecutor:
        with self._lock:
            if self._closed:
                raise RuntimeError("the AI workers are shut down")
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    max_workers=1, mp_context=context(), initializer=init_worker,
                    initargs=(self.nice, os.getpid()))
                pool = self._pool
            else:
                return self._pool
        # its process id (it also starts the process): to stop it if it must be stopped
        self.pid = pool.submit(pid).result(timeout=60)
        return pool

    def start(self) -> None:
        """Start the process now (the server's start-up), not with the first search."""
        self._start()

    def call(self, fn: Callable[[], Any]) -> Any:
        """`fn()` in the worker process; if the process dies meanwhile, once more in a new one."""
        for attempt in (1, 2):
            fut = None
            self.busy = True
            try:
                pool = self._start()
                fut = pool.submit(fn)
                return fut.result(timeout=self.timeout)
            except (BrokenProcessPool, CancelledError):
                self._discard()
                if self._closed:
                    raise RuntimeError("the AI workers are shut down") from None
                self.replaced += 1
                if attempt == 2:
                    raise WorkerLost("the AI worker process died twice on one search") from None
            except TimeoutError:
                if fut is None or fut.done():
                    raise  # the search's own error, or a worker that never started
                self._discard(kill=True)
                self.replaced += 1
                raise SearchTimeout(f"a search ran over {self.timeout:.0f} s") from None
            finally:
                self.busy = False
        raise AssertionError("unreachable")

    def _discard(self, kill: bool = False) -> None:
        with self._lock:
            pool, self._pool = self._pool, None
            target, self.pid = self.pid, None
        if pool is None:
            return
        if kill and target is not None:
            with contextlib.suppress(OSError):
                os.kill(target, signal.SIGKILL)
        pool.shutdown(wait=True, cancel_futures=True)

    def close(self) -> None:
        """Stop the process; a search it was running is dropped (the server is stopping: the
        AI answers again when the game is resumed)."""
        with self._lock:
            self._closed = True
        self._discard(kill=self.busy)
