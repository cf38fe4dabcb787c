"""The learned chance model (coach/chances.py): monotone, fair, optional, and fitted as documented."""

from __future__ import annotations

import importlib
import json
import math
import random
from dataclasses import replace
from pathlib import Path

import pytest

from innovation.agents import determinize as D
from innovation.coach import chances
from innovation.coach.calibration import main, measure
from innovation.engine.game import Game

from ..agents.helpers import sampled_positions
from ..agents.test_invariance import _swap

J = importlib.import_module("innovation.coach.judge")


def _model() -> chances.ChanceModel:
    found = chances.load("3rd")
    assert found is not None, "the 3rd edition's chance model ships with the package"
    return found


def test_the_shipped_model_loads_and_is_off_by_default() -> None:
    model = _model()
    assert model.players == (2,) and model.edition == "3rd"
    assert len(model.coef) == len(chances.COLUMNS)
    assert model.command.startswith("python -m innovation.coach.calibration --fit-chances")
    assert J.JUDGE.chances is False


def test_the_chance_rises_with_the_estimate() -> None:
    """At any position the map is increasing in the search's estimate, so it can never change
    which answer the judge prefers."""
    model = _model()
    rng = random.Random(1)
    for _ in range(200):
        f = {
            "learned": rng.random(),
            "linear": rng.random(),
            "lowest": rng.randint(1, 10) / 10,
            "progress": rng.random(),
            "lead": rng.uniform(-1, 1),
        }
        xs = sorted(rng.random() for _ in range(8))
        ys = [model.chance(x, f) for x in xs]
        assert all(a <= b for a, b in zip(ys, ys[1:], strict=False))
        assert all(0.0 < y < 1.0 for y in ys)
        x = rng.uniform(0.05, 0.95)
        h = 1e-6
        numeric = (model.chance(x + h, f) - model.chance(x - h, f)) / (2 * h)
        assert model.derivative(x, f) == pytest.approx(numeric, rel=1e-3)


def test_the_judge_keeps_the_search_order_with_the_model() -> None:
    game = sampled_positions("3rd", 2, 6, 11, unfinished=True)[-1]
    settings = J.JudgeSettings(iterations=60, worlds=4)
    J.clear_cache()
    plain = J.judge(game, settings)
    J.clear_cache()
    mapped = J.judge(game, replace(settings, chances=True))
    assert [j.json for j in mapped.ranked] == [j.json for j in plain.ranked]
    assert [j.search for j in mapped.ranked] == [j.win for j in plain.ranked]
    assert all(j.search == j.win for j in plain.ranked)
    model = chances.model_for(game)
    assert model is not None
    f = chances.facts(game, game.decision.player)
    for j in mapped.ranked:
        assert j.win == pytest.approx(model.chance(j.search, f))


def test_where_there_is_no_model_the_estimate_is_shown() -> None:
    assert chances.model_for(Game.new("3rd", 3, seed=1)) is None  # fitted at two players
    assert chances.model_for(Game.new("1st", 2, seed=1)) is None  # no model for the edition
    assert chances.model_for(Game.new("3rd", 4, seed=1, teams=True)) is None
    game = Game.new("3rd", 3, seed=2)
    settings = J.JudgeSettings(iterations=30, worlds=2)
    J.clear_cache()
    plain = J.judge(game, settings)
    J.clear_cache()
    assert [j.win for j in J.judge(game, replace(settings, chances=True)).ranked] == [
        j.win for j in plain.ranked
    ]


def test_the_facts_read_no_hidden_card() -> None:
    """Swapping an opponent's hidden hand card, or dealing every hidden card again from the
    deciding player's view, leaves the model's facts exactly as they were."""
    swaps = deals = 0
    for game in sampled_positions("3rd", 2, 25, 44, unfinished=True):
        p = game.decision.player
        before = chances.facts(game, p)
        swapped = _swap(game)
        if swapped is not None:
            assert chances.facts(swapped, p) == before
            swaps += 1
        try:
            copy = D.determinize(game, p, random.Random(3))
        except D.NoConsistentDeal:
            continue
        assert chances.facts(copy, p) == pytest.approx(before, abs=1e-12)
        deals += 1
    assert swaps >= 3 and deals >= 10


def test_a_model_of_other_columns_or_version_is_refused() -> None:
    data = _model().to_json()
    assert chances.ChanceModel.from_json(data) == _model()
    with pytest.raises(ValueError, match="version"):
        chances.ChanceModel.from_json({**data, "version": 99})
    with pytest.raises(ValueError, match="columns"):
        chances.ChanceModel.from_json({**data, "columns": ["s"]})


def test_the_fit_finds_a_known_slope() -> None:
    """Results drawn with a chance of sigmoid(1.6 · logit(estimate)): the fit finds the slope
    (the other facts neutral)."""
    pytest.importorskip("scipy")
    rng = random.Random(5)
    est, facts, results = [], [], []
    for _ in range(20_000):
        e = rng.uniform(0.05, 0.95)
        f = {"learned": 0.5, "linear": 0.5, "lowest": 0.1, "progress": 0.0, "lead": 0.0}
        p = 1 / (1 + math.exp(-1.6 * chances.logit(e)))
        est.append(e)
        facts.append(f)
        results.append(1.0 if rng.random() < p else 0.0)
    model = chances.fit(est, facts, results, "3rd", (2,))
    assert model.slope(facts[0]) == pytest.approx(1.6, abs=0.1)


def test_fitting_from_saved_games(tmp_path: Path, capsys) -> None:
    """A measurement saves each game's record and the search's estimates; `--fit-chances`
    replays them and writes a model the judge can read."""
    pytest.importorskip("scipy")
    out = tmp_path / "games.jsonl"
    result = measure(4, iterations=8, seed=5, workers=1, out=str(out))
    assert not result["errors"]
    saved = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r["opponent"] for r in saved} == {"coach", "heuristic"}
    for r in saved:
        assert len(r["at"]) == len(r["rows"]) == len(r["search"]) == len(r["players"])
    model_path = tmp_path / "chance.json"
    try:
        code = main(["--fit-chances", str(out), "--out-model", str(model_path)])
    except ValueError as exc:  # four tiny games may not give a monotone fit
        assert "monotone" in str(exc)
        return
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert report["positions"] == result["positions"]
    assert set(report["brier_cross_validated"]) == {"all", "self-play", "against the other agent"}
    fitted = chances.ChanceModel.from_json(json.loads(model_path.read_text()))
    assert fitted.players == (2,)


def test_judging_saved_positions_again_gives_the_same_numbers(tmp_path: Path, capsys) -> None:
    """benchmarks/coach_depth.py replays saved games and judges their positions again: with
    the settings they were judged with, every estimate comes out the same (the judge's seed
    comes from the position), so the differences it reports are the settings' alone."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import coach_depth

    out = tmp_path / "games.jsonl"
    measure(2, iterations=10, seed=9, workers=1, out=str(out))
    J.clear_cache()
    assert (
        coach_depth.main(
            [str(out), "--settings", "10:linear,12:learned", "--every", "7", "--workers", "1"]
        )
        == 0
    )
    report = json.loads(capsys.readouterr().out)
    scores = report["scores"]
    assert report["positions"] > 3 and report["games"] == 1  # the self-play game only
    assert scores["10:linear"]["brier"] == scores["saved estimate"]["brier"]
    assert scores["10:linear"]["minus_saved_95"] == [0.0, 0.0]
    assert "12:learned" in scores
