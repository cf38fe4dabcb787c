"""Random games for the RL tests: every table size, every edition, paused at decisions of every
kind (mid-effect ones included)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from innovation.engine.game import Game
from tests.helpers import TABLES  # noqa: F401 - shared with the RL tests

EDITIONS = ["3rd", "1st"]  # the editions of layout version 1 (see innovation.rl.actions)

# the 4th edition's tables: 2-6 players, and teams of several shapes
FOURTH_TABLES: list[tuple[int, bool | str]] = [
    (2, False),
    (3, False),
    (4, False),
    (5, False),
    (6, False),
    (4, "ABAB"),
    (3, "AAB"),
    (6, "ABCABC"),
    (6, "AAABBB"),
]

# (edition, players, teams) for every edition's tables
ALL_TABLES: list[tuple[str, int, bool | str]] = [
    (edition, players, teams) for edition in EDITIONS for players, teams in TABLES
] + [("4th", players, teams) for players, teams in FOURTH_TABLES]

# the tables played with Echoes of the Past (layout version 3): every edition, every table
# size, and the 4th edition's team shapes
ECHOES = ("echoes",)
ECHOES_TABLES: list[tuple[str, int, bool | str]] = [
    ("3rd", 2, False),
    ("3rd", 3, False),
    ("3rd", 4, False),
    ("3rd", 4, True),
    ("1st", 2, False),
    ("1st", 4, False),
    *(("4th", players, teams) for players, teams in FOURTH_TABLES),
]


def random_games(
    seeds: range,
    players: int,
    teams: bool | str,
    edition: str,
    hide_covered: bool | None = None,
    expansions: tuple[str, ...] = (),
) -> Iterator[Game]:
    """Each game at each of its decisions (the same object, stepped with random answers)."""
    for seed in seeds:
        rng = random.Random(seed)
        game = Game.new(
            edition,
            players,
            seed=seed,
            teams=teams,
            hide_covered=hide_covered,
            expansions=expansions,
        )
        while game.decision is not None:
            yield game
            game.answer(rng.choice(game.decision.options))
        yield game  # the finished game


def positions(
    seeds: range,
    players: int = 2,
    teams: bool | str = False,
    edition: str = "3rd",
    rate: float = 0.1,
    hide_covered: bool | None = None,
    expansions: tuple[str, ...] = (),
) -> list[Game]:
    """Copies of random games at some of their decisions."""
    rng = random.Random(1234)
    return [
        g.clone()
        for g in random_games(seeds, players, teams, edition, hide_covered, expansions)
        if g.decision is not None and rng.random() < rate
    ]

# the tables played with Cities of Destiny (layout version 4), and with Echoes and Cities
# together (version 5, the expansions in that order)
CITIES = ("cities",)
BOTH = ("echoes", "cities")
CITIES_TABLES: list[tuple[str, int, bool | str]] = [
    ("3rd", 2, False),
    ("3rd", 3, False),
    ("3rd", 4, True),
    ("1st", 2, False),
    ("4th", 2, False),
    ("4th", 4, False),
    ("4th", 3, "AAB"),
    ("4th", 6, "ABCABC"),
]
BOTH_TABLES: list[tuple[str, int, bool | str]] = [
    ("3rd", 2, False),
    ("3rd", 4, True),
    ("1st", 3, False),
    ("4th", 2, False),
    ("4th", 5, False),
    ("4th", 4, "ABAB"),
]
