"""The nine cards the 1st edition (Iello) words differently from the 3rd.

Each function replaces one printed effect of the 3rd-edition card (`replaces=` is its index);
the card's other effects are the 3rd edition's. Rulings: docs/rulings/first-edition.md.
"""

from ...engine.cards import CASTLE, CROWN, FACTORY, LEAF, LIGHTBULB, PURPLE, RIGHT
from ...engine.ctx import Ctx
from . import card


@card.demand("Oars", replaces=0)
def oars(you: Ctx) -> None:
    """I demand you transfer to my score pile a card with a crown from your hand and, if you do,
    draw a 1!"""
    crowned = [c for c in you.hand() if c.has(CROWN)]
    chosen = you.choose_card(crowned, "give a card with a crown")
    if chosen is not None:
        you.transfer_to_score(chosen, you.me)
        you.memory["oars_transferred"] = True  # read by the inherited second effect
        you.draw(1)


@card.effect("Fermenting", replaces=0)
def fermenting(you: Ctx) -> None:
    """For every two leaves on your board, draw a 2."""
    for _ in range(you.icons(LEAF) // 2):
        you.draw(2)


@card.demand("Feudalism", replaces=0)
def feudalism(you: Ctx) -> None:
    """I demand you transfer to my hand a card with a castle from yours!"""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "give me a card with a castle")
    if chosen is not None:
        you.transfer_to_hand(chosen, you.me)


@card.effect("Measurement", replaces=0)
def measurement(you: Ctx) -> None:
    """You may return one of your hand cards. If you do, choose any colour, splay your pile of
    it right and draw a card whose value is how many cards that pile holds."""
    chosen = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if chosen is None:
        return
    you.return_card(chosen)
    color = you.choose_color(range(5), "name a colour to splay right and count")
    assert color is not None
    you.splay(color, RIGHT)
    you.draw(len(you.pile(color)))


@card.demand("Statistics", replaces=0)
def statistics(you: Ctx) -> None:
    """I demand you transfer a highest card of your score pile to your hand, and do it again as
    long as that leaves you with a single card in hand!"""
    while True:
        highest = you.choose_card(you.highest(you.score_pile()), "take your highest score card")
        if highest is None:
            return
        you.transfer_to_hand(highest, you.player)
        if len(you.hand()) != 1:
            return


@card.demand("Societies", replaces=0)
def societies(you: Ctx) -> None:
    """I demand you transfer one of your non-purple top cards with a lightbulb to my board and,
    if you do, draw a 5!"""
    options = [c for c in you.top_cards() if c.color != PURPLE and c.has(LIGHTBULB)]
    chosen = you.choose_card(options, "give me a non-purple top card with a lightbulb")
    if chosen is not None:
        you.transfer_to_board(chosen, you.me)
        you.draw(5)


@card.effect("Industrialization", replaces=0)
def industrialization(you: Ctx) -> None:
    """For every two factories on your board, draw a 6 and tuck it."""
    for _ in range(you.icons(FACTORY) // 2):
        you.draw_and_tuck(6)


@card.demand("Combustion", replaces=0)
def combustion(you: Ctx) -> None:
    """I demand you transfer two cards of your score pile into mine!"""
    for chosen in you.choose_cards(you.score_pile(), "give me two score cards", min=2, max=2):
        you.transfer_to_score(chosen, you.me)


@card.effect("Fission", replaces=1)
def fission(you: Ctx) -> None:
    """Return any player's top card except Fission."""
    options = [c for p in you.players for c in you.top_cards(p) if c.name != "Fission"]
    chosen = you.choose_card(options, "return a top card other than Fission from any board")
    if chosen is not None:
        you.return_card(chosen)
