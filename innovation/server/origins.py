"""Which requests come from the table's own pages: the Host header against the names the
server is configured to serve, and the Origin header of browsers' requests against the Host.

- *Host* (DNS rebinding): a page of another site whose name is made to point at this server
  (say, a table run on a person's own machine) sends its own name as Host. Only the names the
  server serves are answered (`--allowed-hosts`; by default the address it listens on,
  localhost, 127.0.0.1 and ::1; any name when it listens on every address, where the operator
  is expected to name its own).
- *Origin* (cross-site requests): a browser says which page a request comes from. A POST or a
  WebSocket from a page of another origin is refused, and so is a POST whose body is of a type
  a form of another site can send without asking (text/plain, form data): the table's pages
  send JSON. Clients that are not browsers send no Origin and are not affected.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit

from ..text.catalog import N_

ANY = "*"
LOCAL_NAMES = ("localhost", "127.0.0.1", "::1")
WILDCARD_ADDRESSES = ("", "0.0.0.0", "::")
# the body types a page of another site may POST without the browser asking first (CORS)
SIMPLE_TYPES = ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data")

# Why a request is refused (one line each, for the JSON error: msgids, the reader gets them in
# their language as `text`)
BAD_HOST = N_("this server does not serve the name {host} (see --allowed-hosts)")
BAD_ORIGIN = N_("requests from pages of another site are refused ({origin})")
BAD_TYPE = N_("send the request body as JSON (Content-Type: application/json)")


def default_hosts(bound: str) -> frozenset[str]:
    """The names served by default for a server listening on `bound`."""
    if bound in WILDCARD_ADDRESSES:
        return frozenset({ANY})
    return frozenset({bound.strip("[]").lower(), *LOCAL_NAMES})


def parse_hosts(text: str | Iterable[str]) -> frozenset[str]:
    """`--allowed-hosts a.example,b.example` (or a list): names, `*.example.org` for every
    name under example.org, or `*` for any name."""
    items = text.split(",") if isinstance(text, str) else list(text)
    out = {item.strip().strip("[]").lower() for item in items if item.strip()}
    if not out:
        raise ValueError("--allowed-hosts needs at least one name (or * for any)")
    return frozenset(out)


def host_name(host: str) -> str:
    """The name of a Host header (or an Origin's netloc) without its port, lower case."""
    host = host.strip().lower()
    if host.startswith("["):  # [::1]:8000
        return host[1:].split("]", 1)[0]
    if host.count(":") == 1:
        return host.split(":", 1)[0]
    return host


def host_allowed(host: str | None, allowed: frozenset[str]) -> bool:
    if ANY in allowed:
        return True
    if not host:
        return False
    name = host_name(host)
    if name in allowed:
        return True
    return any(a.startswith("*.") and name.endswith(a[1:]) for a in allowed)


def _netloc(value: str, scheme: str) -> str:
    """host[:port] with the scheme's default port left out."""
    value = value.strip().lower()
    default = ":80" if scheme in ("http", "ws") else ":443"
    return value[: -len(default)] if value.endswith(default) else value


def same_origin(origin: str, host: str | None) -> bool:
    """Whether a browser's Origin header names the site the request was sent to (its Host)."""
    if not host or origin == "null":
        return False
    parts = urlsplit(origin)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return False
    return _netloc(parts.netloc, parts.scheme) == _netloc(host, parts.scheme)


def refusal(
    kind: str, method: str, headers: dict[bytes, bytes], allowed: frozenset[str] | None
) -> tuple[int, str, dict[str, Any]] | None:
    """Why a request (an ASGI scope's type, method and headers) is refused: (status, reason's
    msgid, its parameters), or None to serve it. `allowed`: the names served, None for any
    (no Host check)."""
    host = headers.get(b"host", b"").decode("latin-1") or None
    if allowed is not None and not host_allowed(host, allowed):
        return 400, BAD_HOST, {"host": repr(host or "")}
    unsafe = kind == "websocket" or method not in ("GET", "HEAD", "OPTIONS")
    if not unsafe:
        return None
    origin = headers.get(b"origin")
    if origin is not None:
        text = origin.decode("latin-1")
        if not same_origin(text, host):
            return 403, BAD_ORIGIN, {"origin": text}
    if kind == "http":
        content_type = headers.get(b"content-type", b"").decode("latin-1").lower()
        if content_type.split(";", 1)[0].strip() in SIMPLE_TYPES:
            return 415, BAD_TYPE, {}
    return None
