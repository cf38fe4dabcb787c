"""Load test of the web table on loopback: many concurrent games played by scripted clients.

Starts `python -m innovation.server` on 127.0.0.1 with a fresh SQLite database (every answer
committed before it is acknowledged, as in normal use), creates GAMES two-player games and plays
each seat over its own WebSocket, the way the browser does: wait for a decision, "think", send
an answer, wait for the acknowledgement. A finished game is replaced by a new one, so GAMES games
are held open at once for the whole run. It stops by itself after DURATION seconds.

Reports the answer latency (send -> acknowledgement: the answer applied, stored and committed,
and every seat sent its new view) at p50/p95/p99/max, answers per second, and the most games
held at once; the server's CPU time (`server_cpu_s`) and its AI worker processes'
(`workers_cpu_s`: every process the server started).

With --ai-games N, N AI-only games (--ai-level, ISMCTS by default) play meanwhile, each
replaced when it ends, and --people-vs-ai K games seat a scripted person against an AI
(--person-ai): the server's own timing of those AIs' answers (ready to stored, over the
agent's time budget for its actions) shows whether AI-only games hold up a person's AI, and
the scripted person times each of its AI's actions too (from the state that asks the AI to
the state that shows its answer).

Each game slot is a client of its own (its requests carry `X-Forwarded-For: 10.1.x.y`, which
the server believes from 127.0.0.1), so the server runs with its default limits.

With --hostile, three hostile clients run at once, in a process of their own (issue 19):
- a flooder (10.66.0.1): eight WebSockets of one seat of its own game send pings and syncs as
  fast as they can, and reconnect as soon as the server closes them;
- an idle holder (TCP source address 127.0.0.2, not a trusted proxy): keeps up to 300
  connections open, half of them sending nothing and half a request head that never ends,
  opening a new one a second after the server closes one;
- an AI hog (10.66.0.3): creates its most games (--max-games-per-client, 20: all but two of
  them a person and three `ismcts:3` AIs, answered at once by a script; two AI-only
  `ismcts:3` games), so its AIs always want to think.

    python benchmarks/web_load.py                      # 200 games, 60 s, 0.5-1.5 s thinking
    python benchmarks/web_load.py --games 50 --duration 20 --think 0.2 --json out.json
    python benchmarks/web_load.py --games 0 --ai-games 20 --people-vs-ai 2 --duration 90
    python benchmarks/web_load.py --games 200 --people-vs-ai 4 --hostile --duration 60

Only loopback addresses are used; the number of games and the time are bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import multiprocessing
import os
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors = 0
        self.games_started = 0
        self.games_finished = 0
        self.active = 0
        self.max_active = 0
        self.connected = 0
        self.max_connected = 0
        self.ai_games_started = 0
        self.ai_action_s: list[float] = []  # people-vs-AI games: an AI action, seen by the person
        self.ai_action_skipped = 0  # the AI's next answer came in the same state: not timed


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))
    return s[k]


def address(slot: int, base: str = "10.1") -> str:
    """The client address game slot `slot` claims (X-Forwarded-For)."""
    return f"{base}.{slot // 250}.{slot % 250 + 1}"


async def http_json(host: str, port: int, method: str, path: str, body: Any = None,
                    client: str | None = None) -> Any:
    """A tiny HTTP/1.1 client (one request per connection), to stay dependency-light."""
    reader, writer = await asyncio.open_connection(host, port)
    data = json.dumps(body).encode() if body is not None else b""
    forwarded = f"X-Forwarded-For: {client}\r\n" if client else ""
    writer.write(
        f"{method} {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
        f"{forwarded}Content-Length: {len(data)}\r\nConnection: close\r\n\r\n".encode() + data
    )
    await writer.drain()
    raw = await reader.read()
    writer.close()
    head, _, payload = raw.partition(b"\r\n\r\n")
    status = int(head.split()[1])
    if b"transfer-encoding: chunked" in head.lower():
        out = b""
        while payload:
            size_line, _, rest = payload.partition(b"\r\n")
            size = int(size_line, 16)
            if size == 0:
                break
            out += rest[:size]
            payload = rest[size + 2 :]
        payload = out
    return status, json.loads(payload or b"null")


async def seat_client(
    ws_url: str, gid: str, seat: int, token: str, think: tuple[float, float], deadline: float,
    stats: Stats, rng: random.Random, client: str | None = None, ai_name: str | None = None,
) -> None:
    """One person's seat. `ai_name`: the AI it plays against, whose actions it times."""
    import websockets

    headers = {"X-Forwarded-For": client} if client else None
    async with websockets.connect(f"{ws_url}/ws/games/{gid}", max_size=2**24,
                                  additional_headers=headers) as ws:
        stats.connected += 1
        stats.max_connected = max(stats.max_connected, stats.connected)
        try:
            await ws.send(json.dumps({"type": "hello", "seat": seat, "token": token}))
            last: dict[str, Any] | None = None
            sent_at: float | None = None
            asked: tuple[int, float] | None = None  # (n, when) the AI was asked for an action
            async for text in ws:
                msg = json.loads(text)
                if msg["type"] == "state":
                    last = msg
                    if ai_name is not None:
                        now = time.perf_counter()
                        if asked is not None and msg["n"] > asked[0]:
                            if msg["n"] == asked[0] + 1:
                                stats.ai_action_s.append(now - asked[1])
                            else:
                                stats.ai_action_skipped += 1
                            asked = None
                        d = msg["view"].get("decision") or {}
                        if asked is None and d.get("player") == ai_name and d.get(
                                "kind") == "action":
                            asked = (msg["n"], now)
                    if msg["view"]["over"]:
                        return
                elif msg["type"] == "ack":
                    stats.latencies.append(time.perf_counter() - sent_at)  # type: ignore[operator]
                    sent_at = None
                elif msg["type"] == "error":
                    stats.errors += 1
                    sent_at = None
                if sent_at is None and last is not None and time.time() < deadline:
                    d = last["view"].get("decision") or {}
                    if "options" in d:
                        n = last["n"]
                        await asyncio.sleep(rng.uniform(*think))
                        if last["n"] != n:
                            continue
                        opts = d["options"]
                        choice = "draw" if "draw" in opts and rng.random() < 0.4 else rng.choice(opts)
                        sent_at = time.perf_counter()
                        await ws.send(json.dumps({"type": "answer", "answer": choice, "expect": n}))
                if time.time() >= deadline and sent_at is None:
                    return
        finally:
            stats.connected -= 1


async def game_slot(
    host: str, port: int, think: tuple[float, float], deadline: float, stats: Stats, slot: int,
    against: str | None = None,
) -> None:
    """Keep one game going: two scripted people, or (`against`) one person and that AI."""
    ws_url = f"ws://{host}:{port}"
    rng = random.Random(slot)
    client = address(slot)
    second = {"name": "Bob"} if against is None else {"name": "Bot", "ai": against}
    while time.time() < deadline:
        status, g = await http_json(
            host, port, "POST", "/api/games", {"seats": [{"name": "Ann"}, second]}, client,
        )
        if status != 201:
            stats.errors += 1
            await asyncio.sleep(1)
            continue
        stats.games_started += 1
        stats.active += 1
        stats.max_active = max(stats.max_active, stats.active)
        try:
            await asyncio.gather(*(
                seat_client(ws_url, g["id"], s["seat"], s["token"], think, deadline, stats,
                            random.Random(rng.random()), client,
                            "Bot" if against is not None else None)
                for s in g["seats"] if s.get("token")
            ))
            if time.time() < deadline:
                stats.games_finished += 1
        except Exception:  # noqa: BLE001 - counted, the slot goes on with a new game
            stats.errors += 1
        finally:
            stats.active -= 1


async def ai_game_slot(host: str, port: int, level: str, deadline: float, stats: Stats,
                       slot: int) -> None:
    """Keep one AI-only game going (a new one when it ends), watching it by polling."""
    client = address(slot, "10.2")
    while time.time() < deadline:
        status, g = await http_json(host, port, "POST", "/api/games", {
            "seats": [{"name": "B1", "ai": level}, {"name": "B2", "ai": level}]}, client)
        if status != 201:
            stats.errors += 1
            await asyncio.sleep(1)
            continue
        stats.ai_games_started += 1
        while time.time() < deadline:
            await asyncio.sleep(2)
            status, summary = await http_json(host, port, "GET", f"/api/games/{g['id']}",
                                              client=client)
            if status != 200 or summary["over"]:
                break


# ---------------------------------------------------------------- hostile clients (issue 19)
FLOODER, HOG = "10.66.0.1", "10.66.0.3"
HOSTILE_NICE = 10
IDLE_SOURCE = "127.0.0.2"  # also this machine, but not a trusted proxy: counted per address


async def flooder(host: str, port: int, deadline: float, out: dict[str, Any]) -> None:
    """Eight WebSockets of one seat send as fast as they can; each reconnects when closed."""
    import websockets

    status, g = await http_json(host, port, "POST", "/api/games",
                                {"seats": [{"name": "Ann"}, {"name": "Bob"}]}, FLOODER)
    if status != 201:
        out["flood_errors"] += 1
        return
    url = f"ws://{host}:{port}/ws/games/{g['id']}"
    hello = json.dumps({"type": "hello", "seat": 0, "token": g["seats"][0]["token"]})
    floods = [json.dumps({"type": "ping"}), json.dumps({"type": "sync"})]
    headers = {"X-Forwarded-For": FLOODER}

    async def one() -> None:
        while time.time() < deadline:
            try:
                async with websockets.connect(url, additional_headers=headers,
                                              max_size=2**24) as ws:
                    out["flood_connections"] += 1
                    await ws.send(hello)

                    async def drain() -> None:
                        with contextlib.suppress(Exception):
                            async for text in ws:
                                out["flood_told"] += '"status": 429' in text

                    reader = asyncio.create_task(drain())
                    try:
                        i = 0
                        while time.time() < deadline:
                            await ws.send(floods[i % 2])
                            i += 1
                            out["flood_sent"] += 1
                            if i % 64 == 0:
                                await asyncio.sleep(0)
                    finally:
                        reader.cancel()
            except websockets.ConnectionClosed as exc:
                code = exc.rcvd.code if exc.rcvd is not None else None
                out["flood_closed_1008" if code == 1008 else "flood_closed_other"] += 1
            except (OSError, websockets.InvalidHandshake):
                out["flood_refused"] += 1
                await asyncio.sleep(0.05)

    await asyncio.gather(*(one() for _ in range(8)))


async def idle_holder(host: str, port: int, deadline: float, out: dict[str, Any],
                      sockets: int = 300) -> None:
    """Up to `sockets` connections from 127.0.0.2 that never send a whole request."""
    lasted: list[float] = []
    spans: list[tuple[float, float]] = []  # (opened, closed) of the ones the server kept

    async def one(i: int) -> None:
        while time.time() < deadline:
            try:
                reader, writer = await asyncio.open_connection(
                    host, port, local_addr=(IDLE_SOURCE, 0))
            except OSError:
                out["idle_connect_errors"] += 1
                await asyncio.sleep(1)
                continue
            opened = time.monotonic()
            if i % 2:
                writer.write(b"GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
            try:
                data = await asyncio.wait_for(reader.read(200), max(0.1, deadline - time.time()))
            except TimeoutError:
                data = None  # still open at the end
            except OSError:
                data = b""
            if data is not None and data.startswith(b"HTTP/1.1 429"):
                out["idle_refused"] += 1
            else:
                spans.append((opened, time.monotonic()))
                if data == b"":
                    out["idle_closed_by_server"] += 1
                    lasted.append(time.monotonic() - opened)
            writer.close()
            await asyncio.sleep(1.0)

    await asyncio.gather(*(one(i) for i in range(sockets)))
    events = sorted([(a, 1) for a, _ in spans] + [(b, -1) for _, b in spans])
    held = 0
    for _, step in events:
        held += step
        out["idle_most_held"] = max(out["idle_most_held"], held)
    lasted.sort()
    out["idle_held_s"] = {"p50": round(percentile(lasted, 50), 2),
                          "max": round(lasted[-1], 2) if lasted else None}


async def ai_hog(host: str, port: int, deadline: float, out: dict[str, Any],
                 most: int = 20) -> None:
    """Its most games, each a person (this script, answering at once) and three `ismcts:3`
    AIs, two of them AI-only games; a finished game is replaced."""
    import websockets

    strong = [{"name": "Ann"}] + [{"name": f"Bot{i}", "ai": "ismcts:3"} for i in range(3)]
    bots = [{"name": "X", "ai": "ismcts:3"}, {"name": "Y", "ai": "ismcts:3"}]
    headers = {"X-Forwarded-For": HOG}

    async def create(seats: list[dict[str, Any]]) -> Any:
        status, g = await http_json(host, port, "POST", "/api/games", {"seats": seats}, HOG)
        out["hog_created" if status == 201 else f"hog_refused_{status}"] += 1
        return g if status == 201 else None

    async def play(g: Any) -> None:
        while g is not None and time.time() < deadline:
            url = f"ws://{host}:{port}/ws/games/{g['id']}"
            try:
                async with websockets.connect(url, additional_headers=headers,
                                              max_size=2**24) as ws:
                    await ws.send(json.dumps({"type": "hello", "seat": 0,
                                              "token": g["seats"][0]["token"]}))
                    async for text in ws:
                        msg = json.loads(text)
                        if msg["type"] != "state":
                            continue
                        if msg["view"]["over"]:
                            break
                        d = msg["view"].get("decision") or {}
                        if "options" in d:
                            choice = "draw" if "draw" in d["options"] else d["options"][0]
                            await ws.send(json.dumps({"type": "answer", "answer": choice,
                                                      "expect": msg["n"]}))
                            out["hog_answers"] += 1
                        if time.time() >= deadline:
                            return
                if time.time() < deadline:
                    g = await create(strong)  # that one ended: another
            except (OSError, websockets.WebSocketException):
                out["hog_errors"] += 1
                await asyncio.sleep(0.5)

    for _ in range(2):
        await create(bots)
    games = [await create(strong) for _ in range(most - 2)]
    await create(strong)  # one more than it may have: refused
    await asyncio.gather(*(play(g) for g in games))


def hostile_process(host: str, port: int, deadline: float, results: Any,
                    which: tuple[str, ...] = ("flood", "idle", "hog")) -> None:
    """The three hostile clients, in a process of their own (so that the flood does not slow
    down the measuring clients' own event loop), at a lower CPU priority (`nice`): an
    attacker's own CPU is elsewhere, and here it shares the server's two cores."""
    import resource
    from collections import Counter

    os.nice(HOSTILE_NICE)
    out: Counter[str] = Counter()
    out["idle_most_held"] = 0

    async def main() -> None:
        clients = {"flood": flooder, "idle": idle_holder, "hog": ai_hog}
        await asyncio.gather(*(clients[w](host, port, deadline, out) for w in which))

    with contextlib.suppress(Exception):
        asyncio.run(asyncio.wait_for(main(), deadline - time.time() + 20))
    used = resource.getrusage(resource.RUSAGE_SELF)
    out["cpu_s"] = round(used.ru_utime + used.ru_stime, 1)
    out["nice"] = HOSTILE_NICE
    results.put(dict(out))


async def run(args: argparse.Namespace, host: str, port: int) -> dict[str, Any]:
    # The scripted clients stand for hundreds of browsers on other machines; one pause of this
    # process's cycle collector (60-100 ms with 400 sockets) would be counted as the server's
    # latency for every answer in flight. For the run's minute it collects nothing (the
    # clients' garbage is freed by reference counting; what cycles remain wait until the end).
    gc.collect()
    gc.freeze()
    gc.disable()
    stats = Stats()
    start = time.time()
    deadline = start + args.duration
    hostile = None
    if args.hostile:
        spawn = multiprocessing.get_context("spawn")
        hostile_results = spawn.Queue()
        hostile = spawn.Process(target=hostile_process,
                                args=(host, port, deadline, hostile_results, args.hostile),
                                daemon=True)
        hostile.start()
    ramp = args.ramp / max(1, args.games + args.people_vs_ai)
    think = (args.think_min, args.think_max)

    async def delayed(i: int, against: str | None = None) -> None:
        await asyncio.sleep(i * ramp)
        await game_slot(host, port, think, deadline, stats, i, against)

    tasks = [asyncio.create_task(delayed(i)) for i in range(args.games)]
    tasks += [asyncio.create_task(ai_game_slot(host, port, args.ai_level, deadline, stats, i))
              for i in range(args.ai_games)]
    if args.ai_games:
        await asyncio.sleep(min(5.0, args.duration / 4))  # the AI-only games are under way
    tasks += [asyncio.create_task(delayed(args.games + i, args.person_ai))
              for i in range(args.people_vs_ai)]
    await asyncio.wait(tasks, timeout=args.duration + 30)
    _, server_stats = await http_json(host, port, "GET", "/api/stats")
    for t in tasks:
        t.cancel()
    elapsed = time.time() - start
    lat = [x * 1000 for x in stats.latencies]
    hostile_out = None
    if hostile is not None:
        loop = asyncio.get_running_loop()
        try:
            hostile_out = await loop.run_in_executor(None, hostile_results.get, True, 60)
        except Exception:  # noqa: BLE001 - reported as missing
            hostile_out = {"error": "the hostile clients did not report"}
        hostile.join(10)
        if hostile.is_alive():
            hostile.kill()
    budget = agent_budget(args.person_ai) if args.people_vs_ai else None
    ai_ms = [x * 1000 for x in stats.ai_action_s]
    ratios = [x / budget for x in stats.ai_action_s] if budget else []
    return {
        "games": args.games,
        "duration_s": round(elapsed, 1),
        "think_s": [args.think_min, args.think_max],
        "answers": len(lat),
        "answers_per_s": round(len(lat) / elapsed, 1),
        "p50_ms": round(percentile(lat, 50), 2),
        "p95_ms": round(percentile(lat, 95), 2),
        "p99_ms": round(percentile(lat, 99), 2),
        "max_ms": round(max(lat), 2) if lat else None,
        "most_concurrent_games": stats.max_active,
        "most_concurrent_connections": stats.max_connected,
        "games_started": stats.games_started,
        "games_finished": stats.games_finished,
        "ai_only_games": args.ai_games,
        "ai_only_level": args.ai_level if args.ai_games else None,
        "ai_only_games_started": stats.ai_games_started,
        "people_vs_ai": args.people_vs_ai,
        "person_ai": args.person_ai if args.people_vs_ai else None,
        "person_ai_action_seen_by_the_person": {
            "count": len(ai_ms), "not_timed": stats.ai_action_skipped,
            "budget_ms": budget * 1000 if budget else None,
            "p50_ms": round(percentile(ai_ms, 50), 1), "p99_ms": round(percentile(ai_ms, 99), 1),
            "max_ms": round(max(ai_ms), 1) if ai_ms else None,
            "of_budget_p50": round(percentile(ratios, 50), 3),
            "of_budget_p99": round(percentile(ratios, 99), 3),
            "of_budget_max": round(max(ratios), 3) if ratios else None,
        } if args.people_vs_ai else None,
        "hostile": hostile_out,
        "errors": stats.errors,
        "server_side": server_stats,
    }


def agent_budget(spec: str) -> float | None:
    """An agent's seconds per action (None: not a timed agent)."""
    sys.path.insert(0, str(ROOT))
    from innovation.agents import make_agent

    return getattr(make_agent(spec, seed=0), "seconds", None)


def server_cpu_s(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


def descendants(pid: int) -> list[int]:
    """The processes started by `pid`, and by those (the AI workers and their fork server)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def workers_cpu_s(pid: int) -> dict[int, float]:
    """CPU seconds of each process the server started (its AI workers), by process id."""
    out = {}
    for child in descendants(pid):
        used = server_cpu_s(child)
        if used is not None:
            out[child] = used
    return out


def server_rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=200, help="games held at once (max 1000)")
    ap.add_argument("--duration", type=float, default=60, help="seconds (max 600)")
    ap.add_argument("--think-min", type=float, default=0.5, help="seconds before answering")
    ap.add_argument("--think-max", type=float, default=1.5)
    ap.add_argument("--ramp", type=float, default=5, help="seconds to start all the games")
    ap.add_argument("--ai-games", type=int, default=0, help="AI-only games playing meanwhile")
    ap.add_argument("--ai-level", default="ismcts:3", help="the AI-only games' players")
    ap.add_argument("--people-vs-ai", type=int, default=0,
                    help="games of a scripted person against an AI")
    ap.add_argument("--person-ai", default="ismcts:2", help="the AI those people play against")
    ap.add_argument("--ai-delay", type=float, default=0.0, help="the server's --ai-delay")
    ap.add_argument("--hostile", nargs="?", const="flood,idle,hog", default="",
                    help="also run hostile clients: a flooder, an idle-connection holder and "
                    "an AI hog (all three, or a comma-separated choice of flood, idle, hog)")
    ap.add_argument("--server-arg", action="append", default=[], metavar="OPTION",
                    help="one more option for the server, e.g. --server-arg=--ai-nice=5 "
                    "(repeatable)")
    ap.add_argument("--json", help="also write the results to this file")
    args = ap.parse_args()
    args.games = max(0, min(args.games, 1000))
    args.ai_games = max(0, min(args.ai_games, 100))
    args.people_vs_ai = max(0, min(args.people_vs_ai, 100))
    args.duration = max(1.0, min(args.duration, 600.0))
    args.hostile = tuple(w for w in args.hostile.split(",") if w)
    if set(args.hostile) - {"flood", "idle", "hog"}:
        ap.error("--hostile takes flood, idle and hog")

    host, port = "127.0.0.1", free_port()
    load_at_start = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        server = subprocess.Popen(
            # every game slot is a client of its own (X-Forwarded-For from 127.0.0.1, which
            # the server trusts by default): the limits are the defaults
            [sys.executable, "-m", "innovation.server", "--host", host, "--port", str(port),
             "--database", str(Path(tmp) / "load.sqlite3"), "--ai-delay", str(args.ai_delay),
             "--max-ai-games", str(max(20, args.ai_games + 2 * bool(args.hostile))),
             *args.server_arg],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        try:
            for _ in range(300):
                try:
                    socket.create_connection((host, port), timeout=0.2).close()
                    break
                except OSError:
                    time.sleep(0.05)
            else:
                raise SystemExit("the server did not start")
            cpu0 = server_cpu_s(server.pid)
            workers0 = workers_cpu_s(server.pid)
            results = asyncio.run(run(args, host, port))
            cpu1 = server_cpu_s(server.pid)
            workers1 = workers_cpu_s(server.pid)
            # the AI workers' CPU (a worker replaced meanwhile counts from its start)
            results["workers_cpu_s"] = round(
                sum(used - workers0.get(p, 0.0) for p, used in workers1.items()), 1)
            results["server_child_processes"] = len(workers1)
            results["server_peak_rss_mb"] = server_rss_mb(server.pid)
            if cpu0 is not None and cpu1 is not None:
                results["server_cpu_s"] = round(cpu1 - cpu0, 1)
                results["server_cpu_ms_per_answer"] = round(
                    (cpu1 - cpu0) * 1000 / max(1, results["answers"]), 2)
            results["machine_load_avg_1min"] = round(os.getloadavg()[0], 2)
            results["machine_load_avg_at_start"] = load_at_start
            results["cpus"] = os.cpu_count()
            # this process's own CPU (the measuring clients' event loop): near one second a
            # second, its own delays are part of the latencies it measures
            import resource

            used = resource.getrusage(resource.RUSAGE_SELF)
            results["clients_cpu_s"] = round(used.ru_utime + used.ru_stime, 1)
            results["server_args"] = args.server_arg
        finally:
            server.terminate()
            try:
                server.wait(timeout=10)
            except subprocess.TimeoutExpired:
                server.kill()
    print(json.dumps(results, indent=1))
    print(
        f"{results['answers']} answers in {results['duration_s']} s "
        f"({results['answers_per_s']}/s); latency p50 {results['p50_ms']} ms, "
        f"p99 {results['p99_ms']} ms; most concurrent games {results['most_concurrent_games']}"
    )
    side = results["server_side"]
    seen = results["person_ai_action_seen_by_the_person"]
    if seen:
        print(f"the people's AI ({args.person_ai}) actions as the person saw them: {seen}")
    if results["hostile"]:
        print(f"hostile clients: {results['hostile']}")
    if side.get("ai_answers_for_people"):
        print(f"AI answers to people: {side['ai_answers_for_people']}, ms {side['ai_answer_ms']}, "
              f"actions over the budget {side['ai_action_of_budget']}, their searches alone "
              f"{side.get('ai_search_of_budget')}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
