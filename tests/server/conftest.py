"""Fixtures for the web table's tests: a real server (uvicorn) on a loopback port."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import sqlalchemy  # noqa: F401,E402 - the web table's dependencies must be installed
import starlette  # noqa: F401,E402
import uvicorn  # noqa: F401,E402

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LiveServer:
    """The app served by uvicorn in a thread of this process (so tests can look inside)."""

    def __init__(self, database: str, ai_delay: float = 0.0,
                 forwarded_allow_ips: str = "127.0.0.1,::1", **options: Any) -> None:
        """`options` go to `create_app` (`limits`, `store`, `allow_positions`, ...); the
        server is configured as `innovation serve` configures it (`uvicorn_config`).

        By default the server answers to the names `serve --host 127.0.0.1` does (so every
        test goes through the Host and Origin checks), and takes a client's seed for games
        between people too (`allow_seeds`: the tests deal known games; a server does not
        unless told, and tests/server/test_fair_deal.py checks that default)."""
        from innovation.server import Limits, create_app
        from innovation.server.net import uvicorn_config
        from innovation.server.origins import default_hosts

        options.setdefault("allow_seeds", True)
        options.setdefault("allowed_hosts", default_hosts("127.0.0.1"))

        self.app = create_app(database, ai_delay=ai_delay, **options)
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        config = uvicorn_config(self.app, options.get("limits") or Limits(), forwarded_allow_ips,
                                host="127.0.0.1", port=self.port, log_level="warning")
        self.guard = config.connection_guard
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def start(self) -> LiveServer:
        self.thread.start()
        deadline = time.time() + 20
        while not self.server.started:
            if time.time() > deadline:
                raise RuntimeError("the server did not start")
            time.sleep(0.02)
        return self

    @property
    def tables(self) -> Any:
        return self.app.state.tables

    def run(self, coro: Any, timeout: float = 30) -> Any:
        """Run a coroutine on the server's event loop (where its games live) and wait."""
        import asyncio

        loop = self.tables.loop
        return asyncio.run_coroutine_threadsafe(coro, loop).result(timeout)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=15)


@pytest.fixture
def live(tmp_path: Path) -> Iterator[LiveServer]:
    server = LiveServer(str(tmp_path / "games.sqlite3")).start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def live_positions(tmp_path: Path) -> Iterator[LiveServer]:
    """A server that also starts games from a scenario position (a test-only option)."""
    server = LiveServer(str(tmp_path / "games.sqlite3"), allow_positions=True).start()
    try:
        yield server
    finally:
        server.stop()


class ServerProcess:
    """`python -m innovation.server` as a child process (to be killed with SIGKILL), with
    `options` after the database and the AI delay; `startup` seconds to answer."""

    def __init__(
        self, database: str, port: int | None = None, options: tuple[str, ...] = (),
        startup: float = 30,
    ) -> None:
        self.database = database
        self.options = list(options)
        self.startup = startup
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.ws_url = f"ws://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, wait: bool = True) -> Any:
        """Start the process; with `wait`, return once it answers (else raise, with what it
        printed)."""
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        env["INNOVATION_ALLOW_SEEDS"] = "1"  # the tests deal known games (see LiveServer)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "innovation.server", "--port", str(self.port),
             "--database", self.database, "--ai-delay", "0", *self.options],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        )
        if not wait:
            return self
        deadline = time.time() + self.startup
        while True:
            try:
                if httpx.get(self.url + "/api/meta", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            if self.proc.poll() is not None or time.time() > deadline:
                raise RuntimeError(f"the server process did not start:\n{self.output()}")
            time.sleep(0.05)

    def output(self) -> str:
        """What the process printed (it is killed first if it still runs)."""
        if self.proc is None or self.proc.stdout is None:
            return ""
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        return self.proc.stdout.read().decode(errors="replace")

    def kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.kill()  # SIGKILL: no shutdown code runs
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if self.proc and self.proc.stdout:
            self.proc.stdout.close()


@pytest.fixture
def server_process(tmp_path: Path) -> Iterator[Any]:
    made: list[ServerProcess] = []

    def start(port: int | None = None) -> ServerProcess:
        sp = ServerProcess(str(tmp_path / "games.sqlite3"), port).start()
        made.append(sp)
        return sp

    try:
        yield start
    finally:
        for sp in made:
            sp.stop()


@pytest.fixture
def browser() -> Iterator[Any]:
    """Debian's Chromium through Playwright (tests/server/browser.py), one per browser test."""
    from playwright import sync_api

    from .browser import launch

    with sync_api.sync_playwright() as p:
        b = launch(p)
        try:
            yield b
        finally:
            b.close()
