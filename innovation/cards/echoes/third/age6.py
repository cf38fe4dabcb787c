"""Echoes of the Past, age 6 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age6.md."""

from ....engine.cards import BLUE, COLORS, GREEN, RED, RIGHT, YELLOW, Card
from ....engine.ctx import Ctx
from . import card

# --- private helpers built from the public verbs ----------------------------------------------


def _achievement_ages(you: Ctx, p: int) -> set[int]:
    """The values of a player's standard achievements (special ones have none)."""
    return {a.age for a in you.achievements(p) if isinstance(a, Card)}


def _remember(you: Ctx, key: str, value: object) -> None:
    """Note something per player in the dogma's memory ("due to this card's echo effect")."""
    you.memory[key] = {**you.memory.get(key, {}), you.player: value}


def _recalled(you: Ctx, key: str) -> object:
    return you.memory.get(key, {}).get(you.player)


# --- blue -------------------------------------------------------------------------------------
@card.echo("Bifocals")
def bifocals_echo(you: Ctx) -> None:
    """Choose any value; draw a card of that value and foreshadow it."""
    value = you.choose_value(you.ages(), "draw and foreshadow a card of which value?")
    assert value is not None
    you.draw_and_foreshadow(value)


@card.effect("Bifocals")
def bifocals_swap(you: Ctx) -> None:
    """You may return a card of your forecast. If you do, draw a card of the same value and
    foreshadow it."""
    chosen = you.choose_card(you.forecast(), "you may return a card of your forecast", may=True)
    if chosen is not None:
        you.return_card(chosen)
        you.draw_and_foreshadow(chosen.age)


@card.effect("Bifocals")
def bifocals_splay(you: Ctx) -> None:
    """You may splay your green pile right."""
    you.may_splay(GREEN, RIGHT, "splay your green cards right?")


@card.echo("Stethoscope")
def stethoscope_echo(you: Ctx) -> None:
    """From your hand, meld a card that is blue or yellow."""
    cards = [c for c in you.hand() if c.color in (BLUE, YELLOW)]
    chosen = you.choose_card(cards, "meld a blue or yellow card")
    if chosen is not None:
        you.meld(chosen)
        if chosen.color == BLUE:
            _remember(you, "stethoscope_blue", True)


@card.effect("Stethoscope")
def stethoscope_draw(you: Ctx) -> None:
    """Draw one 7. If this card's echo effect had you meld a blue card during this dogma, draw an
    8."""
    you.draw(7)
    if _recalled(you, "stethoscope_blue"):
        you.draw(8)


@card.effect("Stethoscope")
def stethoscope_splay(you: Ctx) -> None:
    """You may splay your yellow pile right."""
    you.may_splay(YELLOW, RIGHT, "splay your yellow cards right?")


# --- red --------------------------------------------------------------------------------------
@card.echo("Loom")
def loom_echo(you: Ctx) -> None:
    """Score one of your lowest top cards."""
    chosen = you.choose_card(you.lowest(you.top_cards()), "score your lowest top card")
    if chosen is not None:
        you.score(chosen)


@card.effect("Loom")
def loom_return_and_tuck(you: Ctx) -> None:
    """You may return two cards of two different values from your score pile. If you do, three
    times draw a 6 and tuck it."""
    scores = you.score_pile()
    if len({c.age for c in scores}) < 2:
        return
    first = you.choose_card(
        scores, "you may return two score cards of different values: the first", may=True
    )
    if first is None:
        return
    second = you.choose_card(
        [c for c in scores if c.age != first.age], "the second score card, of another value"
    )
    assert second is not None
    you.return_cards([first, second])
    for _ in range(3):
        you.draw_and_tuck(6)


@card.effect("Loom")
def loom_heritage(you: Ctx) -> None:
    """If one pile of your board shows five hexes or more, claim Heritage."""
    if any(you.hexes(color) >= 5 for color in COLORS):
        you.achieve_special("Heritage")


@card.demand("Shrapnel")
def shrapnel(you: Ctx) -> None:
    """I demand you draw a 6 and tuck it! Transfer your two top cards of its colour to my score
    pile! Transfer my bottom card of that colour to your score pile!"""
    tucked = you.draw_and_tuck(6)
    for taken in you.pile(tucked.color)[:2]:
        you.transfer_to_score(taken, you.me)
    bottom = you.bottom(tucked.color, you.me)
    if bottom is not None:
        you.transfer_to_score(bottom, you.player)


# --- green ------------------------------------------------------------------------------------
@card.echo("Hot Air Balloon")
def hot_air_balloon_echo(you: Ctx) -> None:
    """Draw a 7 and score it."""
    you.draw_and_score(7)


@card.effect("Hot Air Balloon")
def hot_air_balloon(you: Ctx) -> None:
    """You may achieve, if you are eligible for it, a top card of another player whose
    achievements include one of its value. If you do, transfer to that player's board your top
    green card. If you do not, draw a 7 and meld it."""
    targets = [
        c
        for q in you.others()
        for c in you.top_cards(q)
        if c.age in _achievement_ages(you, q) and you.can_achieve(c.age)
    ]
    chosen = you.choose_card(targets, "you may achieve another player's top card", may=True)
    if chosen is None:
        you.draw_and_meld(7)
        return
    owner = you.where(chosen)[1]
    you.achieve_card(chosen)
    green = you.top(GREEN)
    if green is not None:
        you.transfer_to_board(green, owner)


@card.demand("Steamboat")
def steamboat(you: Ctx) -> None:
    """I demand you draw a 6 and reveal it! If it is blue or yellow, transfer it to my hand with
    every other card of your hand! If it is red or green, it stays with you, and you transfer
    two of your score cards to my score pile! If it is purple, it stays with you!"""
    drawn = you.draw_and_reveal(6)
    if drawn.color in (BLUE, YELLOW):
        for c in you.hand():
            you.transfer_to_hand(c, you.me)
    elif drawn.color in (RED, GREEN):
        given = you.choose_cards(you.score_pile(), "give a score card", min=2, max=2)
        for c in given:
            you.transfer_to_score(c, you.me)


# --- yellow -----------------------------------------------------------------------------------
@card.echo("Dentures")
def dentures_echo(you: Ctx) -> None:
    """Draw a 6 and tuck it."""
    tucked = you.draw_and_tuck(6)
    _remember(you, "dentures_tucked", tucked.color)


@card.effect("Dentures")
def dentures_score(you: Ctx) -> None:
    """Score the two top cards, leaving the bottom card, of the colour of the card Dentures last
    had you tuck. If there is none to score, draw a 6 and tuck it, and repeat this effect."""
    while True:
        color = _recalled(you, "dentures_tucked")
        if isinstance(color, int):
            above_bottom = you.pile(color)[:-1][:2]
            if above_bottom:
                for c in above_bottom:
                    you.score(c)
                return
        tucked = you.draw_and_tuck(6)
        _remember(you, "dentures_tucked", tucked.color)


@card.effect("Dentures")
def dentures_splay(you: Ctx) -> None:
    """You may splay your blue pile right."""
    you.may_splay(BLUE, RIGHT, "splay your blue cards right?")


@card.echo("Morphine")
def morphine_echo(you: Ctx) -> None:
    """Score a card of odd value from your hand."""
    odd = [c for c in you.hand() if c.age % 2 == 1]
    chosen = you.choose_card(odd, "score an odd card from your hand")
    if chosen is not None:
        you.score(chosen)


@card.demand("Morphine")
def morphine_demand(you: Ctx) -> None:
    """I demand you return every card of odd value in your hand, and draw a 6!"""
    odd = [c for c in you.hand() if c.age % 2 == 1]
    you.return_cards(odd)
    if odd:
        highest = max(c.age for c in odd)
        you.memory["morphine_returned"] = max(you.memory.get("morphine_returned", 0), highest)
    you.draw(6)


@card.effect("Morphine")
def morphine_draw(you: Ctx) -> None:
    """If the demand returned any card, draw a card one higher than the highest of them."""
    highest = you.memory.get("morphine_returned", 0)
    if highest:
        you.draw(highest + 1)


@card.effect("Morphine")
def morphine_splay(you: Ctx) -> None:
    """You may splay your red pile right."""
    you.may_splay(RED, RIGHT, "splay your red cards right?")


# --- purple -----------------------------------------------------------------------------------
@card.demand("Indian Clubs")
def indian_clubs_demand(you: Ctx) -> None:
    """I demand you return two cards of your score pile!"""
    chosen = you.choose_cards(you.score_pile(), "return a score card", min=2, max=2)
    you.return_cards(chosen)


@card.effect("Indian Clubs")
def indian_clubs(you: Ctx) -> None:
    """For each value among the cards of your score pile, score a card of that value from your
    hand."""
    for value in sorted({c.age for c in you.score_pile()}):
        matching = [c for c in you.hand() if c.age == value]
        chosen = you.choose_card(matching, "score a card of value {value}", params={"value": value})
        if chosen is not None:
            you.score(chosen)


@card.effect("Kaleidoscope")
def kaleidoscope(you: Ctx) -> None:
    """Draw a 7 and meld it. You may splay your pile of its colour right."""
    melded = you.draw_and_meld(7)
    you.may_splay(
        melded.color, RIGHT, "splay your {color} cards right?", params={"color": melded.color_name}
    )
