"""Age 1: Prehistory. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect. Rulings: docs/rulings/age1.md."""

from ...engine.cards import CASTLE, CROWN, LEFT
from ...engine.ctx import Ctx
from ...engine.wording import plural
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Pottery")
def pottery_return_and_score(you: Ctx) -> None:
    """Optionally put between one and three cards from your hand back under their age piles.
    When at least one went back, take a card whose age equals how many went back and put it
    straight into your score pile."""
    chosen = you.choose_cards(you.hand(), "return up to three cards", max=3)
    if chosen:
        you.return_cards(chosen)
        you.draw_and_score(len(chosen))


@card.effect("Pottery")
def pottery_draw(you: Ctx) -> None:
    """Take one card from the age-1 pile into your hand."""
    you.draw(1)


@card.effect("Tools")
def tools_three_for_a_three(you: Ctx) -> None:
    """Optionally send three of your hand cards back to the age piles; having sent back
    three, take a 3 and put it onto your board. (Holding fewer than three, you may send back
    all of them, which earns no 3.)"""
    hand = you.hand()
    if not hand:
        return
    if len(hand) >= 3:
        prompt = "return three cards from your hand to draw and meld a 3?"
    else:  # "do as much as you can": the whole hand may go back, but it earns no 3
        prompt = f"return your {plural(len(hand), 'card')}? (fewer than three: no 3 is drawn)"
    if not you.may(prompt):
        return
    chosen = you.choose_cards(
        hand, "choose the three cards to return", min=min(3, len(hand)), max=3
    )
    you.return_cards(chosen)
    if len(chosen) == 3:
        you.draw_and_meld(3)


@card.effect("Tools")
def tools_a_three_for_three(you: Ctx) -> None:
    """Optionally send one age-3 card from your hand back to its pile; if one went back, take
    three cards from the age-1 pile."""
    threes = [c for c in you.hand() if c.age == 3]
    chosen = you.choose_card(threes, "you may return a 3 to draw three 1s", may=True)
    if chosen:
        you.return_card(chosen)
        for _ in range(3):
            you.draw(1)


@card.effect("Writing")
def writing(you: Ctx) -> None:
    """Take one card from the age-2 pile into your hand."""
    you.draw(2)


# --- red ------------------------------------------------------------------------------------
@card.demand("Archery")
def archery(you: Ctx) -> None:
    """Demand: the victim takes a 1 into their hand, and then hands over to the attacker
    whichever card in their hand has the greatest age."""
    you.draw(1)
    highest = you.choose_card(you.highest(you.hand()), "give your highest card")
    if highest:
        you.transfer_to_hand(highest, you.me)


@card.effect("Metalworking")
def metalworking(you: Ctx) -> None:
    """Take a 1 and show it to everyone. A card bearing a castle goes to your score pile and
    the whole effect starts over; the first card without one stays in your hand."""
    while True:
        drawn = you.draw_and_reveal(1)
        if not drawn.has(CASTLE):
            return
        you.score(drawn)


@card.demand("Oars")
def oars_demand(you: Ctx) -> None:
    """Demand: the victim gives the attacker, into the attacker's score pile, one hand card
    that shows a crown; each time one is given, the victim takes a 1 and the demand is made
    again, until no crowned card is left in their hand."""
    while True:
        crowned = [c for c in you.hand() if c.has(CROWN)]
        chosen = you.choose_card(crowned, "give a card with a crown")
        if chosen is None:
            return
        you.transfer_to_score(chosen, you.me)
        you.memory["oars_transferred"] = True
        you.draw(1)


@card.effect("Oars")
def oars_no_transfer(you: Ctx) -> None:
    """When the demand above took no card from anyone during this action, take a 1."""
    if not you.memory.get("oars_transferred"):
        you.draw(1)


# --- green ----------------------------------------------------------------------------------
@card.effect("Clothing")
def clothing_meld_new_color(you: Ctx) -> None:
    """Put onto your board one hand card whose colour none of your piles has yet."""
    present = set(you.colors())
    new = [c for c in you.hand() if c.color not in present]
    chosen = you.choose_card(new, "meld a card of a colour not on your board")
    if chosen:
        you.meld(chosen)


@card.effect("Clothing")
def clothing_score_unique_colors(you: Ctx) -> None:
    """Count the colours you have on your board that are missing from every opponent's board
    (team-mates do not count); that many times, take a 1 and put it into your score pile."""
    theirs = {color for q in you.opponents() for color in you.colors(q)}
    for color in you.colors():
        if color not in theirs:
            you.draw_and_score(1)


@card.effect("Sailing")
def sailing(you: Ctx) -> None:
    """Take a 1 and put it onto your board."""
    you.draw_and_meld(1)


@card.effect("The Wheel")
def the_wheel(you: Ctx) -> None:
    """Take two cards, one after the other, from the age-1 pile."""
    you.draw(1)
    you.draw(1)


# --- yellow ---------------------------------------------------------------------------------
@card.effect("Agriculture")
def agriculture(you: Ctx) -> None:
    """Optionally send one hand card back to its age pile; if you did, take a card one age
    above the one sent back and put it into your score pile."""
    chosen = you.choose_card(you.hand(), "you may return a card", may=True)
    if chosen:
        you.return_card(chosen)
        you.draw_and_score(chosen.age + 1)


@card.effect("Domestication")
def domestication(you: Ctx) -> None:
    """Put onto your board a hand card of the smallest age you hold. Then take a 1."""
    lowest = you.choose_card(you.lowest(you.hand()), "meld your lowest card")
    if lowest:
        you.meld(lowest)
    you.draw(1)


@card.effect("Masonry")
def masonry(you: Ctx) -> None:
    """Put onto your board as many of your castle-bearing hand cards as you like (possibly
    none). Four or more placed this way earn you the Monument, if nobody holds it yet."""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    melded = you.choose_cards(castles, "meld a card with a castle")
    for c in melded:
        you.meld(c)
    if len(melded) >= 4:
        you.achieve_special("Monument")


# --- purple ---------------------------------------------------------------------------------
@card.demand("City States")
def city_states(you: Ctx) -> None:
    """Demand: a victim whose own board shows at least four castles moves one of their top
    cards that bears a castle onto the attacker's board, and then takes a 1."""
    if you.icons(CASTLE) < 4:
        return
    castles = [c for c in you.top_cards() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "give a top card with a castle")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw(1)


@card.effect("Code of Laws")
def code_of_laws(you: Ctx) -> None:
    """Optionally slip under its pile a hand card of a colour your board already has; if you
    did, you may then fan that colour to the left."""
    present = set(you.colors())
    matching = [c for c in you.hand() if c.color in present]
    chosen = you.choose_card(matching, "you may tuck a card of a colour on your board", may=True)
    if chosen:
        you.tuck(chosen)
        you.may_splay(chosen.color, LEFT, f"splay your {chosen.color_name} cards left?")


@card.effect("Mysticism")
def mysticism(you: Ctx) -> None:
    """Take a 1 and show it. If one of your piles already has its colour, put it onto your
    board and take another 1."""
    drawn = you.draw_and_reveal(1)
    if drawn.color in you.colors():
        you.meld(drawn)
        you.draw(1)
