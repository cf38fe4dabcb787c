"""Age 3 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age3.md.

Where the 3rd edition's function already does exactly what the 4th-edition text says under
the 4th-edition rules, it is reused (`card.reuse`); the rest is written here from the
4th-edition text."""

from ...engine.cards import CASTLE, COLORS, GREEN, LEAF, LEFT, PURPLE, RED, YELLOW
from ...engine.ctx import Ctx
from ..third import card as third
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Alchemy")
def alchemy_draw_fours(you: Ctx) -> None:
    """Count the colours of your board that show at least one castle; draw that many 4s,
    revealing each. Should even one of them be red, return every card you hold."""
    colours = sum(1 for c in you.colors() if you.pile_icons(c, CASTLE) > 0)
    drawn = [you.draw_and_reveal(4) for _ in range(colours)]
    if any(c.color == RED for c in drawn):
        you.return_cards(you.hand())


card.reuse(third, "Alchemy", 1)  # meld a card from your hand, then score one


@card.effect("Translation")
def translation_meld_score_pile(you: Ctx) -> None:
    """You may put every card of your score pile onto your board as melds, one by one, choosing
    the order of those of one colour (the last ends on top)."""
    pile = you.score_pile()
    if pile and you.may(
        "meld every card of your score pile ({count})?", params={"count": len(pile)}
    ):
        # one colour at a time: across colours the order changes nothing in this edition
        # (special achievements wait for the end of the action), so it is not asked
        for colour in COLORS:
            you.all_cards(
                lambda colour=colour: [c for c in you.score_pile() if c.color == colour],
                you.meld,
                "choose the next score-pile card of this colour to meld (the last ends on top)",
            )


card.reuse(third, "Translation", 1)  # World when each top card has a crown


# --- red ------------------------------------------------------------------------------------
card.reuse(third, "Engineering")  # each castle top card to my score pile; splay red left
card.reuse(third, "Optics")


# --- green ----------------------------------------------------------------------------------
@card.demand("Compass")
def compass(you: Ctx) -> None:
    """I demand you move onto my board one of your top cards that has a leaf and is not green, and after that meld onto your own board one of my top cards that has no leaf!"""
    leafy = [c for c in you.top_cards() if c.color != GREEN and c.has(LEAF)]
    given = you.choose_card(leafy, "give me a top non-green card with a [leaf]")
    if given:
        you.transfer_to_board(given, you.me)
    leafless = [c for c in you.top_cards(you.me) if not c.has(LEAF)]
    taken = you.choose_card(leafless, "meld one of my top cards without a [leaf]")
    if taken:
        you.meld(taken)


card.reuse(third, "Paper", 0)  # you may splay green or blue left


@card.effect("Paper")
def paper_score_and_draw(you: Ctx) -> None:
    """Put into your score pile one of your top cards with a leaf. If you do, draw a 4 for
    each of your colours that is splayed left."""
    leafy = [c for c in you.top_cards() if c.has(LEAF)]
    scored = you.choose_card(leafy, "score a top card with a [leaf]")
    if scored is None:
        return
    you.score(scored)
    for _ in range(sum(1 for c in you.colors() if you.splay_direction(c) == LEFT)):
        you.draw(4)


# --- yellow ---------------------------------------------------------------------------------
card.reuse(third, "Machinery", 0)  # your whole hand for my highest cards


@card.effect("Machinery")
def machinery_score_castle(you: Ctx) -> None:
    """Pick a card with a castle in your hand and put it in your score pile."""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    chosen = you.choose_card(castles, "score a card with a [castle] from your hand")
    if chosen:
        you.score(chosen)


@card.effect("Machinery")
def machinery_splay_red(you: Ctx) -> None:
    """If you wish, spread your red pile to the left."""
    you.may_splay(RED, LEFT, "splay your red cards left?")


card.reuse(third, "Medicine", 0)  # your highest score card for my lowest


@card.effect("Medicine")
def medicine_junk_achievement(you: Ctx) -> None:
    """Send to the junk one standard achievement still available whose value is 3 or 4 (you
    pick which of the two ages)."""
    you.junk_achievement((3, 4), "junk an available achievement: a 3 or a 4")


# --- purple ---------------------------------------------------------------------------------
card.reuse(third, "Education")


@card.demand("Feudalism")
def feudalism_demand(you: Ctx) -> None:
    """I demand you pass me a card from your hand that shows a castle! If you do, every
    special achievement nobody has claimed yet goes to the junk!"""
    castles = [c for c in you.hand() if c.has(CASTLE)]
    given = you.choose_card(castles, "give me a card with a [castle]")
    if given:
        you.transfer_to_hand(given, you.me)
        you.junk_specials()


@card.effect("Feudalism")
def feudalism_splay(you: Ctx) -> None:
    """You may spread your yellow pile, or else your purple pile, to the left; if a pile gets
    splayed that way, draw a 3."""
    if you.may_splay((YELLOW, PURPLE), LEFT, "you may splay yellow or purple left"):
        you.draw(3)
