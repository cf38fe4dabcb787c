"""`Game`: the public face of the engine (think python-chess `Board` / OpenSpiel `State`).

A game is a `State` plus the decision it is waiting for. Play is a loop of
``game.decision`` → ``game.answer(one of game.decision.options)``.

How a game in the middle of a card effect is resumed and copied: card effects are plain
functions that ask questions (`Ctx.choose_card`, `Ctx.may`, ...), so a card reads like the
card. The game keeps:

- ``_checkpoint``: a frozen copy of the state when the current action began (never mutated,
  so clones share it), and
- ``_answers``: the answers given since then.

A Dogma action runs on a worker greenlet that pauses at each question and resumes in place
with the answer (`RESUME_IN_PLACE`). A copy cannot share paused frames: it replays its action
once from the checkpoint with the answers known so far, then resumes in place itself. Without
greenlets (or from another thread) an unanswered question raises `NeedDecision`, which unwinds
the effect, and every answer replays. Either way copying a game is one `State.copy()` plus two
list copies, even mid-effect. docs/engine.md has the measurements behind this design.
"""

from __future__ import annotations

import threading
import weakref
from contextlib import suppress
from threading import get_ident
from typing import Any, Final

from mypy_extensions import mypyc_attr

try:  # the fast path: a paused effect is resumed in place instead of replayed
    from greenlet import GreenletExit, getcurrent, greenlet
except ImportError:  # pragma: no cover - the engine stays correct without it, only slower
    greenlet = None
    getcurrent = None
    GreenletExit = BaseException

from .cards import Card, opening_order
from .ctx import Ctx, Eliminated, GameOver
from .deal import DEAL, shuffler
from .decisions import ACTION, SETUP, Decision, IllegalAnswer, NeedDecision, encode_answer
from .dogma import run_dogma
from .editions import Edition, get_edition, teams_string
from .protocols import GameLike
from .state import ACHIEVEMENTS, ACTED, BOARD, DECK, TURN, State
from .wording import N_

# Resume a paused effect in place (greenlet) rather than replaying its action from the
# checkpoint. Both give the same games; in place is faster (`innovation bench`). The paused
# frames hold the game only through a weak proxy, so a game dropped while paused is freed at
# once, and its greenlet with it (docs/engine.md).
RESUME_IN_PLACE = True


DRAW: Final = ("draw",)
# the two questions the game itself asks, as messages (docs/translating.md)
ACTION_PROMPT: Final = N_("{player}: choose an action ({count} left this turn)")
SETUP_PROMPT: Final = N_("{player}: choose the card to meld to start your board")
DEFAULT_NAMES: Final = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank")


@mypyc_attr(native_class=False)  # mypyc compiles subclasses of only a few built-in errors
class EngineError(RuntimeError):
    """A bug in the engine or a card: the game was restored to the state before the answer."""


# every attribute of a game: `Game.__slots__`, named here because the class compiled by mypyc
# keeps no `__slots__` to read back (and mypyc refuses `Game.__slots__` in compiled code)
_SLOTS: Final = (
    "edition",
    "state",
    "names",
    "teams",
    "seed",
    "deal",
    "options",
    "_history",
    "start",
    "_checkpoint",
    "_step",
    "_answers",
    "_cursor",
    "_pending",
    "_win_count",
    "negotiation",
    "_conceding",
    "_glet",
    "_glet_thread",
    "_origin",
)
# what a game pickles: every attribute but the paused effect's worker, which cannot travel
_FIELDS: Final = tuple(name for name in _SLOTS if name != "_glet")


@mypyc_attr(allow_interpreted_subclasses=True)
class Game:
    """A game: its state and the decision it waits for (see the module docstring).

    Every game is made as a `_LiveGame`, the same class with a weak-reference slot: the paused
    frames of an effect hold the game through a weak proxy, and a class compiled by mypyc has no
    such slot of its own (a Python subclass of it gets one, as of any C type)."""

    __slots__ = _SLOTS

    def __init__(self) -> None:  # use Game.new (or scenario.build)
        self.edition: Edition
        self.state: State
        self.names: list[str] = []
        self.teams: list[int] = []
        self.seed = 0
        self.deal = DEAL  # how the piles were shuffled (engine/deal.py): records keep it
        self.options: dict[str, Any] = {}
        self._history: list[tuple[str, Any]] = []  # (decision kind, answer) in order
        self.start: dict[str, Any] | None = None  # the scenario position, if not a fresh deal
        self._checkpoint: State | None = None
        self._step: tuple[Any, ...] | None = None
        self._answers: list[Any] = []
        self._cursor = 0
        self._pending: Decision | None = None
        self._win_count = 6
        self.negotiation = False  # may players negotiate with distant players (4th edition)
        self._conceding: tuple[int, ...] = ()  # concessions waiting for the action to end
        self._glet: Any = None  # the paused effect of this very object, if any
        self._glet_thread = 0
        # a scenario's position as laid out, before its first decision (scenario.build), from
        # which the game can be played again; None for a fresh deal, which is dealt again
        self._origin: State | None = None

    def __getstate__(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in _FIELDS if hasattr(self, k)}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self._glet = None  # a copy resumes by replaying from the checkpoint
        self._origin = None  # a game pickled before games kept it
        for k, v in state.items():
            setattr(self, k, v)

    # ------------------------------------------------------------------ construction
    @classmethod
    def new(
        cls,
        edition: str | Edition = "3rd",
        players: int | list[str] = 2,
        seed: int = 0,
        teams: bool | str = False,
        hide_covered: bool | None = None,
        deal: str = DEAL,
        expansions: tuple[str, ...] | list[str] = (),
    ) -> Game:
        """Deal a new game: shuffled age piles, achievements, two age-1 cards each.

        `teams`: each seat's team letter in seating order ("ABAB", "AAB", ...), or True for
        two pairs sitting across; what an edition allows is its own rule. `deal`: the
        generator the piles are shuffled with (`engine.deal`; the legacy one replays records
        made before it). `expansions`: played with the edition (docs/expansions.md)."""
        g = cls._blank(edition, players, seed, teams, hide_covered, tuple(expansions))
        g.deal = deal
        st = g.state
        rng = shuffler(seed, deal)
        for age in range(1, g.edition.max_age + 1):
            deck = list(st.decks[age])
            rng.shuffle(deck)
            st.decks[age] = tuple(deck)
        for piles in st.sets:  # the expansions' piles, after the base ones
            for age in range(1, len(piles)):
                deck = list(piles[age])
                rng.shuffle(deck)
                piles[age] = tuple(deck)
        for age in g.edition.achievement_ages:
            if st.decks[age]:
                card = st.decks[age][-1]
                st.decks[age] = st.decks[age][:-1]
                st.achievements += (card,)
                st.where[card.id] = (ACHIEVEMENTS, 0)
        ctx = Ctx(g, 0, 0, None)
        for p in range(len(g.names)):
            ctx.player = p
            ctx.draw(1)
            ctx.draw(1)
        g._advance()
        return g

    @classmethod
    def _blank(
        cls,
        edition: str | Edition,
        players: int | list[str],
        seed: int,
        teams: bool | str,
        hide_covered: bool | None,
        expansions: tuple[str, ...] = (),
    ) -> Game:
        g: Game = _LiveGame()
        g.edition = get_edition(edition, expansions)
        ed = g.edition
        if isinstance(players, int):
            ed.check_seating(players, teams)
            names = list(DEFAULT_NAMES[:players])
        else:
            names = list(players)
            ed.check_seating(len(names), teams)
        if len({n.lower() for n in names}) != len(names):
            raise ValueError("player names must be different")
        seating = ed.team_seating(teams, len(names))
        g.names = names
        g.teams = seating if seating is not None else list(range(len(names)))
        g.seed = seed
        if hide_covered is None:
            hide_covered = g.edition.hide_covered_default
        # "teams": each seat's team letter ("ABAB"), or False
        g.options = {
            "teams": teams_string(seating) if seating is not None else False,
            "hide_covered": hide_covered,
        }
        cards = g.edition.cards
        st = State.new(len(names), g.edition.max_age, len(cards))
        st.decks = g.edition.age_piles()
        st.sets = g.edition.set_piles()
        for card in cards:
            st.where[card.id] = (DECK, card.age)
        if g.edition.has_bonuses:  # each board keeps the points its bonuses add
            for pl in st.players:
                pl.pile_bonuses = ((), (), (), (), ())
                pl.pile_marks = (0, 0, 0, 0, 0)
        st.specials = tuple(g.edition.conditions)
        st.immediate = g.edition.immediate_checks
        g.state = st
        g._win_count = g.edition.win_count(len(names), seating is not None)
        g.negotiation = g.edition.negotiation(len(names), seating is not None)
        return g

    # ------------------------------------------------------------------ the public API
    @property
    def decision(self) -> Decision | None:
        """The decision the game waits for, or None when the game is over."""
        return self._pending

    def legal_answers(self) -> list[Any]:
        return list(self._pending.options) if self._pending else []

    @property
    def history(self) -> list[Any]:
        """Every answer given so far, in JSON form (what a game record holds)."""
        names = self.names
        return [encode_answer(kind, answer, names) for kind, answer in self._history]

    @property
    def n_answers(self) -> int:
        return len(self._history)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def winners(self) -> list[int]:
        return list(self.state.winners)

    @property
    def n_players(self) -> int:
        return len(self.names)

    def answer(self, answer: Any, player: int | None = None) -> None:
        """Apply one legal answer to the pending decision (or to `player`'s, see
        `decision_for`). An illegal one raises `IllegalAnswer` and changes nothing."""
        d = self._pending if player is None else None
        if d is None:
            d = self._to_answer(player)
        if not d.is_legal(answer):
            raise IllegalAnswer(
                N_("{answer} is not a legal answer for {player}: {prompt}"),
                {"answer": repr(answer), "player": self.names[d.player], "prompt": d.prompt},
                d,
            )
        _apply(self, d, answer)

    def answer_json(self, data: Any, player: int | None = None) -> None:
        """Apply an answer written as JSON (see `decisions`); raises IllegalAnswer if illegal.

        `player`: who answers (see `decision_for`). Without it, a first-card choice may be any
        undecided player's, since a card names the hand it is in: records keep setup answers
        in the order they were given, not in seat order. ``{"concede": NAME}`` is a concession
        (see `concede`), whoever's turn it is."""
        if isinstance(data, dict) and len(data) == 1 and "concede" in data:
            if self._pending is None:
                raise IllegalAnswer(N_("the game is over; nobody can concede"))
            try:
                who = self.player_index(data["concede"])
            except IllegalAnswer:
                raise
            except (ValueError, TypeError) as exc:
                raise IllegalAnswer(str(exc)) from None
            if player is not None and player != who:
                raise IllegalAnswer(N_("a player can concede only for themself"))
            self.concede(who)
            return
        d = self._to_answer(player)
        if player is None and d.kind == SETUP:
            for q in self._setup_undecided():
                mine = self._setup_decision(q)
                try:
                    answer = mine.decode(data, self.names)
                except IllegalAnswer:
                    continue
                self._apply(mine, answer)
                return
        self._apply(d, d.decode(data, self.names))

    def decision_for(self, player: int) -> Decision | None:
        """What `player` may answer now, or None. The players choose their first cards at
        once, so during setup every player who has not chosen may answer, in any order;
        otherwise only the pending decision's player may."""
        d = self._pending
        if d is None:
            return None
        if d.player == player:
            return d
        if d.kind == SETUP and player in self._setup_undecided():
            return self._setup_decision(player)
        return None

    def deciding(self, player: int) -> Game:
        """A copy of the game waiting for `player`'s decision: during the setup, when every
        player chooses a first card at once, the copy asks `player` first (the game itself
        asks the first undecided seat). For searches and hints from `player`'s seat."""
        d = self.decision_for(player)
        if d is None:
            raise IllegalAnswer(
                N_("{player} has no decision to make now"), {"player": self.names[player]}
            )
        g = self.clone()
        g._pending = d
        return g

    def _to_answer(self, player: int | None) -> Decision:
        d = self._pending
        if d is None:
            raise IllegalAnswer(N_("the game is over; there is nothing to answer"))
        if player is None:
            return d
        mine = self.decision_for(player)
        if mine is None:
            raise IllegalAnswer(
                N_("it is {player}'s decision, not {other}'s"),
                {"player": self.names[d.player], "other": self.names[player]},
            )
        return mine

    def concede(self, player: int | str) -> None:
        """`player` leaves the game, which counts as losing: if a single side is left, it
        wins; otherwise (where the edition has elimination) the player's cards are junked and
        play goes on without them. In the middle of an action the concession takes effect when
        the action ends. Refused with `IllegalAnswer` where the rules do not allow it."""
        p = self.player_index(player)
        refusal = self.concede_refusal_message(p)
        if refusal is not None:
            raise IllegalAnswer(*refusal)
        self._history.append(("concede", p))
        if self._step is None:
            self._concede_now(p)
            self._pending = None
            self._advance()
        else:
            self._conceding = (*self._conceding, p)

    def concede_refusal(self, p: int) -> str | None:
        """Why player `p` may not concede now, or None if they may (interfaces ask this to
        offer a Concede button only where it works)."""
        refusal = self.concede_refusal_message(p)
        if refusal is None:
            return None
        msgid, params = refusal
        return msgid.format(**params)

    def concede_refusal_message(self, p: int) -> tuple[str, dict[str, Any]] | None:
        """`concede_refusal` as a message (an English msgid and its parameters), for an
        interface that shows it in a player's language (docs/translating.md)."""
        st = self.state
        if self._pending is None:
            return N_("the game is over; nobody can concede"), {}
        if st.phase != "play":
            return N_("a player can concede once every first card is melded"), {}
        if not st.active(p) or p in self._conceding:
            return N_("{player} has already left the game"), {"player": self.names[p]}
        if len(self._sides_left(p)) > 1 and not self.edition.has_elimination:
            return (
                N_(
                    "in the {edition} edition a player can concede only when a single side "
                    "would be left to win"
                ),
                {"edition": self.edition.name},
            )
        return None

    @property
    def conceding(self) -> tuple[int, ...]:
        """Players who conceded in the middle of an action: they leave when it ends."""
        return self._conceding

    def _sides_left(self, leaving: int) -> set[int]:
        st = self.state
        return {
            self.teams[q]
            for q in range(len(self.names))
            if q != leaving and st.active(q) and q not in self._conceding
        }

    def _concede_now(self, p: int) -> None:
        st = self.state
        st.add_event({"type": "concede", "player": p})
        sides = self._sides_left(p)
        if len(sides) == 1:
            side = next(iter(sides))
            self._finish(
                [q for q in range(len(self.names)) if self.teams[q] == side],
                f"{self.names[p]} conceded",
            )
            return
        with suppress(Eliminated, GameOver):
            Ctx(self, p, p, None).lose()

    def clone(self) -> Game:
        g: Game = _LiveGame()
        g.edition = self.edition
        g.state = self.state.copy()
        g.names = self.names
        g.teams = self.teams
        g.seed = self.seed
        g.deal = self.deal
        g.options = self.options
        g._history = self._history[:]
        g.start = self.start
        g._checkpoint = self._checkpoint  # immutable once taken: shared
        g._step = self._step
        g._answers = self._answers[:]
        g._cursor = 0
        g._pending = self._pending
        g._win_count = self._win_count
        g.negotiation = self.negotiation
        g._conceding = self._conceding
        g._glet = None  # a clone resumes by replaying from the shared checkpoint
        g._glet_thread = 0
        g._origin = self._origin  # never mutated: shared
        return g

    def copy(self) -> Game:
        """The same as `clone`."""
        return self.clone()

    def player_index(self, name: str | int) -> int:
        """The seat of a player given by seat number or name (any case); an unknown one raises
        `IllegalAnswer` (a ValueError) with its reason as a message."""
        if isinstance(name, bool):  # JSON's true is not player 1
            raise IllegalAnswer(N_("a player is a seat number or a name, not true or false"))
        if isinstance(name, int):
            if 0 <= name < len(self.names):
                return name
            raise IllegalAnswer(N_("no player number {number}"), {"number": name})
        for i, n in enumerate(self.names):
            if n.lower() == str(name).lower():
                return i
        raise IllegalAnswer(
            N_("no player named {name!r}; players: {players}"),
            {"name": str(name), "players": ", ".join(self.names)},
        )

    def card(self, name: str) -> Card:
        return self.edition.card(name)

    def opponents_of(self, p: int) -> list[int]:
        """Every opponent still in the game (never a partner), clockwise from p's left."""
        n = len(self.names)
        out = self.state.out
        teams = self.teams
        return [
            q % n for q in range(p + 1, p + n) if teams[q % n] != teams[p] and not out >> q % n & 1
        ]

    # ------------------------------------------------------------------ stepping
    # The stepping code is in module functions (below the class), which compiled code calls
    # directly: every game is a `_LiveGame`, a Python subclass, so a method called on `self`
    # would be looked up as a Python attribute on each call. These methods are for callers
    # outside this module.
    def _apply(self, d: Decision, answer: Any) -> None:
        _apply(self, d, answer)

    def _restore(self, saved: tuple[Any, ...], n_answers: int) -> None:
        _restore(self, saved, n_answers)

    def _begin(self, d: Decision, answer: Any) -> None:
        _begin(self, d, answer)

    def _run_step(self) -> None:
        _run_step(self)

    def _replay_step(self) -> None:
        _replay_step(self)

    def _settle(self, result: Decision | _Failed | None) -> None:
        _settle(self, result)

    def _end_step(self) -> None:
        _end_step(self)

    def _advance(self) -> None:
        _advance(self)

    def _auto(self, d: Decision) -> None:
        _auto(self, d)

    def _legal_actions(self) -> list[tuple[Any, ...]]:
        return _legal_actions(self)

    def neighbours(self, p: int) -> tuple[int, int]:
        """The nearest players still in the game on p's left and on p's right."""
        return self._next_seat(p, 1), self._next_seat(p, -1)

    def _next_seat(self, p: int, step: int) -> int:
        """The nearest player still in the game from p, going `step` (1: left, -1: right)."""
        out = self.state.out
        n = len(self.names)
        q = (p + step) % n
        while out >> q & 1:
            q = (q + step) % n
        return q

    def distant_players(self, p: int) -> list[int]:
        """Players still in the game who are not p's neighbours, clockwise from p's left."""
        st = self.state
        n = len(self.names)
        near = self.neighbours(p)
        return [
            (p + i) % n
            for i in range(1, n)
            if not st.out >> (p + i) % n & 1 and (p + i) % n not in near
        ]

    def _next_turn(self) -> None:
        _next_turn(self)

    # ------------------------------------------------------------------ setup
    def _next_setup_decision(self) -> Decision:
        for p in self._setup_undecided():
            return self._setup_decision(p)
        raise EngineError("setup finished but the phase was not switched")  # pragma: no cover

    def _setup_undecided(self) -> list[int]:
        st = self.state
        if st.phase != "setup":
            return []
        return [p for p, choice in enumerate(st.setup_choices) if choice is None]

    def _setup_decision(self, p: int) -> Decision:
        hand = sorted(self.state.players[p].hand, key=lambda c: c.id)
        return Decision(
            p,
            SETUP,
            f"{self.names[p]}: choose the card to meld to start your board",
            hand,
            key=SETUP_PROMPT,
            params={"player": self.names[p]},
        )

    def _setup_choice(self, p: int, card: Card) -> None:
        st = self.state
        st.setup_choices[p] = card
        chosen: list[Card] = []
        for choice in st.setup_choices:
            if choice is None:
                return  # someone has not chosen yet
            chosen.append(choice)
        ctx = Ctx(self, 0, 0, None)
        for q, first_card in enumerate(chosen):
            ctx.player = q
            ctx.meld(first_card)
        # the first player is the one whose card comes first in the opening order
        keys = [opening_order(c) for c in chosen]
        first = keys.index(min(keys))
        st.phase = "play"
        st.first_player = first
        st.current = (first - 1) % len(self.names)
        st.turn = 0
        st.actions_left = 0
        _next_turn(self)

    # ------------------------------------------------------------------ ending
    def _finish(self, winners: list[int], reason: str) -> None:
        st = self.state
        st.over = True
        st.phase = "over"
        st.winners = sorted(winners)
        st.end_reason = reason
        self._pending = None
        st.add_event({"type": "game_over", "winners": tuple(sorted(winners)), "reason": reason})

    def team_members(self, p: int) -> list[int]:
        return [q for q in range(len(self.names)) if self.teams[q] == self.teams[p]]

    def achievements_held(self, q: int) -> int:
        """Player q's own achievements: those claimed, and those q's board holds now (Cities'
        flags and fountains: `Expansion.board_achievements`)."""
        st = self.state
        total = len(st.players[q].achieved)
        for rules in self.edition.board_achievers:
            total += rules.board_achievements(st, q, self.teams)
        return total

    def achievement_count(self, p: int) -> int:
        """Achievements of p's side (a team adds its members' achievements), with those the
        members' boards hold."""
        total = 0
        for q in self.team_members(p):
            total += self.achievements_held(q)
        return total

    def end_by_score(self, reason: str = "score") -> None:
        """The game ends because a card above the highest age was to be drawn: the side with
        the most points wins, achievements breaking a tie. A tie that remains is shared (3rd
        edition) or a draw with no winner (4th), as the edition says."""
        st = self.state
        sides: dict[int, tuple[int, int]] = {}
        for p in range(len(self.names)):
            team = self.teams[p]
            if team in sides or st.out >> p & 1:
                continue
            members = self.team_members(p)
            points = sum(st.players[q].points() for q in members)
            achievements = sum(len(st.players[q].achieved) for q in members)
            sides[team] = (points, achievements)
        best = max(sides.values())
        leaders = [team for team, result in sides.items() if result == best]
        if len(leaders) > 1 and not self.edition.shared_score_victory:
            self._finish([], reason + "; a draw: the best scores and achievements are tied")
            return
        winners = [p for p in range(len(self.names)) if self.teams[p] in leaders]
        self._finish(winners, reason)

    def end_of_action(self) -> None:
        """The 4th edition's checks when an action ends: special achievements first, then the
        achievement victory (the most achievements among the sides that have enough; a tie
        goes to the first of them clockwise from the current player's left)."""
        st = self.state
        specials = st.specials
        if specials and not all(pl.settled(specials) for pl in st.players):
            Ctx(self, st.current, st.current, None).claim_specials_now()
        held = [self.achievements_held(q) for q in range(len(st.players))]
        claimed = sum(held)  # achievements of all the players: fewer than a win needs, no side wins
        if claimed < self._win_count:
            return
        teams = self.teams
        totals = [0] * len(teams)  # achievements per side (a team adds its members')
        for q in range(len(held)):
            totals[teams[q]] += held[q]
        if all(total < self._win_count for total in totals):
            return
        n = len(self.names)
        best = -1
        winner = -1
        for i in range(1, n + 1):  # from the current player's left; the current player last
            q = (st.current + i) % n
            if st.out >> q & 1:
                continue
            count = totals[teams[q]]
            if count >= self._win_count and count > best:
                best, winner = count, q
        if winner >= 0:
            self._finish(self.team_members(winner), "achievements")
            raise GameOver


# `Game` with a weak-reference slot, made at run time so that it is a Python class also when
# `Game` is compiled (pickle finds it under this name)
_LiveGame: type[Game] = type(
    "Game",
    (Game,),
    {"__slots__": ("__weakref__",), "__module__": __name__, "__qualname__": "_LiveGame"},
)


# ------------------------------------------------------------------ stepping (see Game)
def _apply(g: Game, d: Decision, answer: Any) -> None:
    saved = (g.state, g._checkpoint, g._step, g._answers, g._pending)
    n = len(g._history)
    try:
        g._history.append((d.kind, answer))
        if g._step is None:
            _begin(g, d, answer)
        else:
            g._answers = g._answers + [answer]
            worker = g._glet
            if worker is not None and not worker.dead and g._glet_thread == get_ident():
                worker.parent = getcurrent()
                _settle(g, worker.switch(answer))
            else:
                g._glet = None
                g.state = g._checkpoint.copy()  # type: ignore[union-attr]
                _run_step(g)
        _advance(g)
    except (IllegalAnswer, NeedDecision):
        raise
    except Exception as exc:
        _restore(g, saved, n)
        raise EngineError(
            f"internal error while applying {answer!r} to {d.prompt!r}: {exc!r}"
        ) from exc


def _restore(g: Game, saved: tuple[Any, ...], n_answers: int) -> None:
    """Put the game back exactly as it was before a failed answer."""
    began = g._checkpoint if saved[2] is None else None  # taken by the failed action
    g.state, g._checkpoint, g._step, g._answers, g._pending = saved
    del g._history[n_answers:]
    g._glet = None
    if g._step is not None:
        # paused inside an action: its pristine checkpoint plus the earlier answers
        g.state = g._checkpoint.copy()  # type: ignore[union-attr]
        _replay_step(g)
    elif began is not None:
        g.state = began.copy()  # the state before the action began
    else:
        # the failed action changed the state in place without a checkpoint: rebuild
        rebuilt = _replayed(g)
        g.state, g._pending = rebuilt.state, rebuilt._pending


def _replayed(g: Game) -> Game:
    """`g` played again from its beginning (its deal, or the position a scenario set it up
    from: `_origin`) with every answer it has been given: what replaying its record gives,
    without the records module (above the game in the engine's layers)."""
    teams = g.options.get("teams") or False
    hide_covered = g.options.get("hide_covered")
    origin = g._origin
    if origin is None:
        again = Game.new(g.edition, list(g.names), g.seed, teams, hide_covered, g.deal)
    else:
        again = Game._blank(g.edition, list(g.names), g.seed, teams, hide_covered)
        again.state = origin.copy()
        again._origin = origin
        again.start = g.start
        again._advance()
    for answer in g.history:
        again.answer_json(answer)
    return again


def _begin(g: Game, d: Decision, answer: Any) -> None:
    """A top-level answer: a setup choice or an action."""
    if d.kind == SETUP:
        g._setup_choice(d.player, answer)
        g._pending = None
        return
    g._step = answer
    g._answers = []
    if _may_ask(g, answer):
        g._checkpoint = g.state.copy()
    _run_step(g)


def _may_ask(g: Game, action: tuple[Any, ...]) -> bool:
    """Whether an action can put a question (and so may pause): a Dogma, and a Meld after
    which an expansion may ask (Echoes' promotion, with a forecast card to promote)."""
    verb = action[0]
    if verb == "dogma" or verb == "endorse":
        return True
    if verb == "meld" and g.edition.after_meld:
        st = g.state
        for rules in g.edition.after_meld:
            if rules.meld_may_ask(st, st.current, action[1]):
                return True
    return False


def _run_step(g: Game) -> None:
    """Run the current action from its start, replaying the answers known so far."""
    if RESUME_IN_PLACE and g._checkpoint is not None:
        g._cursor = 0
        g._pending = None
        worker = _idle_worker()
        worker.parent = getcurrent()
        g._glet = worker
        g._glet_thread = get_ident()
        # the paused frames must not hold the game itself (see RESUME_IN_PLACE)
        _settle(g, worker.switch(weakref.proxy(g)))
    else:
        _replay_step(g)


def _replay_step(g: Game) -> None:
    """Like `_run_step`, without the fast path: an unknown answer unwinds the action."""
    g._cursor = 0
    g._pending = None
    g._glet = None
    try:
        execute_action(g, g._step)
    except NeedDecision as need:
        g._pending = need.decision
        return
    except GameOver:
        pass
    _end_step(g)


def _settle(g: Game, result: Decision | _Failed | None) -> None:
    """After the paused effect ran: it asks a new question, or the action is over (and its
    worker is free for the next action), or it failed."""
    if isinstance(result, Decision):
        g._pending = result
        return
    _free_worker(g._glet)
    g._glet = None
    if result is not None:
        error, result.error = result.error, None  # the idle worker keeps no traceback
        if error is not None:
            raise error
    _end_step(g)


def _end_step(g: Game) -> None:
    g._pending = None
    g._step = None
    g._checkpoint = None
    g._answers = []


def _advance(g: Game) -> None:
    """Move to the next decision, resolving on their own those with one legal answer."""
    if g._conceding and g._step is None:
        waiting, g._conceding = g._conceding, ()
        for p in waiting:
            if not g.state.over:
                g._concede_now(p)
        g._pending = None
    while g._pending is None and not g.state.over:
        st = g.state
        if st.phase == "setup":
            d = g._next_setup_decision()
        else:
            if st.actions_left <= 0:
                _next_turn(g)
            d = Decision(
                st.current,
                ACTION,
                None,  # written out from the message when read (`Decision.prompt`)
                _legal_actions(g),
                key=ACTION_PROMPT,
                params={"player": g.names[st.current], "count": st.actions_left},
            )
        if len(d.options) == 1:
            _auto(g, d)
        else:
            g._pending = d


def _auto(g: Game, d: Decision) -> None:
    g._pending = None
    if g._step is None:
        _begin(g, d, d.options[0])
    else:  # pragma: no cover - effects resolve single options inside Ctx.ask
        raise EngineError("single-option decision inside a step")


def _legal_actions(g: Game) -> list[tuple[Any, ...]]:
    st = g.state
    me = st.players[st.current]
    actions: list[tuple[Any, ...]] = [DRAW]
    for card in me.hand:
        actions.append(card.meld_action)
    tops: list[Card] = []
    highest = 0  # the highest top card's value
    for pile in me.piles:
        if pile:
            top = pile[-1]
            tops.append(top)
            if top.age > highest:
                highest = top.age
    if tops and st.achievements:
        # an achievement of age a needs 5a points and a top card of value a or more
        limit = min(highest, me.points() // 5)
        seen = 0  # ages already offered, as bits
        for card in st.achievements:
            age = card.age
            if age <= limit and not seen >> age & 1:
                seen |= 1 << age
                actions.append(("achieve", age))
    undogmable = g.edition.undogmable_sets
    for card in tops:
        if card.set and undogmable and card.set in undogmable:
            continue  # (Cities, 4th edition: a city cannot be dogma'd)
        actions.append(card.dogma_action)
    for rules in g.edition.action_rules:  # an expansion's actions (Cities: Endorse)
        actions.extend(rules.extra_actions(st, st.current))
    if g.negotiation and me.hand:
        # negotiation: a distant player's top card, for a card returned from hand
        for q in g.distant_players(st.current):
            for pile in st.players[q].piles:
                if pile:
                    actions.append(pile[-1].dogma_action)
    return actions


def _next_turn(g: Game) -> None:
    st = g.state
    n = len(g.names)
    st.current = g._next_seat(st.current, 1)  # eliminated players are passed by
    st.turn += 1
    # every edition's first turns are short (`Edition.first_turn_actions`); then two actions
    st.actions_left = 2 if st.turn > 2 else g.edition.first_turn_actions(st.turn, n)
    for pl in st.players:
        pl.tucked = 0
        pl.scored = 0
    st.turn_flags = 0
    st.add_record((TURN, st.current, st.turn))


class _Failed:
    """An action that raised inside a worker greenlet (handed back, since workers live on)."""

    __slots__ = ("error",)

    def __init__(self, error: BaseException) -> None:
        self.error: BaseException | None = error


_workers = threading.local()  # each thread's idle worker greenlets
_MAX_IDLE_WORKERS: Final = 4


def _work(job: GameLike) -> None:
    """A worker greenlet's life: run actions, one after another, pausing at their questions.

    Starting a greenlet costs several times what switching to a live one does, so workers are
    reused. `job` is a weak proxy of the game (see RESUME_IN_PLACE); an idle worker holds none.
    """
    while True:
        result: _Failed | None = None
        try:
            with suppress(GameOver):
                execute_action(job, job._step)
        except GreenletExit:
            raise  # the game was dropped while paused: this worker ends with it
        except BaseException as exc:  # noqa: BLE001 - handed back to Game._apply
            result = _Failed(exc)
        del job
        job = getcurrent().parent.switch(result)


def _idle_worker() -> Any:
    idle = getattr(_workers, "idle", None)
    if idle:
        return idle.pop()
    return greenlet(_work)


def _free_worker(worker: Any) -> None:
    if worker is None or worker.dead:
        return
    idle = getattr(_workers, "idle", None)
    if idle is None:
        idle = _workers.idle = []
    if len(idle) < _MAX_IDLE_WORKERS:
        idle.append(worker)


def _free_dogma(game: GameLike, p: int, card: Card) -> None:
    """A Dogma that takes no action (Echoes: the promoted card's), for an expansion's hook (a
    module function: no closure is made for each Meld action)."""
    game.state.add_event({"type": "free_dogma", "player": p, "card": card.name})
    run_dogma(game, p, card, True)


def _endorsed_dogma(game: GameLike, p: int, card: Card) -> None:
    """A Dogma with the player's own effects doubled, for an expansion's action (Endorse)."""
    game.state.add_event({"type": "endorse", "player": p, "card": card.name})
    run_dogma(game, p, card, False, True)


def execute_action(game: GameLike, action: tuple[Any, ...] | None) -> None:
    """Carry out one action of the current player (a module function, not a method: inside a
    greenlet, a bound method on the paused stack would hold the game strongly). `game` is a
    weak proxy of the game there, hence typed by what it offers (`GameLike`)."""
    if action is None:  # pragma: no cover - only called with the current action
        raise EngineError("no action to carry out")
    st = game.state
    st.actions_left -= 1
    p = st.current
    verb = action[0]
    ctx = Ctx(game, p, p, None)
    if verb == "draw":
        st.add_record((ACTED, p, "draw", None))
        ctx.draw(ctx.highest_top_value())
    elif verb == "meld":
        st.add_record((ACTED, p, "meld", action[1].name))
        ctx.meld(action[1])
        for rules in game.edition.after_meld:  # an expansion's step after a Meld action
            rules.after_meld_action(ctx, action[1], _free_dogma)
    elif verb == "achieve":
        st.add_record((ACTED, p, "achieve", action[1]))
        ctx.achieve_age(action[1])
    elif verb == "dogma":
        card = action[1]
        st.add_record((ACTED, p, "dogma", card.name))
        if st.where[card.id] != (BOARD, p):
            # negotiation: a distant player's top card, for a card returned from hand
            owner = st.where[card.id][1]
            paid = ctx.choose_card(
                ctx.hand(),
                "return a card from your hand to negotiate with {player}",
                params={"player": game.names[owner]},
            )
            if paid is not None:
                ctx.log("negotiate", use="dogma", card=card.name, with_player=owner)
                ctx.return_card(paid)
        run_dogma(game, p, card)
    elif not any(
        rules.take_action(ctx, action, _endorsed_dogma)
        for rules in game.edition.action_rules
    ):  # pragma: no cover - answers are validated before this
        raise IllegalAnswer(N_("unknown action {verb!r}"), {"verb": verb})
    if not st.immediate:
        game.end_of_action()
