"""RL speed of this checkout beside another commit's, in one run, both on the compiled engine.

    python benchmarks/rl_compare.py --base 0606ad2 --games 40 --rounds 5 --json

The other commit (`--base`, default main) is checked out into a temporary git worktree and its
engine compiled there (`setup.py build_ext --inplace`: mypyc must be importable, as for
`pip install`); `--base-dir` takes a checkout already built instead. Rounds alternate (this
checkout, base, this checkout, base, ...), each a fresh process, CPU time of that process, so
that the shared machine's drift falls on both alike. Each round measures, at 2 players in the
3rd and the 4th edition: PettingZoo AEC steps per second (each step `last()`, a random legal
action from the mask with numpy's `choice`, `step()`: benchmarks/harness.py's loop, as in
benchmarks/compiled_speed.py), Gym env learner steps per second against `random`, and the
stateless `observation(game, p)` in µs at positions of random games. A round fails if its
engine is not compiled (`--pure` compares the pure-Python engines instead). The table gives
each side's median and the ratio; docs/benchmarks.md records a run.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
from pathlib import Path

from harness import ROOT, checkout, run_round

ROUND = r"""
import json, sys, time
from harness import aec_steps, gym_steps, sample_positions
games = int(sys.argv[1])
import innovation.engine as engine
from innovation.rl import observation
out = {"engine": getattr(engine, "BUILD", "pure")}
for edition in ("3rd", "4th"):
    steps, took = aec_steps(edition, 2, range(games))
    out[f"aec_steps_per_second_{edition}"] = steps / took
    out[f"aec_steps_{edition}"] = steps
    steps, took = gym_steps(edition, 2, range(games))
    out[f"gym_steps_per_second_{edition}"] = steps / took
    positions = sample_positions(edition, 2, max(2, games // 4))
    start = time.process_time()
    for g, p in positions:
        observation(g, p)
    out[f"observation_us_{edition}"] = (time.process_time() - start) / len(positions) * 1e6
print(json.dumps(out))
"""

MEASURES = (
    "aec_steps_per_second_3rd",
    "aec_steps_per_second_4th",
    "gym_steps_per_second_3rd",
    "gym_steps_per_second_4th",
    "observation_us_3rd",
    "observation_us_4th",
)


def _round(path: Path, games: int, pure: bool) -> dict:
    result = run_round(path, ROUND, games, pure=pure)
    want = "pure" if pure else "compiled"
    if result["engine"] != want:
        raise SystemExit(f"{path}: the engine runs {result['engine']}, not {want}")
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="main", help="the commit to compare with")
    ap.add_argument("--base-dir", help="a checkout of it, already built (instead of --base)")
    ap.add_argument("--games", type=int, default=40, help="games per measure per round")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--pure", action="store_true", help="compare the pure-Python engines")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    results: dict[str, list[dict]] = {"new": [], "base": []}
    base_dir = Path(args.base_dir) if args.base_dir else None
    with checkout(args.base, base_dir, build_it=not args.pure) as base:
        for _ in range(args.rounds):
            results["new"].append(_round(ROOT, args.games, args.pure))
            results["base"].append(_round(base, args.games, args.pure))
    same = all(results["new"][0][f"aec_steps_{e}"] == results["base"][0][f"aec_steps_{e}"]
               for e in ("3rd", "4th"))
    table = {}
    for m in MEASURES:
        med = {n: statistics.median(r[m] for r in results[n]) for n in results}
        ratio = med["base"] / med["new"] if "_us_" in m else med["new"] / med["base"]
        pairs = [
            (b[m] / a[m] if "_us_" in m else a[m] / b[m])
            for a, b in zip(results["new"], results["base"], strict=True)
        ]
        table[m] = {
            "new": round(med["new"], 1),
            "base": round(med["base"], 1),
            "new_vs_base": round(ratio, 2),
            "pairs": [round(x, 2) for x in pairs],
            "rounds": {n: [round(r[m], 1) for r in results[n]] for n in results},
        }
    report = {
        "base": args.base_dir or args.base,
        "engine": "pure" if args.pure else "compiled",
        "games": args.games,
        "rounds": args.rounds,
        "same_games": same,
        "load_average": os.getloadavg(),
        "measures": table,
    }
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(f"{'measure':28} {'new':>10} {'base':>10}  new/base  pairs")
        for m, row in table.items():
            print(f"{m:28} {row['new']:>10} {row['base']:>10}  {row['new_vs_base']:>8}  "
                  f"{row['pairs']}")
        print(f"same games: {same}; load average {report['load_average']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
