"""Echoes of the Past, age 2 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age2.md."""

from ....engine.cards import CASTLE, COLORS, FACTORY, GREEN, LEFT
from ....engine.ctx import Ctx
from ....engine.wording import N_
from . import card
from .age1 import bottom_cards, bottom_of_pile_to_achievements

LINGUISTICS_DRAW = N_("draw a 3")
LINGUISTICS_FORESHADOW = N_("draw and foreshadow a 4")
SCISSORS_MELD = N_("meld it")
SCISSORS_SCORE = N_("score it")


# --- blue -----------------------------------------------------------------------------------
@card.echo("Lever")
def lever_echo(you: Ctx) -> None:
    """Draw a 2 twice."""
    you.draw(2)
    you.draw(2)


@card.effect("Lever")
def lever(you: Ctx) -> None:
    """You may return any number of hand cards. For each pair of returned cards of one value,
    draw a card one higher than that value."""
    returned = you.return_cards(you.choose_cards(you.hand(), "you may return cards"))
    counts: dict[int, int] = {}
    for c in returned:
        counts[c.age] = counts.get(c.age, 0) + 1
    for value in sorted(counts):
        for _ in range(counts[value] // 2):
            you.draw(value + 1)


@card.echo("Linguistics")
def linguistics_echo(you: Ctx) -> None:
    """Either draw a 3, or draw a 4 and foreshadow it."""
    choice = you.choose_option([LINGUISTICS_DRAW, LINGUISTICS_FORESHADOW], "choose a draw")
    if choice == LINGUISTICS_DRAW:
        you.draw(3)
    else:
        you.draw_and_foreshadow(4)


@card.effect("Linguistics")
def linguistics(you: Ctx) -> None:
    """If your board shows any bonus, draw a card whose value is one of your bonuses."""
    value = you.choose_value(you.bonuses(), "draw a card of the value of one of your bonuses")
    if value is not None:
        you.draw(value)


# --- red ------------------------------------------------------------------------------------
@card.demand("Crossbow")
def crossbow_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile a card with a bonus from your hand!"""
    chosen = you.choose_card([c for c in you.hand() if c.bonus], "give a card with a bonus")
    if chosen:
        you.transfer_to_score(chosen, you.me)


@card.effect("Crossbow")
def crossbow(you: Ctx) -> None:
    """Transfer a card from your hand to the board of another player of your choice."""
    chosen = you.choose_card(you.hand(), "transfer a card to another player's board")
    if chosen is None:
        return
    to = you.choose_player(you.others(), "choose whose board gets it")
    if to is not None:
        you.transfer_to_board(chosen, to)


@card.echo("Horseshoes")
def horseshoes_echo(you: Ctx) -> None:
    """Draw a 2 and foreshadow it."""
    you.draw_and_foreshadow(2)


@card.demand("Horseshoes")
def horseshoes(you: Ctx) -> None:
    """I demand you transfer to my board one of your top cards with neither a castle nor a
    factory! If you do, draw a 2 and meld it!"""
    offered = [c for c in you.top_cards() if not c.has(CASTLE) and not c.has(FACTORY)]
    chosen = you.choose_card(offered, "give a top card without a castle or a factory")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw_and_meld(2)


# --- green ----------------------------------------------------------------------------------
@card.echo("Glassblowing")
def glassblowing_echo(you: Ctx) -> None:
    """From your hand, score a card with a bonus."""
    chosen = you.choose_card([c for c in you.hand() if c.bonus], "score a card with a bonus")
    if chosen:
        you.score(chosen)


@card.effect("Glassblowing")
def glassblowing(you: Ctx) -> None:
    """Draw a card three higher than your lowest non-green top card and foreshadow it."""
    lowest = min((c.age for c in you.top_cards() if c.color != GREEN), default=0)
    you.draw_and_foreshadow(lowest + 3)


@card.echo("Scissors")
def scissors_echo(you: Ctx) -> None:
    """Take one of your bottom cards into your hand."""
    chosen = you.choose_card(bottom_cards(you), "take a bottom card into your hand")
    if chosen:
        you.transfer_to_hand(chosen, you.player)


@card.effect("Scissors")
def scissors_meld_or_score(you: Ctx) -> None:
    """You may choose one or two cards from your hand, and meld or score each one."""
    chosen = you.choose_cards(you.hand(), "you may choose up to two cards", max=2)
    for c in chosen:
        choice = you.choose_option(
            [SCISSORS_MELD, SCISSORS_SCORE], "meld or score {card}?", params={"card": c.name}
        )
        if choice == SCISSORS_MELD:
            you.meld(c)
        else:
            you.score(c)


@card.effect("Scissors")
def scissors_paper(you: Ctx) -> None:
    """Transfer Paper to your score pile if it is a top card on any board."""
    for q in you.players:
        for c in you.top_cards(q):
            if c.name == "Paper" and not c.expansion:
                you.transfer_to_score(c, you.player)
                return


# --- yellow ---------------------------------------------------------------------------------
@card.echo("Toothbrush")
def toothbrush_echo(you: Ctx) -> None:
    """Choose a value among your hand cards and tuck every card of that value from your
    hand."""
    value = you.choose_value({c.age for c in you.hand()}, "tuck all your cards of a value")
    if value is not None:
        you.tuck_all([c for c in you.hand() if c.age == value])


@card.effect("Toothbrush")
def toothbrush_splay(you: Ctx) -> None:
    """You may splay one of your piles left."""
    you.may_splay(COLORS, LEFT, "you may splay a colour left")


@card.effect("Toothbrush")
def toothbrush_achievement(you: Ctx) -> None:
    """You may transfer the bottom card of the 2 pile, if it holds any, to the available
    achievements."""
    bottom_of_pile_to_achievements(you, 2)


@card.effect("Watermill")
def watermill(you: Ctx) -> None:
    """From your hand, tuck a card with a bonus. If you do, draw a card whose value is that
    bonus; should it have a bonus as well, you may return a hand card to repeat this effect."""
    while True:
        chosen = you.choose_card([c for c in you.hand() if c.bonus], "tuck a card with a bonus")
        if chosen is None:
            return
        you.tuck(chosen)
        drawn = you.draw(chosen.bonus)
        if not drawn.bonus:
            return
        back = you.choose_card(you.hand(), "you may return a card to repeat", may=True)
        if back is None:
            return
        you.return_card(back)


# --- purple ---------------------------------------------------------------------------------
@card.effect("Pagoda")
def pagoda(you: Ctx) -> None:
    """Draw a 3 and reveal it. If your hand holds another card of its colour, tuck that card
    and meld the drawn one; if not, foreshadow the drawn card."""
    drawn = you.draw_and_reveal(3)
    same = [c for c in you.hand() if c.color == drawn.color and c is not drawn]
    chosen = you.choose_card(same, "tuck a card of the drawn card's colour")
    if chosen:
        you.tuck(chosen)
        you.meld(drawn)
    else:
        you.foreshadow(drawn)


@card.effect("Chaturanga")
def chaturanga(you: Ctx) -> None:
    """From your hand, meld a card with a bonus. If you do, draw two cards whose value is its
    bonus; if you don't, draw a card whose value is the number of your top cards and
    foreshadow it."""
    chosen = you.choose_card([c for c in you.hand() if c.bonus], "meld a card with a bonus")
    if chosen:
        you.meld(chosen)
        you.draw(chosen.bonus)
        you.draw(chosen.bonus)
    else:
        you.draw_and_foreshadow(len(you.top_cards()))
