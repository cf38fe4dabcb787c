"""Echoes of the Past, age 1 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age1.md."""

from ....engine.cards import CASTLE, COLORS, LEFT, RED, YELLOW, Card
from ....engine.ctx import Ctx
from ....engine.wording import N_
from . import card

# Bangle's dogma: the two public lists disagree (3 or 2); docs/rulings/echoes/age1.md
BANGLE_FORESHADOW_AGE = 3

ICE_SKATES_MELD = N_("draw and meld a 2")
ICE_SKATES_FORESHADOW = N_("draw and foreshadow a 3")


# --- helpers used by several cards (Toothbrush, age 2, and Ice Cream, age 7, share the first) ---
def bottom_of_pile_to_achievements(you: Ctx, age: int) -> bool:
    """You may put the bottom card of the base `age` pile among the available achievements
    (the engine's `make_available`; docs/rulings/echoes/age1.md, Chopsticks)."""
    pile = you.deck_cards(age)  # top card first: the bottom one is the last
    if not pile:
        return False
    if not you.may(
        N_("transfer the bottom card of the {value} pile to the available achievements?"),
        params={"value": age},
    ):
        return False
    you.make_available(pile[-1])
    return True


def bottom_cards(you: Ctx) -> list[Card]:
    """The bottom card of each of your piles (a lone card is its pile's top and bottom)."""
    return [c for c in (you.bottom(color) for color in you.colors()) if c is not None]


# --- blue -----------------------------------------------------------------------------------
@card.effect("Dice")
def dice(you: Ctx) -> None:
    """Draw a 1 and reveal it. If it has a bonus, draw a card whose value is that bonus and
    meld it."""
    drawn = you.draw_and_reveal(1)
    if drawn.bonus:
        you.draw_and_meld(drawn.bonus)


@card.echo("Perfume")
def perfume_echo(you: Ctx) -> None:
    """Draw a 1 and tuck it."""
    you.draw_and_tuck(1)


@card.demand("Perfume")
def perfume(you: Ctx) -> None:
    """I demand you transfer to my board one of your top cards whose value matches none of my
    top cards! If you do, draw a card of that value and meld it!"""
    mine = {c.age for c in you.top_cards(you.me)}
    offered = [c for c in you.top_cards() if c.age not in mine]
    chosen = you.choose_card(offered, "give a top card of a value none of my top cards has")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw_and_meld(chosen.age)


@card.echo("Ruler")
def ruler_echo(you: Ctx) -> None:
    """Draw one 2."""
    you.draw(2)


@card.effect("Ruler")
def ruler(you: Ctx) -> None:
    """This card has no dogma effect besides its echo effect."""


# --- red ------------------------------------------------------------------------------------
@card.echo("Bangle")
def bangle_echo(you: Ctx) -> None:
    """From your hand, tuck a red card."""
    chosen = you.choose_card([c for c in you.hand() if c.color == RED], "tuck a red card")
    if chosen:
        you.tuck(chosen)


@card.effect("Bangle")
def bangle(you: Ctx) -> None:
    """Draw a 3 and foreshadow it."""
    you.draw_and_foreshadow(BANGLE_FORESHADOW_AGE)


@card.echo("Candles")
def candles_echo(you: Ctx) -> None:
    """If each other player's score is higher than yours, draw a 3."""
    mine = you.points()
    if all(you.points(q) > mine for q in you.others()):
        you.draw(3)


@card.demand("Candles")
def candles(you: Ctx) -> None:
    """I demand you transfer to my hand a card with a castle from yours and, if you do, draw
    a 1!"""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "give a card with a castle")
    if chosen:
        you.transfer_to_hand(chosen, you.me)
        you.draw(1)


@card.echo("Plumbing")
def plumbing_echo(you: Ctx) -> None:
    """Score one of your bottom cards."""
    chosen = you.choose_card(bottom_cards(you), "score a bottom card")
    if chosen:
        you.score(chosen)


@card.effect("Plumbing")
def plumbing(you: Ctx) -> None:
    """This card has no dogma effect besides its echo effect."""


# --- green ----------------------------------------------------------------------------------
@card.effect("Comb")
def comb(you: Ctx) -> None:
    """Choose a colour and draw five 1s, revealing each. Keep those of the chosen colour in
    your hand and return the others."""
    color = you.choose_color(COLORS, "choose a colour to keep")
    drawn = [you.draw_and_reveal(1) for _ in range(5)]
    you.return_cards([c for c in drawn if c.color != color])


@card.effect("Ice Skates")
def ice_skates(you: Ctx) -> None:
    """You may return one, two or three cards from your hand. For each of them, draw a 2 and
    meld it, or draw a 3 and foreshadow it. Finally, return one of your highest top cards."""
    chosen = you.choose_cards(you.hand(), "you may return up to three cards", max=3)
    you.return_cards(chosen)
    for _ in chosen:
        choice = you.choose_option(
            [ICE_SKATES_MELD, ICE_SKATES_FORESHADOW], "choose a draw for a returned card"
        )
        if choice == ICE_SKATES_MELD:
            you.draw_and_meld(2)
        else:
            you.draw_and_foreshadow(3)
    highest = you.choose_card(you.highest(you.top_cards()), "return your highest top card")
    if highest:
        you.return_card(highest)


@card.echo("Umbrella")
def umbrella_echo(you: Ctx) -> None:
    """You may meld one of your hand cards."""
    chosen = you.choose_card(you.hand(), "you may meld a card", may=True)
    if chosen:
        you.meld(chosen)


@card.effect("Umbrella")
def umbrella(you: Ctx) -> None:
    """Return as many cards from your hand as you like. For each one returned, score two cards
    from your hand."""
    returned = you.choose_cards(you.hand(), "return any number of cards")
    you.return_cards(returned)
    if returned:
        to_score = you.choose_cards(
            you.hand(), "score two cards for each returned one",
            min=2 * len(returned), max=2 * len(returned),
        )
        for c in to_score:
            you.score(c)


# --- yellow ---------------------------------------------------------------------------------
@card.echo("Chopsticks")
def chopsticks_echo(you: Ctx) -> None:
    """Draw one 1."""
    you.draw(1)


@card.effect("Chopsticks")
def chopsticks(you: Ctx) -> None:
    """You may transfer the bottom card of the 1 pile, if it holds any, to the available
    achievements."""
    bottom_of_pile_to_achievements(you, 1)


@card.effect("Noodles")
def noodles_most_ones(you: Ctx) -> None:
    """If you hold more 1s than any other player, draw a 2 and score it."""

    def ones(q: int) -> int:
        return sum(1 for c in you.hand(q) if c.age == 1)

    mine = ones(you.player)
    if all(mine > ones(q) for q in you.others()):
        you.draw_and_score(2)


@card.effect("Noodles")
def noodles_yellow(you: Ctx) -> None:
    """Draw a 1 and reveal it. If it is yellow, score every 1 in your hand."""
    drawn = you.draw_and_reveal(1)
    if drawn.color == YELLOW:
        for c in [c for c in you.hand() if c.age == 1]:
            you.score(c)


@card.effect("Soap")
def soap(you: Ctx) -> None:
    """Choose a colour; you may tuck any number of hand cards of that colour. If you tucked
    three or more, you may achieve a card from your hand, if you are eligible for it."""
    color = you.choose_color({c.color for c in you.hand()}, "choose a colour")
    if color is None:
        return
    chosen = you.choose_cards(
        [c for c in you.hand() if c.color == color], "you may tuck cards of that colour"
    )
    you.tuck_all(chosen)
    if len(chosen) < 3:
        return
    eligible = [c for c in you.hand() if you.can_achieve(c.age)]
    achieved = you.choose_card(eligible, "you may achieve a card from your hand", may=True)
    if achieved:
        you.achieve_card(achieved)


# --- purple ---------------------------------------------------------------------------------
@card.echo("Bell")
def bell_echo(you: Ctx) -> None:
    """You may score one of your hand cards."""
    chosen = you.choose_card(you.hand(), "you may score a card", may=True)
    if chosen:
        you.score(chosen)


@card.effect("Bell")
def bell(you: Ctx) -> None:
    """Draw a 2 and foreshadow it."""
    you.draw_and_foreshadow(2)


@card.echo("Flute")
def flute_echo(you: Ctx) -> None:
    """You may splay one of your piles left."""
    you.may_splay(COLORS, LEFT, "you may splay a colour left")


@card.demand("Flute")
def flute_demand(you: Ctx) -> None:
    """I demand you return from your hand a card with a bonus!"""
    chosen = you.choose_card([c for c in you.hand() if c.bonus], "return a card with a bonus")
    if chosen:
        you.return_card(chosen)


@card.effect("Flute")
def flute(you: Ctx) -> None:
    """Draw a 1 and reveal it. If it has a bonus, draw one more 1."""
    if you.draw_and_reveal(1).bonus:
        you.draw(1)


@card.effect("Puppet")
def puppet(you: Ctx) -> None:
    """This card has no dogma effect."""
