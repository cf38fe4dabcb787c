"""Echoes of the Past, age 8 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age8.md."""

from ....engine.cards import CLOCK, FACTORY, GREEN, LEAF, LIGHTBULB, RED, UP, YELLOW
from ....engine.ctx import Ctx
from . import card
from .age7 import draw_and_foreshadow_any


# --- blue -----------------------------------------------------------------------------------
@card.effect("Radio Telescope")
def radio_telescope(you: Ctx) -> None:
    """Draw a 9 for every two lightbulbs on your board. Meld one of the cards drawn so and
    return the others; if the card you melded is A.I., you win."""
    drawn = [you.draw(9) for _ in range(you.icons(LIGHTBULB) // 2)]
    melded = you.choose_card(drawn, "meld one of the drawn cards (the rest are returned)")
    if melded is None:
        return
    you.meld(melded)
    if melded.name == "A.I.":
        you.win()
    you.return_cards([c for c in drawn if c is not melded])


@card.echo("X-Ray")
def x_ray_echo(you: Ctx) -> None:
    """Draw an 8 and tuck it."""
    you.draw_and_tuck(8)


@card.effect("X-Ray")
def x_ray_foreshadow(you: Ctx) -> None:
    """For every three leaves on your board, choose a value, draw a card of it and foreshadow
    that card."""
    for _ in range(you.icons(LEAF) // 3):
        draw_and_foreshadow_any(you)


@card.effect("X-Ray")
def x_ray_splay(you: Ctx) -> None:
    """You may splay your yellow pile up."""
    you.may_splay(YELLOW, UP, "splay your yellow cards up?")


# --- red ------------------------------------------------------------------------------------
@card.echo("Bandage")
def bandage_echo(you: Ctx) -> None:
    """Meld one of your hand cards that has a leaf."""
    chosen = you.choose_card([c for c in you.hand() if c.has(LEAF)], "meld a card with a leaf")
    if chosen:
        you.meld(chosen)


@card.demand("Bandage")
def bandage(you: Ctx) -> None:
    """I demand you return the highest card of your score pile whose value matches no card in
    your hand! Return one of your top cards that has a clock!"""
    held = {c.age for c in you.hand()}
    unmatched = [c for c in you.score_pile() if c.age not in held]
    chosen = you.choose_card(
        you.highest(unmatched), "return your highest score card of a value not in your hand"
    )
    if chosen:
        you.return_card(chosen)
    clocked = [c for c in you.top_cards() if c.has(CLOCK)]
    top = you.choose_card(clocked, "return a top card with a clock")
    if top:
        you.return_card(top)


@card.demand("Parachute")
def parachute(you: Ctx) -> None:
    """I demand you transfer to my hand every card of your hand that has no clock!"""
    for c in you.hand():
        if not c.has(CLOCK):
            you.transfer_to_hand(c, you.me)


# --- green ----------------------------------------------------------------------------------
@card.effect("Nylon")
def nylon_tuck(you: Ctx) -> None:
    """For every three factories on your board, draw an 8 and tuck it. If any card so tucked
    is green, repeat this effect."""
    while True:
        tucked = [you.draw_and_tuck(8) for _ in range(you.icons(FACTORY) // 3)]
        if not any(c.color == GREEN for c in tucked):
            return


@card.effect("Nylon")
def nylon_splay(you: Ctx) -> None:
    """You may splay your red pile up."""
    you.may_splay(RED, UP, "splay your red cards up?")


@card.echo("Sliced Bread")
def sliced_bread_echo(you: Ctx) -> None:
    """Return every card in your hand, and draw two 8s."""
    you.return_cards(you.hand())
    you.draw(8)
    you.draw(8)


@card.effect("Sliced Bread")
def sliced_bread(you: Ctx) -> None:
    """Return one of your score pile's cards. Draw two cards one value lower than the returned
    card and score them."""
    chosen = you.choose_card(you.score_pile(), "return a card from your score pile")
    if chosen:
        you.return_card(chosen)
    # nothing returned: the returned card's value is 0, so the draws are 1s (age8.md)
    value = you.value(chosen) - 1
    you.draw_and_score(value)
    you.draw_and_score(value)


# --- yellow ---------------------------------------------------------------------------------
@card.echo("Air Conditioner")
def air_conditioner_echo(you: Ctx) -> None:
    """You may score one of your hand cards."""
    chosen = you.choose_card(you.hand(), "you may score a card from your hand", may=True)
    if chosen:
        you.score(chosen)


@card.demand("Air Conditioner")
def air_conditioner(you: Ctx) -> None:
    """I demand you return every card of your score pile whose value equals that of one of your
    top cards!"""
    values = {c.age for c in you.top_cards()}
    you.return_cards([c for c in you.score_pile() if c.age in values])


@card.echo("Tractor")
def tractor_echo(you: Ctx) -> None:
    """Draw one 7."""
    you.draw(7)


@card.effect("Tractor")
def tractor(you: Ctx) -> None:
    """Draw a 7 and score it. Draw another 7."""
    you.draw_and_score(7)
    you.draw(7)


# --- purple ---------------------------------------------------------------------------------
@card.effect("Crossword")
def crossword(you: Ctx) -> None:
    """For each bonus your board shows, draw a card whose value is that bonus."""
    remaining = list(you.bonuses())
    while remaining:
        value = you.choose_value(remaining, "choose the bonus to draw for next")
        assert value is not None
        remaining.remove(value)
        you.draw(value)


@card.echo("Television")
def television_echo(you: Ctx) -> None:
    """Draw an 8 and meld it."""
    you.draw_and_meld(8)


@card.effect("Television")
def television(you: Ctx) -> None:
    """Name a value, then an opponent. Transfer one of their score cards of that value to their
    board. If they hold an achievement of that value and you are eligible for
    one, achieve another of their score cards of that value."""
    value = you.choose_value(you.ages(), "choose a value")
    assert value is not None
    q = you.choose_player(you.opponents(), "choose an opponent")
    if q is None:
        return
    # score piles are face down: the card of that value that has lain there longest
    found = [c for c in you.score_pile(q) if c.age == value]
    if found:
        you.transfer_to_board(found[0], q)
    if not any(not isinstance(a, str) and a.age == value for a in you.achievements(q)):
        return
    rest = [c for c in you.score_pile(q) if c.age == value]
    if rest and you.can_achieve(value):
        you.achieve_card(rest[0])
