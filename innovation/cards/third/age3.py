"""Age 3: Medieval. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect. Unclear points are decided in docs/rulings/age3.md."""

from ...engine.cards import BLUE, CASTLE, CROWN, GREEN, LEAF, LEFT, PURPLE, RED, YELLOW
from ...engine.ctx import Ctx
from . import card

# --- private helpers (built from the public verbs) ------------------------------------------


# --- blue -----------------------------------------------------------------------------------
@card.effect("Alchemy")
def alchemy_draw_fours(you: Ctx) -> None:
    """For every three castles on your board, draw a 4 and reveal it. If even one of them is
    red, return your whole hand, the new cards included."""
    drawn = [you.draw_and_reveal(4) for _ in range(you.icons(CASTLE) // 3)]
    if any(c.color == RED for c in drawn):
        you.return_cards(you.hand())


@card.effect("Alchemy")
def alchemy_meld_and_score(you: Ctx) -> None:
    """Meld a card from your hand; after that, score another one from your hand."""
    melded = you.choose_card(you.hand(), "meld a card from your hand")
    if melded:
        you.meld(melded)
    scored = you.choose_card(you.hand(), "score a card from your hand")
    if scored:
        you.score(scored)


@card.effect("Translation")
def translation_meld_score_pile(you: Ctx) -> None:
    """You may meld your whole score pile in the order you choose, all of it or none."""
    pile = you.score_pile()
    if pile and you.may(
        "meld all the cards of your score pile ({count})?", params={"count": len(pile)}
    ):
        you.meld_all(pile, "choose the next score-pile card to meld")


@card.effect("Translation")
def translation_world(you: Ctx) -> None:
    """Claim World if all your top cards show a crown."""
    tops = you.top_cards()
    if tops and all(c.has(CROWN) for c in tops):
        you.achieve_special("World")


# --- red ------------------------------------------------------------------------------------
@card.demand("Engineering")
def engineering_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile each of your top cards that has a castle!"""
    for c in [c for c in you.top_cards() if c.has(CASTLE)]:
        you.transfer_to_score(c, you.me)


@card.effect("Engineering")
def engineering_splay(you: Ctx) -> None:
    """You may splay your red pile left."""
    you.may_splay(RED, LEFT, "splay your red cards left?")


@card.effect("Optics")
def optics(you: Ctx) -> None:
    """Draw a 3 and meld it. If it has a crown, draw a 4 and score it; if not, transfer one of
    your score cards into the score pile of an opponent with a lower score than yours."""
    melded = you.draw_and_meld(3)
    if melded.has(CROWN):
        you.draw_and_score(4)
        return
    mine = you.points()
    poorer = [q for q in you.opponents() if you.points(q) < mine]
    if not poorer or not you.score_pile():
        return
    given = you.choose_card(you.score_pile(), "give a card of your score pile")
    to = you.choose_player(poorer, "choose the opponent with fewer points who receives it")
    you.transfer_to_score(given, to)


# --- green ----------------------------------------------------------------------------------
@card.demand("Compass")
def compass(you: Ctx) -> None:
    """I demand you transfer to my board one of your top cards that has a leaf and is not green,
    and then transfer to your board one of my top cards that has no leaf!"""
    leafy = [c for c in you.top_cards() if c.color != GREEN and c.has(LEAF)]
    given = you.choose_card(leafy, "give me a top non-green card with a leaf")
    if given:
        you.transfer_to_board(given, you.me)
    leafless = [c for c in you.top_cards(you.me) if not c.has(LEAF)]
    taken = you.choose_card(leafless, "take one of my top cards without a leaf")
    if taken:
        you.transfer_to_board(taken, you.player)


@card.effect("Paper")
def paper_splay(you: Ctx) -> None:
    """You may splay your green or blue pile left."""
    you.may_splay((GREEN, BLUE), LEFT, "you may splay green or blue left")


@card.effect("Paper")
def paper_draw(you: Ctx) -> None:
    """For each of your piles splayed left, draw a 4."""
    for _ in range(sum(1 for c in you.colors() if you.splay_direction(c) == LEFT)):
        you.draw(4)


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Machinery")
def machinery_demand(you: Ctx) -> None:
    """I demand you exchange your whole hand for every card of the highest value in my hand!"""
    mine = you.highest(you.hand(you.me))
    you.exchange(you.hand(), ("hand", you.me), mine, ("hand", you.player))


@card.effect("Machinery")
def machinery_score_and_splay(you: Ctx) -> None:
    """Score a card with a castle from your hand, then you may splay your red pile left."""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "score a card with a castle")
    if chosen:
        you.score(chosen)
    you.may_splay(RED, LEFT, "splay your red cards left?")


@card.demand("Medicine")
def medicine(you: Ctx) -> None:
    """I demand you exchange your highest score card for my lowest score card!"""
    theirs = you.choose_card(you.highest(you.score_pile()), "give your highest scored card")
    mine = you.choose_card(
        you.lowest(you.score_pile(you.me)), "give your lowest scored card", by=you.me
    )
    you.exchange(
        [theirs] if theirs else [], ("score", you.me), [mine] if mine else [], ("score", you.player)
    )


# --- purple ---------------------------------------------------------------------------------
@card.effect("Education")
def education(you: Ctx) -> None:
    """You may return one of the highest cards in your score pile. If you do, draw a card two
    higher than the highest card still in it."""
    returned = you.choose_card(
        you.highest(you.score_pile()), "you may return your highest scored card", may=True
    )
    if returned:
        you.return_card(returned)
        remaining = max((c.age for c in you.score_pile()), default=0)
        you.draw(remaining + 2)


@card.demand("Feudalism")
def feudalism_demand(you: Ctx) -> None:
    """I demand you transfer to my hand a card with a castle from yours! If you do, unsplay your
    pile of its colour!"""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    given = you.choose_card(castles, "give me a card with a castle")
    if given:
        you.transfer_to_hand(given, you.me)
        you.unsplay(given.color)


@card.effect("Feudalism")
def feudalism_splay(you: Ctx) -> None:
    """You may splay your yellow or purple pile left."""
    you.may_splay((YELLOW, PURPLE), LEFT, "you may splay yellow or purple left")
