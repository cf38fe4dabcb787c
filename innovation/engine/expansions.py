"""Expansions are data plus the few rules they add, as hooks the engine asks (docs/expansions.md).

An `Expansion` knows its set of cards (drawn from and returned to piles of their own), its
special achievements and their conditions, and a handful of hooks: whether a base draw comes
from its piles instead, the effects that run before a card's own on a Dogma, and what follows a
Meld action. An edition with expansions (`get_edition("3rd", ("echoes",))`) asks each of them;
a game without expansions never reaches a hook.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from .cards import N_ICONS, UNSPLAYED, VISIBLE_WHEN_COVERED, Card, DogmaEffect
from .state import BOARD, PlayerState, State
from .wording import N_

if TYPE_CHECKING:
    from .ctx import Ctx

Condition = Callable[[PlayerState], bool]
# a Dogma an expansion's hook may take: `dogma(game, p, card)` (the promoted card's, free; an
# endorsed one)
DogmaHook = Callable[[Any, int, Card], Any]

# every expansion's set number (`Card.set`): the base cards are set 0
ECHOES_SET = 1

PROMOTE_PROMPT = N_("you may promote a card of your forecast (meld it)")
PROMOTE_MUST_PROMPT = N_("promote a card of your forecast: meld it, then take a Dogma of it")
PROMOTED_DOGMA_PROMPT = N_("take a free Dogma of {card}, the card you promoted?")


# answers shared by the hooks' usual case, so that no list is made each time (read, never changed)
_NO_CARDS: list[Card] = []
_NONE_MET: list[str] = []


# ---- Echoes of the Past: what a board shows -----------------------------------------------
def visible_echoes(pile: tuple[Card, ...], direction: int) -> list[Card]:
    """The cards of a pile (bottom first) whose echo effect is visible: the top card's, and a
    covered card's where the splay shows its echo position."""
    out: list[Card] = []
    if not pile:
        return out
    if direction != UNSPLAYED:
        for k in range(len(pile) - 1):
            card = pile[k]
            if card.splay_echo[direction]:
                out.append(card)
    top = pile[-1]
    if top.echo is not None:
        out.append(top)
    return out


def echo_count(pile: tuple[Card, ...], direction: int) -> int:
    """How many echo effects a pile shows (`visible_echoes`, counted without a list)."""
    if not pile:
        return 0
    count = 1 if pile[-1].echo is not None else 0
    if direction != UNSPLAYED:
        for k in range(len(pile) - 1):
            count += pile[k].splay_echo[direction]
    return count


def visible_hexes(pile: tuple[Card, ...], direction: int) -> int:
    """How many hexes a pile shows (a top card's every one; a covered card's where splayed)."""
    if not pile:
        return 0
    count = pile[-1].hexes
    if direction != UNSPLAYED:
        for k in range(len(pile) - 1):
            count += pile[k].splay_hexes[direction]
    return count


def visible_positions(pile: tuple[Card, ...], direction: int, card: Card) -> tuple[int, ...]:
    """The positions (0-3: top-left, bottom-left, bottom-middle, bottom-right) of a card of the
    pile that are visible."""
    if pile and pile[-1] is card:
        return (0, 1, 2, 3)
    return VISIBLE_WHEN_COVERED[direction] if card in pile else ()


def _supremacy(p: PlayerState) -> bool:
    """Three or more of one icon visible in each of four colours (the same icon)."""
    rich = 0  # piles showing three or more of some icon: four are needed
    for counts in p.pile_icons:
        for n in counts:
            if n >= 3:
                rich += 1
                break
    if rich < 4:
        return False
    for icon in range(N_ICONS):
        colours = 0
        for counts in p.pile_icons:
            if counts[icon] >= 3:
                colours += 1
        if colours >= 4:
            return True
    return False


def _destiny(p: PlayerState) -> bool:
    return len(p.forecast) >= 7


def _destiny_4th(p: PlayerState) -> bool:
    return len(p.forecast) >= 5


def _wealth(p: PlayerState) -> bool:
    bonuses = p.pile_bonuses
    if bonuses is None:
        return False
    count = 0
    for group in bonuses:
        count += len(group)
    return count >= 8


# Heritage and History are checked after every move of a board (the 3rd edition claims them at
# once): a card shows one hex at most and one echo effect at most, so a pile shorter than the
# count needed is passed by without counting
def _heritage(p: PlayerState) -> bool:
    for c in range(5):
        pile = p.piles[c]
        if len(pile) >= 8 and visible_hexes(pile, p.splays[c]) >= 8:
            return True
    return False


def _history(p: PlayerState) -> bool:
    for c in range(5):
        pile = p.piles[c]
        if len(pile) >= 4 and echo_count(pile, p.splays[c]) >= 4:
            return True
    return False


@mypyc_attr(allow_interpreted_subclasses=True)
class Expansion:
    """An expansion's data and hooks; the defaults add nothing (docs/expansions.md)."""

    name: ClassVar[str] = ""
    title: ClassVar[str] = ""
    set_id: ClassVar[int] = 0
    # the achievements a win needs beyond the edition's
    extra_achievements: ClassVar[int] = 1
    # whether its cards carry bonuses (the engine then keeps each board's bonus points)
    has_bonuses: ClassVar[bool] = False
    # whether `draws_instead` can send a base draw to this set's piles
    redirects_draws: ClassVar[bool] = False
    # whether `dogma_prelude` can add effects before a card's own
    has_prelude: ClassVar[bool] = False
    # whether `after_meld_action` does anything
    acts_after_meld: ClassVar[bool] = False
    # whether `forecast_limit` can refuse a foreshadow
    limits_forecast: ClassVar[bool] = False
    # whether a self-execution runs extra effects first (`execute_prelude`)
    has_execute_prelude: ClassVar[bool] = False
    # where its `after_meld_action` comes among the expansions' (lowest first)
    after_meld_order: ClassVar[int] = 10
    # whether `after_move` wants to hear of every card moved, `after_splay` of every splay
    watches_moves: ClassVar[bool] = False
    watches_splays: ClassVar[bool] = False
    # whether boards hold achievements of their own (`board_achievements`)
    board_achievers: ClassVar[bool] = False
    # whether it adds actions to a turn's (`extra_actions`, carried out by `take_action`)
    adds_actions: ClassVar[bool] = False
    # whether its cards may be dogma'd (and executed) at all
    dogma_sets: ClassVar[bool] = True
    specials: ClassVar[dict[str, Condition]] = {}

    def after_move(
        self, ctx: Ctx, verb: str, card: Card, src_kind: int, src_owner: int, kind: int, owner: int
    ) -> None:
        """A card has just moved (`verb`: meld, tuck, junk, ...) from one place to another."""

    def after_splay(self, ctx: Ctx, p: int, color: int, direction: int) -> None:
        """Player p's pile of `color` has just been splayed `direction` (a change)."""

    def board_achievements(self, st: State, p: int, teams: list[int]) -> int:
        """The achievements p's board holds now, beyond those p has claimed (`teams`: each
        seat's side, as `Game.teams`)."""
        return 0

    def extra_actions(self, st: State, p: int) -> list[tuple[Any, ...]]:
        """The actions this expansion adds to p's turn now."""
        return []

    def take_action(self, ctx: Ctx, action: tuple[Any, ...], dogma: DogmaHook) -> bool:
        """Carry out one of `extra_actions`; False if the action is not this expansion's.
        `dogma(game, p, card)` takes the action's Dogma."""
        return False

    def can_dogma(self, card: Card) -> bool:
        """Whether a Dogma of this expansion's card may be taken (or the card executed)."""
        return True

    def forecast_limit(self, p: PlayerState) -> int:
        """How many cards p's forecast may hold (-1: no limit)."""
        return -1

    def specials_met(self, p: PlayerState, available: tuple[str, ...]) -> list[str]:
        """Which of this expansion's special achievements among `available` hold for p, in
        their order: the check after every move asks this once instead of each condition (the
        same answers as `specials`' conditions: tests/test_echoes_rules.py)."""
        return [name for name, met in self.specials.items() if name in available and met(p)]

    def execute_prelude(self, st: State, card: Card) -> list[Card]:
        """The cards whose extra effects run before `card`'s own when a player self-executes
        it (Echoes, 4th edition: echo effects)."""
        return []

    def draws_instead(self, st: State, p: int) -> bool:
        """Whether player p's draw of a base card comes from this set's piles instead."""
        return False

    def dogma_prelude(self, st: State, card: Card) -> list[Card]:
        """The cards whose extra effects run, in order, before `card`'s own on a Dogma."""
        return []

    def prelude_effect(self, card: Card) -> DogmaEffect | None:
        """The effect of a prelude card that runs (Echoes: its echo effect)."""
        return None

    def after_meld_action(self, ctx: Ctx, card: Card, dogma: DogmaHook) -> None:
        """What follows the Meld action that melded `card`; `dogma(game, p, card)` takes a free
        Dogma."""

    def meld_may_ask(self, st: State, p: int, card: Card) -> bool:
        """Whether `after_meld_action` may put a question after p's Meld action of `card` (the
        game then keeps a checkpoint of the action, as for a Dogma)."""
        return self.acts_after_meld


class Echoes(Expansion):
    """Echoes of the Past, 3rd edition: echo effects, bonuses, the forecast and promotion, the
    Echoes draw, five special achievements. Rulings: docs/rulings/echoes/."""

    name: ClassVar[str] = "echoes"
    title: ClassVar[str] = N_("Echoes of the Past")
    set_id: ClassVar[int] = ECHOES_SET
    has_bonuses: ClassVar[bool] = True
    redirects_draws: ClassVar[bool] = True
    has_prelude: ClassVar[bool] = True
    acts_after_meld: ClassVar[bool] = True
    destiny: ClassVar[int] = 7  # forecast cards Destiny needs
    specials: ClassVar[dict[str, Condition]] = {
        "Supremacy": _supremacy,
        "Destiny": _destiny,
        "Wealth": _wealth,
        "Heritage": _heritage,
        "History": _history,
    }

    def specials_met(self, p: PlayerState, available: tuple[str, ...]) -> list[str]:
        """The five conditions in one pass over the board, in native loops (they are checked
        after every move of a board): Supremacy, Destiny, Wealth, Heritage, History."""
        forecast = len(p.forecast)
        bonuses = 0
        groups = p.pile_bonuses
        if groups is not None:
            for group in groups:
                bonuses += len(group)
        heritage = False
        history = False
        supremacy = False
        marks = p.pile_marks
        if marks is not None:  # kept as the piles change (`PlayerState.refresh_bonuses`)
            threes = [0, 0, 0, 0, 0]
            for c in range(5):
                m = marks[c]
                if (m >> 10) & 1023 >= 8:
                    heritage = True
                if m & 1023 >= 4:
                    history = True
                threes[c] = m >> 20
            # an icon three times or more in four colours: its bit in four of the five piles
            t0, t1, t2, t3, t4 = threes
            supremacy = (t0 & t1 & (t2 & (t3 | t4) | t3 & t4) | t2 & t3 & t4 & (t0 | t1)) != 0
        else:
            piles = p.piles
            splays = p.splays
            for c in range(5):
                pile = piles[c]
                if len(pile) >= 4:
                    if echo_count(pile, splays[c]) >= 4:
                        history = True
                    if len(pile) >= 8 and visible_hexes(pile, splays[c]) >= 8:
                        heritage = True
            counts = p.pile_icons
            for icon in range(N_ICONS):
                colours = 0
                for c in range(5):
                    if counts[c][icon] >= 3:
                        colours += 1
                if colours >= 4:
                    supremacy = True
                    break
        if not (supremacy or heritage or history or forecast >= self.destiny or bonuses >= 8):
            return _NONE_MET  # the usual answer: none of the five (no new list)
        met: list[str] = []
        for name in available:
            if name == "Supremacy":
                if supremacy:
                    met.append(name)
            elif name == "Destiny":
                if forecast >= self.destiny:
                    met.append(name)
            elif name == "Wealth":
                if bonuses >= 8:
                    met.append(name)
            elif name == "Heritage":
                if heritage:
                    met.append(name)
            elif name == "History" and history:
                met.append(name)
        return met

    def draws_instead(self, st: State, p: int) -> bool:
        """A hand that holds cards, none of them an Echoes card, draws an Echoes card."""
        hand = st.players[p].hand
        if not hand:
            return False
        return all(card.set != ECHOES_SET for card in hand)

    def dogma_prelude(self, st: State, card: Card) -> list[Card]:
        """Every visible echo effect of the card's pile, bottom card first (the card must be the
        top card of its pile; a card dogma'd from anywhere else brings none)."""
        kind, owner = st.where[card.id]
        if kind != BOARD:
            return _NO_CARDS
        pl = st.players[owner]
        pile = pl.piles[card.color]
        if not pile or pile[-1] is not card:
            return _NO_CARDS
        marks = pl.pile_marks
        if marks is not None and not marks[card.color] & 1023:
            return _NO_CARDS  # the pile shows no echo effect (most do not)
        return visible_echoes(pile, pl.splays[card.color])

    def prelude_effect(self, card: Card) -> DogmaEffect | None:
        return card.echo

    def meld_may_ask(self, st: State, p: int, card: Card) -> bool:
        """Only with a forecast card of the melded card's value or lower to promote."""
        limit = card.age
        return any(c.age <= limit for c in st.players[p].forecast)

    def after_meld_action(self, ctx: Ctx, card: Card, dogma: DogmaHook) -> None:
        """Promotion: you may meld a card of your forecast of value up to the melded card's; if
        you do, you may take a Dogma of it."""
        limit = card.age
        if not self.meld_may_ask(ctx.st, ctx.player, card):
            return  # nothing to promote (most Meld actions)
        choices = [c for c in ctx.forecast() if c.age <= limit]
        promoted = ctx.choose_card(choices, PROMOTE_PROMPT, may=True)
        if promoted is None:
            return
        ctx.log("promote", card=promoted.name)
        ctx.meld(promoted)
        if ctx.may(PROMOTED_DOGMA_PROMPT, params={"card": promoted.name}):
            dogma(ctx.game, ctx.player, promoted)


class EchoesFourth(Echoes):
    """Echoes of the Past, 4th edition: the Echoes draw by the highest top card, a forecast
    limited by the splays, promotion a must (the promoted card is "foreseen"), echo effects on
    a self-execution, Destiny at five. Rulings: docs/rulings/echoes/fourth/general.md."""

    limits_forecast: ClassVar[bool] = True
    has_execute_prelude: ClassVar[bool] = True
    destiny: ClassVar[int] = 5
    specials: ClassVar[dict[str, Condition]] = {
        "Supremacy": _supremacy,
        "Destiny": _destiny_4th,
        "Wealth": _wealth,
        "Heritage": _heritage,
        "History": _history,
    }

    def draws_instead(self, st: State, p: int) -> bool:
        """Your highest top card's value is held by exactly one of your top cards."""
        highest = 0
        count = 0
        for pile in st.players[p].piles:
            if pile:
                age = pile[-1].age
                if age > highest:
                    highest, count = age, 1
                elif age == highest:
                    count += 1
        return count == 1

    def forecast_limit(self, p: PlayerState) -> int:
        """Five, less your highest splay (none 0, left 1, right 2, up 3, aslant 4)."""
        highest = 0
        for direction in p.splays:
            if direction > highest:
                highest = direction
        return 5 - highest

    def execute_prelude(self, st: State, card: Card) -> list[Card]:
        """A top card brings its pile's visible echo effects (bottom first); a card elsewhere,
        its own echo effect alone."""
        kind, owner = st.where[card.id]
        if kind == BOARD:
            pl = st.players[owner]
            pile = pl.piles[card.color]
            if pile and pile[-1] is card:
                return visible_echoes(pile, pl.splays[card.color])
        return [card] if card.echo is not None else []

    def after_meld_action(self, ctx: Ctx, card: Card, dogma: DogmaHook) -> None:
        """Promotion is a must: meld a forecast card of value up to the melded card's, then take
        a Dogma of it (it was "foreseen")."""
        limit = card.age
        if not self.meld_may_ask(ctx.st, ctx.player, card):
            return  # nothing to promote (most Meld actions)
        choices = [c for c in ctx.forecast() if c.age <= limit]
        promoted = ctx.choose_card(choices, PROMOTE_MUST_PROMPT)
        if promoted is None:
            return
        ctx.log("promote", card=promoted.name)
        ctx.meld(promoted)
        dogma(ctx.game, ctx.player, promoted)


# each expansion's rules per edition (an edition not listed cannot be played with it yet)
_BY_EDITION: dict[str, dict[str, type[Expansion]]] = {
    "echoes": {"3rd": Echoes, "1st": Echoes, "4th": EchoesFourth},
}
_ALIASES = {"echoes": "echoes", "echo": "echoes", "echoes of the past": "echoes"}
_instances: dict[tuple[str, str], Expansion] = {}


def register(name: str, by_edition: dict[str, type[Expansion]], *aliases: str) -> None:
    """Make an expansion known by its name (and other names), with its rules per edition: an
    expansion written in a module of its own registers there (engine/cities.py)."""
    _BY_EDITION[name] = by_edition
    for alias in (name, *aliases):
        _ALIASES[alias] = name


def expansion_names() -> tuple[str, ...]:
    """Every expansion the project knows, by its name."""
    return tuple(_BY_EDITION)


def get_expansion(name: str, edition: str) -> Expansion:
    """The rules of expansion `name` for `edition` (a one-line ValueError if there are none)."""
    key = _ALIASES.get(str(name).strip().lower(), str(name).strip().lower())
    registry = _BY_EDITION
    if key not in registry:
        raise ValueError(f"unknown expansion {name!r}; expansions: {', '.join(registry)}")
    cls = registry[key].get(edition)
    if cls is None:
        known = list(registry[key])
        editions = " and ".join((", ".join(known[:-1]), known[-1])) if len(known) > 1 else known[0]
        plural = "editions" if len(known) > 1 else "edition"
        raise ValueError(f"the {key} expansion is played with the {editions} {plural}, not the {edition}")
    if (key, edition) not in _instances:
        _instances[key, edition] = cls()
    return _instances[key, edition]


def expansion_sets() -> dict[str, int]:
    """Each expansion's set number, by name."""
    return {name: cls.set_id for name, by in _BY_EDITION.items() for cls in list(by.values())[:1]}

