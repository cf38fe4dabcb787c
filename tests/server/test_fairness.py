"""No client crowds out the others (issue 19, findings 5 to 8): the limits on live games hold
under concurrent creations, AI searches are shared between clients, idle and half-sent TCP
connections are timed out and bounded per address, and WebSocket messages are rate-limited.

Every server here listens on 127.0.0.1. Different clients are told apart as the server sees
them: by `X-Forwarded-For` (from 127.0.0.1, a trusted proxy by default) for the application's
limits, and by the TCP source address (127.0.0.2 is also this machine) for the socket limits.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
import websockets

from innovation.server.limits import AIScheduler, Limits

from .conftest import LiveServer

PEOPLE = ["Ann", "Bob"]
BOTS = [{"name": "B1", "ai": "random"}, {"name": "B2", "ai": "random"}]


def client(n: int) -> dict[str, str]:
    """Headers that make a request come from client number `n` (192.0.2.n)."""
    return {"x-forwarded-for": f"192.0.2.{n}"}


@pytest.fixture
def serve(tmp_path: Path) -> Any:
    made: list[LiveServer] = []
    # as `innovation serve` runs: the other threads hand the interpreter back to the event loop
    # within 1 ms (the default is 5 ms)
    switch = sys.getswitchinterval()
    sys.setswitchinterval(0.001)

    def start(ai_delay: float = 5.0, forwarded_allow_ips: str = "127.0.0.1,::1",
              **limits: Any) -> LiveServer:
        live = LiveServer(str(tmp_path / f"games{len(made)}.sqlite3"), ai_delay=ai_delay,
                          forwarded_allow_ips=forwarded_allow_ips,
                          limits=Limits.unlimited(**limits)).start()
        made.append(live)
        return live

    yield start
    for live in made:
        live.stop()
    sys.setswitchinterval(switch)


# ---------------------------------------------------------------------------- finding 5
def create_at_once(live: LiveServer, bodies: list[tuple[Any, dict[str, str]]]) -> list[int]:
    """POST every (seats, headers) at the same moment; the status codes."""

    async def main() -> list[int]:
        limits = httpx.Limits(max_connections=len(bodies))
        async with httpx.AsyncClient(base_url=live.url, timeout=30, limits=limits) as c:
            gate = asyncio.Event()

            async def one(seats: Any, headers: dict[str, str]) -> int:
                await gate.wait()
                r = await c.post("/api/games", json={"seats": seats}, headers=headers)
                return r.status_code

            tasks = [asyncio.create_task(one(s, h)) for s, h in bodies]
            await asyncio.sleep(0.05)
            gate.set()
            return list(await asyncio.gather(*tasks))

    return asyncio.run(main())


def test_concurrent_creations_never_pass_a_client_limit(serve: Any) -> None:
    live = serve(max_games_per_client=20, max_ai_games_per_client=2)
    codes = create_at_once(live, [(PEOPLE, client(1))] * 28)
    assert sorted(codes) == [201] * 20 + [429] * 8
    codes = create_at_once(live, [(BOTS, client(2))] * 10)
    assert sorted(codes) == [201] * 2 + [429] * 8
    owners = [r.owner for r in live.tables.live_rooms()]
    assert owners.count("192.0.2.1") == 20 and owners.count("192.0.2.2") == 2
    assert live.tables.admitting == []  # every place taken was given back


def test_concurrent_creations_never_pass_the_server_limits(serve: Any) -> None:
    live = serve(max_games=12, max_ai_games=3)
    codes = create_at_once(live, [(BOTS, client(10 + i)) for i in range(10)])
    assert sorted(codes) == [201] * 3 + [503] * 7
    codes = create_at_once(live, [(PEOPLE, client(30 + i)) for i in range(15)])
    assert sorted(codes) == [201] * 9 + [503] * 6  # 12 in all
    assert len(live.tables.live_rooms()) == 12


def test_a_failed_creation_gives_its_place_back(serve: Any) -> None:
    live = serve(max_games_per_client=1)

    async def broken(op: Any) -> None:
        from innovation.server.inputs import ApiError

        raise ApiError(503, "the database is unavailable")

    tables = live.tables
    tables._write, saved = broken, tables._write
    r = httpx.post(live.url + "/api/games", json={"seats": PEOPLE})
    assert r.status_code == 503
    tables._write = saved
    assert tables.admitting == []
    assert httpx.post(live.url + "/api/games", json={"seats": PEOPLE}).status_code == 201


# ---------------------------------------------------------------------------- finding 6
def test_scheduler_shares_threads_between_clients() -> None:
    """Client A asks for five searches, then B for one: B's starts at once on the second
    thread, because A may run only one search at a time; then A's go one by one."""
    sched = AIScheduler(threads=2, ai_only=1, per_client=1)
    release = threading.Event()
    started: list[str] = []
    lock = threading.Lock()

    def job(name: str) -> Any:
        def run() -> str:
            with lock:
                started.append(name)
            if name.startswith("a"):
                assert release.wait(10)
            return name

        return run

    async def main() -> None:
        a = [asyncio.create_task(sched.run(job(f"a{i}"), person=True, client="A"))
             for i in range(5)]
        while not started:
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)
        assert started == ["a0"] and sched.running("A") == 1 and sched.waiting() == 4
        b = await asyncio.wait_for(sched.run(job("b0"), person=True, client="B"), 5)
        assert b == "b0" and started == ["a0", "b0"]
        # an AI-only search of B goes before A's waiting searches too: A is at its share
        assert await asyncio.wait_for(sched.run(job("b1"), person=False, client="B"), 5) == "b1"
        release.set()
        assert await asyncio.gather(*a) == [f"a{i}" for i in range(5)]
        assert started == ["a0", "b0", "b1", "a1", "a2", "a3", "a4"]

    try:
        asyncio.run(main())
    finally:
        sched.close()


def test_scheduler_takes_clients_in_turn() -> None:
    """One thread, three clients with searches waiting: they are served round-robin, not in
    the order asked."""
    sched = AIScheduler(threads=1, ai_only=1, per_client=0)
    gate = threading.Event()
    order: list[str] = []

    def job(name: str) -> Any:
        def run() -> None:
            if name == "first":
                assert gate.wait(10)
            order.append(name)

        return run

    async def main() -> None:
        first = asyncio.create_task(sched.run(job("first"), person=True, client="Z"))
        while sched.waiting():
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.05)
        tasks = [asyncio.create_task(sched.run(job(n), person=True, client=n[0]))
                 for n in ("a1", "a2", "a3", "b1", "b2", "c1")]
        await asyncio.sleep(0.05)
        gate.set()
        await asyncio.gather(first, *tasks)
        assert order == ["first", "a1", "b1", "c1", "a2", "b2", "a3"]

    try:
        asyncio.run(main())
    finally:
        sched.close()


def _answer_when_asked(live: LiveServer, games: list[tuple[str, str]], headers: dict[str, str],
                       stop: threading.Event) -> None:
    """A scripted person in each game (id, token): answers the first option (or draws) as soon
    as it is asked, until `stop`."""
    with httpx.Client(base_url=live.url, timeout=30, headers=headers) as c:
        while not stop.is_set():
            for gid, token in games:
                auth = {"authorization": f"Bearer {token}"}
                v = c.get(f"/api/games/{gid}/view?seat=0", headers=auth).json()
                d = v.get("decision") or {}
                if "options" not in d or v.get("over"):
                    continue
                choice = "draw" if "draw" in d["options"] else d["options"][0]
                c.post(f"/api/games/{gid}/answer", headers=auth,
                       json={"seat": 0, "answer": choice, "expect": v["n"]})
            stop.wait(0.2)


def test_a_persons_ai_answers_in_time_whatever_another_client_asks(serve: Any) -> None:
    """Client 66 runs its most games, each a person and three `ismcts:3` AIs (1 s a search),
    plus its most AI-only games, all thinking at once; meanwhile client 77's `ismcts:2` AI
    (0.3 s) answers within 1.5 times its budget. With the threads first come, first served,
    it waited for a thread behind client 66's searches (two to five times its budget)."""
    # the workers at the server's priority (`--ai-nice 0`): this is about the share between
    # clients, and a niced worker on a machine that other jobs keep busy answers late whatever
    # the other client does (docs/web.md, "Load test")
    live = serve(ai_delay=0.0, max_games_per_client=6, max_ai_games_per_client=2,
                 ai_workers=2, ai_only_workers=1, ai_searches_per_client=1, ai_nice=0)
    hostile = client(66)
    strong = [{"name": "Ann"}] + [{"name": f"Bot{i}", "ai": "ismcts:3"} for i in range(3)]
    theirs = []
    for _ in range(4):
        r = httpx.post(live.url + "/api/games", json={"seats": strong}, headers=hostile)
        assert r.status_code == 201, r.text
        theirs.append((r.json()["id"], r.json()["seats"][0]["token"]))
    for _ in range(2):
        bots = [{"name": "X", "ai": "ismcts:3"}, {"name": "Y", "ai": "ismcts:3"}]
        r = httpx.post(live.url + "/api/games", json={"seats": bots}, headers=hostile)
        assert r.status_code == 201, r.text
    stop = threading.Event()
    attacker = threading.Thread(target=_answer_when_asked,
                                args=(live, theirs, hostile, stop), daemon=True)
    attacker.start()
    try:
        time.sleep(2.0)  # its searches are running and queued
        assert live.tables.scheduler.waiting() >= 3
        r = httpx.post(live.url + "/api/games", headers=client(77), json={
            "seats": [{"name": "Vic"}, {"name": "Bot", "ai": "ismcts:2"}]})
        assert r.status_code == 201, r.text
        gid, token = r.json()["id"], r.json()["seats"][0]["token"]
        mine = threading.Event()
        victim = threading.Thread(target=_answer_when_asked,
                                  args=(live, [(gid, token)], client(77), mine), daemon=True)
        victim.start()
        deadline = time.monotonic() + 40
        ratios: list[float] = []
        waiting: list[int] = []
        while time.monotonic() < deadline and len(ratios) < 6:
            time.sleep(0.2)
            ratios = [t / b for t, b, action, room in list(live.tables.ai_timings)
                      if room == gid and action and b]
            waiting.append(live.tables.scheduler.waiting())
        mine.set()
        victim.join(10)
    finally:
        stop.set()
        attacker.join(10)
    waits = [w for w, room in list(live.tables.ai_waits) if room == gid]
    assert len(ratios) >= 4 and len(waits) >= len(ratios), (ratios, waits)
    waiting.sort()
    assert waiting[len(waiting) // 2] >= 2, waiting  # the other client kept asking meanwhile
    # the server's part: every search of the person's AI found a thread at once (it waited
    # 0.3 to 1 s behind the other client's searches before)
    assert max(waits) < 0.1, waits
    # and its answers came within 1.5 times the budget: the median, and all but one of them
    # (a machine running ten times more work than it has cores can stall the whole process
    # for a moment; benchmarks/web_load.py --hostile measures the p99 and the load)
    ratios.sort()
    assert ratios[len(ratios) // 2] < 1.25 and ratios[-2] < 1.5, ratios
    # each search, timed in its worker, kept to its budget (the rest is the way there and back)
    searches = sorted(live.tables.ai_searches)
    assert searches and searches[len(searches) // 2] < 1.1, searches


# ---------------------------------------------------------------------------- finding 7
def _connect(live: LiveServer, source: str = "127.0.0.1") -> socket.socket:
    s = socket.socket()
    s.bind((source, 0))
    s.settimeout(5)
    s.connect(("127.0.0.1", live.port))
    return s


def _closed_by_server(s: socket.socket, within: float) -> bool:
    """True if the server closes `s` within `within` seconds (what it sent before is read)."""
    s.settimeout(within)
    try:
        while s.recv(4096):
            pass
    except TimeoutError:
        return False
    except ConnectionResetError:
        pass
    return True


def test_idle_sockets_are_bounded_per_address_and_timed_out(serve: Any) -> None:
    # no trusted proxy: every address is a client of its own, 127.0.0.1 too
    live = serve(forwarded_allow_ips="", max_sockets_per_client=8, request_timeout=1.5)
    gid = httpx.post(live.url + "/api/games", json={"seats": PEOPLE}).json()["id"]
    held: list[socket.socket] = []
    try:
        for i in range(8):
            s = _connect(live)
            if i % 2:  # half a request head, or a head announcing a body never sent
                s.sendall(b"GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1\r\n" if i % 4 == 1 else
                          b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 50\r\n\r\n{")
            held.append(s)
        started = time.monotonic()
        time.sleep(0.2)
        assert live.guard.count("127.0.0.1") == 8
        # the ninth from the same address is refused at once, with a reason
        ninth = _connect(live)
        assert ninth.recv(4096).startswith(b"HTTP/1.1 429")
        assert _closed_by_server(ninth, 2)
        ninth.close()
        # another address is served meanwhile
        other = httpx.HTTPTransport(local_address="127.0.0.2")
        with httpx.Client(transport=other, base_url=live.url, timeout=5) as c:
            assert c.get(f"/api/games/{gid}").status_code == 200
            assert live.guard.count("127.0.0.2") == 1
        # the idle and half-sent ones are closed once the request time is up
        for s in held:
            assert _closed_by_server(s, 3.0)
        assert time.monotonic() - started >= 1.2
        assert time.monotonic() - started < 6
        time.sleep(0.1)
        assert live.guard.count("127.0.0.1") == 0
        assert httpx.get(live.url + "/api/meta").status_code == 200  # room again
        sockets = httpx.get(live.url + "/api/stats").json()["sockets"]
        assert sockets == {"refused": 1, "timed_out": 8, "most_from_one_address": 8}
    finally:
        for s in held:
            s.close()


def test_a_websocket_outlives_the_request_timeout(serve: Any) -> None:
    live = serve(forwarded_allow_ips="", max_sockets_per_client=8, request_timeout=0.5)
    gid = httpx.post(live.url + "/api/games", json={"seats": PEOPLE}).json()["id"]

    async def main() -> None:
        async with websockets.connect(f"{live.ws_url}/ws/games/{gid}") as ws:
            await ws.send(json.dumps({"type": "hello", "seat": None}))
            assert json.loads(await ws.recv())["type"] == "state"
            await asyncio.sleep(1.2)  # past the request timeout
            await ws.send(json.dumps({"type": "ping", "id": 1}))
            assert json.loads(await asyncio.wait_for(ws.recv(), 5)) == {"type": "pong", "id": 1}
            assert live.guard.count("127.0.0.1") == 1

    asyncio.run(main())


def test_keep_alive_connections_serve_several_requests(serve: Any) -> None:
    live = serve(forwarded_allow_ips="", max_sockets_per_client=2, request_timeout=1.0)
    with httpx.Client(base_url=live.url, timeout=5) as c:
        for _ in range(5):  # one connection, reused within the time
            assert c.get("/api/meta").status_code == 200
            time.sleep(0.3)
    assert live.guard.refused == 0


# ---------------------------------------------------------------------------- finding 8
def test_a_flooding_websocket_is_told_then_closed(serve: Any, monkeypatch: Any) -> None:
    """Eight sockets of one seat flood pings: each is told once (429), then closed (1008);
    what was refused was never parsed, and nothing after the close either. Another client's
    round trips stay quick meanwhile."""
    import innovation.server.app as app_module

    live = serve(ws_messages_per_second=10)
    g = httpx.post(live.url + "/api/games", json={"seats": PEOPLE}, headers=client(5)).json()
    gid, token = g["id"], g["seats"][0]["token"]
    parsed = [0]
    real_parse = app_module.parse_json

    def counting(text: Any) -> Any:
        parsed[0] += 1
        return real_parse(text)

    monkeypatch.setattr(app_module, "parse_json", counting)
    url = f"{live.ws_url}/ws/games/{gid}"

    async def flood(all_open: asyncio.Barrier) -> tuple[int | None, int, int]:
        ws = await websockets.connect(url, additional_headers=client(5))
        await ws.send(json.dumps({"type": "hello", "seat": 0, "token": token}))
        # every socket open before any floods: a socket opened after the first close would be
        # refused (the client is paused), which a slow machine could otherwise bring about
        await all_open.wait()
        sent = told = 0
        ping = json.dumps({"type": "ping"})

        async def read() -> None:
            nonlocal told
            with contextlib.suppress(websockets.ConnectionClosed):
                async for text in ws:
                    told += json.loads(text).get("status") == 429

        reader = asyncio.create_task(read())
        try:
            for _ in range(3000):
                await ws.send(ping)
                sent += 1
                if sent % 50 == 0:
                    await asyncio.sleep(0)
        except websockets.ConnectionClosed:
            pass
        await asyncio.wait_for(reader, 10)
        return ws.close_code, sent, told

    async def other() -> list[float]:
        async with websockets.connect(url, additional_headers=client(6)) as ws:
            await ws.send(json.dumps({"type": "hello", "seat": None}))
            assert json.loads(await ws.recv())["type"] == "state"
            times = []
            for i in range(25):  # within its own rate: 8 a second
                t = time.perf_counter()
                await ws.send(json.dumps({"type": "ping", "id": i}))
                while json.loads(await asyncio.wait_for(ws.recv(), 10)).get("id") != i:
                    pass
                times.append(time.perf_counter() - t)
                await asyncio.sleep(0.125)
            return times

    async def main() -> None:
        started = time.perf_counter()
        all_open = asyncio.Barrier(8)
        results, times = await asyncio.gather(
            asyncio.gather(*(flood(all_open) for _ in range(8))), other())
        elapsed = time.perf_counter() - started
        for code, _, told in results:
            assert code == 1008
            assert told == 2  # told once to slow down, then why it is closed
        at_close = parsed[0]
        # parsed: the other client's 26, and per seat at most a burst (20) and 10 a second,
        # plus the eight hellos; nothing of the 8 x 3000 refused or after the close
        assert at_close <= 26 + 8 + 20 + 10 * elapsed + 5, (at_close, elapsed)
        await asyncio.sleep(0.3)
        assert parsed[0] == at_close
        times.sort()
        assert times[len(times) // 2] < 0.05, times  # the median round trip
        assert times[-1] < 0.5, times
        # the flooding client may not open a WebSocket for a while; the others may
        with pytest.raises(websockets.InvalidStatus) as refused:
            await websockets.connect(url, additional_headers=client(5))
        assert refused.value.response.status_code == 403
        async with websockets.connect(url, additional_headers=client(7)) as ws:
            await ws.send(json.dumps({"type": "hello", "seat": None}))
            assert json.loads(await ws.recv())["type"] == "state"

    asyncio.run(main())
    assert not live.tables.rooms[gid].watchers  # every flooding session ended


def test_a_little_too_fast_is_told_and_served_again(serve: Any) -> None:
    live = serve(ws_messages_per_second=5)
    g = httpx.post(live.url + "/api/games", json={"seats": PEOPLE}).json()

    async def main() -> None:
        async with websockets.connect(f"{live.ws_url}/ws/games/{g['id']}") as ws:
            await ws.send(json.dumps({"type": "hello", "seat": None, "lang": "es"}))
            assert json.loads(await ws.recv())["type"] == "state"
            for i in range(12):  # a burst of 10 is allowed
                await ws.send(json.dumps({"type": "ping", "id": i}))
            replies = [json.loads(await asyncio.wait_for(ws.recv(), 5)) for _ in range(11)]
            assert all(r["type"] != "state" for r in replies)  # a pong does not resend it
            assert [r.get("id") for r in replies[:10]] == list(range(10))
            assert replies[10]["status"] == 429 and "at most 5 a second" in replies[10]["message"]
            # and in the reader's language for the page
            assert replies[10]["text"].startswith("demasiados mensajes: como máximo 5 por segundo")
            await asyncio.sleep(0.5)  # tokens come back
            await ws.send(json.dumps({"type": "ping", "id": 99}))
            assert json.loads(await asyncio.wait_for(ws.recv(), 5)) == {"type": "pong", "id": 99}

    asyncio.run(main())


def test_forwarded_addresses_are_believed_only_from_trusted_proxies(serve: Any) -> None:
    for trusted, second in (("127.0.0.1", 201), ("", 429), ("10.0.0.0/8", 429), ("*", 201)):
        live = serve(forwarded_allow_ips=trusted, max_games_per_client=1)
        assert httpx.post(live.url + "/api/games", json={"seats": PEOPLE},
                          headers=client(1)).status_code == 201
        r = httpx.post(live.url + "/api/games", json={"seats": PEOPLE}, headers=client(2))
        assert r.status_code == second, (trusted, r.text)  # 429: both were 127.0.0.1


def test_serve_takes_the_new_settings() -> None:
    from innovation.cli import build_parser
    from innovation.server import StartupError, limits_from_args, serve
    from innovation.server.net import TrustedProxies

    args = build_parser().parse_args([
        "serve", "--max-sockets-per-client", "16", "--request-timeout", "2.5",
        "--ws-messages-per-second", "5", "--ai-searches-per-client", "2",
        "--forwarded-allow-ips", "10.1.2.3, 192.168.0.0/16"])
    lim = limits_from_args(args)
    assert (lim.max_sockets_per_client, lim.request_timeout, lim.ws_messages_per_second,
            lim.ai_searches_per_client) == (16, 2.5, 5.0, 2)
    proxies = TrustedProxies(args.forwarded_allow_ips)
    assert "10.1.2.3" in proxies and "192.168.7.7" in proxies and "127.0.0.1" not in proxies
    assert "127.0.0.1" in TrustedProxies(build_parser().parse_args(["serve"]).forwarded_allow_ips)
    with pytest.raises(StartupError, match="not an IP address"):
        serve(port=0, forwarded_allow_ips="proxy.example")


def test_api_requests_of_any_kind_are_rate_limited_per_client(serve: Any) -> None:
    live = serve(requests_per_second=2)
    gid = httpx.post(live.url + "/api/games", json={"seats": PEOPLE}).json()["id"]
    with httpx.Client(base_url=live.url, timeout=5) as c:
        codes = [c.get(f"/api/games/{gid}/view").status_code for _ in range(8)]
        # a burst of 4, the creation included; then 2 a second
        assert codes[:3] == [200] * 3 and codes.count(429) >= 3, codes
        r = c.get(f"/api/games/{gid}/view")
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
        assert r.json()["error"].startswith("too many requests")
        assert c.get(f"/api/games/{gid}/view", headers=client(9)).status_code == 200
        time.sleep(0.6)  # a token comes back
        assert c.get(f"/api/games/{gid}/view").status_code == 200
