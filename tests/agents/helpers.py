"""Positions for the agent tests: games played at random, paused at decisions of every kind."""

from __future__ import annotations

import random
from typing import Any

from innovation.engine.game import Game
from innovation.engine.state import (
    ACHIEVED,
    ACHIEVEMENTS,
    BOARD,
    DECK,
    HAND,
    JUNK,
    REMOVED,
    SCORE,
)

TABLES = [(2, False), (3, False), (4, False), (4, True)]


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


def check_places(game: Game) -> None:
    """Every card in exactly one place, and `where` agreeing with the lists."""
    s = game.state
    seen: dict[int, tuple[int, int]] = {}

    def put(card: Any, place: tuple[int, int]) -> None:
        assert card.id not in seen, f"{card.name} twice"
        seen[card.id] = place
        assert s.where[card.id] == place, (card, s.where[card.id], place)

    for q, pl in enumerate(s.players):
        for c in pl.hand:
            put(c, (HAND, q))
        for c in pl.score:
            put(c, (SCORE, q))
        for pile in pl.piles:
            for c in pile:
                put(c, (BOARD, q))
        for c in pl.achieved:
            if not isinstance(c, str):
                put(c, (ACHIEVED, q))
    for age, deck in enumerate(s.decks):
        for c in deck:
            put(c, (DECK, age))
    for c in s.achievements:
        put(c, (ACHIEVEMENTS, 0))
    for c in s.removed:
        put(c, (REMOVED, 0))
    for c in s.junk:
        put(c, (JUNK, 0))
    assert len(seen) == len(s.where)
