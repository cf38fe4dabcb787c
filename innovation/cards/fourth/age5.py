"""Age 5 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age5.md.

Where the 3rd edition's function already does exactly what the 4th-edition text says under
the 4th-edition rules, it is reused (`card.reuse`): Chemistry, Physics, Banking, Measurement,
Astronomy, Societies, The Pirate Code, Coal's first two effects and Statistics' splay. New
here, from their 4th-edition texts: Coal's third effect (a chosen colour's top card scored
twice), the Statistics demand (the value is mine to choose) and Steam Engine (its 6 pile junk).
"""

from ...engine.cards import YELLOW
from ...engine.ctx import Ctx
from ..third import card as third
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third, "Chemistry")  # splay blue right; draw one above your highest top, score, return
card.reuse(third, "Physics")  # three 6s revealed; two of one colour return the whole hand

# --- red ------------------------------------------------------------------------------------
card.reuse(third, "Coal", 0)  # draw and tuck a 5
card.reuse(third, "Coal", 1)  # you may splay red right


@card.effect("Coal")
def coal_score_top_twice(you: Ctx) -> None:
    """You may name one of your colours. Having named one, score the top card of that pile,
    and then score the card that has become its top."""
    colour = you.choose_color(
        you.colors(),
        "you may choose a colour: its top card is scored, then the card beneath it",
        may=True,
    )
    if colour is None:
        return
    for _ in range(2):
        top = you.top(colour)
        if top is None:
            return
        you.score(top)


card.reuse(third, "The Pirate Code")  # two score cards of 4 or less; then score a crown top card

# --- green ----------------------------------------------------------------------------------
card.reuse(
    third, "Banking"
)  # a non-green factory top card to my board and, if you do, a 5 scored; splay green
card.reuse(third, "Measurement")  # reveal and return; splay that colour right; draw its count


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Statistics")
def statistics_demand(you: Ctx) -> None:
    """I demand you take back into your hand, from your score pile, each card whose value is
    the one I name!"""
    if not you.score_pile():
        return  # whatever value is named, nothing can move: not asked
    values = range(1, you.game.edition.max_age + 1)
    named = you.choose_value(
        values,
        "choose the value whose cards {player} moves from score pile to hand",
        by=you.me,
        params={"player": you.name()},
    )
    you.all_cards(
        lambda: [c for c in you.score_pile() if c.age == named],
        lambda c: you.transfer_to_hand(c, you.player),
    )


card.reuse(third, "Statistics", 1)  # you may splay yellow right


@card.effect("Steam Engine")
def steam_engine(you: Ctx) -> None:
    """Draw a 4 and tuck it, two times. Score the card at the bottom of your yellow pile;
    should that card be Steam Engine, every card left in the 6 pile goes to the junk."""
    you.draw_and_tuck(4)
    you.draw_and_tuck(4)
    bottom = you.bottom(YELLOW)
    if bottom is None:
        return
    you.score(bottom)
    if bottom.name == "Steam Engine":
        you.junk_deck(6)


# --- purple ---------------------------------------------------------------------------------
card.reuse(third, "Astronomy")  # 6s melded while blue or green; Universe if non-purple tops >= 6
card.reuse(third, "Societies")  # a lightbulb top card above my same-colour top; if you do, a 5
