"""The learned evaluation (agents/learned.py): the shipped model loads with numpy alone and
gives chances that behave like the linear evaluation's (docs/ai.md, "A learned evaluation")."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from innovation.agents import evaluation, learned
from innovation.engine.game import Game


def _positions(players: int, count: int, seed: int) -> list[Game]:
    out = []
    game = Game.new("3rd", players, seed=seed)
    rng = random.Random(seed)
    while game.decision is not None and len(out) < count:
        game.answer(rng.choice(game.decision.options))
        if rng.random() < 0.1:
            out.append(game.clone())
    return out


def test_the_shipped_model_loads_and_predicts_chances() -> None:
    model = learned.load("3rd")
    assert model is not None, "the 3rd edition's model is shipped with the package"
    assert learned.MODELS["3rd"].stat().st_size < 50_000  # a small file
    for game in _positions(2, 12, 3):
        probs = learned.win_probs(game, model)
        assert len(probs) == 2 and abs(sum(probs) - 1.0) < 1e-9
        assert all(0.0 < p < 1.0 for p in probs)
        # the same position from the other side: the model is symmetrised
        f0, f1 = evaluation.player_features(game)
        p, q = model.predict(np.array([f0 + f1, f1 + f0]))
        assert probs[0] == pytest.approx(0.5 * (p + 1 - q))


def test_other_tables_and_finished_games_use_the_linear_evaluation() -> None:
    for game in _positions(3, 4, 5):
        assert learned.win_probs(game) == evaluation.win_probs(game)
    game = Game.new("3rd", 2, seed=8)
    rng = random.Random(8)
    while game.decision is not None:
        game.answer(rng.choice(game.decision.options))
    assert learned.win_probs(game) == evaluation.final_result(game)


def test_a_model_of_another_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "old.npz"
    with np.load(learned.MODELS["3rd"]) as data:
        arrays = {k: data[k] for k in data.files}
    arrays["version"] = np.array(learned.VERSION + 1)
    np.savez(path, **arrays)
    with pytest.raises(ValueError, match="version"):
        learned.ValueModel(path)


def test_ismcts_with_the_learned_evaluation_plays_legal_answers() -> None:
    from innovation.agents import make_agent

    agent = make_agent("ismcts_learned:40i", seed=1)
    game = Game.new("3rd", 2, seed=12)
    for _ in range(12):
        d = game.decision
        answer = agent.choose(game)
        assert answer in d.options
        game.answer(answer)
    # its leaves are scored by the learned evaluation, the plain player's by the linear one
    assert agent.evaluate(game) == learned.win_probs(game)
    assert make_agent("ismcts").evaluate(game) == evaluation.win_probs(game)
    assert learned.win_probs(game) != evaluation.win_probs(game)
