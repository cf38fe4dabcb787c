"""Progress bars for long commands (simulate, tournament, bench): on stderr, so `--json` on
stdout stays clean, and only when stderr is a terminal; elsewhere (a pipe, a log file, CI) the
bar is a silent no-op. The bar is tqdm's, with its rate and time-left estimate."""

from __future__ import annotations

import sys

from tqdm import tqdm


def progress_bar(total: int, what: str, unit: str, enabled: bool = True) -> tqdm:
    """A bar over `total` units of work; use as a context manager and call `update(n)`.
    `enabled=False` (or a stderr that is not a terminal) gives the silent no-op."""
    return tqdm(
        total=total,
        desc=what,
        unit=unit,
        file=sys.stderr,
        disable=not (enabled and sys.stderr.isatty()),
        leave=False,
        dynamic_ncols=True,
    )
