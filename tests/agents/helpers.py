"""Positions for the agent tests: games played at random, paused at decisions of every kind."""

from __future__ import annotations

import random

from innovation.engine.game import Game
from tests.helpers import TABLES, check_places  # noqa: F401 - shared with the agent tests


def positions(
    seeds: range,
    players: int = 2,
    teams: bool = False,
    rate: float = 0.05,
    edition: str = "3rd",
    mid_only: bool = False,
) -> list[Game]:
    """Copies of random games at some of their decisions (`rate` of them)."""
    out: list[Game] = []
    for seed in seeds:
        rng = random.Random(seed)
        game = Game.new(edition, players, seed=seed, teams=teams)
        while game.decision is not None:
            mid = game._step is not None
            if rng.random() < rate and (mid or not mid_only):
                out.append(game.clone())
            game.answer(rng.choice(game.decision.options))
    return out
