"""The web table: `innovation serve` (docs/web.md).

    >>> from innovation.server import serve
    >>> serve("127.0.0.1", 8000, None)   # SQLite file in the working directory

`create_app` gives the ASGI application itself (for tests and other servers).
"""

from __future__ import annotations

import argparse
import gc
import os
import socket
import sys
from dataclasses import fields
from typing import Any

from .limits import Limits

# the cycle collector's thresholds while the web table serves (`gc.set_threshold`)
GC_THRESHOLDS = (10_000, 20, 50)

DEFAULT_PROXIES = "127.0.0.1,::1"  # uvicorn's default: a proxy on the same machine


class StartupError(Exception):
    """The server cannot start: the message says why, in one line."""


def create_app(*args, **kwargs):  # type: ignore[no-untyped-def]
    from .app import create_app as _create_app

    return _create_app(*args, **kwargs)


LIMIT_HELP = {
    "max_games": "live games held at once, all clients together",
    "max_games_per_client": "live games one client may have created",
    "max_ai_games": "live games with no person in them, all clients together",
    "max_ai_games_per_client": "live AI-only games one client may have created",
    "max_connections_per_client": "WebSocket connections open at once from one client",
    "max_sockets_per_client": "TCP connections open at once from one address (HTTP and "
    "WebSocket; a trusted proxy's are not counted)",
    "request_timeout": "seconds a connection has to send a whole request (head and body) "
    "after it opens or after the previous response; then it is closed",
    "ws_messages_per_second": "WebSocket messages a second, per connection and per seat (in "
    "bursts of twice that; four times that per client); faster ones are refused, and a "
    "socket that keeps on is closed",
    "create_per_minute": "new games one client may create per minute",
    "replay_per_minute": "replay steps and record downloads per client per minute",
    "list_per_minute": "game lists per client per minute",
    "requests_per_second": "API requests of any kind per client per second (in bursts of "
    "twice that)",
    "ai_workers": "worker processes the AI players and the coach's hints of games with a "
    "person search in; two per core, at least 4 and at most 16, if not given; 0 with a "
    "PostgreSQL database shared by several instances: this one serves people only, the AI "
    "players search at the others (alone, 0 is the default)",
    "ai_only_workers": "worker processes for the AI players of games with no person in them "
    "(games with a person may use them too when they are free)",
    "ai_searches_per_client": "AI searches of one client's games running at once (keep it "
    "below --ai-workers, so another person's AI always finds a worker)",
    "ai_nice": "how much lower the AI workers' CPU priority is than the server's (0 to 19), "
    "so the server answers first",
    "idle_minutes": "a live game nobody touched for this long leaves memory (stays stored)",
    "db_retry_seconds": "how long a failed database write is retried before giving up",
    "abandon_minutes": "a table (waiting for people, or in play) nobody answered in or was "
    "connected to for this long is closed as abandoned (stays stored, listed as finished)",
}


_LIMIT_METAVAR = {"idle_minutes": "MINUTES", "db_retry_seconds": "SECONDS",
                  "request_timeout": "SECONDS"}
# the names these settings had when the AI players thought in threads of the server
_LIMIT_ALIASES = {"ai_workers": ["--ai-threads"], "ai_only_workers": ["--ai-only-threads"]}
# Limits that are not options of their own
_NOT_OPTIONS = {"serves_ai"}


def port_number(text: str) -> int:
    if not text.isascii() or not text.isdigit() or not 0 <= int(text) <= 65535:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a port number (1 to 65535, or 0 for any free port)"
        )
    return int(text)


def _amount(kind: type) -> Any:
    def parse(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            value = -1
        if value < 0 or value != value:  # negative or NaN
            raise argparse.ArgumentTypeError(f"{text!r} is not a number of 0 or more")
        return value

    return parse


def add_serve_arguments(p: argparse.ArgumentParser) -> None:
    """`innovation serve` and `python -m innovation.server` share these."""
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: %(default)s)")
    p.add_argument("--port", type=port_number, default=8000,
                   help="port to listen on; 0 for any free one (default: %(default)s)")
    p.add_argument("--allowed-hosts", default=None, metavar="NAMES",
                   help="the names (Host headers) the table answers to, comma-separated; "
                   "*.example.org for every name under it, * for any (default: the --host "
                   "address, localhost, 127.0.0.1 and ::1; any name with --host 0.0.0.0)")
    p.add_argument("--database", default=None, metavar="FILE_OR_URL",
                   help="a SQLite file or a database URL (default: innovation-web.sqlite3 here)")
    p.add_argument("--ai-delay", type=_amount(float), default=None, metavar="SECONDS",
                   help="seconds an AI waits before moving (default: 0.4, or "
                   "$INNOVATION_AI_DELAY)")
    p.add_argument("--forwarded-allow-ips", default=DEFAULT_PROXIES, metavar="ADDRESSES",
                   help="the reverse proxies whose X-Forwarded-For is believed: addresses and "
                   "networks separated by commas, '*' for any, '' for none (default: "
                   "%(default)s); see docs/web.md")
    defaults = Limits()
    group = p.add_argument_group("limits", "0 means no limit (see docs/web.md)")
    for f in fields(Limits):
        if f.name in _NOT_OPTIONS:
            continue
        default = getattr(defaults, f.name)
        if f.name == "ai_workers":  # None: not given (auto); see limits_from_args
            group.add_argument(
                "--ai-workers", *_LIMIT_ALIASES[f.name], dest=f.name, type=_amount(int),
                default=None, metavar="N", help=f"{LIMIT_HELP[f.name]} (default: auto)")
            continue
        group.add_argument(
            "--" + f.name.replace("_", "-"),
            *_LIMIT_ALIASES.get(f.name, []),
            dest=f.name,
            type=_amount(type(default)),
            default=default,
            metavar=_LIMIT_METAVAR.get(f.name, "N"),
            help=f"{LIMIT_HELP[f.name]} (default: {default})",
        )


def limits_from_args(args: argparse.Namespace) -> Limits:
    values = {f.name: getattr(args, f.name) for f in fields(Limits) if f.name not in _NOT_OPTIONS}
    # --ai-workers 0 given: with several instances on PostgreSQL, an instance that only
    # serves people (the AI players search at the others); alone, as before, the default
    given = values["ai_workers"]
    values["ai_workers"] = given or 0
    values["serves_ai"] = given != 0
    limits = Limits(**values)
    if limits.ai_only_workers < 1:
        raise StartupError("--ai-only-workers must be at least 1")
    if limits.ai_nice > 19:
        raise StartupError("--ai-nice must be from 0 to 19")
    return limits


def serve_args(args: argparse.Namespace, prog: str = "python -m innovation.server") -> int:
    """Run `serve` from parsed arguments; a start-up failure is one line on stderr, exit 2."""
    try:
        serve(args.host, args.port, args.database, ai_delay=args.ai_delay,
              limits=limits_from_args(args), forwarded_allow_ips=args.forwarded_allow_ips,
              allowed_hosts=args.allowed_hosts)
    except StartupError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr, flush=True)
        return 2
    return 0


def _listen(host: str, port: int) -> socket.socket:
    """The listening socket, bound before anything is printed: a busy port or an unknown
    host is a StartupError."""
    try:
        infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM,
                                   flags=socket.AI_PASSIVE)
    except (OSError, UnicodeError) as exc:
        raise StartupError(f"cannot listen on {host}:{port}: {exc}") from None
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        reason = exc.strerror or str(exc)
        if exc.errno == 98 or "in use" in reason:
            reason = "the port is in use by another program (choose another with --port)"
        raise StartupError(f"cannot listen on {host}:{port}: {reason}") from None
    sock.set_inheritable(True)
    return sock


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    database: str | None = None,
    ai_delay: float | None = None,
    log_level: str = "warning",
    limits: Limits | None = None,
    forwarded_allow_ips: str = DEFAULT_PROXIES,
    allowed_hosts: str | None = None,
) -> None:
    """Run the web table until interrupted, printing its address once it listens.

    Raises StartupError (one line) if it cannot start: a bad port or host, a busy port, a
    database that cannot be opened or is damaged, psycopg missing for a PostgreSQL URL, a
    `forwarded_allow_ips` that is not a list of addresses."""
    import uvicorn

    from .app import create_app as _create_app
    from .net import TrustedProxies, uvicorn_config
    from .store import Store, StoreError, database_url, where

    if not isinstance(port, int) or not 0 <= port <= 65535:
        raise StartupError(f"{port!r} is not a port number (1 to 65535, or 0 for any free port)")
    limits = limits or Limits()
    try:
        TrustedProxies(forwarded_allow_ips)
    except ValueError as exc:
        raise StartupError(f"--forwarded-allow-ips: {exc}") from None
    if ai_delay is None:
        try:
            ai_delay = float(os.environ.get("INNOVATION_AI_DELAY", "0.4"))
        except ValueError:
            raise StartupError("INNOVATION_AI_DELAY must be a number of seconds") from None
    # INNOVATION_SQLITE_SYNC=normal: a commit survives a killed server but not a power cut
    durable = os.environ.get("INNOVATION_SQLITE_SYNC", "full").lower() != "normal"
    url = database_url(database)
    sock = _listen(host, port)
    port = sock.getsockname()[1]  # the port chosen, with --port 0
    try:
        store = Store(url, durable=durable, retry_seconds=limits.db_retry_seconds)
    except StoreError as exc:
        sock.close()
        raise StartupError(str(exc)) from None
    try:
        store.lock_single_instance()  # SQLite: one instance per file
        count, damaged = store.check()
    except StoreError as exc:
        store.close()
        sock.close()
        raise StartupError(str(exc)) from None
    from .origins import default_hosts, parse_hosts

    try:  # the names served: checked against every request's Host (origins.py)
        hosts = default_hosts(host) if allowed_hosts is None else parse_hosts(allowed_hosts)
    except ValueError as exc:
        store.close()
        sock.close()
        raise StartupError(str(exc)) from None
    app = _create_app(store=store, ai_delay=ai_delay, limits=limits, allowed_hosts=hosts,
                      ai_processes=True)
    # hand the GIL over sooner (default 5 ms), so the database thread (and the threads that
    # wait for the AI workers) never hold up the event loop for long
    sys.setswitchinterval(0.001)
    shown = "localhost" if host in ("0.0.0.0", "::", "") else host
    if ":" in shown:
        shown = f"[{shown}]"
    state = "a new, empty database" if store.created_new else (
        f"{count} game" if count == 1 else f"{count} games"
    )
    banner = [f"Innovation web table: http://{shown}:{port}/  (database: {where(url)}, {state})"]
    if damaged:
        listed = ", ".join(f"{gid} ({why})" for gid, why in list(damaged.items())[:5])
        banner.append(f"warning: {len(damaged)} stored games cannot be resumed: {listed}")

    class Server(uvicorn.Server):
        async def startup(self, sockets: Any = None) -> None:
            await super().startup(sockets=sockets)
            if self.started:  # listening, and the app's start-up went well
                # what start-up made (modules, the card table, the catalogues) lives as long as
                # the server: kept out of the collector's full passes, which otherwise walk it
                # again each time the live games grow by a quarter, holding every table up
                gc.collect()
                gc.freeze()
                # and a young generation of 10,000 objects rather than 700, so that an answer's
                # short-lived objects die before a collection looks at them instead of being
                # promoted, which set off a full pass about every 8 s under load (1 a minute
                # now: docs/web.md, "Load test")
                gc.set_threshold(*GC_THRESHOLDS)
                print(banner[0], flush=True)
                for line in banner[1:]:
                    print(line, file=sys.stderr, flush=True)
                print("Press Ctrl+C to stop.", file=sys.stderr, flush=True)

    config = uvicorn_config(app, limits, forwarded_allow_ips, log_level=log_level)
    server = Server(config)
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
    if not server.started:
        raise StartupError("the web table did not start (see the messages above)")


__all__ = ["Limits", "StartupError", "add_serve_arguments", "create_app", "serve", "serve_args"]
