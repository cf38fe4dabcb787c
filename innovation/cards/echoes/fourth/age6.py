"""Echoes of the Past, age 6 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age6.md.

Reused from the 3rd edition where its function does what the 4th-edition text says (the engine
supplies what the edition changes). New: Bifocals, Stethoscope's draws, Shrapnel (my bottom card
is scored, not transferred), Hot Air Balloon (opponents only), Indian Clubs' demand and
Kaleidoscope's junk.
"""

from ....engine.cards import COLORS, GREEN, LIGHTBULB, RIGHT, UP, Card
from ....engine.ctx import Ctx
from ..third import card as third_card
from . import card

# --- private helpers built from the public verbs ----------------------------------------------


def _achievement_ages(you: Ctx, p: int) -> set[int]:
    """The values of a player's standard achievements (special ones have none)."""
    return {a.age for a in you.achievements(p) if isinstance(a, Card)}


def _melded_blue_by_echo(you: Ctx) -> bool:
    """Whether Stethoscope's echo effect (the 3rd edition's function, reused) had you meld a blue
    card in this dogma: it notes it per player under this key of the dogma's memory."""
    return bool(you.memory.get("stethoscope_blue", {}).get(you.player))


# --- blue -------------------------------------------------------------------------------------
@card.echo("Bifocals")
def bifocals_echo(you: Ctx) -> None:
    """Return one card of your forecast."""
    chosen = you.choose_card(you.forecast(), "return a card of your forecast")
    if chosen is not None:
        you.return_card(chosen)


@card.effect("Bifocals")
def bifocals_foreshadow(you: Ctx) -> None:
    """Draw a 7 and foreshadow it. If Bifocals was foreseen, draw a card whose value is that of
    the lowest available standard achievement, and foreshadow it."""
    you.draw_and_foreshadow(7)
    if you.foreseen:
        ages = you.available_achievements()
        if ages:
            you.draw_and_foreshadow(ages[0])


@card.effect("Bifocals")
def bifocals_splay(you: Ctx) -> None:
    """You may splay your green pile right. If you do, splay up one pile of your choice."""
    if not you.may_splay(GREEN, RIGHT, "splay your green cards right?"):
        return
    color = you.choose_color([c for c in COLORS if you.can_splay(c, UP)], "splay a pile up")
    if color is not None:
        you.splay(color, UP)


card.reuse_echo(third_card, "Stethoscope")  # meld a blue or yellow card from your hand


@card.effect("Stethoscope")
def stethoscope_draw(you: Ctx) -> None:
    """Draw one 7. If this card's echo effect had you meld a blue card, draw an 8 and, if
    Stethoscope was foreseen, a 9 as well."""
    you.draw(7)
    if _melded_blue_by_echo(you):
        you.draw(8)
        if you.foreseen:
            you.draw(9)


card.reuse(third_card, "Stethoscope", 1)  # you may splay yellow right


# --- red --------------------------------------------------------------------------------------
card.reuse_echo(third_card, "Loom")  # score your lowest top card
card.reuse(third_card, "Loom")  # two score cards of two values back for three 6s tucked; Heritage


@card.demand("Shrapnel")
def shrapnel(you: Ctx) -> None:
    """I demand you draw a 6 and tuck it! Transfer your two top cards of its colour to my score
    pile! Score my bottom card of that colour!"""
    tucked = you.draw_and_tuck(6)
    for taken in you.pile(tucked.color)[:2]:
        you.transfer_to_score(taken, you.me)
    bottom = you.bottom(tucked.color, you.me)
    if bottom is not None:
        you.score(bottom)


# --- green ------------------------------------------------------------------------------------
card.reuse_echo(third_card, "Hot Air Balloon")  # draw a 7 and score it


@card.effect("Hot Air Balloon")
def hot_air_balloon(you: Ctx) -> None:
    """You may achieve, if you are eligible for it, a top card of an opponent whose achievements
    include one of its value. If you do, transfer to that opponent's board your top green card.
    If you do not, draw a 7 and meld it."""
    targets = [
        c
        for q in you.opponents()
        for c in you.top_cards(q)
        if c.age in _achievement_ages(you, q) and you.can_achieve(c.age)
    ]
    chosen = you.choose_card(targets, "you may achieve an opponent's top card", may=True)
    if chosen is None:
        you.draw_and_meld(7)
        return
    owner = you.where(chosen)[1]
    you.achieve_card(chosen)
    green = you.top(GREEN)
    if green is not None:
        you.transfer_to_board(green, owner)


card.reuse(third_card, "Steamboat")  # a 6 revealed: blue/yellow to my hand with yours; red/green, two score cards


# --- yellow -----------------------------------------------------------------------------------
card.reuse_echo(third_card, "Dentures")  # draw a 6 and tuck it (its colour remembered)
card.reuse(third_card, "Dentures")  # score two above the bottom of that colour, else tuck again; blue right
card.reuse_echo(third_card, "Morphine")  # score an odd card from your hand
card.reuse(third_card, "Morphine")  # odd cards back and a 6; one above the highest returned; red right


# --- purple -----------------------------------------------------------------------------------
@card.demand("Indian Clubs")
def indian_clubs_demand(you: Ctx) -> None:
    """I demand you return two cards of your score pile! If Indian Clubs was foreseen, return
    the rest of your score pile too!"""
    chosen = you.choose_cards(you.score_pile(), "return a score card", min=2, max=2)
    you.return_cards(chosen)
    if you.foreseen:
        you.return_cards(you.score_pile())


card.reuse(third_card, "Indian Clubs", 1)  # a hand card scored for each value of your score pile
card.reuse(third_card, "Kaleidoscope", 0)  # draw a 7 and meld it; you may splay its colour right


@card.effect("Kaleidoscope")
def kaleidoscope_junk(you: Ctx) -> None:
    """Junk an available achievement whose value is the number of lightbulbs on your board. If
    Kaleidoscope was foreseen, junk every available achievement of a lower value."""
    count = you.icons(LIGHTBULB)
    you.junk_achievement((count,))
    if you.foreseen:
        for age in you.available_achievements(range(1, count)):
            you.junk_achievement((age,))
