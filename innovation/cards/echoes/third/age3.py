"""Echoes of the Past, age 3 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age3.md."""

from ....engine.cards import (
    BLUE,
    CASTLE,
    COLORS,
    CROWN,
    GREEN,
    ICONS,
    LEFT,
    PURPLE,
    RED,
    RIGHT,
    UNSPLAYED,
    UP,
    YELLOW,
)
from ....engine.ctx import Ctx
from ....engine.wording import N_
from . import card

# (marked here: the extractor cannot read them inside these calls)
CHARITABLE_TRUST_CHOICE = N_("your top green card: achieve or return it?")
SUNGLASSES_SPLAY = N_("you may splay a pile")

# the directions a choice of splay offers, each its own English message
DIRECTION_WORDS = {LEFT: N_("left"), RIGHT: N_("right"), UP: N_("up")}


# --- blue -----------------------------------------------------------------------------------
@card.echo("Almanac")
def almanac_echo(you: Ctx) -> None:
    """Draw a 4 and foreshadow it."""
    you.draw_and_foreshadow(4)


@card.effect("Almanac")
def almanac_bonus_card(you: Ctx) -> None:
    """You may return a card that has a bonus from your forecast. If you do, draw a card one
    higher than its bonus and score it."""
    with_bonus = [c for c in you.forecast() if c.bonus]
    chosen = you.choose_card(with_bonus, "you may return a forecast card with a bonus", may=True)
    if chosen:
        you.return_card(chosen)
        you.draw_and_score(chosen.bonus + 1)


@card.echo("Magnifying Glass")
def magnifying_glass_echo(you: Ctx) -> None:
    """Draw one 4 and return a card from your hand."""
    you.draw(4)
    back = you.choose_card(you.hand(), "return a card from your hand")
    if back:
        you.return_card(back)


@card.effect("Magnifying Glass")
def magnifying_glass_three_alike(you: Ctx) -> None:
    """You may return three of your hand cards that share a value. If you do, draw a card two
    higher than that value."""
    counts: dict[int, int] = {}
    for c in you.hand():
        counts[c.age] = counts.get(c.age, 0) + 1
    values = [v for v, n in counts.items() if n >= 3]
    value = you.choose_value(values, "you may return three cards of this value", may=True)
    if value is None:
        return
    alike = [c for c in you.hand() if c.age == value]
    chosen = you.choose_cards(alike, "choose the three cards to return", min=3, max=3)
    you.return_cards(chosen)
    you.draw(value + 2)


@card.effect("Magnifying Glass")
def magnifying_glass_splay(you: Ctx) -> None:
    """You may splay your yellow pile or your blue pile left."""
    you.may_splay((YELLOW, BLUE), LEFT, "you may splay your yellow or blue pile left")


# --- red ------------------------------------------------------------------------------------
@card.demand("Liquid Fire")
def liquid_fire(you: Ctx) -> None:
    """I demand you draw a card whose value is your highest bonus, and transfer it to my
    forecast! If that card is red, transfer all of your hand to my score pile!"""
    drawn = you.draw(max(you.bonuses(), default=0))
    you.transfer(drawn, you.me, "forecast")
    if drawn.color == RED:
        for c in you.hand():
            you.transfer_to_score(c, you.me)


@card.demand("Katana")
def katana(you: Ctx) -> None:
    """I demand you transfer to my score pile two of your top cards that show a castle! If you
    transferred any, count the castles on them, draw a card of that value and transfer it to my
    forecast!"""
    castled = [c for c in you.top_cards() if c.has(CASTLE)]
    chosen = you.choose_cards(castled, "give a top card with a castle", min=2, max=2)
    if not chosen:
        return
    for c in chosen:
        you.transfer_to_score(c, you.me)
    drawn = you.draw(sum(c.count(CASTLE) for c in chosen))
    you.transfer(drawn, you.me, "forecast")


# --- green ----------------------------------------------------------------------------------
@card.echo("Charitable Trust")
def charitable_trust_echo(you: Ctx) -> None:
    """Draw a 3 or a 4."""
    value = you.choose_value((3, 4), "draw a 3 or a 4")
    drawn = you.draw(value)
    # each card drawn (twice on an endorsed Dogma: either may be melded)
    you.memory.setdefault("charitable_trust_drawn", {}).setdefault(you.player, []).append(drawn)


@card.effect("Charitable Trust")
def charitable_trust_meld(you: Ctx) -> None:
    """You may meld the card you drew with this card's echo effect. If you do, either return
    your top green card or, if you are eligible, achieve it."""
    held = [c for c in you.memory.get("charitable_trust_drawn", {}).get(you.player, [])
            if c in you.hand()]
    if not held:
        return
    if len(held) == 1:
        if not you.may(N_("meld the card drawn by the echo effect?")):
            return
        drawn = held[0]
    else:
        drawn = you.choose_card(held, N_("you may meld a card drawn by the echo effect"), may=True)
        if drawn is None:
            return
    you.meld(drawn)
    green = you.top(GREEN)
    if green is None:  # a card of another colour melded, and no green pile
        return
    if you.can_achieve(green.age):
        choice = you.choose_option(
            [N_("achieve it"), N_("return it")], CHARITABLE_TRUST_CHOICE
        )
        if choice == "achieve it":
            you.achieve_card(green)
            return
    you.return_card(green)


@card.demand("Homing Pigeons")
def homing_pigeons(you: Ctx) -> None:
    """I demand you return from your score pile two cards, each of a value that some card in my
    hand has!"""
    values = {c.age for c in you.hand(you.me)}
    matching = [c for c in you.score_pile() if c.age in values]
    chosen = you.choose_cards(matching, "return a card from your score pile", min=2, max=2)
    you.return_cards(chosen)


@card.effect("Homing Pigeons")
def homing_pigeons_splay(you: Ctx) -> None:
    """You may splay your red pile or your green pile left."""
    you.may_splay((RED, GREEN), LEFT, "you may splay your red or green pile left")


# --- yellow ---------------------------------------------------------------------------------
@card.echo("Deodorant")
def deodorant_echo(you: Ctx) -> None:
    """Draw a 3 and meld it."""
    you.draw_and_meld(3)


@card.effect("Deodorant")
def deodorant(you: Ctx) -> None:
    """If one of your top cards shows a castle, draw a 3 and meld it; if none does, draw
    one 4."""
    if any(c.has(CASTLE) for c in you.top_cards()):
        you.draw_and_meld(3)
    else:
        you.draw(4)


@card.effect("Sandpaper")
def sandpaper(you: Ctx) -> None:
    """You may return as many cards from your hand as you like, and draw a 3 for each one.
    After that, meld a card of your choice from your hand."""
    chosen = you.choose_cards(you.hand(), "you may return cards from your hand")
    you.return_cards(chosen)
    for _ in chosen:
        you.draw(3)
    melded = you.choose_card(you.hand(), "meld a card from your hand")
    if melded:
        you.meld(melded)


# --- purple ---------------------------------------------------------------------------------
@card.echo("Novel")
def novel_echo(you: Ctx) -> None:
    """Draw one 3."""
    you.draw(3)


@card.effect("Novel")
def novel_draw_and_splay(you: Ctx) -> None:
    """Draw one 3. You may splay your purple pile left."""
    you.draw(3)
    you.may_splay(PURPLE, LEFT, "you may splay your purple pile left")


@card.effect("Novel")
def novel_supremacy(you: Ctx) -> None:
    """If some icon other than crown is on each of your top cards that are not purple, claim
    Supremacy."""
    others = [c for c in you.top_cards() if c.color != PURPLE]
    if not others:
        return
    if any(icon != CROWN and all(c.has(icon) for c in others) for icon in ICONS):
        you.achieve_special("Supremacy")


@card.echo("Sunglasses")
def sunglasses_echo(you: Ctx) -> None:
    """Score a card from your hand whose colour is splayed on your board."""
    splayed = {color for color in COLORS if you.splay_direction(color) != UNSPLAYED}
    fitting = [c for c in you.hand() if c.color in splayed]
    chosen = you.choose_card(fitting, "score a card of a splayed colour")
    if chosen:
        you.score(chosen)


@card.effect("Sunglasses")
def sunglasses_splay(you: Ctx) -> None:
    """You may splay your purple pile the way one of your other piles is splayed, or splay one
    of your other piles the way your purple pile is splayed."""
    moves = _sunglasses_moves(you)
    if not moves:
        return
    color = you.choose_color({c for c, _ in moves}, SUNGLASSES_SPLAY, may=True)
    if color is None:
        return
    ways = sorted(d for c, d in moves if c == color)
    if len(ways) == 1:
        direction = ways[0]
    else:
        word = you.choose_option(
            [DIRECTION_WORDS[d] for d in ways], "splay your purple pile which way?"
        )
        direction = next(d for d in ways if DIRECTION_WORDS[d] == word)
    you.splay(color, direction)


def _sunglasses_moves(you: Ctx) -> set[tuple[int, int]]:
    """The splays Sunglasses allows that would change a pile: (colour, direction)."""
    moves: set[tuple[int, int]] = set()
    purple_way = you.splay_direction(PURPLE)
    for color in COLORS:
        if color == PURPLE:
            continue
        way = you.splay_direction(color)
        if way != UNSPLAYED and you.can_splay(PURPLE, way):
            moves.add((PURPLE, way))
        if purple_way != UNSPLAYED and you.can_splay(color, purple_way):
            moves.add((color, purple_way))
    return moves
