"""Age 10: Information. One function per printed effect, in printed order; the docstring is
the project's own wording of the effect. Rulings: docs/rulings/age10.md."""

from ...engine.cards import CLOCK, FACTORY, GREEN, LEAF, UP
from ...engine.ctx import Ctx
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Bioengineering")
def bioengineering_take_leafy_top(you: Ctx) -> None:
    """Transfer to your score pile one top card with a leaf from an opponent's board."""
    leafy = [c for q in you.opponents() for c in you.top_cards(q) if c.has(LEAF)]
    chosen = you.choose_card(leafy, "take a top card with a leaf from an opponent's board")
    if chosen is not None:
        you.transfer_to_score(chosen, you.player)


@card.effect("Bioengineering")
def bioengineering_win(you: Ctx) -> None:
    """If some board shows fewer than three leaves, the player with the most leaves wins
    (nobody, on a tie)."""
    leaves = {p: you.icons(LEAF, p) for p in you.players}
    if min(leaves.values()) < 3:
        winner = you.single_most(leaves)
        if winner is not None:
            you.win(winner)


@card.effect("Software")
def software_score(you: Ctx) -> None:
    """Draw a 10 and score it."""
    you.draw_and_score(10)


@card.effect("Software")
def software_meld_two(you: Ctx) -> None:
    """Draw a 10 and meld it, twice, then execute the second card's non-demand effects yourself,
    without sharing."""
    you.draw_and_meld(10)
    second = you.draw_and_meld(10)
    you.execute(second)


# --- red ------------------------------------------------------------------------------------
@card.effect("Miniaturization")
def miniaturization(you: Ctx) -> None:
    """You may return a card from your hand and, if it was a 10, draw a 10 for each distinct
    value in your score pile."""
    returned = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if returned is None:
        return
    you.return_card(returned)
    if returned.age == 10:
        for _ in range(len({c.age for c in you.score_pile()})):
            you.draw(10)


@card.effect("Robotics")
def robotics(you: Ctx) -> None:
    """Score your top green card, then draw a 10 and meld it; execute its non-demand effects
    yourself, without sharing."""
    green = you.top(GREEN)
    if green is not None:
        you.score(green)
    melded = you.draw_and_meld(10)
    you.execute(melded)


# --- green ----------------------------------------------------------------------------------
@card.demand("Databases")
def databases(you: Ctx) -> None:
    """I demand you return half of your score pile, rounded up!"""
    pile = you.score_pile()
    count = (len(pile) + 1) // 2
    chosen = you.choose_cards(pile, "choose a score card to return", min=count, max=count)
    you.return_cards(chosen)


@card.effect("Self Service")
def self_service_execute(you: Ctx) -> None:
    """Execute the non-demand effects of another of your top cards yourself, without sharing."""
    others = [c for c in you.top_cards() if c.name != "Self Service"]
    chosen = you.choose_card(others, "choose another top card to execute")
    if chosen is not None:
        you.execute(chosen)


@card.effect("Self Service")
def self_service_win(you: Ctx) -> None:
    """You win if you have more achievements than every other player."""
    mine = len(you.achievements())
    if all(mine > len(you.achievements(q)) for q in you.others()):
        you.win()


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Globalization")
def globalization_demand(you: Ctx) -> None:
    """I demand you return one of your top cards with a leaf!"""
    leafy = [c for c in you.top_cards() if c.has(LEAF)]
    chosen = you.choose_card(leafy, "return a top card with a leaf")
    if chosen is not None:
        you.return_card(chosen)


@card.effect("Globalization")
def globalization_score_and_win(you: Ctx) -> None:
    """Draw a 6 and score it. Then, if no board shows more leaves than factories, the player
    with the most points wins (nobody, on a tie)."""
    you.draw_and_score(6)
    if all(you.icons(LEAF, p) <= you.icons(FACTORY, p) for p in you.players):
        winner = you.single_most({p: you.points(p) for p in you.players})
        if winner is not None:
            you.win(winner)


@card.effect("Stem Cells")
def stem_cells(you: Ctx) -> None:
    """You may score your whole hand."""
    hand = you.hand()
    if hand and you.may("score all the cards of your hand ({count})?", params={"count": len(hand)}):
        for c in hand:
            you.score(c)


# --- purple ---------------------------------------------------------------------------------
@card.effect("A.I.")
def ai_score(you: Ctx) -> None:
    """Draw a 10 and score it."""
    you.draw_and_score(10)


@card.effect("A.I.")
def ai_win(you: Ctx) -> None:
    """If both Robotics and Software are top cards, on any boards, the player with the fewest
    points wins (nobody, on a tie)."""
    tops = {c.name for p in you.players for c in you.top_cards(p)}
    if "Robotics" in tops and "Software" in tops:
        winner = you.single_least({p: you.points(p) for p in you.players})
        if winner is not None:
            you.win(winner)


@card.effect("The Internet")
def the_internet_splay(you: Ctx) -> None:
    """You may splay your green pile up."""
    can_splay = len(you.pile(GREEN)) >= 2 and you.splay_direction(GREEN) != UP
    if can_splay and you.may("splay your green cards up?"):
        you.splay(GREEN, UP)


@card.effect("The Internet")
def the_internet_score(you: Ctx) -> None:
    """Draw a 10 and score it."""
    you.draw_and_score(10)


@card.effect("The Internet")
def the_internet_meld(you: Ctx) -> None:
    """For every two clocks on your board, draw a 10 and meld it."""
    for _ in range(you.icons(CLOCK) // 2):
        you.draw_and_meld(10)
