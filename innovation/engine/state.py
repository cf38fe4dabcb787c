"""The compact, copyable state of a game.

Everything that changes during play lives here and nothing else does: `State.copy()` is the
whole cost of cloning a game at a decision point, and the engine copies the state at the start
of every Dogma action, so the copy must be cheap. Every group of cards (a hand, a score pile, a
board pile, an age pile, ...) is therefore an immutable tuple: a copy shares them all and copies
only the few small lists that hold them. Moving a card builds the one or two new tuples.

Piles are ordered bottom-to-top (the top card is `pile[-1]`), age piles likewise (the card drawn
next is `deck[-1]`). Every card's place is also kept in `where`, so moves never search, and the
"one card, one place" invariant is checkable. Icon counts are kept per pile and per player and
updated when a pile changes.
"""

from __future__ import annotations

from typing import Any

from .cards import N_ICONS, UNSPLAYED, Card

# Places a card can be.
DECK, HAND, BOARD, SCORE, ACHIEVED, ACHIEVEMENTS, REMOVED, JUNK = range(8)
PLACE_NAMES = ("deck", "hand", "board", "score", "achieved", "achievements", "removed", "junk")

_ZERO = (0,) * N_ICONS


class PlayerState:
    __slots__ = (
        "hand",
        "score",
        "achieved",
        "piles",
        "splays",
        "pile_icons",
        "icons",
        "tucked",
        "scored",
        "version",
        "clean",
    )

    def __init__(self) -> None:
        self.hand: tuple[Card, ...] = ()
        self.score: tuple[Card, ...] = ()
        # normal achievements are Cards, special achievements their names
        self.achieved: tuple[Card | str, ...] = ()
        self.piles: list[tuple[Card, ...]] = [(), (), (), (), ()]
        self.splays: list[int] = [UNSPLAYED] * 5
        self.pile_icons: list[tuple[int, ...]] = [_ZERO] * 5
        self.icons: list[int] = [0] * N_ICONS
        # Monument: cards this player tucked / scored during the current turn
        self.tucked = 0
        self.scored = 0
        # bumped whenever a pile changes; `clean` = (version, available specials) when this board
        # last qualified for none of them (the 4th edition's end-of-action check skips it then)
        self.version = 0
        self.clean: tuple[int, tuple[str, ...]] | None = None

    def copy(self) -> PlayerState:
        c = PlayerState.__new__(PlayerState)
        c.hand = self.hand
        c.score = self.score
        c.achieved = self.achieved
        c.piles = self.piles[:]
        c.splays = self.splays[:]
        c.pile_icons = self.pile_icons[:]
        c.icons = self.icons[:]
        c.tucked = self.tucked
        c.scored = self.scored
        c.version = self.version
        c.clean = self.clean
        return c

    def refresh_pile(self, color: int) -> None:
        """Recount one pile's icons after it changed (and unsplay it if it is too small)."""
        self.version += 1
        pile = self.piles[color]
        if len(pile) < 2:
            self.splays[color] = UNSPLAYED
        direction = self.splays[color]
        if not pile:
            new: tuple[int, ...] = _ZERO
        elif direction == UNSPLAYED:
            new = pile[-1].full_icons
        else:
            # the top card's icons plus what the splay uncovers on each card beneath
            shown = [card.splay_icons[direction] for card in pile[:-1]]
            shown.append(pile[-1].full_icons)
            new = tuple(map(sum, zip(*shown, strict=True)))
        old = self.pile_icons[color]
        if new != old:
            icons = self.icons
            for i in range(N_ICONS):
                icons[i] += new[i] - old[i]
            self.pile_icons[color] = new

    def settled(self, specials: tuple[str, ...]) -> bool:
        """Whether this board is unchanged since it last qualified for none of `specials`
        (the 4th edition's end-of-action check need not look at it again)."""
        clean = self.clean
        return clean is not None and clean[0] == self.version and clean[1] is specials

    def top_cards(self) -> list[Card]:
        return [pile[-1] for pile in self.piles if pile]

    def points(self) -> int:
        return sum([c.age for c in self.score])


class State:
    __slots__ = (
        "players",
        "decks",
        "achievements",
        "specials",
        "removed",
        "junk",
        "junked_specials",
        "out",
        "immediate",
        "where",
        "current",
        "actions_left",
        "turn",
        "changes",
        "log",
        "over",
        "winners",
        "end_reason",
        "phase",
        "setup_choices",
        "first_player",
    )

    def __init__(self, n_players: int, max_age: int, n_cards: int) -> None:
        self.players = [PlayerState() for _ in range(n_players)]
        self.decks: list[tuple[Card, ...]] = [()] * (max_age + 1)  # index = age
        self.achievements: tuple[Card, ...] = ()  # normal achievements still to claim
        self.specials: tuple[str, ...] = ()  # special achievements still to claim
        self.removed: tuple[Card, ...] = ()
        self.junk: tuple[Card, ...] = ()  # 4th edition: out of play, faces seen by nobody
        self.junked_specials: tuple[str, ...] = ()
        self.out = 0  # eliminated players (4th edition), one bit each
        # the edition's `immediate_checks`, kept here where the hot path reads it cheaply
        self.immediate = True
        self.where: list[tuple[int, int]] = [(DECK, 0)] * n_cards
        self.current = 0
        self.actions_left = 0
        self.turn = 0  # counts turns from 1
        self.changes = 0  # bumped by every change to the game, for the sharing bonus
        self.log: tuple[Any, Any] | None = None  # (event, previous) chain: O(1) to copy
        self.over = False
        self.winners: list[int] = []
        self.end_reason = ""
        self.phase = "setup"  # "setup" (choosing the first card to meld), "play", "over"
        self.setup_choices: list[Card | None] = [None] * n_players
        self.first_player = 0

    def copy(self) -> State:
        c = State.__new__(State)
        c.players = [p.copy() for p in self.players]
        c.decks = self.decks[:]
        c.achievements = self.achievements
        c.specials = self.specials
        c.removed = self.removed
        c.junk = self.junk
        c.junked_specials = self.junked_specials
        c.out = self.out
        c.immediate = self.immediate
        c.where = self.where[:]
        c.current = self.current
        c.actions_left = self.actions_left
        c.turn = self.turn
        c.changes = self.changes
        c.log = self.log
        c.over = self.over
        c.winners = self.winners[:]
        c.end_reason = self.end_reason
        c.phase = self.phase
        c.setup_choices = self.setup_choices[:]
        c.first_player = self.first_player
        return c

    # ---- building a position by hand ------------------------------------------------------
    def thaw(self) -> None:
        """Turn every group of cards into a list, for code that lays out a position card by
        card (scenarios, the AI's re-deals); `freeze` must follow before play goes on."""
        for pl in self.players:
            pl.hand = list(pl.hand)  # type: ignore[assignment]
            pl.score = list(pl.score)  # type: ignore[assignment]
            pl.achieved = list(pl.achieved)  # type: ignore[assignment]
            pl.piles = [list(p) for p in pl.piles]  # type: ignore[misc]
        self.decks = [list(d) for d in self.decks]  # type: ignore[misc]
        self.achievements = list(self.achievements)  # type: ignore[assignment]
        self.specials = list(self.specials)  # type: ignore[assignment]
        self.removed = list(self.removed)  # type: ignore[assignment]
        self.junk = list(self.junk)  # type: ignore[assignment]
        self.junked_specials = list(self.junked_specials)  # type: ignore[assignment]

    def freeze(self) -> None:
        """Back to tuples after `thaw`."""
        for pl in self.players:
            pl.hand = tuple(pl.hand)
            pl.score = tuple(pl.score)
            pl.achieved = tuple(pl.achieved)
            pl.piles = [tuple(p) for p in pl.piles]
        self.decks = [tuple(d) for d in self.decks]
        self.achievements = tuple(self.achievements)
        self.specials = tuple(self.specials)
        self.removed = tuple(self.removed)
        self.junk = tuple(self.junk)
        self.junked_specials = tuple(self.junked_specials)

    def active(self, p: int) -> bool:
        """Whether player `p` is still in the game (not eliminated)."""
        return not self.out >> p & 1

    # ---- the log -------------------------------------------------------------------------
    def add_event(self, event: dict[str, Any]) -> None:
        self.log = (event, self.log)

    def events(self) -> list[dict[str, Any]]:
        out = []
        node = self.log
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out
