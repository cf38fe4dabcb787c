"""Echoes of the Past, age 9 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age9.md.

Reused from the 3rd edition where the 4th-edition text does the same: Calculator's and Credit
Card's splays, Helicopter, Credit Card's and Email's echo effects, Email, ATM (but its junk),
Rock. The engine supplies the 4th edition's rules (self-execution runs echo effects, the
forecast's limit, ages to 11).
"""

from ....engine.cards import BLUE, GREEN
from ....engine.ctx import Ctx
from ..third import card as third_card
from . import card

# --- blue -----------------------------------------------------------------------------------


@card.effect("Calculator")
def calculator_score_two(you: Ctx) -> None:
    """Score the bottom cards of two of your piles other than blue. If you scored two whose
    values add up to less than 12, draw a card of that sum and do this effect a second time
    (never a third)."""
    for _ in range(2):  # the effect, and its one repeat
        bottoms = [you.bottom(color) for color in you.colors() if color != BLUE]
        chosen = you.choose_cards(
            bottoms, "score the bottom card of a non-blue pile", min=2, max=2
        )
        for c in chosen:
            you.score(c)
        total = sum(c.age for c in chosen)
        if len(chosen) < 2 or total >= 12:
            return
        you.draw(total)


card.reuse(third_card, "Calculator", 1)  # you may splay your blue pile up


@card.effect("Laser")
def laser_return(you: Ctx) -> None:
    """Return four of your score cards. Return each standard achievement nobody has
    claimed."""
    pile = you.score_pile()
    you.return_cards(you.choose_cards(pile, "return a card from your score pile", 4, 4))
    # nobody sees the achievements' faces and there is one of each age: they go back by age
    for achievement in you.achievement_cards():
        you.return_card(achievement)


@card.effect("Laser")
def laser_draw(you: Ctx) -> None:
    """Draw an 11 and foreshadow it. Draw a 10 and meld it. If Laser was foreseen, draw an 11
    and meld it too."""
    you.draw_and_foreshadow(11)
    you.draw_and_meld(10)
    if you.foreseen:
        you.draw_and_meld(11)


# --- red ------------------------------------------------------------------------------------
card.reuse(third_card, "Helicopter")


@card.echo("Jet")
def jet_echo(you: Ctx) -> None:
    """Meld one card from your hand."""
    chosen = you.choose_card(you.hand(), "meld a card from your hand")
    if chosen is not None:
        you.meld(chosen)
        you.memory.setdefault("jet_melded", {})[you.player] = chosen  # the last one counts


@card.demand("Jet")
def jet_demand(you: Ctx) -> None:
    """I demand you return the top card of your pile whose colour is that of the card I melded
    last by Jet's echo effect during this action! Junk each available achievement whose value
    is that melded card's or the returned card's!"""
    melded = you.memory.get("jet_melded", {}).get(you.me)
    if melded is None:
        return  # nothing melded by the echo effect: no colour, no value
    values = {melded.age}
    top = you.top(melded.color)
    if top is not None:
        you.return_card(top)
        values.add(top.age)
    you.junk_all(c for c in you.achievement_cards() if c.age in values)


@card.effect("Jet")
def jet_foreshadow(you: Ctx) -> None:
    """Draw a 10 and foreshadow it."""
    you.draw_and_foreshadow(10)


# --- green ----------------------------------------------------------------------------------
card.reuse_echo(third_card, "Credit Card")  # draw a 9 and foreshadow it


@card.effect("Credit Card")
def credit_card_take(you: Ctx) -> None:
    """You may take one of your top cards that is not green into your hand. If you do, draw a
    card of the same value and score it; having done so, if Credit Card was foreseen, do this
    effect again."""
    while True:
        tops = [c for c in you.top_cards() if c.color != GREEN]
        chosen = you.choose_card(tops, "you may take a non-green top card into your hand", may=True)
        if chosen is None:
            return
        you.transfer_to_hand(chosen, you.player)
        you.draw_and_score(chosen.age)
        if not you.foreseen:
            return


card.reuse(third_card, "Credit Card", 1)  # you may splay your green pile up
card.reuse_echo(third_card, "Email")  # draw a 10 and foreshadow it
card.reuse(third_card, "Email")  # draw a 9 and foreshadow it; self-execute the lowest non-green

# --- yellow ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "ATM")  # draw a card of any value (1 to 11) and score it
card.reuse(third_card, "ATM")  # the demand; you may splay your purple pile up


@card.effect("ATM")
def atm_junk(you: Ctx) -> None:
    """Junk every card of the 10 pile."""
    you.junk_deck(10)


@card.echo("Wristwatch")
def wristwatch_echo(you: Ctx) -> None:
    """Tuck one of your top cards."""
    chosen = you.choose_card(you.top_cards(), "tuck one of your top cards")
    if chosen is not None:
        you.tuck(chosen)


@card.effect("Wristwatch")
def wristwatch_return(you: Ctx) -> None:
    """If Wristwatch was foreseen, return every card of your board but your bottom cards."""
    if not you.foreseen:
        return
    you.return_cards([c for color in you.colors() for c in you.pile(color)[:-1]])


@card.effect("Wristwatch")
def wristwatch_meld(you: Ctx) -> None:
    """Take the values one by one from the lowest up: for each, if your board shows a bonus of
    that value, draw a card of that value and meld it."""
    value = 1
    while True:
        shown = you.bonuses()  # read again before each value: a meld may show or cover one
        if not shown or value > max(shown):
            return
        if value in shown:
            you.draw_and_meld(value)
        value += 1


# --- purple ---------------------------------------------------------------------------------
@card.echo("Karaoke")
def karaoke_echo(you: Ctx) -> None:
    """Draw a card whose value is that of a card in your hand, and meld it."""
    values = {c.age for c in you.hand()}
    value = you.choose_value(values, "draw and meld a card of which value?")
    if value is None:
        return  # an empty hand names no value
    melded = you.draw_and_meld(value)
    you.memory.setdefault("karaoke_melded", {})[you.player] = melded  # the last one counts


@card.effect("Karaoke")
def karaoke_take(you: Ctx) -> None:
    """Take the bottom card of each of your piles into your hand."""
    for color in you.colors():
        bottom = you.bottom(color)
        if bottom is not None:
            you.transfer_to_hand(bottom, you.player)


@card.effect("Karaoke")
def karaoke_claim(you: Ctx) -> None:
    """Claim an available achievement of the value of the card you last melded by Karaoke's
    echo effect in this action, eligible or not. If you do, self-execute that melded card."""
    melded = you.memory.get("karaoke_melded", {}).get(you.player)
    if melded is None:
        return
    if you.achieve_age(melded.age):
        you.self_execute(melded)  # wherever it is now


card.reuse(third_card, "Rock")
