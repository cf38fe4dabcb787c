"""RL speed of this checkout beside another commit's, in one run, both on the compiled engine.

    python benchmarks/rl_compare.py --base 0606ad2 --games 40 --rounds 5 --json

The other commit (`--base`, default main) is checked out into a temporary git worktree and its
engine compiled there (`setup.py build_ext --inplace`: mypyc must be importable, as for
`pip install`); `--base-dir` takes a checkout already built instead. Rounds alternate (this
checkout, base, this checkout, base, ...), each a fresh process, CPU time of that process, so
that the shared machine's drift falls on both alike. Each round measures, at 2 players in the
3rd and the 4th edition: PettingZoo AEC steps per second (each step `last()`, a random legal
action from the mask with numpy's `choice`, `step()`; the same loop as
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
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

ROUND = r"""
import json, random, sys, time
games = int(sys.argv[1])
import innovation.engine as engine
import numpy as np
from innovation.engine.game import Game
from innovation.rl import InnovationAECEnv, InnovationGymEnv, observation
out = {"engine": getattr(engine, "BUILD", "pure")}
for edition in ("3rd", "4th"):
    env = InnovationAECEnv(edition, 2, False)
    rng = np.random.default_rng(0)
    steps = 0
    start = time.process_time()
    for s in range(games):
        env.reset(seed=s)
        for _agent in env.agent_iter():
            obs, _reward, term, trunc, _info = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    out[f"aec_steps_per_second_{edition}"] = steps / (time.process_time() - start)
    out[f"aec_steps_{edition}"] = steps
    env = InnovationGymEnv(edition=edition, players=2, opponent="random")
    rng = np.random.default_rng(0)
    steps = 0
    start = time.process_time()
    for s in range(games):
        _obs, info = env.reset(seed=s)
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            _obs, _r, term, trunc, info = env.step(action)
            steps += 1
            done = term or trunc
    out[f"gym_steps_per_second_{edition}"] = steps / (time.process_time() - start)
    positions = []
    for s in range(max(2, games // 4)):
        r = random.Random(s)
        g = Game.new(edition, 2, seed=s)
        while g.decision is not None:
            if r.random() < 0.1:
                positions.append((g.clone(), g.decision.player))
            g.answer(r.choice(g.decision.options))
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
    env = {k: v for k, v in os.environ.items() if k != "INNOVATION_PURE"}
    env["PYTHONPATH"] = str(path)
    if pure:
        env["INNOVATION_PURE"] = "1"
    cmd = [sys.executable, "-c", ROUND, str(games)]
    out = subprocess.run(cmd, cwd=path, env=env, capture_output=True, text=True, check=True)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    want = "pure" if pure else "compiled"
    if result["engine"] != want:
        raise SystemExit(f"{path}: the engine runs {result['engine']}, not {want}")
    return result


def _build(path: Path) -> None:
    subprocess.run(
        [sys.executable, "setup.py", "build_ext", "--inplace"],
        cwd=path,
        check=True,
        capture_output=True,
    )


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
    with tempfile.TemporaryDirectory() as tmp:
        if args.base_dir:
            base = Path(args.base_dir)
        else:
            base = Path(tmp) / "base"
            subprocess.run(["git", "worktree", "add", "--detach", str(base), args.base],
                           cwd=ROOT, check=True, capture_output=True)
        try:
            if not args.base_dir and not args.pure:
                _build(base)
            for _ in range(args.rounds):
                results["new"].append(_round(ROOT, args.games, args.pure))
                results["base"].append(_round(base, args.games, args.pure))
        finally:
            if not args.base_dir:
                subprocess.run(["git", "worktree", "remove", "--force", str(base)],
                               cwd=ROOT, capture_output=True)
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
