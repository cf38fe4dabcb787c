"""A learned evaluation (issue 23): self-play positions, a small MLP, its calibration.

    python benchmarks/value_train.py collect --games 2000 --workers 2 --out /tmp/value-2p.npz
    python benchmarks/value_train.py fit /tmp/value-2p.npz --out innovation/agents/value-3rd-2p.npz

`collect` plays 2-player 3rd-edition games of `heuristic:1` against itself (10% of the answers
at random, for variety; seeds `--seed` + game number) and keeps, at every action choice, the
position from *each* player's view: that player's evaluation features (`evaluation.FEATURES`,
public facts and the player's own cards) followed by the opponent's, labelled 1 if that player
won. Drawn, shared and unfinished games are left out.

`fit` splits the games (not the positions: one game's positions are alike) four to one, trains
a multilayer perceptron (scikit-learn's `MLPClassifier`, `pip install innovation[learn]`) on
standardised features, and compares on the held-out games, by Brier score and a reliability
table, with the linear evaluation (`evaluation.win_probs`: the logistic function of the
difference of the two sides' weighted sums, computed from the same features). `--out` writes
the model as a small .npz (the standardisation and each layer's weights) that numpy alone
evaluates (`agents.learned`).
"""

from __future__ import annotations

import argparse
import json
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

VERSION = 1


def _one(args: tuple[int, float]) -> list[tuple[int, list[float], int]]:
    seed, epsilon = args
    rng = random.Random(seed)
    agents = [make_agent("heuristic:1", seed=seed * 2 + i) for i in (0, 1)]
    game = Game.new("3rd", 2, seed=seed)
    rows: list[tuple[list[float], list[float]]] = []
    steps = 0
    while game.decision is not None and steps < 3000:
        d = game.decision
        if d.kind == ACTION:
            f = player_features(game)
            rows.append((f[0], f[1]))
        answer = rng.choice(d.options) if rng.random() < epsilon else agents[d.player].choose(game)
        game.answer(answer)
        steps += 1
    if not game.over or len(game.winners) != 1:
        return []
    w = game.winners[0]
    out = []
    for f0, f1 in rows:
        out.append((seed, f0 + f1, int(w == 0)))
        out.append((seed, f1 + f0, int(w == 1)))
    return out


def collect(games: int, seed: int, epsilon: float, workers: int, out: str) -> None:
    import numpy as np

    started = time.time()
    jobs = [(seed + i, epsilon) for i in range(games)]
    gids, xs, ys = [], [], []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for k, rows in enumerate(pool.map(_one, jobs, chunksize=8)):
            for g, x, y in rows:
                gids.append(g)
                xs.append(x)
                ys.append(y)
            if (k + 1) % 100 == 0:
                print(
                    f"{k + 1} games, {len(ys)} positions, {time.time() - started:.0f} s", flush=True
                )
    np.savez_compressed(
        out,
        game=np.array(gids, dtype=np.int32),
        x=np.array(xs, dtype=np.float32),
        y=np.array(ys, dtype=np.int8),
        games=games,
        seed=seed,
        epsilon=epsilon,
    )
    print(f"{games} games, {len(ys)} positions in {time.time() - started:.0f} s -> {out}")


def _linear(x: object) -> object:
    import numpy as np

    w = np.array(weights_for(get_edition("3rd")))
    n = len(FEATURES)
    z = np.asarray(x)[:, :n] @ w - np.asarray(x)[:, n:] @ w
    return 1 / (1 + np.exp(-z))


def reliability(p: object, y: object) -> list[dict[str, object]]:
    import numpy as np

    p, y = np.asarray(p), np.asarray(y)
    out = []
    for k in range(10):
        m = (p >= k / 10) & ((p < (k + 1) / 10) if k < 9 else (p <= 1))
        out.append(
            {
                "bin": f"{k / 10:.1f}-{(k + 1) / 10:.1f}",
                "positions": int(m.sum()),
                "predicted": round(float(p[m].mean()), 3) if m.any() else None,
                "observed": round(float(y[m].mean()), 3) if m.any() else None,
            }
        )
    return out


def fit(
    data: str, out: str | None, hidden: tuple[int, ...], seed: int, alpha: float = 1e-3
) -> dict[str, object]:
    import numpy as np
    from sklearn.neural_network import MLPClassifier

    d = np.load(data)
    x, y, g = d["x"].astype(np.float64), d["y"].astype(np.float64), d["game"]
    test = g % 5 == 0  # one game in five held out
    mean, std = x[~test].mean(0), x[~test].std(0) + 1e-6
    mlp = MLPClassifier(
        hidden_layer_sizes=hidden,
        alpha=alpha,
        max_iter=200,
        early_stopping=True,
        random_state=seed,
    )
    started = time.time()
    mlp.fit((x[~test] - mean) / std, y[~test])
    p_mlp = mlp.predict_proba((x[test] - mean) / std)[:, 1]
    p_lin = _linear(x[test])
    yt = y[test]

    def brier(p: object) -> float:
        return round(float(((np.asarray(p) - yt) ** 2).mean()), 4)

    # a 95% interval of the difference, resampling held-out games
    games = np.unique(g[test])
    rng = np.random.default_rng(seed)
    diff_sq = (p_mlp - yt) ** 2 - (p_lin - yt) ** 2
    by_game = {k: diff_sq[g[test] == k] for k in games}
    boots = []
    for _ in range(300):
        pick = rng.choice(games, len(games))
        parts = np.concatenate([by_game[k] for k in pick])
        boots.append(parts.mean())
    report = {
        "data": data,
        "positions": int(len(y)),
        "games": int(len(np.unique(g))),
        "held_out_positions": int(test.sum()),
        "hidden": list(hidden),
        "alpha": alpha,
        "fit_seconds": round(time.time() - started, 1),
        "brier_mlp": brier(p_mlp),
        "brier_linear": brier(p_lin),
        "brier_half": brier(np.full(len(yt), 0.5)),
        "mlp_minus_linear_95": [
            round(float(np.percentile(boots, 2.5)), 4),
            round(float(np.percentile(boots, 97.5)), 4),
        ],
        "reliability_mlp": reliability(p_mlp, yt),
        "reliability_linear": reliability(p_lin, yt),
    }
    if out:
        arrays: dict[str, object] = {
            "version": np.array(VERSION),
            "features": np.array(FEATURES),
            "mean": mean,
            "std": std,
            "layers": np.array(len(mlp.coefs_)),
        }
        for i, (w, b) in enumerate(zip(mlp.coefs_, mlp.intercepts_, strict=True)):
            arrays[f"w{i}"] = w.astype(np.float32)
            arrays[f"b{i}"] = b.astype(np.float32)
        np.savez_compressed(out, **arrays)
        report["model"] = out
    return report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--games", type=int, default=2000)
    c.add_argument("--seed", type=int, default=230_000)
    c.add_argument("--epsilon", type=float, default=0.1)
    c.add_argument("--workers", type=int, default=2)
    c.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("data")
    f.add_argument("--hidden", default="32,16")
    f.add_argument("--seed", type=int, default=1)
    f.add_argument("--alpha", type=float, default=1e-3, help="L2 penalty")
    f.add_argument("--out", default=None)
    f.add_argument("--report", default=None)
    args = ap.parse_args()
    if args.cmd == "collect":
        collect(args.games, args.seed, args.epsilon, args.workers, args.out)
    else:
        hidden = tuple(int(h) for h in args.hidden.split(",") if h)
        report = fit(args.data, args.out, hidden, args.seed, args.alpha)
        text = json.dumps(report, indent=1)
        print(text)
        if args.report:
            Path(args.report).write_text(text + "\n")


if __name__ == "__main__":
    main()
