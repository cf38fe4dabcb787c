"""Age 1: Prehistory. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect. Rulings: docs/rulings/age1.md."""

from ...engine.cards import CASTLE, CROWN, LEFT
from ...engine.ctx import Ctx
from ...engine.wording import N_
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Pottery")
def pottery_return_and_score(you: Ctx) -> None:
    """You may return from one to three of your hand cards. If you do, draw a card whose value
    is how many you returned and score it."""
    chosen = you.choose_cards(you.hand(), "return up to three cards", max=3)
    if chosen:
        you.return_cards(chosen)
        you.draw_and_score(len(chosen))


@card.effect("Pottery")
def pottery_draw(you: Ctx) -> None:
    """Draw one 1."""
    you.draw(1)


@card.effect("Tools")
def tools_three_for_a_three(you: Ctx) -> None:
    """You may return three cards from your hand (all of them if you hold fewer). If you
    returned three, draw a 3 and meld it."""
    hand = you.hand()
    if not hand:
        return
    if len(hand) >= 3:
        prompt = N_("return three cards from your hand to draw and meld a 3?")
    else:  # "do as much as you can": the whole hand may go back, but it earns no 3
        prompt = N_("return every card of your hand ({count})? (fewer than three: no 3 is drawn)")
    if not you.may(prompt, params={"count": len(hand)}):
        return
    chosen = you.choose_cards(
        hand, "choose the three cards to return", min=min(3, len(hand)), max=3
    )
    you.return_cards(chosen)
    if len(chosen) == 3:
        you.draw_and_meld(3)


@card.effect("Tools")
def tools_a_three_for_three(you: Ctx) -> None:
    """You may return a 3 that you hold and, if you do, draw three 1s."""
    threes = [c for c in you.hand() if c.age == 3]
    chosen = you.choose_card(threes, "you may return a 3 to draw three 1s", may=True)
    if chosen:
        you.return_card(chosen)
        for _ in range(3):
            you.draw(1)


@card.effect("Writing")
def writing(you: Ctx) -> None:
    """Draw one 2."""
    you.draw(2)


# --- red ------------------------------------------------------------------------------------
@card.demand("Archery")
def archery(you: Ctx) -> None:
    """I demand you draw a 1 and transfer your highest hand card to my hand!"""
    you.draw(1)
    highest = you.choose_card(you.highest(you.hand()), "give your highest card")
    if highest:
        you.transfer_to_hand(highest, you.me)


@card.effect("Metalworking")
def metalworking(you: Ctx) -> None:
    """Draw a 1 and reveal it. Score it and repeat this effect if it shows a castle; if not, it
    stays in your hand."""
    while True:
        drawn = you.draw_and_reveal(1)
        if not drawn.has(CASTLE):
            return
        you.score(drawn)


@card.demand("Oars")
def oars_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile a card with a crown from your hand! If you do,
    draw a 1, then repeat this demand!"""
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
    """If the demand transferred no card, draw a 1."""
    if not you.memory.get("oars_transferred"):
        you.draw(1)


# --- green ----------------------------------------------------------------------------------
@card.effect("Clothing")
def clothing_meld_new_color(you: Ctx) -> None:
    """From your hand, meld a card of a colour missing from your board."""
    present = set(you.colors())
    new = [c for c in you.hand() if c.color not in present]
    chosen = you.choose_card(new, "meld a card of a colour not on your board")
    if chosen:
        you.meld(chosen)


@card.effect("Clothing")
def clothing_score_unique_colors(you: Ctx) -> None:
    """For each colour on your board that no opponent's board has, draw a 1 and score it."""
    theirs = {color for q in you.opponents() for color in you.colors(q)}
    for color in you.colors():
        if color not in theirs:
            you.draw_and_score(1)


@card.effect("Sailing")
def sailing(you: Ctx) -> None:
    """Draw a 1 and meld it."""
    you.draw_and_meld(1)


@card.effect("The Wheel")
def the_wheel(you: Ctx) -> None:
    """Draw a 1 twice."""
    you.draw(1)
    you.draw(1)


# --- yellow ---------------------------------------------------------------------------------
@card.effect("Agriculture")
def agriculture(you: Ctx) -> None:
    """You may return one of your hand cards. If you do, draw a card one higher than it and
    score it."""
    chosen = you.choose_card(you.hand(), "you may return a card", may=True)
    if chosen:
        you.return_card(chosen)
        you.draw_and_score(chosen.age + 1)


@card.effect("Domestication")
def domestication(you: Ctx) -> None:
    """From your hand, meld one of your lowest cards; then draw a 1."""
    lowest = you.choose_card(you.lowest(you.hand()), "meld your lowest card")
    if lowest:
        you.meld(lowest)
    you.draw(1)


@card.effect("Masonry")
def masonry(you: Ctx) -> None:
    """You may meld cards with a castle from your hand, as many as you like. If you meld four or
    more, claim Monument."""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    melded = you.choose_cards(castles, "meld a card with a castle")
    for c in melded:
        you.meld(c)
    if len(melded) >= 4:
        you.achieve_special("Monument")


# --- purple ---------------------------------------------------------------------------------
@card.demand("City States")
def city_states(you: Ctx) -> None:
    """I demand you transfer one of your top cards with a castle to my board if your board shows
    four or more castles! Having done so, draw a 1!"""
    if you.icons(CASTLE) < 4:
        return
    castles = [c for c in you.top_cards() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "give a top card with a castle")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw(1)


@card.effect("Code of Laws")
def code_of_laws(you: Ctx) -> None:
    """You may tuck a card from your hand whose colour is already on your board. If you do, you
    may splay your pile of that colour left."""
    present = set(you.colors())
    matching = [c for c in you.hand() if c.color in present]
    chosen = you.choose_card(matching, "you may tuck a card of a colour on your board", may=True)
    if chosen:
        you.tuck(chosen)
        you.may_splay(
            chosen.color,
            LEFT,
            "splay your {color} cards left?",
            params={"color": chosen.color_name},
        )


@card.effect("Mysticism")
def mysticism(you: Ctx) -> None:
    """Draw a 1 and reveal it. If its colour is on your board, meld it and draw another 1."""
    drawn = you.draw_and_reveal(1)
    if drawn.color in you.colors():
        you.meld(drawn)
        you.draw(1)
