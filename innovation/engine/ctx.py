"""`Ctx`: what a card effect sees — one player ("you") carrying out one effect.

Card effects are written with these verbs and questions only, so that they read like the card::

    card = you.draw(1)
    highest = you.choose_card(you.highest(you.hand()), "Give me your highest card")
    you.transfer_to_hand(highest, you.me)

`you.player` is the player carrying out the effect; `you.me` is the player whose dogma it is
(the "I" of an "I demand"; for a shared effect it is the sharer themself). Every verb does as
much as it can and returns what it did, so "if you do" is an `if` on the result.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import Any, Final

try:
    from greenlet import getcurrent
except ImportError:  # pragma: no cover

    def getcurrent() -> None:  # type: ignore[misc]
        return None


from .cards import COLOR_NAMES, COLORS, UNSPLAYED, Card
from .decisions import CARD, COLOR, OPTION, PLAYER, VALUE, YESNO, Decision, NeedDecision
from .editions import Edition, SpecialCondition
from .expansions import visible_echoes, visible_hexes, visible_positions
from .protocols import GameLike
from .state import (
    ACHIEVED,
    ACHIEVEMENTS,
    BOARD,
    DECK,
    FORECAST,
    HAND,
    JUNK,
    MOVED,
    PLACE_NAMES,
    REMOVED,
    REVEALED,
    SCORE,
    SHOWN,
    SPLAYED,
    State,
)
from .wording import N_

# the prompts of the verbs that ask by default (messages: docs/translating.md)
JUNK_ACHIEVEMENT_PROMPT = N_("junk an available achievement")
MELD_ALL_PROMPT = N_("choose the next card to meld")
TUCK_ALL_PROMPT = N_("choose the next card to tuck (it goes beneath)")

_PLACES: Final = {"hand": HAND, "score": SCORE, "board": BOARD, "forecast": FORECAST}


class GameOver(Exception):  # noqa: N818 - control flow
    """Unwinds everything when the game ends in the middle of an action."""


class DogmaComplete(Exception):  # noqa: N818 - control flow
    """Ends the current dogma action early (Fission: "the dogma action is complete")."""


class Eliminated(Exception):  # noqa: N818 - control flow
    """Stops what an eliminated player was carrying out (4th edition: "you lose")."""

    def __init__(self, player: int) -> None:
        super().__init__(player)
        self.player = player


class Dogma:
    """What one dogma action (or one self-execution) remembers while its effects run."""

    __slots__ = (
        "activator", "card", "counts", "memory", "shared_changed", "effect_index", "depth",
        "foreseen",
    )

    def __init__(
        self, activator: int, card: Card, counts: list[int], depth: int = 0, foreseen: bool = False
    ) -> None:
        self.activator = activator
        self.card = card
        self.counts = counts  # featured-icon counts taken when the action began
        self.memory: dict[str, Any] = {}  # e.g. "a card was transferred due to the demand"
        self.shared_changed = False
        self.effect_index = 0
        self.depth = depth  # 0: a Dogma action; 1: a card self-executed from it; 2: ...
        self.foreseen = foreseen  # Echoes, 4th edition: the card was promoted for this Dogma


class Ctx:
    __slots__ = ("game", "player", "me", "card", "dogma", "st")

    def __init__(
        self, game: GameLike, player: int, me: int, card: Card | None, dogma: Dogma | None = None
    ) -> None:
        self.game = game
        self.player = player
        self.me = me
        self.card = card
        self.dogma = dogma
        # the state this effect runs on: a replay builds new Ctx objects on a new state
        self.st: State = game.state

    @property
    def memory(self) -> dict[str, Any]:
        """What this dogma action remembers between effects ("due to the demand", ...)."""
        return self.dogma.memory if self.dogma is not None else {}

    def _p(self, p: int | None) -> int:
        return self.player if p is None else p

    # ================================================================== questions
    def ask(self, decision: Decision) -> Any:
        """Return the answer to `decision`: the only option, a replayed answer, or pause."""
        options = decision.options
        if len(options) == 1:
            return options[0]
        if not options:  # pragma: no cover - callers check for empty choices
            raise ValueError(f"decision without options: {decision.prompt}")
        g = self.game
        if g._cursor < len(g._answers):
            answer = g._answers[g._cursor]
            g._cursor += 1
            return answer
        if g._glet is not None and g._glet is getcurrent():
            # pause here; Game._apply resumes us with the answer. No local may hold the
            # greenlet (nor the game) while paused, or a dropped game would never be freed.
            answer = getcurrent().parent.switch(decision)
            g._cursor += 1
            return answer
        raise NeedDecision(decision)

    def _prompt(self, text: str) -> str:
        return f"{self.card.name}: {text}" if self.card is not None else text

    def _decision(
        self,
        by: int | None,
        kind: str,
        prompt: str,
        options: list[Any],
        params: dict[str, Any] | None = None,
        context: dict[str, Any] | None = None,
    ) -> Decision:
        """A question to a player: `prompt` is an English msgid (docs/translating.md), its
        `{placeholders}` filled from `params`; the English text, `Decision.prompt`, is written
        out from them (after the card's name) when first read."""
        return Decision(self._p(by), kind, None, options, self.card, context, prompt, params)

    def choose_card(
        self,
        cards: Iterable[Card],
        prompt: str,
        may: bool = False,
        by: int | None = None,
        context: dict[str, Any] | None = None,
        params: dict[str, Any] | None = None,
    ) -> Card | None:
        """One card among `cards` (None if there are none, or if `may` and declined).

        `context` travels with the decision to interfaces (see `choose_cards`); `params` fill
        the prompt's `{placeholders}` (every question takes them)."""
        options: list[Any] = sorted(set(cards), key=_card_id)
        if not options:
            return None
        if may:
            options.append(None)
        return self.ask(self._decision(by, CARD, prompt, options, params, context))

    def choose_cards(
        self,
        cards: Iterable[Card],
        prompt: str,
        min: int = 0,  # noqa: A002 - reads like the card
        max: int | None = None,  # noqa: A002
        by: int | None = None,
        params: dict[str, Any] | None = None,
    ) -> list[Card]:
        """Several cards, chosen one at a time (so every legal answer can be listed).

        Chooses between `min` and `max` cards (all of them if `max` is None); the player may
        stop once `min` are chosen. The order of choosing is the order of acting. Each question
        carries ``context["several"]`` (the choice's prompt, how many are chosen so far, and the
        least and most that can be chosen in all), so an interface can offer the whole choice at
        once.
        """
        remaining: list[Card] = sorted(set(cards), key=_card_id)
        limit = len(remaining) if max is None else max
        if min >= len(remaining) and limit >= len(remaining):
            return remaining
        most = len(remaining) if limit > len(remaining) else limit
        base = prompt.format(**params) if params else prompt
        stem = self._prompt(base)
        chosen: list[Card] = []
        while len(chosen) < limit and remaining:
            may = len(chosen) >= min
            if may:
                text = f"{base} ({len(chosen)} chosen; pass to stop)"
            else:
                text = f"{base} ({len(chosen)} chosen)"
            several = {"of": stem, "chosen": len(chosen), "min": min, "max": most}
            options: list[Any] = list(remaining)
            if may:
                options.append(None)
            # the text layer adds "(n chosen)" from context["several"] in the viewer's language
            card = self.ask(
                Decision(
                    self._p(by),
                    CARD,
                    self._prompt(text),
                    options,
                    self.card,
                    {"several": several},
                    prompt,
                    params,
                )
            )
            if card is None:
                break
            chosen.append(card)
            remaining.remove(card)
        return chosen

    def choose_highest(
        self,
        cards: Iterable[Card],
        count: int,
        prompt: str,
        by: int | None = None,
        params: dict[str, Any] | None = None,
    ) -> list[Card]:
        """The `count` highest of `cards` (all of them if fewer); ties at the cut are chosen,
        one card at a time."""
        remaining = list(cards)
        chosen: list[Card] = []
        while remaining and len(chosen) < count:
            tied = self.highest(remaining)
            if len(tied) <= count - len(chosen):
                picks = tied
            else:
                pick = self.choose_card(tied, prompt, by=by, params=params)
                assert pick is not None
                picks = [pick]
            for pick in picks:
                chosen.append(pick)
                remaining.remove(pick)
        return chosen

    def may(self, prompt: str, by: int | None = None, params: dict[str, Any] | None = None) -> bool:
        """A "you may": yes or no."""
        return self.ask(self._decision(by, YESNO, prompt, [True, False], params))

    def choose_color(
        self,
        colors: Iterable[int],
        prompt: str,
        may: bool = False,
        by: int | None = None,
        params: dict[str, Any] | None = None,
    ) -> int | None:
        options: list[Any] = sorted(set(colors))
        if not options:
            return None
        if may:
            options.append(None)
        return self.ask(self._decision(by, COLOR, prompt, options, params))

    def choose_player(
        self,
        players: Iterable[int],
        prompt: str,
        may: bool = False,
        by: int | None = None,
        params: dict[str, Any] | None = None,
    ) -> int | None:
        options: list[Any] = list(dict.fromkeys(players))
        if not options:
            return None
        if may:
            options.append(None)
        return self.ask(self._decision(by, PLAYER, prompt, options, params))

    def choose_option(
        self,
        options: Sequence[str],
        prompt: str,
        by: int | None = None,
        params: dict[str, Any] | None = None,
        labels: Sequence[tuple[str, dict[str, Any]]] | None = None,
    ) -> str:
        """One of `options` (language-neutral strings, each its own English msgid unless
        `labels` gives each one's message: (msgid, params), in the same order)."""
        d = self._decision(by, OPTION, prompt, list(options), params)
        if labels is not None:
            d.labels = list(labels)
        return self.ask(d)

    def choose_value(
        self,
        values: Iterable[int],
        prompt: str,
        may: bool = False,
        by: int | None = None,
        params: dict[str, Any] | None = None,
    ) -> int | None:
        options: list[Any] = sorted(set(values))
        if not options:
            return None
        if may:
            options.append(None)
        return self.ask(self._decision(by, VALUE, prompt, options, params))

    # ================================================================== what you can see
    def hand(self, p: int | None = None) -> list[Card]:
        return list(self.st.players[self._p(p)].hand)

    def score_pile(self, p: int | None = None) -> list[Card]:
        return list(self.st.players[self._p(p)].score)

    def points(self, p: int | None = None) -> int:
        return self.st.players[self._p(p)].points()

    def top(self, color: int, p: int | None = None) -> Card | None:
        pile = self.st.players[self._p(p)].piles[color]
        return pile[-1] if pile else None

    def bottom(self, color: int, p: int | None = None) -> Card | None:
        pile = self.st.players[self._p(p)].piles[color]
        return pile[0] if pile else None

    def top_cards(self, p: int | None = None) -> list[Card]:
        return self.st.players[self._p(p)].top_cards()

    def pile(self, color: int, p: int | None = None) -> list[Card]:
        """The cards of one colour on a board, top card first."""
        return list(reversed(self.st.players[self._p(p)].piles[color]))

    def board_cards(self, p: int | None = None) -> list[Card]:
        return [c for pile in self.st.players[self._p(p)].piles for c in pile]

    def colors(self, p: int | None = None) -> list[int]:
        """The colours present on a board."""
        piles = self.st.players[self._p(p)].piles
        return [c for c in COLORS if piles[c]]

    def splay_direction(self, color: int, p: int | None = None) -> int:
        return self.st.players[self._p(p)].splays[color]

    def icons(self, icon: int, p: int | None = None) -> int:
        """How many of `icon` are visible on a board."""
        return self.st.players[self._p(p)].icons[icon]

    def pile_icons(self, color: int, icon: int, p: int | None = None) -> int:
        """How many of `icon` one pile shows (its top card, plus what the splay uncovers)."""
        return self.st.players[self._p(p)].pile_icons[color][icon]

    def highest_top_value(self, p: int | None = None) -> int:
        highest = 0
        for pile in self.st.players[self._p(p)].piles:
            if pile and pile[-1].age > highest:
                highest = pile[-1].age
        return highest

    def achievements(self, p: int | None = None) -> list[Card | str]:
        return list(self.st.players[self._p(p)].achieved)

    @property
    def players(self) -> list[int]:
        """Every player still in the game, in seating order."""
        st = self.st
        return [q for q in range(len(st.players)) if not st.out >> q & 1]

    def others(self, p: int | None = None) -> list[int]:
        """Every other player still in the game, clockwise from p's left (partners included)."""
        p = self._p(p)
        st = self.st
        n = len(st.players)
        return [(p + i) % n for i in range(1, n) if not st.out >> (p + i) % n & 1]

    def opponents(self, p: int | None = None) -> list[int]:
        """Every opponent (never a partner), clockwise from p's left."""
        return self.game.opponents_of(self._p(p))

    def name(self, p: int | None = None) -> str:
        return self.game.names[self._p(p)]

    @staticmethod
    def value(card: Card | None) -> int:
        """A card's value; a card you do not have is worth 0."""
        return card.age if card is not None else 0

    @staticmethod
    def highest(cards: Iterable[Card]) -> list[Card]:
        """All the cards of the highest value among `cards` (empty if none)."""
        cards = list(cards)
        if not cards:
            return []
        top = max(c.age for c in cards)
        return [c for c in cards if c.age == top]

    @staticmethod
    def lowest(cards: Iterable[Card]) -> list[Card]:
        cards = list(cards)
        if not cards:
            return []
        low = min(c.age for c in cards)
        return [c for c in cards if c.age == low]

    @staticmethod
    def single_most(values: dict[int, int]) -> int | None:
        """The one player with strictly the most, or None on a tie."""
        if not values:
            return None
        best = max(values.values())
        leaders = [p for p, v in values.items() if v == best]
        return leaders[0] if len(leaders) == 1 else None

    @staticmethod
    def single_least(values: dict[int, int]) -> int | None:
        if not values:
            return None
        low = min(values.values())
        leaders = [p for p, v in values.items() if v == low]
        return leaders[0] if len(leaders) == 1 else None

    def where(self, card: Card) -> tuple[str, int]:
        kind, owner = self.st.where[card.id]
        return PLACE_NAMES[kind], owner

    # ================================================================== moving cards
    def _take(self, card: Card) -> tuple[int, int]:
        """Take `card` out of its place; returns the place it was in."""
        st = self.st
        kind, owner = st.where[card.id]
        if kind == HAND:
            pl = st.players[owner]
            pl.hand = _without(pl.hand, card)
        elif kind == BOARD:
            pl = st.players[owner]
            pl.piles[card.color] = _without(pl.piles[card.color], card)
            pl.refresh_pile(card.color)
        elif kind == SCORE:
            pl = st.players[owner]
            pl.score = _without(pl.score, card)
        elif kind == DECK:
            if card.set:
                piles = st.sets[card.set]
                piles[card.age] = _without(piles[card.age], card)
            else:
                st.decks[card.age] = _without(st.decks[card.age], card)
        elif kind == FORECAST:
            pl = st.players[owner]
            pl.forecast = _without(pl.forecast, card)
            pl.version += 1  # Destiny counts the forecast: the end-of-action check looks again
        elif kind == ACHIEVEMENTS:
            st.achievements = _without(st.achievements, card)
        elif kind == ACHIEVED:
            pl = st.players[owner]
            pl.achieved = _without(pl.achieved, card)
        elif kind == REMOVED:
            st.removed = _without(st.removed, card)
        elif kind == JUNK:
            st.junk = _without(st.junk, card)
        return kind, owner

    def _put(self, card: Card, kind: int, owner: int, bottom: bool = False) -> None:
        """Put `card` on top of (or beneath) the group of cards at place (kind, owner)."""
        st = self.st
        if kind == HAND:
            pl = st.players[owner]
            pl.hand += (card,)
        elif kind == BOARD:
            pl = st.players[owner]
            pile = pl.piles[card.color]
            # (one tuple concatenation: `(*pile, card)` compiles to a list made into a tuple)
            pl.piles[card.color] = (card,) + pile if bottom else pile + (card,)
            pl.refresh_pile(card.color)
        elif kind == SCORE:
            pl = st.players[owner]
            pl.score += (card,)
        elif kind == DECK:
            if card.set:
                piles = st.sets[card.set]
                deck = piles[card.age]
                piles[card.age] = (card,) + deck if bottom else deck + (card,)
            else:
                deck = st.decks[card.age]
                st.decks[card.age] = (card,) + deck if bottom else deck + (card,)
        elif kind == FORECAST:
            pl = st.players[owner]
            pl.forecast += (card,)
            pl.version += 1
        elif kind == ACHIEVED:
            pl = st.players[owner]
            pl.achieved += (card,)
        elif kind == ACHIEVEMENTS:
            st.achievements += (card,)
        elif kind == REMOVED:
            st.removed += (card,)
        elif kind == JUNK:
            st.junk += (card,)
        st.where[card.id] = (kind, owner)

    def _move(
        self,
        verb: str,
        card: Card,
        kind: int,
        owner: int,
        bottom: bool = False,
        by: int | None = None,
    ) -> None:
        src_kind, src_owner = self._take(card)
        self._put(card, kind, owner, bottom)
        st = self.st
        st.changes += 1
        # logged as a compact record of atoms (numbers and strings: the cycle collector skips
        # it), made into its dict only if read (`state.event_dict`: the places' owners, and
        # who may see which card moved, are worked out there)
        record: tuple[Any, ...] = (
            MOVED,
            verb,
            self.player if by is None else by,
            card.name,
            card.age,
            src_kind,
            src_owner,
            kind,
            owner,
        )
        if card.set:  # an expansion's card: its back shows its set
            record = record + (card.expansion,)
        st.log = (record, st.log)
        if st.specials and st.immediate:
            # only the players whose board, Monument count or forecast just changed can
            # qualify now
            if kind in (BOARD, FORECAST) or verb == "score":
                if src_kind == BOARD and src_owner != owner:
                    self._check_specials((owner, src_owner))
                else:
                    self._check_specials((owner,))
            elif src_kind == BOARD:
                self._check_specials((src_owner,))
        watchers = self.game.edition.move_watchers
        if watchers:  # an expansion that acts on moves (Cities: its specials, flags)
            for rules in watchers:
                rules.after_move(self, verb, card, src_kind, src_owner, kind, owner)

    def _age_to_draw(self, age: int, p: int) -> int:
        """The age a draw of `age` takes from: the next non-empty pile from `age` up. A draw
        above the highest age ends the game at once, by score."""
        decks = self.st.decks
        top = len(decks) - 1
        a = age if age > 1 else 1
        while a <= top and not decks[a]:
            a += 1
        if a > top:
            self.st.add_event({"type": "draw_beyond", "player": p, "age": age})
            self.game.end_by_score(f"{self.game.names[p]} had to draw above age {top}")
            raise GameOver
        return a

    def draw(self, age: int, p: int | None = None, shown: bool = False) -> Card:
        """Draw a card of `age` (or the next higher non-empty age) into the hand.

        Drawing above the highest age ends the game at once. `shown`: the card is shown to
        everyone as it is drawn (draw and meld, tuck or reveal): the log names it for all, so
        everyone knows the card that then appears is the one drawn.
        """
        p = self._p(p)
        st = self.st
        decks = st.decks
        a = age if 0 < age < len(decks) and decks[age] else self._age_to_draw(age, p)
        rules = self.game.edition.draw_rules
        if rules:  # an expansion's draw rule may send this draw to its own piles
            for rule in rules:
                if rule.draws_instead(st, p) and st.sets[rule.set_id][a]:
                    return self._draw_top(st.sets[rule.set_id], a, p, shown)
        return self._draw_top(decks, a, p, shown)

    def _draw_top(self, piles: list[tuple[Card, ...]], a: int, p: int, shown: bool) -> Card:
        """Draw the top card of the age-`a` pile of `piles` (the base piles or an expansion's;
        it holds a card) into p's hand."""
        st = self.st
        deck = piles[a]
        card = deck[-1]
        piles[a] = deck[:-1]
        st.players[p].hand += (card,)
        st.where[card.id] = (HAND, p)
        st.changes += 1
        # seen by the drawer only, unless shown (the record's dict: `state.event_dict`); an
        # expansion's card says its set, which its back shows
        tag = SHOWN if shown else MOVED
        if card.set:
            st.log = ((tag, "draw", p, card.name, card.age, DECK, a, HAND, p, card.expansion), st.log)
        else:
            st.log = ((tag, "draw", p, card.name, card.age, DECK, a, HAND, p), st.log)
        return card

    def draw_base(self, age: int, p: int | None = None, shown: bool = False) -> Card:
        """Draw a base card whatever an expansion's draw rule says (a card that names the set)."""
        p = self._p(p)
        decks = self.st.decks
        a = age if 0 < age < len(decks) and decks[age] else self._age_to_draw(age, p)
        return self._draw_top(decks, a, p, shown)

    def draw_from(self, expansion: str, age: int, p: int | None = None, shown: bool = False) -> Card:
        """Draw a card of one expansion's piles (the age skipping by the base piles, as every
        draw; a base card where that expansion's pile is empty)."""
        p = self._p(p)
        a = self._age_to_draw(age, p)
        for rule in self.game.edition.expansions:
            if rule.name == expansion and self.st.sets[rule.set_id][a]:
                return self._draw_top(self.st.sets[rule.set_id], a, p, shown)
        return self.draw_base(a, p, shown)

    def draw_and_meld(self, age: int, p: int | None = None) -> Card:
        card = self.draw(age, p, shown=True)
        self.meld(card, p)
        return card

    def draw_and_tuck(self, age: int, p: int | None = None) -> Card:
        card = self.draw(age, p, shown=True)
        self.tuck(card, p)
        return card

    def draw_and_score(self, age: int, p: int | None = None) -> Card:
        card = self.draw(age, p)
        self.score(card, p)
        return card

    def draw_and_reveal(self, age: int, p: int | None = None) -> Card:
        card = self.draw(age, p, shown=True)
        self.reveal(card, p)
        return card

    # ------------------------------------------------------------------ Echoes of the Past
    def forecast(self, p: int | None = None) -> list[Card]:
        """The cards of a forecast (face down: seen by their owner only)."""
        return list(self.st.players[self._p(p)].forecast)

    def foreshadow(self, card: Card, p: int | None = None) -> Card | None:
        """Put a card (from wherever it is) face down in the forecast. Where the forecast has a
        limit (4th edition) and is full, nothing happens: returns None."""
        p = self._p(p)
        if not self.can_foreshadow(p):
            self.log("forecast_full", card_age=card.age)
            return None
        self._move("foreshadow", card, FORECAST, p, by=p)
        return card

    def can_foreshadow(self, p: int | None = None) -> bool:
        """Whether the forecast has room (the 3rd edition sets no limit)."""
        pl = self.st.players[self._p(p)]
        for rules in self.game.edition.forecast_limits:
            if len(pl.forecast) >= rules.forecast_limit(pl):
                return False
        return True

    def forecast_limit(self, p: int | None = None) -> int | None:
        """How many cards the forecast may hold (None: no limit)."""
        pl = self.st.players[self._p(p)]
        limits = [rules.forecast_limit(pl) for rules in self.game.edition.forecast_limits]
        return min(limits) if limits else None

    def draw_and_foreshadow(self, age: int, p: int | None = None) -> Card:
        """Draw a card and foreshadow it (it stays in the hand where the forecast is full)."""
        card = self.draw(age, p)
        self.foreshadow(card, p)
        return card

    @property
    def foreseen(self) -> bool:
        """Whether the card whose effect this is was foreseen: promoted from the forecast and
        taken a Dogma of at once (4th edition)."""
        return self.dogma is not None and self.dogma.foreseen

    def bonuses(self, p: int | None = None) -> list[int]:
        """The values of a board's visible bonuses, one per bonus."""
        groups = self.st.players[self._p(p)].pile_bonuses
        return [v for group in groups for v in group] if groups is not None else []

    def pile_bonuses(self, color: int, p: int | None = None) -> list[int]:
        groups = self.st.players[self._p(p)].pile_bonuses
        return list(groups[color]) if groups is not None else []

    def echo_cards(self, color: int, p: int | None = None) -> list[Card]:
        """The cards of one pile whose echo effect is visible, bottom card first."""
        pl = self.st.players[self._p(p)]
        return visible_echoes(pl.piles[color], pl.splays[color])

    def hexes(self, color: int, p: int | None = None) -> int:
        """How many hexes one pile shows."""
        pl = self.st.players[self._p(p)]
        return visible_hexes(pl.piles[color], pl.splays[color])

    def visible_positions(self, card: Card, p: int | None = None) -> tuple[int, ...]:
        """The positions (0-3) of a board card that are visible (none off the board)."""
        kind, owner = self.st.where[card.id]
        if kind != BOARD:
            return ()
        pl = self.st.players[owner]
        return visible_positions(pl.piles[card.color], pl.splays[card.color], card)

    def meld(self, card: Card, p: int | None = None) -> Card:
        """Put a card on top of its colour's pile (the pile keeps its splay)."""
        p = self._p(p)
        self._move("meld", card, BOARD, p, by=p)
        return card

    def tuck(self, card: Card, p: int | None = None) -> Card:
        """Put a card at the bottom of its colour's pile. Counts for Monument."""
        p = self._p(p)
        self.st.players[p].tucked += 1
        self._move("tuck", card, BOARD, p, bottom=True, by=p)
        return card

    def score(self, card: Card, p: int | None = None) -> Card:
        """Put a card in the score pile. Counts for Monument."""
        p = self._p(p)
        self.st.players[p].scored += 1
        self._move("score", card, SCORE, p, by=p)
        return card

    def return_card(self, card: Card, top: bool = False) -> Card:
        """Put a card at the bottom of its age pile (of its own set); `top`: on top of it."""
        self._move("return", card, DECK, card.age, bottom=not top)
        return card

    def return_cards(self, cards: Iterable[Card]) -> list[Card]:
        """Return several cards at once; the returning player orders those going under the same
        pile (the same age and set)."""
        cards = list(cards)
        by_age: dict[tuple[int, int], list[Card]] = {}  # one group per pile: (age, set)
        for c in cards:
            by_age.setdefault((c.age, c.set), []).append(c)
        done: list[Card] = []
        for key in sorted(by_age):
            age = key[0]
            group = by_age[key]
            while len(group) > 1:
                nxt = self.choose_card(
                    group,
                    "choose the next card to return under the age-{value} pile",
                    params={"value": age},
                )
                assert nxt is not None
                group.remove(nxt)
                done.append(self.return_card(nxt))
            done.append(self.return_card(group[0]))
        return done

    def transfer(self, card: Card, to: int, place: str) -> Card:
        """Move a card to `place` ("hand", "score" or "board") of player `to`.

        A transfer is not a meld, tuck or score (it does not count for Monument); a card
        transferred to a board goes on top of its colour's pile.
        """
        self._move("transfer", card, _PLACES[place], to)
        return card

    def transfer_to_hand(self, card: Card, to: int) -> Card:
        return self.transfer(card, to, "hand")

    def transfer_to_score(self, card: Card, to: int) -> Card:
        return self.transfer(card, to, "score")

    def transfer_to_board(self, card: Card, to: int) -> Card:
        return self.transfer(card, to, "board")

    def exchange(
        self,
        give: Iterable[Card],
        give_to: tuple[str, int],
        take: Iterable[Card],
        take_to: tuple[str, int],
    ) -> bool:
        """Swap two groups of cards: `give` goes to place `give_to`, `take` to `take_to`.

        Places are ("hand" | "score" | "board", player). Happens even if one side is empty;
        returns whether any card moved. Exchanging is not scoring (no Monument).
        """
        give, take = list(give), list(take)
        for card in give:
            self._move("exchange", card, _PLACES[give_to[0]], give_to[1])
        for card in take:
            self._move("exchange", card, _PLACES[take_to[0]], take_to[1])
        return bool(give or take)

    def reveal(self, card: Card, p: int | None = None) -> Card:
        """Show a card to everyone (it stays where it is). Whether that counts as doing
        something for the sharing bonus is the edition's rule."""
        st = self.st
        if self.game.edition.reveal_is_change:
            st.changes += 1
        # where the card is shown from is public too (a hand, a score pile, ...): the AI
        # players' knowledge of card places reads it (agents/determinize.py)
        kind, owner = st.where[card.id]
        st.add_record((REVEALED, self._p(p), card.name, card.age, kind, owner))
        return card

    def remove(self, card: Card) -> Card:
        """Take a card out of the game."""
        self._move("remove", card, REMOVED, 0)
        return card

    # ------------------------------------------------------------------ the junk (4th edition)
    def junk(self, card: Card) -> Card:
        """Put a card face down in the junk: out of play, its face seen by nobody."""
        self._move("junk", card, JUNK, 0)
        return card

    def junk_cards(self) -> list[Card]:
        """The cards in the junk, lowest first (their faces seen by nobody: a card that takes
        one names it by its age, as a player would)."""
        return sorted(self.st.junk, key=_card_age)

    def junk_all(self, cards: Iterable[Card]) -> list[Card]:
        """Junk several cards, one at a time (their order cannot matter: nobody sees them)."""
        return [self.junk(c) for c in list(cards)]

    def junk_deck(self, age: int) -> list[Card]:
        """Junk every card of the `age` pile; later draws of that age go on to the next pile."""
        st = self.st
        deck = st.decks[age] if 0 < age < len(st.decks) else ()
        if not deck:
            return []
        where = st.where
        for c in deck:
            where[c.id] = (JUNK, 0)
        st.junk += deck
        st.decks[age] = ()
        st.changes += 1
        st.add_event({"type": "junk_deck", "player": self.player, "age": age, "count": len(deck)})
        return list(deck)

    def available_specials(self) -> list[str]:
        """The special achievements nobody has claimed (nor junked), in the edition's order."""
        return list(self.st.specials)

    def junked_specials(self) -> list[str]:
        """The special achievements in the junk, in the edition's order (they are known by
        name: they lay face up before they were junked)."""
        junked = self.st.junked_specials
        return [name for name in self.game.edition.conditions if name in junked]

    def deck_size(self, age: int, expansion: str = "") -> int:
        """How many cards the `age` pile holds (public: everyone sees the backs); `expansion`:
        that expansion's pile of the age ("echoes")."""
        decks = self.st.decks
        if expansion:
            decks = self._set_decks(expansion)
        return len(decks[age]) if 0 < age < len(decks) else 0

    def deck_cards(self, age: int, expansion: str = "") -> list[Card]:
        """The cards of an age pile, top card (the next drawn) first: for a card that looks at
        or takes one of them by its place ("its bottom card")."""
        decks = self.st.decks if not expansion else self._set_decks(expansion)
        return list(reversed(decks[age])) if 0 < age < len(decks) else []

    def _set_decks(self, expansion: str) -> list[tuple[Card, ...]]:
        for rules in self.game.edition.expansions:
            if rules.name == expansion:
                return self.st.sets[rules.set_id]
        raise ValueError(f"the game is not played with the {expansion} expansion")

    def make_available(self, card: Card) -> Card:
        """Put a card among the available standard achievements (from wherever it is)."""
        self._move("make_available", card, ACHIEVEMENTS, 0)
        return card

    def look(self, card: Card, p: int | None = None) -> Card:
        """Look at a card without showing it: only the looking player learns its face."""
        p = self._p(p)
        kind, owner = self.st.where[card.id]
        self.st.add_event(
            {"type": "look", "player": p, "card": card.name, "age": card.age,
             "from": PLACE_NAMES[kind], "visible_to": (p,)}
        )
        return card

    def ages(self) -> list[int]:
        """Every value a card can have: 1 to the edition's highest age."""
        return list(range(1, self.game.edition.max_age + 1))

    def achievement_cards(self) -> list[Card]:
        """The standard achievements nobody has claimed, lowest first (their faces unseen: a card
        that moves them names them by age alone)."""
        return sorted(self.st.achievements, key=_card_age)

    def can_achieve(self, age: int, p: int | None = None) -> bool:
        """The Achieve action's two conditions: five points per age (bonuses included) and a
        top card of at least that value."""
        p = self._p(p)
        return self.points(p) >= 5 * age and self.highest_top_value(p) >= age

    def available_achievements(self, values: Iterable[int] | None = None) -> list[int]:
        """The ages of the standard achievements nobody has claimed (among `values`)."""
        wanted = None if values is None else set(values)
        ages = {c.age for c in self.st.achievements}
        return sorted(a for a in ages if wanted is None or a in wanted)

    def junk_achievement(
        self,
        values: Iterable[int],
        prompt: str = JUNK_ACHIEVEMENT_PROMPT,
        may: bool = False,
    ) -> Card | None:
        """Junk one available standard achievement of one of `values`. Nobody sees their faces,
        so the player chooses by age."""
        ages = self.available_achievements(values)
        age = self.choose_value(ages, prompt, may=may)
        if age is None:
            return None
        card = next(c for c in self.st.achievements if c.age == age)
        return self.junk(card)

    def junk_special(self, name: str) -> bool:
        """Junk an available special achievement: nobody can claim it while it is there."""
        st = self.st
        if name not in st.specials:
            return False
        st.specials = _without(st.specials, name)
        st.junked_specials += (name,)
        st.changes += 1
        st.add_event({"type": "junk_special", "player": self.player, "special": name})
        return True

    def junk_specials(self) -> list[str]:
        """Junk every available special achievement."""
        return [name for name in list(self.st.specials) if self.junk_special(name)]

    def restore_special(self, name: str) -> bool:
        """Make a special achievement in the junk available again."""
        st = self.st
        if name not in st.junked_specials:
            return False
        st.junked_specials = _without(st.junked_specials, name)
        order = list(self.game.edition.conditions)
        st.specials = tuple(s for s in order if s in st.specials or s == name)
        st.changes += 1
        st.add_event({"type": "restore_special", "player": self.player, "special": name})
        return True

    def all_cards(
        self,
        select: Callable[[], Iterable[Card]],
        act: Callable[[Card], Any],
        prompt: str | None = None,
        params: dict[str, Any] | None = None,
    ) -> list[Card]:
        """Act on "all cards" that qualify, one card at a time, re-reading the game after each
        (4th edition, *All cards*): while any card qualifies, act on one. With a `prompt` the
        player picks the next card; without, the cards go in a fixed order."""
        done: list[Card] = []
        while True:
            cards = list(select())
            if not cards:
                return done
            if prompt and len(cards) > 1:
                nxt = self.choose_card(cards, prompt, params=params)
            else:
                nxt = cards[0]
            assert nxt is not None
            act(nxt)
            done.append(nxt)

    def splay(self, color: int, direction: int, p: int | None = None) -> bool:
        """Splay a colour; a pile of fewer than two cards cannot be splayed.

        Returns whether the pile's splay changed.
        """
        p = self._p(p)
        st = self.st
        pl = st.players[p]
        if len(pl.piles[color]) < 2 or pl.splays[color] == direction:
            return False
        pl.splays[color] = direction
        pl.refresh_pile(color)
        st.changes += 1
        st.add_record((SPLAYED, p, color, direction))
        if st.specials and self.game.edition.immediate_checks:
            self._check_specials((p,))
        for rules in self.game.edition.splay_watchers:  # Cities: a new direction draws a City
            rules.after_splay(self, p, color, direction)
        return True

    def can_splay(self, color: int, direction: int, p: int | None = None) -> bool:
        """Whether splaying would change the pile (two cards or more, not already so)."""
        pl = self.st.players[self._p(p)]
        return len(pl.piles[color]) >= 2 and pl.splays[color] != direction

    def may_splay(
        self,
        colors: int | Iterable[int],
        direction: int,
        prompt: str,
        params: dict[str, Any] | None = None,
    ) -> bool:
        """A "you may splay X [or Y]": asked only about piles the splay would change — yes/no
        when the card names one colour, else a colour among those that would change, or pass.
        Returns whether a pile was splayed."""
        colors = (colors,) if isinstance(colors, int) else tuple(colors)
        possible = [c for c in colors if self.can_splay(c, direction)]
        if not possible:
            return False
        if len(colors) == 1:  # the card names one colour: yes or no
            color = possible[0] if self.may(prompt, params=params) else None
        else:
            color = self.choose_color(possible, prompt, may=True, params=params)
        return color is not None and self.splay(color, direction)

    def meld_all(
        self, cards: Iterable[Card], prompt: str = MELD_ALL_PROMPT
    ) -> list[Card]:
        """Meld several cards, the player choosing the next one among all that remain (the last
        of a colour ends on top). Order across colours matters too: the 1st and 3rd editions
        check specials after each meld, so one can be claimed midway (docs/rulings/age3.md)."""
        return self._place_all(cards, self.meld, prompt, across_colours=True)

    def tuck_all(
        self, cards: Iterable[Card], prompt: str = TUCK_ALL_PROMPT
    ) -> list[Card]:
        """Tuck several cards; the player orders those of the same colour (the last beneath).

        Across colours the order is not asked: a tuck only adds a card under a pile, so a
        special's condition, once met, stays met until the last tuck (the 4th edition checks
        them at the end of the action anyway), and every order ends the same."""
        return self._place_all(cards, self.tuck, prompt, across_colours=False)

    def _place_all(
        self, cards: Iterable[Card], verb: Any, prompt: str, across_colours: bool
    ) -> list[Card]:
        cards = list(cards)
        if across_colours:
            groups = [cards]
        else:
            groups = [[c for c in cards if c.color == color] for color in COLORS]
        done: list[Card] = []
        for group in groups:
            while group:
                nxt = self.choose_card(group, prompt) if len(group) > 1 else group[0]
                assert nxt is not None
                group.remove(nxt)
                done.append(verb(nxt))
        return done

    def unsplay(self, color: int, p: int | None = None) -> bool:
        return self.splay(color, UNSPLAYED, p)

    def rearrange(self, color: int, top_first: list[Card], p: int | None = None) -> bool:
        """Put a pile's cards in a new order (given top card first); the splay stays."""
        p = self._p(p)
        st = self.st
        pl = st.players[p]
        pile = pl.piles[color]
        new = tuple(reversed(top_first))
        if sorted(c.id for c in new) != sorted(c.id for c in pile):
            raise ValueError("rearrange must use exactly the cards of the pile")
        if new == pile:
            return False
        pl.piles[color] = new
        pl.refresh_pile(color)
        st.changes += 1
        st.add_event(
            {
                "type": "rearrange",
                "player": p,
                "color": COLOR_NAMES[color],
                "cards": tuple(c.name for c in top_first),
            }
        )
        if st.specials and self.game.edition.immediate_checks:
            self._check_specials((p,))
        for rules in self.game.edition.move_watchers:  # (Cities: a flag brought to the top)
            rules.after_move(self, "rearrange", new[-1], BOARD, p, BOARD, p)
        return True

    # ================================================================== achievements, winning
    def achieve_age(self, age: int, p: int | None = None) -> bool:
        """Claim the available normal achievement of `age` (the Achieve action)."""
        for card in self.st.achievements:
            if card.age == age:
                self.achieve_card(card, p)
                return True
        return False

    def achieve_card(self, card: Card, p: int | None = None) -> Card:
        """Put a card face down among your achievements (from wherever it is)."""
        p = self._p(p)
        self._move("achieve", card, ACHIEVED, p, by=p)
        self.st.add_event({"type": "achieved", "player": p, "age": card.age})
        self._check_win(p)
        return card

    def draw_and_achieve(self, age: int, p: int | None = None) -> Card:
        """Take the top card of the `age` pile (or the next non-empty one) straight into your
        achievements, face down: nobody, you included, sees its face."""
        p = self._p(p)
        st = self.st
        a = self._age_to_draw(age, p)
        return self.achieve_card(st.decks[a][-1], p)

    def achieve_special(self, name: str, p: int | None = None) -> bool:
        """Claim a special achievement if it is still available (the card routes)."""
        p = self._p(p)
        st = self.st
        if name not in st.specials:
            return False
        st.specials = _without(st.specials, name)
        st.players[p].achieved += (name,)
        st.changes += 1
        st.add_event({"type": "achieved", "player": p, "special": name})
        self._check_win(p)
        return True

    def claim_specials_now(self) -> None:
        """The end-of-action check (4th edition): each available special achievement whose
        condition holds goes to the first qualifying player in the edition's order.

        Players are taken in that order, each claiming whatever still-available special they
        qualify for: the same result, since claiming changes no board. A board that has not
        changed since it last qualified for none of the same specials is skipped."""
        st = self.st
        if not st.specials:
            return
        edition = self.game.edition
        n = len(st.players)
        active = [q for q in range(n) if not st.out >> q & 1]
        order = edition.special_order(st.current, active, n)
        checks = edition.special_checks
        players = st.players
        for q in order:
            specials = st.specials
            if not specials:
                return
            pl = players[q]
            if pl.settled(specials):
                continue
            for name, met in checks:
                if _among(name, specials) and met(pl):
                    self.achieve_special(name, q)
            pl.clean = (pl.version, st.specials)

    def _check_specials(self, players: tuple[int, ...] | None = None) -> None:
        """Claim every special achievement whose condition now holds, for `players` (all by
        default); simultaneous claims go to the current player first, then clockwise."""
        st = self.st
        checks = self.game.edition.special_checks
        if players is not None and len(players) == 1:
            self._check_player(players[0], checks)
            return
        n = len(st.players)
        order = [(st.current + i) % n for i in range(n)]
        if players is not None:
            order = [q for q in order if q in players]
        for q in order:
            self._check_player(q, checks)

    def _check_player(self, q: int, checks: tuple[tuple[str, SpecialCondition], ...]) -> None:
        """Claim for player `q` each special achievement available now whose condition holds,
        in the edition's order; an expansion's are all looked at in one call
        (`Expansion.specials_met`)."""
        st = self.st
        pl = st.players[q]
        specials = st.specials  # those available as this player's check begins
        everyone = len(specials) == len(checks)  # none claimed yet: no need to look each up
        edition: Edition = self.game.edition
        for rules, group in edition.special_groups:
            if rules is not None:  # an expansion's: all of them in one call
                for name in rules.specials_met(pl, specials):
                    self.achieve_special(name, q)
                continue
            for name, met in group:
                if (everyone or _among(name, specials)) and met(pl):
                    self.achieve_special(name, q)

    def _check_win(self, p: int) -> None:
        g = self.game
        if g.edition.immediate_checks and g.achievement_count(p) >= g._win_count:
            g._finish(g.team_members(p), "achievements")
            raise GameOver

    def win(self, p: int | None = None) -> None:
        """The card says this player wins: the game ends at once (their team wins)."""
        p = self._p(p)
        g = self.game
        reason = f"card: {self.card.name}" if self.card else "card"
        g._finish(g.team_members(p), reason)
        raise GameOver

    def lose(self, p: int | None = None) -> None:
        """The player loses and leaves the game (4th edition): every card they have goes to
        the junk, achievements included, and turns and effects pass them by. When a single
        side is left, it wins at once. What the player was carrying out stops here."""
        p = self._p(p)
        st = self.st
        g = self.game
        pl = st.players[p]
        st.add_event({"type": "lose", "player": p})
        st.out |= 1 << p  # out before the cards go (an expansion's hooks pass the player by)
        for card in [*pl.hand, *pl.score, *(c for pile in pl.piles for c in pile)]:
            self._move("junk", card, JUNK, 0, by=p)
        for item in list(pl.achieved):
            if isinstance(item, str):
                pl.achieved = _without(pl.achieved, item)
                st.junked_specials += (item,)
                st.add_event({"type": "junk_special", "player": p, "special": item})
            else:
                self._move("junk", item, JUNK, 0, by=p)
        if p == st.current:
            st.actions_left = 0
        sides = {g.teams[q] for q in range(len(st.players)) if not st.out >> q & 1}
        if len(sides) == 1:
            g._finish(g.team_members(next(iter(sides))) if sides else [], "last player left")
            raise GameOver
        raise Eliminated(p)

    def end_dogma(self) -> None:
        """End the whole dogma action now (no further effects)."""
        raise DogmaComplete

    # ================================================================== executing other cards
    def execute(self, card: Card, echoes: bool = False) -> None:
        """Self-execute `card`: carry out each of its non-demand effects for yourself only (no
        sharing, no new icon count, demands skipped); the card stays where it is. In the 4th
        edition, doing so while already self-executing first earns a chain achievement: the
        top 11 goes face down into your achievements. `echoes`: its echo effect first, where a
        card says so (Echoes of the Past). A card that cannot be dogma'd (a city, 4th
        edition) is not executed: nothing happens."""
        if card.set and not self._executable(card):
            return
        outer = self.dogma
        depth = outer.depth + 1 if outer is not None else 1
        if depth >= 2 and self.game.edition.chain_achievements:
            self.log("chain_achievement", card=card.name)
            self.draw_and_achieve(11)
        dogma = Dogma(
            self.player, card, [pl.icons[card.dogma_icon] for pl in self.st.players], depth
        )
        self.st.add_event({"type": "execute", "player": self.player, "card": card.name})
        bearers: list[Card] = []
        for rules in self.game.edition.execute_preludes:  # Echoes, 4th: echo effects first
            bearers += rules.execute_prelude(self.st, card)
        if echoes and not bearers and card.echo is not None:
            bearers.append(card)
        for bearer in bearers:
            echo = bearer.echo
            if echo is not None and echo.run is not None:
                echo.run(Ctx(self.game, self.player, self.player, bearer, dogma))
        for effect in card.effects:
            if not effect.demand and effect.run is not None:
                effect.run(Ctx(self.game, self.player, self.player, card, dogma))

    def self_execute(self, card: Card) -> None:
        """The same as `execute` (the 4th edition's word)."""
        self.execute(card)

    def super_execute(self, card: Card) -> None:
        """Super-execute (fully execute) `card`: as a self-execution (its echo effects first
        where the edition runs them, a chain achievement inside another execution), but each
        demand is carried out too, by every opponent in turn, clockwise from your left: nobody
        is immune, no icon is counted, nobody shares. An opponent eliminated by a demand drops
        out of it; the others go on, as in a Dogma action. A card that cannot be dogma'd (a
        city, 4th edition) is not executed."""
        if card.set and not self._executable(card):
            return
        outer = self.dogma
        depth = outer.depth + 1 if outer is not None else 1
        if depth >= 2 and self.game.edition.chain_achievements:
            self.log("chain_achievement", card=card.name)
            self.draw_and_achieve(11)
        st = self.st
        dogma = Dogma(self.player, card, [pl.icons[card.dogma_icon] for pl in st.players], depth)
        st.add_event({"type": "super_execute", "player": self.player, "card": card.name})
        bearers: list[Card] = []
        for rules in self.game.edition.execute_preludes:
            bearers += rules.execute_prelude(st, card)
        for bearer in bearers:
            echo = bearer.echo
            if echo is not None and echo.run is not None:
                echo.run(Ctx(self.game, self.player, self.player, bearer, dogma))
        for effect in card.effects:
            run = effect.run
            if run is None:
                continue
            if not effect.demand:
                run(Ctx(self.game, self.player, self.player, card, dogma))
                continue
            for q in self.opponents():
                if st.out >> q & 1:
                    continue
                try:
                    run(Ctx(self.game, q, self.player, card, dogma))
                except Eliminated as gone:
                    if gone.player == self.player:
                        raise

    def _executable(self, card: Card) -> bool:
        return card.set not in self.game.edition.undogmable_sets

    @property
    def is_current(self) -> bool:
        """Whether the player carrying out the effect is the one whose turn it is ("if it is
        your turn")."""
        return self.st.current == self.player

    # ================================================================== log
    def log(self, kind: str, **data: Any) -> None:
        data["type"] = kind
        data.setdefault("player", self.player)
        self.st.add_event(data)


_card_id = attrgetter("id")
_card_age = attrgetter("age")


def _among(name: str, group: tuple[str, ...]) -> bool:
    """`name in group`, as a loop of native string comparisons once compiled."""
    return any(other == name for other in group)


def _without(group: tuple[Any, ...], item: Any) -> tuple[Any, ...]:
    """`group` less `item` (which it holds)."""
    if group[-1] is item:
        return group[:-1]
    i = group.index(item)
    return group[:i] + group[i + 1 :]


__all__ = ["Ctx", "Dogma", "DogmaComplete", "Eliminated", "GameOver"]
