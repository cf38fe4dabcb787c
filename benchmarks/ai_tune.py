"""Tuning the evaluation weights by measurement (docs/ai.md describes the procedure).

    python benchmarks/ai_tune.py collect --games 600 --out /tmp/positions.json
    python benchmarks/ai_tune.py fit /tmp/positions.json
    python benchmarks/ai_tune.py match --a heuristic:1 --b heuristic:1 --weights-a W.json \
        --games 400
    python benchmarks/ai_tune.py search --games 200 --rounds 2

Every command takes `--edition` (default 3rd): the games are of that edition, and the weights
it starts from (and compares with) are that edition's (`evaluation.PROFILES`).

`collect` plays 2-player games between one-decision-ahead players that sometimes (10%) answer
at random, and records every player's features at each action choice with the game's winner.
`fit` fits the weights by logistic regression (the difference of the two players' features
predicts the winner), reporting the held-out log loss and accuracy. `match` plays paired games
(same seeds, seats swapped) between two weight vectors. `search` is a coordinate search: each
weight in turn is scaled up and down, and a change is kept if it wins at least 53% of the paired
games against the current best.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from innovation.agents import make_agent  # noqa: E402
from innovation.agents.evaluation import FEATURES, player_features, weights_for  # noqa: E402
from innovation.engine.decisions import ACTION  # noqa: E402
from innovation.engine.editions import get_edition  # noqa: E402
from innovation.engine.game import Game  # noqa: E402


# ------------------------------------------------------------------------------ collecting
def _collect_one(args: tuple[int, list[float], float, str]) -> list[tuple[list[float], int]]:
    seed, weights, epsilon, edition = args
    rng = random.Random(seed)
    agents = [make_agent("heuristic:1", seed=seed * 2 + i, weights=tuple(weights)) for i in (0, 1)]
    game = Game.new(edition, 2, seed=seed)
    rows: list[tuple[list[float], list[float]]] = []
    steps = 0
    while game.decision is not None and steps < 3000:
        d = game.decision
        if d.kind == ACTION:
            f = player_features(game)
            rows.append((f[0], f[1]))
        if rng.random() < epsilon:
            answer = rng.choice(d.options)
        else:
            answer = agents[d.player].choose(game)
        game.answer(answer)
        steps += 1
    if not game.over or len(game.winners) != 1:
        return []  # unfinished, shared or drawn: no winner to predict
    won = 1 if game.winners == [0] else 0
    return [([a - b for a, b in zip(f0, f1, strict=True)], won) for f0, f1 in rows]


def collect(
    games: int, seed: int, weights: list[float], epsilon: float, workers: int, edition: str
) -> list:
    jobs = [(seed + i, weights, epsilon, edition) for i in range(games)]
    out = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for rows in pool.map(_collect_one, jobs, chunksize=4):
            out.extend(rows)
    return out


# ------------------------------------------------------------------------------ fitting
def fit(
    rows: list,
    l2: float = 1e-3,
    iters: int = 300,
    current: tuple[float, ...] = (),
    prior: tuple[float, ...] | None = None,
) -> tuple[list[float], dict]:
    """Logistic regression of the winner on the feature differences. The L2 penalty pulls the
    weights toward 0, or toward `prior` (e.g. another edition's fitted weights) if given."""
    import numpy as np

    x = np.array([r[0] for r in rows], dtype=float)
    y = np.array([r[1] for r in rows], dtype=float)
    # positions from the same game are correlated: hold out by position index modulo 5
    idx = np.arange(len(rows))
    test = idx % 5 == 0
    w0 = np.zeros(x.shape[1]) if prior is None else np.array(prior[: x.shape[1]], dtype=float)
    w = w0.copy()
    xt, yt = x[~test], y[~test]
    for _ in range(iters):  # Newton's method on the L2-regularised log loss (no intercept)
        z = xt @ w
        p = 1 / (1 + np.exp(-z))
        grad = xt.T @ (p - yt) / len(yt) + l2 * (w - w0)
        h = (xt * (p * (1 - p))[:, None]).T @ xt / len(yt) + l2 * np.eye(len(w))
        step = np.linalg.solve(h, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break

    def report(xs: np.ndarray, ys: np.ndarray, ws: np.ndarray) -> dict:
        p = np.clip(1 / (1 + np.exp(-(xs @ ws))), 1e-9, 1 - 1e-9)
        loss = float(-(ys * np.log(p) + (1 - ys) * np.log(1 - p)).mean())
        acc = float(((p > 0.5) == (ys > 0.5)).mean())
        return {"log_loss": round(loss, 4), "accuracy": round(acc, 4)}

    stats = {
        "positions": len(rows),
        "held_out_fitted": report(x[test], y[test], w),
        "held_out_current_weights": report(x[test], y[test], np.array(current[: x.shape[1]])),
    }
    return [round(float(v), 4) for v in w], stats


# ------------------------------------------------------------------------------ matches
def _match_one(args: tuple[int, str, list[float], str, list[float], str]) -> float:
    """Player A's result in one game (1 win, 0.5 shared or drawn, 0 loss); seat by seed
    parity."""
    seed, spec_a, wa, spec_b, wb, edition = args
    a_seat = seed % 2
    specs = [(spec_a, wa), (spec_b, wb)] if a_seat == 0 else [(spec_b, wb), (spec_a, wa)]
    agents = [make_agent(s, seed=seed * 2 + i, weights=tuple(w)) for i, (s, w) in enumerate(specs)]
    game = Game.new(edition, 2, seed=seed // 2)
    steps = 0
    while game.decision is not None and steps < 5000:
        game.answer(agents[game.decision.player].choose(game))
        steps += 1
    if a_seat in game.winners:
        return 1.0 / len(game.winners)
    if game.over and not game.winners:
        return 0.5  # a draw (4th edition)
    return 0.0


def match(
    spec_a: str,
    wa: list[float],
    spec_b: str,
    wb: list[float],
    games: int,
    seed: int,
    workers: int,
    edition: str = "3rd",
) -> float:
    """A's score over `games` games: each deal is played twice, seats swapped."""
    jobs = [(seed * 100_000 + i, spec_a, wa, spec_b, wb, edition) for i in range(games)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(_match_one, jobs, chunksize=2))
    return sum(results) / len(results)


def search(
    games: int,
    rounds: int,
    seed: int,
    workers: int,
    spec: str,
    start: list[float],
    edition: str = "3rd",
) -> list[float]:
    best = list(start)
    for r in range(rounds):
        for i, name in enumerate(FEATURES):
            for factor in (1.5, 0.5):
                trial = list(best)
                trial[i] = round(trial[i] * factor if trial[i] else 0.1, 4)
                t0 = time.time()
                score = match(
                    spec, trial, spec, best, games, seed + r * 1000 + i, workers, edition
                )
                print(
                    f"round {r} {name:<12} x{factor}: {score:.3f} ({time.time() - t0:.0f}s)",
                    flush=True,
                )
                if score >= 0.53:
                    best = trial
                    print("  kept:", best, flush=True)
                    break
    return best


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=600)
    c.add_argument("--seed", type=int, default=10_000)
    c.add_argument("--epsilon", type=float, default=0.1)
    c.add_argument("--weights", default=None)
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("data")
    f.add_argument("--l2", type=float, default=1e-3)
    f.add_argument("--out", default=None, help="also write the fitted weights (a JSON list)")
    f.add_argument(
        "--prior",
        default=None,
        metavar="W.json",
        help="pull the weights toward these (a JSON list) instead of toward 0",
    )
    m = sub.add_parser("match")
    m.add_argument("--a", default="heuristic:1")
    m.add_argument("--b", default="heuristic:1")
    m.add_argument("--weights-a", default=None)
    m.add_argument("--weights-b", default=None)
    m.add_argument("--games", type=int, default=200)
    m.add_argument("--seed", type=int, default=1)
    s = sub.add_parser("search")
    s.add_argument("--games", type=int, default=200)
    s.add_argument("--rounds", type=int, default=1)
    s.add_argument("--seed", type=int, default=2)
    s.add_argument("--spec", default="heuristic:1")
    s.add_argument("--weights", default=None)
    for p in (c, m, s):
        p.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    for p in (c, f, m, s):
        p.add_argument("--edition", default="3rd", help="the games' edition (default 3rd)")
    args = ap.parse_args()
    edition = get_edition(args.edition)
    current = weights_for(edition)

    def load(path: str | None) -> list[float]:
        return list(current) if path is None else json.loads(Path(path).read_text())

    if args.cmd == "collect":
        t0 = time.time()
        rows = collect(
            args.games, args.seed, load(args.weights), args.epsilon, args.workers, edition.name
        )
        Path(args.out).write_text(json.dumps(rows))
        print(f"{len(rows)} positions from {args.games} games in {time.time() - t0:.0f}s")
    elif args.cmd == "fit":
        rows = json.loads(Path(args.data).read_text())
        prior = json.loads(Path(args.prior).read_text()) if args.prior else None
        weights, stats = fit(rows, args.l2, current=current, prior=prior)
        stats["l2"] = args.l2
        stats["prior"] = args.prior
        if args.out:
            Path(args.out).write_text(json.dumps(weights))
        print(
            json.dumps(
                {"edition": edition.name, "features": FEATURES, "weights": weights, **stats},
                indent=1,
            )
        )
    elif args.cmd == "match":
        score = match(
            args.a,
            load(args.weights_a),
            args.b,
            load(args.weights_b),
            args.games,
            args.seed,
            args.workers,
            edition.name,
        )
        n = args.games
        half = 1.96 * math.sqrt(max(score * (1 - score), 1e-9) / n)
        print(f"A scores {score:.3f} ± {half:.3f} over {n} games")
    elif args.cmd == "search":
        best = search(
            args.games,
            args.rounds,
            args.seed,
            args.workers,
            args.spec,
            load(args.weights),
            edition.name,
        )
        print(json.dumps(best))


if __name__ == "__main__":
    main()
