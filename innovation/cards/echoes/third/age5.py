"""Echoes of the Past, age 5 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age5.md."""

from ....engine.cards import FACTORY, GREEN, LEAF, PURPLE, RED, RIGHT, YELLOW
from ....engine.ctx import Ctx
from ....engine.wording import N_
from . import card

# the Echoes piles' name for the engine's pile verbs (`deck_size`, `deck_cards`)
ECHOES = "echoes"


# --- blue -------------------------------------------------------------------------------------
@card.echo("Lightning Rod")
def lightning_rod_echo(you: Ctx) -> None:
    """Draw a 5 and tuck it."""
    you.draw_and_tuck(5)


@card.demand("Lightning Rod")
def lightning_rod_demand(you: Ctx) -> None:
    """I demand you draw a 5 and tuck it! Return your top card of the colour you tucked!"""
    tucked = you.draw_and_tuck(5)
    top = you.top(tucked.color)
    if top is not None:
        you.return_card(top)


@card.effect("Lightning Rod")
def lightning_rod_tuck_and_return(you: Ctx) -> None:
    """Draw a 5 and tuck it. You may return one of your top cards."""
    you.draw_and_tuck(5)
    chosen = you.choose_card(you.top_cards(), "you may return a top card", may=True)
    if chosen is not None:
        you.return_card(chosen)


@card.echo("Thermometer")
def thermometer_echo(you: Ctx) -> None:
    """Meld the bottom card of your green pile, which keeps its splay."""
    bottom = you.bottom(GREEN)
    if bottom is None:
        return
    direction = you.splay_direction(GREEN)
    you.meld(bottom)
    if you.splay_direction(GREEN) != direction:  # a pile of two passed through one card
        you.splay(GREEN, direction)


@card.effect("Thermometer")
def thermometer(you: Ctx) -> None:
    """Draw a card one higher than your top yellow card and meld it. If it is yellow, repeat
    this effect."""
    while True:
        melded = you.draw_and_meld(you.value(you.top(YELLOW)) + 1)
        if melded.color != YELLOW:
            return


# --- red --------------------------------------------------------------------------------------
@card.echo("Coke")
def coke_echo(you: Ctx) -> None:
    """Draw a 4 and tuck it."""
    you.draw_and_tuck(4)


@card.effect("Coke")
def coke(you: Ctx) -> None:
    """Draw a 6 and reveal it. If it shows a factory, meld it and repeat this effect; if not,
    foreshadow it."""
    while True:
        drawn = you.draw_and_reveal(6)
        if not drawn.has(FACTORY):
            you.foreshadow(drawn)
            return
        you.meld(drawn)


@card.demand("Octant")
def octant_demand(you: Ctx) -> None:
    """I demand you transfer to my board one of your top cards that is not red and has a leaf
    or a factory! If you do, draw a 6 and foreshadow it!"""
    tops = [c for c in you.top_cards() if c.color != RED and (c.has(LEAF) or c.has(FACTORY))]
    chosen = you.choose_card(tops, "give a top card, not red, with a leaf or a factory")
    if chosen is None:
        return
    you.transfer_to_board(chosen, you.me)
    you.draw_and_foreshadow(6)


@card.effect("Octant")
def octant(you: Ctx) -> None:
    """Draw a 6 and foreshadow it."""
    you.draw_and_foreshadow(6)


# --- green ------------------------------------------------------------------------------------
@card.effect("Palampore")
def palampore_score(you: Ctx) -> None:
    """If some bonus value shows at least twice on your board, draw a card of that value and
    score it."""
    shown = you.bonuses()
    repeated = {v for v in shown if shown.count(v) >= 2}
    value = you.choose_value(repeated, "draw and score a card of which repeated bonus?")
    if value is not None:
        you.draw_and_score(value)


@card.effect("Palampore")
def palampore_splay(you: Ctx) -> None:
    """You may splay your purple pile right."""
    you.may_splay(PURPLE, RIGHT, "splay your purple cards right?")


@card.effect("Palampore")
def palampore_wealth(you: Ctx) -> None:
    """If your board shows six bonuses or more, claim Wealth."""
    if len(you.bonuses()) >= 6:
        you.achieve_special("Wealth")


@card.demand("Seed Drill")
def seed_drill_demand(you: Ctx) -> None:
    """I demand you return one of your top cards whose value is below 3!"""
    low = [c for c in you.top_cards() if c.age < 3]
    chosen = you.choose_card(low, "return a top card below 3")
    if chosen is not None:
        you.return_card(chosen)


@card.effect("Seed Drill")
def seed_drill(you: Ctx) -> None:
    """Choose the pile of 3s, 4s or 5s. You may move that pile's bottom card, if it has one,
    among the available achievements."""
    ages = [a for a in (3, 4, 5) if you.deck_size(a)]
    age = you.choose_value(
        ages, "you may make the bottom card of a 3, 4 or 5 pile an achievement", may=True
    )
    if age is not None:
        you.make_available(you.deck_cards(age)[-1])  # top card first: the bottom one is last


# --- yellow -----------------------------------------------------------------------------------
@card.effect("Pressure Cooker")
def pressure_cooker(you: Ctx) -> None:
    """Return every card in your hand. For each of your top cards that has a bonus, draw a card
    whose value is that bonus."""
    you.return_cards(you.hand())
    values = sorted(c.bonus for c in you.top_cards() if c.bonus)
    while values:
        if len(set(values)) > 1:
            value = you.choose_value(values, "draw a card of which bonus next?")
        else:
            value = values[0]
        values.remove(value)
        you.draw(value)


@card.echo("Stove")
def stove_echo(you: Ctx) -> None:
    """Score one of your top cards that has no factory."""
    plain = [c for c in you.top_cards() if not c.has(FACTORY)]
    chosen = you.choose_card(plain, "score a top card without a factory")
    if chosen is not None:
        you.score(chosen)


@card.effect("Stove")
def stove_tuck(you: Ctx) -> None:
    """Draw a 4 and tuck it. If your top card of its colour is worth less than 4, draw a 4 and
    score it."""
    tucked = you.draw_and_tuck(4)
    if you.value(you.top(tucked.color)) < 4:
        you.draw_and_score(4)


@card.effect("Stove")
def stove_splay(you: Ctx) -> None:
    """You may splay your green pile right."""
    you.may_splay(GREEN, RIGHT, "splay your green cards right?")


# --- purple -----------------------------------------------------------------------------------
@card.echo("Piano")
def piano_echo(you: Ctx) -> None:
    """Draw a card whose value matches a card in some player's hand."""
    values = {c.age for q in you.players for c in you.hand(q)}
    value = you.choose_value(values, "draw a card of which value held in a hand?")
    if value is not None:
        you.draw(value)


@card.effect("Piano")
def piano(you: Ctx) -> None:
    """If you have five top cards and no two share a value, return five cards from your score
    pile, and for each value of your top cards, lowest first, draw a card of it and score it."""
    tops = you.top_cards()
    values = sorted({c.age for c in tops})
    if len(tops) != 5 or len(values) != 5:
        return
    chosen = you.choose_cards(you.score_pile(), "return a score card", min=5, max=5)
    you.return_cards(chosen)
    for value in values:
        you.draw_and_score(value)


TUNING_FORK_DECK = N_("look at the top card of which pile?")


@card.echo("Tuning Fork")
def tuning_fork_echo(you: Ctx) -> None:
    """Look at the top card of any pile of cards to draw, and put it back where it was."""
    ages = [a for a in you.ages() if you.deck_size(a) or you.deck_size(a, ECHOES)]
    age = you.choose_value(ages, TUNING_FORK_DECK)
    if age is None:
        return
    base, echoes = you.deck_cards(age), you.deck_cards(age, ECHOES)
    if base and echoes:
        which = you.choose_option(["base", ECHOES], "the base pile or the Echoes pile?")
    else:
        which = "base" if base else ECHOES
    you.look((base if which == "base" else echoes)[0])  # top card first


@card.effect("Tuning Fork")
def tuning_fork(you: Ctx) -> None:
    """Return one of your hand cards. If you do, draw a card of its value and reveal it: meld it
    if its value is above that of your top card of its colour, and return it if not. You may
    repeat this effect."""
    while True:
        given = you.choose_card(you.hand(), "return a card from your hand")
        if given is None:
            return
        you.return_card(given)
        drawn = you.draw_and_reveal(given.age)
        top = you.top(drawn.color)
        if top is not None and drawn.age > top.age:
            you.meld(drawn)
        else:
            you.return_card(drawn)
        if not you.hand() or not you.may("repeat this effect?"):
            return
