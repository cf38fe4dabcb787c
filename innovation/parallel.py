"""Where batches of independent games run: local processes (the default) or a Ray cluster.

`innovation simulate` and `innovation tournament` hand their work to an executor as a list of
tasks (a chunk of seeds, one tournament game). Every task is a pure function of its arguments,
so a run's results depend only on its seeds, never on the backend, the number of workers or
which machine played which task. `map` gives the answers in the order of the tasks;
`as_completed` gives them as they finish (for progress reports; callers sort by their index).

Backends:

- ``local``: a `concurrent.futures.ProcessPoolExecutor` with one process per core (or
  ``workers``), or the calling process itself when there is one worker or one task.
- ``ray``: Ray remote tasks, at most ``workers`` in flight (default: every CPU of the cluster).
  ``address`` (or ``$RAY_ADDRESS``, Ray's own convention) connects to an existing cluster
  (``auto``, ``ray://host:10001``) and ships this package to it, so every node plays with the
  driver's code; without an address a fresh local Ray instance is started. Ray is shut down
  (or disconnected) at the end only if this executor started it. A cluster that refuses the
  connection for want of its authentication token gives a ConnectionError naming the cause and
  the fix (`connection_failure`).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from contextlib import suppress
from typing import Any, TypeVar

BACKENDS = ("local", "ray")
RAY_MISSING = (
    "the ray backend needs Ray, which is not installed: pip install 'innovation[ray]' "
    "(or pip install 'ray>=2.9')"
)

T = TypeVar("T")
R = TypeVar("R")


class BackendUnavailable(ImportError):
    """The chosen backend's library is not installed (the message says how to install it)."""


class Executor:
    """The common interface; use as a context manager so pools and Ray are released."""

    backend = ""
    workers = 1

    def map(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """`fn` applied to every item, answers in the items' order."""
        raise NotImplementedError

    def as_completed(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        """`fn` applied to every item, answers as they finish (order varies from run to run)."""
        raise NotImplementedError

    def close(self) -> None:
        """Release what this executor started."""

    def __enter__(self) -> Executor:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def fresh_start_method() -> str:
    """How to start workers that inherit nothing of this process: ``forkserver`` where the
    platform has it (a clean process forked once more per worker), else ``spawn``."""
    import multiprocessing

    return "forkserver" if "forkserver" in multiprocessing.get_all_start_methods() else "spawn"


class LocalExecutor(Executor):
    """Every local core: the behaviour the commands always had."""

    backend = "local"

    def __init__(
        self,
        workers: int | None = None,
        start_method: str | None = None,
        initializer: Callable[..., object] | None = None,
        initargs: tuple[Any, ...] = (),
    ) -> None:
        self.workers = workers or os.cpu_count() or 1
        # "spawn" for callers with threads of their own (the web server): a forked child
        # could inherit a lock another thread held
        self.start_method = start_method
        # run in each worker process as it starts (the web server lowers their priority)
        self.initializer = initializer
        self.initargs = initargs
        self._pool: ProcessPoolExecutor | None = None

    def pool_start_method(self) -> str:
        """The caller's choice, else the platform's default while this process has one thread;
        with other threads running (Ray's, a server's) a fork could copy a lock one of them
        holds and the worker would wait on it for ever, so the workers start afresh instead
        (and, as with any such start, a script needs its `if __name__ == "__main__":` guard)."""
        import multiprocessing

        if self.start_method is not None:
            return self.start_method
        # the platform's default comes first (without fixing it for the process)
        default = multiprocessing.get_start_method(allow_none=True)
        default = default or multiprocessing.get_all_start_methods()[0]
        if default != "fork" or threading.active_count() == 1:
            return default
        return fresh_start_method()

    def _inline(self, items: list[Any]) -> bool:
        # starting processes for a single worker or task costs more than it saves
        return self.workers == 1 or len(items) <= 1

    def _get_pool(self) -> ProcessPoolExecutor:
        if self._pool is None:
            import multiprocessing

            context = multiprocessing.get_context(self.pool_start_method())
            self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=context,
                                             initializer=self.initializer,
                                             initargs=self.initargs)
        return self._pool

    def map(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        todo = list(items)
        if self._inline(todo):
            return (fn(item) for item in todo)
        return self._get_pool().map(fn, todo)

    def as_completed(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        todo = list(items)
        if self._inline(todo):
            yield from (fn(item) for item in todo)
            return
        pool = self._get_pool()
        futures = [pool.submit(fn, item) for item in todo]
        for fut in as_completed(futures):
            yield fut.result()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None


def import_ray() -> Any:
    """Ray, or a BackendUnavailable that says how to install it."""
    try:
        import ray
    except ImportError as exc:
        raise BackendUnavailable(RAY_MISSING) from exc
    return ray


# what Ray says when a cluster with token authentication turns a connection away: its
# AuthenticationError, raised as such (RAY_AUTH_MODE=token but no token here) or inside the
# text of the error the GCS client gave ("InvalidAuthToken: Authentication token is missing or
# incorrect", under "Failed to connect to Ray cluster at ...")
_AUTH_MARKERS = ("AuthenticationError", "InvalidAuthToken", "Unauthenticated",
                 "authentication token")
RAY_TOKEN_FIX = (
    "set RAY_AUTH_MODE=token and give the cluster's token in RAY_AUTH_TOKEN (or in a file: "
    "$RAY_AUTH_TOKEN_PATH, default ~/.ray/auth_token)"
)


def _causes(exc: BaseException) -> Iterator[BaseException]:
    """The error and those it was raised from or during, each once."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        yield current
        current = current.__cause__ or current.__context__


def connection_failure(exc: BaseException, address: str) -> str | None:
    """One line for a failed `ray.init(address=...)` whose cause this package can name (the
    cluster wants a token this process did not give), else None (Ray's own error stands)."""
    for err in _causes(exc):
        text = f"{type(err).__name__}: {err}"
        if any(marker in text for marker in _AUTH_MARKERS):
            return (
                f"the Ray cluster at {address} refused the connection: it uses token "
                f"authentication and this process gave no token or a wrong one; {RAY_TOKEN_FIX}"
            )
    if address.startswith("ray://") and "connection timeout" in str(exc):
        # Ray Client reports a refused token only as a timeout: name both causes
        return (
            f"no answer from the Ray Client server at {address}: check that its port is "
            f"reachable; if the cluster uses token authentication, {RAY_TOKEN_FIX}"
        )
    return None


def _shipped_code() -> dict[str, Any]:
    """A runtime environment carrying this package, so a cluster plays the driver's engine
    (whatever version its nodes have installed, if any) and gives the driver's results."""
    # the package's directory, not the module object: Ray Client pickles the environment
    package = os.path.dirname(os.path.abspath(__file__))
    return {"py_modules": [package], "excludes": ["__pycache__/", "*.pyc"]}


def _apply(fn: Callable[[T], R], item: T) -> R:
    """One Ray task: `fn` travels with each task, so any picklable callable works (Ray's
    decorator takes only plain functions)."""
    return fn(item)


class RayExecutor(Executor):
    """Ray remote tasks, at most `workers` in flight; answers gathered on the driver."""

    backend = "ray"

    def __init__(self, workers: int | None = None, address: str | None = None) -> None:
        ray = import_ray()
        self._ray = ray
        self._started = False
        address = address or os.environ.get("RAY_ADDRESS") or None
        if address == "local":
            address = None
        self.address = address
        if not ray.is_initialized():  # else: the caller's Ray (a notebook, a test), left as is
            if address:
                try:
                    ray.init(address=address, runtime_env=_shipped_code())
                except Exception as exc:
                    message = connection_failure(exc, address)
                    if message is None:
                        raise
                    raise ConnectionError(message) from exc
            else:
                # "local": a fresh instance even when a cluster runs on this machine
                ray.init(
                    address="local",
                    num_cpus=workers or os.cpu_count() or 1,
                    include_dashboard=False,
                )
            self._started = True
        self.workers = workers or max(1, int(ray.cluster_resources().get("CPU", 1)))

    def _stream(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[tuple[int, R]]:
        """(index, answer) as tasks finish; a new task is sent as soon as one comes back."""
        ray = self._ray
        task = ray.remote(_apply)
        todo = iter(enumerate(items))
        pending: dict[Any, int] = {}

        def send() -> None:
            nxt = next(todo, None)
            if nxt is not None:
                pending[task.remote(fn, nxt[1])] = nxt[0]

        try:
            for _ in range(self.workers):
                send()
            while pending:
                done, _ = ray.wait(list(pending), num_returns=1)
                for ref in done:
                    index = pending.pop(ref)
                    send()
                    yield index, ray.get(ref)
        finally:  # stopped early (an error, Ctrl-C): do not leave work queued on the cluster
            for ref in pending:
                with suppress(Exception):
                    ray.cancel(ref)

    def map(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        waiting: dict[int, R] = {}
        nxt = 0
        for index, answer in self._stream(fn, items):
            waiting[index] = answer
            while nxt in waiting:
                yield waiting.pop(nxt)
                nxt += 1

    def as_completed(self, fn: Callable[[T], R], items: Iterable[T]) -> Iterator[R]:
        for _, answer in self._stream(fn, items):
            yield answer

    def close(self) -> None:
        if self._started:
            self._ray.shutdown()
            self._started = False


def make_executor(
    backend: str = "local", workers: int | None = None, address: str | None = None
) -> Executor:
    """The executor for a command's `--backend`, `--workers` and `--ray-address`."""
    if workers is not None and workers < 0:
        raise ValueError("--workers must be positive")
    if backend == "local":
        if address:
            raise ValueError("--ray-address needs --backend ray")
        return LocalExecutor(workers)
    if backend == "ray":
        return RayExecutor(workers, address)
    raise ValueError(f"unknown backend {backend!r} (choose from {', '.join(BACKENDS)})")
