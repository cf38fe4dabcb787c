"""Age 8 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age8.md.

Reused from the 3rd edition, where its function already does exactly what the 4th-edition
text says under the 4th-edition rules: Quantum Theory, Flight, Mobility (its new "of different
colours" is what reading the two top cards at once already gives), Corporations, Mass Media
(values 1–11 come from the edition), Antibiotics, and Empiricism's win. New here: Rocketry
(one card per colour with a clock, from any opponents), Skyscrapers (Skyscrapers itself goes
to my hand), Empiricism's first effect (the splay is no longer optional, and a miss unsplays)
and both effects of Socialism.
"""

from ...engine.cards import CLOCK, COLORS, UP, YELLOW
from ...engine.ctx import Ctx
from ..third import card as third
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third, "Quantum Theory")  # exactly two returned: a 10 drawn, then a 10 scored


@card.effect("Rocketry")
def rocketry(you: Ctx) -> None:
    """For every colour of your board that shows a clock, return one card from the score pile
    of an opponent of your choice (a different opponent each time if you like)."""
    times = sum(1 for c in you.colors() if you.pile_icons(c, CLOCK) > 0)
    if times >= sum(len(you.score_pile(q)) for q in you.opponents()):
        # every opponent score card goes whatever the picks: no question (oldest first)
        for q in you.opponents():
            for c in you.score_pile(q):
                you.return_card(c)
        return
    for _ in range(times):
        targets = [q for q in you.opponents() if you.score_pile(q)]
        owner = you.choose_player(targets, "choose an opponent whose score pile loses a card")
        if owner is None:
            return  # no opponent has a score card left
        pile = you.score_pile(owner)
        age = you.choose_value(
            {c.age for c in pile},
            "choose the age of {player}'s card",
            params={"player": you.name(owner)},
        )
        # score cards are face down: of several of that age, the one that has lain longest
        you.return_card(next(c for c in pile if c.age == age))


# --- red ------------------------------------------------------------------------------------
card.reuse(third, "Flight")  # red up lets one colour go up; then you may splay red up
card.reuse(third, "Mobility")  # the two highest qualifying top cards, read at once

# --- green ----------------------------------------------------------------------------------
card.reuse(third, "Corporations")
card.reuse(third, "Mass Media")  # the value is any age of the edition: 1–11

# --- yellow ---------------------------------------------------------------------------------
card.reuse(third, "Antibiotics")


@card.demand("Skyscrapers")
def skyscrapers(you: Ctx) -> None:
    """I demand you transfer to my board one of your top cards that is not yellow and has a
    clock! Having done so, score your new top card of that colour, return every other card of
    that colour from your board, and, should Skyscrapers lie on top of a pile, transfer it to
    my hand!"""
    candidates = [c for c in you.top_cards() if c.color != YELLOW and c.has(CLOCK)]
    given = you.choose_card(candidates, "move to my board a non-yellow top card with a [clock]")
    if given is None:
        return
    you.transfer_to_board(given, you.me)
    uncovered = you.top(given.color)
    if uncovered is not None:
        you.score(uncovered)
    you.return_cards(you.pile(given.color))
    sky = you.card  # the card whose demand this is: Skyscrapers
    place, owner = you.where(sky)
    if place == "board" and you.top(sky.color, owner) is sky:
        you.transfer_to_hand(sky, you.me)


# --- purple ---------------------------------------------------------------------------------
@card.effect("Empiricism")
def empiricism_draw(you: Ctx) -> None:
    """Name two colours, then draw a 9 and reveal it. If it is of a colour you named, meld it
    and splay your pile of its colour up; if not, unsplay your pile of its colour."""
    first = you.choose_color(COLORS, "choose a first colour")
    second = you.choose_color([c for c in COLORS if c != first], "choose a second colour")
    drawn = you.draw_and_reveal(9)
    if drawn.color in (first, second):
        you.meld(drawn)
        you.splay(drawn.color, UP)
    else:
        you.unsplay(drawn.color)  # the drawn card stays in your hand


card.reuse(third, "Empiricism", 1)  # twenty lightbulbs or more: you win


@card.effect("Socialism")
def socialism_tuck(you: Ctx) -> None:
    """You may tuck one of your top cards. If you do, tuck every card in your hand as well."""
    top = you.choose_card(you.top_cards(), "you may tuck one of your top cards", may=True)
    if top is None:
        return
    you.tuck(top)
    you.tuck_all(you.hand())


@card.effect("Socialism")
def socialism_junk_achievement(you: Ctx) -> None:
    """You may junk one of the achievements nobody has claimed yet, if its value is 8, 9 or
    10."""
    you.junk_achievement((8, 9, 10), "you may junk an available 8, 9 or 10 achievement", may=True)
