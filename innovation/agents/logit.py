"""A learned evaluation as cheap as the linear one (issue 23, second attempt): a conditional
logit over each player's public features, fitted on positions of short ismcts games.

**The value.** Each player still in gets a value, the weighted sum of their row (`row`, the
features of `COLUMNS`); every player's chance to win is the softmax of the values over the
players still in (the logistic function at two players). The weights are the model's (one file
per edition, `MODELS`), fitted by maximum likelihood of who won (`fit`), then divided by a
temperature chosen on games the fit did not see (so the chances are calibrated).

**Turn-invariant.** The row leaves out whose turn it is and the actions left (the linear
evaluation's "tempo", the MLP's "to play"/"plays next"): the leaves of a search stand at
different points of a turn, and a value that jumps with the turn makes their scores
incomparable. Only public facts are read (the linear evaluation's features, icon counts,
shares of the achievement target, splays, and how far the game has gone), so the chance is the
same from every seat and a hidden card cannot change it.

**Cheap.** Evaluated in plain Python over `evaluation.player_features` and a few more counts,
no numpy: about the linear evaluation's cost per leaf (docs/ai.md, "A learned evaluation").

**Not a default.** It predicts the winner about as well as the linear evaluation, and the search
with it lost to the search with the linear one at equal time in both editions (docs/ai.md,
"Second attempt"): `ismcts_logit` and `coach.judge.JudgeSettings(evaluation="logit")` offer
it for comparison; fitted by `python -m innovation.agents.training fit-logit`
(benchmarks/logit_data.sh).
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.cards import N_ICONS
from . import evaluation, register
from .ismcts import ISMCTSAgent

if TYPE_CHECKING:
    from ..engine.game import Game

VERSION = 3
HERE = Path(__file__).resolve().parent
MODELS: dict[str, Path] = {
    "3rd": HERE / "logit-3rd.json",
    "4th": HERE / "logit-4th.json",
}

_TEMPO = evaluation.FEATURES.index("tempo")
_BASE = tuple(f for f in evaluation.FEATURES if f != "tempo")
COLUMNS = (
    _BASE
    + tuple(f"icon_{i}" for i in range(N_ICONS))
    + (
        "achieved_share",  # achievements held / the target
        "reach_share",  # (held + claimable now) / the target
        "reach_share_sq",  # its square: the last achievements weigh more
        "splayed",  # piles splayed (any direction)
        "points_x_lowest",  # points (tens) × the lowest age one can draw (tens)
        "achievements_x_lowest",
        "top_max_x_lowest",
        "hand_x_lowest",
    )
)


def rows(game: Game) -> tuple[list[list[float]], list[int]]:
    """The row (`COLUMNS`) of every player still in, and those players."""
    st = game.state
    n = game.n_players
    base = evaluation.player_features(game)
    target = game._win_count or 6
    per_ach = 6.0 / target if evaluation.profile_for(game.edition).to_target else 1.0
    lowest = 0
    decks = st.decks
    for age in range(1, len(decks)):
        if decks[age]:
            lowest = age
            break
    low = (lowest or len(decks)) / 10.0
    players = st.players
    out: list[list[float]] = []
    active: list[int] = []
    for q in range(n):
        if st.out >> q & 1:
            continue
        f = base[q]
        pl = players[q]
        held = len(pl.achieved)
        reach = (held + f[2] / per_ach) / target
        splayed = 0.0
        for s in pl.splays:
            if s:
                splayed += 1.0
        r = f[:_TEMPO] + f[_TEMPO + 1 :]
        for v in pl.icons:
            r.append(v / 10.0)
        r += [
            held / target,
            reach,
            reach * reach,
            splayed,
            f[1] * low,
            f[0] * low,
            f[3] * low,
            f[8] * low,
        ]
        out.append(r)
        active.append(q)
    return out, active


class LogitModel:
    """The weights of one edition's conditional logit (`COLUMNS`, temperature folded in)."""

    def __init__(self, path: str | Path) -> None:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        if data.get("version") != VERSION:
            raise ValueError(f"{path}: model version {data.get('version')}, expected {VERSION}")
        if list(data["columns"]) != list(COLUMNS):
            raise ValueError(f"{path}: trained on other columns than logit.COLUMNS")
        self.edition = str(data["edition"])
        self.temperature = float(data["temperature"])
        self.weights = [float(w) / self.temperature for w in data["weights"]]
        self.info: dict[str, Any] = data

    def win_probs(self, game: Game) -> list[float]:
        n = game.n_players
        rs, active = rows(game)
        if len(active) == 1:
            return [1.0 if q == active[0] else 0.0 for q in range(n)]
        w = self.weights
        values = []
        for r in rs:
            v = 0.0
            for a, b in zip(w, r, strict=True):
                v += a * b
            values.append(v)
        top = max(values)
        exps = [math.exp(v - top) for v in values]
        total = sum(exps)
        out = [0.0] * n
        for k, q in enumerate(active):
            out[q] = exps[k] / total
        return out


@lru_cache(maxsize=4)
def load(edition: str = "3rd") -> LogitModel | None:
    """The shipped model of an edition, or None if it has none."""
    path = MODELS.get(edition)
    if path is None or not path.exists():
        return None
    return LogitModel(path)


def win_probs(game: Game, model: LogitModel | None = None) -> list[float]:
    """Each player's chance to win: the model's softmax over the players still in; the exact
    result of a finished game; the linear evaluation in team games and editions without a
    model."""
    st = game.state
    if st.over:
        return evaluation.final_result(game)
    if len(set(game.teams)) != game.n_players:
        return evaluation.win_probs(game)
    model = model or load(game.edition.name)
    if model is None:
        return evaluation.win_probs(game)
    return model.win_probs(game)



class LogitISMCTSAgent(ISMCTSAgent):
    """`ismcts_logit`: the `ismcts` player with this evaluation at its leaves (games without
    teams of an edition with a model; the linear evaluation elsewhere)."""

    name = "ismcts_logit"

    def evaluate(self, g: Game) -> list[float]:
        return win_probs(g)


def _factory(**options: Any) -> LogitISMCTSAgent:
    return LogitISMCTSAgent(**options)


register("ismcts_logit", _factory)
