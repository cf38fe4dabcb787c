"""Echoes of the Past, age 5 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age5.md.

Reused from the 3rd edition where its function does what the 4th-edition text says (the engine
supplies what the edition changes: the Echoes draw by the highest top card, the forecast's
limit, reveals that earn no sharing bonus). New: Lightning Rod's return and junk, Thermometer,
Coke's foreseen score, Octant's demand, Seed Drill's junk, Pressure Cooker, Tuning Fork.
"""

from ....engine.cards import COLORS, FACTORY, GREEN, LEAF, PURPLE, RED, YELLOW
from ....engine.ctx import Ctx
from ..third import card as third_card
from . import card
from .age1 import achieve_highest_junk

# --- blue -------------------------------------------------------------------------------------
card.reuse_echo(third_card, "Lightning Rod")  # draw a 5 and tuck it
card.reuse(third_card, "Lightning Rod", 0)  # demand: tuck a 5, return your top card of its colour


@card.effect("Lightning Rod")
def lightning_rod_return(you: Ctx) -> None:
    """Return one of your top cards."""
    chosen = you.choose_card(you.top_cards(), "return one of your top cards")
    if chosen is not None:
        you.return_card(chosen)


@card.effect("Lightning Rod")
def lightning_rod_junk(you: Ctx) -> None:
    """Junk every card of the 6 pile."""
    you.junk_deck(6)


@card.echo("Thermometer")
def thermometer_echo(you: Ctx) -> None:
    """Meld the bottom card of your green pile."""
    bottom = you.bottom(GREEN)
    if bottom is not None:
        you.meld(bottom)


@card.effect("Thermometer")
def thermometer(you: Ctx) -> None:
    """Draw a card one higher than your top yellow card and meld it. If it is yellow, repeat
    this effect; if Thermometer was foreseen, do so too when it is red or purple."""
    again = (YELLOW, RED, PURPLE) if you.foreseen else (YELLOW,)
    while True:
        melded = you.draw_and_meld(you.value(you.top(YELLOW)) + 1)
        if melded.color not in again:
            return


# --- red --------------------------------------------------------------------------------------
card.reuse_echo(third_card, "Coke")  # draw a 4 and tuck it
card.reuse(third_card, "Coke", 0)  # reveal 6s: meld those with a factory, foreshadow the first without


@card.effect("Coke")
def coke_foreseen(you: Ctx) -> None:
    """If Coke was foreseen, score each of your top cards that is not red."""
    if not you.foreseen:
        return
    for color in COLORS:
        top = you.top(color)
        if color != RED and top is not None:
            you.score(top)


@card.demand("Octant")
def octant_demand(you: Ctx) -> None:
    """I demand you transfer to my board each of your top cards, red excepted, that has a leaf
    or a factory! If you do, and Octant was not foreseen, draw a 6 and foreshadow it!"""
    moved = False
    for color in COLORS:
        top = you.top(color)
        if color != RED and top is not None and (top.has(LEAF) or top.has(FACTORY)):
            you.transfer_to_board(top, you.me)
            moved = True
    if moved and not you.foreseen:
        you.draw_and_foreshadow(6)


card.reuse(third_card, "Octant", 1)  # draw a 6 and foreshadow it


# --- green ------------------------------------------------------------------------------------
card.reuse(third_card, "Palampore")  # a repeated bonus drawn and scored; purple right; Wealth at six
card.reuse(third_card, "Seed Drill", 0)  # demand: return a top card below 3


@card.effect("Seed Drill")
def seed_drill(you: Ctx) -> None:
    """Choose the 3, 4 or 5 pile. You may junk every card of it. If you do, achieve the highest
    card of the junk, if you are eligible for it."""
    ages = [a for a in (3, 4, 5) if you.deck_size(a)]
    age = you.choose_value(ages, "you may junk the 3, 4 or 5 deck: which one?", may=True)
    if age is None or not you.junk_deck(age):
        return
    # the junk lies face down: its cards of one value are alike to the player, so no choice
    achieve_highest_junk(you)


# --- yellow -----------------------------------------------------------------------------------
@card.effect("Pressure Cooker")
def pressure_cooker_foreseen(you: Ctx) -> None:
    """If Pressure Cooker was foreseen, meld every card in your hand."""
    if you.foreseen:
        you.meld_all(you.hand())


@card.effect("Pressure Cooker")
def pressure_cooker(you: Ctx) -> None:
    """Return every card in your hand. For each of your top cards that has a bonus, draw a card
    of that bonus's value and junk an available achievement of that value."""
    you.return_cards(you.hand())
    for value in sorted(c.bonus for c in you.top_cards() if c.bonus):
        you.draw(value)
        you.junk_achievement((value,))


card.reuse_echo(third_card, "Stove")  # score a top card without a factory
card.reuse(third_card, "Stove")  # tuck a 4, a 4 scored below 4; green right


# --- purple -----------------------------------------------------------------------------------
card.reuse_echo(third_card, "Piano")  # draw a card of a value held in a hand
card.reuse(third_card, "Piano")  # five values: five score cards back, a card of each scored


@card.echo("Tuning Fork")
def tuning_fork_echo(you: Ctx) -> None:
    """Draw a card whose value matches a card in some score pile."""
    values = {c.age for q in you.players for c in you.score_pile(q)}
    value = you.choose_value(values, "draw a card of which value in a score pile?")
    if value is not None:
        you.draw(value)


@card.effect("Tuning Fork")
def tuning_fork(you: Ctx) -> None:
    """Foreshadow one card of your hand. If you do, draw a card of its value and reveal it, and
    meld it if it is higher than your top card of its colour. If it is not melded, return it,
    and you may repeat this effect."""
    while you.hand() and you.can_foreshadow():
        chosen = you.choose_card(you.hand(), "foreshadow a card from your hand")
        if chosen is None or you.foreshadow(chosen) is None:
            return
        drawn = you.draw_and_reveal(chosen.age)
        if drawn.age > you.value(you.top(drawn.color)):
            you.meld(drawn)
            return
        you.return_card(drawn)
        if not (you.hand() and you.can_foreshadow()) or not you.may("repeat this effect?"):
            return
