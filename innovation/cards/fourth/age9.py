"""Age 9 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age9.md.

Reused from the 3rd edition, where its function already does exactly what the 4th-edition
text says under the 4th-edition rules (the engine supplies the rest: draws up to 11, chain
achievements when a self-execute is nested, reveals that earn no sharing bonus): both effects
of Computers, Composites, Fission's second effect, Collaboration, Satellites' third effect,
Ecology's first, Suburbia's first and Specialization's second. New here: Genetics (an 11),
Fission's demand (junk, not removal), Satellites' first two effects (split differently),
the junk effects of Ecology and Suburbia, Services (a value of my choice) and Specialization's
first effect (opponents only, never a teammate).
"""

from ...engine.cards import LEAF, PURPLE, RED, UP, Card
from ...engine.ctx import Ctx
from ..third import card as third
from . import card

# --- blue -----------------------------------------------------------------------------------
card.reuse(third, "Computers")  # you may splay red or green up; draw and meld a 10, execute it


@card.effect("Genetics")
def genetics(you: Ctx) -> None:
    """Draw an 11 and meld it, then score every card beneath it."""
    melded = you.draw_and_meld(11)

    def beneath() -> list[Card]:
        pile = you.pile(melded.color)  # top first
        return pile[pile.index(melded) + 1 :] if melded in pile else []

    you.all_cards(beneath, you.score)


# --- red ------------------------------------------------------------------------------------
card.reuse(third, "Composites")  # all but one hand card to my hand; highest score card too


@card.demand("Fission")
def fission_demand(you: Ctx) -> None:
    """I demand you draw a 10 and reveal it! If it is red, junk every card of every player's
    hand, board and score pile, and this Dogma action ends there!"""
    drawn = you.draw(10)
    # the colour decides the outcome for everyone, so it must be verifiable: shown (UA L855)
    you.reveal(drawn)
    if drawn.color != RED:
        return
    for p in you.players:
        you.junk_all(you.hand(p))
        you.junk_all(you.board_cards(p))
        you.junk_all(you.score_pile(p))
    you.end_dogma()


card.reuse(third, "Fission", 1)  # return a top card other than Fission; draw a 10

# --- green ----------------------------------------------------------------------------------
card.reuse(third, "Collaboration")  # two 9s: I pick one for my board, you meld the other; win


@card.effect("Satellites")
def satellites_return_and_splay(you: Ctx) -> None:
    """Return every card you hold. You may splay your purple pile up."""
    you.return_cards(you.hand())
    you.may_splay(PURPLE, UP, "you may splay your purple cards up")


@card.effect("Satellites")
def satellites_draw_eights(you: Ctx) -> None:
    """Draw an 8 three times."""
    for _ in range(3):
        you.draw(8)


card.reuse(third, "Satellites", 2)  # meld a card from your hand, then self-execute it

# --- yellow ---------------------------------------------------------------------------------
card.reuse(third, "Ecology")  # you may return a card to score one and draw two 10s


@card.effect("Ecology")
def ecology_junk_tens(you: Ctx) -> None:
    """You may junk every card of the 10 pile."""
    _may_junk_deck(you, 10)


card.reuse(third, "Suburbia")  # tuck any number; draw and score a 1 for each


@card.effect("Suburbia")
def suburbia_junk_nines(you: Ctx) -> None:
    """You may junk every card of the 9 pile."""
    _may_junk_deck(you, 9)


# --- purple ---------------------------------------------------------------------------------
@card.demand("Services")
def services(you: Ctx) -> None:
    """I demand you transfer to my hand every card of your score pile whose value I name! If
    any card is transferred, transfer to your hand one of my top cards without a leaf!"""
    pile = you.score_pile()
    if not pile:
        return  # whatever value I name, nothing can move: nothing to ask
    values = range(1, you.game.edition.max_age + 1)
    value = you.choose_value(
        values,
        "name a value: {player}'s score cards of it go to your hand",
        by=you.me,
        params={"player": you.name()},
    )
    moved = you.all_cards(
        lambda: [c for c in you.score_pile() if c.age == value],
        lambda c: you.transfer_to_hand(c, you.me),
    )
    if not moved:
        return
    leafless = [c for c in you.top_cards(you.me) if not c.has(LEAF)]
    taken = you.choose_card(
        leafless,
        "take one of {player}'s top cards without a [leaf] into your hand",
        params={"player": you.name(you.me)},
    )
    if taken is not None:
        you.transfer_to_hand(taken, you.player)


@card.effect("Specialization")
def specialization_take_colour(you: Ctx) -> None:
    """Reveal a card from your hand, then transfer into your hand each opponent's top card of
    its colour."""
    shown = you.choose_card(you.hand(), "reveal a card from your hand")
    if shown is None:
        return
    you.reveal(shown)
    for q in you.opponents():
        top = you.top(shown.color, q)  # read when it is that opponent's turn to give
        if top is not None:
            you.transfer_to_hand(top, you.player)


card.reuse(third, "Specialization", 1)  # you may splay yellow or blue up


def _may_junk_deck(you: Ctx, age: int) -> None:
    """A "you may junk all cards in the `age` deck": asked only when that pile holds a card."""
    count = you.deck_size(age)
    if count and you.may(
        "junk all {count} cards of the {value} deck?", params={"count": count, "value": age}
    ):
        you.junk_deck(age)
