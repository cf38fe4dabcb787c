"""Age 10: Information. One function per printed effect, in printed order; the docstring is
the project's own wording of the effect. Rulings: docs/rulings/age10.md."""

from ...engine.cards import CLOCK, FACTORY, GREEN, LEAF, UP
from ...engine.ctx import Ctx
from ...engine.wording import plural
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Bioengineering")
def bioengineering_take_leafy_top(you: Ctx) -> None:
    """Pick a top card showing a leaf on some opponent's board and move it into your score
    pile."""
    leafy = [c for q in you.opponents() for c in you.top_cards(q) if c.has(LEAF)]
    chosen = you.choose_card(leafy, "take a top card with a leaf from an opponent's board")
    if chosen is not None:
        you.transfer_to_score(chosen, you.player)


@card.effect("Bioengineering")
def bioengineering_win(you: Ctx) -> None:
    """When some player's board shows two leaves or fewer, the game is won by the player whose
    board shows more leaves than anyone else's (with a tie for most, nothing happens)."""
    leaves = {p: you.icons(LEAF, p) for p in you.players}
    if min(leaves.values()) < 3:
        winner = you.single_most(leaves)
        if winner is not None:
            you.win(winner)


@card.effect("Software")
def software_score(you: Ctx) -> None:
    """Take a 10 and put it straight into your score pile."""
    you.draw_and_score(10)


@card.effect("Software")
def software_meld_two(you: Ctx) -> None:
    """Take a 10 onto your board, then another; carry out every non-demand effect of the
    second of them by yourself alone (nobody shares them)."""
    you.draw_and_meld(10)
    second = you.draw_and_meld(10)
    you.execute(second)


# --- red ------------------------------------------------------------------------------------
@card.effect("Miniaturization")
def miniaturization(you: Ctx) -> None:
    """Optionally send one hand card back to its age pile. If that card was a 10, take one 10
    for each distinct age present among the cards of your score pile."""
    returned = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if returned is None:
        return
    you.return_card(returned)
    if returned.age == 10:
        for _ in range(len({c.age for c in you.score_pile()})):
            you.draw(10)


@card.effect("Robotics")
def robotics(you: Ctx) -> None:
    """Your top green card goes to your score pile. Then take a 10 onto your board and carry
    out every non-demand effect on it by yourself alone (nobody shares them)."""
    green = you.top(GREEN)
    if green is not None:
        you.score(green)
    melded = you.draw_and_meld(10)
    you.execute(melded)


# --- green ----------------------------------------------------------------------------------
@card.demand("Databases")
def databases(you: Ctx) -> None:
    """Demand: the victim sends back to the age piles half of the cards in their score pile,
    an odd count rounded upwards; the victim picks which."""
    pile = you.score_pile()
    count = (len(pile) + 1) // 2
    chosen = you.choose_cards(pile, "choose a score card to return", min=count, max=count)
    you.return_cards(chosen)


@card.effect("Self Service")
def self_service_execute(you: Ctx) -> None:
    """Pick another of your top cards and carry out every non-demand effect on it by yourself
    alone (nobody shares them)."""
    others = [c for c in you.top_cards() if c.name != "Self Service"]
    chosen = you.choose_card(others, "choose another top card to execute")
    if chosen is not None:
        you.execute(chosen)


@card.effect("Self Service")
def self_service_win(you: Ctx) -> None:
    """Should you own strictly more achievements than every other player, you win the game."""
    mine = len(you.achievements())
    if all(mine > len(you.achievements(q)) for q in you.others()):
        you.win()


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Globalization")
def globalization_demand(you: Ctx) -> None:
    """Demand: the victim sends one of their top cards that shows a leaf back to its age
    pile."""
    leafy = [c for c in you.top_cards() if c.has(LEAF)]
    chosen = you.choose_card(leafy, "return a top card with a leaf")
    if chosen is not None:
        you.return_card(chosen)


@card.effect("Globalization")
def globalization_score_and_win(you: Ctx) -> None:
    """Take a 6 and put it into your score pile. Then, when nobody's board shows more leaves
    than factories, the player holding the greatest score wins (with a tie for greatest,
    nothing happens)."""
    you.draw_and_score(6)
    if all(you.icons(LEAF, p) <= you.icons(FACTORY, p) for p in you.players):
        winner = you.single_most({p: you.points(p) for p in you.players})
        if winner is not None:
            you.win(winner)


@card.effect("Stem Cells")
def stem_cells(you: Ctx) -> None:
    """You may move your entire hand into your score pile; it is all or nothing."""
    hand = you.hand()
    if hand and you.may(f"score all {plural(len(hand), 'card')} of your hand?"):
        for c in hand:
            you.score(c)


# --- purple ---------------------------------------------------------------------------------
@card.effect("A.I.")
def ai_score(you: Ctx) -> None:
    """Take a 10 and put it straight into your score pile."""
    you.draw_and_score(10)


@card.effect("A.I.")
def ai_win(you: Ctx) -> None:
    """Provided Robotics and Software both lie on top of piles (on one board or on two), the
    player with the smallest score wins (with a tie for smallest, nothing happens)."""
    tops = {c.name for p in you.players for c in you.top_cards(p)}
    if "Robotics" in tops and "Software" in tops:
        winner = you.single_least({p: you.points(p) for p in you.players})
        if winner is not None:
            you.win(winner)


@card.effect("The Internet")
def the_internet_splay(you: Ctx) -> None:
    """You may spread your green pile upwards."""
    can_splay = len(you.pile(GREEN)) >= 2 and you.splay_direction(GREEN) != UP
    if can_splay and you.may("splay your green cards up?"):
        you.splay(GREEN, UP)


@card.effect("The Internet")
def the_internet_score(you: Ctx) -> None:
    """Take a 10 and put it straight into your score pile."""
    you.draw_and_score(10)


@card.effect("The Internet")
def the_internet_meld(you: Ctx) -> None:
    """Count the clocks your board shows now; for every two of them, take a 10 onto your
    board."""
    for _ in range(you.icons(CLOCK) // 2):
        you.draw_and_meld(10)
