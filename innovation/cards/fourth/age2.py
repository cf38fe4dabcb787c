"""Age 2 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age2.md.

Reused from the 3rd edition, where its function already does exactly what the 4th-edition
text says under the 4th-edition rules: Calendar, Mathematics, Construction, Currency,
Mapmaking, Fermenting's first effect, Monotheism, Philosophy. New here: Road Building (it now
*melds* the other player's green card), Canal Building (the junk option) and Fermenting's
second effect.
"""

from ...engine.cards import GREEN, RED
from ...engine.ctx import Ctx
from ...engine.wording import N_
from ..third import card as third
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third, "Calendar")
card.reuse(third, "Mathematics")

# --- red ------------------------------------------------------------------------------------
# Empire by the card: "the only player with five top cards", claimed when the effect runs (the
# card itself routes to the achievement; only the condition-based claim waits for the end of
# the action).
card.reuse(third, "Construction")


@card.effect("Road Building")
def road_building(you: Ctx) -> None:
    """Meld one card from your hand, or two. Only after melding two, you may move your top
    red card onto another player's board; if you move it, take that player's top green card
    and meld it onto your own board."""
    melded = you.choose_cards(you.hand(), "meld one or two cards from your hand", min=1, max=2)
    for c in melded:
        you.meld(c)
    if len(melded) < 2:
        return
    red = you.top(RED)
    if red is None:
        return
    other = you.choose_player(
        you.others(),
        "you may move your top red card ({card}) to another board",
        may=True,
        params={"card": red.name},
    )
    if other is None:
        return
    you.transfer_to_board(red, other)
    green = you.top(GREEN, other)
    if green is not None:
        you.meld(green)


# --- green ----------------------------------------------------------------------------------
card.reuse(third, "Currency")  # returning nothing is not "doing": no 2 is scored
card.reuse(third, "Mapmaking")

# --- yellow ---------------------------------------------------------------------------------
CANAL_EXCHANGE = N_("exchange highest cards")
CANAL_JUNK = N_("junk the 3 deck")
CANAL_NEITHER = N_("neither")


@card.effect("Canal Building")
def canal_building(you: Ctx) -> None:
    """You may do one of two things, or neither: swap every card of the top value in your
    hand for every card of the top value in your score pile, or send every card left in the 3
    pile to the junk."""
    from_hand = you.highest(you.hand())
    from_score = you.highest(you.score_pile())
    choices = []
    if from_hand or from_score:
        choices.append(CANAL_EXCHANGE)
    if you.deck_size(3):
        choices.append(CANAL_JUNK)
    if not choices:
        return
    choice = you.choose_option(
        [*choices, CANAL_NEITHER], "you may exchange your highest cards or junk the 3 deck"
    )
    if choice == CANAL_EXCHANGE:
        # one swap of two groups fixed when it starts (an exchange, not "all cards" one by one)
        you.exchange(from_hand, ("score", you.player), from_score, ("hand", you.player))
    elif choice == CANAL_JUNK:
        you.junk_deck(3)


card.reuse(third, "Fermenting")  # one draw of a 2 per colour showing a leaf


@card.effect("Fermenting")
def fermenting_tuck_or_junk(you: Ctx) -> None:
    """You may tuck one of the green cards in your hand. If you tuck none, every card left in
    the 2 pile goes to the junk, and so does Fermenting when it lies on top of a pile on anyone's
    board."""
    greens = [c for c in you.hand() if c.color == GREEN]
    green = you.choose_card(
        greens,
        "you may tuck a green card from your hand (if you pass, the 2 pile is junked, and so is"
        " Fermenting if it lies on top of a pile)",
        may=True,
    )
    if green is not None:
        you.tuck(green)
        return
    you.junk_deck(2)
    fermenting = you.game.edition.card("Fermenting")
    place, owner = you.where(fermenting)
    if place == "board" and you.top(fermenting.color, owner) is fermenting:
        you.junk(fermenting)


# --- purple ---------------------------------------------------------------------------------
card.reuse(third, "Monotheism")  # "a colour different from every card on my board"
card.reuse(third, "Philosophy")
