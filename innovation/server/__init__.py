"""The web table: `innovation serve` (docs/web.md).

    >>> from innovation.server import serve
    >>> serve("127.0.0.1", 8000, None)   # SQLite file in the working directory

`create_app` gives the Starlette application itself (for tests and other servers).
"""

from __future__ import annotations

import os
import sys


def create_app(*args, **kwargs):  # type: ignore[no-untyped-def]
    from .app import create_app as _create_app

    return _create_app(*args, **kwargs)


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    database: str | None = None,
    ai_delay: float | None = None,
    log_level: str = "warning",
) -> None:
    """Run the web table until interrupted, printing its address first."""
    import uvicorn

    from .app import create_app as _create_app
    from .store import database_url

    if ai_delay is None:
        ai_delay = float(os.environ.get("INNOVATION_AI_DELAY", "0.4"))
    # INNOVATION_SQLITE_SYNC=normal: a commit survives a killed server but not a power cut
    durable = os.environ.get("INNOVATION_SQLITE_SYNC", "full").lower() != "normal"
    app = _create_app(database, ai_delay=ai_delay, durable=durable)
    # hand the GIL over sooner (default 5 ms), so the database and AI threads never hold up
    # the event loop for long
    sys.setswitchinterval(0.001)
    shown = "localhost" if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    url = database_url(database)
    where = url.split("@")[-1] if "@" in url else url  # never print a password
    print(f"Innovation web table: http://{shown}:{port}/  (database: {where})", flush=True)
    print("Press Ctrl+C to stop.", file=sys.stderr, flush=True)
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level=log_level,
        ws_max_size=65536,
        ws_per_message_deflate=False,  # messages are small; compression costs more CPU
    )


__all__ = ["create_app", "serve"]
