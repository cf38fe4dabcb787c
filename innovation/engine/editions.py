"""Editions are data plus the few rules that differ, as subclasses (like python-chess variants).

An `Edition` knows its cards, its highest age, how many achievements win, which special
achievements exist and when they are checked, and what is public. The engine asks it; it never
branches on an edition's name.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import TYPE_CHECKING

from .cards import (
    ASLANT,
    CLOCK,
    LEFT,
    RIGHT,
    UNSPLAYED,
    UP,
    Card,
)

if TYPE_CHECKING:
    from .state import PlayerState

SpecialCondition = Callable[["PlayerState"], bool]


def _empire(p: PlayerState) -> bool:
    return min(p.icons[:6]) >= 3


def _monument(p: PlayerState) -> bool:
    return p.tucked >= 6 or p.scored >= 6


def _wonder(p: PlayerState) -> bool:
    # a splayed pile has two cards or more, so five splayed piles are five colours
    return UNSPLAYED not in p.splays and LEFT not in p.splays and ASLANT not in p.splays


def _world(p: PlayerState) -> bool:
    return p.icons[CLOCK] >= 12


def _universe(p: PlayerState) -> bool:
    piles = p.piles
    return all(piles) and min([pile[-1].age for pile in piles]) >= 8


class Edition:
    """The 3rd edition (Asmadi) is the reference; other editions override what differs."""

    name = "3rd"
    title = "Innovation, 3rd edition"
    max_age = 10
    achievement_ages = tuple(range(1, 10))
    # special achievements, in the order they are checked, with their conditions
    specials: dict[str, SpecialCondition] = {
        "Monument": _monument,
        "Empire": _empire,
        "World": _world,
        "Wonder": _wonder,
        "Universe": _universe,
    }
    # The 3rd-edition rulebook leaves it to each group whether covered cards (and the size of
    # unsplayed piles) are public; its authors hide them. The project shows them by default
    # and offers `hide_covered` to play the authors' way.
    hide_covered_default = False
    splays = (LEFT, RIGHT, UP)
    # how many players the edition's rules seat (interfaces ask here rather than assume)
    min_players = 2
    max_players = 4

    def check_seating(self, n_players: int, teams: bool = False) -> None:
        """Raise a one-line ValueError if this edition cannot seat `n_players` (as teams)."""
        if not self.min_players <= n_players <= self.max_players:
            raise ValueError(
                f"the {self.name} edition seats {self.min_players} to {self.max_players} "
                f"players, not {n_players}"
            )
        if teams and n_players != 4:
            raise ValueError("team play needs exactly four players (two teams of two)")

    def achievements_to_win(self, n_players: int, teams: bool) -> int:
        if teams or n_players == 2:
            return 6
        return {3: 5, 4: 4}.get(n_players, 6)

    @cached_property
    def cards(self) -> list[Card]:
        from ..cards import load_edition

        return load_edition(self.name)

    @cached_property
    def by_name(self) -> dict[str, Card]:
        return {c.name.lower(): c for c in self.cards}

    def card(self, name: str) -> Card:
        try:
            return self.by_name[name.lower()]
        except KeyError:
            raise ValueError(f"no card named {name!r} in the {self.name} edition") from None


class FirstEdition(Edition):
    """The 1st edition (Iello): nine cards worded differently; opponents' covered cards are
    secret ("You can always look at your covered cards, but never at your opponents")."""

    name = "1st"
    title = "Innovation, 1st edition (Iello)"
    hide_covered_default = True


EDITIONS: dict[str, type[Edition]] = {"3rd": Edition, "1st": FirstEdition}
_instances: dict[str, Edition] = {}


def get_edition(name: str | Edition) -> Edition:
    if isinstance(name, Edition):
        return name
    key = str(name).lower().removesuffix("-edition").removesuffix(" edition")
    key = {"3": "3rd", "third": "3rd", "1": "1st", "first": "1st"}.get(key, key)
    if key not in EDITIONS:
        raise ValueError(f"unknown edition {name!r}; editions: {', '.join(EDITIONS)}")
    if key not in _instances:
        _instances[key] = EDITIONS[key]()
    return _instances[key]
