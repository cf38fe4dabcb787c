"""The server's TCP connections: how long a client may take to send a request, and how many
connections one address may hold open (docs/web.md, "Limits" and "Behind a reverse proxy").

uvicorn closes a keep-alive connection that stays idle after a response (`timeout_keep_alive`),
but not a connection that never sends a whole request: a client that opens sockets and sends
nothing, or half a request head, or a body a byte at a time, would hold a file descriptor each
for ever. `guarded_protocol` wraps uvicorn's HTTP protocol so that

- a request must have arrived whole (head and body) within `request_timeout` seconds of the
  connection opening or of the previous response, else the connection is closed;
- one address holds at most `max_sockets_per_client` connections (HTTP and WebSocket) at once;
  a connection past that is answered 429 and closed before anything of it is read;
- a request's head (its request line and headers) holds at most `MAX_HEAD` bytes: one longer
  is answered 431 and not read further. uvicorn runs httptools' parser where it is installed
  (`uvicorn[standard]`), which bounds nothing (it gathers a header of any size), else h11's,
  whose own bound (`h11_max_incomplete_event_size`) is set to the same size.

Connections from a trusted proxy (`--forwarded-allow-ips`) are not counted: they carry many
clients, and the proxy bounds each of them (docs/web.md shows how); the per-client limits of
the application use the address the proxy forwards.
"""

from __future__ import annotations

import asyncio
import ipaddress
from typing import Any

from .limits import Limits

REFUSED_TEXT = b"too many connections from your address at once; try again later\n"
REFUSED = (
    b"HTTP/1.1 429 Too Many Requests\r\ncontent-type: text/plain; charset=utf-8\r\n"
    b"connection: close\r\ncontent-length: %d\r\n\r\n%s" % (len(REFUSED_TEXT), REFUSED_TEXT)
)


MAX_HEAD = 32 * 1024  # bytes in a request's head: its request line and headers
MAX_HEAD_DRAIN = 1024 * 1024  # bytes read and dropped after a 431, before the connection closes
HEAD_TEXT = b"the request's head (its line and headers) is over %d KiB\n" % (MAX_HEAD // 1024)
HEAD_TOO_LARGE = (
    b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: text/plain; charset=utf-8\r\n"
    b"connection: close\r\ncontent-length: %d\r\n\r\n%s" % (len(HEAD_TEXT), HEAD_TEXT)
)


def head_end(data: bytes) -> int:
    """Where the first empty line of `data` ends (the end of a request head), or -1."""
    ends = [i + len(m) for m in (b"\n\r\n", b"\n\n") if (i := data.find(m)) >= 0]
    return min(ends) if ends else -1


class TrustedProxies:
    """The addresses whose `X-Forwarded-For` is believed: a comma-separated list of IP
    addresses and networks (`127.0.0.1,10.0.0.0/8`), `*` for any, or empty for none."""

    def __init__(self, spec: str | list[str] | None) -> None:
        items = spec.split(",") if isinstance(spec, str) else list(spec or [])
        self.text = ",".join(i.strip() for i in items if i.strip())
        self.any = False
        self.networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []
        for item in items:
            item = item.strip()
            if not item:
                continue
            if item == "*":
                self.any = True
                continue
            try:
                self.networks.append(ipaddress.ip_network(item, strict=False))
            except ValueError:
                raise ValueError(
                    f"{item!r} is not an IP address or network (like 127.0.0.1 or 10.0.0.0/8)"
                ) from None

    def __contains__(self, host: object) -> bool:
        if self.any:
            return True
        if not isinstance(host, str):
            return False
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            return False
        return any(address in net for net in self.networks)


class ConnectionGuard:
    """Counts the open connections of each address (the transports, which stay the same when
    a connection becomes a WebSocket). Closed ones are dropped when the address connects
    again, and all at once every few thousand connections, so memory stays bounded."""

    SWEEP_EVERY = 4096

    def __init__(self, limits: Limits, trusted: TrustedProxies) -> None:
        self.limits = limits
        self.trusted = trusted
        self.open: dict[str, set[Any]] = {}
        self.refused = 0
        self.timed_out = 0
        self.most = 0  # the most connections one address held at once
        self._since_sweep = 0

    def admit(self, transport: Any) -> bool:
        """Count a new connection; False if its address already holds its most."""
        most = self.limits.max_sockets_per_client
        if not most:
            return True
        peer = transport.get_extra_info("peername")
        host = peer[0] if isinstance(peer, tuple) and peer else None
        if host is None or host in self.trusted:
            return True
        self._since_sweep += 1
        if self._since_sweep >= self.SWEEP_EVERY:
            self._sweep()
        mine = self.open.get(host)
        if mine is None:
            mine = self.open[host] = set()
        else:
            mine.difference_update([t for t in mine if t.is_closing()])
        if len(mine) >= most:
            self.refused += 1
            return False
        mine.add(transport)
        self.most = max(self.most, len(mine))
        return True

    def count(self, host: str) -> int:
        return sum(not t.is_closing() for t in self.open.get(host, ()))

    def stats(self) -> dict[str, int]:
        """For `GET /api/stats`: no addresses, only counts."""
        return {"refused": self.refused, "timed_out": self.timed_out,
                "most_from_one_address": self.most}

    def _sweep(self) -> None:
        self._since_sweep = 0
        for host, mine in list(self.open.items()):
            mine.difference_update([t for t in mine if t.is_closing()])
            if not mine:
                del self.open[host]


def guarded_protocol(base: type, guard: ConnectionGuard) -> type:
    """A subclass of uvicorn's HTTP protocol `base` (httptools' or h11's) with the guard's
    per-address count and the request deadline."""
    timeout = guard.limits.request_timeout

    class Guarded(base):  # type: ignore[misc, valid-type]
        _deadline: asyncio.TimerHandle | None = None
        _armed_for: Any = None
        _in_head = True  # awaiting or reading a request's head (httptools' callbacks say)
        _head = 0  # bytes of that head so far
        _tail = b""  # its last bytes (an empty line may straddle two reads)
        _refused = False  # answered 431: what comes after is dropped unread
        _drained = 0  # bytes dropped since

        def data_received(self, data: bytes) -> None:
            if self._refused:
                self._drained += len(data)
                if self._drained > MAX_HEAD_DRAIN:
                    self.transport.close()
                return
            if self._awaiting_head():
                seen = self._tail + data
                end = head_end(seen)
                self._head += len(data) if end < 0 else max(0, end - len(self._tail))
                if self._head > MAX_HEAD:
                    self._refuse_head()
                    return
                if end < 0:
                    self._tail = seen[-3:]
                else:  # the head ends here: the next one starts from nothing
                    self._head, self._tail = 0, b""
            super().data_received(data)

        def _awaiting_head(self) -> bool:
            conn = getattr(self, "conn", None)  # h11's connection; httptools has none
            if conn is None:
                return self._in_head
            import h11

            if conn.their_state is h11.IDLE:
                return True
            self._head, self._tail = 0, b""
            return False

        def _refuse_head(self) -> None:
            """431, then the connection's end: what it still sends is read and dropped, for a
            second and up to MAX_HEAD_DRAIN bytes, so that a client still sending its request
            reads the answer (a close with unread data resets the connection at once)."""
            self._refused = True
            transport = self.transport
            transport.write(HEAD_TOO_LARGE)
            if transport.can_write_eof():
                transport.write_eof()
                asyncio.get_running_loop().call_later(ABUSE_CLOSE_SECONDS, transport.close)
            else:
                transport.close()

        def on_headers_complete(self) -> None:  # httptools: the head is whole
            self._in_head = False
            self._head, self._tail = 0, b""
            super().on_headers_complete()

        def on_message_complete(self) -> None:  # httptools: the next request's head is awaited
            self._in_head = True
            super().on_message_complete()

        def connection_made(self, transport: Any) -> None:
            super().connection_made(transport)
            if not guard.admit(transport):
                transport.write(REFUSED)
                transport.close()
                return
            self._arm()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            super().connection_lost(exc)

        def on_response_complete(self) -> None:
            super().on_response_complete()
            self._arm()  # the next request on this connection has the same time

        def _arm(self) -> None:
            self._disarm()
            if timeout and not self.transport.is_closing():
                self._armed_for = self.cycle  # the request before the awaited one, if any
                self._deadline = asyncio.get_running_loop().call_later(timeout, self._expired)

        def _disarm(self) -> None:
            if self._deadline is not None:
                self._deadline.cancel()
                self._deadline = None

        def _expired(self) -> None:
            self._deadline = None
            transport = self.transport
            if transport.is_closing() or transport.get_protocol() is not self:
                return  # closed, or a WebSocket now (its own pings and hello time it out)
            cycle = self.cycle
            if cycle is not None and cycle is not self._armed_for and not cycle.more_body:
                return  # a whole request arrived: it is being answered
            guard.timed_out += 1
            transport.close()

    Guarded.__name__ = Guarded.__qualname__ = f"Guarded{base.__name__}"
    return Guarded


def guarded_websocket_protocol(base: type) -> type:
    """uvicorn's WebSocket protocol `base`, except that a socket the application closes with
    code 1008 (a policy violation: it flooded) is not read any more: uvicorn would read and
    parse everything it sent until its close reply, which comes after the whole flood. The
    close frame is sent; the connection is dropped a moment later."""

    class GuardedWebSocket(base):  # type: ignore[misc, valid-type]
        async def send(self, message: Any) -> None:
            await super().send(message)
            if message.get("type") == "websocket.close" and message.get("code") == 1008:
                transport = getattr(self, "transport", None)
                if transport is not None and not transport.is_closing():
                    transport.pause_reading()
                    timer = getattr(self, "close_timer", None)
                    if timer is not None:
                        timer.cancel()
                    self.close_timer = asyncio.get_running_loop().call_later(
                        ABUSE_CLOSE_SECONDS, transport.close)

    GuardedWebSocket.__name__ = GuardedWebSocket.__qualname__ = f"Guarded{base.__name__}"
    return GuardedWebSocket


ABUSE_CLOSE_SECONDS = 1.0  # the time a flooding socket's close frame has to get through


def uvicorn_config(
    app: Any,
    limits: Limits,
    forwarded_allow_ips: str | None = "127.0.0.1,::1",
    **options: Any,
) -> Any:
    """The uvicorn.Config the web table runs with (`serve` and the tests' live server):
    `options` go to uvicorn.Config as they are (host, port, log_level, ...)."""
    import uvicorn
    from uvicorn.protocols.http.auto import AutoHTTPProtocol
    from uvicorn.protocols.websockets.auto import AutoWebSocketsProtocol

    from .inputs import MAX_BODY

    trusted = TrustedProxies(forwarded_allow_ips)
    guard = ConnectionGuard(limits, trusted)
    keep_alive = 5.0 if not limits.request_timeout else min(5.0, limits.request_timeout)
    config = uvicorn.Config(
        app,
        http=guarded_protocol(AutoHTTPProtocol, guard),
        ws=guarded_websocket_protocol(AutoWebSocketsProtocol)
        if AutoWebSocketsProtocol is not None else "auto",
        proxy_headers=True,
        forwarded_allow_ips=trusted.text.split(",") if trusted.text else [],
        timeout_keep_alive=keep_alive,  # idle between requests (a browser reconnects)
        ws_max_size=MAX_BODY,
        h11_max_incomplete_event_size=MAX_HEAD,  # where h11 parses (httptools: `Guarded`)
        ws_per_message_deflate=False,  # messages are small; compression costs more CPU
        **options,
    )
    config.connection_guard = guard  # type: ignore[attr-defined] - for tests and operators
    state = getattr(app, "state", None)
    if state is not None:
        state.connection_guard = guard  # its counts in GET /api/stats
    return config
