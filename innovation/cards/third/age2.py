"""Age 2: Classical. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect."""

from ...engine.cards import GREEN, LEAF, LEFT, RED
from ...engine.ctx import Ctx
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Calendar")
def calendar(you: Ctx) -> None:
    """If your score pile has more cards than your hand, draw two 3s."""
    if len(you.score_pile()) > len(you.hand()):
        you.draw(3)
        you.draw(3)


@card.effect("Mathematics")
def mathematics(you: Ctx) -> None:
    """You may return one of your hand cards. If you do, draw a card one higher than it and meld
    it."""
    chosen = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if chosen:
        you.return_card(chosen)
        you.draw_and_meld(chosen.age + 1)


# --- red ------------------------------------------------------------------------------------
@card.demand("Construction")
def construction_demand(you: Ctx) -> None:
    """I demand you pick two cards of your hand and transfer them to my hand, then draw a 2!"""
    given = you.choose_cards(you.hand(), "give two cards from your hand", min=2, max=2)
    for c in given:
        you.transfer_to_hand(c, you.me)
    you.draw(2)


@card.effect("Construction")
def construction_empire(you: Ctx) -> None:
    """If you have all five colours on your board and no other player does, claim Empire."""
    if len(you.colors()) != 5:
        return
    if any(len(you.colors(q)) == 5 for q in you.others()):
        return
    you.achieve_special("Empire")


@card.effect("Road Building")
def road_building(you: Ctx) -> None:
    """Meld a card from your hand, or two. After two melds, you may transfer your top red card
    to the board of another player and, if you do, their top green card to yours."""
    melded = you.choose_cards(you.hand(), "meld one or two cards", min=1, max=2)
    for c in melded:
        you.meld(c)
    if len(melded) < 2:
        return
    red = you.top(RED)
    if red is None:
        return
    other = you.choose_player(
        you.others(),
        "you may give your top red card ({card}) to another player",
        may=True,
        params={"card": red.name},
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
    """You may return cards from your hand, as many as you like. If you do, draw a 2 and score
    it for each distinct value among them."""
    chosen = you.choose_cards(you.hand(), "return any number of cards from your hand")
    if not chosen:
        return
    you.return_cards(chosen)
    for _ in range(len({c.age for c in chosen})):
        you.draw_and_score(2)


@card.demand("Mapmaking")
def mapmaking_demand(you: Ctx) -> None:
    """I demand you transfer one of your score cards of value 1 to my score pile!"""
    ones = [c for c in you.score_pile() if c.age == 1]
    chosen = you.choose_card(ones, "give a 1 from your score pile")
    if chosen:
        you.transfer_to_score(chosen, you.me)
        you.memory["mapmaking_transferred"] = True


@card.effect("Mapmaking")
def mapmaking_reward(you: Ctx) -> None:
    """If the demand transferred any card, draw a 1 and score it."""
    if you.memory.get("mapmaking_transferred"):
        you.draw_and_score(1)


# --- yellow ---------------------------------------------------------------------------------
@card.effect("Canal Building")
def canal_building(you: Ctx) -> None:
    """You may exchange the cards of the highest value in your hand with those of the highest
    value in your score pile."""
    from_hand = you.highest(you.hand())
    from_score = you.highest(you.score_pile())
    if not from_hand and not from_score:
        return
    if not you.may("exchange your highest cards in hand with your highest scored cards?"):
        return
    you.exchange(from_hand, ("score", you.player), from_score, ("hand", you.player))


@card.effect("Fermenting")
def fermenting(you: Ctx) -> None:
    """For each colour of your board showing a leaf, draw a 2."""
    leafy = [c for c in you.colors() if you.pile_icons(c, LEAF) > 0]
    for _ in leafy:
        you.draw(2)


# --- purple ---------------------------------------------------------------------------------
@card.demand("Monotheism")
def monotheism_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile one of your top cards whose colour is not on my
    board! If you do, draw a 1 and tuck it!"""
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
    """You may splay one of your colours left."""
    splayable = [c for c in you.colors() if len(you.pile(c)) > 1 and you.splay_direction(c) != LEFT]
    color = you.choose_color(splayable, "you may splay one colour left", may=True)
    if color is not None:
        you.splay(color, LEFT)


@card.effect("Philosophy")
def philosophy_score(you: Ctx) -> None:
    """You may pick a card from your hand and score it."""
    chosen = you.choose_card(you.hand(), "you may score a card from your hand", may=True)
    if chosen:
        you.score(chosen)
