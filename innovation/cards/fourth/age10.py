"""Age 10 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age10.md.

Where the 3rd edition's function already does exactly what the 4th-edition text says under
the 4th-edition rules, it is reused (`card.reuse`): A.I., the score of Software, the
self-execute of Self Service, Globalization's demand, Stem Cells' score and The Internet's
splay and score. New here, from the 4th-edition texts: Bioengineering (score from an
opponent's board; fewer than two leaves), Software's two 9s, Miniaturization (a mandatory
return, and the 11 deck junked), Robotics split in two with its factory-or-clock test,
Databases (the highest achievement), Self Service's "twice as many", Globalization's 11 and
Stem Cells' 11, and The Internet's two melds."""

from ...engine.cards import CLOCK, FACTORY, GREEN, LEAF
from ...engine.ctx import Ctx
from ..third import card as third
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Bioengineering")
def bioengineering_score_leafy_top(you: Ctx) -> None:
    """Pick a top card showing a leaf on the board of any of your opponents and score it."""
    leafy = [c for q in you.opponents() for c in you.top_cards(q) if c.has(LEAF)]
    chosen = you.choose_card(leafy, "score a top card with a leaf from an opponent's board")
    if chosen is not None:
        you.score(chosen)


@card.effect("Bioengineering")
def bioengineering_win(you: Ctx) -> None:
    """Should some player's board show fewer than two leaves, the one player whose board
    shows the most leaves wins (nobody, on a tie)."""
    leaves = {p: you.icons(LEAF, p) for p in you.players}
    if min(leaves.values()) < 2:
        winner = you.single_most(leaves)
        if winner is not None:
            you.win(winner)


card.reuse(third, "Software", 0)  # draw a 10 and score it


@card.effect("Software")
def software_meld_two_nines(you: Ctx) -> None:
    """Draw a 9 and meld it, twice; then self-execute the second of the two."""
    you.draw_and_meld(9)
    second = you.draw_and_meld(9)
    you.self_execute(second)


# --- red ------------------------------------------------------------------------------------
@card.effect("Miniaturization")
def miniaturization(you: Ctx) -> None:
    """Return one card from your hand. Should it be a 10, draw one 10 for each distinct value
    among your score cards; should it be an 11, junk every card of the 11 deck."""
    returned = you.choose_card(you.hand(), "return a card from your hand")
    if returned is None:
        return
    you.return_card(returned)
    if returned.age == 10:
        for _ in range(len({c.age for c in you.score_pile()})):
            you.draw(10)
    elif returned.age == 11:
        you.junk_deck(11)  # the returned 11 lies at the bottom of that deck: junked with it


@card.effect("Robotics")
def robotics_score_green(you: Ctx) -> None:
    """Score the card on top of your green pile."""
    green = you.top(GREEN)
    if green is not None:
        you.score(green)


@card.effect("Robotics")
def robotics_meld_and_execute(you: Ctx) -> None:
    """Draw a 10 and meld it; if it shows a factory or a clock, self-execute it."""
    melded = you.draw_and_meld(10)
    if melded.has(FACTORY) or melded.has(CLOCK):
        you.self_execute(melded)


# --- green ----------------------------------------------------------------------------------
@card.demand("Databases")
def databases(you: Ctx) -> None:
    """I demand you return cards from your score pile, as many as the value of your highest
    achievement!"""
    # special achievements have no value; no standard achievement at all counts as 0
    highest = max((a.age for a in you.achievements() if not isinstance(a, str)), default=0)
    chosen = you.choose_cards(
        you.score_pile(), "choose a score card to return", min=highest, max=highest
    )
    you.return_cards(chosen)


@card.effect("Self Service")
def self_service_win(you: Ctx) -> None:
    """You win if you hold at least twice as many achievements as every opponent (none
    against none is twice as many)."""
    mine = len(you.achievements())
    if all(mine >= 2 * len(you.achievements(q)) for q in you.opponents()):
        you.win()


card.reuse(third, "Self Service", 0)  # self-execute another of your top cards


# --- yellow ---------------------------------------------------------------------------------
card.reuse(third, "Globalization", 0)  # I demand you return a top card with a leaf


@card.effect("Globalization")
def globalization_meld_and_win(you: Ctx) -> None:
    """Draw an 11 and meld it. After that, if every board shows at most as many leaves as
    factories, the one player with the most points wins (nobody, on a tie)."""
    you.draw_and_meld(11)
    if all(you.icons(LEAF, p) <= you.icons(FACTORY, p) for p in you.players):
        winner = you.single_most({p: you.points(p) for p in you.players})
        if winner is not None:
            you.win(winner)


card.reuse(third, "Stem Cells")  # you may score your whole hand


@card.effect("Stem Cells")
def stem_cells_draw(you: Ctx) -> None:
    """Draw one 11."""
    you.draw(11)


# --- purple ---------------------------------------------------------------------------------
card.reuse(third, "A.I.")  # draw and score a 10; Robotics and Software on top: fewest points
card.reuse(third, "The Internet", 0, 1)  # you may splay green up; draw and score a 10


@card.effect("The Internet")
def the_internet_meld_two(you: Ctx) -> None:
    """Twice, draw a 10 and meld it."""
    for _ in range(2):
        you.draw_and_meld(10)
