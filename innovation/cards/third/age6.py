"""Age 6: Enlightenment. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect."""

from ...engine.cards import (
    BLUE,
    COLORS,
    FACTORY,
    GREEN,
    PURPLE,
    RED,
    RIGHT,
    YELLOW,
)
from ...engine.ctx import Ctx
from ...engine.wording import N_
from . import card

# --- private helpers built from the public verbs ----------------------------------------------


# --- blue -------------------------------------------------------------------------------------
@card.effect("Atomic Theory")
def atomic_theory_splay(you: Ctx) -> None:
    """You may splay your blue pile right."""
    you.may_splay([BLUE], RIGHT, "splay your blue cards right?")


@card.effect("Atomic Theory")
def atomic_theory_meld(you: Ctx) -> None:
    """Draw a 7 and meld it."""
    you.draw_and_meld(7)


@card.effect("Encyclopedia")
def encyclopedia(you: Ctx) -> None:
    """You may meld the highest cards of your score pile in the order you choose, all of them or
    none."""
    highest = you.highest(you.score_pile())
    if not highest:
        return
    if len(highest) == 1:
        prompt = N_("meld {card} from your score pile?")
    else:
        prompt = N_("meld all {count} of your highest score cards (age {value})?")
    params = {"card": highest[0].name, "count": len(highest), "value": highest[0].age}
    if you.may(prompt, params=params):
        you.meld_all(highest, "choose the next score card to meld (the last one ends on top)")


# --- red --------------------------------------------------------------------------------------
@card.effect("Industrialization")
def industrialization_tuck(you: Ctx) -> None:
    """For each colour of your board showing a factory, draw a 6 and tuck it."""
    colors = sum(1 for color in you.colors() if you.pile_icons(color, FACTORY) > 0)
    for _ in range(colors):
        you.draw_and_tuck(6)


@card.effect("Industrialization")
def industrialization_splay(you: Ctx) -> None:
    """You may splay your red or purple pile right."""
    you.may_splay([RED, PURPLE], RIGHT, "you may splay red or purple right")


@card.effect("Machine Tools")
def machine_tools(you: Ctx) -> None:
    """Draw a card of the same value as your highest score card and score it."""
    you.draw_and_score(max((c.age for c in you.score_pile()), default=0))


# --- green ------------------------------------------------------------------------------------
@card.effect("Classification")
def classification(you: Ctx) -> None:
    """Reveal one card from your hand: every opponent transfers all their hand cards of its
    colour to your hand, then you meld every card of that colour in your hand, in the order you
    choose."""
    hand = you.hand()
    if not hand:
        return
    color = you.choose_color({c.color for c in hand}, "reveal the colour of a card in your hand")
    you.reveal(next(c for c in hand if c.color == color))
    for q in you.opponents():
        for c in you.hand(q):
            if c.color == color:
                you.transfer_to_hand(c, you.player)
    mine = [c for c in you.hand() if c.color == color]
    you.meld_all(mine, "choose the next card to meld (the last one ends on top)")


@card.effect("Metric System")
def metric_system_any_color(you: Ctx) -> None:
    """Only if your green pile is splayed right: you may splay one of your colours right."""
    if you.splay_direction(GREEN) != RIGHT:
        return
    you.may_splay(COLORS, RIGHT, "you may splay one colour right")


@card.effect("Metric System")
def metric_system_green(you: Ctx) -> None:
    """You may splay your green pile right."""
    you.may_splay([GREEN], RIGHT, "splay your green cards right?")


# --- yellow -----------------------------------------------------------------------------------
@card.effect("Canning")
def canning_tuck_and_score(you: Ctx) -> None:
    """You may draw a 6 and tuck it; if you do, score each of your top cards that has no factory."""
    if not you.may("draw and tuck a 6 (then score your top cards without a factory)?"):
        return
    you.draw_and_tuck(6)
    for c in [c for c in you.top_cards() if not c.has(FACTORY)]:
        you.score(c)


@card.effect("Canning")
def canning_splay(you: Ctx) -> None:
    """You may splay your yellow pile right."""
    you.may_splay([YELLOW], RIGHT, "splay your yellow cards right?")


@card.demand("Vaccination")
def vaccination_demand(you: Ctx) -> None:
    """I demand you return every card of the lowest value in your score pile and then, if any
    went back, draw a 6 and meld it!"""
    lowest = you.lowest(you.score_pile())
    if not lowest:
        return
    you.return_cards(lowest)
    you.memory["vaccination_returned"] = True
    you.draw_and_meld(6)


@card.effect("Vaccination")
def vaccination_reward(you: Ctx) -> None:
    """If the demand made anyone return a card, draw a 7 and meld it."""
    if you.memory.get("vaccination_returned"):
        you.draw_and_meld(7)


# --- purple -----------------------------------------------------------------------------------
@card.effect("Democracy")
def democracy(you: Ctx) -> None:
    """You may return cards from your hand, as many as you like. If you have now returned more
    cards to Democracy in this action than every other player, draw an 8 and score it."""
    chosen = you.choose_cards(you.hand(), "return a card (the order chosen is the order returned)")
    for c in chosen:
        you.return_card(c)
    record: dict[int, int] = you.memory.setdefault("democracy_returned", {})
    record[you.player] = record.get(you.player, 0) + len(chosen)
    mine = record[you.player]
    best_other = max((n for p, n in record.items() if p != you.player), default=0)
    if mine > 0 and mine > best_other:
        you.draw_and_score(8)


@card.demand("Emancipation")
def emancipation_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile a card of your choice from your hand and, if you
    do, draw a 6!"""
    chosen = you.choose_card(you.hand(), "give a card from your hand")
    if chosen:
        you.transfer_to_score(chosen, you.me)
        you.draw(6)


@card.effect("Emancipation")
def emancipation_splay(you: Ctx) -> None:
    """You may splay your red or purple pile right."""
    you.may_splay([RED, PURPLE], RIGHT, "you may splay red or purple right")
