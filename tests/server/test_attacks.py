"""The web table against hostile or careless input (issue 13): every bad request gets a 4xx
and changes nothing, and no request can break the game list for everyone."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from typing import Any

import httpx
import pytest
import websockets

from innovation.server.inputs import clean_name


def create(live: Any, **spec: Any) -> dict[str, Any]:
    spec.setdefault("seats", [{"name": "Ann"}, {"name": "Bob"}])
    r = httpx.post(live.url + "/api/games", json=spec)
    assert r.status_code == 201, r.text
    return r.json()


def post_raw(live: Any, path: str, raw: bytes, **headers: str) -> httpx.Response:
    return httpx.post(live.url + path, content=raw,
                      headers={"content-type": "application/json", **headers})


async def reply_to(ws: Any) -> dict[str, Any]:
    """The next message that is not a state update."""
    while True:
        msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
        if msg["type"] != "state":
            return msg


def list_ok(live: Any) -> list[dict[str, Any]]:
    r = httpx.get(live.url + "/api/games")
    assert r.status_code == 200, r.text
    return r.json()["games"]


# ---------------------------------------------------------------------------- finding 1
def test_lone_surrogates_are_refused_everywhere(live: Any) -> None:
    g = create(live, seed=1)
    gid, tok = g["id"], g["seats"][0]["token"]
    # a name, a token, an answer, an AI level, a key: each holds "\ud800" as a JSON escape
    for path, raw in [
        ("/api/games", rb'{"seats": ["\ud800x", "Bob"]}'),
        ("/api/games", rb'{"seats": [{"name": "Ann", "ai": "random\udfff"}, "Bob"]}'),
        ("/api/games", rb'{"seats": ["Ann", "Bob"], "\ud800": 1}'),
        (f"/api/games/{gid}/answer", rb'{"seat": 0, "token": "\ud800", "answer": "draw", "expect": 0}'),
        (f"/api/games/{gid}/answer",
         b'{"seat": 0, "token": "%s", "answer": "\\ud800", "expect": 0}' % tok.encode()),
    ]:
        r = post_raw(live, path, raw)
        assert r.status_code in (400, 403), (raw, r.text)
        assert r.json()["error"]
    games = list_ok(live)
    assert [x["id"] for x in games] == [gid]
    assert httpx.get(f"{live.url}/api/games/{gid}").json()["answers"] == 0

    async def over_websocket() -> None:
        async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as ws:
            await ws.send(r'{"type": "hello", "seat": 0, "token": "\ud800"}')
            msg = json.loads(await ws.recv())
            assert msg["type"] == "error" and msg["status"] in (400, 403)
        async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as ws:
            await ws.send(json.dumps({"type": "hello", "seat": 0, "token": tok}))
            assert json.loads(await ws.recv())["type"] == "state"
            await ws.send(r'{"type": "answer", "answer": "\ud800", "expect": 0, "id": 1}')
            msg = await reply_to(ws)
            assert msg["type"] == "error" and msg["status"] == 400

    asyncio.run(over_websocket())
    list_ok(live)


def test_a_stored_bad_row_does_not_break_the_list(live: Any) -> None:
    """A row written before the checks existed (a name with a lone surrogate) is listed as
    damaged; the list, the other games and the damaged game's own pages answer clearly."""
    from sqlalchemy import update

    from innovation.server.store import games_table

    good = create(live, seed=2)
    bad = create(live, seats=["Eve", "Bob"], seed=3)
    with live.tables.store.engine.begin() as conn:
        conn.execute(update(games_table).where(games_table.c.id == bad["id"])
                     .values(players=json.dumps(["\ud800x", "Bob"])))
    live.tables.rooms.pop(bad["id"])  # as after a restart: the game comes from the database
    games = {x["id"]: x for x in list_ok(live)}
    assert "damaged" in games[bad["id"]] and "damaged" not in games[good["id"]]
    r = httpx.get(f"{live.url}/api/games/{bad['id']}")
    assert r.status_code == 410 and "cannot be resumed" in r.json()["error"]
    assert httpx.get(f"{live.url}/api/games/{good['id']}").status_code == 200
    list_ok(live)


# ---------------------------------------------------------------------------- finding 2
def _raw_request(live: Any, head: bytes, body_chunks: Any) -> tuple[bytes, int]:
    """Send a request by hand; returns (the response's first bytes, body bytes sent)."""
    sock = socket.create_connection(("127.0.0.1", live.port), timeout=10)
    sent = 0
    try:
        sock.sendall(head)
        for chunk in body_chunks:
            try:
                sock.sendall(chunk)
            except OSError:  # the server closed the connection after answering
                break
            sent += len(chunk)
        reply = sock.recv(4096)
    finally:
        sock.close()
    return reply, sent


def test_a_huge_body_is_refused_before_it_is_read(live: Any) -> None:
    size = 200 * 1024 * 1024
    head = (b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: %d\r\n\r\n" % size)
    reply, sent = _raw_request(live, head, [b"x" * 65536] * 16)  # 1 MiB of the 200 MiB
    assert reply.startswith(b"HTTP/1.1 413"), reply[:200]
    assert sent < size
    # without a length (chunked), the server stops reading past the limit
    head = (b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\n\r\n")
    chunk = b"%x\r\n%s\r\n" % (32768, b"x" * 32768)
    reply, sent = _raw_request(live, head, [chunk] * 3)
    assert reply.startswith(b"HTTP/1.1 413"), reply[:200]
    list_ok(live)


def test_a_request_head_over_the_limit_is_refused_with_431(live: Any) -> None:
    """The head (request line and headers) is bounded: over it, 431 and nothing more read,
    whether it comes in one piece or a header a few bytes at a time; under it, served."""
    from innovation.server.net import MAX_HEAD

    def head(size: int) -> bytes:
        return (b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: %s\r\n\r\n"
                % (b"a" * size))

    assert len(head(MAX_HEAD - 200)) < MAX_HEAD
    r = httpx.get(live.url + "/api/games", headers={"x-big": "a" * (MAX_HEAD - 200)})
    assert r.status_code == 200, r.text
    with httpx.Client() as client:  # each request of a keep-alive connection has its own
        for _ in range(3):
            r = client.get(live.url + "/api/games", headers={"x-big": "a" * (MAX_HEAD // 2)})
            assert r.status_code == 200, r.text
    r = httpx.get(live.url + "/api/games", headers={"x-big": "a" * (MAX_HEAD + 10)})
    assert r.status_code == 431 and "head" in r.text
    # 8 MiB of one header value, streamed: refused before it is all read
    reply, sent = _raw_request(live, b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ",
                               [b"a" * 65536] * 128)
    assert reply.startswith(b"HTTP/1.1 431"), reply[:200]
    assert sent < 8 * 1024 * 1024
    # many headers, each small, are as bounded as one large one
    many = b"".join(b"X-H%d: %s\r\n" % (i, b"b" * 100) for i in range(MAX_HEAD // 100 + 10))
    reply, _ = _raw_request(live, b"GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n" + many
                            + b"\r\n", [])
    assert reply.startswith(b"HTTP/1.1 431"), reply[:200]
    # a head just under the limit followed by a body in the same packet is served
    body = json.dumps({"seats": ["Ann", "Bob"]}).encode()
    raw = (b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
           b"\r\nX-Big: %s\r\nContent-Length: %d\r\n\r\n%s"
           % (b"c" * (MAX_HEAD - 300), len(body) + 40000, body + b" " * 40000))
    reply, _ = _raw_request(live, raw, [])
    assert reply.startswith(b"HTTP/1.1 201"), reply[:200]
    list_ok(live)


# ---------------------------------------------------------------------------- finding 3
def test_deep_json_odd_seats_and_bad_tokens_get_4xx(live: Any) -> None:
    g = create(live, seed=4)
    gid, tok = g["id"], g["seats"][0]["token"]
    deep = b"[" * 1200 + b"]" * 1200
    for path in ("/api/games", f"/api/games/{gid}/answer", f"/api/games/{gid}/takeback"):
        r = post_raw(live, path, deep)
        assert r.status_code == 400, (path, r.text)
    r = post_raw(live, f"/api/games/{gid}/answer",
                 b'{"seat": 0, "token": "t", "answer": ' + deep + b', "expect": 0}')
    assert r.status_code == 400
    for seat in ("\u00b2", "\u0661", "0x1", "-1", " 0", "1e0"):  # "²" and "١" pass isdigit()
        r = httpx.get(f"{live.url}/api/games/{gid}/view", params={"seat": seat},
                      headers={"authorization": f"Bearer {tok}"})
        assert r.status_code == 400, (seat, r.text)
        r = httpx.post(f"{live.url}/api/games/{gid}/answer",
                       json={"seat": seat, "token": tok, "answer": "draw", "expect": 0})
        assert r.status_code == 400, (seat, r.text)
    for token in ("\ud800", "x" * 10_000, 5, ["t"]):
        r = post_raw(live, f"/api/games/{gid}/answer",
                     json.dumps({"seat": 0, "token": token, "answer": "draw", "expect": 0})
                     .encode())
        assert r.status_code in (400, 403), (token, r.text)
    r = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0",
                  headers={"authorization": b"Bearer \xe9\xff"})  # not UTF-8 in a header
    assert r.status_code == 403
    assert httpx.get(f"{live.url}/api/games/{gid}").json()["answers"] == 0
    list_ok(live)

    async def deep_over_websocket() -> None:
        async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as ws:
            await ws.send(deep.decode())  # as the hello: refused, not dropped silently
            msg = json.loads(await ws.recv())
            assert msg["type"] == "error" and msg["status"] == 400
        async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as ws:
            await ws.send(json.dumps({"type": "hello", "seat": 0, "token": tok}))
            assert json.loads(await ws.recv())["type"] == "state"
            await ws.send(deep.decode())
            msg = await reply_to(ws)
            assert msg["type"] == "error" and msg["status"] == 400
            await ws.send(json.dumps({"type": "ping", "id": 2}))  # the connection lives on
            assert await reply_to(ws) == {"type": "pong", "id": 2}

    asyncio.run(deep_over_websocket())


# ---------------------------------------------------------------------------- finding 6
def test_a_repeated_answer_is_applied_once(live: Any) -> None:
    g = create(live, seed=6)
    gid, tok = g["id"], g["seats"][0]["token"]
    headers = {"authorization": f"Bearer {tok}"}
    v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=headers).json()
    first = v["decision"]["options"][0]
    r = httpx.post(f"{live.url}/api/games/{gid}/answer", json={"seat": 0, "answer": first},
                   headers=headers)
    assert r.status_code == 400 and "expect" in r.json()["error"]  # expect is required

    async def twice(body: dict[str, Any], path: str = "answer") -> list[int]:
        async with httpx.AsyncClient() as client:
            rs = await asyncio.gather(*(
                client.post(f"{live.url}/api/games/{gid}/{path}", json=body, headers=headers)
                for _ in range(5)
            ))
        return sorted(r.status_code for r in rs)

    n = v["n"]
    assert asyncio.run(twice({"seat": 0, "answer": first, "expect": n})) == [200] + [409] * 4
    assert live.tables.rooms[gid].n == n + 1
    assert live.tables.store.load(gid).answers == live.tables.rooms[gid].game.history

def test_a_repeated_take_back_is_applied_once(live: Any) -> None:
    g = create(live, seats=[{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=6)
    gid, tok = g["id"], g["seats"][0]["token"]
    headers = {"authorization": f"Bearer {tok}"}
    r = httpx.post(f"{live.url}/api/games/{gid}/takeback", json={"seat": 0}, headers=headers)
    assert r.status_code == 400 and "expect" in r.json()["error"]

    async def twice(body: dict[str, Any], path: str) -> list[int]:
        async with httpx.AsyncClient() as client:
            rs = await asyncio.gather(*(
                client.post(f"{live.url}/api/games/{gid}/{path}", json=body, headers=headers)
                for _ in range(5)
            ))
        return sorted(r.status_code for r in rs)

    # five take-backs at once go back one turn, not five
    room = live.tables.rooms[gid]
    for _ in range(400):
        d = room.game.decision
        if d is not None and d.player == 0 and room.can_take_back(0) and room.game.state.turn > 4:
            break
        if d is not None and d.player == 0:
            # draw until turn 5, then meld from the hand (a draw cannot be taken back)
            opts = d.to_json(room.game.names)["options"]
            melds = [o for o in opts if isinstance(o, dict) and "meld" in o]
            ans = opts[0] if d.kind != "action" else (
                melds[0] if melds and room.game.state.turn > 4 else "draw")
            httpx.post(f"{live.url}/api/games/{gid}/answer", headers=headers,
                       json={"seat": 0, "answer": ans, "expect": room.n})
        else:
            time.sleep(0.01)
    target = room.turn_start(0)
    statuses = asyncio.run(twice({"seat": 0, "expect": room.n}, "takeback"))
    assert statuses == [200] + [409] * 4
    assert room.n >= target  # back to the turn's start (the AI may have moved on since)
    assert room.marks[target].player == 0


# ---------------------------------------------------------------------------- finding 8
def test_online_dots_follow_a_disconnect(live: Any) -> None:
    g = create(live, seed=8)
    gid, tok = g["id"], g["seats"][0]["token"]

    async def main() -> None:
        async def next_state(ws: Any, pred: Any) -> dict[str, Any]:
            while True:
                msg = json.loads(await asyncio.wait_for(ws.recv(), 10))
                if msg["type"] == "state" and pred(msg):
                    return msg

        async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as spectator:
            await spectator.send(json.dumps({"type": "hello", "seat": None}))
            await next_state(spectator, lambda m: not m["seats"][0]["online"])
            ann = await websockets.connect(f"{live.ws_url}/ws/games/{gid}")
            await ann.send(json.dumps({"type": "hello", "seat": 0, "token": tok}))
            await next_state(spectator, lambda m: m["seats"][0]["online"])
            await ann.close()
            st = await next_state(spectator, lambda m: not m["seats"][0]["online"])
            assert st["n"] == 0  # nothing else changed: only the dot
            # and again, now that the message without Ann was sent once (it was cached)
            ann = await websockets.connect(f"{live.ws_url}/ws/games/{gid}")
            await ann.send(json.dumps({"type": "hello", "seat": 0, "token": tok}))
            await next_state(spectator, lambda m: m["seats"][0]["online"])
            await ann.close()
            await next_state(spectator, lambda m: not m["seats"][0]["online"])

    asyncio.run(main())


# ---------------------------------------------------------------------------- finding 9
@pytest.mark.parametrize(
    "name",
    ["Ann\x07", "\x00", "\u200b\u200b", " \u200b ", "\u0301", "pass", "YES", "draw", "None",
     "skip", "red", "Archery", "the wheel", "3", "\u202eAnn", "Ann\u2066", "\ud800",
     # drawn blank though neither space nor control: Hangul fillers, a Braille blank
     "\u3164", "\u2800", "\u115f", "\uffa0", "\u3164 \u2800\ufe0f", "Meld"],
)
def test_names_that_would_mislead_are_refused(live: Any, name: str) -> None:
    r = post_raw(live, "/api/games",
                 json.dumps({"seats": [name, "Bob"]}).encode())  # ASCII escapes
    assert r.status_code == 400, (name, r.text)
    assert r.json()["error"].startswith(("seat 0", "the request holds text"))


def test_names_are_tidied_and_lookalikes_refused(live: Any) -> None:
    g = create(live, seats=["  Ann \t Lee ", "Bo\u0308b"])  # decomposed ö
    assert [s["name"] for s in g["seats"]] == ["Ann Lee", "B\u00f6b"]
    for pair in (["Ann", "ANN\u200b"], ["Ann", "\uff21nn"]):  # zero width; full-width A
        r = httpx.post(live.url + "/api/games", json={"seats": pair})
        assert r.status_code == 400 and "different" in r.json()["error"]
    assert clean_name("Zoë 👩\u200d👩", 0, frozenset()) == "Zoë 👩\u200d👩"  # emoji join


@pytest.mark.parametrize("pair", [
    ["Ann", "Ann\u3164"],  # a Hangul filler after it
    ["Ann", "Ann\ufe0f"],  # a variation selector
    ["Ann", "Ann\u2800"],  # a Braille blank
    ["Ann", "A\u0578\u0578"],  # Armenian vo
    ["Ann", "\u13aann"],  # Cherokee A
    ["Bob", "Bo\u034fb"],  # a combining grapheme joiner
    ["Kim", "Kirn"],  # r and n drawn as m (UTS #39's skeleton)
])
def test_look_alike_names_share_no_table(live: Any, pair: list[str]) -> None:
    """Names with one confusable skeleton (UTS #39) cannot sit at one table: neither when it
    is made nor when a person takes an open seat."""
    r = httpx.post(live.url + "/api/games", json={"seats": pair})
    assert r.status_code == 400 and "look the same" in r.json()["error"], (pair, r.text)
    g = create(live, seats=[{"name": pair[0]}, {"open": True}])
    code = g["invite"].split("#invite=")[1]
    r = httpx.post(f"{live.url}/api/games/{g['id']}/join", json={"name": pair[1], "invite": code})
    assert r.status_code == 400 and "already a name" in r.json()["error"], (pair, r.text)


def test_unknown_status_filter_is_refused(live: Any) -> None:
    create(live)
    assert httpx.get(live.url + "/api/games?status=bogus").status_code == 400
    assert httpx.get(live.url + "/api/games?status=live").status_code == 200
    assert httpx.get(live.url + "/api/games?status=over").json()["games"] == []


# ---------------------------------------------------------------------------- finding 10
def test_pages_send_security_headers(live: Any) -> None:
    for path in ("/", "/g/abc", "/static/table.js", "/api/games"):
        h = httpx.get(live.url + path).headers
        csp = h["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp, path
        assert h["x-content-type-options"] == "nosniff"
        assert h["referrer-policy"] == "no-referrer"
    head = (b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: %d\r\n\r\n" % 10**9)
    reply, _ = _raw_request(live, head, [])
    assert reply.startswith(b"HTTP/1.1 413") and b"x-content-type-options: nosniff" in reply


def test_unread_replies_are_bounded() -> None:
    """A client that sends requests without reading the replies cannot grow the server's
    memory: past MAX_OUTBOX replies it is marked to be disconnected."""
    from innovation.server.rooms import MAX_OUTBOX, Watcher

    w = Watcher(0)
    for i in range(MAX_OUTBOX + 50):
        w.reply({"type": "pong", "id": i})
    assert len(w.outbox) == MAX_OUTBOX and w.overflowed


def test_coach_routes_refuse_odd_input(live: Any) -> None:
    """The coach's routes (previews, hints, reviews) parse numbers and bodies as the others."""
    g = create(live, seats=[{"name": "Ann"}, {"name": "Bot", "ai": "random"}], seed=12)
    gid, tok = g["id"], g["seats"][0]["token"]
    r = post_raw(live, f"/api/games/{gid}/hint", b"[" * 1200 + b"]" * 1200)
    assert r.status_code == 400
    r = post_raw(live, f"/api/games/{gid}/hint", b'{"seat": "\\u00b2", "token": "%s"}' % tok.encode())
    assert r.status_code == 400
    r = post_raw(live, f"/api/games/{gid}/hint", rb'{"seat": 0, "token": "\ud800"}')
    assert r.status_code in (400, 403)
    room = live.tables.rooms[gid]
    room.game.state.over = True  # as if it had ended: previews of steps and reviews open
    for path in (f"/api/games/{gid}/preview?step=\u00b2", f"/api/games/{gid}/preview?step=-1",
                 f"/api/games/{gid}/review?seat=\u00b2", f"/api/games/{gid}/review?seat=9"):
        r = httpx.get(live.url + path)
        assert r.status_code == 400, (path, r.text)
    list_ok(live)
