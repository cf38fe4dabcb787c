"""The nine cards the 1st edition (Iello) words differently from the 3rd.

Each function replaces one printed effect of the 3rd-edition card (`replaces=` is its index);
the card's other effects are the 3rd edition's. Rulings: docs/rulings/first-edition.md.
"""

from ...engine.cards import CASTLE, CROWN, FACTORY, LEAF, LIGHTBULB, PURPLE, RIGHT
from ...engine.ctx import Ctx
from . import card


@card.demand("Oars", replaces=0)
def oars(you: Ctx) -> None:
    """Demand: the victim hands one crown-bearing card of their hand to the attacker, who puts
    it into their score pile; a victim who handed one over then takes a 1. Made only once (this
    wording has no repeat)."""
    crowned = [c for c in you.hand() if c.has(CROWN)]
    chosen = you.choose_card(crowned, "give a card with a crown")
    if chosen is not None:
        you.transfer_to_score(chosen, you.me)
        you.memory["oars_transferred"] = True  # read by the inherited second effect
        you.draw(1)


@card.effect("Fermenting", replaces=0)
def fermenting(you: Ctx) -> None:
    """Count the leaves showing on your board, halve the count (dropping any odd one) and take
    that many 2s."""
    for _ in range(you.icons(LEAF) // 2):
        you.draw(2)


@card.demand("Feudalism", replaces=0)
def feudalism(you: Ctx) -> None:
    """Demand: the victim passes one castle-bearing card of their hand into the attacker's
    hand (their splays are left alone)."""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "give me a card with a castle")
    if chosen is not None:
        you.transfer_to_hand(chosen, you.me)


@card.effect("Measurement", replaces=0)
def measurement(you: Ctx) -> None:
    """You may put one card of your hand back under its age pile. Having done so, name any
    colour: spread that pile of yours to the right, and take a card of the age equal to how
    many cards of that colour lie on your board."""
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
    """Demand: the victim takes one card of the top value from their score pile into their
    hand; if that left them holding a single card, the demand is made again."""
    while True:
        highest = you.choose_card(you.highest(you.score_pile()), "take your highest score card")
        if highest is None:
            return
        you.transfer_to_hand(highest, you.player)
        if len(you.hand()) != 1:
            return


@card.demand("Societies", replaces=0)
def societies(you: Ctx) -> None:
    """Demand: the victim moves one of their top cards that shows a lightbulb and is not purple
    onto the attacker's board (whatever its value); a victim who moved one then takes a 5."""
    options = [c for c in you.top_cards() if c.color != PURPLE and c.has(LIGHTBULB)]
    chosen = you.choose_card(options, "give me a non-purple top card with a lightbulb")
    if chosen is not None:
        you.transfer_to_board(chosen, you.me)
        you.draw(5)


@card.effect("Industrialization", replaces=0)
def industrialization(you: Ctx) -> None:
    """Count the factories showing on your board now and halve it (odd one dropped); that many
    times, take a 6 and slide it under its colour's pile."""
    for _ in range(you.icons(FACTORY) // 2):
        you.draw_and_tuck(6)


@card.demand("Combustion", replaces=0)
def combustion(you: Ctx) -> None:
    """Demand: the victim picks two cards of their score pile (all of them if fewer) and moves
    them into the attacker's score pile."""
    for chosen in you.choose_cards(you.score_pile(), "give me two score cards", min=2, max=2):
        you.transfer_to_score(chosen, you.me)


@card.effect("Fission", replaces=1)
def fission(you: Ctx) -> None:
    """Send one top card of anyone's board (yours too), Fission excepted, back under its age
    pile. Nothing is drawn afterwards in this wording."""
    options = [c for p in you.players for c in you.top_cards(p) if c.name != "Fission"]
    chosen = you.choose_card(options, "return a top card other than Fission from any board")
    if chosen is not None:
        you.return_card(chosen)
