"""Age 4 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age4.md.

Where the 3rd edition's function already does exactly what the 4th-edition text says under
the 4th-edition rules, it is reused (`card.reuse`); the rest is written here from the
4th-edition text (Colonialism, Anatomy, Perspective and Reformation's tuck changed)."""

from ...engine.cards import CROWN, GREEN, LIGHTBULB, UNSPLAYED
from ...engine.ctx import Ctx
from ..third import card as third
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third, "Experimentation")  # draw a 5 and meld it
card.reuse(third, "Printing Press")  # a score card back for a card two above the top purple


# --- red ------------------------------------------------------------------------------------
@card.effect("Colonialism")
def colonialism(you: Ctx) -> None:
    """Draw a 3 and tuck it. Should that card be green, send every card of the 5 pile to the
    junk; should it show a crown, carry out this effect once more."""
    while True:
        tucked = you.draw_and_tuck(3)
        if tucked.color == GREEN:
            you.junk_deck(5)
        if not tucked.has(CROWN):
            return


card.reuse(third, "Gunpowder")  # a castle top card to my score pile; then a 2 scored


# --- green ----------------------------------------------------------------------------------
card.reuse(third, "Invention")  # a left splay turned right scores a 4; Wonder if all splayed
card.reuse(third, "Navigation")  # a 2 or a 3 from your score pile to mine


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Anatomy")
def anatomy(you: Ctx) -> None:
    """I demand you return one of your score cards! Having done so, return one of your top
    cards of that same value! Having done that as well, send every card of the 4 pile to the
    junk!"""
    returned = you.choose_card(you.score_pile(), "return a card from your score pile")
    if returned is None:
        return
    you.return_card(returned)
    same = [c for c in you.top_cards() if c.age == returned.age]
    top = you.choose_card(
        same, "return a top card of value {value}", params={"value": returned.age}
    )
    if top is None:
        return
    you.return_card(top)
    you.junk_deck(4)


@card.effect("Perspective")
def perspective(you: Ctx) -> None:
    """You may return one of your hand cards. If you do, score one card from your hand for every
    colour of your board that shows a lightbulb."""
    chosen = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if chosen is None:
        return
    you.return_card(chosen)
    count = sum(1 for c in you.colors() if you.pile_icons(c, LIGHTBULB) > 0)
    if count:
        for c in you.choose_cards(you.hand(), "score a card from your hand", min=count, max=count):
            you.score(c)


# --- purple ---------------------------------------------------------------------------------
card.reuse(third, "Enterprise")  # a crowned non-purple top card to my board; splay green right
card.reuse(third, "Reformation", 1)  # you may splay yellow or purple right


@card.effect("Reformation")
def reformation_tuck(you: Ctx) -> None:
    """For each of your colours that is splayed, you may tuck one card from your hand."""
    allowed = sum(1 for c in you.colors() if you.splay_direction(c) != UNSPLAYED)
    if allowed:
        for c in you.choose_cards(you.hand(), "you may tuck a card from your hand", max=allowed):
            you.tuck(c)
