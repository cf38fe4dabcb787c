"""The chance the coach shows: the judge's search estimate, recalibrated by a learned model.

The judge's search ranks the answers, with the linear evaluation at its leaves (the strongest
leaves in play, docs/ai.md). Its raw estimates are averages of leaf values: timid at the ends
(a player it gave 85% nearly always won) and blind to how far the game has gone. A small
logistic model, fitted on games the judge itself played and labelled by who won, turns the
estimate into the chance shown, reading besides it only public facts of the position: the
learned and the linear evaluations of the position (`agents.learned`, `agents.evaluation`),
the lowest age pile left and the achievements held.

The model is monotone in the search's estimate (its slope is kept positive), so the answers
keep the search's order: the recalibration changes the numbers, never which answer is
preferred. It is fitted per edition and table size; where it has no model (another table
size, teams, the 1st edition) the search's estimate is shown as it is.

**Not used by default.** Cross-validated over 200 games of the judge (3rd edition, two
players) it lowered the Brier score by 0.002, with an interval that includes no gain at all
(docs/ai.md, "How honest are the chances?"), so the coach shows the search's estimates;
`JudgeSettings(chances=True)` (or `calibration --chances`) uses the shipped model.

    python -m innovation.coach.calibration --games 200 --seed 7 --out games.jsonl
    python -m innovation.coach.calibration --fit-chances games.jsonl --out-model chance-3rd.json

The model file (`MODELS`, JSON, format `VERSION`) records its columns, coefficients and the
command that made it (docs/ai.md, "How honest are the chances?").
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.game import Game

VERSION = 1
HERE = Path(__file__).resolve().parent
MODELS: dict[str, Path] = {
    "3rd": HERE / "chance-3rd.json",
    "4th": HERE / "chance-4th.json",
}
# the position's public facts the model reads, besides the search's estimate
FACTS = ("learned", "linear", "lowest", "progress", "lead")
# the model's columns: functions of the estimate's logit `s` and of the facts
COLUMNS = (
    "s",  # the search's estimate, as a logit
    "s*lowest",  # ... times the lowest age pile left, in tens (how far the game has gone)
    "s*progress",  # ... times the largest share of the achievement target anyone holds
    "learned",  # the learned evaluation's chance of the position, as a logit
    "linear",  # the linear evaluation's chance, as a logit
    "lead",  # achievements held minus the most held by an opponent, over the target
)
# No intercept and no column that is the same for every player (the lowest pile, the
# progress) but through the estimate: at two players a position's chances then add up to 1
# from either seat, and the model cannot learn that the player it was fitted for was stronger.
MIN_SLOPE = 0.05  # the smallest slope in `s` a model may have anywhere (monotone)
EDGE = 1e-4


def logit(p: float) -> float:
    p = min(1.0 - EDGE, max(EDGE, p))
    return math.log(p / (1.0 - p))


def sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def facts(game: Game, player: int) -> dict[str, float]:
    """The public facts of the position the model reads, for `player` (see `FACTS`)."""
    from ..agents import evaluation, learned

    st = game.state
    decks = st.decks
    lowest = next((a for a in range(1, len(decks)) if decks[a]), len(decks))
    target = game._win_count or 6
    held = [len(pl.achieved) for pl in st.players]
    others = max((held[q] for q in range(game.n_players) if q != player), default=0)
    return {
        "learned": learned.win_probs(game)[player],
        "linear": evaluation.win_probs(game)[player],
        "lowest": lowest / 10.0,
        "progress": max(held) / target,
        "lead": (held[player] - others) / target,
    }


def columns(estimate: float, f: dict[str, float]) -> list[float]:
    s = logit(estimate)
    return [
        s,
        s * f["lowest"],
        s * f["progress"],
        logit(f["learned"]),
        logit(f["linear"]),
        f["lead"],
    ]


@dataclass(frozen=True)
class ChanceModel:
    """A fitted model: `coef` per column of `COLUMNS`, the table sizes it was fitted on."""

    edition: str
    players: tuple[int, ...]
    coef: tuple[float, ...]
    command: str = ""

    def slope(self, f: dict[str, float]) -> float:
        """d(shown logit)/d(estimate logit) at this position (kept ≥ `MIN_SLOPE`)."""
        c = self.coef
        return max(MIN_SLOPE, c[0] + c[1] * f["lowest"] + c[2] * f["progress"])

    def chance(self, estimate: float, f: dict[str, float]) -> float:
        """The chance shown for a search estimate at a position with facts `f`."""
        c = self.coef
        x = columns(estimate, f)
        rest = sum(a * b for a, b in zip(c[3:], x[3:], strict=True))
        return sigmoid(rest + self.slope(f) * x[0])

    def derivative(self, estimate: float, f: dict[str, float]) -> float:
        """d(chance shown)/d(estimate) at `estimate` (to carry a standard error through)."""
        p = min(1.0 - EDGE, max(EDGE, estimate))
        shown = self.chance(estimate, f)
        return self.slope(f) * shown * (1.0 - shown) / (p * (1.0 - p))

    def to_json(self) -> dict[str, Any]:
        return {
            "format": "innovation-chances",
            "version": VERSION,
            "edition": self.edition,
            "players": list(self.players),
            "columns": list(COLUMNS),
            "coef": [round(c, 6) for c in self.coef],
            "command": self.command,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ChanceModel:
        if data.get("version") != VERSION:
            raise ValueError(f"chance model version {data.get('version')}, expected {VERSION}")
        if list(data.get("columns", ())) != list(COLUMNS):
            raise ValueError("chance model fitted on other columns than chances.COLUMNS")
        coef = tuple(float(c) for c in data["coef"])
        return cls(
            str(data["edition"]),
            tuple(int(n) for n in data["players"]),
            coef,
            str(data.get("command", "")),
        )


@lru_cache(maxsize=4)
def load(edition: str) -> ChanceModel | None:
    """The model installed for an edition (`MODELS`), or None."""
    path = MODELS.get(edition)
    if path is None or not path.exists():
        return None
    return ChanceModel.from_json(json.loads(path.read_text(encoding="utf-8")))


def model_for(game: Game) -> ChanceModel | None:
    """The model that recalibrates this game's chances, or None (shown as searched)."""
    if len(set(game.teams)) != game.n_players:
        return None
    model = load(game.edition.name)
    if model is None or game.n_players not in model.players:
        return None
    return model


def fit(
    estimates: list[float],
    position_facts: list[dict[str, float]],
    results: list[float],
    edition: str,
    players: tuple[int, ...],
    command: str = "",
) -> ChanceModel:
    """Maximum likelihood of the results (1 won, 0 lost, a share for a shared win) with a small
    L2 penalty, the slope in the estimate kept positive at every position seen."""
    import numpy as np
    from scipy.optimize import minimize

    x = np.array([columns(e, f) for e, f in zip(estimates, position_facts, strict=True)])
    y = np.array(results, dtype=np.float64)
    l2 = 1e-3

    def loss(w: Any) -> tuple[float, Any]:
        p = 1.0 / (1.0 + np.exp(-(x @ w)))
        eps = 1e-12
        nll = -(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps)).mean()
        grad = x.T @ (p - y) / len(y) + 2 * l2 * w
        return float(nll + l2 * (w**2).sum()), grad

    w0 = np.zeros(x.shape[1])
    w0[0] = 1.0
    w = minimize(loss, w0, jac=True, method="L-BFGS-B").x
    model = ChanceModel(edition, players, tuple(float(c) for c in w), command)
    slopes = [
        model.coef[0] + model.coef[1] * f["lowest"] + model.coef[2] * f["progress"]
        for f in position_facts
    ]
    if min(slopes) < MIN_SLOPE:
        raise ValueError(
            f"the fitted chance model is not monotone in the estimate (slope {min(slopes):.3f})"
        )
    return model
