"""A learned evaluation (issue 23): a small multilayer perceptron over the evaluation features,
evaluated with numpy alone.

The model predicts, from one player's view of a 2-player position, the chance that this player
wins: its input is that player's `evaluation.FEATURES` followed by the opponent's (public facts
and the player's own cards only, as the linear evaluation reads), standardised, through ReLU
layers to a logistic output. It was trained by `benchmarks/value_train.py` (scikit-learn, the
`learn` extra) on self-play positions of `heuristic:1`, and is shipped as a small versioned
.npz (`MODELS`); docs/ai.md ("A learned evaluation") gives the training command, the data
recipe and how it compares with the linear evaluation.

`win_probs(game, model)` is the drop-in counterpart of `evaluation.win_probs` for 2-player games
without teams (anything else falls back on the linear evaluation). It is symmetrised: the
first player's chance is the mean of the model's answer from each side (p, 1 − q).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import evaluation, register
from .ismcts import ISMCTSAgent

if TYPE_CHECKING:
    from ..engine.game import Game

VERSION = 1
HERE = Path(__file__).resolve().parent
# edition -> the shipped model for 2-player games of that edition
MODELS: dict[str, Path] = {"3rd": HERE / "value-3rd-2p.npz"}


class ValueModel:
    """The layers of a trained MLP (weights and biases) and its standardisation."""

    def __init__(self, path: str | Path) -> None:
        import numpy as np

        with np.load(path) as data:
            version = int(data["version"])
            if version != VERSION:
                raise ValueError(f"{path}: model version {version}, expected {VERSION}")
            features = [str(f) for f in data["features"]]
            if features != list(evaluation.FEATURES):
                raise ValueError(f"{path}: trained on other features than evaluation.FEATURES")
            self.mean = data["mean"].astype(np.float64)
            self.std = data["std"].astype(np.float64)
            n = int(data["layers"])
            self.layers = [
                (data[f"w{i}"].astype(np.float64), data[f"b{i}"].astype(np.float64))
                for i in range(n)
            ]

    def predict(self, x: Any) -> Any:
        """The chance to win of the player whose features come first, per row of `x`."""
        import numpy as np

        h = (np.asarray(x, dtype=np.float64) - self.mean) / self.std
        last = len(self.layers) - 1
        for i, (w, b) in enumerate(self.layers):
            h = h @ w + b
            if i < last:
                h = np.maximum(h, 0.0)
        return 1.0 / (1.0 + np.exp(-h[..., 0]))


@lru_cache(maxsize=4)
def load(edition: str = "3rd") -> ValueModel | None:
    """The shipped model of an edition, or None if it has none."""
    path = MODELS.get(edition)
    if path is None or not path.exists():
        return None
    return ValueModel(path)


def win_probs(game: Game, model: ValueModel | None = None) -> list[float]:
    """Each player's estimated chance to win; the learned model in 2-player games without
    teams, the linear evaluation otherwise (and for finished games: their exact result)."""
    st = game.state
    if st.over or game.n_players != 2 or len(set(game.teams)) != 2:
        return evaluation.win_probs(game)
    model = model or load(game.edition.name)
    if model is None:
        return evaluation.win_probs(game)
    f0, f1 = evaluation.player_features(game)
    p, q = model.predict([f0 + f1, f1 + f0])
    first = 0.5 * (float(p) + 1.0 - float(q))
    return [first, 1.0 - first]


class LearnedISMCTSAgent(ISMCTSAgent):
    """`ismcts_learned`: the `ismcts` player with the learned evaluation at its leaves (2-player
    games of an edition with a model; the linear evaluation elsewhere). Not the default of any
    player or of the coach: it has not been shown to play better (docs/ai.md)."""

    name = "ismcts_learned"

    def evaluate(self, g: Game) -> list[float]:
        return win_probs(g)


def _factory(**options: Any) -> LearnedISMCTSAgent:
    return LearnedISMCTSAgent(**options)


register("ismcts_learned", _factory)
