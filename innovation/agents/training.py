"""Training the learned evaluation (issue 23): self-play positions, a small MLP, its calibration.

    python -m innovation.agents.training collect --edition 3rd --games 600 --seed 1 --out d3.npz
    python -m innovation.agents.training fit d3.npz --out innovation/agents/value-3rd.npz
    python -m innovation.agents.training calibrate d3.npz --model innovation/agents/value-3rd.npz

`collect` plays games of the project's agents against themselves on every local core
(`innovation.parallel`), spread evenly over the edition's table sizes (2–4 players in the 3rd,
2–6 in the 4th; no teams) and over three recipes (`RECIPES`, chosen by game number): every seat
`heuristic:1` with 10% of the answers at random; every seat `heuristic:2` with 5% at random;
each seat drawn among `heuristic:1`, `heuristic:2` and `ismcts:40i` with 3% at random. Game `i`
has seed `--seed` + i, so a run is reproducible. At every action choice it keeps the position's
public facts (`learned.position_features`) and, at the end, each player's result
(`evaluation.final_result`: 1 for the winner, shares for a shared win or a draw). Unfinished
games are left out.

`fit` holds out every fifth round of table sizes (games 0–2, 15–17, … in the 3rd edition; by
game, since a game's positions are alike), builds one row per player and position (`learned.encode_rows`), labelled with that
player's result, and trains scikit-learn's `MLPClassifier` (ReLU, Adam, early stopping, seeded)
on standardised rows — the result is rounded to a win (≥ ½) or not for the classifier. `--out`
writes the model as a small .npz that numpy alone evaluates (`learned.ValueModel`).

`fit-logit` and `calibrate-logit` do the same for the conditional logit (`logit`, the second
attempt): maximum likelihood of who won under the softmax over the players (scipy's L-BFGS),
optionally pulled toward the linear weights (`--prior`) with columns kept at them
(`--freeze`), the temperature chosen on a fifth of the rounds and the Brier score on the
held-out fifth; its data are games of `ismcts:40i` (recipe 3, `--recipes 3`), with
`--tables` weighting the table sizes (benchmarks/logit_data.sh).

`calibrate` compares, on the held-out games, the learned model's chances (`learned.win_probs`,
normalised over the players) with the linear evaluation's (`evaluation.win_probs`, the softmax
of the sides' values) at every table size: Brier score (mean squared error of each player's
chance against their result), the difference with a 95% interval from resampling whole games,
and a reliability table.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from pathlib import Path
from typing import Any

from ..engine.cards import N_ICONS
from . import evaluation, learned

RECIPES: tuple[tuple[str, tuple[str, ...], float], ...] = (
    ("heuristic1", ("heuristic:1",), 0.10),
    ("heuristic2", ("heuristic:2",), 0.05),
    ("mixed", ("heuristic:1", "heuristic:2", "ismcts:40i"), 0.03),
    # positions like those a search scores: every seat a short ismcts search
    ("ismcts", ("ismcts:40i",), 0.02),
)
TABLES: dict[str, tuple[int, ...]] = {"3rd": (2, 3, 4), "1st": (2, 3, 4), "4th": (2, 3, 4, 5, 6)}
MAX_DECISIONS = 6000


EVEN = (0, 1, 2)  # one game of each recipe in turn
MOSTLY_FAST = (0, 0, 0, 0, 0, 0, 0, 0, 1, 2)  # eight heuristic:1 games, then one of each other


def job_of(
    edition: str,
    seed: int,
    i: int,
    cycle: tuple[int, ...] = EVEN,
    tables: tuple[int, ...] | None = None,
) -> tuple[str, int, int, int]:
    """Game `i` of a run: (edition, players, recipe index, game seed). The table sizes
    (`tables`, by default every size of the edition, `TABLES`; a size may repeat, to play it
    more often) take turns game by game; the recipes follow `cycle`, one step per round of
    table sizes."""
    tables = tables or TABLES[edition]
    recipe = cycle[(i // len(tables)) % len(cycle)]
    return edition, tables[i % len(tables)], recipe, seed + i


def play_one(job: tuple[str, int, int, int]) -> dict[str, Any] | None:
    """One self-play game's positions (see the module docstring); None if it did not end."""
    from ..engine.decisions import ACTION
    from ..engine.game import Game
    from . import make_agent

    edition, players, recipe, seed = job
    _, specs, epsilon = RECIPES[recipe]
    rng = random.Random(seed)
    agents = [make_agent(rng.choice(specs), seed=seed * 10 + seat) for seat in range(players)]
    game = Game.new(edition, players, seed=seed)
    globs: list[list[float]] = []
    rows: list[list[list[float]]] = []
    actives: list[list[int]] = []
    steps = 0
    while game.decision is not None and steps < MAX_DECISIONS:
        d = game.decision
        if d.kind == ACTION:
            g, r, a = learned.position_features(game)
            globs.append(g)
            rows.append(r)
            actives.append(a)
        if rng.random() < epsilon:
            answer = rng.choice(d.options)
        else:
            answer = agents[d.player].choose(game)
        game.answer(answer)
        steps += 1
    if not game.over or not globs:
        return None
    return {
        "seed": seed,
        "players": players,
        "recipe": recipe,
        "glob": globs,
        "rows": rows,
        "active": actives,
        "result": evaluation.final_result(game),
    }


def collect(
    edition: str,
    games: int,
    seed: int,
    out: str,
    workers: int | None = None,
    backend: str = "local",
    cycle: tuple[int, ...] = EVEN,
    tables: tuple[int, ...] | None = None,
) -> dict[str, Any]:
    """Play `games` games and save their positions (arrays padded to six players)."""
    import numpy as np

    from ..parallel import make_executor

    started = time.time()
    tables = tables or TABLES[edition]
    jobs = [job_of(edition, seed, i, cycle, tables) for i in range(games)]
    width = len(learned.PLAYER)
    game_ids: list[int] = []
    players: list[int] = []
    recipes: list[int] = []
    globs: list[list[float]] = []
    rows: list[Any] = []
    masks: list[list[bool]] = []
    results: list[list[float]] = []
    done = 0
    with make_executor(backend, workers) as ex:
        for k, res in enumerate(ex.map(play_one, jobs)):
            if (k + 1) % 50 == 0:
                print(
                    f"{k + 1}/{games} games, {len(globs)} positions, {time.time() - started:.0f} s",
                    flush=True,
                )
            if res is None:
                continue
            done += 1
            n = res["players"]
            pad = [0.0] * (learned.MAX_PLAYERS - n)
            for g, r, a in zip(res["glob"], res["rows"], res["active"], strict=True):
                game_ids.append(res["seed"] - seed)
                players.append(n)
                recipes.append(res["recipe"])
                globs.append(g)
                rows.append(r + [[0.0] * width] * (learned.MAX_PLAYERS - n))
                masks.append([q in a for q in range(learned.MAX_PLAYERS)])
                results.append(list(res["result"]) + pad)
    np.savez_compressed(
        out,
        edition=np.array(edition),
        seed=np.array(seed),
        tables=np.array(tables, dtype=np.int8),
        game=np.array(game_ids, dtype=np.int32),
        players=np.array(players, dtype=np.int8),
        recipe=np.array(recipes, dtype=np.int8),
        glob=np.array(globs, dtype=np.float32),
        rows=np.array(rows, dtype=np.float32).reshape(len(rows), learned.MAX_PLAYERS, width),
        active=np.array(masks, dtype=bool),
        result=np.array(results, dtype=np.float32),
        global_names=np.array(learned.GLOBAL),
        player_names=np.array(learned.PLAYER),
    )
    info = {
        "edition": edition,
        "games": games,
        "finished": done,
        "positions": len(globs),
        "seconds": round(time.time() - started, 1),
        "out": out,
    }
    print(json.dumps(info), flush=True)
    return info


def load_data(paths: list[str]) -> dict[str, Any]:
    """Positions of one or more `collect` files of the same edition (game ids kept apart)."""
    import numpy as np

    parts = [np.load(p) for p in paths]
    editions = {str(d["edition"]) for d in parts}
    if len(editions) != 1:
        raise ValueError(f"data of several editions: {sorted(editions)}")
    keys = ("game", "players", "recipe", "glob", "rows", "active", "result")
    data = {k: np.concatenate([d[k] for d in parts]) for k in keys}
    data["file"] = np.concatenate([np.full(len(d["game"]), i) for i, d in enumerate(parts)])
    data["edition"] = editions.pop()
    # held out: every fifth round of table sizes (a round plays each table size once), so
    # every table size is held out alike
    rounds = [
        d["game"] // len(d["tables"] if "tables" in d.files else TABLES[data["edition"]])
        for d in parts
    ]
    data["round"] = np.concatenate(rounds)
    data["held_out"] = data["round"] % 5 == 0
    data["key"] = data["file"].astype(np.int64) * 10**7 + data["game"]  # one id per game
    return data


def rows_of(data: dict[str, Any], pick: Any) -> tuple[Any, Any, Any, Any, Any]:
    """The model's rows of the positions `pick` (a boolean mask): X, y (results), the position
    index, the player and the table size of each row."""
    import numpy as np

    from ..engine.editions import get_edition

    weights = np.array(evaluation.weights_for(get_edition(data["edition"])))
    xs, ys, pos, seat, table = [], [], [], [], []
    glob, rows, active, result = data["glob"], data["rows"], data["active"], data["result"]
    n_of = data["players"]
    for i in np.flatnonzero(pick):
        act = np.flatnonzero(active[i])
        if len(act) < 2:
            continue
        xs.append(learned.encode_rows(glob[i], rows[i][act], weights))
        ys.append(result[i, act])
        pos.append(np.full(len(act), i))
        seat.append(act)
        table.append(np.full(len(act), n_of[i]))
    if not xs:
        return np.zeros((0, len(learned.FEATURES))), *(np.zeros(0) for _ in range(4))
    x = np.concatenate(xs).reshape(-1, len(learned.FEATURES))
    return (
        x,
        np.concatenate(ys).astype(np.float64),
        np.concatenate(pos),
        np.concatenate(seat),
        np.concatenate(table),
    )


def split(data: dict[str, Any], validation: bool) -> tuple[Any, Any]:
    """Training and test positions: the held-out games (`held_out`) are the test; with
    `validation`, the test is instead the next fifth of the rounds and the training set the
    other three fifths (for choosing a model without looking at the held-out games)."""
    if not validation:
        return ~data["held_out"], data["held_out"]
    r = data["round"] % 5
    return r >= 2, r == 1


def fit(
    paths: list[str],
    out: str | None = None,
    hidden: tuple[int, ...] = (64, 32),
    alpha: float = 1.0,
    seed: int = 1,
    max_iter: int = 200,
    validation: bool = False,
    early_stopping: bool = True,
) -> dict[str, Any]:
    """Train the MLP on the games not held out; write it to `out` (see the module docstring)."""
    import numpy as np

    data = load_data(paths)
    train, _ = split(data, validation)
    x, y, _, _, _ = rows_of(data, train)
    mean, std = x.mean(0), x.std(0) + 1e-6
    started = time.time()
    labels = (y >= 0.5).astype(int)
    if hidden:
        from sklearn.neural_network import MLPClassifier

        mlp = MLPClassifier(
            hidden_layer_sizes=hidden,
            alpha=alpha,
            max_iter=max_iter,
            early_stopping=early_stopping,
            random_state=seed,
        )
        mlp.fit((x - mean) / std, labels)
        coefs, intercepts, n_iter = mlp.coefs_, mlp.intercepts_, int(mlp.n_iter_)
    else:  # no hidden layer: a logistic regression, stored as a one-layer network
        from sklearn.linear_model import LogisticRegression

        lr = LogisticRegression(C=1.0 / max(alpha, 1e-9), max_iter=max_iter)
        lr.fit((x - mean) / std, labels)
        coefs, intercepts = [lr.coef_.T], [lr.intercept_]
        n_iter = int(lr.n_iter_[0])
    report: dict[str, Any] = {
        "data": paths,
        "edition": data["edition"],
        "train_rows": int(len(y)),
        "hidden": list(hidden),
        "alpha": alpha,
        "seed": seed,
        "iterations": n_iter,
        "fit_seconds": round(time.time() - started, 1),
    }
    if out:
        arrays: dict[str, Any] = {
            "version": np.array(learned.VERSION),
            "edition": np.array(data["edition"]),
            "features": np.array(learned.FEATURES),
            "mean": mean.astype(np.float32),
            "std": std.astype(np.float32),
            "layers": np.array(len(coefs)),
        }
        for i, (w, b) in enumerate(zip(coefs, intercepts, strict=True)):
            arrays[f"w{i}"] = w.astype(np.float32)
            arrays[f"b{i}"] = b.astype(np.float32)
        np.savez_compressed(out, **arrays)
        report["model"] = out
    return report


def _linear_probs(data: dict[str, Any], i: int) -> list[float]:
    """The linear evaluation's chances at position `i`, from the stored features (the softmax
    of the weighted sums of each player still in; no teams)."""
    from ..engine.editions import get_edition

    w = evaluation.weights_for(get_edition(data["edition"]))
    k = len(evaluation.FEATURES)
    act = [q for q in range(learned.MAX_PLAYERS) if data["active"][i, q]]
    values = {q: sum(a * b for a, b in zip(w, data["rows"][i, q, :k], strict=True)) for q in act}
    top = max(values.values())
    exps = {q: math.exp(v - top) for q, v in values.items()}
    total = sum(exps.values())
    return [exps[q] / total if q in exps else 0.0 for q in range(learned.MAX_PLAYERS)]


def reliability(p: Any, y: Any) -> list[dict[str, Any]]:
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


def brier_table(p_model: Any, p_linear: Any, result: Any, games: Any, n: int, rng: Any,
                resamples: int, positions: int) -> dict[str, Any]:
    """One table size's calibration: the Brier scores of a model's chances (`p_model`), the
    linear evaluation's and the uniform 1/n against the results, one row per player of a
    position; the 95% interval of model − linear from `resamples` resamplings of whole games
    (`games`, each row's game); and both reliability tables."""
    import numpy as np

    diff = (p_model - result) ** 2 - (p_linear - result) ** 2
    ids = np.unique(games)
    inv = np.searchsorted(ids, games)
    sums_g = np.bincount(inv, weights=diff, minlength=len(ids))
    counts_g = np.bincount(inv, minlength=len(ids))
    boots = []
    for _ in range(resamples):
        pick = rng.integers(0, len(ids), len(ids))
        boots.append(sums_g[pick].sum() / counts_g[pick].sum())
    return {
        "games": int(len(ids)),
        "positions": positions,
        "rows": int(len(result)),
        "brier_learned": round(float(((p_model - result) ** 2).mean()), 4),
        "brier_linear": round(float(((p_linear - result) ** 2).mean()), 4),
        "brier_uniform": round(float(((1.0 / n - result) ** 2).mean()), 4),
        "learned_minus_linear_95": [
            round(float(np.percentile(boots, 2.5)), 4),
            round(float(np.percentile(boots, 97.5)), 4),
        ],
        "reliability_learned": reliability(p_model, result),
        "reliability_linear": reliability(p_linear, result),
    }


def calibrate(
    paths: list[str], model_path: str, seed: int = 1, validation: bool = False
) -> dict[str, Any]:
    """Brier scores and reliability tables of the learned and the linear evaluation on the
    held-out games, per table size."""
    import numpy as np

    data = load_data(paths)
    model = learned.ValueModel(model_path)
    _, test = split(data, validation)
    x, y, pos, seat, table = rows_of(data, test)
    raw = model.predict(x)
    # normalise over the players of each position, as `learned.win_probs` does
    sums: dict[int, float] = {}
    for v, i in zip(raw, pos, strict=True):
        sums[int(i)] = sums.get(int(i), 0.0) + float(v)
    p_learned = np.array([v / sums[int(i)] for v, i in zip(raw, pos, strict=True)])
    lin_cache: dict[int, list[float]] = {}
    p_linear = []
    for i, q in zip(pos, seat, strict=True):
        i = int(i)
        if i not in lin_cache:
            lin_cache[i] = _linear_probs(data, i)
        p_linear.append(lin_cache[i][int(q)])
    p_linear_a = np.array(p_linear)
    games = data["key"][pos]
    rng = np.random.default_rng(seed)
    tables: dict[str, Any] = {}
    for n in sorted(set(int(t) for t in table)):
        m = table == n
        tables[str(n)] = brier_table(
            p_learned[m], p_linear_a[m], y[m], games[m], n, rng, 500,
            positions=int(len(np.unique(pos[m]))))
    return {"data": paths, "model": model_path, "edition": data["edition"], "tables": tables}


def logit_rows(glob: Any, rows: Any) -> Any:
    """The logit model's rows (`logit.COLUMNS`) from stored positions: `glob` (positions ×
    `learned.GLOBAL`) and `rows` (positions × players × `learned.PLAYER`). The same numbers
    as `logit.rows` computes in play (tests/agents/test_logit.py)."""
    import numpy as np

    from . import logit

    names = list(learned.PLAYER)
    k = len(evaluation.FEATURES)
    tempo = evaluation.FEATURES.index("tempo")
    base = np.delete(rows[..., :k], tempo, axis=-1)
    first = names.index("icon_0")
    icons = rows[..., first : first + N_ICONS]
    achieved = rows[..., names.index("achieved_share")]
    reach = rows[..., names.index("reach_share")]
    splayed = rows[..., names.index("splayed")]
    low = glob[:, None, learned.GLOBAL.index("lowest_age")]
    f = rows[..., :k]
    extra = np.stack(
        [
            achieved,
            reach,
            reach * reach,
            splayed,
            f[..., 1] * low,
            f[..., 0] * low,
            f[..., 3] * low,
            f[..., 8] * low,
        ],
        axis=-1,
    )
    out = np.concatenate([base, icons, extra], axis=-1)
    assert out.shape[-1] == len(logit.COLUMNS)
    return out


def _logit_loss(w: Any, x: Any, mask: Any, y: Any, l2: float, prior: Any) -> tuple[float, Any]:
    """The mean negative log-likelihood of the results under the softmax over the players
    still in, plus the L2 penalty of the distance to `prior`, and its gradient."""
    import numpy as np

    v = x @ w
    v = np.where(mask, v, -np.inf)
    v = v - v.max(axis=1, keepdims=True)
    e = np.where(mask, np.exp(v), 0.0)
    p = e / e.sum(axis=1, keepdims=True)
    logp = np.where(mask, np.log(np.maximum(p, 1e-300)), 0.0)
    m = len(x)
    d = w - prior
    loss = -(y * logp).sum() / m + l2 * float(d @ d)
    # d/dv of -sum y log p = p * sum(y) - y
    g = p * y.sum(axis=1, keepdims=True) - y
    grad = np.einsum("pq,pqf->f", g, x) / m + 2 * l2 * d
    return float(loss), grad


def _logit_probs(w: Any, x: Any, mask: Any) -> Any:
    import numpy as np

    v = np.where(mask, x @ w, -np.inf)
    v = v - v.max(axis=1, keepdims=True)
    e = np.where(mask, np.exp(v), 0.0)
    return e / e.sum(axis=1, keepdims=True)


def linear_prior(edition: str) -> list[float]:
    """The linear evaluation's weights in the logit model's columns (`logit.COLUMNS`): its
    weight for each of its features but tempo, 0 for the columns it does not have."""
    from ..engine.editions import get_edition
    from . import logit

    w = dict(zip(evaluation.FEATURES, evaluation.weights_for(get_edition(edition)), strict=True))
    return [w.get(c, 0.0) for c in logit.COLUMNS]


def fit_logit(
    paths: list[str],
    out: str | None = None,
    l2: float = 1e-4,
    prior: bool = False,
    freeze: tuple[str, ...] = (),
    command: str | None = None,
) -> dict[str, Any]:
    """Fit the conditional logit (`logit`): weights by maximum likelihood (L-BFGS, an L2
    penalty `l2` on the weights, or with `prior` on their distance to the linear evaluation's,
    `linear_prior`) on rounds 2–4 of every five (see `split`), the temperature on round 1,
    never the held-out round 0; write the model as JSON (`logit.LogitModel`). `freeze`:
    columns kept at the starting weight (the linear evaluation's with `prior`, else 0) —
    for the ones a search exploits when they are fitted to predict the winner (an achievement
    within reach valued nearly as one claimed: the search stops claiming; docs/ai.md)."""
    import numpy as np
    from scipy.optimize import minimize, minimize_scalar

    from . import logit

    data = load_data(paths)
    x_all = logit_rows(data["glob"].astype(np.float64), data["rows"].astype(np.float64))
    mask_all = data["active"]
    y_all = data["result"].astype(np.float64)
    keep = mask_all.sum(axis=1) >= 2
    r = data["round"] % 5
    train = keep & (r >= 2)
    tune = keep & (r == 1)
    x, mask, y = x_all[train], mask_all[train], y_all[train]
    started = time.time()
    w0 = np.array(linear_prior(data["edition"]) if prior else [0.0] * x.shape[-1])
    unknown = set(freeze) - set(logit.COLUMNS)
    if unknown:
        raise ValueError(f"unknown columns to freeze: {sorted(unknown)}")
    bounds = [
        (float(v), float(v)) if c in freeze else (None, None)
        for c, v in zip(logit.COLUMNS, w0, strict=True)
    ]
    res = minimize(
        _logit_loss,
        w0,
        args=(x, mask, y, l2, w0),
        jac=True,
        method="L-BFGS-B",
        bounds=bounds,
        options={"maxiter": 2000},
    )
    w = res.x

    def tune_loss(t: float) -> float:
        p = _logit_probs(w / t, x_all[tune], mask_all[tune])
        return float(-(y_all[tune] * np.log(np.maximum(p, 1e-12))).sum())

    temperature = float(minimize_scalar(tune_loss, bounds=(0.2, 5.0), method="bounded").x)
    report: dict[str, Any] = {
        "version": logit.VERSION,
        "edition": data["edition"],
        "columns": list(logit.COLUMNS),
        "weights": [round(float(v), 6) for v in w],
        "temperature": round(temperature, 4),
        "data": [Path(p).name for p in paths],
        "l2": l2,
        "prior": "linear" if prior else None,
        "frozen": list(freeze),
        "train_positions": int(train.sum()),
        "tune_positions": int(tune.sum()),
        "train_loss": round(float(res.fun), 5),
        "fit_seconds": round(time.time() - started, 1),
        "command": command,
        "recipe": "benchmarks/logit_data.sh",
    }
    if out:
        Path(out).write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return report


def calibrate_logit(paths: list[str], model_path: str, seed: int = 1) -> dict[str, Any]:
    """Brier scores of the logit model beside the linear evaluation on the held-out games
    (round 0 of every five), per table size, with a 95% interval of the difference from
    resampling whole games, and reliability tables."""
    import numpy as np

    from . import logit

    data = load_data(paths)
    model = logit.LogitModel(model_path)
    test = data["held_out"] & (data["active"].sum(axis=1) >= 2)
    x = logit_rows(data["glob"][test].astype(np.float64), data["rows"][test].astype(np.float64))
    mask = data["active"][test]
    y = data["result"][test].astype(np.float64)
    p_model = _logit_probs(np.array(model.weights), x, mask)
    idx = np.flatnonzero(test)
    p_lin = np.array([_linear_probs(data, int(i)) for i in idx])
    games = data["key"][test]
    n_of = data["players"][test]
    rng = np.random.default_rng(seed)
    tables: dict[str, Any] = {}
    for n in sorted(set(int(t) for t in n_of)):
        m = n_of == n
        mk = mask[m]
        tables[str(n)] = brier_table(
            p_model[m][mk], p_lin[m][mk], y[m][mk], np.repeat(games[m], mk.sum(axis=1)), n,
            rng, 1000, positions=int(m.sum()))
    return {"data": paths, "model": model_path, "edition": data["edition"], "tables": tables}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m innovation.agents.training", description=__doc__.splitlines()[0]
    )
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect", help="self-play positions")
    c.add_argument("--edition", default="3rd", choices=sorted(TABLES))
    c.add_argument("--games", type=int, default=600)
    c.add_argument("--seed", type=int, default=1)
    c.add_argument("--workers", type=int, default=None)
    c.add_argument("--backend", default="local", choices=("local", "ray"))
    c.add_argument("--out", required=True)
    c.add_argument(
        "--tables",
        default=None,
        help="the cycle of table sizes, e.g. 2,2,3,4 (default: every size of the edition)",
    )
    c.add_argument(
        "--recipes",
        default="0,1,2",
        help="the cycle of recipe numbers (RECIPES), e.g. 0,0,0,0,0,0,0,0,1,2",
    )
    f = sub.add_parser("fit", help="train the MLP")
    f.add_argument("data", nargs="+")
    f.add_argument("--hidden", default="64,32", help='layer sizes; "" for none (logistic)')
    f.add_argument("--alpha", type=float, default=1.0, help="L2 penalty")
    f.add_argument("--seed", type=int, default=1)
    f.add_argument("--max-iter", type=int, default=200, help="epochs at most")
    f.add_argument(
        "--epochs",
        type=int,
        default=None,
        help="exactly this many epochs, without early stopping (whose check positions come "
        "from the same games as the training ones)",
    )
    f.add_argument("--out", default=None)
    k = sub.add_parser("calibrate", help="Brier scores and reliability, learned beside linear")
    k.add_argument("data", nargs="+")
    k.add_argument("--model", required=True)
    fl = sub.add_parser("fit-logit", help="fit the conditional logit (agents/logit.py)")
    fl.add_argument("data", nargs="+")
    fl.add_argument("--l2", type=float, default=1e-4, help="L2 penalty")
    fl.add_argument(
        "--prior", action="store_true", help="pull toward the linear weights instead of 0"
    )
    fl.add_argument(
        "--freeze", default="", help="columns kept at the starting weight, comma-separated"
    )
    fl.add_argument("--out", default=None)
    kl = sub.add_parser("calibrate-logit", help="Brier scores: the logit model beside linear")
    kl.add_argument("data", nargs="+")
    kl.add_argument("--model", required=True)
    for p in (fl, kl):
        p.add_argument("--report", default=None, help="also write the JSON here")
    for p in (f, k):
        p.add_argument("--report", default=None, help="also write the JSON here")
        p.add_argument(
            "--validation", action="store_true", help="train and test without the held-out games"
        )
    args = ap.parse_args(argv)
    if args.cmd == "collect":
        cycle = tuple(int(r) for r in args.recipes.split(","))
        tables = tuple(int(t) for t in args.tables.split(",")) if args.tables else None
        collect(
            args.edition, args.games, args.seed, args.out, args.workers, args.backend, cycle, tables
        )
        return 0
    if args.cmd == "fit-logit":
        freeze = tuple(c for c in args.freeze.split(",") if c)
        command = "python -m innovation.agents.training " + " ".join(
            sys.argv[1:] if argv is None else argv
        )
        report = fit_logit(args.data, args.out, args.l2, args.prior, freeze, command)
    elif args.cmd == "calibrate-logit":
        report = calibrate_logit(args.data, args.model)
    elif args.cmd == "fit":
        hidden = tuple(int(h) for h in args.hidden.split(",") if h)
        report = fit(
            args.data,
            args.out,
            hidden,
            args.alpha,
            args.seed,
            args.epochs or args.max_iter,
            args.validation,
            early_stopping=args.epochs is None,
        )
    else:
        report = calibrate(args.data, args.model, validation=args.validation)
    text = json.dumps(report, indent=1)
    print(text)
    if args.report:
        Path(args.report).write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
