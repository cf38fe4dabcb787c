"""Age 2: Classical. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect."""

from ...engine.cards import GREEN, LEAF, LEFT, RED
from ...engine.ctx import Ctx
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Calendar")
def calendar(you: Ctx) -> None:
    """When your score pile holds more cards than your hand does, draw two 3s."""
    if len(you.score_pile()) > len(you.hand()):
        you.draw(3)
        you.draw(3)


@card.effect("Mathematics")
def mathematics(you: Ctx) -> None:
    """You may send a card from your hand back to its age pile. If you did, draw a card whose
    value is one more than the card sent back, and meld it."""
    chosen = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if chosen:
        you.return_card(chosen)
        you.draw_and_meld(chosen.age + 1)


# --- red ------------------------------------------------------------------------------------
@card.demand("Construction")
def construction_demand(you: Ctx) -> None:
    """I demand you move two cards of your choice from your hand into my hand! Then draw a 2!"""
    given = you.choose_cards(you.hand(), "give two cards from your hand", min=2, max=2)
    for c in given:
        you.transfer_to_hand(c, you.me)
    you.draw(2)


@card.effect("Construction")
def construction_empire(you: Ctx) -> None:
    """Claim the Empire achievement if no other player has all five colours on the board and
    you do."""
    if len(you.colors()) != 5:
        return
    if any(len(you.colors(q)) == 5 for q in you.others()):
        return
    you.achieve_special("Empire")


@card.effect("Road Building")
def road_building(you: Ctx) -> None:
    """Meld a card from your hand, or two. Only if you melded two, you may move your top red card
    onto another player's board; if you moved it, move that player's top green card onto your
    board."""
    melded = you.choose_cards(you.hand(), "meld one or two cards", min=1, max=2)
    for c in melded:
        you.meld(c)
    if len(melded) < 2:
        return
    red = you.top(RED)
    if red is None:
        return
    other = you.choose_player(
        you.others(), f"you may give your top red card ({red.name}) to another player", may=True
    )
    if other is None:
        return
    you.transfer_to_board(red, other)
    green = you.top(GREEN, other)
    if green is not None:
        you.transfer_to_board(green, you.player)


# --- green ----------------------------------------------------------------------------------
@card.effect("Currency")
def currency(you: Ctx) -> None:
    """You may send any number of cards from your hand back to their age piles. For each
    distinct value among the cards sent back, draw a 2 and score it."""
    chosen = you.choose_cards(you.hand(), "return any number of cards from your hand")
    if not chosen:
        return
    you.return_cards(chosen)
    for _ in range(len({c.age for c in chosen})):
        you.draw_and_score(2)


@card.demand("Mapmaking")
def mapmaking_demand(you: Ctx) -> None:
    """I demand you move a 1 from your score pile into mine, if you have one there!"""
    ones = [c for c in you.score_pile() if c.age == 1]
    chosen = you.choose_card(ones, "give a 1 from your score pile")
    if chosen:
        you.transfer_to_score(chosen, you.me)
        you.memory["mapmaking_transferred"] = True


@card.effect("Mapmaking")
def mapmaking_reward(you: Ctx) -> None:
    """Provided the demand moved at least one card, draw a 1 and score it."""
    if you.memory.get("mapmaking_transferred"):
        you.draw_and_score(1)


# --- yellow ---------------------------------------------------------------------------------
@card.effect("Canal Building")
def canal_building(you: Ctx) -> None:
    """You may swap every card of the top value in your hand for every card of the top value in
    your score pile."""
    from_hand = you.highest(you.hand())
    from_score = you.highest(you.score_pile())
    if not from_hand and not from_score:
        return
    if not you.may("exchange your highest cards in hand with your highest scored cards?"):
        return
    you.exchange(from_hand, ("score", you.player), from_score, ("hand", you.player))


@card.effect("Fermenting")
def fermenting(you: Ctx) -> None:
    """Count the colours of your board that show at least one leaf; draw that many 2s."""
    leafy = [c for c in you.colors() if you.pile_icons(c, LEAF) > 0]
    for _ in leafy:
        you.draw(2)


# --- purple ---------------------------------------------------------------------------------
@card.demand("Monotheism")
def monotheism_demand(you: Ctx) -> None:
    """I demand you move into my score pile one of your top cards whose colour appears nowhere
    on my board! If you moved one, draw a 1 and tuck it!"""
    mine = set(you.colors(you.me))
    allowed = [c for c in you.top_cards() if c.color not in mine]
    chosen = you.choose_card(allowed, "give a top card of a colour not on my board")
    if chosen:
        you.transfer_to_score(chosen, you.me)
        you.draw_and_tuck(1)


@card.effect("Monotheism")
def monotheism_tuck(you: Ctx) -> None:
    """Draw a 1 and tuck it."""
    you.draw_and_tuck(1)


@card.effect("Philosophy")
def philosophy_splay(you: Ctx) -> None:
    """You may pick one colour on your board and splay it left."""
    splayable = [c for c in you.colors() if len(you.pile(c)) > 1 and you.splay_direction(c) != LEFT]
    color = you.choose_color(splayable, "you may splay one colour left", may=True)
    if color is not None:
        you.splay(color, LEFT)


@card.effect("Philosophy")
def philosophy_score(you: Ctx) -> None:
    """You may put a card from your hand into your score pile."""
    chosen = you.choose_card(you.hand(), "you may score a card from your hand", may=True)
    if chosen:
        you.score(chosen)
