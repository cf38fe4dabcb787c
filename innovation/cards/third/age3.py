"""Age 3: Medieval. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect. Unclear points are decided in docs/rulings/age3.md."""

from ...engine.cards import BLUE, CASTLE, CROWN, GREEN, LEAF, LEFT, PURPLE, RED, YELLOW
from ...engine.ctx import Ctx
from ...engine.wording import plural
from . import card

# --- private helpers (built from the public verbs) ------------------------------------------


# --- blue -----------------------------------------------------------------------------------
@card.effect("Alchemy")
def alchemy_draw_fours(you: Ctx) -> None:
    """Count your visible castles; for each full three of them draw a 4 and show it. Should even
    one of the cards so drawn be red, give back every card now in your hand (the new cards
    included). If none is red, the new cards stay in your hand."""
    drawn = [you.draw_and_reveal(4) for _ in range(you.icons(CASTLE) // 3)]
    if any(c.color == RED for c in drawn):
        you.return_cards(you.hand())


@card.effect("Alchemy")
def alchemy_meld_and_score(you: Ctx) -> None:
    """Put one card from your hand onto your board; afterwards put one card from your hand into
    your score pile."""
    melded = you.choose_card(you.hand(), "meld a card from your hand")
    if melded:
        you.meld(melded)
    scored = you.choose_card(you.hand(), "score a card from your hand")
    if scored:
        you.score(scored)


@card.effect("Translation")
def translation_meld_score_pile(you: Ctx) -> None:
    """You may move your entire score pile onto your board as melds, in the order you like; it is
    every card or none of them."""
    pile = you.score_pile()
    if pile and you.may(f"meld all {plural(len(pile), 'card')} of your score pile?"):
        you.meld_all(pile, "choose the next score-pile card to meld")


@card.effect("Translation")
def translation_world(you: Ctx) -> None:
    """Should a crown be printed on every one of your top cards, take the World achievement."""
    tops = you.top_cards()
    if tops and all(c.has(CROWN) for c in tops):
        you.achieve_special("World")


# --- red ------------------------------------------------------------------------------------
@card.demand("Engineering")
def engineering_demand(you: Ctx) -> None:
    """I demand that every top card of yours showing a castle moves from your board into my
    score pile!"""
    for c in [c for c in you.top_cards() if c.has(CASTLE)]:
        you.transfer_to_score(c, you.me)


@card.effect("Engineering")
def engineering_splay(you: Ctx) -> None:
    """You may spread your red pile to the left."""
    you.may_splay(RED, LEFT, "splay your red cards left?")


@card.effect("Optics")
def optics(you: Ctx) -> None:
    """Draw a 3 and put it on your board. When it bears a crown, draw a 4 and put it in your
    score pile. When it does not, pass one card of your score pile to the score pile of an
    opponent whose score is lower than yours."""
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
    """I demand you hand over to my board one of your top cards that shows a leaf and is not
    green; after that, you take onto your board one of my top cards that shows no leaf!"""
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
    """You may spread either your green pile or your blue pile to the left."""
    you.may_splay((GREEN, BLUE), LEFT, "you may splay green or blue left")


@card.effect("Paper")
def paper_draw(you: Ctx) -> None:
    """Count your piles spread to the left and draw that many 4s."""
    for _ in range(sum(1 for c in you.colors() if you.splay_direction(c) == LEFT)):
        you.draw(4)


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Machinery")
def machinery_demand(you: Ctx) -> None:
    """I demand that your whole hand comes to my hand while every card tied for highest in my
    hand goes to yours!"""
    mine = you.highest(you.hand(you.me))
    you.exchange(you.hand(), ("hand", you.me), mine, ("hand", you.player))


@card.effect("Machinery")
def machinery_score_and_splay(you: Ctx) -> None:
    """Put a card bearing a castle from your hand into your score pile. Then you may spread your
    red pile to the left."""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "score a card with a castle")
    if chosen:
        you.score(chosen)
    you.may_splay(RED, LEFT, "splay your red cards left?")


@card.demand("Medicine")
def medicine(you: Ctx) -> None:
    """I demand you swap the top-valued card of your score pile for the bottom-valued card of
    mine!"""
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
    """You may give back a card of the top value in your score pile. If you do, look at what is
    left there and draw a card valued two more than its highest card (a 2 if nothing is left)."""
    returned = you.choose_card(
        you.highest(you.score_pile()), "you may return your highest scored card", may=True
    )
    if returned:
        you.return_card(returned)
        remaining = max((c.age for c in you.score_pile()), default=0)
        you.draw(remaining + 2)


@card.demand("Feudalism")
def feudalism_demand(you: Ctx) -> None:
    """I demand you move a card bearing a castle from your hand to mine! If you do, take away
    any splay from your pile of that card's colour!"""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    given = you.choose_card(castles, "give me a card with a castle")
    if given:
        you.transfer_to_hand(given, you.me)
        you.unsplay(given.color)


@card.effect("Feudalism")
def feudalism_splay(you: Ctx) -> None:
    """You may spread either your yellow pile or your purple pile to the left."""
    you.may_splay((YELLOW, PURPLE), LEFT, "you may splay yellow or purple left")
