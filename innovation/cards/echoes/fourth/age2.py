"""Echoes of the Past, age 2 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age2.md.

Reused from the 3rd edition where the 4th-edition text does the same: Lever (echo and dogma),
Linguistics' echo, Crossbow's second effect, Horseshoes' demand, Glassblowing's first effect,
Scissors' first effect, Toothbrush's echo and splay.
"""

from ....engine.cards import YELLOW
from ....engine.ctx import Ctx
from ..third import card as third_card
from . import card
from .age1 import junk_deck_then_achieve

# --- blue -----------------------------------------------------------------------------------
card.reuse_echo(third_card, "Lever")  # draw a 2 twice
card.reuse(third_card, "Lever", 0)  # return any number; a card one higher per pair of a value
card.reuse_echo(third_card, "Linguistics")  # a 3, or a 4 foreshadowed


@card.effect("Linguistics")
def linguistics(you: Ctx) -> None:
    """If any board shows a bonus, draw a card whose value is one such bonus. If you do, and
    Linguistics was foreseen, junk each available achievement of that value."""
    shown = {v for q in you.players for v in you.bonuses(q)}
    value = you.choose_value(shown, "draw a card of the value of a bonus on any board")
    if value is None:
        return
    you.draw(value)
    if you.foreseen:
        while you.available_achievements((value,)):
            you.junk_achievement((value,))


# --- red ------------------------------------------------------------------------------------
@card.demand("Crossbow")
def crossbow_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile an expansion card from your hand!"""
    chosen = you.choose_card([c for c in you.hand() if c.expansion], "give an expansion card")
    if chosen:
        you.transfer_to_score(chosen, you.me)


card.reuse(third_card, "Crossbow", 1)  # a hand card onto another player's board


@card.echo("Horseshoes")
def horseshoes_echo(you: Ctx) -> None:
    """Draw a 2 or a 3, your choice, and foreshadow it."""
    value = you.choose_value((2, 3), "choose the value to draw and foreshadow")
    if value is not None:
        you.draw_and_foreshadow(value)


card.reuse(third_card, "Horseshoes", 0)  # a top card without castle or factory; draw and meld a 2


# --- green ----------------------------------------------------------------------------------
@card.echo("Glassblowing")
def glassblowing_echo(you: Ctx) -> None:
    """From your hand, score an expansion card."""
    chosen = you.choose_card([c for c in you.hand() if c.expansion], "score an expansion card")
    if chosen:
        you.score(chosen)


card.reuse(third_card, "Glassblowing", 0)  # draw and foreshadow three above the lowest non-green


@card.effect("Glassblowing")
def glassblowing_junk(you: Ctx) -> None:
    """Pick the 2 deck or the 3 deck and send every card in it to the junk."""
    if not you.deck_size(2) and not you.deck_size(3):
        return  # either answer junks nothing: no question
    age = you.choose_value((2, 3), "choose the deck to junk: the 2s or the 3s")
    if age is not None:
        you.junk_deck(age)


@card.echo("Scissors")
def scissors_echo(you: Ctx) -> None:
    """Score the card at the bottom of your yellow pile."""
    bottom = you.bottom(YELLOW)
    if bottom is not None:
        you.score(bottom)


card.reuse(third_card, "Scissors", 0)  # up to two hand cards, each melded or scored


@card.effect("Scissors")
def scissors_paper(you: Ctx) -> None:
    """Should Paper be a top card on the board of any player, score it."""
    for q in you.players:
        for c in you.top_cards(q):
            if c.name == "Paper" and not c.expansion:
                you.score(c)
                return


# --- yellow ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "Toothbrush")  # tuck every hand card of one value
card.reuse(third_card, "Toothbrush", 0)  # you may splay a colour left


@card.effect("Toothbrush")
def toothbrush_junk(you: Ctx) -> None:
    """You may send the whole 2 deck to the junk. If you do, and you are eligible for it,
    achieve the junk's highest card."""
    junk_deck_then_achieve(you, 2)


@card.effect("Watermill")
def watermill_draw(you: Ctx) -> None:
    """If your board shows a bonus, draw a card whose value is one of your bonuses."""
    value = you.choose_value(you.bonuses(), "draw a card of the value of one of your bonuses")
    if value is not None:
        you.draw(value)


@card.effect("Watermill")
def watermill_tuck(you: Ctx) -> None:
    """From your hand, tuck one card. If Watermill was foreseen, tuck every card of the deck whose
    value is the tucked card's."""
    chosen = you.choose_card(you.hand(), "tuck a card from your hand")
    if chosen is None:
        return
    you.tuck(chosen)
    if you.foreseen:
        cards = you.deck_cards(chosen.age)
        for c in cards:  # face up as they go: everyone sees them before you order them
            you.reveal(c)
        you.tuck_all(cards)


# --- purple ---------------------------------------------------------------------------------
@card.effect("Chaturanga")
def chaturanga_meld(you: Ctx) -> None:
    """Meld one card from your hand. Draw a card of the melded card's value and foreshadow it."""
    chosen = you.choose_card(you.hand(), "meld a card from your hand")
    if chosen:
        you.meld(chosen)
    you.draw_and_foreshadow(you.value(chosen))


@card.effect("Chaturanga")
def chaturanga_foreseen(you: Ctx) -> None:
    """If Chaturanga was foreseen, draw a card whose value is the number of colours on your
    board and foreshadow it."""
    if you.foreseen:
        you.draw_and_foreshadow(len(you.colors()))


@card.effect("Pagoda")
def pagoda(you: Ctx) -> None:
    """Draw a 3 and foreshadow it. You may tuck from your hand another card of its colour.
    Having done so, meld the drawn card and, if Pagoda was foreseen, meld every card of that
    colour from the other boards too."""
    drawn = you.draw_and_foreshadow(3)
    same = [c for c in you.hand() if c.color == drawn.color and c is not drawn]
    chosen = you.choose_card(same, "tuck a card of the drawn card's colour", may=True)
    if chosen is None:
        return
    you.tuck(chosen)
    you.meld(drawn)
    if you.foreseen:
        color = drawn.color
        you.all_cards(
            lambda: [c for q in you.others() for c in you.pile(color, q)],
            you.meld,
            "choose the next card of that colour to meld (the last ends on top)",
        )
