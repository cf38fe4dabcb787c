"""The coach's one judge: how hints, the review and the win-chance chart rate answers.

Every number the coach shows comes from `judge(game)`: one `ismcts` search of the pending
decision from the deciding player's view (`ISMCTSAgent.analyse`), with the settings of
`JUDGE` (one `JudgeSettings` object used by the terminal's and the web's hints, `innovation
review`, the web review and its chart). So a hint and the review of the same position agree:
the review at a decision *is* the hint's judgement of that position, and the answer the hint
ranks first is never called a mistake.

What keeps the numbers steady (docs/ai.md, "The coach: one judge"):

- *an iteration budget*, not seconds: a busy machine takes longer but judges the same way;
- *common random numbers*: the search's deals come from a seed made from the position as the
  deciding player sees it (`position_key`: a digest of `view(game, player)`, log included), so
  the same position always gets the same deals, and the same answer the same number; while
  every root answer gets its minimum visits, the answers of a round are tried on the same deal,
  so two answers are compared on the same luck;
- *more deals* (`worlds`) than the playing agent uses;
- judgements are kept per position key and settings (`CACHE_SIZE` of them), so asking again
  costs nothing.

Since the seed is made from the view only, the judgement depends only on what the player may
see: `determinize` never keeps a real hidden card, in the middle of an action either (docs/ai.md
"Hidden information"; where no deal fits, the search has fewer copies or none).

Each estimate comes with its standard error (the spread of the search's results for that
answer); an estimate whose 95% interval is wider than ± `UNSURE` is flagged as uncertain.

*One order*: the answers are ranked by the chance shown (`ranked`, highest first; among equal
chances the search's own preference, its most visited, first), so the first hint, the answer a
review prefers and the chance "before" a decision are one number, and no hint under the first
shows a higher chance (issue 38: the search's most visited answer was ranked first even when
another answer's estimate came out higher). Every answer is tried `floor` times before the
search chooses freely, so every chance compared is an estimate.

The chance shown is the search's estimate made a little bolder (`sharpen`): its log-odds times
`SHARPEN` of the evaluation and edition. A search averages its leaves, and with the learned
evaluation its estimates came out too timid on its own games in the 3rd edition (players told 6%
won none of the time, those told 95% nearly always; not so in the 4th, which keeps them as
they are); each factor was chosen on one set of games and checked on another (docs/ai.md, "How
honest are the chances?"). It is monotone, so it changes no ranking, no
preferred answer and no game; the standard error follows it (the delta method).
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..agents.common import answer_key
from ..agents.ismcts import ISMCTSAgent
from ..engine.views import view

if TYPE_CHECKING:
    from ..engine.game import Game

UNSURE = 0.05  # an estimate whose 95% interval is wider than ± this is uncertain
Z95 = 1.96
CACHE_SIZE = 512
EVALUATIONS = ("learned", "logit", "linear")
# The learned evaluation at the judge's leaves: on the same positions its chances are surely
# more honest than the linear evaluation's (Brier 0.1724 against 0.1764), and at equal
# iterations its search plays as well (48% of 200 games, within the noise); docs/ai.md, "How
# honest are the chances?". (At equal *time* it loses, so `ismcts` keeps the linear one.)
DEFAULT_EVALUATION = "learned"
# how much bolder the chance shown is than the search's estimate, per leaf evaluation and
# edition (the log-odds multiplied by it; 1 where not named): for the learned leaves in the 3rd
# edition chosen on 200 games of the judge against itself and `heuristic` (seed 8) and 1,933
# positions of other games, checked on 200 other games (seed 7); in the 4th edition chosen on
# 100 games (seed 8: 1.0 and 1.1 best, 1.25 worse), checked on 100 others (seed 7); the
# linear-leaf judge's estimates needed none (docs/ai.md, "How honest are the chances?")
SHARPEN: dict[str, dict[str, float]] = {"learned": {"3rd": 1.25, "4th": 1.0}}


@dataclass(frozen=True)
class JudgeSettings:
    """How the coach searches a decision (one object for hints, reviews and the chart).

    `iterations`: the search's budget; `worlds`: deals of the hidden cards per search, reused
    in turn; `floor`: tries of every root answer before the search chooses freely (at most a
    third of the budget), so every answer has an estimate; `exploration`: the search's UCB
    constant; `evaluation`: what scores the search's leaves, "learned" (`agents.learned`, the
    MLP; the default), "logit" (`agents.logit`, the conditional logit; both the linear
    evaluation where they have no model) or "linear" (`agents.evaluation`); `sharpen`: the
    factor on the log-odds of the chances shown (None: the evaluation's for the game's edition,
    `SHARPEN`; 1: the search's own estimates)."""

    iterations: int = 1500
    worlds: int = 96
    floor: int = 20
    exploration: float = 0.05
    evaluation: str = DEFAULT_EVALUATION
    sharpen: float | None = None

    def boldness(self, edition: str) -> float:
        """The factor for a game of that edition (the settings' own, else `SHARPEN`'s)."""
        if self.sharpen is not None:
            return self.sharpen
        return SHARPEN.get(self.evaluation, {}).get(edition, 1.0)

    def floor_for(self, options: int) -> int:
        return max(1, min(self.floor, self.iterations // (3 * max(1, options))))

    def budget_for(self, options: int) -> int:
        """The iterations for a decision of that many answers: every answer is tried twice
        at least, whatever the budget."""
        return max(self.iterations, 2 * options)

    def describe(self) -> str:
        return f"{self.iterations} iterations, {self.worlds} deals, {self.evaluation} evaluation"


JUDGE = JudgeSettings()


def settings_with(iterations: int | None = None) -> JudgeSettings:
    """The judge's settings, with another iteration budget if given (tests, quick reviews)."""
    return JUDGE if iterations is None else replace(JUDGE, iterations=iterations)


@dataclass
class Judged:
    """One legal answer as the judge sees it."""

    answer: Any  # the engine's answer
    json: Any  # the same, as JSON (records, the web API)
    win: float  # estimated chance to win after it, for the deciding player
    visits: int
    error: float | None  # standard error of `win` (None: too few visits to say)

    @property
    def low(self) -> float:
        return max(0.0, self.win - Z95 * (self.error if self.error is not None else 0.5))

    @property
    def high(self) -> float:
        return min(1.0, self.win + Z95 * (self.error if self.error is not None else 0.5))

    @property
    def sure(self) -> bool:
        """Whether the 95% interval is within ± `UNSURE` of the estimate."""
        return self.error is not None and Z95 * self.error <= UNSURE


@dataclass
class Judgement:
    """The judge's view of one decision: every legal answer, by estimated chance to win,
    highest first (`ranked_by_chance`); the first is the preferred answer."""

    player: int
    key: str  # `position_key`
    ranked: list[Judged]
    iterations: int
    seconds: float

    @property
    def best(self) -> Judged:
        return self.ranked[0]

    def of(self, answer: Any) -> Judged:
        """The judgement of one legal answer (compared by answer key: cards by id)."""
        key = answer_key(answer)
        for j in self.ranked:
            if answer_key(j.answer) == key:
                return j
        raise ValueError(f"{answer!r} is not one of the judged answers")

    def cost(self, answer: Any) -> float:
        """How much chance to win `answer` gives up against the preferred answer (0 for the
        preferred one, and for an answer estimated at least as good)."""
        mine = self.of(answer)
        if mine is self.best:
            return 0.0
        return max(0.0, self.best.win - mine.win)


def sharpened(win: float, error: float | None, factor: float) -> tuple[float, float | None]:
    """A chance and its standard error with the log-odds multiplied by `factor` (certainties
    stay certain; the error scaled by the slope of the change there)."""
    if factor == 1.0 or win <= 0.0 or win >= 1.0:
        return win, error
    shown = 1.0 / (1.0 + math.exp(-factor * math.log(win / (1.0 - win))))
    if error is None:
        return shown, None
    return shown, error * factor * shown * (1.0 - shown) / (win * (1.0 - win))


def ranked_by_chance(judged: list[Judged]) -> list[Judged]:
    """The answers by the chance shown, highest first, so the order, the chances and the
    notes that compare them tell one story. `judged` comes in the search's order (its most
    visited first), which the sort keeps among equal chances."""
    return sorted(judged, key=lambda j: -j.win)


def position_key(game: Game, player: int | None = None) -> str:
    """A digest of the position as `player` (by default the deciding player) sees it: their
    view of the game, log and pending decision included. Equal views give equal keys."""
    if player is None:
        d = game.decision
        if d is None:
            raise ValueError("the game is over: there is no decision to judge")
        player = d.player
    text = json.dumps(view(game, player), sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


_cache: OrderedDict[tuple[str, JudgeSettings], Judgement] = OrderedDict()
_lock = threading.Lock()


def judge(game: Game, settings: JudgeSettings | None = None, seed: int = 0) -> Judgement:
    """Judge the pending decision (see the module docstring). `seed` varies the deals (0, the
    default, is what the coach uses; the stability measurement compares other seeds)."""
    settings = settings or JUDGE
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is no decision to judge")
    key = position_key(game, d.player)
    cache_key = (f"{key}:{seed}", settings)
    with _lock:
        found = _cache.get(cache_key)
        if found is not None:
            _cache.move_to_end(cache_key)
            return found
    started = time.perf_counter()
    if settings.evaluation not in EVALUATIONS:
        raise ValueError(f"unknown evaluation {settings.evaluation!r}: {', '.join(EVALUATIONS)}")
    kind = ISMCTSAgent
    if settings.evaluation == "learned":
        from ..agents.learned import LearnedISMCTSAgent

        kind = LearnedISMCTSAgent
    elif settings.evaluation == "logit":
        from ..agents.logit import LogitISMCTSAgent

        kind = LogitISMCTSAgent
    agent = kind(
        seed=int(key[:16], 16) ^ seed,
        iterations=settings.budget_for(len(d.options)),
        worlds=settings.worlds,
        exploration=settings.exploration,
    )
    analysis = agent.analyse(game, floor=settings.floor_for(len(d.options)))
    judged = []
    factor = settings.boldness(game.edition.name)
    for e in analysis.ranked():
        win, error = sharpened(e.win if e.win is not None else 0.0, e.error, factor)
        judged.append(Judged(e.answer, d.encode(e.answer, game.names), win, e.visits, error))
    ranked = ranked_by_chance(judged)
    out = Judgement(d.player, key, ranked, analysis.iterations, time.perf_counter() - started)
    with _lock:
        _cache[cache_key] = out
        while len(_cache) > CACHE_SIZE:
            _cache.popitem(last=False)
    return out


def clear_cache() -> None:
    with _lock:
        _cache.clear()
