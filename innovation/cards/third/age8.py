"""Age 8: Modern. One function per printed effect, in printed order; the docstring is the
project's own wording of the effect."""

from ...engine.cards import CLOCK, COLORS, FACTORY, GREEN, LIGHTBULB, PURPLE, RED, UP, YELLOW
from ...engine.ctx import Ctx
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Quantum Theory")
def quantum_theory(you: Ctx) -> None:
    """You may return one or two cards from your hand. If you returned two, draw a 10, then draw
    another 10 and score it."""
    chosen = you.choose_cards(you.hand(), "you may return a card (up to two)", max=2)
    you.return_cards(chosen)
    if len(chosen) == 2:
        you.draw(10)
        you.draw_and_score(10)


@card.effect("Rocketry")
def rocketry(you: Ctx) -> None:
    """For every two clocks on your board, return a card from an opponent's score pile (you name
    the opponent and the card's value)."""
    for _ in range(you.icons(CLOCK) // 2):
        targets = [q for q in you.opponents() if you.score_pile(q)]
        owner = you.choose_player(targets, "choose whose score pile loses a card")
        if owner is None:
            return
        pile = you.score_pile(owner)
        age = you.choose_value(
            {c.age for c in pile},
            "choose the age of {player}'s card",
            params={"player": you.name(owner)},
        )
        you.return_card(next(c for c in pile if c.age == age))


# --- red ------------------------------------------------------------------------------------
@card.effect("Flight")
def flight_splay_any(you: Ctx) -> None:
    """Only if your red pile is splayed up: you may splay one of your colours up."""
    if you.splay_direction(RED) != UP:
        return
    colors = [c for c in you.colors() if you.can_splay(c, UP)]
    color = you.choose_color(colors, "you may splay a colour up", may=True)
    if color is not None:
        you.splay(color, UP)


@card.effect("Flight")
def flight_splay_red(you: Ctx) -> None:
    """You may splay your red pile up."""
    if you.can_splay(RED, UP) and you.may("splay your red cards up?"):
        you.splay(RED, UP)


@card.demand("Mobility")
def mobility(you: Ctx) -> None:
    """I demand you transfer to my score pile the two highest of your top cards that are not red
    and have no factory, then draw an 8 if any moved!"""
    candidates = [c for c in you.top_cards() if c.color != RED and not c.has(FACTORY)]
    given = you.choose_highest(candidates, 2, "give one of your two highest such cards")
    for c in given:
        you.transfer_to_score(c, you.me)
    if given:
        you.draw(8)


# --- green ----------------------------------------------------------------------------------
@card.demand("Corporations")
def corporations_demand(you: Ctx) -> None:
    """I demand you transfer one of your non-green top cards with a factory to my score pile! If
    you do, draw an 8 and meld it!"""
    candidates = [c for c in you.top_cards() if c.color != GREEN and c.has(FACTORY)]
    chosen = you.choose_card(candidates, "give a non-green top card with a factory")
    if chosen:
        you.transfer_to_score(chosen, you.me)
        you.draw_and_meld(8)


@card.effect("Corporations")
def corporations_meld(you: Ctx) -> None:
    """Draw an 8 and meld it."""
    you.draw_and_meld(8)


@card.effect("Mass Media")
def mass_media_return(you: Ctx) -> None:
    """You may return one of your hand cards. If you do, name a value: every card of that value
    in every score pile is returned."""
    chosen = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if not chosen:
        return
    you.return_card(chosen)
    value = you.choose_value(range(1, you.game.edition.max_age + 1), "choose a value")
    # the player orders the cards they can see (their own); the face-down cards of the others
    # go under in seating order, each pile in the order it was built (asking would name them)
    you.return_cards([c for c in you.score_pile() if c.age == value])
    for q in you.others():
        for c in you.score_pile(q):
            if c.age == value:
                you.return_card(c)


@card.effect("Mass Media")
def mass_media_splay(you: Ctx) -> None:
    """You may splay your purple pile up."""
    if you.can_splay(PURPLE, UP) and you.may("splay your purple cards up?"):
        you.splay(PURPLE, UP)


# --- yellow ---------------------------------------------------------------------------------
@card.effect("Antibiotics")
def antibiotics(you: Ctx) -> None:
    """You may return one to three cards from your hand, then draw two 8s for each distinct
    value among them."""
    chosen = you.choose_cards(you.hand(), "you may return a card (up to three)", max=3)
    you.return_cards(chosen)
    for _ in {c.age for c in chosen}:
        you.draw(8)
        you.draw(8)


@card.demand("Skyscrapers")
def skyscrapers(you: Ctx) -> None:
    """I demand you transfer one of your non-yellow top cards with a clock to my board! If you
    do, score the card it covered and return the rest of that pile!"""
    candidates = [c for c in you.top_cards() if c.color != YELLOW and c.has(CLOCK)]
    chosen = you.choose_card(candidates, "give a non-yellow top card with a clock")
    if not chosen:
        return
    you.transfer_to_board(chosen, you.me)
    beneath = you.top(chosen.color)
    if beneath:
        you.score(beneath)
    you.return_cards(you.pile(chosen.color))


# --- purple ---------------------------------------------------------------------------------
@card.effect("Empiricism")
def empiricism_draw(you: Ctx) -> None:
    """Name two colours, then draw a 9 and reveal it. If it has one of those colours, meld it,
    and you may splay its pile up."""
    first = you.choose_color(COLORS, "choose a first colour")
    second = you.choose_color([c for c in COLORS if c != first], "choose a second colour")
    drawn = you.draw_and_reveal(9)
    if drawn.color not in (first, second):
        return
    you.meld(drawn)
    if you.can_splay(drawn.color, UP) and you.may(
        "splay your {color} cards up?", params={"color": drawn.color_name}
    ):
        you.splay(drawn.color, UP)


@card.effect("Empiricism")
def empiricism_win(you: Ctx) -> None:
    """You win if your board shows twenty lightbulbs or more."""
    if you.icons(LIGHTBULB) >= 20:
        you.win()


@card.effect("Socialism")
def socialism(you: Ctx) -> None:
    """You may tuck your whole hand. If it held a purple card, transfer all the lowest cards of
    every other player's hand to your hand."""
    hand = you.hand()
    if not hand or not you.may("tuck every card in your hand?"):
        return
    tucked = you.tuck_all(hand)
    if not any(c.color == PURPLE for c in tucked):
        return
    for q in you.others():
        for c in you.lowest(you.hand(q)):
            you.transfer_to_hand(c, you.player)
