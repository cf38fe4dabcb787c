"""`heuristic`: looks one decision ahead and scores the position.

For each legal answer the player tries it on a few determinized copies of the game (hidden
cards dealt again consistently with what the player has seen, `determinize`), lets the rest of
the current action play out (the later choices of that action are made the same way, one
decision ahead, up to a small depth; deeper ones at random), and scores the result with the
evaluation function (`evaluation.win_probs`). It picks the answer with the best average.

Levels: ``heuristic:1`` one sample, no nested look-ahead (fast); ``heuristic`` /
``heuristic:2`` (default) three samples, nested look-ahead for the rest of the action;
``heuristic:3`` six samples.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from . import register
from .base import Agent
from .common import SEARCH, without_search
from .determinize import NoConsistentDeal, determinize
from .evaluation import win_probs

if TYPE_CHECKING:
    from ..engine.game import Game

LEVELS = {
    "1": {"samples": 1, "depth": 0},
    "2": {"samples": 3, "depth": 1},
    "3": {"samples": 6, "depth": 1},
}
MAX_STEPS = 12  # decisions played out inside one action before giving up on completing it
# nested look-ahead evaluations allowed per decision (then the rest of the action is played at
# random): keeps choices among many cards (Lighting, Currency...) well under a second
NESTED_WORK = 150


class HeuristicAgent(Agent):
    name = "heuristic"

    def __init__(
        self,
        seed: int | None = None,
        level: str | int | None = None,
        samples: int | None = None,
        depth: int | None = None,
        weights: tuple[float, ...] | None = None,
        **_: Any,
    ) -> None:
        preset = LEVELS[str(level or 2)]
        self.samples = samples if samples is not None else preset["samples"]
        self.depth = depth if depth is not None else preset["depth"]
        # None: each game's edition's own weights (`evaluation.PROFILES`)
        self.weights = tuple(weights) if weights is not None else None
        self.rng = random.Random(seed)
        self._work = NESTED_WORK

    # ------------------------------------------------------------------------------------
    def choose(self, game: Game) -> Any:
        answer = without_search(game)
        if answer is not SEARCH:
            return answer
        d = game.decision
        assert d is not None
        options = d.options
        p = d.player
        totals = [0.0] * len(options)
        self._work = NESTED_WORK
        for _ in range(self.samples):
            try:
                world = determinize(game, p, self.rng)
            except NoConsistentDeal:  # no copy fits what the player saw: judge on fewer
                continue
            for i, option in enumerate(world.decision.options):  # type: ignore[union-attr]
                totals[i] += self.value_after(world, option, p)
        best = max(range(len(options)), key=lambda i: (totals[i], -i))
        return options[best]

    def value_after(self, world: Game, option: Any, p: int) -> float:
        """p's win probability after `option` and the rest of the current action."""
        g = world.clone()
        try:
            g.answer(option)
            self.finish_action(g, self.depth)
            return win_probs(g, self.weights)[p]
        except Exception:  # a card bug met in this sampled world: no opinion
            return 1.0 / g.n_players

    def finish_action(self, g: Game, depth: int) -> None:
        """Play the rest of the current action: one-decision look-ahead while `depth` lasts."""
        steps = 0
        rng = self.rng
        while g._step is not None and g.decision is not None and steps < MAX_STEPS:
            d = g.decision
            steps += 1
            if depth > 0 and steps <= 3 and self._work >= len(d.options):
                self._work -= len(d.options)
                q = d.player
                best, best_v = d.options[0], -1.0
                for option in d.options:
                    h = g.clone()
                    h.answer(option)
                    v = win_probs(h, self.weights)[q]
                    if v > best_v:
                        best, best_v = option, v
                g.answer(best)
            else:
                g.answer(rng.choice(d.options))

    def evaluate(self, game: Game, p: int) -> float:
        return win_probs(game, self.weights)[p]


register("heuristic", HeuristicAgent)
