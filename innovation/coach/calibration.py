"""How honest are the coach's chances? A calibration measurement over AI-vs-AI games.

    python -m innovation.coach.calibration --games 60 --iterations 500 --seed 1 --json
    python -m innovation.coach.calibration --players 4 --games 40 --iterations 1500 --json

Games are played between the coach's judge (`coach.judge` with the given iterations, playing
the answer it prefers, or the draw that the AI players' no-progress guard forces) at every
seat, and, every other game, the judge at one seat (in turn) against the `heuristic` player at
the others. At every decision of a coach seat, four
predictions of the deciding player's chance to win are recorded:

- ``coach``: the chance the coach shows (the estimate of the answer it prefers, as "win before"
  in a review and the first hint);
- ``heuristic``: the evaluation function's probability of the position (`evaluation.win_probs`,
  the softmax of the sides' values), which reads public facts only;
- ``learned``: the learned evaluation's probability of the position (`learned.win_probs`,
  public facts only; the linear one where the edition has no model);
- ``even``: always 1/n at n players.

and, when the game ends, what happened (1 for a win, 1/k for a win shared by k sides, else 0).
Reported: the Brier score of each (the mean squared difference; lower is better, 0.25 for
always 1/2) and a reliability table by tenths (how often the players given 30–40% really won).
Positions of one game are correlated, so the number of games matters as much as the number of
positions; both are reported. Games run on every core (`innovation.parallel`).

Each game saved with `--out` also keeps its record, its opponent and the decision of every
prediction, so other predictions can be scored on the same positions later
(benchmarks/coach_depth.py judges them again with other settings). `--evaluation` sets what
scores the judge's leaves (its default, `JUDGE`'s, otherwise).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from typing import Any

from ..parallel import make_executor
from .judge import DEFAULT_EVALUATION, EVALUATIONS


@dataclass
class Job:
    index: int
    seed: int
    opponent: str  # "coach" (self-play) or an agent spec
    coach_seat: int  # the coach's seat when the opponent is another agent
    iterations: int
    edition: str
    evaluation: str = DEFAULT_EVALUATION  # what scores the judge's leaves
    players: int = 2


def play(job: Job) -> dict[str, Any]:
    """One game; the predictions at every coach decision, and the result."""
    from dataclasses import replace

    from ..agents import learned, make_agent
    from ..agents.common import progress_guard
    from ..agents.evaluation import win_probs
    from ..engine.game import Game
    from ..engine.records import GameRecord
    from .judge import judge, settings_with

    seats = range(job.players)
    game = Game.new(job.edition, job.players, seed=job.seed)
    coach_seats = set(seats) if job.opponent == "coach" else {job.coach_seat}
    others = {
        q: make_agent(job.opponent, seed=job.seed * 10 + q) for q in seats if q not in coach_seats
    }
    rows: list[tuple[int, float, float]] = []  # (player, coach, heuristic)
    statics: list[float] = []  # the learned evaluation's chance, row by row
    at: list[int] = []  # the decision's index in the game record, for each row
    decisions = 0
    while game.decision is not None and decisions < 20_000:
        d = game.decision
        p = d.player
        decisions += 1
        if p in coach_seats:
            best = judge(
                game,
                replace(settings_with(job.iterations), evaluation=job.evaluation),
            ).best
            rows.append((p, best.win, win_probs(game)[p]))
            statics.append(learned.win_probs(game)[p])
            at.append(decisions - 1)
            # the no-progress guard, as for every AI player: two judges could otherwise
            # pass the age piles back and forth for ever
            forced = progress_guard(game)
            game.answer(best.answer if forced is None else forced)
        else:
            game.answer(others[p].choose(game))
    if game.decision is not None:  # pragma: no cover - the no-progress guard prevents it
        return {"index": job.index, "error": "no end after 20,000 decisions", "rows": []}
    winners = game.winners
    sides = {game.teams[w] for w in winners}
    outcome = {q: (1.0 / len(sides) if q in winners else 0.0) for q in seats}
    return {
        "index": job.index,
        "opponent": job.opponent,
        "error": None,
        "table": job.players,
        "rows": [(c, h, outcome[p]) for p, c, h in rows],
        "learned": statics,
        "turns": game.state.turn,
        "at": at,
        "players": [p for p, _, _ in rows],
        "record": GameRecord.of(game).to_json(),
    }


def brier(pairs: list[tuple[float, float]]) -> float:
    return sum((p - o) ** 2 for p, o in pairs) / len(pairs) if pairs else float("nan")


def reliability(pairs: list[tuple[float, float]]) -> list[dict[str, Any]]:
    """Predictions grouped by tenths: how many, their mean, how often the player won."""
    bins: list[list[tuple[float, float]]] = [[] for _ in range(10)]
    for p, o in pairs:
        bins[min(9, int(p * 10))].append((p, o))
    out = []
    for k, b in enumerate(bins):
        out.append(
            {
                "bin": f"{k / 10:.1f}-{(k + 1) / 10:.1f}",
                "positions": len(b),
                "predicted": round(sum(p for p, _ in b) / len(b), 3) if b else None,
                "observed": round(sum(o for _, o in b) / len(b), 3) if b else None,
            }
        )
    return out


def measure(
    games: int,
    iterations: int,
    seed: int = 1,
    opponent: str = "heuristic",
    edition: str = "3rd",
    workers: int | None = None,
    backend: str = "local",
    out: str | None = None,
    evaluation: str = DEFAULT_EVALUATION,
    players: int = 2,
) -> dict[str, Any]:
    """Play the games and compute the scores (see the module docstring); `out`: a file to
    which each game's predictions are appended as it ends (JSON lines)."""
    jobs = [
        Job(
            index=k,
            seed=seed * 100_000 + k // 2,  # each deal twice: self-play, then the opponent
            opponent="coach" if k % 2 == 0 else opponent,
            coach_seat=(k // 2) % players,
            iterations=iterations,
            edition=edition,
            evaluation=evaluation,
            players=players,
        )
        for k in range(games)
    ]
    started = time.perf_counter()
    results = []
    sink = open(out, "a", encoding="utf-8") if out else None  # noqa: SIM115 - closed below
    try:
        with make_executor(backend, workers) as ex:
            for done, r in enumerate(ex.as_completed(play, jobs), 1):
                results.append(r)
                if sink is not None:  # each game as it ends: a stopped run keeps its games
                    sink.write(json.dumps(r) + "\n")
                    sink.flush()
                print(f"\rgames {done}/{games}", end="", file=sys.stderr, flush=True)
    finally:
        if sink is not None:
            sink.close()
    print(file=sys.stderr)
    return report(
        results,
        iterations=iterations,
        opponent=opponent,
        seed=seed,
        edition=edition,
        players=players,
        evaluation=evaluation,
        seconds=round(time.perf_counter() - started, 1),
    )


def report(results: list[dict[str, Any]], **facts: Any) -> dict[str, Any]:
    """The scores of finished games (`play` results, e.g. read back from `--out`)."""
    results = sorted(results, key=lambda r: r["index"])
    rows = [row for r in results for row in r["rows"]]
    coach = [(c, o) for c, _, o in rows]
    heur = [(h, o) for _, h, o in rows]
    # games saved before the table size was kept were all two-player games
    even = [(1.0 / r.get("table", 2), o) for r in results for _, _, o in r["rows"]]
    scores = {"coach": coach, "heuristic": heur}
    learned = learned_pairs(results)
    if learned is not None:
        scores["learned"] = learned
    return {
        "games": len(results),
        "errors": [r["error"] for r in results if r["error"]],
        "positions": len(rows),
        **facts,
        "brier": {
            **{name: round(brier(pairs), 4) for name, pairs in scores.items()},
            "even": round(brier(even), 4),
        },
        "coach_brier_ci95": brier_interval(results),
        "coach_minus_heuristic": paired_difference(results),
        "by_opponent": by_opponent(results),
        "reliability": {name: reliability(pairs) for name, pairs in scores.items()},
    }


def learned_pairs(results: list[dict[str, Any]]) -> list[tuple[float, float]] | None:
    """The learned evaluation of each position with its result, if every game kept it (files
    saved before it was measured did not)."""
    if not results or any(len(r.get("learned", ())) != len(r["rows"]) for r in results):
        return None
    return [(v, o) for r in results for v, (_, _, o) in zip(r["learned"], r["rows"], strict=True)]


def by_opponent(results: list[dict[str, Any]]) -> dict[str, Any]:
    """The Brier scores of the games against itself and of those against the other agent
    apart: the judge expects an opponent as strong as itself, so the two differ."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for r in results:
        name = "coach (self-play)" if r.get("opponent") == "coach" else str(r.get("opponent"))
        groups.setdefault(name, []).append(r)
    out: dict[str, Any] = {}
    for name, games in sorted(groups.items()):
        rows = [row for r in games for row in r["rows"]]
        part: dict[str, Any] = {
            "positions": len(rows),
            "coach": round(brier([(c, o) for c, _, o in rows]), 4),
            "heuristic": round(brier([(h, o) for _, h, o in rows]), 4),
        }
        learned = learned_pairs(games)
        if learned is not None:
            part["learned"] = round(brier(learned), 4)
        out[name] = part
    return out


def _over_games(
    games: list[list[Any]], stat: Any, resamples: int = 2000
) -> tuple[float, list[float]]:
    """`stat` of the positions of `games` (one list of rows per game), with a 95% interval from
    resampling whole games (positions of one game are not independent)."""
    import random

    rng = random.Random(0)
    draws = sorted(stat([rng.choice(games) for _ in games]) for _ in range(resamples))
    low, high = draws[int(0.025 * resamples)], draws[int(0.975 * resamples) - 1]
    return stat(games), [round(low, 4), round(high, 4)]


def _mean_over(sample: list[list[Any]], term: Any) -> float:
    total = n = 0
    for rows in sample:
        for row in rows:
            total += term(*row)
            n += 1
    return total / n


def paired_difference(results: list[dict[str, Any]], resamples: int = 2000) -> dict[str, Any]:
    """The coach's Brier score minus the heuristic's over the same positions, with a 95%
    interval over games."""
    games = [r["rows"] for r in results if r["rows"]]
    if not games:
        return {"difference": None, "ci95": None}

    def diff(sample: list[list[Any]]) -> float:
        return _mean_over(sample, lambda c, h, o: (c - o) ** 2 - (h - o) ** 2)

    value, ci = _over_games(games, diff, resamples)
    return {"difference": round(value, 4), "ci95": ci}


def brier_interval(results: list[dict[str, Any]], resamples: int = 2000) -> list[float] | None:
    """A 95% interval over games of the coach's Brier score: how far another set of as many
    games could put it."""
    games = [r["rows"] for r in results if r["rows"]]
    if not games:
        return None

    def score(sample: list[list[Any]]) -> float:
        return _mean_over(sample, lambda c, h, o: (c - o) ** 2)

    return _over_games(games, score, resamples)[1]


def table(result: dict[str, Any]) -> str:
    """The reliability tables side by side, in Markdown (for docs/ai.md)."""
    lines = [
        "| predicted | positions (coach) | mean predicted | observed wins "
        "| positions (heuristic) | mean predicted | observed wins |",
        "|---|---|---|---|---|---|---|",
    ]
    for c, h in zip(
        result["reliability"]["coach"], result["reliability"]["heuristic"], strict=True
    ):

        def cell(x: Any) -> str:
            return "–" if x is None else f"{x:.3f}"

        lines.append(
            f"| {c['bin']} | {c['positions']} | {cell(c['predicted'])} | {cell(c['observed'])} "
            f"| {h['positions']} | {cell(h['predicted'])} | {cell(h['observed'])} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m innovation.coach.calibration", description=__doc__.split("\n")[0]
    )
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--iterations", type=int, default=500, help="coach search per decision")
    ap.add_argument("--opponent", default="heuristic", help="the other agent, every other game")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--edition", default="3rd")
    ap.add_argument("--players", type=int, default=2, help="the table's size")
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--backend", choices=["local", "ray"], default="local")
    ap.add_argument("--out", metavar="FILE", help="append each game's predictions (JSON lines)")
    ap.add_argument(
        "--report", metavar="FILE", help="only compute the scores of the games saved in FILE"
    )
    ap.add_argument(
        "--evaluation",
        default=DEFAULT_EVALUATION,
        choices=EVALUATIONS,
        help="what scores the judge's leaves (JudgeSettings.evaluation)",
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.games < 1 or args.iterations < 1:
        print("error: --games and --iterations must be positive", file=sys.stderr)
        return 2
    if args.players < 2:
        print("error: --players must be 2 or more", file=sys.stderr)
        return 2
    if args.report:
        with open(args.report, encoding="utf-8") as fh:
            saved = [json.loads(line) for line in fh if line.strip()]
        result = report(saved, source=args.report)
    else:
        result = measure(
            args.games,
            args.iterations,
            args.seed,
            args.opponent,
            args.edition,
            args.workers,
            args.backend,
            args.out,
            evaluation=args.evaluation,
            players=args.players,
        )
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        d = result["coach_minus_heuristic"]
        print(
            f"{result['positions']} positions from {result['games']} games; Brier: coach "
            f"{result['brier']['coach']} (95% interval over games {result['coach_brier_ci95']}), "
            f"heuristic {result['brier']['heuristic']}, "
            f"always 1/n {result['brier']['even']}; coach - heuristic {d['difference']} "
            f"(95% interval over games {d['ci95']})"
        )
        print(table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
