"""Echoes of the Past, age 4 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age4.md.

Where the 4th edition prints what the 3rd did, the 3rd edition's function is reused (Slide Rule,
Kobukson's echo and demand, Shuriken's splay, Chintz's first two effects, Barometer, Pencil,
Clock's echo, Toilet's echo and last effect)."""

from ....engine.cards import (
    BLUE,
    CASTLE,
    COLORS,
    GREEN,
    PERSON,
    RED,
    RIGHT,
    YELLOW,
)
from ....engine.ctx import Ctx
from ....engine.wording import N_
from ..third import card as third_card
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third_card, "Slide Rule", 0, 1)


@card.echo("Telescope")
def telescope_echo(you: Ctx) -> None:
    """Draw an Echoes 5 and foreshadow it."""
    you.foreshadow(you.draw_from("echoes", 5))


@card.effect("Telescope")
def telescope(you: Ctx) -> None:
    """You may put a card from your forecast back on top of its age pile. If you do, exchange
    every card of your forecast for as many available standard achievements, and junk every
    card in the 5 pile."""
    chosen = you.choose_card(
        you.forecast(), "you may put a forecast card on top of its pile", may=True
    )
    if chosen is None:
        return
    you.return_card(chosen, top=True)  # on top of its own set's pile: the next one drawn
    _exchange_forecast_for_achievements(you)
    you.junk_deck(5)


def _exchange_forecast_for_achievements(you: Ctx) -> None:
    """Swap the forecast's cards for as many available standard achievements: all of them when
    there are enough achievements (the player picks which, by age: their faces are unseen),
    else as many forecast cards as there are achievements (the player picks which)."""
    cards = you.forecast()
    available = you.achievement_cards()
    if not cards or not available:
        return
    if len(cards) > len(available):
        give = you.choose_cards(
            cards,
            "choose a forecast card to exchange",
            min=len(available),
            max=len(available),
        )
        take = available
    else:
        give = cards
        take = []
        while len(take) < len(give):
            left = [c for c in available if c not in take]
            if len(left) == len(give) - len(take):
                take += left
                break
            age = you.choose_value(
                {c.age for c in left}, "take an available achievement of which value?"
            )
            take.append(next(c for c in left if c.age == age))
    for c in give:
        you.make_available(c)
    for c in take:
        you.transfer(c, you.player, "forecast")


# --- red ------------------------------------------------------------------------------------
card.reuse_echo(third_card, "Kobukson")
card.reuse(third_card, "Kobukson", 0)


@card.effect("Kobukson")
def kobukson_tuck(you: Ctx) -> None:
    """Draw a 4 and tuck it."""
    you.draw_and_tuck(4)


@card.effect("Kobukson")
def kobukson_foreseen(you: Ctx) -> None:
    """If Kobukson was foreseen, draw a 5 and meld it."""
    if you.foreseen:
        you.draw_and_meld(5)


@card.demand("Shuriken")
def shuriken(you: Ctx) -> None:
    """I demand you transfer to my board two of your top cards, not red, each with a castle or
    a person! If you do and Shuriken was foreseen, transfer those cards on to my
    achievements!"""
    fitting = [
        c for c in you.top_cards() if c.color != RED and (c.has(CASTLE) or c.has(PERSON))
    ]
    chosen = you.choose_cards(
        fitting, "give a top non-red card with a castle or a person", min=2, max=2
    )
    for c in chosen:
        you.transfer_to_board(c, you.me)
    if chosen and you.foreseen:
        for c in chosen:
            you.achieve_card(c, you.me)


card.reuse(third_card, "Shuriken", 1)


# --- green ----------------------------------------------------------------------------------
card.reuse(third_card, "Chintz", 0, 1)


@card.effect("Chintz")
def chintz_foreseen(you: Ctx) -> None:
    """If Chintz was foreseen, transfer every card in your hand to the available
    achievements."""
    if you.foreseen:
        for c in you.hand():
            you.make_available(c)


@card.effect("Globe")
def globe_return(you: Ctx) -> None:
    """You may return every card in your hand. If a blue, a green and a yellow card were among
    them, draw a 6, a 7 and an 8, foreshadowing each, and splay one of your colours right."""
    cards = you.hand()
    if not cards or not you.may(N_("return every card in your hand?")):
        return
    you.return_cards(cards)
    if not {BLUE, GREEN, YELLOW} <= {c.color for c in cards}:
        return
    for age in (6, 7, 8):
        you.draw_and_foreshadow(age)
    color = you.choose_color([c for c in COLORS if you.can_splay(c, RIGHT)], "splay a pile right")
    if color is not None:
        you.splay(color, RIGHT)


@card.effect("Globe")
def globe_foreseen(you: Ctx) -> None:
    """If Globe was foreseen, foreshadow a top card from the board of any player."""
    if not you.foreseen or not you.can_foreshadow():
        return
    tops = [c for q in you.players for c in you.top_cards(q)]
    chosen = you.choose_card(tops, "foreshadow a top card from any board")
    if chosen:
        you.foreshadow(chosen)


# --- yellow ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "Barometer")
card.reuse(third_card, "Barometer", 0, 1)

card.reuse_echo(third_card, "Pencil")
card.reuse(third_card, "Pencil", 0)


# --- purple ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "Clock")


@card.demand("Clock")
def clock_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile every card in your hand and score pile whose value
    is the number of visible cards in the pile of my board whose colour I pick! Junk one of the
    available achievements of that value!"""
    color = you.choose_color(
        you.colors(you.me), "choose a colour of your board: its visible cards give the value",
        by=you.me,
    )
    if color is None:
        return
    value = sum(1 for c in you.pile(color, you.me) if you.visible_positions(c))
    for c in [*you.hand(), *you.score_pile()]:
        if c.age == value:
            you.transfer_to_score(c, you.me)
    you.junk_achievement((value,))


card.reuse_echo(third_card, "Toilet")


@card.demand("Toilet")
def toilet_demand(you: Ctx) -> None:
    """I demand you return from your score pile, for each different value among the bonuses
    on my board, one card of that value!"""
    for value in sorted(set(you.bonuses(you.me))):
        matching = [c for c in you.score_pile() if c.age == value]
        chosen = you.choose_card(matching, "return a card from your score pile")
        if chosen:
            you.return_card(chosen)


card.reuse(third_card, "Toilet", 1)
