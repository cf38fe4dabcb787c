"""Echoes of the Past, age 7 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age7.md.

Reused from the 3rd edition where its function already does what the 4th-edition text says
(Photography's echo and demand, Machine Gun's echo and return, Rubber's echo, score and splay,
Telegraph's splay, Elevator's echo, Fertilizer's return, Ice Cream's echo and demand,
Saxophone). New here: everything that reads "foreseen", the junk, Typewriter's climbing draws,
Jeans, Telegraph's "another player", Elevator's scoring and Fertilizer's hand-sized draw.
"""

from ....engine.cards import BLUE, COLORS, UNSPLAYED, UP
from ....engine.ctx import Ctx
from ....engine.wording import N_
from ..third import card as third_card
from ..third.age7 import ELEVATOR_HANDS, ELEVATOR_SCORE_PILES, TELEGRAPH_COLOUR
from . import card
from .age1 import junk_card_of_value, junk_deck_then_achieve

JEANS_JUNK = N_("transfer a card of which value from the junk to your hand?")
JUNK_PROMPT = N_("junk an available achievement: choose its age")
TELEGRAPH_PLAYER = N_("you may choose another player whose splay to copy")


# --- blue -----------------------------------------------------------------------------------
card.reuse_echo(third_card, "Photography")  # meld a card from your forecast
card.reuse(third_card, "Photography", 0)  # one of your highest top cards into your hand


@card.effect("Photography")
def photography_history(you: Ctx) -> None:
    """Claim History if one of your colours shows three or more echo effects; having claimed
    it, you win if Photography was foreseen."""
    shows = any(len(you.echo_cards(color)) >= 3 for color in you.colors())
    if shows and you.achieve_special("History") and you.foreseen:
        you.win()


@card.effect("Typewriter")
def typewriter(you: Ctx) -> None:
    """Return every card in your hand. Draw one 6. For each colour among the returned cards,
    draw a card whose value is one more than your highest hand card."""
    returned = you.hand()
    colours = {c.color for c in returned}
    you.return_cards(returned)
    you.draw(6)
    for _ in colours:
        you.draw(max(c.age for c in you.hand()) + 1)


# --- red ------------------------------------------------------------------------------------
card.reuse_echo(third_card, "Machine Gun")  # five top cards: draw and score a 7


@card.demand("Machine Gun")
def machine_gun_demand(you: Ctx) -> None:
    """I demand you transfer each of your top cards that has a bonus to my score pile! If any
    card moved, junk four available achievements and draw a 7!"""
    given = [c for c in you.top_cards() if c.bonus]
    for c in given:
        you.transfer_to_score(c, you.me)
    if given:
        for _ in range(4):
            you.junk_achievement(you.available_achievements(), JUNK_PROMPT)
        you.draw(7)


card.reuse(third_card, "Machine Gun", 1)  # return your non-red top cards

card.reuse_echo(third_card, "Rubber")  # two 8s drawn and tucked
card.reuse(third_card, "Rubber", 0, 1)  # score a top card without a bonus; splay red up


@card.effect("Rubber")
def rubber_foreseen(you: Ctx) -> None:
    """If Rubber was foreseen, foreshadow one of your top cards."""
    if not you.foreseen or not you.can_foreshadow():
        return  # a full forecast takes nothing: no question (age7.md)
    chosen = you.choose_card(you.top_cards(), "foreshadow one of your top cards")
    if chosen:
        you.foreshadow(chosen)


# --- green ----------------------------------------------------------------------------------
@card.echo("Jeans")
def jeans_echo(you: Ctx) -> None:
    """Draw two 8s, return one of them and foreshadow the other."""
    drawn = [you.draw(8), you.draw(8)]
    back = you.choose_card(drawn, "return one of the two 8s (the other is foreshadowed)")
    assert back is not None
    you.return_card(back)
    for c in drawn:
        if c is not back:
            you.foreshadow(c)  # a full forecast: it stays in the hand


@card.effect("Jeans")
def jeans_draw(you: Ctx) -> None:
    """Draw two cards of your top blue card's value and reveal them. Meld one of the two and
    return the other."""
    value = you.value(you.top(BLUE))  # no blue card: value 0, so two 1s
    drawn = [you.draw_and_reveal(value), you.draw_and_reveal(value)]
    melded = you.choose_card(drawn, "meld one of the revealed cards (the other is returned)")
    assert melded is not None
    you.meld(melded)
    you.return_cards([c for c in drawn if c is not melded])


@card.effect("Jeans")
def jeans_junk_deck(you: Ctx) -> None:
    """Pick the 7 deck or the 8 deck and junk every card in it."""
    if not you.deck_size(7) and not you.deck_size(8):
        return  # either answer junks nothing: no question
    age = you.choose_value((7, 8), "choose the deck to junk: the 7s or the 8s")
    if age is not None:
        you.junk_deck(age)


@card.effect("Jeans")
def jeans_foreseen(you: Ctx) -> None:
    """If Jeans was foreseen, transfer a card with a value from the junk to your hand."""
    if not you.foreseen:
        return
    value = you.choose_value({c.age for c in you.junk_cards()}, JEANS_JUNK)
    if value is None:
        return
    taken = junk_card_of_value(you, value)
    if taken is not None:
        you.transfer_to_hand(taken, you.player)


@card.effect("Telegraph")
def telegraph_match(you: Ctx) -> None:
    """You may pick another player and a colour. If you do, give your pile of that colour the
    same splay as theirs."""

    def changes(q: int) -> list[int]:
        """My colours whose splay would change by matching q's (an empty pile is unsplayed)."""
        return [
            c
            for c in COLORS
            if len(you.pile(c)) >= 2 and you.splay_direction(c) != you.splay_direction(c, q)
        ]

    targets = [q for q in you.others() if changes(q)]
    q = you.choose_player(targets, TELEGRAPH_PLAYER, may=True)
    if q is None:
        return
    color = you.choose_color(changes(q), TELEGRAPH_COLOUR)
    assert color is not None
    direction = you.splay_direction(color, q)
    if direction:
        you.splay(color, direction)
    else:
        you.unsplay(color)


card.reuse(third_card, "Telegraph", 1)  # you may splay blue up


@card.effect("Telegraph")
def telegraph_foreseen(you: Ctx) -> None:
    """If Telegraph was foreseen, splay up every colour of yours that is splayed."""
    if not you.foreseen:
        return
    for color in COLORS:
        if you.splay_direction(color) != UNSPLAYED:
            you.splay(color, UP)


# --- yellow ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "Elevator")  # score your top or bottom green card


@card.effect("Elevator")
def elevator(you: Ctx) -> None:
    """Choose a value found in your score pile, then either the hands or the score piles of all
    your opponents: score every card of that value from them. Draw a card of the chosen value
    and foreshadow it."""
    value = you.choose_value({c.age for c in you.score_pile()}, "choose a value of your score pile")
    if value is None:
        return  # no value to choose: nothing to score, nothing to draw (age7.md)
    source = you.choose_option(
        [ELEVATOR_HANDS, ELEVATOR_SCORE_PILES],
        "score the cards of their hands or of their score piles?",
    )
    for q in you.opponents():
        cards = you.hand(q) if source == ELEVATOR_HANDS else you.score_pile(q)
        for c in cards:
            if c.age == value:
                you.score(c)
    you.draw_and_foreshadow(value)


card.reuse(third_card, "Fertilizer", 0)  # return a hand card: its value from every score pile


@card.effect("Fertilizer")
def fertilizer_foreshadow(you: Ctx) -> None:
    """Draw a card whose value is the number of cards in your hand, and foreshadow it."""
    you.draw_and_foreshadow(len(you.hand()))  # an empty hand: value 0, a 1


# --- purple ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "Ice Cream")  # score a non-purple top card without a bonus
card.reuse(third_card, "Ice Cream", 0)  # I demand you draw and meld a 1


@card.effect("Ice Cream")
def ice_cream_junk(you: Ctx) -> None:
    """Pick one of the 6, 7, 8 and 9 decks; you may junk all its cards. If you do, achieve the
    highest card of the junk, if you are eligible for it."""
    age = you.choose_value((6, 7, 8, 9), "choose the 6, 7, 8 or 9 pile")
    assert age is not None
    junk_deck_then_achieve(you, age)


card.reuse(third_card, "Saxophone")  # splay purple up; the music notes
