"""Age 4: Renaissance. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect."""

from ...engine.cards import (
    BLUE,
    CASTLE,
    COLORS,
    CROWN,
    GREEN,
    LEAF,
    LEFT,
    LIGHTBULB,
    PURPLE,
    RIGHT,
    UNSPLAYED,
    YELLOW,
)
from ...engine.ctx import Ctx
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Experimentation")
def experimentation(you: Ctx) -> None:
    """Draw a 5 and meld it."""
    you.draw_and_meld(5)


@card.effect("Printing Press")
def printing_press_return_and_draw(you: Ctx) -> None:
    """You may return one of your score cards. If you do, draw a card two higher than your top
    purple card."""
    chosen = you.choose_card(
        you.score_pile(), "you may return a card from your score pile", may=True
    )
    if chosen:
        you.return_card(chosen)
        you.draw(you.value(you.top(PURPLE)) + 2)


@card.effect("Printing Press")
def printing_press_splay(you: Ctx) -> None:
    """You may splay your blue pile right."""
    you.may_splay(BLUE, RIGHT, "splay your blue cards right?")


# --- red ------------------------------------------------------------------------------------
@card.effect("Colonialism")
def colonialism(you: Ctx) -> None:
    """Draw a 3 and tuck it. Repeat this effect while the tucked card has a crown."""
    while True:
        tucked = you.draw_and_tuck(3)
        if not tucked.has(CROWN):
            return


@card.demand("Gunpowder")
def gunpowder_demand(you: Ctx) -> None:
    """I demand you transfer one of your top cards with a castle to my score pile!"""
    castles = [c for c in you.top_cards() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "give a top card with a castle")
    if chosen:
        you.transfer_to_score(chosen, you.me)
        you.memory["gunpowder_transferred"] = True


@card.effect("Gunpowder")
def gunpowder_reward(you: Ctx) -> None:
    """If the demand transferred any card, draw a 2 and score it."""
    if you.memory.get("gunpowder_transferred"):
        you.draw_and_score(2)


# --- green ----------------------------------------------------------------------------------
@card.effect("Invention")
def invention_splay(you: Ctx) -> None:
    """You may change one of your left splays to right; if you do, draw a 4 and score it."""
    lefts = [c for c in you.colors() if you.splay_direction(c) == LEFT]
    chosen = you.choose_color(lefts, "you may splay right a colour splayed left", may=True)
    if chosen is not None and you.splay(chosen, RIGHT):
        you.draw_and_score(4)


@card.effect("Invention")
def invention_wonder(you: Ctx) -> None:
    """Claim Wonder if all five of your colours are splayed, in any directions."""
    if all(you.splay_direction(c) != UNSPLAYED for c in COLORS):
        you.achieve_special("Wonder")


@card.demand("Navigation")
def navigation(you: Ctx) -> None:
    """I demand you transfer one of your score cards of value 2 or 3 to my score pile!"""
    eligible = [c for c in you.score_pile() if c.age in (2, 3)]
    chosen = you.choose_card(eligible, "give a 2 or a 3 from your score pile")
    if chosen:
        you.transfer_to_score(chosen, you.me)


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Anatomy")
def anatomy(you: Ctx) -> None:
    """I demand you return one of your score cards! If you do, return one of your top cards of
    the same value!"""
    chosen = you.choose_card(you.score_pile(), "return a card from your score pile")
    if chosen is None:
        return
    you.return_card(chosen)
    same = [c for c in you.top_cards() if c.age == chosen.age]
    top = you.choose_card(same, "return a top card of value {value}", params={"value": chosen.age})
    if top:
        you.return_card(top)


@card.effect("Perspective")
def perspective(you: Ctx) -> None:
    """You may return one of your hand cards. If you do, for every two lightbulbs on your board,
    score one card from your hand."""
    chosen = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if chosen is None:
        return
    you.return_card(chosen)
    count = you.icons(LIGHTBULB) // 2
    if count:
        for c in you.choose_cards(you.hand(), "score a card from your hand", min=count, max=count):
            you.score(c)


# --- purple ---------------------------------------------------------------------------------
@card.demand("Enterprise")
def enterprise_demand(you: Ctx) -> None:
    """I demand you transfer one of your non-purple top cards with a crown to my board! If you
    do, draw a 4 and meld it!"""
    eligible = [c for c in you.top_cards() if c.color != PURPLE and c.has(CROWN)]
    chosen = you.choose_card(eligible, "give a top non-purple card with a crown")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw_and_meld(4)


@card.effect("Enterprise")
def enterprise_splay(you: Ctx) -> None:
    """You may splay your green pile right."""
    you.may_splay(GREEN, RIGHT, "splay your green cards right?")


@card.effect("Reformation")
def reformation_tuck(you: Ctx) -> None:
    """For every two leaves on your board, you may tuck a card from your hand."""
    allowed = you.icons(LEAF) // 2
    if not allowed:
        return
    for c in you.choose_cards(you.hand(), "you may tuck a card from your hand", max=allowed):
        you.tuck(c)


@card.effect("Reformation")
def reformation_splay(you: Ctx) -> None:
    """You may splay your yellow or purple pile right."""
    colors = [c for c in (YELLOW, PURPLE) if you.can_splay(c, RIGHT)]
    chosen = you.choose_color(colors, "you may splay yellow or purple right", may=True)
    if chosen is not None:
        you.splay(chosen, RIGHT)
