"""The learned evaluation (agents/learned.py, agents/training.py; docs/ai.md, "A learned
evaluation"): the shipped models load with numpy alone, give chances, read only public facts,
are used where the docs say, and a tiny training run works from games to calibration."""

from __future__ import annotations

import importlib
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from innovation.agents import determinize as D
from innovation.agents import evaluation, learned, make_agent
from innovation.engine.game import Game

from .helpers import MODEL_TABLES as TABLES
from .helpers import sampled_positions
from .test_invariance import _swap

J = importlib.import_module("innovation.coach.judge")  # the module: the package exports a function

ROOT = Path(__file__).resolve().parents[2]


def test_the_models_load_with_numpy_alone() -> None:
    """A fresh interpreter in which scikit-learn and scipy cannot be imported loads both
    models and evaluates a position; neither library gets imported."""
    code = (
        "import sys\n"
        "sys.modules['sklearn'] = None; sys.modules['scipy'] = None\n"
        "from innovation.agents import learned\n"
        "from innovation.engine.game import Game\n"
        "for ed in ('3rd', '4th'):\n"
        "    assert learned.load(ed) is not None, ed\n"
        "    p = learned.win_probs(Game.new(ed, 2, seed=1))\n"
        "    assert abs(sum(p) - 1) < 1e-9\n"
        "assert not any(m.startswith(('sklearn', 'scipy')) and sys.modules[m] is not None\n"
        "               for m in sys.modules)\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
    for path in learned.MODELS.values():
        assert path.stat().st_size < 100_000  # small files


@pytest.mark.parametrize(("edition", "players"), TABLES)
def test_chances_at_every_table(edition: str, players: int) -> None:
    model = learned.load(edition)
    assert model is not None
    games = sampled_positions(edition, players, 6, 3 + players)
    assert games
    for game in games:
        probs = learned.win_probs(game)
        assert len(probs) == players
        assert sum(probs) == pytest.approx(1.0)
        assert all(0.0 <= p <= 1.0 for p in probs)
        rows, active = learned.encode(game)
        raw = model.predict(rows)
        assert raw.shape == (len(active),)
        assert np.all((raw >= 0) & (raw <= 1))
        # the chances are the model's answers normalised over the players still in
        assert [probs[q] for q in active] == pytest.approx(list(raw / raw.sum()))


def test_encoding_of_a_player_and_the_others() -> None:
    glob = [1.0, 2.0]
    rows = [[1.0, 5.0], [3.0, 5.0], [2.0, 0.0]]
    w = np.array([1.0, 0.0])  # the linear value is the first feature
    x = learned.encode_rows(glob, rows, w)
    chance = np.exp([1.0, 3.0, 2.0]) / np.exp([1.0, 3.0, 2.0]).sum()
    own = [[1, 5, 1, chance[0]], [3, 5, 3, chance[1]], [2, 0, 2, chance[2]]]
    # globals, own columns, the others' maximum, the others' mean
    for q in range(3):
        others = [own[r] for r in range(3) if r != q]
        expect = glob + own[q] + list(np.max(others, 0)) + list(np.mean(others, 0))
        assert x[q].tolist() == pytest.approx(expect)
    two = learned.encode_rows(glob, rows[:2], w)
    assert two[0, 6:10].tolist() == pytest.approx(two[1, 2:6].tolist())
    assert two[0, 10:].tolist() == pytest.approx(two[1, 2:6].tolist())
    assert x.shape[1] == len(glob) + 3 * 4
    assert len(learned.FEATURES) == len(learned.GLOBAL) + 3 * len(learned.COLUMNS)


def test_team_games_and_finished_games_fall_back() -> None:
    game = Game.new("4th", 4, seed=2, teams="ABAB")
    rng = random.Random(2)
    for _ in range(40):
        game.answer(rng.choice(game.decision.options))
    assert not learned.handles(game)
    assert learned.win_probs(game) == evaluation.win_probs(game)
    game = Game.new("3rd", 2, seed=8)
    rng = random.Random(8)
    while game.decision is not None:
        game.answer(rng.choice(game.decision.options))
    assert learned.win_probs(game) == evaluation.final_result(game)


@pytest.mark.parametrize(("edition", "players"), [("3rd", 2), ("3rd", 3), ("4th", 2), ("4th", 5)])
def test_hidden_cards_do_not_change_the_value(edition: str, players: int) -> None:
    """An opponent's hidden hand card swapped with a card of the same age in its pile, and
    every hidden card dealt again from the deciding player's view: the learned chances stay
    exactly the same (the model reads public facts only)."""
    swaps = deals = 0
    for game in sampled_positions(edition, players, 25, 40 + players):
        before = learned.win_probs(game)
        swapped = _swap(game)
        if swapped is not None:
            assert learned.win_probs(swapped) == before
            swaps += 1
        p = game.decision.player
        try:
            copy = D.determinize(game, p, random.Random(7))
        except D.NoConsistentDeal:
            continue
        assert learned.win_probs(copy) == pytest.approx(before, abs=1e-12)
        deals += 1
    assert swaps >= 3 and deals >= 10


def test_the_swap_changes_what_a_cheater_would_read() -> None:
    """A sanity check of the test above: the swap really changes an opponent's hand."""
    for game in sampled_positions("3rd", 2, 25, 42):
        swapped = _swap(game)
        if swapped is not None:
            q = 1 - game.decision.player
            assert swapped.state.players[q].hand != game.state.players[q].hand
            return
    pytest.fail("no swap found")


def test_where_the_learned_evaluation_is_used() -> None:
    agent = make_agent("ismcts_learned:20i", seed=1)
    assert isinstance(agent, learned.LearnedISMCTSAgent)
    game = sampled_positions("3rd", 2, 1, 5)[0]
    assert agent.evaluate(game) == learned.win_probs(game)
    linear = make_agent("ismcts:20i", seed=1)
    assert linear.evaluate(game) == evaluation.win_probs(game)
    # the coach's judge: one setting names the evaluation its search uses
    assert J.JUDGE.evaluation == J.DEFAULT_EVALUATION
    assert J.DEFAULT_EVALUATION in J.EVALUATIONS
    for name in J.EVALUATIONS:
        s = J.JudgeSettings(iterations=30, worlds=4, evaluation=name)
        J.clear_cache()
        assert J.judge(game, s).ranked
    with pytest.raises(ValueError):
        J.judge(game, J.JudgeSettings(iterations=30, worlds=4, evaluation="oracle"))


def test_a_tiny_training_run(tmp_path: Path) -> None:
    """collect → fit → calibrate on six quick games, the model then loaded and used."""
    pytest.importorskip("sklearn")
    from innovation.agents import training

    data = str(tmp_path / "d.npz")
    info = training.collect("3rd", 6, 11, data, workers=1, cycle=(0,))
    assert info["finished"] >= 5 and info["positions"] > 50
    model = str(tmp_path / "m.npz")
    with pytest.warns(Warning):  # five iterations do not converge, and scikit-learn says so
        report = training.fit([data], model, hidden=(4,), alpha=1.0, max_iter=5)
    assert report["train_rows"] > 50
    m = learned.ValueModel(model)
    assert m.edition == "3rd"
    cal = training.calibrate([data], model)
    assert cal["tables"], "the held-out games (0, 1, 2: one of each table size) are scored"
    for table in cal["tables"].values():
        assert 0.0 <= table["brier_learned"] <= 1.0 and 0.0 <= table["brier_linear"] <= 1.0
        assert sum(b["positions"] for b in table["reliability_learned"]) == table["rows"]
    game = sampled_positions("3rd", 3, 1, 9)[0]
    probs = learned.win_probs(game, m)
    assert sum(probs) == pytest.approx(1.0)
