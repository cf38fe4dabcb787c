"""The conditional-logit evaluation (agents/logit.py; docs/ai.md, "A learned evaluation"): the
rows it reads in play are the ones it was trained on, it reads public facts only and not whose
turn it is, gives chances at every table, falls back where it has no model, and a tiny
training run works from games to calibration."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from innovation.agents import determinize as D
from innovation.agents import evaluation, learned, logit, training
from innovation.engine.game import Game

from .helpers import MODEL_TABLES as TABLES
from .helpers import sampled_positions
from .test_invariance import _swap

ROOT = Path(__file__).resolve().parents[2]


def _model(edition: str) -> logit.LogitModel:
    """The shipped model, or one with made-up weights where none is shipped."""
    found = logit.load(edition)
    if found is not None:
        return found
    m = logit.LogitModel.__new__(logit.LogitModel)
    m.edition, m.temperature, m.info = edition, 1.0, {}
    m.weights = [0.1 * ((i % 5) - 2) for i in range(len(logit.COLUMNS))]
    return m


@pytest.mark.parametrize(("edition", "players"), TABLES)
def test_play_rows_are_the_training_rows(edition: str, players: int) -> None:
    """`logit.rows` (play) equals `training.logit_rows` over the stored facts (training)."""
    for game in sampled_positions(edition, players, 8, 3 + players, unfinished=True):
        glob, rows, active = learned.position_features(game)
        stored = training.logit_rows(np.array([glob]), np.array([rows]))[0][active]
        live, live_active = logit.rows(game)
        assert live_active == active
        assert np.allclose(stored, np.array(live), atol=1e-9)


@pytest.mark.parametrize(("edition", "players"), TABLES)
def test_chances_at_every_table(edition: str, players: int) -> None:
    m = _model(edition)
    for game in sampled_positions(edition, players, 6, 20 + players, unfinished=True):
        p = logit.win_probs(game, m)
        assert len(p) == players
        assert sum(p) == pytest.approx(1.0)
        assert all(0.0 <= v <= 1.0 for v in p)


def test_whose_turn_it_is_does_not_change_the_value() -> None:
    """The actions left and the player to play are not read: the linear evaluation moves
    with them, the logit model does not."""
    m = _model("3rd")
    moved = 0
    for game in sampled_positions("3rd", 2, 20, 31, unfinished=True):
        before = logit.win_probs(game, m)
        copy = game.clone()
        copy.state.actions_left = 2 if copy.state.actions_left != 2 else 1
        assert logit.win_probs(copy, m) == before
        if evaluation.win_probs(copy) != evaluation.win_probs(game):
            moved += 1
    assert moved >= 5  # the check is not empty: the linear evaluation does move


@pytest.mark.parametrize(("edition", "players"), [("3rd", 2), ("3rd", 3), ("4th", 2), ("4th", 5)])
def test_hidden_cards_do_not_change_the_value(edition: str, players: int) -> None:
    """An opponent's hidden card swapped with one of its age pile, and every hidden card
    dealt again from the deciding player's view: the chances stay the same."""
    m = _model(edition)
    swaps = deals = 0
    for game in sampled_positions(edition, players, 25, 40 + players, unfinished=True):
        before = logit.win_probs(game, m)
        swapped = _swap(game)
        if swapped is not None:
            assert logit.win_probs(swapped, m) == before
            swaps += 1
        try:
            copy = D.determinize(game, game.decision.player, random.Random(7))
        except D.NoConsistentDeal:
            continue
        assert logit.win_probs(copy, m) == pytest.approx(before, abs=1e-12)
        deals += 1
    assert swaps >= 3 and deals >= 10


def test_team_games_and_finished_games_fall_back() -> None:
    game = Game.new("4th", 4, seed=2, teams="ABAB")
    rng = random.Random(2)
    for _ in range(40):
        game.answer(rng.choice(game.decision.options))
    assert logit.win_probs(game) == evaluation.win_probs(game)
    game = Game.new("3rd", 2, seed=8)
    rng = random.Random(8)
    while game.decision is not None:
        game.answer(rng.choice(game.decision.options))
    assert logit.win_probs(game) == evaluation.final_result(game)


def test_the_shipped_models_load_without_numpy() -> None:
    """Play needs neither numpy nor scikit-learn: a fresh interpreter where they cannot be
    imported loads every shipped model and evaluates a position."""
    code = (
        "import sys\n"
        "for m in ('numpy', 'sklearn', 'scipy'): sys.modules[m] = None\n"
        "from innovation.agents import logit\n"
        "from innovation.engine.game import Game\n"
        "for ed in logit.MODELS:\n"
        "    if logit.MODELS[ed].exists():\n"
        "        assert logit.load(ed) is not None, ed\n"
        "    p = logit.win_probs(Game.new(ed, 2, seed=1))\n"
        "    assert abs(sum(p) - 1) < 1e-9\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_a_tiny_training_run(tmp_path: Path) -> None:
    """collect → fit-logit → calibrate-logit on a few quick games; the model loads and plays."""
    pytest.importorskip("scipy")
    data = str(tmp_path / "d.npz")
    info = training.collect("3rd", 15, 11, data, workers=1, cycle=(0,))
    assert info["finished"] >= 12
    out = str(tmp_path / "m.json")
    report = training.fit_logit([data], out, l2=1e-2, prior=True)
    assert report["train_positions"] > 100 and report["tune_positions"] > 10
    assert 0.2 <= report["temperature"] <= 5.0
    m = logit.LogitModel(out)
    assert m.edition == "3rd" and len(m.weights) == len(logit.COLUMNS)
    cal = training.calibrate_logit([data], out)
    assert cal["tables"]
    for table in cal["tables"].values():
        assert 0.0 <= table["brier_learned"] <= 1.0 and 0.0 <= table["brier_linear"] <= 1.0
        assert sum(b["positions"] for b in table["reliability_learned"]) == table["rows"]
    game = sampled_positions("3rd", 3, 1, 9, unfinished=True)[0]
    assert sum(logit.win_probs(game, m)) == pytest.approx(1.0)
    # --freeze keeps columns at the linear weights (the rest is fitted)
    frozen = training.fit_logit(
        [data], None, l2=1e-3, prior=True, freeze=("achievements", "points")
    )
    prior = dict(zip(logit.COLUMNS, training.linear_prior("3rd"), strict=True))
    fitted = dict(zip(logit.COLUMNS, frozen["weights"], strict=True))
    assert fitted["achievements"] == pytest.approx(prior["achievements"], abs=1e-6)
    assert fitted["points"] == pytest.approx(prior["points"], abs=1e-6)
    assert any(abs(fitted[c] - prior[c]) > 1e-4 for c in logit.COLUMNS)
    with pytest.raises(ValueError):
        training.fit_logit([data], None, freeze=("no such column",))


def test_where_the_logit_evaluation_is_used() -> None:
    """`ismcts_logit` scores its leaves with it; the coach's judge can be set to it; the
    default `ismcts` keeps the linear evaluation (docs/ai.md: the logit lost in play)."""
    from innovation.agents import make_agent
    from innovation.coach import judge as _judge  # noqa: F401  (the package, for the module)

    J = sys.modules["innovation.coach.judge"]
    game = sampled_positions("3rd", 2, 1, 5, unfinished=True)[0]
    agent = make_agent("ismcts_logit:20i", seed=1)
    assert isinstance(agent, logit.LogitISMCTSAgent)
    assert agent.evaluate(game) == logit.win_probs(game)
    assert make_agent("ismcts:20i", seed=1).evaluate(game) == evaluation.win_probs(game)
    assert "logit" in J.EVALUATIONS
    J.clear_cache()
    assert J.judge(game, J.JudgeSettings(iterations=30, worlds=4, evaluation="logit")).ranked
