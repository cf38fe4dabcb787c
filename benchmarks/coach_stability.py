"""How steady are the coach's numbers? The same positions judged twice (docs/ai.md, "The coach").

    python benchmarks/coach_stability.py --positions 200 --out docs/results/coach-stability.json

Positions: decisions with at least two answers, sampled from 2-player 3rd-edition games between
`heuristic:2` and `ismcts:100i` (fixed seeds; about one decision in nine, at most ten per game,
both seats). Each position is judged twice by each variant, and the differences between the two
judgements are reported:

- ``judge``: the coach's judge at its default settings (`coach.judge.JUDGE`), the two
  judgements with *independent* deals (`judge(game, seed=0)` and `seed=1`). This measures the
  search's own noise; the coach itself always uses seed 0, so it shows the same position the
  same numbers every time (``judge_same``, checked too);
- ``judge_48``: the same with 48 deals (the playing agent's) instead of 96;
- ``old``: before issue 23 — the hint's 1 s search against the review's 0.5 s search, each with
  its own random seed (time budgets: the iterations depend on the machine's load).

Per variant: the median, 90th percentile and largest difference of the chance shown (the
preferred answer's), of every answer's chance, how often the two judgements prefer the same
answer, how often a 95% interval of the first judgement holds the second estimate, and the
processor time per judgement. Also the median change of the chance between consecutive
decisions of the same player (positions in a row of one game) — they should move when the
position does.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from innovation.agents import make_agent  # noqa: E402
from innovation.agents.ismcts import ISMCTSAgent  # noqa: E402
from innovation.coach.judge import JUDGE, judge  # noqa: E402
from innovation.engine.game import Game  # noqa: E402


def positions(count: int, seed: int = 1) -> list[tuple[int, Game]]:
    """(game number, position) pairs, in play order."""
    out: list[tuple[int, Game]] = []
    k = 0
    while len(out) < count:
        game = Game.new("3rd", 2, seed=seed * 1000 + k)
        agents = [make_agent("heuristic:2", seed=k), make_agent("ismcts:100i", seed=k + 1)]
        if k % 2:
            agents.reverse()
        rng = random.Random(k)
        taken = 0
        while game.decision is not None:
            d = game.decision
            if len(d.options) >= 2 and taken < 10 and rng.random() < 1 / 9:
                out.append((k, game.clone()))
                taken += 1
            game.answer(agents[d.player].choose(game))
        k += 1
    return out[:count]


def _judged(variant: str, game: Game, second: bool) -> tuple[Any, float, list[Any]]:
    """(preferred answer key, its chance, [(answer key, chance, error)]) of one judgement."""
    from innovation.agents.common import answer_key

    if variant in ("judge", "judge_48", "judge_same"):
        settings = JUDGE if variant != "judge_48" else type(JUDGE)(worlds=48)
        from innovation.coach.judge import clear_cache

        clear_cache()
        seed = 1 if second and variant != "judge_same" else 0
        j = judge(game, settings, seed=seed)
        rows = [(answer_key(x.answer), x.win, x.error) for x in j.ranked]
        return answer_key(j.best.answer), j.best.win, rows
    # before issue 23: the hint (1 s) and the review (0.5 s), random seeds
    agent = ISMCTSAgent(seed=random.randrange(1 << 30))
    a = agent.analyse(game, seconds=0.5 if second else 1.0, floor=10)
    rows = [(answer_key(e.answer), e.win, e.error) for e in a.estimates if e.win is not None]
    b = a.best()
    return answer_key(b.answer), b.win or 0.0, rows


def measure(pos: list[tuple[int, Game]], variant: str) -> dict[str, Any]:
    best_d, all_d, covered, checked, same = [], [], 0, 0, 0
    chances: list[tuple[int, float]] = []
    cpu = 0.0
    for g_index, game in pos:
        t = time.process_time()
        b1, w1, rows1 = _judged(variant, game, False)
        b2, w2, rows2 = _judged(variant, game, True)
        cpu += time.process_time() - t
        chances.append((g_index * 2 + game.decision.player, w1))
        best_d.append(abs(w1 - w2))
        same += b1 == b2
        second = {k: w for k, w, _ in rows2}
        for k, w, err in rows1:
            if k in second:
                all_d.append(abs(w - second[k]))
                if err is not None:
                    checked += 1
                    covered += abs(w - second[k]) <= 1.96 * err * 2**0.5
    steps = [abs(a[1] - b[1]) for a, b in zip(chances, chances[1:], strict=False) if a[0] == b[0]]

    def q(xs: list[float], f: float) -> float:
        xs = sorted(xs)
        return round(xs[min(len(xs) - 1, int(f * len(xs)))], 4)

    return {
        "variant": variant,
        "positions": len(pos),
        "preferred_chance_difference": {
            "median": round(statistics.median(best_d), 4),
            "p90": q(best_d, 0.9),
            "max": round(max(best_d), 4),
            "mean": round(statistics.mean(best_d), 4),
        },
        "every_answer_difference": {
            "median": round(statistics.median(all_d), 4),
            "p90": q(all_d, 0.9),
            "answers": len(all_d),
        },
        "same_preferred_answer": round(same / len(pos), 3),
        "interval_holds_the_other": round(covered / checked, 3) if checked else None,
        "cpu_seconds_per_judgement": round(cpu / (2 * len(pos)), 3),
        "consecutive_change_median": round(statistics.median(steps), 4) if steps else None,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--variants", default="judge_same,judge,judge_48,old")
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    started = time.time()
    pos = positions(args.positions)
    print(f"{len(pos)} positions from {pos[-1][0] + 1} games", flush=True)
    results = []
    for v in args.variants.split(","):
        r = measure(pos, v)
        print(json.dumps(r), flush=True)
        results.append(r)
    out = {
        "command": " ".join(["python", "benchmarks/coach_stability.py", *sys.argv[1:]]),
        "settings": {"iterations": JUDGE.iterations, "worlds": JUDGE.worlds, "floor": JUDGE.floor},
        "results": results,
        "wall_seconds": round(time.time() - started),
    }
    if args.out:
        Path(args.out).write_text(json.dumps(out, indent=1) + "\n")


if __name__ == "__main__":
    main()
