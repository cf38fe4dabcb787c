"""Age 11 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age11.md.

Every age-11 card is new in the 4th edition, so nothing here is reused from the 3rd. What the
edition brings is used as the engine supplies it: the aslant splay (Solar Sailing, Space
Traffic, Astrogeology), winning and losing by a card (`Ctx.win`, `Ctx.lose`), the junk
(Escapism), self-execution with its chain achievements (Escapism, Near-Field Comm), "has a
demand effect" (`Card.has_demand`, Whataboutism), and draws above 11 ending the game.
"""

from ...engine.cards import ASLANT, COLORS, ICON_NAMES, ICONS, LEAF, RED
from ...engine.ctx import Ctx
from ...engine.wording import N_
from . import card


def _values(you: Ctx) -> range:
    """The values a player may choose: the ages that exist, 1 to 11."""
    return range(1, you.game.edition.max_age + 1)


def _has_the_highest_score(you: Ctx) -> bool:
    """Nobody still in the game has more points than you (a tie for the most is having the
    highest score: docs/rulings/fourth/age11.md, Space Traffic)."""
    mine = you.points()
    return all(you.points(q) <= mine for q in you.others())


# --- blue -----------------------------------------------------------------------------------
@card.demand("Climatology")
def climatology_demand(you: Ctx) -> None:
    """I demand you pick two of your top cards showing the icon I name, which may be any icon
    but a leaf, and return them!"""
    icons = [icon for icon in ICONS if icon != LEAF]
    if not any(top.has(icon) for top in you.top_cards() for icon in icons):
        return  # whatever icon is named, no top card can go: not asked
    labels = [(N_("{icon}"), {"icon": ICON_NAMES[icon]}) for icon in icons]
    named = you.choose_option(
        [ICON_NAMES[icon] for icon in icons],
        "name the icon of the two top cards {player} returns",
        by=you.me,
        params={"player": you.name()},
        labels=labels,
    )
    icon = ICON_NAMES.index(named)
    showing = [top for top in you.top_cards() if top.has(icon)]
    you.return_cards(
        you.choose_cards(showing, "return a top card with a [{icon}]", 2, 2, params={"icon": named})
    )


@card.effect("Climatology")
def climatology_return(you: Ctx) -> None:
    """Return one of your top cards. Then every card of your score pile whose value is at
    least that card's value goes back too."""
    returned = you.choose_card(you.top_cards(), "return one of your top cards")
    if returned is not None:
        you.return_card(returned)
    # no top card to return: "the returned card" is worth 0 (Value), so every score card goes
    value = you.value(returned)
    you.return_cards([c for c in you.score_pile() if c.age >= value])


@card.effect("Solar Sailing")
def solar_sailing(you: Ctx) -> None:
    """Draw an 11 and meld it. Unless its pile is already splayed aslant, return every card of
    that colour below your top four and splay the pile aslant. Then, with six cards or more in
    that pile, you win."""
    melded = you.draw_and_meld(11)
    colour = melded.color
    if you.splay_direction(colour) != ASLANT:
        you.return_cards(you.pile(colour)[4:])
        you.splay(colour, ASLANT)
    if len(you.pile(colour)) >= 6:
        you.win()


# --- red ------------------------------------------------------------------------------------
@card.effect("Astrogeology")
def astrogeology_splay(you: Ctx) -> None:
    """Draw an 11 and reveal it (it stays in your hand). Splay your pile of its colour aslant;
    having done so, transfer every card of that pile below the top four into your hand."""
    revealed = you.draw_and_reveal(11)
    colour = revealed.color
    if you.splay(colour, ASLANT):
        for covered in you.pile(colour)[4:]:
            you.transfer_to_hand(covered, you.player)


@card.effect("Astrogeology")
def astrogeology_win(you: Ctx) -> None:
    """With eight cards or more in your hand, you win."""
    if len(you.hand()) >= 8:
        you.win()


@card.effect("Fusion")
def fusion(you: Ctx) -> None:
    """Score one of your top cards whose value is 11. Having done so, name a value one or two
    below the scored card's and carry out this effect again with that value in place of 11."""
    value = 11
    while True:
        scored = you.choose_card(
            [c for c in you.top_cards() if c.age == value],
            "score a top card of value {value}",
            params={"value": value},
        )
        if scored is None:
            return
        you.score(scored)
        lower = [v for v in (scored.age - 1, scored.age - 2) if v in _values(you)]
        if not any(c.age in lower for c in you.top_cards()):
            return  # whichever value is named, the next round scores nothing: not asked
        value = you.choose_value(lower, "name the value of the next top card to score")


# --- green ----------------------------------------------------------------------------------
@card.demand("Hypersonics")
def hypersonics(you: Ctx) -> None:
    """I demand you return two of your top cards of different colours and equal value, exactly
    two! Having returned them, return every card of your hand and of your score pile whose value
    is at most that value!"""
    tops = you.top_cards()  # one per colour: any two are of different colours
    paired = sorted({c.age for c in tops if sum(d.age == c.age for d in tops) >= 2})
    if not paired:
        return  # no two top cards share a value: exactly two cannot be returned
    value = you.choose_value(paired, "choose the value of the two top cards you return")
    pair = you.choose_cards(
        [c for c in tops if c.age == value],
        "return a top card of value {value}",
        2,
        2,
        params={"value": value},
    )
    you.return_cards(pair)
    you.return_cards([c for c in you.hand() + you.score_pile() if c.age <= value])


@card.effect("Space Traffic")
def space_traffic(you: Ctx) -> None:
    """Draw an 11 and tuck it. Should it go directly beneath an 11, you lose. If not, score
    every card of that pile below your top five, splay the pile aslant, and carry out this
    effect again if another player has more points than you."""
    while True:
        tucked = you.draw_and_tuck(11)
        pile = you.pile(tucked.color)  # top first: the tucked card is the last
        if len(pile) >= 2 and pile[-2].age == 11:
            you.lose()  # raises: this player's execution ends here
        for covered in pile[5:]:
            you.score(covered)
        you.splay(tucked.color, ASLANT)
        if _has_the_highest_score(you):
            return


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Near-Field Comm")
def near_field_comm_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile every card of your score pile whose value is the
    one I name!"""
    if not you.score_pile():
        return  # whatever value is named, nothing can move: not asked
    named = you.choose_value(
        _values(you),
        "name the value whose cards {player} transfers to your score pile",
        by=you.me,
        params={"player": you.name()},
    )
    you.all_cards(
        lambda: [c for c in you.score_pile() if c.age == named],
        lambda c: you.transfer_to_score(c, you.me),
    )


@card.effect("Near-Field Comm")
def near_field_comm_execute(you: Ctx) -> None:
    """Reveal a card of the highest value in your score pile, then self-execute it."""
    chosen = you.choose_card(
        you.highest(you.score_pile()), "reveal and self-execute your highest score card"
    )
    if chosen is None:
        return
    you.reveal(chosen)
    you.self_execute(chosen)  # it stays in the score pile


@card.effect("Reclamation")
def reclamation(you: Ctx) -> None:
    """Return the bottom three cards of your red pile. Draw a card whose value is half their
    total value, rounded up, and meld it. If three cards went back, carry out this effect
    again with the colour of the melded card instead of red."""
    colour = RED
    while True:
        returned = you.return_cards(you.pile(colour)[-3:])
        total = sum(c.age for c in returned)
        melded = you.draw_and_meld((total + 1) // 2)  # nothing returned: a 0, so a 1
        if len(returned) < 3:
            return
        colour = melded.color


# --- purple ---------------------------------------------------------------------------------
@card.effect("Escapism")
def escapism(you: Ctx) -> None:
    """Choose a card in your hand, reveal it and junk it. Return from your hand every card of
    the same value, then draw three cards of that value. Last, self-execute the junked card."""
    junked = you.choose_card(you.hand(), "reveal and junk a card from your hand")
    if junked is not None:
        you.reveal(junked)
        you.junk(junked)
    value = you.value(junked)  # an empty hand junks nothing: value 0, and three 1s are drawn
    you.return_cards([c for c in you.hand() if c.age == value])
    for _ in range(3):
        you.draw(value)
    if junked is not None:
        you.self_execute(junked)  # the one effect that acts on a junked card


@card.demand("Whataboutism")
def whataboutism(you: Ctx) -> None:
    """I demand you transfer to my board each of your top cards that carries a demand, one per
    colour! If any card moved, exchange your whole score pile with mine!"""
    moved = False
    for colour in COLORS:
        top = you.top(colour)
        if top is not None and top.has_demand:
            you.transfer_to_board(top, you.me)
            moved = True
    if moved:
        your_score, my_score = you.score_pile(), you.score_pile(you.me)
        you.exchange(your_score, ("score", you.me), my_score, ("score", you.player))
