"""Echoes of the Past, age 3 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age3.md.

Where the 4th edition prints what the 3rd did, the 3rd edition's function is reused (Magnifying
Glass, Liquid Fire, Almanac's first effect, Charitable Trust's echo, Homing Pigeons' demand,
Deodorant's echo and first effect, Novel's Supremacy, Sunglasses' echo)."""

from collections.abc import Callable

from ....engine.cards import (
    ASLANT,
    CASTLE,
    COLORS,
    FACTORY,
    GREEN,
    LEFT,
    PURPLE,
    RED,
    RIGHT,
    UNSPLAYED,
    UP,
    Card,
)
from ....engine.ctx import Ctx
from ....engine.wording import N_
from ..third import card as third_card
from . import card

# the directions a choice of splay offers, each its own English message
DIRECTION_WORDS = {LEFT: N_("left"), RIGHT: N_("right"), UP: N_("up"), ASLANT: N_("aslant")}


def foreshadow_all(
    you: Ctx, cards_now: Callable[[], list[Card]], prompt: str, hidden: bool = False
) -> None:
    """Foreshadow "all cards" of a place one at a time while the forecast has room. When they
    cannot all fit, the player picks the next one: by its face, or by its age where the card
    lies face down (another player's forecast: the backs show the age)."""
    while True:
        cards = cards_now()
        if not cards or not you.can_foreshadow():
            return
        limit = you.forecast_limit()
        room = len(cards) if limit is None else limit - len(you.forecast())
        if len(cards) <= room:
            nxt = cards[0]
        elif hidden:
            age = you.choose_value({c.age for c in cards}, prompt)
            nxt = next(c for c in cards if c.age == age)
        else:
            chosen = you.choose_card(cards, prompt)
            assert chosen is not None
            nxt = chosen
        you.foreshadow(nxt)


# --- blue -----------------------------------------------------------------------------------
@card.echo("Almanac")
def almanac_echo(you: Ctx) -> None:
    """Draw an Echoes 4 and foreshadow it."""
    you.foreshadow(you.draw_from("echoes", 4))


card.reuse(third_card, "Almanac", 0)


@card.effect("Almanac")
def almanac_foreseen(you: Ctx) -> None:
    """If Almanac was foreseen, choose another player and foreshadow every card of their
    forecast."""
    if not you.foreseen:
        return
    holders = [q for q in you.others() if you.forecast(q)]
    who = you.choose_player(holders, "choose whose forecast you foreshadow")
    if who is None:
        return
    foreshadow_all(
        you, lambda: you.forecast(who), N_("foreshadow a card of which value?"), hidden=True
    )


card.reuse_echo(third_card, "Magnifying Glass")
card.reuse(third_card, "Magnifying Glass", 0, 1)


# --- red ------------------------------------------------------------------------------------
@card.demand("Katana")
def katana(you: Ctx) -> None:
    """I demand you transfer to my score pile two of your top cards that show a castle! If
    exactly one was transferred and Katana was foreseen, junk every standard achievement still
    available!"""
    castled = [c for c in you.top_cards() if c.has(CASTLE)]
    chosen = you.choose_cards(castled, "give a top card with a castle", min=2, max=2)
    for c in chosen:
        you.transfer_to_score(c, you.me)
    if len(chosen) == 1 and you.foreseen:
        you.junk_all(you.achievement_cards())


card.reuse(third_card, "Liquid Fire", 0)


# --- green ----------------------------------------------------------------------------------
card.reuse_echo(third_card, "Charitable Trust")


@card.effect("Charitable Trust")
def charitable_trust_meld(you: Ctx) -> None:
    """You may meld the card this card's echo effect made you draw, while it is in your hand.
    If the card melded is a 3, achieve your top green card if you are eligible; if it is a 4,
    return your top green card."""
    drawn_by_echo = you.memory.get("charitable_trust_drawn", {}).get(you.player)
    drawn = drawn_by_echo[-1] if drawn_by_echo else None  # the last one (the echo twice: Endorse)
    if drawn is None or drawn not in you.hand():
        return
    if not you.may(N_("meld the card drawn by the echo effect?")):
        return
    you.meld(drawn)
    green = you.top(GREEN)
    if green is None:  # a card of another colour melded, and no green pile
        return
    if drawn.age == 3:
        if you.can_achieve(green.age):
            you.achieve_card(green)
    elif drawn.age == 4:
        you.return_card(green)


card.reuse(third_card, "Homing Pigeons", 0)


@card.effect("Homing Pigeons")
def homing_pigeons_splay(you: Ctx) -> None:
    """You may splay your red pile or your green pile left. If Homing Pigeons was foreseen,
    splay every colour of yours left."""
    you.may_splay((RED, GREEN), LEFT, "you may splay your red or green pile left")
    if you.foreseen:
        for color in COLORS:
            you.splay(color, LEFT)


# --- yellow ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "Deodorant")
card.reuse(third_card, "Deodorant", 0)


@card.effect("Deodorant")
def deodorant_junk(you: Ctx) -> None:
    """If one of your top cards shows a factory, junk every card in the 4 pile."""
    if any(c.has(FACTORY) for c in you.top_cards()):
        you.junk_deck(4)


@card.effect("Sandpaper")
def sandpaper_return(you: Ctx) -> None:
    """You may return as many cards from your hand as you like. For each one returned, draw
    a 3."""
    chosen = you.choose_cards(you.hand(), "you may return cards from your hand")
    you.return_cards(chosen)
    for _ in chosen:
        you.draw(3)


@card.effect("Sandpaper")
def sandpaper_meld(you: Ctx) -> None:
    """Meld one card of your choice from your hand."""
    melded = you.choose_card(you.hand(), "meld a card from your hand")
    if melded:
        you.meld(melded)


@card.effect("Sandpaper")
def sandpaper_foreseen(you: Ctx) -> None:
    """If Sandpaper was foreseen, foreshadow every card in your hand."""
    if you.foreseen:
        foreshadow_all(you, you.hand, N_("foreshadow a card from your hand"))


# --- purple ---------------------------------------------------------------------------------
@card.echo("Novel")
def novel_echo(you: Ctx) -> None:
    """Return every card of your forecast."""
    you.return_cards(you.forecast())


@card.effect("Novel")
def novel_draw(you: Ctx) -> None:
    """Draw one 3."""
    you.draw(3)


@card.effect("Novel")
def novel_splay(you: Ctx) -> None:
    """You may splay your purple pile left."""
    you.may_splay(PURPLE, LEFT, "you may splay your purple pile left")


card.reuse(third_card, "Novel", 1)

card.reuse_echo(third_card, "Sunglasses")


@card.effect("Sunglasses")
def sunglasses_splay(you: Ctx) -> None:
    """You may splay your purple pile the way one of your other piles is splayed, or splay one
    of your other piles the way your purple pile is splayed."""
    moves = _sunglasses_splays(you)
    if not moves:
        return
    color = you.choose_color({c for c, _ in moves}, "you may splay a pile", may=True)
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


def _sunglasses_splays(you: Ctx) -> set[tuple[int, int]]:
    """The splays Sunglasses allows that would change a pile: (colour, direction), aslant
    included."""
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
