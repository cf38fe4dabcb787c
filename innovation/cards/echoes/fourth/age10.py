"""Echoes of the Past, age 10 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age10.md.

Reused from the 3rd edition where the 4th-edition text does the same: Camcorder's demand, GPS's
demand and splay, Cell Phone's splay and tuck, MP3's two effects, Puzzle Cube, Sudoku. The
"standard" icons are the six of the 3rd edition: the 4th edition's person is not one of them.
"""

from ....engine.cards import CASTLE, CLOCK, COLORS, CROWN, FACTORY, ICON_NAMES, RED, UP, Card
from ....engine.ctx import Ctx
from ....engine.wording import N_
from ..third import card as third_card
from ..third.age10 import SIX_ICONS as STANDARD_ICONS
from . import card
from .age8 import colours_with


# --- blue -----------------------------------------------------------------------------------
@card.effect("Artificial Heart")
def artificial_heart(you: Ctx) -> None:
    """Claim a standard achievement you are eligible for, your score counting double for the
    check. If you do, and Artificial Heart was foreseen, do this effect again."""
    while True:
        # the Achieve action's conditions (`Ctx.can_achieve`), the score counted twice
        points, highest = 2 * you.points(), you.highest_top_value()
        ages = [a for a in you.available_achievements() if 5 * a <= points and a <= highest]
        age = you.choose_value(ages, "claim an achievement of which value?")
        if age is None or not you.achieve_age(age) or not you.foreseen:
            return


@card.echo("Human Genome")
def human_genome_echo(you: Ctx) -> None:
    """Draw one 11."""
    you.draw(11)


@card.effect("Human Genome")
def human_genome(you: Ctx) -> None:
    """You may draw a card of any value and score it. Take your bottom red card into your hand.
    If the values in your hand and the values in your score pile are exactly the same, you
    win."""
    value = you.choose_value(
        you.ages(), "you may draw and score a card: of which value?", may=True
    )
    if value is not None:
        you.draw_and_score(value)
    bottom = you.bottom(RED)
    if bottom is not None:
        you.transfer_to_hand(bottom, you.player)
    in_hand = sorted(c.age for c in you.hand())
    if in_hand == sorted(c.age for c in you.score_pile()):
        you.win()


# --- red ------------------------------------------------------------------------------------
card.reuse(third_card, "Camcorder", 0)  # the demand: your whole hand to me, and draw a 9


@card.effect("Camcorder")
def camcorder(you: Ctx) -> None:
    """Meld every 9 in your hand. If Camcorder was not foreseen, return the rest of your hand
    and draw three 9s."""
    you.meld_all([c for c in you.hand() if c.age == 9])
    if you.foreseen:
        return
    you.return_cards(you.hand())
    for _ in range(3):
        you.draw(9)


@card.echo("Social Networking")
def social_networking_echo(you: Ctx) -> None:
    """Score one of your top cards that is not red."""
    tops = [c for c in you.top_cards() if c.color != RED]
    chosen = you.choose_card(tops, "score a non-red top card")
    if chosen is not None:
        you.score(chosen)


@card.demand("Social Networking")
def social_networking_demand(you: Ctx) -> None:
    """I demand you name a standard icon! Transfer to my score pile each of your top cards that
    lacks it!"""
    tops = you.top_cards()
    if not tops:
        return  # whatever the icon, nothing can go: not asked
    labels = [(N_("{icon}"), {"icon": ICON_NAMES[icon]}) for icon in STANDARD_ICONS]
    named = you.choose_option(
        [ICON_NAMES[icon] for icon in STANDARD_ICONS],
        "name an icon: your top cards without it go to {player}'s score pile",
        params={"player": you.name(you.me)},
        labels=labels,
    )
    icon = ICON_NAMES.index(named)
    for c in tops:  # the top cards as the icon is named; the cards they uncover stay
        if not c.has(icon):
            you.transfer_to_score(c, you.me)


@card.effect("Social Networking")
def social_networking_win(you: Ctx) -> None:
    """If you have fewer factories, fewer crowns and fewer castles than each of your opponents,
    you win."""
    rivals = you.opponents()
    if not rivals:
        return
    for icon in (FACTORY, CROWN, CASTLE):
        mine = you.icons(icon)
        if not all(mine < you.icons(icon, q) for q in rivals):
            return
    you.win()


# --- green ----------------------------------------------------------------------------------
@card.demand("Barcode")
def barcode_demand(you: Ctx) -> None:
    """I demand you return, for each bonus on your board, a card of your score pile whose
    value is that bonus's!"""
    chosen: list[Card] = []
    for value in sorted(you.bonuses()):  # the bonuses as the demand begins
        found = [c for c in you.score_pile() if c.age == value and c not in chosen]
        pick = you.choose_card(found, "return a score card")
        if pick is not None:
            chosen.append(pick)
    you.return_cards(chosen)


@card.effect("Barcode")
def barcode_splay(you: Ctx) -> None:
    """You may splay one colour of your board up. If Barcode was foreseen, splay every colour
    of your board up."""
    you.may_splay(COLORS, UP, "you may splay a colour up")
    if you.foreseen:
        for color in COLORS:
            you.splay(color, UP)


card.reuse(third_card, "GPS", 0)  # the demand: return your whole forecast
card.reuse(third_card, "GPS", 2)  # you may splay your yellow pile up


@card.effect("GPS")
def gps_draw(you: Ctx) -> None:
    """Draw three 11s; should GPS have been foreseen, foreshadow all three."""
    drawn = [you.draw(11) for _ in range(3)]
    if you.foreseen:
        for c in drawn:
            you.foreshadow(c)  # a full forecast leaves the card in your hand


# --- yellow ---------------------------------------------------------------------------------
@card.echo("Cell Phone")
def cell_phone_echo(you: Ctx) -> None:
    """Draw an 11 and foreshadow it."""
    you.draw_and_foreshadow(11)


@card.effect("Cell Phone")
def cell_phone_draw(you: Ctx) -> None:
    """Draw a 10 for each colour of your board that shows a clock."""
    for _ in range(colours_with(you, CLOCK)):
        you.draw(10)


card.reuse(third_card, "Cell Phone", 1, 2)  # you may splay green up; tuck clocks, splaying up


@card.echo("MP3")
def mp3_echo(you: Ctx) -> None:
    """Draw a 10 and score it."""
    you.draw_and_score(10)


card.reuse(third_card, "MP3", 1, 0)  # draw and score a bonus's value; return and claim two each


# --- purple ---------------------------------------------------------------------------------
@card.echo("Puzzle Cube")
def puzzle_cube_echo(you: Ctx) -> None:
    """Meld one of your score cards."""
    chosen = you.choose_card(you.score_pile(), "meld a card of your score pile")
    if chosen is not None:
        you.meld(chosen)


card.reuse(third_card, "Puzzle Cube")  # score one or two bottom cards, even piles win; meld a 10


@card.echo("Sudoku")
def sudoku_echo(you: Ctx) -> None:
    """You may tuck as many cards from your hand as you like."""
    you.tuck_all(you.choose_cards(you.hand(), "tuck a card from your hand"))


card.reuse(third_card, "Sudoku")  # draw and meld any value; nine bonus values win; else execute
