"""ISMCTS iterations per second: this checkout compiled, the same pure, and another checkout as
built there (e.g. an older commit compiled), in alternating rounds, one fresh process each.

    python benchmarks/ismcts_speed.py --base-path /tmp/base --rounds 5

Each round searches the same positions (action choices of random games, 3rd and 4th edition,
two players) with a fixed number of iterations a decision and the same seeds, and reports
iterations per CPU second; the table gives each build's median and the ratios. Rounds
alternate so that the machine's drift (it is shared) falls on all alike. docs/benchmarks.md
records a run.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

from harness import ROOT, run_round

ROUND = r"""
import gc, json, sys, time
positions_n, iterations = int(sys.argv[1]), int(sys.argv[2])
import innovation.engine as engine
from innovation import bench
from innovation.agents.ismcts import ISMCTSAgent
out = {"engine": engine.BUILD}
for edition in ("3rd", "4th"):
    top, _mid = bench._sample_positions(positions_n * 3, 1000, edition=edition)
    positions = [g for g in top if g.decision is not None][:positions_n]
    gc.collect()
    start = time.process_time()
    for i, g in enumerate(positions):
        ISMCTSAgent(seed=i, iterations=iterations).choose(g)
    took = time.process_time() - start
    out[edition] = len(positions) * iterations / took
print(json.dumps(out))
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base-path", type=Path, required=True, help="a checkout, run as built")
    ap.add_argument("--positions", type=int, default=12, help="positions per edition")
    ap.add_argument("--iterations", type=int, default=150, help="iterations a decision")
    ap.add_argument("--rounds", type=int, default=3)
    args = ap.parse_args()
    runs = {"compiled": (ROOT, False), "pure": (ROOT, True), "base": (args.base_path, False)}
    results: dict[str, list[dict]] = {name: [] for name in runs}
    for _ in range(args.rounds):
        for name, (path, pure) in runs.items():
            results[name].append(
                run_round(path, ROUND, args.positions, args.iterations, pure=pure)
            )
    engines = {name: rounds[0]["engine"] for name, rounds in results.items()}
    print(f"engines: {engines}")
    for edition in ("3rd", "4th"):
        med = {n: statistics.median(r[edition] for r in rs) for n, rs in results.items()}
        rounds = {n: [round(r[edition]) for r in rs] for n, rs in results.items()}
        print(f"{edition}: " + "  ".join(f"{n} {med[n]:,.0f}/s {rounds[n]}" for n in med))
        print(f"{edition}: compiled/base {med['compiled'] / med['base']:.2f}x  "
              f"compiled/pure {med['compiled'] / med['pure']:.2f}x  "
              f"pure/base {med['pure'] / med['base']:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
