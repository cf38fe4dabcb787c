"""Echoes of the Past, age 8 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age8.md.

Reused from the 3rd edition where its function already does what the 4th-edition text says
(X-Ray's echo and splay, Bandage's echo, Parachute's demand, Nylon's splay, Sliced Bread,
Air Conditioner's echo and demand, Tractor's echo, Television). New here: everything that reads
"foreseen", the junk, Radio Telescope's colours, X-Ray's draws, Bandage's demand, Nylon's
three 8s, Tractor's separate effects and Crossword's even and odd bonuses.
"""

from ....engine.cards import CLOCK, COLORS, GREEN, LEAF, LIGHTBULB
from ....engine.ctx import Ctx
from ..third import card as third_card
from . import card
from .age7 import JUNK_PROMPT


def colours_with(you: Ctx, icon: int) -> int:
    """How many of your colours show at least one of `icon`."""
    return sum(1 for color in COLORS if you.pile_icons(color, icon))


# --- blue -----------------------------------------------------------------------------------
@card.effect("Radio Telescope")
def radio_telescope(you: Ctx) -> None:
    """Draw a 9 for each of your colours that shows a lightbulb, and, if Radio Telescope was
    foreseen, a 10 for each of those colours as well. Meld one of the cards drawn so and return
    the others; if the card you melded is A.I., you win."""
    colours = colours_with(you, LIGHTBULB)
    drawn = [you.draw(9) for _ in range(colours)]
    if you.foreseen:
        drawn += [you.draw(10) for _ in range(colours)]
    melded = you.choose_card(drawn, "meld one of the drawn cards (the rest are returned)")
    if melded is None:
        return
    you.meld(melded)
    if melded.name == "A.I.":
        you.win()
    you.return_cards([c for c in drawn if c is not melded])


card.reuse_echo(third_card, "X-Ray")  # draw and tuck an 8


@card.effect("X-Ray")
def x_ray_foreshadow(you: Ctx) -> None:
    """Choose a value, and draw a card of it for each of your colours that shows a leaf. You
    may foreshadow as many of those cards as you like."""
    colours = colours_with(you, LEAF)
    if not colours:
        return  # nothing would be drawn: the value is not asked (age8.md)
    value = you.choose_value(you.ages(), "choose a value")
    assert value is not None
    drawn = [you.draw(value) for _ in range(colours)]
    limit = you.forecast_limit()
    room = len(drawn) if limit is None else max(0, limit - len(you.forecast()))
    if room:
        for c in you.choose_cards(drawn, "foreshadow one of the drawn cards", max=room):
            you.foreshadow(c)


@card.effect("X-Ray")
def x_ray_return(you: Ctx) -> None:
    """Return every card in your hand."""
    you.return_cards(you.hand())


card.reuse(third_card, "X-Ray", 1)  # you may splay yellow up


# --- red ------------------------------------------------------------------------------------
card.reuse_echo(third_card, "Bandage")  # meld a hand card with a leaf


@card.demand("Bandage")
def bandage(you: Ctx) -> None:
    """I demand you return one of your score cards that has a clock! Return one of your top cards
    that has a clock! If you did both, junk one available achievement for each achievement you
    hold!"""
    scored = you.choose_card(
        [c for c in you.score_pile() if c.has(CLOCK)], "return a score card with a clock"
    )
    if scored:
        you.return_card(scored)
    clocked = [c for c in you.top_cards() if c.has(CLOCK)]
    top = you.choose_card(clocked, "return a top card with a clock")
    if top:
        you.return_card(top)
    if scored and top:
        for _ in range(len(you.achievements())):
            you.junk_achievement(you.available_achievements(), JUNK_PROMPT)


card.reuse(third_card, "Parachute", 0)  # every hand card without a clock to my hand


@card.effect("Parachute")
def parachute_foreseen(you: Ctx) -> None:
    """If Parachute was foreseen, junk every card on every board."""
    if you.foreseen:
        you.junk_all([c for q in you.players for c in you.board_cards(q)])


# --- green ----------------------------------------------------------------------------------
@card.effect("Nylon")
def nylon_tuck(you: Ctx) -> None:
    """Three times, draw an 8 and tuck it. If any card tucked so is green, repeat this
    effect."""
    while True:
        tucked = [you.draw_and_tuck(8) for _ in range(3)]
        if not any(c.color == GREEN for c in tucked):
            return


card.reuse(third_card, "Nylon", 1)  # you may splay red up
card.reuse_echo(third_card, "Sliced Bread")  # return your hand, draw two 8s
card.reuse(third_card, "Sliced Bread")  # return a score card, two one lower drawn and scored

# --- yellow ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "Air Conditioner")  # you may score a hand card
card.reuse(third_card, "Air Conditioner")  # score cards matching a top card's value returned


@card.effect("Air Conditioner")
def air_conditioner_junk(you: Ctx) -> None:
    """Junk every card of the 9 deck."""
    you.junk_deck(9)


card.reuse_echo(third_card, "Tractor")  # draw one 7


@card.effect("Tractor")
def tractor_score(you: Ctx) -> None:
    """Draw a 7 and score it."""
    you.draw_and_score(7)


@card.effect("Tractor")
def tractor_draw(you: Ctx) -> None:
    """Draw one more 7."""
    you.draw(7)


@card.effect("Tractor")
def tractor_foreseen(you: Ctx) -> None:
    """If Tractor was foreseen, draw a 7 and score it, seven times."""
    if you.foreseen:
        for _ in range(7):
            you.draw_and_score(7)


# --- purple ---------------------------------------------------------------------------------
@card.effect("Crossword")
def crossword_even(you: Ctx) -> None:
    """For each even bonus your board shows, draw a card whose value is that bonus. If Crossword
    was foreseen, put the cards drawn so among the available achievements."""
    remaining = [v for v in you.bonuses() if v % 2 == 0]
    drawn = []
    while remaining:
        value = you.choose_value(remaining, "choose the bonus to draw for next")
        assert value is not None
        remaining.remove(value)
        drawn.append(you.draw(value))
    if you.foreseen:
        for c in drawn:
            you.make_available(c)


@card.effect("Crossword")
def crossword_odd(you: Ctx) -> None:
    """For each odd bonus your board shows, return one of the lowest cards in your hand."""
    for _ in range(sum(1 for v in you.bonuses() if v % 2)):
        chosen = you.choose_card(you.lowest(you.hand()), "return your lowest card")
        if chosen is None:
            return
        you.return_card(chosen)


card.reuse_echo(third_card, "Television")  # draw and meld an 8
card.reuse(third_card, "Television")  # a value, an opponent: their score card to their board
