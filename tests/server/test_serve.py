"""`innovation serve` starting up (issue 13, finding 11): the arguments are checked, the banner
comes only once the server listens, and any start-up failure is one line, with no traceback."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from .conftest import ROOT, free_port


def run_serve(*args: str, tmp: Path, env: dict[str, str] | None = None,
              timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "innovation.cli", "serve", *args],
        cwd=tmp, capture_output=True, text=True, timeout=timeout,
        env={**os.environ, "PYTHONPATH": str(ROOT), **(env or {})},
    )


def one_line_failure(result: subprocess.CompletedProcess[str], *words: str) -> str:
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert result.stdout == ""  # no banner
    lines = result.stderr.strip().splitlines()
    assert "Traceback" not in result.stderr, result.stderr
    for word in words:
        assert word in lines[-1], lines
    return lines[-1]


def test_bad_arguments_are_refused(tmp_path: Path) -> None:
    for port in ("99999", "65536", "-5", "http", "\u00b2"):
        result = run_serve("--port", port, tmp=tmp_path)
        one_line_failure(result, "--port", "not a port number")
    result = run_serve("--max-games", "lots", tmp=tmp_path)
    one_line_failure(result, "--max-games")
    assert not any(tmp_path.iterdir())  # no database was made for a refused start


def test_start_up_failures_are_one_line(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = run_serve("--port", str(port), tmp=tmp_path)
        one_line_failure(result, f"127.0.0.1:{port}", "in use")
    one_line_failure(run_serve("--host", "no-such-host.invalid", "--port", str(free_port()),
                               tmp=tmp_path), "cannot listen on no-such-host.invalid")
    one_line_failure(run_serve("--host", "192.0.2.1", "--port", str(free_port()),
                               tmp=tmp_path), "cannot listen on 192.0.2.1")
    one_line_failure(run_serve("--port", str(free_port()), "--database",
                               f"postgresql://nobody:secret@127.0.0.1:{free_port()}/nothing",
                               tmp=tmp_path), "cannot open the database", "Connection refused")
    result = run_serve("--port", str(free_port()), "--database",
                       "postgresql://nobody:secret@127.0.0.1/nothing", tmp=tmp_path)
    assert "secret" not in result.stderr  # never the password
    (tmp_path / "garbled.sqlite3").write_bytes(os.urandom(4096))
    one_line_failure(run_serve("--port", str(free_port()), "--database", "garbled.sqlite3",
                               tmp=tmp_path), "not a SQLite database")
    one_line_failure(run_serve("--port", str(free_port()), "--database", "no/such/dir/g.db",
                               tmp=tmp_path), "no folder")


def test_missing_psycopg_names_the_install_command(tmp_path: Path) -> None:
    fake = tmp_path / "fake"
    (fake / "psycopg").mkdir(parents=True)
    (fake / "psycopg" / "__init__.py").write_text(
        "raise ModuleNotFoundError(\"No module named 'psycopg'\", name='psycopg')\n")
    result = run_serve("--port", str(free_port()), "--database", "postgresql://u@h/db",
                       tmp=tmp_path, env={"PYTHONPATH": f"{fake}{os.pathsep}{ROOT}"})
    line = one_line_failure(result, "psycopg")
    assert "-m pip install 'psycopg[binary]>=3.1'" in line


def test_banner_only_once_listening(tmp_path: Path) -> None:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "innovation.cli", "serve", "--port", str(port)],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert proc.stdout is not None
        banner = proc.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in banner and "a new, empty database" in banner
        # the banner came after the socket was listening and the app was ready
        assert httpx.get(f"http://127.0.0.1:{port}/api/meta", timeout=5).status_code == 200
        r = httpx.post(f"http://127.0.0.1:{port}/api/games", json={"seats": ["Ann", "Bob"]})
        assert r.status_code == 201
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        if proc.stdout:
            proc.stdout.close()
        if proc.stderr:
            proc.stderr.close()
    # restarted on the same file: it says how many games it holds
    proc = subprocess.Popen(
        [sys.executable, "-m", "innovation.server", "--port", str(port)],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    try:
        assert proc.stdout is not None
        assert "(database: " in (line := proc.stdout.readline()) and "1 game)" in line
    finally:
        proc.terminate()
        proc.wait(timeout=20)
        if proc.stdout:
            proc.stdout.close()


@pytest.mark.skipif(not Path(ROOT, ".git").exists(), reason="not a git checkout")
def test_serving_leaves_git_status_clean(tmp_path: Path) -> None:
    """Finding 12: the SQLite files a server leaves in a checkout are ignored by git."""
    names = ["innovation-web.sqlite3", "innovation-web.sqlite3-wal",
             "innovation-web.sqlite3-shm", "innovation-web.sqlite3-journal", "games.db-wal",
             "games.db-shm"]
    result = subprocess.run(["git", "check-ignore", "--no-index", *names], cwd=ROOT,
                            capture_output=True, text=True)
    assert sorted(result.stdout.split()) == sorted(names)
