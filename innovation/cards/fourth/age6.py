"""Age 6 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age6.md.

Where the 3rd edition's function already does exactly what the 4th-edition text says under
the 4th-edition rules, it is reused (`card.reuse`): Atomic Theory, Machine Tools,
Classification, Metric System, Canning, Emancipation, and the splay of Industrialization and
the reward of Vaccination. New here, from the 4th-edition texts: Encyclopedia (a value of your
choice, and a junked achievement), Industrialization's three tucks and its clock check,
Vaccination's demand on a chosen value, and Democracy counted against opponents only."""

from ...engine.cards import CLOCK, RED
from ...engine.ctx import Ctx
from ..third import card as third
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third, "Atomic Theory")  # you may splay blue right; draw a 7 and meld it


@card.effect("Encyclopedia")
def encyclopedia_meld_a_value(you: Ctx) -> None:
    """Name a value. You may then put onto your board, one after another, every card of that
    value held in your score pile."""
    # Naming a value no score card has does nothing, exactly like declining: one question,
    # a value among those present or pass (docs/rulings/fourth/age6.md).
    values = {c.age for c in you.score_pile()}
    value = you.choose_value(values, "name a value: meld every score card of it?", may=True)
    if value is None:
        return
    you.all_cards(
        lambda: [c for c in you.score_pile() if c.age == value],
        you.meld,
        "choose the next {value} of your score pile to meld (the last one ends on top)",
        params={"value": value},
    )


@card.effect("Encyclopedia")
def encyclopedia_junk_achievement(you: Ctx) -> None:
    """You may send to the junk one standard achievement nobody has claimed yet, provided it
    is a 5, a 6 or a 7."""
    you.junk_achievement((5, 6, 7), "you may junk an available achievement: a 5, 6 or 7", may=True)


# --- red ------------------------------------------------------------------------------------
@card.effect("Industrialization")
def industrialization_tuck_three(you: Ctx) -> None:
    """Three times, draw a 6 and tuck it. After that, should your board show more clocks than
    that of every other player, return the top card of your red pile."""
    for _ in range(3):
        you.draw_and_tuck(6)
    clocks = {p: you.icons(CLOCK, p) for p in you.players}
    if you.single_most(clocks) == you.player:
        top_red = you.top(RED)
        if top_red is not None:
            you.return_card(top_red)


card.reuse(third, "Industrialization", 1)  # you may splay red or purple right
card.reuse(third, "Machine Tools")  # draw and score a card as high as your highest score card

# --- green ----------------------------------------------------------------------------------
card.reuse(third, "Classification")  # a colour from your hand: opponents' cards of it, melded
card.reuse(third, "Metric System")  # any colour right if green is right; green right

# --- yellow ---------------------------------------------------------------------------------
card.reuse(third, "Canning")  # you may tuck a 6, then score each factoryless top card


@card.demand("Vaccination")
def vaccination_demand(you: Ctx) -> None:
    """I demand you pick a card of your score pile and return each card there sharing its
    value! Having returned any, draw a 6 and meld it!"""
    # Only the value of the chosen card matters (every card of it goes back): the victim
    # chooses the value (docs/rulings/fourth/age6.md).
    values = {c.age for c in you.score_pile()}
    value = you.choose_value(
        values, "choose a card of your score pile: every card of its value goes back"
    )
    if value is None:
        return
    you.return_cards([c for c in you.score_pile() if c.age == value])
    you.memory["vaccination_returned"] = True  # read by the reused second effect
    you.draw_and_meld(6)


card.reuse(third, "Vaccination", 1)  # if the demand returned any card, draw and meld a 7


# --- purple ---------------------------------------------------------------------------------
@card.effect("Democracy")
def democracy(you: Ctx) -> None:
    """You may return as many cards from your hand as you like. Should the cards you returned
    due to Democracy in this action now outnumber those of each opponent, draw an 8 and score
    it."""
    chosen = you.choose_cards(you.hand(), "return a card (in the order they go back)")
    for c in chosen:
        you.return_card(c)
    # the whole Dogma action's running count, sharers included: player -> cards returned
    record: dict[int, int] = you.memory.setdefault("democracy_returned", {})
    record[you.player] = record.get(you.player, 0) + len(chosen)
    mine = record[you.player]
    if all(mine > record.get(q, 0) for q in you.opponents()) and mine > 0:
        you.draw_and_score(8)


card.reuse(third, "Emancipation")  # a card from your hand to my score pile and, if you do, a 6; splay
