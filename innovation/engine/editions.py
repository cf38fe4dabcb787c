"""Editions are data plus the few rules that differ, as subclasses (like python-chess variants).

An `Edition` knows its cards, its highest age, how many achievements win, which special
achievements exist and when they are checked, and what is public. The engine asks it; it never
branches on an edition's name.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from . import cities  # noqa: F401 - registers Cities of Destiny
from .cards import (
    ASLANT,
    CLOCK,
    LEFT,
    RIGHT,
    UNSPLAYED,
    UP,
    Card,
)
from .expansions import Expansion, get_expansion
from .refusal import SeatingError

if TYPE_CHECKING:
    from .state import PlayerState

SpecialCondition = Callable[["PlayerState"], bool]


def N_(text: str) -> str:
    """Marks a player-facing text for the catalogues (innovation/text, `pybabel extract`); the
    engine keeps English and the text layer translates it where a player reads it."""
    return text


# The conditions are checked after every move that changes a board (3rd and 1st editions) or
# at the end of every action (4th): they build no list (mypyc compiles `all` over a generator
# and `in` a literal tuple to a loop of native comparisons).


def _empire(p: PlayerState) -> bool:
    # the six original icons; the 4th edition's person is not one of them
    icons = p.icons
    return all(icons[i] >= 3 for i in range(6))


def _monument(p: PlayerState) -> bool:
    return p.tucked >= 6 or p.scored >= 6


def _wonder(p: PlayerState) -> bool:
    # a splayed pile has two cards or more, so five splayed piles are five colours
    return all(direction not in (UNSPLAYED, LEFT, ASLANT) for direction in p.splays)


def _world(p: PlayerState) -> bool:
    return p.icons[CLOCK] >= 12


def _universe(p: PlayerState) -> bool:
    return all(pile and pile[-1].age >= 8 for pile in p.piles)


def _monument_4th(p: PlayerState) -> bool:
    """Four top cards that carry an "I demand" effect."""
    count = 0
    for pile in p.piles:
        if pile and pile[-1].has_demand:
            count += 1
    return count >= 4


def _wonder_4th(p: PlayerState) -> bool:
    """Five colours, each splayed right, up or aslant."""
    return all(direction not in (UNSPLAYED, LEFT) for direction in p.splays)


@mypyc_attr(allow_interpreted_subclasses=True)
class Edition:
    """The 3rd edition (Asmadi) is the reference; other editions override what differs.

    The rules that differ are class-level constants (`ClassVar`): an edition is its class, and
    a subclass (compiled or not, see docs/engine.md) overrides what differs. The card table is
    loaded once per instance, when first asked for."""

    name: ClassVar[str] = "3rd"
    title: ClassVar[str] = N_("Innovation, 3rd edition")
    aliases: ClassVar[tuple[str, ...]] = ("3", "third")
    max_age: ClassVar[int] = 10
    achievement_ages: ClassVar[tuple[int, ...]] = tuple(range(1, 10))
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    # special achievements, in the order they are checked, with their conditions
    specials: ClassVar[dict[str, SpecialCondition]] = {
        "Monument": _monument,
        "Empire": _empire,
        "World": _world,
        "Wonder": _wonder,
        "Universe": _universe,
    }
    # The 3rd-edition rulebook leaves it to each group whether covered cards (and the size of
    # unsplayed piles) are public; its authors hide them. The project shows them by default
    # and offers `hide_covered` to play the authors' way.
    hide_covered_default: ClassVar[bool] = False
    splays: ClassVar[tuple[int, ...]] = (LEFT, RIGHT, UP)
    # Special achievements are claimed, and the achievement victory won, the moment their
    # condition holds, even in the middle of an effect. (The 4th edition waits for the end of
    # the action: `end_of_action`.)
    immediate_checks: ClassVar[bool] = True
    # A revealed card counts as "doing something" for the sharing bonus.
    reveal_is_change: ClassVar[bool] = True
    # A tie for the most points when the game ends by score, broken by achievements, is shared.
    shared_score_victory: ClassVar[bool] = True
    # Self-executing a card while already self-executing one first earns a chain achievement.
    chain_achievements: ClassVar[bool] = False
    # A player who loses leaves the game and play goes on ("you lose", conceding).
    has_elimination: ClassVar[bool] = False

    def __init__(self, expansions: tuple[Expansion, ...] = ()) -> None:
        self._cards: list[Card] | None = None
        self._by_name: dict[str, Card] | None = None
        self._age_piles: list[tuple[Card, ...]] | None = None
        self._set_piles: list[list[tuple[Card, ...]]] | None = None
        # the expansions played with (docs/expansions.md), in the order given, and what they
        # add: their special achievements after the edition's, the hooks the engine asks
        self.expansions = expansions
        self.expansion_names: tuple[str, ...] = tuple(e.name for e in expansions)
        conditions: dict[str, SpecialCondition] = dict(self.specials)
        for e in expansions:
            conditions.update(e.specials)
        # every special achievement of the game, in the order they are checked
        self.conditions = conditions
        # `conditions` as (name, condition) pairs in their order, for the checks after moves
        # and actions: a loop over a tuple instead of a dictionary look-up per special
        self.special_checks: tuple[tuple[str, SpecialCondition], ...] = tuple(conditions.items())
        # the same, in groups: the edition's own, then each expansion's, which it checks
        # itself in one call (`Expansion.specials_met`)
        groups: list[tuple[Expansion | None, tuple[tuple[str, SpecialCondition], ...]]] = [
            (None, tuple(self.specials.items()))
        ]
        for e in expansions:
            if e.specials:
                groups.append((e, tuple(e.specials.items())))
        self.special_groups: tuple[
            tuple[Expansion | None, tuple[tuple[str, SpecialCondition], ...]], ...
        ] = tuple(groups)
        self.draw_rules: tuple[Expansion, ...] = tuple(e for e in expansions if e.redirects_draws)
        self.preludes: tuple[Expansion, ...] = tuple(e for e in expansions if e.has_prelude)
        self.after_meld: tuple[Expansion, ...] = tuple(
            sorted((e for e in expansions if e.acts_after_meld), key=lambda e: e.after_meld_order)
        )
        self.move_watchers: tuple[Expansion, ...] = tuple(e for e in expansions if e.watches_moves)
        self.splay_watchers: tuple[Expansion, ...] = tuple(
            e for e in expansions if e.watches_splays
        )
        self.board_achievers: tuple[Expansion, ...] = tuple(
            e for e in expansions if e.board_achievers
        )
        self.action_rules: tuple[Expansion, ...] = tuple(e for e in expansions if e.adds_actions)
        # the sets whose cards cannot be dogma'd (Cities, 4th edition)
        self.undogmable_sets: tuple[int, ...] = tuple(
            e.set_id for e in expansions if not e.dogma_sets
        )
        self.forecast_limits: tuple[Expansion, ...] = tuple(
            e for e in expansions if e.limits_forecast
        )
        self.execute_preludes: tuple[Expansion, ...] = tuple(
            e for e in expansions if e.has_execute_prelude
        )
        self.has_bonuses: bool = any(e.has_bonuses for e in expansions)

    @property
    def label(self) -> str:
        """The edition's name with its expansions ("3rd", "3rd+echoes")."""
        return "+".join((self.name, *self.expansion_names))

    def age_piles(self) -> list[tuple[Card, ...]]:
        """Every card in its age pile (index = age), in the order of `cards`: the piles of a
        game before the deal shuffles them. Made once; the caller gets its own list."""
        piles = self._age_piles
        if piles is None:
            grouped: list[list[Card]] = [[] for _ in range(self.max_age + 1)]
            for card in self.cards:
                if not card.set:
                    grouped[card.age].append(card)
            piles = self._age_piles = [tuple(cards) for cards in grouped]
        return piles[:]

    def set_piles(self) -> list[list[tuple[Card, ...]]]:
        """The expansions' cards in their age piles, by set (`State.sets`): index 0 (the base
        set, whose piles are `age_piles`) is empty, and so is a set not played. Made once; the
        caller gets its own lists."""
        sets = self._set_piles
        if sets is None:
            sets = []
            if self.expansions:
                top = max(e.set_id for e in self.expansions)
                grouped: list[list[list[Card]]] = [
                    [[] for _ in range(self.max_age + 1)] for _ in range(top + 1)
                ]
                for card in self.cards:
                    if card.set:
                        grouped[card.set][card.age].append(card)
                played = {e.set_id for e in self.expansions}
                sets = [
                    [tuple(cards) for cards in piles] if s in played else []
                    for s, piles in enumerate(grouped)
                ]
            self._set_piles = sets
        return [piles[:] for piles in sets]

    def team_seating(self, teams: bool | str | None, n_players: int) -> list[int] | None:
        """Each seat's team (0, 1, ... by first appearance), or None without teams.

        `teams` is a string giving each seat's team letter in seating order ("ABAB": two pairs
        sitting across), or True for "ABAB". The 3rd edition knows only two pairs sitting
        across."""
        seating = parse_teams(teams, n_players)
        if seating is not None and seating != [0, 1, 0, 1]:
            raise SeatingError(
                N_("the {edition} edition's team game is two pairs sitting across (ABAB), "
                   "not {letters}"),
                {"edition": self.name, "letters": teams_string(seating)},
            )
        return seating

    def negotiation(self, n_players: int, teams: bool) -> bool:
        """Whether players may negotiate with distant players (return a card from hand to
        dogma a distant top card, share a distant dogma, or escape a distant demand)."""
        return False

    def check_seating(self, n_players: int, teams: bool | str = False) -> None:
        """Raise a one-line ValueError if this edition cannot seat `n_players` (as `teams`)."""
        if not self.min_players <= n_players <= self.max_players:
            raise SeatingError(
                N_("the {edition} edition is played by {least} to {most} players, not {count}"),
                {"edition": self.name, "least": self.min_players, "most": self.max_players,
                 "count": n_players},
            )
        self.team_seating(teams, n_players)

    def achievements_to_win(self, n_players: int, teams: bool) -> int:
        """The edition's count, plus what each expansion adds (`win_count`)."""
        if teams or n_players == 2:
            return 6
        return {3: 5, 4: 4}.get(n_players, 6)

    def win_count(self, n_players: int, teams: bool) -> int:
        """The achievements a win needs: the edition's, and one more for each expansion."""
        extra = 0
        for e in self.expansions:
            extra += e.extra_achievements
        return self.achievements_to_win(n_players, teams) + extra

    def first_turn_actions(self, turn: int, n_players: int) -> int:
        """Actions in a turn: the first player has one; with four players, the second too."""
        return 1 if turn == 1 or (turn == 2 and n_players >= 4) else 2

    def special_order(self, current: int, candidates: Sequence[int], n_players: int) -> list[int]:
        """Who is offered a special achievement first when several qualify at once: the current
        player, then clockwise."""
        return sorted(candidates, key=lambda q: (q - current) % n_players)

    @property
    def cards(self) -> list[Card]:
        """Every card of the edition, by id (loaded when first asked for)."""
        cards = self._cards
        if cards is None:
            from ..cards import load_edition, load_expansion

            cards = load_edition(self.name)
            for e in self.expansions:
                cards = cards + load_expansion(e.name, self.name, e.set_id, len(cards))
            self._cards = cards
        return cards

    @property
    def by_name(self) -> dict[str, Card]:
        by_name = self._by_name
        if by_name is None:
            by_name = self._by_name = {c.name.lower(): c for c in self.cards}
        return by_name

    def card(self, name: str) -> Card:
        try:
            return self.by_name[name.lower()]
        except KeyError:
            raise ValueError(f"no card named {name!r} in the {self.label} edition") from None


class FirstEdition(Edition):
    """The 1st edition (Iello): nine cards worded differently; opponents' covered cards are
    secret ("You can always look at your covered cards, but never at your opponents")."""

    name: ClassVar[str] = "1st"
    title: ClassVar[str] = N_("Innovation, 1st edition (Iello)")
    aliases: ClassVar[tuple[str, ...]] = ("1", "first", "iello")
    hide_covered_default: ClassVar[bool] = True


class FourthEdition(Edition):
    """The 4th edition (Asmadi, 2024): eleven ages, the junk, the aslant splay, achievements
    and special achievements checked at the end of each action, a draw when scores tie,
    self-execution with chain achievements, elimination. Rulings: docs/rulings/fourth/."""

    name: ClassVar[str] = "4th"
    title: ClassVar[str] = N_("Innovation, 4th edition")
    aliases: ClassVar[tuple[str, ...]] = ("4", "fourth")
    max_age: ClassVar[int] = 11
    achievement_ages: ClassVar[tuple[int, ...]] = tuple(range(1, 11))  # never an 11
    max_players: ClassVar[int] = 6
    specials: ClassVar[dict[str, SpecialCondition]] = {
        "Monument": _monument_4th,
        "Empire": _empire,
        "World": _world,
        "Wonder": _wonder_4th,
        "Universe": _universe,
    }
    hide_covered_default: ClassVar[bool] = False  # the whole board is public
    splays: ClassVar[tuple[int, ...]] = (LEFT, RIGHT, UP, ASLANT)
    immediate_checks: ClassVar[bool] = False
    reveal_is_change: ClassVar[bool] = False
    shared_score_victory: ClassVar[bool] = False
    chain_achievements: ClassVar[bool] = True
    has_elimination: ClassVar[bool] = True

    def team_seating(self, teams: bool | str | None, n_players: int) -> list[int] | None:
        """Teams of any size and seating (a team may be one player)."""
        return parse_teams(teams, n_players)

    def negotiation(self, n_players: int, teams: bool) -> bool:
        """Games of four or more players without teams."""
        return n_players >= 4 and not teams

    def achievements_to_win(self, n_players: int, teams: bool) -> int:
        """Six for two players, one fewer for each further player; a team needs six."""
        if teams:
            return 6
        return 6 - (n_players - 2)

    def special_order(self, current: int, candidates: Sequence[int], n_players: int) -> list[int]:
        """Clockwise from the current player's left; the current player comes last."""
        seats = [(current + i) % n_players for i in range(1, n_players + 1)]
        return [q for q in seats if q in candidates]


def parse_teams(teams: bool | str | None, n_players: int) -> list[int] | None:
    """Seat teams from a string of team letters ("AAB", "ABCABC"), True ("ABAB") or nothing."""
    if teams is None or teams is False or teams == "":
        return None
    letters = "ABAB" if teams is True else str(teams).strip().upper()
    if len(letters) != n_players:
        raise SeatingError(
            N_("teams '{letters}' name {seats} seats, but the game has {count} players"),
            {"letters": letters, "seats": len(letters), "count": n_players},
        )
    if not letters.isalpha() or not letters.isascii():
        raise SeatingError(
            N_("teams '{letters}': give each seat's team as a letter, e.g. ABAB or AAB"),
            {"letters": letters},
        )
    ids: dict[str, int] = {}
    seating = [ids.setdefault(ch, len(ids)) for ch in letters]
    if len(ids) < 2:
        raise SeatingError(
            N_("teams '{letters}': a game needs at least two teams"), {"letters": letters}
        )
    return seating


def teams_string(seating: list[int]) -> str:
    """The canonical letters of a seating: [0, 1, 0, 1] -> "ABAB"."""
    return "".join(chr(ord("A") + t) for t in seating)


EDITIONS: dict[str, type[Edition]] = {"3rd": Edition, "1st": FirstEdition, "4th": FourthEdition}
_instances: dict[tuple[str, tuple[str, ...]], Edition] = {}


def get_edition(name: str | Edition, expansions: tuple[str, ...] | list[str] | None = None) -> Edition:
    """An edition, played with `expansions` (names; none by default): one object per
    combination. An `Edition` given with no expansions is itself; "3rd+echoes" names both."""
    if isinstance(name, Edition):
        if not expansions or tuple(expansions) == name.expansion_names:
            return name
        name = name.name
    text = str(name)
    if "+" in text and not expansions:
        text, *named = text.split("+")
        expansions = tuple(named)
    key = text.lower().removesuffix("-edition").removesuffix(" edition")
    for canonical, cls in EDITIONS.items():
        if key in cls.aliases:
            key = canonical
    if key not in EDITIONS:
        raise ValueError(f"unknown edition {name!r}; editions: {', '.join(EDITIONS)}")
    rules = tuple(get_expansion(e, key) for e in (expansions or ()))
    names = tuple(e.name for e in rules)
    if len(set(names)) != len(names):
        raise ValueError(f"an expansion is named twice: {', '.join(names)}")
    if (key, names) not in _instances:
        _instances[key, names] = EDITIONS[key](rules)
    return _instances[key, names]
