"""Judge the positions of saved calibration games again, with other judge settings, and compare
the Brier scores on exactly the same positions (docs/ai.md, "How honest are the chances?").

    python benchmarks/coach_depth.py games.jsonl --settings 6000:linear,1500:learned \
        --every 4 --out docs/results/coach-depth.json

`games.jsonl`: games saved by `python -m innovation.coach.calibration --out`; only the coach's
games against itself are used (both seats judged), one prediction in `--every`. Each setting is
ITERATIONS:EVALUATION (`JudgeSettings`); the saved chance is the baseline. Positions run on
every local core; the 95% intervals of the differences come from resampling whole games.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from innovation.coach.calibration import brier, paired_difference
from innovation.parallel import make_executor


def judge_again(job: tuple[dict[str, Any], int, list[tuple[int, str]]]) -> list[float]:
    from innovation.coach.judge import judge, settings_with
    from innovation.engine.records import GameRecord

    record, at, settings = job
    game = GameRecord.from_json(record).replay(at)
    out = []
    for iterations, evaluation in settings:
        best = judge(game, replace(settings_with(iterations), evaluation=evaluation)).best
        out.append(best.win)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("games")
    ap.add_argument("--settings", default="6000:linear", help="ITERATIONS:EVALUATION,...")
    ap.add_argument("--every", type=int, default=4)
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    settings = [(int(s.split(":")[0]), s.split(":")[1]) for s in args.settings.split(",")]
    saved = [json.loads(x) for x in Path(args.games).read_text().splitlines() if x.strip()]
    jobs, meta = [], []
    for r in saved:
        if r["error"] or r["opponent"] != "coach":
            continue
        for k, ((estimate, _, outcome), at) in enumerate(zip(r["rows"], r["at"], strict=True)):
            if k % args.every == 0:
                jobs.append((r["record"], at, settings))
                meta.append((r["index"], estimate, outcome))
    started = time.time()
    values = []
    with make_executor("local", args.workers) as ex:
        for n, v in enumerate(ex.map(judge_again, jobs), 1):
            values.append(v)
            print(f"\r{n}/{len(jobs)}", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    scores: dict[str, Any] = {}
    scores["saved estimate"] = {"brier": round(brier([(e, o) for _, e, o in meta]), 4)}
    for i, (iterations, evaluation) in enumerate(settings):
        by_game: dict[int, list[tuple[float, float, float]]] = {}
        for v, (g, saved_estimate, o) in zip(values, meta, strict=True):
            by_game.setdefault(g, []).append((v[i], saved_estimate, o))
        pairs = [(v[i], o) for v, (_, _, o) in zip(values, meta, strict=True)]
        scores[f"{iterations}:{evaluation}"] = {
            "brier": round(brier(pairs), 4),
            # this setting's Brier score minus the saved one's, 95% over whole games
            "minus_saved_95": paired_difference([{"rows": r} for r in by_game.values()])["ci95"],
        }
    result = {
        "games": len({g for g, _, _ in meta}),
        "positions": len(meta),
        "every": args.every,
        "seconds": round(time.time() - started, 1),
        "scores": scores,
        "command": "python benchmarks/coach_depth.py " + " ".join(argv or sys.argv[1:]),
    }
    text = json.dumps(result, indent=1)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
