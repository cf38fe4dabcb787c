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
    """You may spread either your red pile or your green pile upwards."""
    you.may_splay((RED, GREEN), UP, "you may splay your red or green cards up")


@card.effect("Computers")
def computers_meld_and_execute(you: Ctx) -> None:
    """Take a 10 onto your board, then carry out every non-demand effect on that card by
    yourself alone (nobody shares them)."""
    melded = you.draw_and_meld(10)
    you.execute(melded)


@card.effect("Genetics")
def genetics(you: Ctx) -> None:
    """Take a 10 onto your board; every card lying under it in that pile goes to your score
    pile."""
    melded = you.draw_and_meld(10)
    for c in you.pile(melded.color)[1:]:
        you.score(c)


# --- red ------------------------------------------------------------------------------------
@card.demand("Composites")
def composites(you: Ctx) -> None:
    """Demand: the victim keeps a single card of their choosing and hands every other card in
    their hand to the attacker's hand; besides, the victim gives the attacker, into the
    attacker's score pile, the card of greatest age in the victim's score pile."""
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
    """Demand: the victim takes a 10 and shows it. Should it be red, every card in every
    player's hand, on every board and in every score pile leaves the game (achievements and
    the age piles stay), and nothing more of this dogma action happens."""
    drawn = you.draw_and_reveal(10)
    if drawn.color == RED:
        _remove_everything(you)
        you.end_dogma()


@card.effect("Fission")
def fission_return_top(you: Ctx) -> None:
    """Send back to its age pile one top card, from anyone's board (yours included), that is
    not Fission; then take a 10."""
    tops = [c for p in you.players for c in you.top_cards(p) if c.name != "Fission"]
    chosen = you.choose_card(tops, "return a top card other than Fission from any board")
    if chosen is not None:
        you.return_card(chosen)
    you.draw(10)


# --- green ----------------------------------------------------------------------------------
@card.demand("Collaboration")
def collaboration_demand(you: Ctx) -> None:
    """Demand: the victim takes two 9s and shows both; the attacker picks one of them, which
    goes onto the attacker's board, and the victim puts the other onto their own board."""
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
    """Should your green pile hold at least ten cards, you win the game."""
    if len(you.pile(GREEN)) >= 10:
        you.win()


@card.effect("Satellites")
def satellites_refill(you: Ctx) -> None:
    """Send every card in your hand back to its age pile, then take three 8s."""
    you.return_cards(you.hand())
    for _ in range(3):
        you.draw(8)


@card.effect("Satellites")
def satellites_splay(you: Ctx) -> None:
    """You may spread your purple pile upwards."""
    you.may_splay((PURPLE,), UP, "you may splay your purple cards up")


@card.effect("Satellites")
def satellites_meld_and_execute(you: Ctx) -> None:
    """Put one card of your hand onto your board, then carry out every non-demand effect on it
    by yourself alone (nobody shares them)."""
    chosen = you.choose_card(you.hand(), "meld a card from your hand (you will execute it)")
    if chosen is not None:
        you.meld(chosen)
        you.execute(chosen)


# --- yellow ---------------------------------------------------------------------------------
@card.effect("Ecology")
def ecology(you: Ctx) -> None:
    """Optionally send one hand card back to its age pile. Having done so, put another hand
    card of your choice into your score pile (if any is left) and take two 10s."""
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
    """Slip as many of your hand cards as you like under their piles; then, once per card so
    slipped, take a 1 and put it in your score pile."""
    chosen = you.choose_cards(you.hand(), "you may tuck a card from your hand")
    for c in chosen:
        you.tuck(c)
    for _ in chosen:
        you.draw_and_score(1)


# --- purple ---------------------------------------------------------------------------------
@card.demand("Services")
def services(you: Ctx) -> None:
    """Demand: the victim hands over to the attacker's hand every card tied for greatest age
    in the victim's score pile. If at least one card went, the victim then picks one of the
    attacker's top cards that shows no leaf and takes it into their own hand."""
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
    """Show everyone one card from your hand; from every other player's board, the top card
    of that card's colour comes into your hand."""
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
    """You may spread either your yellow pile or your blue pile upwards."""
    you.may_splay((YELLOW, BLUE), UP, "you may splay your yellow or blue cards up")
