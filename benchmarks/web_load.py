"""Load test of the web table on loopback: many concurrent games played by scripted clients.

Starts `python -m innovation.server` on 127.0.0.1 with a fresh SQLite database (every answer
committed before it is acknowledged, as in normal use), creates GAMES two-player games and plays
each seat over its own WebSocket, the way the browser does: wait for a decision, "think", send
an answer, wait for the acknowledgement. A finished game is replaced by a new one, so GAMES games
are held open at once for the whole run. It stops by itself after DURATION seconds.

Reports the answer latency (send -> acknowledgement: the answer applied, stored and committed,
and every seat sent its new view) at p50/p95/p99/max, answers per second, and the most games
held at once.

With --ai-games N, N AI-only games (--ai-level, ISMCTS by default) play meanwhile, each
replaced when it ends, and --people-vs-ai K games seat a scripted person against an AI
(--person-ai): the server's own timing of those AIs' answers (ready to stored, over the
agent's time budget for its actions) shows whether AI-only games hold up a person's AI.

    python benchmarks/web_load.py                      # 200 games, 60 s, 0.5-1.5 s thinking
    python benchmarks/web_load.py --games 50 --duration 20 --think 0.2 --json out.json
    python benchmarks/web_load.py --games 0 --ai-games 20 --people-vs-ai 2 --duration 90

Only loopback addresses are used; the number of games and the time are bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import json
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


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    s = sorted(values)
    k = min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))
    return s[k]


async def http_json(host: str, port: int, method: str, path: str, body: Any = None) -> Any:
    """A tiny HTTP/1.1 client (one request per connection), to stay dependency-light."""
    reader, writer = await asyncio.open_connection(host, port)
    data = json.dumps(body).encode() if body is not None else b""
    writer.write(
        f"{method} {path} HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(data)}\r\nConnection: close\r\n\r\n".encode() + data
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
    stats: Stats, rng: random.Random,
) -> None:
    import websockets

    async with websockets.connect(f"{ws_url}/ws/games/{gid}", max_size=2**24) as ws:
        stats.connected += 1
        stats.max_connected = max(stats.max_connected, stats.connected)
        try:
            await ws.send(json.dumps({"type": "hello", "seat": seat, "token": token}))
            last: dict[str, Any] | None = None
            sent_at: float | None = None
            async for text in ws:
                msg = json.loads(text)
                if msg["type"] == "state":
                    last = msg
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
    second = {"name": "Bob"} if against is None else {"name": "Bot", "ai": against}
    while time.time() < deadline:
        status, g = await http_json(
            host, port, "POST", "/api/games",
            # a game between people is dealt by the server (issue 19); against an AI, seeded
            {"seats": [{"name": "Ann"}, second]}
            | ({} if against is None else {"seed": rng.randrange(2**31)}),
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
                            random.Random(rng.random()))
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
    rng = random.Random(10_000 + slot)
    while time.time() < deadline:
        status, g = await http_json(host, port, "POST", "/api/games", {
            "seats": [{"name": "B1", "ai": level}, {"name": "B2", "ai": level}],
            "seed": rng.randrange(2**31)})
        if status != 201:
            stats.errors += 1
            await asyncio.sleep(1)
            continue
        stats.ai_games_started += 1
        while time.time() < deadline:
            await asyncio.sleep(2)
            status, summary = await http_json(host, port, "GET", f"/api/games/{g['id']}")
            if status != 200 or summary["over"]:
                break


async def run(args: argparse.Namespace, host: str, port: int) -> dict[str, Any]:
    stats = Stats()
    start = time.time()
    deadline = start + args.duration
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
        "errors": stats.errors,
        "server_side": server_stats,
    }


def server_cpu_s(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return None


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
    ap.add_argument("--json", help="also write the results to this file")
    args = ap.parse_args()
    args.games = max(0, min(args.games, 1000))
    args.ai_games = max(0, min(args.ai_games, 100))
    args.people_vs_ai = max(0, min(args.people_vs_ai, 100))
    args.duration = max(1.0, min(args.duration, 600.0))

    host, port = "127.0.0.1", free_port()
    load_at_start = [round(x, 2) for x in os.getloadavg()]
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        server = subprocess.Popen(
            # every client here is 127.0.0.1: no per-client limits, the others as served
            [sys.executable, "-m", "innovation.server", "--host", host, "--port", str(port),
             "--database", str(Path(tmp) / "load.sqlite3"), "--ai-delay", str(args.ai_delay),
             "--max-games-per-client", "0", "--max-ai-games-per-client", "0",
             "--max-connections-per-client", "0", "--create-per-minute", "0",
             "--max-ai-games", str(max(20, args.ai_games))],
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
            results = asyncio.run(run(args, host, port))
            cpu1 = server_cpu_s(server.pid)
            results["server_peak_rss_mb"] = server_rss_mb(server.pid)
            if cpu0 is not None and cpu1 is not None:
                results["server_cpu_s"] = round(cpu1 - cpu0, 1)
                results["server_cpu_ms_per_answer"] = round(
                    (cpu1 - cpu0) * 1000 / max(1, results["answers"]), 2)
            results["machine_load_avg_1min"] = round(os.getloadavg()[0], 2)
            results["machine_load_avg_at_start"] = load_at_start
            results["cpus"] = os.cpu_count()
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
    if side.get("ai_answers_for_people"):
        print(f"AI answers to people: {side['ai_answers_for_people']}, ms {side['ai_answer_ms']}, "
              f"actions over the budget {side['ai_action_of_budget']}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
