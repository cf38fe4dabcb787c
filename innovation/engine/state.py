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

from typing import Any, Final

from .cards import COLOR_NAMES, N_ICONS, SPLAY_NAMES, UNSPLAYED, Card

# Places a card can be.
DECK: Final = 0
HAND: Final = 1
BOARD: Final = 2
SCORE: Final = 3
ACHIEVED: Final = 4
ACHIEVEMENTS: Final = 5
REMOVED: Final = 6
JUNK: Final = 7
FORECAST: Final = 8  # Echoes of the Past: a player's cards foreshadowed face down
PLACE_NAMES: Final = (
    "deck", "hand", "board", "score", "achieved", "achievements", "removed", "junk", "forecast",
)

_ZERO: Final = (0,) * N_ICONS
# a pile's marks (Echoes of the Past) packed in one number: echo effects below MARK_HEXES,
# hexes below MARK_THREES, then one bit per icon the pile shows three times or more
MARK_HEXES: Final = 1024
MARK_THREES: Final = 1 << 20


def pile_mark(hexes: int, echoes: int, threes: int) -> int:
    """One pile's marks: its visible hexes and echo effects, and a bit per icon it shows
    three times or more (`threes`, bit i for icon i)."""
    return threes * MARK_THREES + hexes * MARK_HEXES + echoes

# The log's frequent events are recorded as compact tuples (a tag, then the event's facts:
# places as numbers, the card as its name and age), and made into the dicts readers see only
# when read (`event_dict`, `State.events`): most events of a search's or a simulation's games
# are never read. A record holds atoms only (numbers, strings), like the dicts, so the cycle
# collector skips it. The rarer events are logged as their dicts. Each tag's dict is the one the
# engine used to build at once, key for key and in the same order.
MOVED: Final = 0  # (MOVED, verb, player, card name, age, from kind, from owner, to kind, to owner)
SHOWN: Final = 1  # the same, for a draw shown to everyone (no "visible_to")
TURN: Final = 2  # (TURN, player, turn)
ACTED: Final = 3  # (ACTED, player, verb, the card's name, or the age, or None)
WITH: Final = 4  # (WITH, type, player, card name, with_player): "share", "demand_nothing"
REVEALED: Final = 5  # (REVEALED, player, card name, age, kind, owner)
SPLAYED: Final = 6  # (SPLAYED, player, colour, direction)


def _owned(kind: int) -> bool:
    """Whether a place belongs to a player (hand, score pile, board, achievements, forecast)."""
    return kind in (HAND, SCORE, BOARD, ACHIEVED, FORECAST)


def event_dict(event: Any) -> dict[str, Any]:
    """One log entry as the dict readers see (views, records, the AI's knowledge, tests): a
    compact record is made into its dict here, anew at each reading; a dict is itself."""
    if isinstance(event, dict):
        return event
    tag: int = event[0]
    if tag in (MOVED, SHOWN):
        src_kind: int = event[5]
        src_owner: int = event[6]
        kind: int = event[7]
        owner: int = event[8]
        out: dict[str, Any] = {
            "type": event[1],
            "player": event[2],
            "card": event[3],
            "age": event[4],
            "from": PLACE_NAMES[src_kind],
            "to": PLACE_NAMES[kind],
        }
        if _owned(src_kind):
            out["from_player"] = src_owner
        if _owned(kind):
            out["to_player"] = owner
        if tag == MOVED and src_kind != BOARD and kind != BOARD:
            # who may see which card moved: the owners of the hands, score piles and forecasts
            # involved (a tuple of numbers, as every group in the log)
            seen: tuple[int, ...] = (src_owner,) if src_kind in (HAND, SCORE, FORECAST) else ()
            if kind in (HAND, SCORE, FORECAST) and owner not in seen:
                seen = tuple(sorted((*seen, owner)))
            out["visible_to"] = seen
        if len(event) > 9:
            out["set"] = event[9]  # an expansion's card: its set's name (its back shows it)
        return out
    if tag == TURN:
        return {"type": "turn", "player": event[1], "turn": event[2]}
    if tag == ACTED:
        verb: str = event[2]
        what: Any = event[3]
        if isinstance(what, str):
            out = {"action": verb, "card": what}
        elif what is not None:
            out = {"action": verb, "age": what}
        else:
            out = {"action": verb}
        out["type"] = "action"
        out["player"] = event[1]
        return out
    if tag == WITH:
        return {"type": event[1], "player": event[2], "card": event[3], "with_player": event[4]}
    if tag == REVEALED:
        kind = event[4]
        out = {
            "type": "reveal",
            "player": event[1],
            "card": event[2],
            "age": event[3],
            "from": PLACE_NAMES[kind],
        }
        if _owned(kind):
            out["from_player"] = event[5]
        return out
    if tag == SPLAYED:
        return {
            "type": "splay",
            "player": event[1],
            "color": COLOR_NAMES[event[2]],
            "direction": SPLAY_NAMES[event[3]],
        }
    raise ValueError(f"unknown log record {event!r}")


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
        "forecast",
        "pile_bonuses",
        "bonus_points",
        "pile_marks",
    )

    def __init__(
        self,
        hand: tuple[Card, ...] = (),
        score: tuple[Card, ...] = (),
        achieved: tuple[Card | str, ...] = (),
        piles: list[tuple[Card, ...]] | None = None,
        splays: list[int] | None = None,
        pile_icons: list[tuple[int, ...]] | None = None,
        icons: list[int] | None = None,
        tucked: int = 0,
        scored: int = 0,
        version: int = 0,
        clean: tuple[int, tuple[str, ...]] | None = None,
        forecast: tuple[Card, ...] = (),
        pile_bonuses: tuple[tuple[int, ...], ...] | None = None,
        bonus_points: int = 0,
        pile_marks: tuple[int, ...] | None = None,
    ) -> None:
        """An empty board and hand; `copy` passes every field (a compiled class is only ever
        made through its constructor)."""
        self.hand = hand
        self.score = score
        # normal achievements are Cards, special achievements their names
        self.achieved = achieved
        self.piles: list[tuple[Card, ...]] = [(), (), (), (), ()] if piles is None else piles
        self.splays: list[int] = [UNSPLAYED] * 5 if splays is None else splays
        self.pile_icons: list[tuple[int, ...]] = [_ZERO] * 5 if pile_icons is None else pile_icons
        self.icons: list[int] = [0] * N_ICONS if icons is None else icons
        # Monument: cards this player tucked / scored during the current turn
        self.tucked = tucked
        self.scored = scored
        # bumped whenever a pile changes; `clean` = (version, available specials) when this board
        # last qualified for none of them (the 4th edition's end-of-action check skips it then)
        self.version = version
        self.clean = clean
        # Echoes of the Past: the forecast (face down, seen by its owner); each pile's visible
        # bonuses (None in a game without bonuses: nothing is tracked) and the points they add
        self.forecast = forecast
        self.pile_bonuses = pile_bonuses
        self.bonus_points = bonus_points
        # with bonuses too: each pile's visible hexes and echo effects, and the icons it shows
        # three times or more, as one number (`pile_mark`: Heritage, History and Supremacy,
        # checked after every move, read them instead of the cards)
        self.pile_marks = pile_marks

    def copy(self) -> PlayerState:
        return PlayerState(
            self.hand,
            self.score,
            self.achieved,
            self.piles[:],
            self.splays[:],
            self.pile_icons[:],
            self.icons[:],
            self.tucked,
            self.scored,
            self.version,
            self.clean,
            self.forecast,
            self.pile_bonuses,  # (tuples: a pile's change makes new ones, copies share them)
            self.bonus_points,
            self.pile_marks,
        )

    def __reduce__(self) -> tuple[type[PlayerState], tuple[Any, ...]]:
        # pickled by its fields, in the constructor's order
        return PlayerState, (
            self.hand,
            self.score,
            self.achieved,
            self.piles,
            self.splays,
            self.pile_icons,
            self.icons,
            self.tucked,
            self.scored,
            self.version,
            self.clean,
            self.forecast,
            self.pile_bonuses,
            self.bonus_points,
            self.pile_marks,
        )

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
            # the top card's icons plus what the splay uncovers on each card beneath (a loop of
            # native additions once compiled: `a[i] = a[i] + b`, where `a[i] += b` on a list
            # item compiles to the interpreter's generic in-place add)
            counts: list[int] = list(pile[-1].full_icons)
            for k in range(len(pile) - 1):
                shown = pile[k].splay_icons[direction]
                for i in range(N_ICONS):
                    counts[i] = counts[i] + shown[i]
            new = tuple(counts)
        old = self.pile_icons[color]
        if new != old:
            icons = self.icons
            for i in range(N_ICONS):
                icons[i] = icons[i] + new[i] - old[i]
            self.pile_icons[color] = new
        if self.pile_bonuses is not None:
            self.refresh_bonuses(color)

    def refresh_bonuses(self, color: int) -> None:
        """Echoes of the Past: the bonuses one pile shows, and the points all of them add (the
        highest visible bonus, plus one for each other)."""
        pile = self.piles[color]
        bonuses = self.pile_bonuses
        if bonuses is None:
            return
        shown: tuple[int, ...] = ()  # (a tuple grown only where a bonus shows: no list each time)
        seen = 0  # the pile's visible hexes * MARK_HEXES + its visible echo effects
        if pile:
            direction = self.splays[color]
            top = pile[-1]
            if top.bonus:
                shown = (top.bonus,) if top.bonus_count == 1 else (top.bonus,) * top.bonus_count
            seen = top.hexes * MARK_HEXES + (1 if top.echo is not None else 0)
            if direction != UNSPLAYED:
                for k in range(len(pile) - 1):
                    card = pile[k]
                    seen += card.splay_marks[direction]
                    value = card.splay_bonus[direction]
                    if value:
                        n = card.splay_bonus_count[direction]
                        shown = shown + ((value,) if n == 1 else (value,) * n)
        marks = self.pile_marks
        if marks is not None:
            # and which icons the pile shows three times or more (Supremacy), one bit each
            counts = self.pile_icons[color]
            threes = 0
            for i in range(N_ICONS):
                if counts[i] >= 3:
                    threes |= 1 << i
            mark = threes * MARK_THREES + seen
            if marks[color] != mark:
                self.pile_marks = marks[:color] + (mark,) + marks[color + 1 :]
        if shown == bonuses[color]:
            return  # the same bonuses as before (none, often): the points stay
        bonuses = bonuses[:color] + (shown,) + bonuses[color + 1 :]
        self.pile_bonuses = bonuses
        best = 0
        count = 0
        for group in bonuses:
            for value in group:
                count += 1
                if value > best:
                    best = value
        self.bonus_points = best + count - 1 if count else 0

    def settled(self, specials: tuple[str, ...]) -> bool:
        """Whether this board is unchanged since it last qualified for none of `specials`
        (the 4th edition's end-of-action check need not look at it again)."""
        clean = self.clean
        return clean is not None and clean[0] == self.version and clean[1] is specials

    def top_cards(self) -> list[Card]:
        return [pile[-1] for pile in self.piles if pile]

    def points(self) -> int:
        """The score pile's values, plus the bonus points (Echoes of the Past)."""
        total = self.bonus_points
        for card in self.score:
            total += card.age
        return total


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
        "sets",
        "turn_flags",
    )

    def __init__(
        self,
        players: list[PlayerState],
        decks: list[tuple[Card, ...]],
        achievements: tuple[Card, ...],
        specials: tuple[str, ...],
        removed: tuple[Card, ...],
        junk: tuple[Card, ...],
        junked_specials: tuple[str, ...],
        out: int,
        immediate: bool,
        where: list[tuple[int, int]],
        current: int,
        actions_left: int,
        turn: int,
        changes: int,
        log: tuple[Any, Any] | None,
        over: bool,
        winners: list[int],
        end_reason: str,
        phase: str,
        setup_choices: list[Card | None],
        first_player: int,
        sets: list[list[tuple[Card, ...]]] | None = None,
        turn_flags: int = 0,
    ) -> None:
        """Every field given (`State.new` makes the state of a new game, `copy` a copy)."""
        self.players = players
        self.decks = decks  # index = age
        self.achievements = achievements  # normal achievements still to claim
        self.specials = specials  # special achievements still to claim
        self.removed = removed
        self.junk = junk  # 4th edition: out of play, faces seen by nobody
        self.junked_specials = junked_specials
        self.out = out  # eliminated players (4th edition), one bit each
        # the edition's `immediate_checks`, kept here where the hot path reads it cheaply
        self.immediate = immediate
        self.where = where
        self.current = current
        self.actions_left = actions_left
        self.turn = turn  # counts turns from 1
        self.changes = changes  # bumped by every change to the game, for the sharing bonus
        # (event, previous) chain: O(1) to copy; an event is a dict or a compact record
        # (`event_dict` reads either)
        self.log = log
        self.over = over
        self.winners = winners
        self.end_reason = end_reason
        self.phase = phase  # "setup" (choosing the first card to meld), "play", "over"
        self.setup_choices = setup_choices
        self.first_player = first_player
        # the expansions' age piles, by set (`Card.set`; index 0, the base set, is `decks`
        # itself and stays empty here): sets[s][age]
        self.sets: list[list[tuple[Card, ...]]] = [] if sets is None else sets
        # what the current player has done this turn that an expansion limits (bits; cleared
        # as each turn begins): Cities' Endorse, once a turn
        self.turn_flags = turn_flags

    def __reduce__(self) -> tuple[type[State], tuple[Any, ...]]:
        # pickled by its fields, in the constructor's order (a compiled class is only ever made
        # through its constructor)
        return State, (
            self.players,
            self.decks,
            self.achievements,
            self.specials,
            self.removed,
            self.junk,
            self.junked_specials,
            self.out,
            self.immediate,
            self.where,
            self.current,
            self.actions_left,
            self.turn,
            self.changes,
            self.log,
            self.over,
            self.winners,
            self.end_reason,
            self.phase,
            self.setup_choices,
            self.first_player,
            self.sets,
            self.turn_flags,
        )

    @classmethod
    def new(cls, n_players: int, max_age: int, n_cards: int) -> State:
        """A game before the deal: every card in its age pile (`Game.new` shuffles them)."""
        return cls(
            [PlayerState() for _ in range(n_players)],
            [()] * (max_age + 1),
            (),
            (),
            (),
            (),
            (),
            0,
            True,
            [(DECK, 0)] * n_cards,
            0,
            0,
            0,
            0,
            None,
            False,
            [],
            "",
            "setup",
            [None] * n_players,
            0,
        )

    def copy(self) -> State:
        return State(
            [p.copy() for p in self.players],
            self.decks[:],
            self.achievements,
            self.specials,
            self.removed,
            self.junk,
            self.junked_specials,
            self.out,
            self.immediate,
            self.where[:],
            self.current,
            self.actions_left,
            self.turn,
            self.changes,
            self.log,
            self.over,
            self.winners[:],
            self.end_reason,
            self.phase,
            self.setup_choices[:],
            self.first_player,
            # (the base set's entry stays empty: shared, not copied)
            [piles[:] if piles else piles for piles in self.sets] if self.sets else [],
            self.turn_flags,
        )

    # ---- building a position by hand ------------------------------------------------------
    def thaw(self) -> Layout:
        """The groups of cards as lists, for code that lays out a position card by card
        (scenarios, the AI's re-deals): change the `Layout`, then `freeze` it back. Splays,
        `where` and everything else are changed on the state itself."""
        return Layout(self)

    def freeze(self, layout: Layout) -> None:
        """Take the groups of cards of `layout` (from `thaw`) back, as tuples; a board pile
        whose cards changed has its icons recounted (`PlayerState.refresh_pile`)."""
        for pl, lp in zip(self.players, layout.players, strict=True):
            pl.forecast = tuple(lp.forecast)
            pl.hand = tuple(lp.hand)
            pl.score = tuple(lp.score)
            pl.achieved = tuple(lp.achieved)
            for color, cards in enumerate(lp.piles):
                pile = tuple(cards)
                if pile != pl.piles[color]:
                    pl.piles[color] = pile
                    pl.refresh_pile(color)
        self.decks = [tuple(d) for d in layout.decks]
        self.sets = [[tuple(d) for d in piles] for piles in layout.sets]
        self.achievements = tuple(layout.achievements)
        self.specials = tuple(layout.specials)
        self.removed = tuple(layout.removed)
        self.junk = tuple(layout.junk)
        self.junked_specials = tuple(layout.junked_specials)

    def active(self, p: int) -> bool:
        """Whether player `p` is still in the game (not eliminated)."""
        return not self.out >> p & 1

    # ---- the log -------------------------------------------------------------------------
    def add_event(self, event: dict[str, Any]) -> None:
        self.log = (event, self.log)

    def add_record(self, record: tuple[Any, ...]) -> None:
        """Log a compact record (`MOVED`, `TURN`, ...): made into its dict when read."""
        self.log = (record, self.log)

    def events(self) -> list[dict[str, Any]]:
        """The log, oldest event first, as dicts (see `event_dict`)."""
        out = []
        node = self.log
        while node is not None:
            out.append(event_dict(node[0]))
            node = node[1]
        out.reverse()
        return out


class PlayerLayout:
    """One player's groups of cards as lists (see `Layout`)."""

    __slots__ = ("hand", "score", "achieved", "piles", "forecast")

    def __init__(self, pl: PlayerState) -> None:
        self.forecast: list[Card] = list(pl.forecast)
        self.hand: list[Card] = list(pl.hand)
        self.score: list[Card] = list(pl.score)
        self.achieved: list[Card | str] = list(pl.achieved)
        self.piles: list[list[Card]] = [list(pile) for pile in pl.piles]


class Layout:
    """A position's groups of cards as lists, while code lays it out card by card.

    `State` keeps its groups in tuples (cheap to share between copies, see the module
    docstring); building a position one card at a time is easier on lists. `State.thaw()` gives
    a layout with the state's cards, `State.freeze(layout)` takes them back: the state's own
    attributes always hold tuples, as their types say."""

    __slots__ = (
        "players", "decks", "sets", "achievements", "specials", "removed", "junk", "junked_specials",
    )

    def __init__(self, st: State) -> None:
        self.players: list[PlayerLayout] = [PlayerLayout(pl) for pl in st.players]
        self.decks: list[list[Card]] = [list(d) for d in st.decks]
        self.sets: list[list[list[Card]]] = [[list(d) for d in piles] for piles in st.sets]
        self.achievements: list[Card] = list(st.achievements)
        self.specials: list[str] = list(st.specials)
        self.removed: list[Card] = list(st.removed)
        self.junk: list[Card] = list(st.junk)
        self.junked_specials: list[str] = list(st.junked_specials)
