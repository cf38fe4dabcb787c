"""Echoes of the Past, age 9 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age9.md."""

from ....engine.cards import BLUE, CROWN, GREEN, PURPLE, UP, YELLOW, Card
from ....engine.ctx import Ctx
from . import card


def _shares_an_icon(one: Card, other: Card) -> bool:
    """Whether two cards have an icon in common (the picture, echo effects and bonuses are not
    icons: positions below 0)."""
    return any(icon >= 0 and icon in other.icons for icon in one.icons)


# --- blue -----------------------------------------------------------------------------------
@card.effect("Calculator")
def calculator_score_two(you: Ctx) -> None:
    """Score the bottom cards of two of your piles other than blue. If you scored two whose
    values add up to less than 11, draw a card of that sum and do this effect a second time
    (never a third)."""
    for _ in range(2):  # the effect, and its one repeat
        bottoms = [you.bottom(color) for color in you.colors() if color != BLUE]
        chosen = you.choose_cards(
            bottoms, "score the bottom card of a non-blue pile", min=2, max=2
        )
        for c in chosen:
            you.score(c)
        total = sum(c.age for c in chosen)
        if len(chosen) < 2 or total >= 11:
            return
        you.draw(total)


@card.effect("Calculator")
def calculator_splay(you: Ctx) -> None:
    """You may splay your blue pile up."""
    you.may_splay(BLUE, UP, "splay your blue cards up?")


@card.effect("Laser")
def laser(you: Ctx) -> None:
    """Return each standard achievement nobody has claimed. Next, return half of your score
    cards, rounded up. Draw a 10 and meld it, twice."""
    # nobody sees the achievements' faces and there is one of each age: they go back by age
    for achievement in you.achievement_cards():
        you.return_card(achievement)
    pile = you.score_pile()
    half = (len(pile) + 1) // 2
    you.return_cards(you.choose_cards(pile, "return a card from your score pile", half, half))
    you.draw_and_meld(10)
    you.draw_and_meld(10)


# --- red ------------------------------------------------------------------------------------
@card.effect("Helicopter")
def helicopter(you: Ctx) -> None:
    """Transfer one top card other than Helicopter, from anyone's board, to the score pile of
    the player whose board it was on. You may return a hand card that has an icon in common
    with it. If you do, do this effect again."""
    while True:
        tops = [c for q in you.players for c in you.top_cards(q) if c.name != "Helicopter"]
        chosen = you.choose_card(tops, "transfer a top card to its owner's score pile")
        if chosen is None:
            return
        owner = you.where(chosen)[1]
        you.transfer_to_score(chosen, owner)
        alike = [c for c in you.hand() if _shares_an_icon(c, chosen)]
        returned = you.choose_card(
            alike,
            "you may return a card sharing an icon with {card} (to repeat)",
            may=True,
            params={"card": chosen.name},
        )
        if returned is None:
            return
        you.return_card(returned)


@card.echo("Jet")
def jet_echo(you: Ctx) -> None:
    """Meld one card from your hand."""
    chosen = you.choose_card(you.hand(), "meld a card from your hand")
    if chosen is not None:
        you.meld(chosen)
        # each colour melded: an endorsed Dogma runs the echo effect twice (either may be named:
        # docs/rulings/cities/rules.md, section 5)
        you.memory.setdefault("jet_melded", {}).setdefault(you.player, []).append(chosen.color)


@card.demand("Jet")
def jet_demand(you: Ctx) -> None:
    """I demand you return the top card of your pile whose colour is that of the card I melded
    by Jet's echo effect!"""
    melded = you.memory.get("jet_melded", {}).get(you.me, [])
    color = you.choose_color(melded, "which colour melded by Jet's echo effect?")
    if color is None:
        return
    top = you.top(color)
    if top is not None:
        you.return_card(top)


# --- green ----------------------------------------------------------------------------------
@card.echo("Credit Card")
def credit_card_echo(you: Ctx) -> None:
    """Draw a 9 and foreshadow it."""
    you.draw_and_foreshadow(9)


@card.effect("Credit Card")
def credit_card_take(you: Ctx) -> None:
    """You may take one of your top cards that is not green into your hand. If you do, draw a
    card of the same value and score it."""
    tops = [c for c in you.top_cards() if c.color != GREEN]
    chosen = you.choose_card(tops, "you may take a non-green top card into your hand", may=True)
    if chosen is not None:
        you.transfer_to_hand(chosen, you.player)
        you.draw_and_score(chosen.age)


@card.effect("Credit Card")
def credit_card_splay(you: Ctx) -> None:
    """You may splay your green pile up."""
    you.may_splay(GREEN, UP, "splay your green cards up?")


@card.echo("Email")
def email_echo(you: Ctx) -> None:
    """Draw a 10 and foreshadow it."""
    you.draw_and_foreshadow(10)


@card.effect("Email")
def email_foreshadow(you: Ctx) -> None:
    """Draw a 9 and foreshadow it."""
    you.draw_and_foreshadow(9)


@card.effect("Email")
def email_execute(you: Ctx) -> None:
    """Execute the non-demand effects of your lowest top card that is not green, yourself,
    without sharing."""
    tops = [c for c in you.top_cards() if c.color != GREEN]
    chosen = you.choose_card(you.lowest(tops), "execute your lowest non-green top card")
    if chosen is not None:
        you.execute(chosen)


# --- yellow ---------------------------------------------------------------------------------
@card.echo("ATM")
def atm_echo(you: Ctx) -> None:
    """Draw a card of any value you choose and score it."""
    value = you.choose_value(you.ages(), "draw and score a card of which value?")
    you.draw_and_score(value)


@card.demand("ATM")
def atm_demand(you: Ctx) -> None:
    """I demand you transfer to my board your highest top card that is not yellow and shows no
    crown!"""
    plain = [c for c in you.top_cards() if c.color != YELLOW and not c.has(CROWN)]
    chosen = you.choose_card(you.highest(plain), "give your highest non-yellow top card without a crown")
    if chosen is not None:
        you.transfer_to_board(chosen, you.me)


@card.effect("ATM")
def atm_splay(you: Ctx) -> None:
    """You may splay your purple pile up."""
    you.may_splay(PURPLE, UP, "splay your purple cards up?")


@card.echo("Wristwatch")
def wristwatch_echo(you: Ctx) -> None:
    """Tuck one of your top cards that is not yellow."""
    tops = [c for c in you.top_cards() if c.color != YELLOW]
    chosen = you.choose_card(tops, "tuck a non-yellow top card")
    if chosen is not None:
        you.tuck(chosen)


@card.effect("Wristwatch")
def wristwatch(you: Ctx) -> None:
    """For each bonus visible on your board, from the lowest to the highest, draw a card of its
    value and tuck it."""
    for value in sorted(you.bonuses()):  # the bonuses shown as the effect begins
        you.draw_and_tuck(value)


# --- purple ---------------------------------------------------------------------------------
@card.echo("Karaoke")
def karaoke_echo(you: Ctx) -> None:
    """Draw a card of any value below 10 and meld it."""
    value = you.choose_value(range(1, 10), "draw and meld a card of which value?")
    melded = you.draw_and_meld(value)
    # each card melded (twice on an endorsed Dogma: either may be executed)
    you.memory.setdefault("karaoke_melded", {}).setdefault(you.player, []).append(melded)


@card.effect("Karaoke")
def karaoke_execute(you: Ctx) -> None:
    """Execute the non-demand effects of the card you melded by Karaoke's echo effect,
    yourself, without sharing."""
    cards = you.memory.get("karaoke_melded", {}).get(you.player, [])
    melded = you.choose_card(cards, "execute which card melded by Karaoke's echo effect?")
    if melded is not None:
        you.execute(melded)


@card.effect("Karaoke")
def karaoke_take(you: Ctx) -> None:
    """You may take one of your bottom cards into your hand."""
    bottoms = [you.bottom(color) for color in you.colors()]
    chosen = you.choose_card(bottoms, "you may take a bottom card into your hand", may=True)
    if chosen is not None:
        you.transfer_to_hand(chosen, you.player)


@card.demand("Rock")
def rock_demand(you: Ctx) -> None:
    """I demand you transfer to my hand the top card of your green pile! If Scissors is then on
    top of your green pile, I win!"""
    green = you.top(GREEN)
    if green is None:
        return
    you.transfer_to_hand(green, you.me)
    uncovered = you.top(GREEN)
    if uncovered is not None and uncovered.name == "Scissors":
        you.win(you.me)


@card.effect("Rock")
def rock_score(you: Ctx) -> None:
    """You may score one of your top cards. You win if your top green card is Paper."""
    chosen = you.choose_card(you.top_cards(), "you may score a top card", may=True)
    if chosen is not None:
        you.score(chosen)
    green = you.top(GREEN)
    if green is not None and green.name == "Paper":
        you.win()
