"""Positions for the agent tests: games played at random, paused at decisions of every kind."""

from __future__ import annotations

import random

from innovation.engine.game import Game
from tests.helpers import TABLES, check_places  # noqa: F401 - shared with the agent tests

# The 4th edition's tables: 2 to 6 players, and teams of several shapes.
TABLES_4TH: list[tuple[int, bool | str]] = [
    (2, False),
    (3, False),
    (4, False),
    (5, False),
    (6, False),
    (3, "AAB"),
    (4, "ABAB"),
    (6, "ABCABC"),
    (6, "AAABBB"),
]


def maybe_concede(game: Game, rng: random.Random, rate: float) -> bool:
    """With chance `rate` (once the first cards are melded), a random player still in the
    game concedes. Whether the game goes on."""
    if game.state.phase == "play" and rng.random() < rate:
        q = rng.randrange(game.n_players)
        if game.state.active(q) and q not in game._conceding:
            game.concede(q)
    return game.decision is not None


def positions(
    seeds: range,
    players: int = 2,
    teams: bool | str = False,
    rate: float = 0.05,
    edition: str = "3rd",
    mid_only: bool = False,
    concede: float = 0.0,
    expansions: tuple[str, ...] = (),
) -> list[Game]:
    """Copies of random games at some of their decisions (`rate` of them). `concede`: the
    chance at each decision of play that a random player still in concedes (editions with
    elimination, 3 players or more), so that later positions have eliminated players."""
    out: list[Game] = []
    for seed in seeds:
        rng = random.Random(seed)
        game = Game.new(edition, players, seed=seed, teams=teams, expansions=expansions)
        while game.decision is not None:
            if concede and not maybe_concede(game, rng, concede):
                break
            mid = game._step is not None
            if rng.random() < rate and (mid or not mid_only):
                out.append(game.clone())
            game.answer(rng.choice(game.decision.options))
    return out


# the table sizes a learned evaluation has a model for (tests/agents/test_learned.py, test_logit.py)
MODEL_TABLES = [("3rd", n) for n in (2, 3, 4)] + [("4th", n) for n in (2, 3, 4, 5, 6)]


def sampled_positions(edition: str, players: int, count: int, seed: int,
                      unfinished: bool = False) -> list[Game]:
    """Up to `count` copies of one random game, taken at about one decision in ten (with
    `unfinished`, never once it is over)."""
    out = []
    game = Game.new(edition, players, seed=seed)
    rng = random.Random(seed)
    while game.decision is not None and len(out) < count:
        game.answer(rng.choice(game.decision.options))
        if rng.random() < 0.1 and not (unfinished and game.over):
            out.append(game.clone())
    return out
