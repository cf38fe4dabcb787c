"""Age 5: Discoveries. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect."""

from ...engine.cards import BLUE, CROWN, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, RIGHT, YELLOW
from ...engine.ctx import Ctx
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Chemistry")
def chemistry_splay(you: Ctx) -> None:
    """You may splay your blue pile right."""
    you.may_splay(BLUE, RIGHT, "splay your blue cards right?")


@card.effect("Chemistry")
def chemistry_score_and_return(you: Ctx) -> None:
    """Draw a card one higher than your highest top card and score it. Then return one of your
    score cards."""
    you.draw_and_score(you.highest_top_value() + 1)
    back = you.choose_card(you.score_pile(), "return a card from your score pile")
    if back:
        you.return_card(back)


@card.effect("Physics")
def physics(you: Ctx) -> None:
    """Draw a 6 and reveal it, three times. If two of the three share a colour, return your
    whole hand, them included; if all colours differ, keep them."""
    drawn = [you.draw_and_reveal(6) for _ in range(3)]
    colors = [c.color for c in drawn]
    if len(set(colors)) < len(colors):
        you.return_cards(you.hand())


# --- red ------------------------------------------------------------------------------------
@card.effect("Coal")
def coal_tuck(you: Ctx) -> None:
    """Draw a 5 and tuck it."""
    you.draw_and_tuck(5)


@card.effect("Coal")
def coal_splay(you: Ctx) -> None:
    """You may splay your red pile right."""
    you.may_splay(RED, RIGHT, "splay your red cards right?")


@card.effect("Coal")
def coal_score_two(you: Ctx) -> None:
    """You may score one of your top cards. If you do, score as well the card it covered."""
    chosen = you.choose_card(you.top_cards(), "you may score one of your top cards", may=True)
    if chosen is None:
        return
    you.score(chosen)
    beneath = you.top(chosen.color)
    if beneath is not None:
        you.score(beneath)


@card.demand("The Pirate Code")
def pirate_code_demand(you: Ctx) -> None:
    """I demand you transfer two of your score cards of value 4 or lower to my score pile!"""
    low = [c for c in you.score_pile() if c.age <= 4]
    chosen = you.choose_cards(low, "give a score card of value 4 or less", min=2, max=2)
    for c in chosen:
        you.transfer_to_score(c, you.me)
        you.memory["pirate_code_transferred"] = True


@card.effect("The Pirate Code")
def pirate_code_score_crown(you: Ctx) -> None:
    """If the demand transferred any card, score your lowest top card with a crown."""
    if not you.memory.get("pirate_code_transferred"):
        return
    crowned = [c for c in you.top_cards() if c.has(CROWN)]
    chosen = you.choose_card(you.lowest(crowned), "score your lowest top card with a crown")
    if chosen:
        you.score(chosen)


# --- green ----------------------------------------------------------------------------------
@card.demand("Banking")
def banking_demand(you: Ctx) -> None:
    """I demand you transfer one of your non-green top cards with a factory to my board! If you
    do, draw a 5 and score it!"""
    factories = [c for c in you.top_cards() if c.color != GREEN and c.has(FACTORY)]
    chosen = you.choose_card(factories, "give a non-green top card with a factory")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw_and_score(5)


@card.effect("Banking")
def banking_splay(you: Ctx) -> None:
    """You may splay your green pile right."""
    you.may_splay(GREEN, RIGHT, "splay your green cards right?")


@card.effect("Measurement")
def measurement(you: Ctx) -> None:
    """You may reveal a card from your hand and return it. If you do, splay your pile of its
    colour right, then draw a card whose value is the number of cards in that pile."""
    chosen = you.choose_card(you.hand(), "you may reveal and return a card", may=True)
    if chosen is None:
        return
    you.reveal(chosen)
    you.return_card(chosen)
    you.splay(chosen.color, RIGHT)
    you.draw(len(you.pile(chosen.color)))


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Statistics")
def statistics_demand(you: Ctx) -> None:
    """I demand you transfer to your hand every card of the highest value in your score pile!"""
    for c in you.highest(you.score_pile()):
        you.transfer_to_hand(c, you.player)


@card.effect("Statistics")
def statistics_splay(you: Ctx) -> None:
    """You may splay your yellow pile right."""
    you.may_splay(YELLOW, RIGHT, "splay your yellow cards right?")


@card.effect("Steam Engine")
def steam_engine(you: Ctx) -> None:
    """Draw a 4 and tuck it, twice. Then score the bottom card of your yellow pile."""
    you.draw_and_tuck(4)
    you.draw_and_tuck(4)
    bottom = you.bottom(YELLOW)
    if bottom is not None:
        you.score(bottom)


# --- purple ---------------------------------------------------------------------------------
@card.effect("Astronomy")
def astronomy_draw(you: Ctx) -> None:
    """Draw a 6 and reveal it. Meld it and repeat this effect if it is blue or green."""
    while True:
        drawn = you.draw_and_reveal(6)
        if drawn.color not in (BLUE, GREEN):
            return
        you.meld(drawn)


@card.effect("Astronomy")
def astronomy_universe(you: Ctx) -> None:
    """Claim Universe if none of your non-purple top cards is below 6."""
    others = [c for c in you.top_cards() if c.color != PURPLE]
    if all(c.age >= 6 for c in others):
        you.achieve_special("Universe")


@card.demand("Societies")
def societies(you: Ctx) -> None:
    """I demand you transfer to my board a top card of yours with a lightbulb that outranks my
    top card of its colour and, if you do, draw a 5!"""
    candidates = [
        c
        for c in you.top_cards()
        if c.has(LIGHTBULB) and c.age > you.value(you.top(c.color, you.me))
    ]
    chosen = you.choose_card(candidates, "give a top card with a lightbulb that beats my top card")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw(5)
