"""Age 9: Postmodern. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect. Rulings: docs/rulings/age9.md."""

from ...engine.cards import BLUE, GREEN, LEAF, PURPLE, RED, UP, YELLOW
from ...engine.ctx import Ctx
from . import card


def _remove_everything(you: Ctx) -> None:
    """Take every hand, board and score-pile card of every player out of the game.

    Boards go from the bottom of each pile upwards, so no icon is ever uncovered on the way
    (a special achievement cannot be earned by the removal itself)."""
    for p in you.players:
        for c in you.hand(p):
            you.remove(c)
        for color in you.colors(p):
            for c in reversed(you.pile(color, p)):  # bottom card first
                you.remove(c)
        for c in you.score_pile(p):
            you.remove(c)


# --- blue -----------------------------------------------------------------------------------
@card.effect("Computers")
def computers_splay(you: Ctx) -> None:
    """You may splay your red or green pile up."""
    you.may_splay((RED, GREEN), UP, "you may splay your red or green cards up")


@card.effect("Computers")
def computers_meld_and_execute(you: Ctx) -> None:
    """Draw a 10 and meld it, then execute its non-demand effects yourself, without sharing."""
    melded = you.draw_and_meld(10)
    you.execute(melded)


@card.effect("Genetics")
def genetics(you: Ctx) -> None:
    """Draw a 10 and meld it, then score every card beneath it."""
    melded = you.draw_and_meld(10)
    for c in you.pile(melded.color)[1:]:
        you.score(c)


# --- red ------------------------------------------------------------------------------------
@card.demand("Composites")
def composites(you: Ctx) -> None:
    """I demand you keep one card of your hand and transfer the rest to my hand, and transfer
    your highest score card to my score pile!"""
    hand = you.hand()
    if len(hand) > 1:
        kept = you.choose_card(hand, "choose the one card you keep in your hand")
        for c in hand:
            if c is not kept:
                you.transfer_to_hand(c, you.me)
    highest = you.choose_card(you.highest(you.score_pile()), "give your highest score card")
    if highest is not None:
        you.transfer_to_score(highest, you.me)


@card.demand("Fission")
def fission_demand(you: Ctx) -> None:
    """I demand you draw a 10 and reveal it! If it is red, all hands, boards and score piles
    leave the game, and this dogma action ends at once!"""
    drawn = you.draw_and_reveal(10)
    if drawn.color == RED:
        _remove_everything(you)
        you.end_dogma()


@card.effect("Fission")
def fission_return_top(you: Ctx) -> None:
    """Return any player's top card except Fission, then draw a 10."""
    tops = [c for p in you.players for c in you.top_cards(p) if c.name != "Fission"]
    chosen = you.choose_card(tops, "return a top card other than Fission from any board")
    if chosen is not None:
        you.return_card(chosen)
    you.draw(10)


# --- green ----------------------------------------------------------------------------------
@card.demand("Collaboration")
def collaboration_demand(you: Ctx) -> None:
    """I demand you draw a 9 and reveal it, twice! I pick one of them for you to transfer to my
    board; meld the other!"""
    first = you.draw_and_reveal(9)
    second = you.draw_and_reveal(9)
    mine = you.choose_card(
        [first, second], "choose the revealed card that goes to your board", by=you.me
    )
    other = second if mine is first else first
    you.transfer_to_board(mine, you.me)
    you.meld(other)


@card.effect("Collaboration")
def collaboration_win(you: Ctx) -> None:
    """You win if your green pile has ten cards or more."""
    if len(you.pile(GREEN)) >= 10:
        you.win()


@card.effect("Satellites")
def satellites_refill(you: Ctx) -> None:
    """Return your whole hand, then draw three 8s."""
    you.return_cards(you.hand())
    for _ in range(3):
        you.draw(8)


@card.effect("Satellites")
def satellites_splay(you: Ctx) -> None:
    """You may splay your purple pile up."""
    you.may_splay((PURPLE,), UP, "you may splay your purple cards up")


@card.effect("Satellites")
def satellites_meld_and_execute(you: Ctx) -> None:
    """Meld a card from your hand, then execute its non-demand effects yourself, without sharing."""
    chosen = you.choose_card(you.hand(), "meld a card from your hand (you will execute it)")
    if chosen is not None:
        you.meld(chosen)
        you.execute(chosen)


# --- yellow ---------------------------------------------------------------------------------
@card.effect("Ecology")
def ecology(you: Ctx) -> None:
    """You may return one of your hand cards. If you do, score another card from your hand and
    draw two 10s."""
    returned = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if returned is None:
        return
    you.return_card(returned)
    scored = you.choose_card(you.hand(), "score a card from your hand")
    if scored is not None:
        you.score(scored)
    you.draw(10)
    you.draw(10)


@card.effect("Suburbia")
def suburbia(you: Ctx) -> None:
    """You may tuck cards from your hand, as many as you like; for each one, draw a 1 and score
    it."""
    chosen = you.choose_cards(you.hand(), "you may tuck a card from your hand")
    for c in chosen:
        you.tuck(c)
    for _ in chosen:
        you.draw_and_score(1)


# --- purple ---------------------------------------------------------------------------------
@card.demand("Services")
def services(you: Ctx) -> None:
    """I demand you transfer every card of the highest value in your score pile to my hand, and
    then, if any moved, transfer one of my top cards without a leaf to your hand!"""
    highest = you.highest(you.score_pile())
    for c in highest:
        you.transfer_to_hand(c, you.me)
    if highest:
        leafless = [c for c in you.top_cards(you.me) if not c.has(LEAF)]
        taken = you.choose_card(leafless, "take a top card without a leaf from the attacker")
        if taken is not None:
            you.transfer_to_hand(taken, you.player)


@card.effect("Specialization")
def specialization_take_color(you: Ctx) -> None:
    """Reveal one card from your hand, and transfer to your hand the top card of its colour from
    every other player's board."""
    shown = you.choose_card(you.hand(), "reveal a card from your hand")
    if shown is None:
        return
    you.reveal(shown)
    for q in you.others():
        top = you.top(shown.color, q)
        if top is not None:
            you.transfer_to_hand(top, you.player)


@card.effect("Specialization")
def specialization_splay(you: Ctx) -> None:
    """You may splay your yellow or blue pile up."""
    you.may_splay((YELLOW, BLUE), UP, "you may splay your yellow or blue cards up")
