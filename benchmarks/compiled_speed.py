"""The compiled engine beside the pure-Python one and beside another commit's, in one run.

    python benchmarks/compiled_speed.py                      # against main, 3 rounds
    python benchmarks/compiled_speed.py --base main --rounds 5 --games 300 --json

Three engines are measured in alternating rounds (compiled, pure, base, compiled, pure, base,
...), each round a fresh process, in CPU time, so that the machine's drift (it is shared) falls
on all three alike:

- `compiled`: this checkout as built (setup.py, mypyc); the round fails if it is not compiled;
- `pure`: this checkout with `INNOVATION_PURE=1` (its `.py` sources);
- `base`: another commit (`--base`, default main) checked out into a temporary git worktree,
  run from its sources (pure Python); or, with `--base-path`, a checkout already there, run as
  it is (compiled, if it was built there: `python setup.py build_ext --inplace`);
- `base_pure` (with `--base-pure`): that checkout with `INNOVATION_PURE=1`, so that one run
  compares new and old both compiled and both pure.

Each round measures: random 2-player games per second in the 3rd and 4th editions (the same
seeds for every engine) and decisions per second; `Game.clone()` at action choices and in the
middle of effects, and `State.copy()` (CPU time over 200 copies of each sampled position, the
garbage collector paused); ISMCTS iterations per second (a fixed number
of iterations at positions of random games); PettingZoo AEC steps per second at two players
(random legal actions from the mask). The table gives each engine's median over the rounds and
the ratios. The rounds and the loops they time are benchmarks/harness.py's. docs/benchmarks.md
records a run.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from harness import ROOT, checkout, run_round

ROUND = r"""
import json, sys, time
from harness import aec_steps, random_games
games, seed = int(sys.argv[1]), int(sys.argv[2])
import innovation.engine as engine
out = {"engine": getattr(engine, "BUILD", "pure")}
for edition in ("3rd", "4th"):
    decisions, took = random_games(edition, 2, range(seed, seed + games))
    out[f"games_per_second_{edition}"] = games / took
    out[f"decisions_per_second_{edition}"] = decisions / took
    out[f"decisions_{edition}"] = decisions

import gc
from innovation import bench
top, mid = bench._sample_positions(40, seed + 1000, edition="3rd")

def copy_us(objects, repeat=200):
    gc.disable()  # as timeit does: a collection would land in whichever copy it interrupts
    start = time.process_time()
    for _ in range(repeat):
        for o in objects:
            o.copy()
    took = time.process_time() - start
    gc.enable()
    return took / (repeat * len(objects)) * 1e6

out["clone_us_action_choice"] = copy_us(top)
out["clone_us_mid_effect"] = copy_us(mid)
out["state_copy_us"] = copy_us([g.state for g in top])

from innovation.agents.ismcts import ISMCTSAgent
positions = [g for g in top if g.decision is not None][:12]
iterations = 150
start = time.process_time()
for i, g in enumerate(positions):
    ISMCTSAgent(seed=i, iterations=iterations).choose(g)
out["ismcts_iterations_per_second"] = len(positions) * iterations / (time.process_time() - start)

for edition in ("3rd", "4th"):
    steps, took = aec_steps(edition, 2, range(max(4, games // 20)))
    out[f"aec_steps_per_second_{edition}"] = steps / took
print(json.dumps(out))
"""

MEASURES = (
    "games_per_second_3rd",
    "games_per_second_4th",
    "decisions_per_second_3rd",
    "decisions_per_second_4th",
    "clone_us_action_choice",
    "clone_us_mid_effect",
    "state_copy_us",
    "ismcts_iterations_per_second",
    "aec_steps_per_second_3rd",
    "aec_steps_per_second_4th",
)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", default="main", help="the commit whose pure engine to compare with")
    ap.add_argument("--base-path", type=Path, help="a checkout to compare with, as built there")
    ap.add_argument("--games", type=int, default=200, help="games per edition per round")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--base-pure", action="store_true", help="also the base as pure Python")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    results: dict[str, list[dict]] = {"compiled": [], "pure": [], "base": []}
    if args.base_pure:
        results["base_pure"] = []
    with checkout(args.base, args.base_path) as base:
        for _ in range(args.rounds):
            engines = [("compiled", ROOT, False), ("pure", ROOT, True), ("base", base, False)]
            if args.base_pure:
                engines.append(("base_pure", base, True))
            for name, path, pure in engines:
                results[name].append(run_round(path, ROUND, args.games, 0, pure=pure))
    engines = {name: rounds[0]["engine"] for name, rounds in results.items()}
    if engines["compiled"] != "compiled":
        raise SystemExit(f"this checkout's engine is not compiled here ({engines['compiled']})")
    same = all(results["compiled"][0][f"decisions_{e}"] == results[n][0][f"decisions_{e}"]
               for n in results for e in ("3rd", "4th"))
    table = {}
    for m in MEASURES:
        med = {n: statistics.median(r[m] for r in results[n]) for n in results}
        # a time (µs) is better smaller: its ratio is base time over compiled time
        faster = (lambda a, b: b / a) if m.endswith("_us") or "_us_" in m else (lambda a, b: a / b)
        table[m] = {
            **{n: round(v, 2) for n, v in med.items()},
            "rounds": {n: [round(r[m], 1) for r in results[n]] for n in results},
            "compiled_vs_pure": round(faster(med["compiled"], med["pure"]), 2),
            "compiled_vs_base": round(faster(med["compiled"], med["base"]), 2),
            "pure_vs_base": round(faster(med["pure"], med["base"]), 2),
        }
        if "base_pure" in med:
            table[m]["pure_vs_base_pure"] = round(faster(med["pure"], med["base_pure"]), 2)
    report = {"base": str(args.base_path) if args.base_path else args.base,
              "base_engine": engines["base"], "games": args.games, "rounds": args.rounds,
              "same_games_as_base": same, "measures": table}
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        head = f"{'measure':32} {'compiled':>10} {'pure':>10} {'base':>10}  c/pure  c/base  p/base"
        print(head + ("  base_pure  p/base_pure" if args.base_pure else ""))
        for m, row in table.items():
            line = (f"{m:32} {row['compiled']:>10} {row['pure']:>10} {row['base']:>10}  "
                    f"{row['compiled_vs_pure']:>6}  {row['compiled_vs_base']:>6}  "
                    f"{row['pure_vs_base']:>6}")
            if args.base_pure:
                line += f"  {row['base_pure']:>9}  {row['pure_vs_base_pure']:>11}"
            print(line)
        print(f"same games as {args.base}: {same}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
