"""Age 7: Romance. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect."""

from ...engine.cards import BLUE, CROWN, FACTORY, RED, RIGHT, UP, YELLOW
from ...engine.ctx import Ctx
from ...engine.wording import N_
from . import card

# --- blue -----------------------------------------------------------------------------------
EVOLUTION_SCORE = N_("draw and score an 8")
EVOLUTION_DRAW = N_("draw one higher")
EVOLUTION_NEITHER = N_("neither")


@card.effect("Evolution")
def evolution(you: Ctx) -> None:
    """You may either draw an 8, score it and return one of your score cards, or draw a card one
    higher than your highest score card."""
    choice = you.choose_option(
        [EVOLUTION_SCORE, EVOLUTION_DRAW, EVOLUTION_NEITHER], "choose what to do"
    )
    if choice == EVOLUTION_SCORE:
        you.draw_and_score(8)
        back = you.choose_card(you.score_pile(), "return a card from your score pile")
        if back:
            you.return_card(back)
    elif choice == EVOLUTION_DRAW:
        you.draw(max((c.age for c in you.score_pile()), default=0) + 1)


@card.effect("Publications")
def publications_rearrange(you: Ctx) -> None:
    """You may reorder the cards of one of your piles; its splay stays."""
    piles = [c for c in you.colors() if len(you.pile(c)) >= 2]
    color = you.choose_color(piles, "you may choose a colour to rearrange", may=True)
    if color is None:
        return
    remaining = you.pile(color)
    order = []
    while len(remaining) > 1:
        nxt = you.choose_card(
            remaining,
            "choose the next card from the top ({position})",
            params={"position": len(order) + 1},
        )
        order.append(nxt)
        remaining.remove(nxt)
    order.extend(remaining)
    you.rearrange(color, order)


@card.effect("Publications")
def publications_splay(you: Ctx) -> None:
    """You may splay your yellow or blue pile up."""
    colors = [c for c in (YELLOW, BLUE) if you.can_splay(c, UP)]
    color = you.choose_color(colors, "you may splay yellow or blue up", may=True)
    if color is not None:
        you.splay(color, UP)


# --- red ------------------------------------------------------------------------------------
@card.demand("Combustion")
def combustion_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile one of your score cards for every four crowns on
    my board!"""
    count = you.icons(CROWN, you.me) // 4
    if count <= 0:
        return
    for chosen in you.choose_cards(
        you.score_pile(), "give a card from your score pile", min=count, max=count
    ):
        you.transfer_to_score(chosen, you.me)


@card.effect("Combustion")
def combustion_return_bottom_red(you: Ctx) -> None:
    """Return the bottom card of your red pile."""
    bottom = you.bottom(RED)
    if bottom:
        you.return_card(bottom)


@card.demand("Explosives")
def explosives(you: Ctx) -> None:
    """I demand you transfer your three highest hand cards to my hand! If you transferred any
    and your hand is then empty, draw a 7!"""
    given = you.choose_highest(you.hand(), 3, "give one of your highest cards")
    for c in given:
        you.transfer_to_hand(c, you.me)
    if given and not you.hand():
        you.draw(7)


# --- green ----------------------------------------------------------------------------------
@card.effect("Bicycle")
def bicycle(you: Ctx) -> None:
    """You may exchange your whole hand with your whole score pile."""
    hand, scored = you.hand(), you.score_pile()
    if not hand and not scored:
        return
    if you.may("exchange your whole hand with your whole score pile?"):
        you.exchange(hand, ("score", you.player), scored, ("hand", you.player))


@card.effect("Electricity")
def electricity(you: Ctx) -> None:
    """Return every top card of yours that has no factory; draw an 8 per card returned."""
    plain = [c for c in you.top_cards() if not c.has(FACTORY)]
    returned = you.return_cards(plain)
    for _ in returned:
        you.draw(8)


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Refrigeration")
def refrigeration_demand(you: Ctx) -> None:
    """I demand you return half of your hand, rounded down!"""
    count = len(you.hand()) // 2
    if count <= 0:
        return
    you.return_cards(
        you.choose_cards(you.hand(), "return a card from your hand", min=count, max=count)
    )


@card.effect("Refrigeration")
def refrigeration_score(you: Ctx) -> None:
    """You may pick a card from your hand and score it."""
    chosen = you.choose_card(you.hand(), "you may score a card from your hand", may=True)
    if chosen:
        you.score(chosen)


@card.demand("Sanitation")
def sanitation(you: Ctx) -> None:
    """I demand you exchange your two highest hand cards for my lowest hand card!"""
    given = you.choose_highest(you.hand(), 2, "give one of your two highest cards")
    lowest = you.choose_card(
        you.lowest(you.hand(you.me)), "give your lowest card in exchange", by=you.me
    )
    taken = [lowest] if lowest else []
    you.exchange(given, ("hand", you.me), taken, ("hand", you.player))


# --- purple ---------------------------------------------------------------------------------
@card.effect("Lighting")
def lighting(you: Ctx) -> None:
    """You may tuck from one to three of your hand cards. If you do, draw a 7 and score it for
    each distinct value among them."""
    tucked = you.choose_cards(you.hand(), "you may tuck a card (up to three)", max=3)
    for c in tucked:
        you.tuck(c)
    for _ in {c.age for c in tucked}:
        you.draw_and_score(7)


@card.effect("Railroad")
def railroad_return_hand(you: Ctx) -> None:
    """Return your whole hand, then draw three 6s."""
    you.return_cards(you.hand())
    for _ in range(3):
        you.draw(6)


@card.effect("Railroad")
def railroad_splay(you: Ctx) -> None:
    """You may change one of your right splays to up."""
    right = [c for c in you.colors() if you.splay_direction(c) == RIGHT]
    color = you.choose_color(right, "you may splay a right-splayed colour up", may=True)
    if color is not None:
        you.splay(color, UP)
