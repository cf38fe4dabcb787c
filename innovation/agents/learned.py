"""A learned evaluation (issue 23): a small multilayer perceptron over a compact encoding of one
player's view, evaluated with numpy alone.

**What it reads.** Only public facts: every player's board (top cards, splays, icons), the
number and ages of the cards in each hand and score pile (their backs show the age), the
achievements held and available, the age piles' sizes, whose turn it is. A player's own hidden
cards are not read either, so the value of a position is the same from every seat's view, and
changing any hidden card (an opponent's hand, the order of an age pile) cannot change it
(`tests/agents/test_learned.py`).

**The encoding** (`encode`): per player, the linear evaluation's 18 features
(`evaluation.FEATURES`) and the extra ones of `EXTRA` (each icon type, the share of the
achievement target held and within reach, whose turn); per position, `GLOBAL` (the table size
as one-hot features, how far the age piles are spent, achievements left, the target). The row of
a player is: the globals, that player's features, then the element-wise maximum and the mean of
the features of the opponents still in the game. One model per edition covers every table size
of that edition (2–4 players in the 3rd, 2–6 in the 4th).

**The model** predicts the chance that the row's player wins; `win_probs` asks it for every
player still in and normalises the answers to sum to 1 (at two players that is a symmetrised
answer). Team games, and editions without a model, fall back on the linear evaluation; finished
games get their exact result. The model files (`MODELS`, one .npz per edition, format
`VERSION`) hold the feature names, the standardisation and each layer's weights and biases
(ReLU hidden layers, a logistic output). They are trained by `python -m
innovation.agents.training` (scikit-learn, the `learn` extra; docs/ai.md, "A learned
evaluation", gives the data recipe and the commands).

`ismcts_learned` is the `ismcts` player with this evaluation at its leaves, not a default: it
predicts the winner better than the linear evaluation at every table size, but at equal time
per decision the search with it loses to the search with the linear one (it costs about 2.6
times as much per leaf). The coach's judge, whose budget is iterations, uses it
(`coach.judge.DEFAULT_EVALUATION`): at equal iterations it plays as well and its chances are
more honest (docs/ai.md).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.cards import N_ICONS
from . import evaluation, register
from .ismcts import ISMCTSAgent

if TYPE_CHECKING:
    from ..engine.game import Game

VERSION = 2
HERE = Path(__file__).resolve().parent
# edition -> its shipped model (every table size of the edition, teams excepted)
MODELS: dict[str, Path] = {
    "3rd": HERE / "value-3rd.npz",
    "4th": HERE / "value-4th.npz",
}
MAX_PLAYERS = 6

GLOBAL = (
    "players_2",
    "players_3",
    "players_4",
    "players_5",
    "players_6",
    "lowest_age",  # the lowest age pile with cards left (the least one can draw), in tens
    "pile_cards",  # cards left in the age piles, in fifties
    "top_pile",  # cards left in the highest age pile, in tens
    "available",  # normal achievements still to claim
    "target",  # achievements a player needs to win
)
EXTRA = tuple(f"icon_{i}" for i in range(N_ICONS)) + (
    "achieved_share",  # achievements held / the target
    "reach_share",  # (held + claimable now) / the target
    "to_play",  # 1 for the player whose turn it is
    "plays_next",  # 1 for the player who plays after them
    "splayed",  # piles splayed (any direction)
)
PLAYER = tuple(evaluation.FEATURES) + EXTRA
# derived from PLAYER when encoding: the linear evaluation's value of the player (its weighted
# sum) and its chance (the softmax over the players still in), so the model starts from what
# the linear evaluation knows and learns corrections
LINEAR = ("linear_value", "linear_chance")
COLUMNS = PLAYER + LINEAR
FEATURES = (
    GLOBAL
    + tuple(f"me_{f}" for f in COLUMNS)
    + tuple(f"max_{f}" for f in COLUMNS)
    + tuple(f"mean_{f}" for f in COLUMNS)
)


def position_features(game: Game) -> tuple[list[float], list[list[float]], list[int]]:
    """The globals, every player's features (`PLAYER`) and the players still in the game.
    Public facts only (see the module docstring)."""
    st = game.state
    n = game.n_players
    base = evaluation.player_features(game)
    target = game._win_count or 6
    players = st.players
    active = [q for q in range(n) if not st.out >> q & 1]
    # the player who plays after the current one, skipping those who are out
    nxt = -1
    for k in range(1, n + 1):
        q = (st.current + k) % n
        if q in active and q != st.current:
            nxt = q
            break
    per_ach = 6.0 / target if evaluation.profile_for(game.edition).to_target else 1.0
    rows = []
    for q in range(n):
        f = base[q]
        if q not in active:
            rows.append([0.0] * len(PLAYER))
            continue
        pl = players[q]
        icons = [v / 10.0 for v in pl.icons]
        held = len(pl.achieved)
        claim = f[2] / per_ach
        splayed = sum(1.0 for s in pl.splays if s)
        rows.append(
            f
            + icons
            + [
                held / target,
                (held + claim) / target,
                1.0 if q == st.current else 0.0,
                1.0 if q == nxt else 0.0,
                splayed,
            ]
        )
    lowest = 0
    cards = 0
    for age in range(1, len(st.decks)):
        size = len(st.decks[age])
        cards += size
        if size and not lowest:
            lowest = age
    top_pile = len(st.decks[-1]) if st.decks else 0
    glob = [1.0 if n == k else 0.0 for k in range(2, MAX_PLAYERS + 1)] + [
        (lowest or len(st.decks)) / 10.0,
        cards / 50.0,
        top_pile / 10.0,
        float(len(st.achievements)),
        float(target),
    ]
    return glob, rows, active


def encode(game: Game) -> tuple[Any, list[int]]:
    """One row (`FEATURES`) per player still in the game (a numpy array), and those players."""
    glob, rows, active = position_features(game)
    weights = _weights(game.edition.name)
    return encode_rows(glob, [rows[q] for q in active], weights), active


@lru_cache(maxsize=8)
def _weights(edition: str) -> Any:
    import numpy as np

    from ..engine.editions import get_edition

    return np.array(evaluation.weights_for(get_edition(edition)), dtype=np.float64)


def encode_rows(glob: Any, rows: Any, weights: Any) -> Any:
    """The model's rows from the globals and the `PLAYER` features of the players still in
    (two or more), with the linear evaluation's `weights`: each player's own columns
    (`COLUMNS`: the features, then the linear value and chance), the element-wise maximum and
    the mean of the others'. Also used by the training code, so play and training encode
    alike."""
    import numpy as np

    a = np.asarray(rows, dtype=np.float64)
    k = a.shape[0]
    value = a[:, : len(weights)] @ weights
    e = np.exp(value - value.max())
    a = np.concatenate([a, value[:, None], (e / e.sum())[:, None]], axis=1)
    if k == 2:  # the other player is both the maximum and the mean
        other = a[::-1]
        return np.concatenate([np.broadcast_to(glob, (2, len(glob))), a, other, other], axis=1)
    order = np.sort(a, axis=0)
    top, second = order[-1], order[-2]
    # the others' maximum: the top value, or the second one for the player holding the top
    mx = np.where(a == top, second, top)
    mean = (a.sum(axis=0) - a) / (k - 1)
    g = np.broadcast_to(np.asarray(glob, dtype=np.float64), (k, len(glob)))
    return np.concatenate([g, a, mx, mean], axis=1)


class ValueModel:
    """The layers of a trained MLP (weights and biases) and its standardisation."""

    def __init__(self, path: str | Path) -> None:
        import numpy as np

        with np.load(path) as data:
            version = int(data["version"])
            if version != VERSION:
                raise ValueError(f"{path}: model version {version}, expected {VERSION}")
            features = [str(f) for f in data["features"]]
            if features != list(FEATURES):
                raise ValueError(f"{path}: trained on other features than learned.FEATURES")
            self.edition = str(data["edition"])
            self.mean = data["mean"].astype(np.float64)
            self.std = data["std"].astype(np.float64)
            n = int(data["layers"])
            self.layers = [
                (data[f"w{i}"].astype(np.float64), data[f"b{i}"].astype(np.float64))
                for i in range(n)
            ]
        # the standardisation folded into the first layer: ((x - m) / s) W + b = x W' + b'
        w0, b0 = self.layers[0]
        self._folded = [(w0 / self.std[:, None], b0 - (self.mean / self.std) @ w0)]
        self._folded += self.layers[1:]

    def predict(self, x: Any) -> Any:
        """The chance to win of each row's player (rows of `FEATURES`), independently."""
        import numpy as np

        h = np.asarray(x, dtype=np.float64)
        last = len(self._folded) - 1
        for i, (w, b) in enumerate(self._folded):
            h = h @ w + b
            if i < last:
                np.maximum(h, 0.0, out=h)
        return 1.0 / (1.0 + np.exp(-h[..., 0]))


@lru_cache(maxsize=4)
def load(edition: str = "3rd") -> ValueModel | None:
    """The shipped model of an edition, or None if it has none."""
    path = MODELS.get(edition)
    if path is None or not path.exists():
        return None
    return ValueModel(path)


def handles(game: Game) -> bool:
    """Whether the learned model values this game (no teams, an edition with a model)."""
    return len(set(game.teams)) == game.n_players and load(game.edition.name) is not None


def win_probs(game: Game, model: ValueModel | None = None) -> list[float]:
    """Each player's estimated chance to win: the learned model's answers for the players still
    in, normalised; the linear evaluation in team games and editions without a model; the exact
    result of a finished game."""
    st = game.state
    if st.over:
        return evaluation.final_result(game)
    n = game.n_players
    if len(set(game.teams)) != n:
        return evaluation.win_probs(game)
    model = model or load(game.edition.name)
    if model is None:
        return evaluation.win_probs(game)
    rows, active = encode(game)
    if len(active) == 1:
        return [1.0 if q == active[0] else 0.0 for q in range(n)]
    p = model.predict(rows)
    total = float(p.sum())
    out = [0.0] * n
    shares = (p / total).tolist() if total > 0 else [1.0 / len(active)] * len(active)
    for k, q in enumerate(active):
        out[q] = shares[k]
    return out


class LearnedISMCTSAgent(ISMCTSAgent):
    """`ismcts_learned`: the `ismcts` player with the learned evaluation at its leaves (games
    without teams of an edition with a model; the linear evaluation elsewhere)."""

    name = "ismcts_learned"

    def evaluate(self, g: Game) -> list[float]:
        return win_probs(g)


def _factory(**options: Any) -> LearnedISMCTSAgent:
    return LearnedISMCTSAgent(**options)


register("ismcts_learned", _factory)
