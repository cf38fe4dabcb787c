"""scripts/test.sh's PostgreSQL (issue 13, finding 12): the tests stop the server they started,
and leave alone one that was running before. Uses a server of its own (a free port and a
data folder of its own), never the shared one."""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
from pathlib import Path

import pytest

from .conftest import ROOT, free_port

SCRIPTS = ROOT / "scripts"
HAVE_POSTGRES = any(Path("/usr/lib/postgresql").glob("*/bin/initdb"))


def listening(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture
def own_server() -> tuple[dict[str, str], int]:
    port = free_port()
    data = f"/tmp/innovation-pg-test-{os.getpid()}-{secrets.token_hex(4)}"
    env = {k: v for k, v in os.environ.items() if k != "INNOVATION_TEST_POSTGRES"}
    env.update(INNOVATION_PG_PORT=str(port), INNOVATION_PG_DATA=data)
    yield env, port
    subprocess.run(["bash", str(SCRIPTS / "setup-postgres.sh"), "--stop"], env=env,
                   capture_output=True, timeout=60)
    shutil.rmtree(data, ignore_errors=True)


@pytest.mark.skipif(not HAVE_POSTGRES or os.geteuid() != 0,
                    reason="needs Debian's postgresql and root (as scripts/test.sh has)")
def test_the_tests_stop_only_the_postgresql_they_started(own_server: tuple[dict[str, str], int]
                                                         ) -> None:
    env, port = own_server
    check = f'case "$INNOVATION_TEST_POSTGRES" in *:{port}/*) exit 7;; esac; exit 1'
    run = subprocess.run(["bash", str(SCRIPTS / "with-postgres.sh"), "sh", "-c", check],
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 7, run.stderr  # the command saw the server, and its exit code
    assert "started PostgreSQL" in run.stderr and "stopped" in run.stderr
    assert not listening(port)  # stopped after the command
    # a server that was already running stays running
    subprocess.run(["bash", str(SCRIPTS / "setup-postgres.sh")], env=env, check=True,
                   capture_output=True, timeout=120)
    assert listening(port)
    run = subprocess.run(["bash", str(SCRIPTS / "with-postgres.sh"), "true"], env=env,
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0 and "stopped" not in run.stderr
    assert listening(port)
    # test.sh runs pytest through with-postgres.sh
    assert "with-postgres.sh python -m pytest" in (SCRIPTS / "test.sh").read_text()
