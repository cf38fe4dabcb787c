"""How honest are the coach's chances? A calibration measurement over AI-vs-AI games.

    python -m innovation.coach.calibration --games 60 --iterations 500 --seed 1 --json

Games are played between the coach's judge (`coach.judge` with the given iterations, playing
the answer it prefers) and either itself or the `heuristic` player,
alternately, seats swapped every other game. At every decision of a coach seat, three
predictions of the deciding player's chance to win are recorded:

- ``coach``: the chance the coach shows (the estimate of the answer it prefers, as "win before"
  in a review and the first hint);
- ``heuristic``: the evaluation function's probability of the position (`evaluation.win_probs`,
  the softmax of the sides' values), which reads public facts only;
- ``even``: always 1/2.

and, when the game ends, what happened (1 for a win, 1/k for a win shared by k sides, else 0).
Reported: the Brier score of each (the mean squared difference; lower is better, 0.25 for
always 1/2) and a reliability table by tenths (how often the players given 30–40% really won).
Positions of one game are correlated, so the number of games matters as much as the number of
positions; both are reported. Games run on every core (`innovation.parallel`).

Each game saved with `--out` also keeps its record, its opponent, the decision and the
search's own estimate of every prediction, so other predictions can be scored on the same
positions later: `--fit-chances FILE --out-model M` fits the learned chance model
(`coach/chances.py`) on them, cross-validated by deals, and benchmarks/coach_depth.py judges
them again with other settings. `--evaluation` sets the judge's leaves, `--chances` shows the
chance model's chances instead of the search's.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..parallel import make_executor


@dataclass
class Job:
    index: int
    seed: int
    opponent: str  # "coach" (self-play) or an agent spec
    coach_seat: int  # the coach's seat when the opponent is another agent
    iterations: int
    edition: str
    chances: bool = False  # show a chance model's chances (coach/chances.py), or the search's
    evaluation: str = "linear"  # what scores the judge's leaves (`JudgeSettings.evaluation`)


def play(job: Job) -> dict[str, Any]:
    """One game; the predictions at every coach decision, and the result."""
    from dataclasses import replace

    from ..agents import make_agent
    from ..agents.evaluation import win_probs
    from ..engine.game import Game
    from ..engine.records import GameRecord
    from .judge import judge, settings_with

    game = Game.new(job.edition, 2, seed=job.seed)
    coach_seats = {0, 1} if job.opponent == "coach" else {job.coach_seat}
    others = {
        q: make_agent(job.opponent, seed=job.seed * 10 + q) for q in (0, 1) if q not in coach_seats
    }
    rows: list[tuple[int, float, float]] = []  # (player, coach, heuristic)
    at: list[int] = []  # the decision's index in the game record, for each row
    searched: list[float] = []  # the search's own estimate, before `coach.chances`
    decisions = 0
    while game.decision is not None and decisions < 20_000:
        d = game.decision
        p = d.player
        decisions += 1
        if p in coach_seats:
            best = judge(
                game,
                replace(
                    settings_with(job.iterations), chances=job.chances, evaluation=job.evaluation
                ),
            ).best
            rows.append((p, best.win, win_probs(game)[p]))
            at.append(decisions - 1)
            searched.append(best.win if best.search is None else best.search)
            game.answer(best.answer)
        else:
            game.answer(others[p].choose(game))
    if game.decision is not None:  # pragma: no cover - the no-progress guard prevents it
        return {"index": job.index, "error": "no end after 20,000 decisions", "rows": []}
    winners = game.winners
    sides = {game.teams[w] for w in winners}
    outcome = {q: (1.0 / len(sides) if q in winners else 0.0) for q in (0, 1)}
    return {
        "index": job.index,
        "opponent": job.opponent,
        "error": None,
        "rows": [(c, h, outcome[p]) for p, c, h in rows],
        "turns": game.state.turn,
        "at": at,
        "search": searched,
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
    chances: bool = False,
    evaluation: str = "linear",
) -> dict[str, Any]:
    """Play the games and compute the scores (see the module docstring); `out`: a file to
    which each game's predictions are appended as it ends (JSON lines)."""
    jobs = [
        Job(
            index=k,
            seed=seed * 100_000 + k // 2,  # each deal twice: self-play, then the opponent
            opponent="coach" if k % 2 == 0 else opponent,
            coach_seat=(k // 2) % 2,
            iterations=iterations,
            edition=edition,
            chances=chances,
            evaluation=evaluation,
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
        evaluation=evaluation,
        chances=chances,
        seconds=round(time.perf_counter() - started, 1),
    )


def report(results: list[dict[str, Any]], **facts: Any) -> dict[str, Any]:
    """The scores of finished games (`play` results, e.g. read back from `--out`)."""
    results = sorted(results, key=lambda r: r["index"])
    rows = [row for r in results for row in r["rows"]]
    coach = [(c, o) for c, _, o in rows]
    heur = [(h, o) for _, h, o in rows]
    even = [(0.5, o) for _, _, o in rows]
    searched = [
        (s, row[2])
        for r in results
        if "search" in r
        for s, row in zip(r["search"], r["rows"], strict=True)
    ]
    return {
        "games": len(results),
        "errors": [r["error"] for r in results if r["error"]],
        "positions": len(rows),
        **facts,
        "brier": {
            "coach": round(brier(coach), 4),
            **({"search": round(brier(searched), 4)} if len(searched) == len(rows) else {}),
            "heuristic": round(brier(heur), 4),
            "even": round(brier(even), 4),
        },
        "coach_minus_heuristic": paired_difference(results),
        "reliability": {"coach": reliability(coach), "heuristic": reliability(heur)},
    }


def paired_difference(results: list[dict[str, Any]], resamples: int = 2000) -> dict[str, Any]:
    """The coach's Brier score minus the heuristic's over the same positions, with a 95%
    interval from resampling whole games (positions of one game are not independent)."""
    import random

    games = [r["rows"] for r in results if r["rows"]]
    if not games:
        return {"difference": None, "ci95": None}

    def diff(sample: list[list[Any]]) -> float:
        total = n = 0
        for rows in sample:
            for c, h, o in rows:
                total += (c - o) ** 2 - (h - o) ** 2
                n += 1
        return total / n

    rng = random.Random(0)
    draws = sorted(diff([rng.choice(games) for _ in games]) for _ in range(resamples))
    low, high = draws[int(0.025 * resamples)], draws[int(0.975 * resamples) - 1]
    return {"difference": round(diff(games), 4), "ci95": [round(low, 4), round(high, 4)]}


def opponent_of(result: dict[str, Any]) -> str:
    """Whom the coach played in a saved game (in a file from before it was saved: every other
    game, from the first, was self-play)."""
    return result.get("opponent") or ("coach" if result["index"] % 2 == 0 else "other")


def searched_of(result: dict[str, Any]) -> list[float]:
    """A saved game's search estimates (the chances shown, in a file from before the chance
    model)."""
    return result.get("search") or [c for c, _, _ in result["rows"]]


def replayed_facts(
    results: list[dict[str, Any]],
) -> tuple[list[float], list[Any], list[float], list[int]]:
    """For every prediction of saved games (`--out` files): the search's estimate, the
    position's facts (`chances.facts`, from replaying the game's record), the result, and the
    game's index."""
    from ..engine.records import GameRecord
    from .chances import facts

    estimates: list[float] = []
    found: list[Any] = []
    outcomes: list[float] = []
    games: list[int] = []
    for r in results:
        if r.get("error") or "record" not in r:
            continue
        record = GameRecord.from_json(r["record"])
        game = record.initial()
        done = 0
        for (_, _, o), at, p, est in zip(
            r["rows"], r["at"], r["players"], searched_of(r), strict=True
        ):
            while done < at:
                game.answer_json(record.answers[done])
                done += 1
            estimates.append(est)
            found.append(facts(game, p))
            outcomes.append(o)
            games.append(r["index"])
    return estimates, found, outcomes, games


def fit_chances(paths: list[str], out: str, command: str) -> dict[str, Any]:
    """Fit the chance model (`coach.chances`) on saved games and write it to `out`; report the
    Brier scores of the search's estimates and of the fitted chances, fitted on four fifths of
    the games and scored on the fifth left out, in turn (whole games)."""
    from .chances import ChanceModel, fit

    saved = [
        json.loads(line)
        for path in paths
        for line in Path(path).read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    editions = {r["record"]["edition"] for r in saved if "record" in r}
    if len(editions) != 1:
        raise ValueError(f"games of one edition are needed, not {sorted(editions)}")
    edition = editions.pop()
    est, found, outcome, games = replayed_facts(saved)
    # fitted on the judge's games against itself only (see coach/chances.py); a deal's two
    # games in the same fold
    selfplay = {r["index"] for r in saved if opponent_of(r) == "coach"}
    own = [g in selfplay for g in games]
    folds = [(g // 2) % 5 for g in games]
    shown = [0.0] * len(est)

    def fitted(pick: list[int], command: str = "") -> ChanceModel:
        return fit(
            [est[i] for i in pick],
            [found[i] for i in pick],
            [outcome[i] for i in pick],
            edition,
            (2,),
            command,
        )

    for k in range(5):
        model = fitted([i for i, f in enumerate(folds) if f != k and own[i]])
        for i, f in enumerate(folds):
            if f == k:
                shown[i] = model.chance(est[i], found[i])
    model = fitted([i for i in range(len(est)) if own[i]], command)
    Path(out).write_text(json.dumps(model.to_json(), indent=1) + "\n", encoding="utf-8")
    return {
        "games": len(set(games)),
        "positions": len(est),
        "model": out,
        "brier_cross_validated": {
            part: {
                "positions": len(pick),
                "search": round(brier([(est[i], outcome[i]) for i in pick]), 4),
                "chances": round(brier([(shown[i], outcome[i]) for i in pick]), 4),
                "linear": round(brier([(found[i]["linear"], outcome[i]) for i in pick]), 4),
                "learned": round(brier([(found[i]["learned"], outcome[i]) for i in pick]), 4),
                "chances_minus_search_95": paired_difference(
                    [
                        {"rows": [(shown[i], est[i], outcome[i]) for i in pick if games[i] == g]}
                        for g in sorted({games[i] for i in pick})
                    ]
                )["ci95"],
            }
            for part, pick in (
                ("all", list(range(len(est)))),
                ("self-play", [i for i in range(len(est)) if own[i]]),
                ("against the other agent", [i for i in range(len(est)) if not own[i]]),
            )
        },
        "reliability_chances": reliability(list(zip(shown, outcome, strict=True))),
        "reliability_search": reliability(list(zip(est, outcome, strict=True))),
    }


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
    ap.add_argument("--workers", type=int, default=None)
    ap.add_argument("--backend", choices=["local", "ray"], default="local")
    ap.add_argument("--out", metavar="FILE", help="append each game's predictions (JSON lines)")
    ap.add_argument(
        "--report", metavar="FILE", help="only compute the scores of the games saved in FILE"
    )
    ap.add_argument(
        "--fit-chances",
        nargs="+",
        metavar="FILE",
        help="fit the chance model (coach/chances.py) on the games saved in FILE (--out files)",
    )
    ap.add_argument("--out-model", metavar="FILE", help="where --fit-chances writes the model")
    ap.add_argument(
        "--evaluation",
        default="linear",
        choices=("linear", "learned", "logit"),
        help="what scores the judge's leaves (JudgeSettings.evaluation)",
    )
    ap.add_argument(
        "--chances",
        action="store_true",
        help="show the installed chance model's chances (coach/chances.py), not the search's",
    )
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    if args.fit_chances:
        if not args.out_model:
            print("error: --fit-chances needs --out-model", file=sys.stderr)
            return 2
        command = "python -m innovation.coach.calibration " + " ".join(
            sys.argv[1:] if argv is None else argv
        )
        print(json.dumps(fit_chances(args.fit_chances, args.out_model, command), indent=1))
        return 0
    if args.games < 1 or args.iterations < 1:
        print("error: --games and --iterations must be positive", file=sys.stderr)
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
            chances=args.chances,
            evaluation=args.evaluation,
        )
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        d = result["coach_minus_heuristic"]
        print(
            f"{result['positions']} positions from {result['games']} games; Brier: coach "
            f"{result['brier']['coach']}, heuristic {result['brier']['heuristic']}, "
            f"always 1/2 {result['brier']['even']}; coach - heuristic {d['difference']} "
            f"(95% interval over games {d['ci95']})"
        )
        print(table(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
