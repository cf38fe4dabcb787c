"""The nine cards the 1st edition (Iello) words differently from the 3rd.

Each function replaces one printed effect of the 3rd-edition card (`replaces=` is its index);
the card's other effects are the 3rd edition's.
"""

from ...engine.cards import CASTLE, CROWN, FACTORY, LEAF, LIGHTBULB, PURPLE, RED, RIGHT
from ...engine.ctx import Ctx
from . import card


@card.demand("Oars", replaces=0)
def oars(you: Ctx) -> None:
    """I demand you move a card with a crown from your hand to my score pile! If you do, draw
    a 1! (Once: the 1st edition does not repeat this demand.)"""
    crowned = [c for c in you.hand() if c.has(CROWN)]
    chosen = you.choose_card(crowned, "give a card with a crown")
    if chosen is not None:
        you.transfer_to_score(chosen, you.me)
        you.memory["oars_transferred"] = True
        you.draw(1)


@card.effect("Fermenting", replaces=0)
def fermenting(you: Ctx) -> None:
    """Draw a 2 for each full pair of leaves visible on your board."""
    for _ in range(you.icons(LEAF) // 2):
        you.draw(2)


@card.demand("Feudalism", replaces=0)
def feudalism(you: Ctx) -> None:
    """I demand you move a card with a castle from your hand to my hand!"""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "give a card with a castle")
    if chosen is not None:
        you.transfer_to_hand(chosen, you.me)


@card.effect("Measurement", replaces=0)
def measurement(you: Ctx) -> None:
    """You may give back a card from your hand. If you do, pick a colour: splay it right, then
    draw a card whose value is the number of cards of that colour on your board."""
    chosen = you.choose_card(you.hand(), "you may return a card", may=True)
    if chosen is None:
        return
    you.return_card(chosen)
    color = you.choose_color(range(5), "choose a colour to splay right and count")
    assert color is not None
    you.splay(color, RIGHT)
    you.draw(len(you.pile(color)))


@card.demand("Statistics", replaces=0)
def statistics(you: Ctx) -> None:
    """I demand you move the highest card of your score pile into your hand! If you do and then
    hold exactly one card, do this demand again!"""
    while True:
        highest = you.choose_card(you.highest(you.score_pile()), "take your highest score card")
        if highest is None:
            return
        you.transfer_to_hand(highest, you.player)
        if len(you.hand()) != 1:
            return


@card.demand("Societies", replaces=0)
def societies(you: Ctx) -> None:
    """I demand you move a non-purple top card with a lightbulb from your board onto mine! If you
    do, draw a 5!"""
    options = [c for c in you.top_cards() if c.color != PURPLE and c.has(LIGHTBULB)]
    chosen = you.choose_card(options, "give a non-purple top card with a lightbulb")
    if chosen is not None:
        you.transfer_to_board(chosen, you.me)
        you.draw(5)


@card.effect("Industrialization", replaces=0)
def industrialization(you: Ctx) -> None:
    """For each full pair of factories visible on your board, draw a 6 and tuck it."""
    for _ in range(you.icons(FACTORY) // 2):
        you.draw_and_tuck(6)


@card.demand("Combustion", replaces=0)
def combustion(you: Ctx) -> None:
    """I demand you move two cards from your score pile to my score pile!"""
    for chosen in you.choose_cards(you.score_pile(), "give two score cards", min=2, max=2):
        you.transfer_to_score(chosen, you.me)


@card.effect("Fission", replaces=1)
def fission(you: Ctx) -> None:
    """Give back a top card, other than Fission, from any player's board."""
    options = [c for p in you.players for c in you.top_cards(p) if c.name != "Fission"]
    chosen = you.choose_card(options, "return a top card from any board")
    if chosen is not None:
        you.return_card(chosen)


_ = RED
