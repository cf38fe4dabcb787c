"""Cities of Destiny: cities with six icon positions and no dogma text, whose icons act when a
Meld action melds them, flags and fountains that count as achievements while they show, the
City draw, the Endorse action and five special achievements (docs/rulings/cities/).

Everything here is an `Expansion` hook; a game without Cities never calls one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from .cards import (
    ARROW_LEFT,
    ARROW_RIGHT,
    ARROW_UP,
    CITY_VISIBLE_WHEN_COVERED,
    FLAG,
    FOUNTAIN,
    JUNK_ICON,
    LEFT,
    PLUS,
    RIGHT,
    UNSPLAY_ICON,
    UNSPLAYED,
    UP,
    UPLIFT,
    Card,
)
from .expansions import Condition, DogmaHook, Expansion, register
from .state import ACTED, BOARD, HAND, PlayerState, State
from .wording import N_

if TYPE_CHECKING:
    from .ctx import Ctx

CITIES_SET = 2

# the order a melded city's icons act in: its top row left to right, then its bottom row
# (positions: 0 top-left, 1 bottom-left, 2 bottom-middle, 3 bottom-right, 4 top-middle,
# 5 top-right; docs/rulings/cities/facts.md)
ACTING_ORDER = (0, 4, 5, 1, 2, 3)
SEARCH_POSITION = 4  # a basic icon there is searched for (the magnifier)
ENDORSED = 1  # `State.turn_flags`: the current player has endorsed this turn

ENDORSE_PAY_PROMPT = N_("tuck a card of value {value} or lower from your hand to endorse {card}")
ENDORSE_JUNK_PROMPT = N_("junk a card of value {value} or lower from your hand to endorse {card}")

_ARROWS = {ARROW_LEFT: LEFT, ARROW_RIGHT: RIGHT, ARROW_UP: UP}


def is_city(card: Card) -> bool:
    return card.set == CITIES_SET


def visible_count(pile: tuple[Card, ...], direction: int) -> int:
    """How many cards of a pile show: all of them once it is splayed, else its top card."""
    if not pile:
        return 0
    return len(pile) if direction != UNSPLAYED else 1


def shown_marks(pile: tuple[Card, ...], direction: int, mark: int) -> int:
    """How many `mark`s (a flag, a fountain) a pile shows: a top city's anywhere, a covered
    city's where the splay shows it."""
    count = 0
    for k in range(len(pile)):
        card = pile[k]
        if card.set != CITIES_SET:
            continue
        icons = card.icons
        if k == len(pile) - 1:
            for i in range(len(icons)):
                if icons[i] == mark:
                    count += 1
        elif direction != UNSPLAYED:
            for i in CITY_VISIBLE_WHEN_COVERED[direction]:
                if icons[i] == mark:
                    count += 1
    return count


def board_achievements(st: State, p: int, teams: list[int]) -> int:
    """The achievements p's board holds now: every visible fountain, and every visible flag of
    a colour of which no opponent shows more cards (a partner is no opponent: `teams`)."""
    players = st.players
    me = players[p]
    total = 0
    for c in range(5):
        pile = me.piles[c]
        if not pile:
            continue
        direction = me.splays[c]
        total += shown_marks(pile, direction, FOUNTAIN)
        flags = shown_marks(pile, direction, FLAG)
        if flags:
            mine = visible_count(pile, direction)
            for q in range(len(players)):
                if teams[q] != teams[p] and not st.out >> q & 1:
                    other = players[q]
                    if visible_count(other.piles[c], other.splays[c]) > mine:
                        flags = 0
                        break
            total += flags
    return total


def _never(p: PlayerState) -> bool:
    return False  # claimed by what a player does (a meld, a tuck), not by a board


class Cities(Expansion):
    """Cities of Destiny, 3rd edition (and the 1st): the city draw, icons that act on a Meld
    action, flags and fountains, Endorse paid by tucking, Legend, Repute, Fame, Glory and
    Victory. Rulings: docs/rulings/cities/."""

    name: ClassVar[str] = "cities"
    title: ClassVar[str] = N_("Cities of Destiny")
    set_id: ClassVar[int] = CITIES_SET
    has_bonuses: ClassVar[bool] = True
    acts_after_meld: ClassVar[bool] = True
    after_meld_order: ClassVar[int] = 0  # before Echoes' promotion
    watches_moves: ClassVar[bool] = True
    watches_splays: ClassVar[bool] = True
    board_achievers: ClassVar[bool] = True
    adds_actions: ClassVar[bool] = True
    dogma_sets: ClassVar[bool] = True  # a city can be dogma'd (it does nothing of its own)
    pays_by_junking: ClassVar[bool] = False
    search_limit: ClassVar[int] = 10  # the values of cities whose search icon acts
    # the special achievements claimed by melding a city with an arrow on a colour splayed that
    # way already, and by tucking (junking, 4th edition) a city with a flag or a fountain
    arrow_specials: ClassVar[dict[int, str]] = {
        ARROW_LEFT: "Legend",
        ARROW_RIGHT: "Repute",
        ARROW_UP: "Fame",
    }
    specials: ClassVar[dict[str, Condition]] = {
        "Legend": _never,
        "Repute": _never,
        "Fame": _never,
        "Glory": _never,
        "Victory": _never,
    }

    def specials_met(self, p: PlayerState, available: tuple[str, ...]) -> list[str]:
        return []  # none is a condition of the board (`after_move` claims them)

    # ---- the special achievements, and flags and fountains as the board changes
    def after_move(
        self, ctx: Ctx, verb: str, card: Card, src_kind: int, src_owner: int, kind: int, owner: int
    ) -> None:
        if card.set == CITIES_SET:
            if verb == "meld" and kind == BOARD:
                splay = ctx.st.players[owner].splays[card.color]
                for arrow, name in self.arrow_specials.items():
                    if splay == _ARROWS[arrow] and arrow in card.icons:
                        ctx.achieve_special(name, owner)
            elif self._pays(verb, src_kind, kind):
                who = owner if kind == BOARD else src_owner
                if ctx.st.out >> who & 1:
                    return  # a player leaving the game (4th edition) claims nothing
                if FLAG in card.icons:
                    ctx.achieve_special("Glory", who)
                if FOUNTAIN in card.icons:
                    ctx.achieve_special("Victory", who)
        if kind == BOARD or src_kind == BOARD:
            self.check_wins(ctx)

    def _pays(self, verb: str, src_kind: int, kind: int) -> bool:
        """Whether a move claims Glory or Victory: a tuck (3rd edition)."""
        return verb == "tuck" and kind == BOARD

    def check_wins(self, ctx: Ctx) -> None:
        """A flag or a fountain just shown (or an opponent's pile shrinking) may complete a
        win: each player's achievements are counted again (the 3rd edition wins at once)."""
        st = ctx.st
        if not st.immediate:
            return
        n = len(st.players)
        for i in range(n):  # the current player first, then clockwise (as simultaneous claims)
            q = (st.current + i) % n
            if not st.out >> q & 1:
                ctx._check_win(q)

    def board_achievements(self, st: State, p: int, teams: list[int]) -> int:
        return board_achievements(st, p, teams)

    # ---- splays: a new direction draws a City
    def after_splay(self, ctx: Ctx, p: int, color: int, direction: int) -> None:
        """A new direction draws a City for the player who splays (who may have splayed another
        player's pile: docs/rulings/cities/rules.md, section 3)."""
        if direction != UNSPLAYED:
            self.draw_city(ctx, ctx.player)
        self.check_wins(ctx)

    def draw_city(self, ctx: Ctx, p: int) -> Card | None:
        """Draw a City of your highest top card's value, unless a City is in your hand."""
        if any(c.set == CITIES_SET for c in ctx.st.players[p].hand):
            return None
        ctx.log("city_draw", player=p)
        return ctx.draw_from(self.name, ctx.highest_top_value(p), p)

    # ---- a Meld action of a city
    def meld_may_ask(self, st: State, p: int, card: Card) -> bool:
        """A city's icons may ask (which achievement to junk, ...); the City draw never does."""
        return card.set == CITIES_SET

    def after_meld_action(self, ctx: Ctx, card: Card, dogma: DogmaHook) -> None:
        """The city's icons act (top row, then bottom row), its search, then the City draw if
        the Meld action added a new colour to the board."""
        p = ctx.player
        pile = ctx.st.players[p].piles[card.color]
        new_colour = len(pile) == 1 and pile[0] is card
        if card.set == CITIES_SET:
            for i in ACTING_ORDER:
                self.act(ctx, card, card.icons[i])
            self.search(ctx, card)
        if new_colour:
            self.draw_city(ctx, p)

    def act(self, ctx: Ctx, city: Card, icon: int) -> None:
        """What one icon of a city melded by a Meld action does."""
        if icon == PLUS:
            ctx.draw(city.age + 1)
        elif icon in _ARROWS:
            ctx.splay(city.color, _ARROWS[icon])

    def search(self, ctx: Ctx, city: Card) -> None:
        """The searched icon: draw and reveal as many base cards of the city's value as its
        value; keep those with the icon, return the others."""
        icon = city.icons[SEARCH_POSITION]
        if icon < 0 or city.age > self.search_limit:
            return
        for _ in range(min(city.age, ctx.deck_size(city.age))):
            drawn = ctx.draw_base(city.age, shown=True)
            ctx.reveal(drawn)
            if drawn.full_icons[icon] == 0:
                ctx.return_card(drawn)

    # ---- Endorse
    def extra_actions(self, st: State, p: int) -> list[tuple[Any, ...]]:
        """Endorse, once a turn: a top card whose featured icon one of your top cities shows,
        with a card in hand of value up to that city's to pay with."""
        if st.turn_flags & ENDORSED:
            return []
        me = st.players[p]
        if not me.hand:
            return []
        lowest = min(c.age for c in me.hand)
        cities = [
            pile[-1] for pile in me.piles if pile and pile[-1].set == CITIES_SET
            and pile[-1].age >= lowest
        ]
        if not cities:
            return []
        actions: list[tuple[Any, ...]] = []
        for pile in me.piles:
            if not pile:
                continue
            top = pile[-1]
            if not self.can_dogma(top) or top.dogma_icon < 0:
                continue
            if any(top.dogma_icon in city.icons for city in cities):
                actions.append(("endorse", top))
        return actions

    def take_action(self, ctx: Ctx, action: tuple[Any, ...], dogma: DogmaHook) -> bool:
        if action[0] != "endorse":
            return False
        card = action[1]
        ctx.st.add_record((ACTED, ctx.player, "endorse", card.name))
        self.endorse(ctx, card, dogma)
        return True

    def endorse_limit(self, st: State, p: int, card: Card) -> int:
        """The highest value a card paying for endorsing `card` may have."""
        best = 0
        for pile in st.players[p].piles:
            if pile and pile[-1].set == CITIES_SET and card.dogma_icon in pile[-1].icons:
                best = max(best, pile[-1].age)
        return best

    def endorse(self, ctx: Ctx, card: Card, dogma: DogmaHook) -> None:
        """Pay with a hand card (tucked; junked in the 4th edition), then Dogma the card with
        your effects doubled (`run_dogma`'s `endorsed`)."""
        st = ctx.st
        p = ctx.player
        st.turn_flags |= ENDORSED
        limit = self.endorse_limit(st, p, card)
        choices = [c for c in st.players[p].hand if c.age <= limit]
        prompt = ENDORSE_JUNK_PROMPT if self.pays_by_junking else ENDORSE_PAY_PROMPT
        paid = ctx.choose_card(choices, prompt, params={"value": limit, "card": card.name})
        if paid is not None:
            if self.pays_by_junking:
                ctx.junk(paid)
            else:
                ctx.tuck(paid)
        dogma(ctx.game, p, card)

    def can_dogma(self, card: Card) -> bool:
        """Whether a Dogma (or Endorse, or an execution) of the card may be taken."""
        return self.dogma_sets or card.set != CITIES_SET


class CitiesFourth(Cities):
    """Cities of Destiny, 4th edition: cities cannot be dogma'd, Endorse and Glory and Victory
    are paid by junking from hand, Tradition instead of Legend, and three more icons that act
    (junk an achievement, uplift, unsplay); the search only on cities up to value 5."""

    dogma_sets: ClassVar[bool] = False
    pays_by_junking: ClassVar[bool] = True
    search_limit: ClassVar[int] = 5
    arrow_specials: ClassVar[dict[int, str]] = {
        ARROW_LEFT: "Tradition",
        ARROW_RIGHT: "Repute",
        ARROW_UP: "Fame",
    }
    specials: ClassVar[dict[str, Condition]] = {
        "Tradition": _never,
        "Repute": _never,
        "Fame": _never,
        "Glory": _never,
        "Victory": _never,
    }

    def _pays(self, verb: str, src_kind: int, kind: int) -> bool:
        """Glory or Victory: junking the city from your hand (4th edition)."""
        return verb == "junk" and src_kind == HAND

    def act(self, ctx: Ctx, city: Card, icon: int) -> None:
        if icon == JUNK_ICON:
            ctx.junk_achievement([city.age])
        elif icon == UPLIFT:
            ctx.junk_deck(city.age + 1)
            ctx.draw(city.age + 2)
        elif icon == UNSPLAY_ICON:
            for q in ctx.opponents():
                ctx.unsplay(city.color, q)
        else:
            super().act(ctx, city, icon)


register("cities", {"3rd": Cities, "1st": Cities, "4th": CitiesFourth}, "city", "cities of destiny")
