"""Compare this checkout's engine with another commit's, side by side in one run.

    python benchmarks/compare_engines.py --base ebb9d16 --edition 3rd --games 300 --pairs 6

The other commit is checked out into a temporary git worktree. The two engines then play the same
random 2-player games (seeds 0..N-1) in alternating rounds (old, new, old, new, ...), each round in
a fresh process, timed in CPU seconds; alternating keeps the machine's drift out of the ratio.
With `--callgrind`, each engine also plays the games once under valgrind's callgrind, which
counts instructions: repeatable whatever else the machine is doing. Games must come out the same
(equal decision counts) for the comparison to mean anything; the script says so.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ROUND = """
import random, sys, time
from innovation.engine.game import Game
edition, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
start = time.process_time()
decisions = 0
for s in range(seed, seed + games):
    rng = random.Random(s)
    g = Game.new(edition, 2, seed=s)
    while g.decision is not None:
        g.answer(rng.choice(g.decision.options))
        decisions += 1
print(games / (time.process_time() - start), decisions)
"""


def _round(path: Path, edition: str, games: int, seed: int, wrap: list[str] | None = None):
    env = {**os.environ, "PYTHONPATH": str(path)}
    cmd = [*(wrap or []), sys.executable, "-c", ROUND, edition, str(games), str(seed)]
    out = subprocess.run(cmd, cwd=path, env=env, capture_output=True, text=True, check=True)
    rate, decisions = out.stdout.split()
    return float(rate), int(decisions), out.stderr


def _instructions(path: Path, edition: str, games: int, seed: int) -> int:
    """Instructions for `games` games, less the start-up (the same run with no game)."""
    counts = []
    for n in (games, 0):
        with tempfile.NamedTemporaryFile(suffix=".out") as out:
            wrap = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}"]
            _round(path, edition, max(n, 0), seed, wrap) if n else None
            if not n:
                env = {**os.environ, "PYTHONPATH": str(path)}
                subprocess.run(
                    [*wrap, sys.executable, "-c", "import innovation.engine.game"],
                    cwd=path, env=env, capture_output=True, check=True,
                )
            text = Path(out.name).read_text(errors="replace")
            counts.append(int(next(ln for ln in text.splitlines() if ln.startswith("summary:"))
                              .split()[1]))
    return counts[0] - counts[1]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="ebb9d16", help="the commit to compare with")
    ap.add_argument("--edition", default="3rd")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--pairs", type=int, default=6, help="alternating old/new rounds")
    ap.add_argument("--callgrind", type=int, default=0, metavar="GAMES",
                    help="also count instructions over this many games (0: no)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(["git", "worktree", "add", "--detach", str(base), args.base],
                       cwd=ROOT, check=True, capture_output=True)
        try:
            rates: dict[str, list[float]] = {"base": [], "new": []}
            decisions = {}
            for _ in range(args.pairs):
                for name, path in (("base", base), ("new", ROOT)):
                    rate, dec, _ = _round(path, args.edition, args.games, 0)
                    rates[name].append(rate)
                    decisions[name] = dec
            result = {
                "edition": args.edition,
                "games": args.games,
                "base": args.base,
                "same_games": decisions["base"] == decisions["new"],
                "decisions": decisions,
                "base_games_per_second": [round(r, 1) for r in rates["base"]],
                "new_games_per_second": [round(r, 1) for r in rates["new"]],
                "median_ratio_new_over_base": round(
                    statistics.median(rates["new"]) / statistics.median(rates["base"]), 3),
                "pair_ratios": [round(n / b, 3) for n, b in zip(rates["new"], rates["base"],
                                                                 strict=True)],
            }
            if args.callgrind:
                ib = _instructions(base, args.edition, args.callgrind, 0)
                inew = _instructions(ROOT, args.edition, args.callgrind, 0)
                result["instructions_per_game"] = {
                    "base": ib // args.callgrind, "new": inew // args.callgrind,
                    "ratio_new_over_base": round(inew / ib, 4),
                }
        finally:
            subprocess.run(["git", "worktree", "remove", "--force", str(base)],
                           cwd=ROOT, capture_output=True)
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
