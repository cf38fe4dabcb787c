"""Load test of the web table on loopback: many concurrent games played by scripted clients.

Starts `python -m innovation.server` on 127.0.0.1 with a fresh SQLite database (every answer
committed before it is acknowledged, as in normal use), creates GAMES two-player games and plays
each seat over its own WebSocket, the way the browser does: wait for a decision, "think", send
an answer, wait for the acknowledgement. A finished game is replaced by a new one, so GAMES games
are held open at once for the whole run. It stops by itself after DURATION seconds.

Reports the answer latency (send -> acknowledgement: the answer applied, stored and committed,
and every seat sent its new view) at p50/p95/p99/max, answers per second, and the most games
held at once.

    python benchmarks/web_load.py                      # 200 games, 60 s, 0.5-1.5 s thinking
    python benchmarks/web_load.py --games 50 --duration 20 --think 0.2 --json out.json

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
) -> None:
    ws_url = f"ws://{host}:{port}"
    rng = random.Random(slot)
    while time.time() < deadline:
        status, g = await http_json(
            host, port, "POST", "/api/games",
            {"seats": [{"name": "Ann"}, {"name": "Bob"}], "seed": rng.randrange(2**31)},
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
                for s in g["seats"]
            ))
            if time.time() < deadline:
                stats.games_finished += 1
        except Exception:  # noqa: BLE001 - counted, the slot goes on with a new game
            stats.errors += 1
        finally:
            stats.active -= 1


async def run(args: argparse.Namespace, host: str, port: int) -> dict[str, Any]:
    stats = Stats()
    start = time.time()
    deadline = start + args.duration
    ramp = args.ramp / max(1, args.games)

    async def delayed(i: int) -> None:
        await asyncio.sleep(i * ramp)
        await game_slot(host, port, (args.think_min, args.think_max), deadline, stats, i)

    tasks = [asyncio.create_task(delayed(i)) for i in range(args.games)]
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
    ap.add_argument("--json", help="also write the results to this file")
    args = ap.parse_args()
    args.games = max(1, min(args.games, 1000))
    args.duration = max(1.0, min(args.duration, 600.0))

    host, port = "127.0.0.1", free_port()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
        server = subprocess.Popen(
            [sys.executable, "-m", "innovation.server", "--host", host, "--port", str(port),
             "--database", str(Path(tmp) / "load.sqlite3"), "--ai-delay", "0"],
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
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1) + "\n")


if __name__ == "__main__":
    main()
