"""Run the real `innovation` program in a pseudo-terminal, type into it and read its screen.

The program sees a terminal (stdout.isatty() is true), as a person's shell gives it. `screen`
is what a terminal shows after the output so far: the text since the last full clear
(ESC [2J), which is what the terminal tests check hidden cards against.
"""

from __future__ import annotations

import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLEAR = "\x1b[2J"
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def _as_a_shell_starts_it() -> None:
    """In the child, before the program starts: the terminal is its own, and Ctrl-C
    interrupts it, as in a shell. A child inherits an ignored or blocked SIGINT from the test
    process (a shell ignores SIGINT in the commands it starts in the background, such as a
    test run started with `&`), and Python then ignores Ctrl-C for its whole life."""
    import fcntl
    import termios

    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})


class PtyProgram:
    """`innovation ARGS...` running in a pseudo-terminal of its own."""

    def __init__(self, *args: str, cwd: str | Path | None = None, env: dict[str, str] | None = None,
                 columns: int = 100, lines: int = 40) -> None:
        master, slave = pty.openpty()
        import fcntl
        import struct
        import termios

        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        environment = dict(os.environ)
        environment.pop("NO_COLOR", None)
        environment.update({"PYTHONPATH": str(ROOT), "TERM": "xterm", "COLUMNS": str(columns),
                            "LINES": str(lines)})
        environment.update(env or {})
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "innovation.cli", *args],
            stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=environment,
            start_new_session=True, close_fds=True, preexec_fn=_as_a_shell_starts_it,
        )
        os.close(slave)
        self.master = master
        self.raw = ""

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.master, 65536)
        except OSError:  # the program ended and closed the terminal
            return False
        if not data:
            return False
        self.raw += data.decode("utf-8", "replace")
        return True

    def expect(self, text: str, timeout: float = 60) -> str:
        """Wait until `text` shows (ANSI codes aside) in what came since the last expect's
        match; the output up to it."""
        deadline = time.monotonic() + timeout
        while True:
            plain = self.plain()
            at = plain.find(text, getattr(self, "_mark", 0))
            if at >= 0:
                self._mark = at + len(text)
                return plain[: self._mark]
            if time.monotonic() > deadline or (not self._read(0.2) and self.proc.poll() is not None
                                               and not self._read(0.1)):
                raise AssertionError(f"{text!r} never came; the output:\n{self.plain()[-3000:]}")

    def expect_any(self, *texts: str, timeout: float = 60) -> str:
        """Wait until one of `texts` shows after the last match; which one came first."""
        deadline = time.monotonic() + timeout
        while True:
            plain = self.plain()
            mark = getattr(self, "_mark", 0)
            found = [(at, t) for t in texts if (at := plain.find(t, mark)) >= 0]
            if found:
                at, text = min(found)
                self._mark = at + len(text)
                return text
            if time.monotonic() > deadline or (not self._read(0.2) and self.proc.poll() is not None
                                               and not self._read(0.1)):
                raise AssertionError(f"none of {texts!r} came; the output:\n{self.plain()[-3000:]}")

    def send(self, line: str) -> None:
        os.write(self.master, (line + "\r").encode())

    def press(self, keys: str) -> None:
        """Keys without Enter (Ctrl-C is "\\x03"): a person pressing Ctrl-C sends nothing
        after it, and an Enter right behind it can be read as an empty answer first."""
        os.write(self.master, keys.encode())

    def plain(self) -> str:
        return _ANSI.sub("", self.raw.replace(CLEAR, "\x00CLEAR\x00")).replace("\r", "")

    def screen(self) -> str:
        """What the terminal shows now: the output since the last clear, ANSI codes removed."""
        return self.plain().rpartition("\x00CLEAR\x00")[2]

    def wait(self, timeout: float = 60) -> int:
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None and time.monotonic() < deadline:
            self._read(0.1)
        while self._read(0.1):
            pass
        if self.proc.poll() is None:
            self.close()
            raise AssertionError(f"the program did not end; the output:\n{self.plain()[-3000:]}")
        return self.proc.returncode

    def close(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(10)
        os.close(self.master)
