"""Echoes of the Past, age 1 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age1.md.

Reused from the 3rd edition where the 4th-edition text does the same: Perfume's demand, Ruler's
echo, Umbrella (echo and dogma), Noodles' second effect, Bell's echo, Flute's echo. The helpers
below are shared with other ages: the junk's (Toothbrush, Seed Drill, Ice Cream, Jeans) and the
bonuses' (Linguistics, Watermill).
"""

from operator import attrgetter

from ....engine.cards import BLUE, CASTLE, COLORS, LIGHTBULB, Card
from ....engine.ctx import Ctx
from ....engine.wording import N_
from ..third import card as third_card
from ..third.age1 import ICE_SKATES_FORESHADOW, ICE_SKATES_MELD
from . import card

_card_id = attrgetter("id")  # the edition's card order

BANGLE_DRAW = N_("draw and foreshadow a 2")
BANGLE_TUCK = N_("tuck a 2 from your forecast")
RETURN_ORDER = N_("choose the next card to return under the age-{value} pile")


# --- helpers used by several cards -----------------------------------------------------------
def bonus_points(you: Ctx, p: int | None = None) -> int:
    """A board's bonus points: its highest visible bonus, plus one for each other one."""
    shown = you.bonuses(p)
    return max(shown) + len(shown) - 1 if shown else 0


def junk_card_of_value(you: Ctx, value: int) -> Card | None:
    """A card of the junk of that value. Nobody sees the junk's faces (docs/rulings/fourth/
    general.md, Q15), so the player names a value and gets a card of it: the first of them in
    the edition's card order (age7.md, "General points")."""
    return min((c for c in you.junk_cards() if c.age == value), key=_card_id, default=None)


def achieve_highest_junk(you: Ctx) -> None:
    """Achieve the highest card of the junk (all of it) if you are eligible for its value; of
    the cards of that value, the one `junk_card_of_value` gives."""
    junked = you.junk_cards()  # lowest first
    if not junked:
        return
    highest = junked[-1].age
    if you.can_achieve(highest):
        taken = junk_card_of_value(you, highest)
        assert taken is not None
        you.achieve_card(taken)


def junk_deck_then_achieve(you: Ctx, age: int) -> None:
    """You may junk the base `age` deck (asked only when it holds a card). If you do, achieve
    the highest card of the junk if you are eligible for its value (docs/rulings/echoes/fourth/
    age1.md, Chopsticks: nobody sees the junk's faces, so among tied cards one is taken)."""
    count = you.deck_size(age)
    if not count or not you.may(
        "junk all {count} cards of the {value} deck?", params={"count": count, "value": age}
    ):
        return
    you.junk_deck(age)
    achieve_highest_junk(you)


def return_hand(you: Ctx, q: int) -> None:
    """Return every card of player q's hand; q orders the cards going under one pile (a hand
    is hidden: its owner alone sees the faces)."""
    groups: dict[tuple[int, int], list[Card]] = {}
    for c in you.hand(q):
        groups.setdefault((c.age, c.set), []).append(c)
    for key in sorted(groups):
        group = groups[key]
        while len(group) > 1:
            nxt = you.choose_card(group, RETURN_ORDER, by=q, params={"value": key[0]})
            assert nxt is not None
            group.remove(nxt)
            you.return_card(nxt)
        you.return_card(group[0])


# --- blue -----------------------------------------------------------------------------------
@card.effect("Dice")
def dice_reveal(you: Ctx) -> None:
    """Draw an Echoes 1 and reveal it. If that card bears a bonus, draw a card whose value is
    the bonus and meld it."""
    drawn = you.reveal(you.draw_from("echoes", 1, shown=True))
    if drawn.bonus:
        you.draw_and_meld(drawn.bonus)


@card.effect("Dice")
def dice_foreseen(you: Ctx) -> None:
    """If Dice was foreseen, draw a 4 and transfer it to the hand of an opponent whose bonus
    points exceed yours."""
    if not you.foreseen:
        return
    drawn = you.draw(4)
    mine = bonus_points(you)
    richer = [q for q in you.opponents() if bonus_points(you, q) > mine]
    to = you.choose_player(richer, "choose an opponent")
    if to is not None:
        you.transfer_to_hand(drawn, to)


@card.echo("Perfume")
def perfume_echo(you: Ctx) -> None:
    """Draw a 1 and tuck it. Should it have a castle, do this effect again."""
    while you.draw_and_tuck(1).has(CASTLE):
        pass


card.reuse(third_card, "Perfume", 0)  # a top card of a value I lack; the victim draws and melds
card.reuse_echo(third_card, "Ruler")  # draw one 2


@card.effect("Ruler")
def ruler(you: Ctx) -> None:
    """Draw an Echoes 1 twice. Foreshadow one of the two and return the other one."""
    drawn = [you.draw_from("echoes", 1), you.draw_from("echoes", 1)]
    kept = you.choose_card(drawn, "foreshadow one of the drawn cards")
    if kept is None:
        return
    you.foreshadow(kept)
    you.return_cards([c for c in drawn if c is not kept])


# --- red ------------------------------------------------------------------------------------
@card.echo("Bangle")
def bangle_echo(you: Ctx) -> None:
    """From your hand, tuck one 1."""
    chosen = you.choose_card([c for c in you.hand() if c.age == 1], "tuck a 1 from your hand")
    if chosen:
        you.tuck(chosen)


@card.effect("Bangle")
def bangle_choice(you: Ctx) -> None:
    """Either draw a 2 and foreshadow it, or take a 2 from your forecast and tuck it; you
    choose which."""
    twos = [c for c in you.forecast() if c.age == 2]
    choice = BANGLE_DRAW
    if twos:
        choice = you.choose_option([BANGLE_DRAW, BANGLE_TUCK], "choose one")
    if choice == BANGLE_DRAW:
        you.draw_and_foreshadow(2)
        return
    chosen = you.choose_card(twos, BANGLE_TUCK)
    if chosen:
        you.tuck(chosen)


@card.effect("Bangle")
def bangle_empty_forecast(you: Ctx) -> None:
    """If your forecast holds no card, draw a 3 and foreshadow it."""
    if not you.forecast():
        you.draw_and_foreshadow(3)


@card.echo("Candles")
def candles_echo(you: Ctx) -> None:
    """If nobody's score is lower than yours, draw a 3."""
    mine = you.points()
    if all(you.points(q) >= mine for q in you.others()):
        you.draw(3)


@card.demand("Candles")
def candles(you: Ctx) -> None:
    """I demand you transfer to my hand a card from yours bearing a castle or a lightbulb and,
    if you do, draw a 1!"""
    offered = [c for c in you.hand() if c.has(CASTLE) or c.has(LIGHTBULB)]
    chosen = you.choose_card(offered, "give a card with a castle or a lightbulb")
    if chosen:
        you.transfer_to_hand(chosen, you.me)
        you.draw(1)


@card.echo("Plumbing")
def plumbing_echo(you: Ctx) -> None:
    """Score the card at the bottom of your blue pile."""
    bottom = you.bottom(BLUE)
    if bottom is not None:
        you.score(bottom)


@card.effect("Plumbing")
def plumbing(you: Ctx) -> None:
    """Send every card of the 1 deck to the junk."""
    you.junk_deck(1)


# --- green ----------------------------------------------------------------------------------
@card.effect("Comb")
def comb(you: Ctx) -> None:
    """Choose a colour; draw a 1 and reveal it, five times. Return each drawn card of another
    colour. If Comb was foreseen, return every card of the chosen colour from every board."""
    color = you.choose_color(COLORS, "choose a colour")
    drawn = [you.draw_and_reveal(1) for _ in range(5)]
    you.return_cards([c for c in drawn if c.color != color])
    if you.foreseen:
        you.return_cards([c for q in you.players for c in you.pile(color, q)])


@card.effect("Ice Skates")
def ice_skates_foreseen(you: Ctx) -> None:
    """If Ice Skates was foreseen, junk every card of the 1 deck and of the 2 deck."""
    if you.foreseen:
        you.junk_deck(1)
        you.junk_deck(2)


@card.effect("Ice Skates")
def ice_skates(you: Ctx) -> None:
    """You may return one or two cards from your hand. For each of them, draw a 2 and meld it,
    or draw a 3 and foreshadow it. Finally, return one of your highest top cards."""
    chosen = you.choose_cards(you.hand(), "you may return up to two cards", max=2)
    you.return_cards(chosen)
    for _ in chosen:
        choice = you.choose_option(
            [ICE_SKATES_MELD, ICE_SKATES_FORESHADOW], "choose a draw for a returned card"
        )
        if choice == ICE_SKATES_MELD:
            you.draw_and_meld(2)
        else:
            you.draw_and_foreshadow(3)
    highest = you.choose_card(you.highest(you.top_cards()), "return your highest top card")
    if highest:
        you.return_card(highest)


card.reuse_echo(third_card, "Umbrella")  # you may meld a card from your hand
card.reuse(third_card, "Umbrella", 0)  # return any number; score two for each


# --- yellow ---------------------------------------------------------------------------------
@card.echo("Chopsticks")
def chopsticks_echo(you: Ctx) -> None:
    """You may draw a 1 and foreshadow it."""
    if you.may("draw and foreshadow a 1?"):
        you.draw_and_foreshadow(1)


@card.effect("Chopsticks")
def chopsticks(you: Ctx) -> None:
    """You may send the whole 1 deck to the junk. If you do, and you are eligible for it,
    achieve the junk's highest card."""
    junk_deck_then_achieve(you, 1)


@card.effect("Noodles")
def noodles_most_ones(you: Ctx) -> None:
    """If your hand holds more 1s than the hand of each opponent, draw a 2 and score it."""

    def ones(q: int) -> int:
        return sum(1 for c in you.hand(q) if c.age == 1)

    mine = ones(you.player)
    if all(mine > ones(q) for q in you.opponents()):
        you.draw_and_score(2)


card.reuse(third_card, "Noodles", 1)  # reveal a 1; if yellow, score every 1 in hand


@card.effect("Soap")
def soap(you: Ctx) -> None:
    """Choose a colour; you may tuck any number of hand cards of that colour. If you do, and
    the value of your top card of that colour exceeds that of each opponent's, you may achieve
    a hand card for which you are eligible."""
    color = you.choose_color({c.color for c in you.hand()}, "choose a colour")
    if color is None:
        return
    chosen = you.choose_cards(
        [c for c in you.hand() if c.color == color], "you may tuck cards of that colour"
    )
    if not chosen:
        return
    you.tuck_all(chosen)
    mine = you.value(you.top(color))
    if not all(mine > you.value(you.top(color, q)) for q in you.opponents()):
        return
    eligible = [c for c in you.hand() if you.can_achieve(c.age)]
    achieved = you.choose_card(eligible, "you may achieve a card from your hand", may=True)
    if achieved:
        you.achieve_card(achieved)


# --- purple ---------------------------------------------------------------------------------
card.reuse_echo(third_card, "Bell")  # you may score a card from your hand


@card.effect("Bell")
def bell_foreshadow(you: Ctx) -> None:
    """Draw a 1 and foreshadow it; draw a 2 and foreshadow it too."""
    you.draw_and_foreshadow(1)
    you.draw_and_foreshadow(2)


@card.effect("Bell")
def bell_foreseen(you: Ctx) -> None:
    """If Bell was foreseen, return every card of every hand."""
    if you.foreseen:
        for q in [you.player, *you.others()]:
            return_hand(you, q)


card.reuse_echo(third_card, "Flute")  # you may splay a colour left


@card.demand("Flute")
def flute_demand(you: Ctx) -> None:
    """I demand you pick an expansion card in your hand and return it!"""
    chosen = you.choose_card(
        [c for c in you.hand() if c.expansion], "return an expansion card from your hand"
    )
    if chosen:
        you.return_card(chosen)


@card.effect("Flute")
def flute(you: Ctx) -> None:
    """Draw an Echoes 1 and reveal it. If it bears a bonus, draw one more 1."""
    if you.reveal(you.draw_from("echoes", 1, shown=True)).bonus:
        you.draw(1)


@card.effect("Puppet")
def puppet(you: Ctx) -> None:
    """Junk one available achievement whose value matches that of some card in your score
    pile."""
    you.junk_achievement({c.age for c in you.score_pile()})
