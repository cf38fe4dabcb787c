"""Uniformly random among the legal answers."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from .base import Agent

if TYPE_CHECKING:
    from ..engine.game import Game


class RandomAgent(Agent):
    name = "random"

    def __init__(self, seed: int | None = None, **_: Any) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Any:
        decision = game.decision
        if decision is None:
            raise ValueError("the game is over")
        return self.rng.choice(decision.options)
