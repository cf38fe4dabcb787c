"""Echoes of the Past, age 10 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age10.md."""

from ....engine.cards import (
    CASTLE,
    CLOCK,
    COLORS,
    CROWN,
    FACTORY,
    GREEN,
    ICON_NAMES,
    LEAF,
    LIGHTBULB,
    UNSPLAYED,
    UP,
    YELLOW,
)
from ....engine.ctx import Ctx
from ....engine.wording import N_
from . import card

# the six icons of the 3rd edition (the 4th edition's person is not one of them)
SIX_ICONS = (CROWN, LEAF, LIGHTBULB, CASTLE, FACTORY, CLOCK)


def _claim_one(you: Ctx, ages: list[int]) -> bool:
    """Claim one standard achievement among the available ones of `ages`, those you are
    eligible for (chosen by age: nobody sees their faces); False when there is none."""
    age = you.choose_value(ages, "claim an achievement of which value?")
    return age is not None and you.achieve_age(age)


# --- blue -----------------------------------------------------------------------------------
@card.effect("Artificial Heart")
def artificial_heart(you: Ctx) -> None:
    """Claim a standard achievement you are eligible for, your score counting double for the
    check."""
    # the Achieve action's conditions (`Ctx.can_achieve`), the score counted twice
    points, highest = 2 * you.points(), you.highest_top_value()
    _claim_one(you, [a for a in you.available_achievements() if 5 * a <= points and a <= highest])


@card.effect("Human Genome")
def human_genome(you: Ctx) -> None:
    """You may draw a card of any value and score it. Take one of your bottom cards into your
    hand. If the values in your hand and the values in your score pile are exactly the same,
    you win."""
    value = you.choose_value(
        you.ages(), "you may draw and score a card: of which value?", may=True
    )
    if value is not None:
        you.draw_and_score(value)
    bottoms = [you.bottom(color) for color in you.colors()]
    chosen = you.choose_card(bottoms, "take a bottom card into your hand")
    if chosen is not None:
        you.transfer_to_hand(chosen, you.player)
    in_hand = sorted(c.age for c in you.hand())
    if in_hand == sorted(c.age for c in you.score_pile()):
        you.win()


# --- red ------------------------------------------------------------------------------------
@card.demand("Camcorder")
def camcorder_demand(you: Ctx) -> None:
    """I demand you transfer your whole hand to my hand, and draw a 9!"""
    for c in you.hand():
        you.transfer_to_hand(c, you.me)
    you.draw(9)


@card.effect("Camcorder")
def camcorder(you: Ctx) -> None:
    """Meld every 9 in your hand, return the rest of your hand, and draw three 9s."""
    hand = you.hand()
    you.meld_all([c for c in hand if c.age == 9])
    you.return_cards([c for c in hand if c.age != 9])
    for _ in range(3):
        you.draw(9)


@card.demand("Social Networking")
def social_networking_demand(you: Ctx) -> None:
    """I demand you name an icon! Transfer to my score pile each of your top cards that lacks
    it!"""
    tops = you.top_cards()
    if not tops:
        return  # whatever the icon, nothing can go: not asked
    labels = [(N_("{icon}"), {"icon": ICON_NAMES[icon]}) for icon in SIX_ICONS]
    named = you.choose_option(
        [ICON_NAMES[icon] for icon in SIX_ICONS],
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
    """You win if you have fewer factories, fewer crowns and fewer castles than every other
    player."""
    for icon in (FACTORY, CROWN, CASTLE):
        mine = you.icons(icon)
        if not all(mine < you.icons(icon, q) for q in you.others()):
            return
    you.win()


# --- green ----------------------------------------------------------------------------------
@card.demand("GPS")
def gps_demand(you: Ctx) -> None:
    """I demand you return every card of your forecast!"""
    you.return_cards(you.forecast())


@card.effect("GPS")
def gps_foreshadow(you: Ctx) -> None:
    """Draw a 10 and foreshadow it, three times."""
    for _ in range(3):
        you.draw_and_foreshadow(10)


@card.effect("GPS")
def gps_splay(you: Ctx) -> None:
    """You may splay your yellow pile up."""
    you.may_splay(YELLOW, UP, "splay your yellow cards up?")


@card.demand("Flash Drive")
def flash_drive_demand(you: Ctx) -> None:
    """I demand you return four of your score cards!"""
    you.return_cards(you.choose_cards(you.score_pile(), "return a card from your score pile", 4, 4))


@card.effect("Flash Drive")
def flash_drive(you: Ctx) -> None:
    """Return one of your score cards. If you do, you may splay one colour of your board up."""
    chosen = you.choose_card(you.score_pile(), "return a card from your score pile")
    if chosen is not None:
        you.return_card(chosen)
        you.may_splay(COLORS, UP, "you may splay one colour up")


# --- yellow ---------------------------------------------------------------------------------
@card.effect("Cell Phone")
def cell_phone_draw(you: Ctx) -> None:
    """Draw a 10 for every two clocks on your board."""
    for _ in range(you.icons(CLOCK) // 2):
        you.draw(10)


@card.effect("Cell Phone")
def cell_phone_splay(you: Ctx) -> None:
    """You may splay your green pile up."""
    you.may_splay(GREEN, UP, "splay your green cards up?")


@card.effect("Cell Phone")
def cell_phone_tuck(you: Ctx) -> None:
    """You may tuck as many cards with a clock from your hand as you like. If you do, splay up
    each colour you tucked into."""
    clocks = [c for c in you.hand() if c.has(CLOCK)]
    chosen = you.choose_cards(clocks, "tuck a card with a clock")
    if not chosen:
        return
    you.tuck_all(chosen)
    for color in sorted({c.color for c in chosen}):
        you.splay(color, UP)


@card.effect("MP3")
def mp3_return_and_claim(you: Ctx) -> None:
    """Return as many cards from your hand as you like. For each one returned, claim two
    standard achievements you are eligible for."""
    returned = you.choose_cards(you.hand(), "return a card from your hand")
    you.return_cards(returned)
    for _ in range(2 * len(returned)):
        if not _claim_one(you, [a for a in you.available_achievements() if you.can_achieve(a)]):
            return


@card.effect("MP3")
def mp3_score(you: Ctx) -> None:
    """Draw a card whose value is one of your board's bonuses and score it."""
    value = you.choose_value(you.bonuses(), "draw and score a card of which bonus's value?")
    if value is not None:
        you.draw_and_score(value)


# --- purple ---------------------------------------------------------------------------------
@card.effect("Puzzle Cube")
def puzzle_cube(you: Ctx) -> None:
    """You may score the bottom card, or the two bottom cards, of one of your piles. If every
    colour on your board shows the same number of cards (one for an unsplayed pile), you
    win."""
    color = you.choose_color(you.colors(), "you may score bottom cards of one colour", may=True)
    if color is not None:
        count = 1
        if len(you.pile(color)) >= 2:
            count = you.choose_value([1, 2], "score how many bottom cards?")
        for _ in range(count):
            you.score(you.bottom(color))
    shown = {
        len(you.pile(color)) if you.splay_direction(color) != UNSPLAYED else 1
        for color in you.colors()
    }
    if len(shown) == 1:
        you.win()


@card.effect("Puzzle Cube")
def puzzle_cube_meld(you: Ctx) -> None:
    """Draw a 10 and meld it."""
    you.draw_and_meld(10)


@card.effect("Sudoku")
def sudoku(you: Ctx) -> None:
    """Draw a card of any value and meld it. If your board shows bonuses of nine or more
    different values, you win. Execute the melded card's non-demand effects yourself, without
    sharing."""
    value = you.choose_value(you.ages(), "draw and meld a card of which value?")
    melded = you.draw_and_meld(value)
    if len(set(you.bonuses())) >= 9:
        you.win()
    you.execute(melded)
