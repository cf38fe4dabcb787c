"""Age 5: Discoveries. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect."""

from ...engine.cards import BLUE, CROWN, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, RIGHT, YELLOW
from ...engine.ctx import Ctx
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Chemistry")
def chemistry_splay(you: Ctx) -> None:
    """You may splay your blue pile to the right."""
    you.may_splay(BLUE, RIGHT, "splay your blue cards right?")


@card.effect("Chemistry")
def chemistry_score_and_return(you: Ctx) -> None:
    """Draw a card one age above your highest top card and score it; after that, put one card of
    your score pile back under its age pile."""
    you.draw_and_score(you.highest_top_value() + 1)
    back = you.choose_card(you.score_pile(), "return a card from your score pile")
    if back:
        you.return_card(back)


@card.effect("Physics")
def physics(you: Ctx) -> None:
    """Draw three 6s, showing each one. When at least two of those three share a colour, give
    back the three and every other card in your hand; if their colours all differ, keep them."""
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
    """You may splay your red pile to the right."""
    you.may_splay(RED, RIGHT, "splay your red cards right?")


@card.effect("Coal")
def coal_score_two(you: Ctx) -> None:
    """You may pick one of your top cards and score it; if you do, the card it was covering
    (if there is one) is scored as well."""
    chosen = you.choose_card(you.top_cards(), "you may score one of your top cards", may=True)
    if chosen is None:
        return
    you.score(chosen)
    beneath = you.top(chosen.color)
    if beneath is not None:
        you.score(beneath)


@card.demand("The Pirate Code")
def pirate_code_demand(you: Ctx) -> None:
    """I demand that you move two cards of value 4 or lower from your score pile into mine!"""
    low = [c for c in you.score_pile() if c.age <= 4]
    chosen = you.choose_cards(low, "give a score card of value 4 or less", min=2, max=2)
    for c in chosen:
        you.transfer_to_score(c, you.me)
        you.memory["pirate_code_transferred"] = True


@card.effect("The Pirate Code")
def pirate_code_score_crown(you: Ctx) -> None:
    """If the demand moved at least one card, score your lowest top card that shows a crown."""
    if not you.memory.get("pirate_code_transferred"):
        return
    crowned = [c for c in you.top_cards() if c.has(CROWN)]
    chosen = you.choose_card(you.lowest(crowned), "score your lowest top card with a crown")
    if chosen:
        you.score(chosen)


# --- green ----------------------------------------------------------------------------------
@card.demand("Banking")
def banking_demand(you: Ctx) -> None:
    """I demand that you move one of your top cards that is not green and has a factory onto
    my board! If you do, draw a 5 and score it!"""
    factories = [c for c in you.top_cards() if c.color != GREEN and c.has(FACTORY)]
    chosen = you.choose_card(factories, "give a non-green top card with a factory")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw_and_score(5)


@card.effect("Banking")
def banking_splay(you: Ctx) -> None:
    """You may splay your green pile to the right."""
    you.may_splay(GREEN, RIGHT, "splay your green cards right?")


@card.effect("Measurement")
def measurement(you: Ctx) -> None:
    """You may show a card from your hand and put it back under its age pile. If you do, splay
    your pile of that card's colour to the right, then draw a card whose value is how many
    cards of that colour are on your board."""
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
    """I demand that you take every card of the highest value in your score pile into your
    hand!"""
    for c in you.highest(you.score_pile()):
        you.transfer_to_hand(c, you.player)


@card.effect("Statistics")
def statistics_splay(you: Ctx) -> None:
    """You may splay your yellow pile to the right."""
    you.may_splay(YELLOW, RIGHT, "splay your yellow cards right?")


@card.effect("Steam Engine")
def steam_engine(you: Ctx) -> None:
    """Draw a 4 and tuck it, twice; then score whichever card is now at the bottom of your
    yellow pile."""
    you.draw_and_tuck(4)
    you.draw_and_tuck(4)
    bottom = you.bottom(YELLOW)
    if bottom is not None:
        you.score(bottom)


# --- purple ---------------------------------------------------------------------------------
@card.effect("Astronomy")
def astronomy_draw(you: Ctx) -> None:
    """Draw a 6 and show it. While the shown card is blue or green, meld it and do this
    again; a card of another colour stays in your hand."""
    while True:
        drawn = you.draw_and_reveal(6)
        if drawn.color not in (BLUE, GREEN):
            return
        you.meld(drawn)


@card.effect("Astronomy")
def astronomy_universe(you: Ctx) -> None:
    """If none of your top cards other than the purple one is below 6, claim the Universe
    achievement."""
    others = [c for c in you.top_cards() if c.color != PURPLE]
    if all(c.age >= 6 for c in others):
        you.achieve_special("Universe")


@card.demand("Societies")
def societies(you: Ctx) -> None:
    """I demand that you move onto my board one of your top cards that has a lightbulb and a
    higher value than my top card of its colour! If you do, draw a 5!"""
    candidates = [
        c
        for c in you.top_cards()
        if c.has(LIGHTBULB) and c.age > you.value(you.top(c.color, you.me))
    ]
    chosen = you.choose_card(candidates, "give a top card with a lightbulb that beats my top card")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw(5)
