"""Echoes of the Past, age 7 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age7.md."""

from ....engine.cards import BLUE, COLORS, GREEN, HEX, PURPLE, RED, UP, Card
from ....engine.ctx import Ctx
from ....engine.wording import N_
from . import card
from .age1 import bottom_of_pile_to_achievements

# the four cards whose picture carries a music note (Saxophone; docs/rulings/echoes/age7.md)
MUSIC_NOTES = ("Bell", "Flute", "Piano", "Saxophone")

TELEGRAPH_OPPONENT = N_("you may choose an opponent whose splay to copy")
TELEGRAPH_COLOUR = N_("choose the colour whose splay you match")
# Elevator's two options (each its own message)
ELEVATOR_HANDS = N_("hands")
ELEVATOR_SCORE_PILES = N_("score piles")


# --- helpers --------------------------------------------------------------------------------
def _without_bonus(cards: list[Card]) -> list[Card]:
    return [c for c in cards if not c.bonus]


def _music_note_shows(you: Ctx, name: str) -> bool:
    """Whether the card's picture (the music note in it) is visible on anyone's board."""
    note = you.game.edition.card(name)
    return note.icons.index(HEX) in you.visible_positions(note)  # none off the boards


def draw_and_foreshadow_any(you: Ctx) -> None:
    """Choose any value, draw a card of it and foreshadow it (Fertilizer; X-Ray, age 8)."""
    value = you.choose_value(you.ages(), "choose the value to draw and foreshadow")
    assert value is not None
    you.draw_and_foreshadow(value)


# --- blue -----------------------------------------------------------------------------------
@card.echo("Photography")
def photography_echo(you: Ctx) -> None:
    """Meld one of the cards of your forecast."""
    chosen = you.choose_card(you.forecast(), "meld a card of your forecast")
    if chosen:
        you.meld(chosen)


@card.demand("Photography")
def photography_demand(you: Ctx) -> None:
    """I demand you transfer one of your highest top cards to your own hand!"""
    chosen = you.choose_card(
        you.highest(you.top_cards()), "take one of your highest top cards into your hand"
    )
    if chosen:
        you.transfer_to_hand(chosen, you.player)


@card.effect("Photography")
def photography_history(you: Ctx) -> None:
    """If one of your colours shows three or more echo effects, claim History."""
    if any(len(you.echo_cards(color)) >= 3 for color in you.colors()):
        you.achieve_special("History")


@card.effect("Typewriter")
def typewriter(you: Ctx) -> None:
    """Return every card in your hand. Draw a 6, then one card more for each colour among the
    returned cards, each draw one value higher than the one before."""
    returned = you.hand()
    colours = {c.color for c in returned}
    you.return_cards(returned)
    you.draw(6)
    for k in range(1, len(colours) + 1):
        you.draw(6 + k)


# --- red ------------------------------------------------------------------------------------
@card.echo("Machine Gun")
def machine_gun_echo(you: Ctx) -> None:
    """If five top cards lie on your board, draw a 7 and score it."""
    if len(you.top_cards()) == 5:
        you.draw_and_score(7)


@card.demand("Machine Gun")
def machine_gun_demand(you: Ctx) -> None:
    """I demand you transfer each of your top cards that has a bonus to my score pile! If one
    or more moved, draw a 7!"""
    given = [c for c in you.top_cards() if c.bonus]
    for c in given:
        you.transfer_to_score(c, you.me)
    if given:
        you.draw(7)


@card.effect("Machine Gun")
def machine_gun_return(you: Ctx) -> None:
    """Return each of your top cards that is not red."""
    you.return_cards([c for c in you.top_cards() if c.color != RED])


@card.echo("Rubber")
def rubber_echo(you: Ctx) -> None:
    """Twice, draw an 8 and tuck it."""
    you.draw_and_tuck(8)
    you.draw_and_tuck(8)


@card.effect("Rubber")
def rubber_score(you: Ctx) -> None:
    """Score one of your top cards that has no bonus."""
    chosen = you.choose_card(_without_bonus(you.top_cards()), "score a top card without a bonus")
    if chosen:
        you.score(chosen)


@card.effect("Rubber")
def rubber_splay(you: Ctx) -> None:
    """You may splay your red pile up."""
    you.may_splay(RED, UP, "splay your red cards up?")


# --- green ----------------------------------------------------------------------------------
@card.echo("Jeans")
def jeans_echo(you: Ctx) -> None:
    """Draw a 9 and then another 9. Return one of them and foreshadow the other."""
    drawn = [you.draw(9), you.draw(9)]
    back = you.choose_card(drawn, "return one of the two 9s (the other is foreshadowed)")
    assert back is not None
    you.return_card(back)
    for c in drawn:
        if c is not back:
            you.foreshadow(c)


@card.effect("Jeans")
def jeans(you: Ctx) -> None:
    """Pick two different values below 7, draw a card of each and reveal them both; meld one
    of the two and return the other."""
    first = you.choose_value(range(1, 7), "choose a value below 7")
    second = you.choose_value(
        [v for v in range(1, 7) if v != first], "choose a second value below 7"
    )
    drawn = [you.draw_and_reveal(first), you.draw_and_reveal(second)]
    melded = you.choose_card(drawn, "meld one of the revealed cards (the other is returned)")
    assert melded is not None
    you.meld(melded)
    you.return_cards([c for c in drawn if c is not melded])


@card.effect("Telegraph")
def telegraph_match(you: Ctx) -> None:
    """You may pick one of your opponents and a colour. If you do, give your pile of that
    colour the same splay as theirs."""

    def changes(q: int) -> list[int]:
        """My colours whose splay would change by matching q's (an empty pile is unsplayed)."""
        return [
            c
            for c in COLORS
            if len(you.pile(c)) >= 2 and you.splay_direction(c) != you.splay_direction(c, q)
        ]

    targets = [q for q in you.opponents() if changes(q)]
    q = you.choose_player(targets, TELEGRAPH_OPPONENT, may=True)
    if q is None:
        return
    color = you.choose_color(changes(q), TELEGRAPH_COLOUR)
    assert color is not None
    direction = you.splay_direction(color, q)
    if direction:
        you.splay(color, direction)
    else:
        you.unsplay(color)


@card.effect("Telegraph")
def telegraph_splay(you: Ctx) -> None:
    """You may splay your blue pile up."""
    you.may_splay(BLUE, UP, "splay your blue cards up?")


# --- yellow ---------------------------------------------------------------------------------
@card.echo("Elevator")
def elevator_echo(you: Ctx) -> None:
    """Score your green pile's top card or its bottom card."""
    ends = [c for c in (you.top(GREEN), you.bottom(GREEN)) if c is not None]
    chosen = you.choose_card(ends, "score your top or your bottom green card")
    if chosen:
        you.score(chosen)


@card.effect("Elevator")
def elevator(you: Ctx) -> None:
    """Choose a value found in your score pile, then choose either the hands or the score piles
    of all other players: transfer every card of that value from those to your score pile."""
    value = you.choose_value({c.age for c in you.score_pile()}, "choose a value of your score pile")
    if value is None:
        return
    source = you.choose_option(
        [ELEVATOR_HANDS, ELEVATOR_SCORE_PILES],
        "take the cards from their hands or their score piles?",
    )
    for q in you.others():
        cards = you.hand(q) if source == ELEVATOR_HANDS else you.score_pile(q)
        for c in cards:
            if c.age == value:
                you.transfer_to_score(c, you.player)


@card.effect("Fertilizer")
def fertilizer_return(you: Ctx) -> None:
    """You may return one of your hand cards. If you do, transfer to your hand every card of
    its value from every score pile, yours included."""
    chosen = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if not chosen:
        return
    you.return_card(chosen)
    for q in you.players:
        for c in you.score_pile(q):
            if c.age == chosen.age:
                you.transfer_to_hand(c, you.player)


@card.effect("Fertilizer")
def fertilizer_foreshadow(you: Ctx) -> None:
    """Choose any value, draw a card of it and foreshadow that card."""
    draw_and_foreshadow_any(you)


# --- purple ---------------------------------------------------------------------------------
@card.echo("Ice Cream")
def ice_cream_echo(you: Ctx) -> None:
    """Score one of your top cards that is not purple and has no bonus."""
    offered = _without_bonus([c for c in you.top_cards() if c.color != PURPLE])
    chosen = you.choose_card(offered, "score a non-purple top card without a bonus")
    if chosen:
        you.score(chosen)


@card.demand("Ice Cream")
def ice_cream_demand(you: Ctx) -> None:
    """I demand you draw a 1 and meld it!"""
    you.draw_and_meld(1)


@card.effect("Ice Cream")
def ice_cream_achievement(you: Ctx) -> None:
    """Choose the 6, 7, 8 or 9 pile. If it holds a card, you may transfer the card at its
    bottom to the available achievements."""
    age = you.choose_value((6, 7, 8, 9), "choose the 6, 7, 8 or 9 pile")
    assert age is not None
    bottom_of_pile_to_achievements(you, age)


@card.effect("Saxophone")
def saxophone_splay(you: Ctx) -> None:
    """You may splay your purple pile up."""
    you.may_splay(PURPLE, UP, "splay your purple cards up?")


@card.effect("Saxophone")
def saxophone_notes(you: Ctx) -> None:
    """If the music notes of Bell, Flute, Piano and Saxophone all show, on any boards, you
    win. If not, draw a 7 for each music note that shows."""
    showing = sum(_music_note_shows(you, name) for name in MUSIC_NOTES)
    if showing == len(MUSIC_NOTES):
        you.win()
    for _ in range(showing):
        you.draw(7)
