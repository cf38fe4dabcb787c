"""Echoes of the Past, age 11 (4th edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/fourth/age11.md.

Every age-11 card is new in the 4th edition: nothing is reused. Robocar and Deepfake ask whose
turn it is (`Ctx.is_current`); Deepfake super-executes (`Ctx.super_execute`).
"""

from ....engine.cards import ASLANT, COLORS, ICON_NAMES, ICONS, LEFT, RIGHT, UP, YELLOW, Card
from ....engine.ctx import Ctx
from ....engine.wording import N_
from . import card
from .age10 import STANDARD_ICONS

ACHIEVE_IT = N_("achieve it")
SCORE_IT = N_("score it")


# --- blue -----------------------------------------------------------------------------------
@card.effect("Streaming")
def streaming(you: Ctx) -> None:
    """Choose a colour of your board. Either achieve its top card, if you are eligible for
    it, or score that card. If you do either, and Streaming was foreseen, do this effect
    again with the same colour."""
    color = you.choose_color(you.colors(), "choose a colour")
    if color is None:
        return
    while True:
        top = you.top(color)
        if top is None:
            return
        choice = SCORE_IT
        if you.can_achieve(top.age):
            choice = you.choose_option(
                [ACHIEVE_IT, SCORE_IT], "achieve or score {card}?", params={"card": top.name}
            )
        if choice == ACHIEVE_IT:
            you.achieve_card(top)
        else:
            you.score(top)
        if not you.foreseen:
            return


@card.effect("Touchscreen")
def touchscreen(you: Ctx) -> None:
    """Splay each colour of your board by how many cards it holds: aslant for two or three, up
    for four or five, right for six or seven, left for eight or more. Having splayed five
    colours this way, you win."""
    splayed = 0
    for color in COLORS:
        n = len(you.pile(color))
        if n < 2:
            continue
        direction = ASLANT if n <= 3 else UP if n <= 5 else RIGHT if n <= 7 else LEFT
        if you.splay(color, direction):
            splayed += 1
    if splayed >= 5:
        you.win()


# --- red ------------------------------------------------------------------------------------
@card.effect("Drone")
def drone(you: Ctx) -> None:
    """Draw an 11 and reveal it. If your pile of its colour holds under six cards, splay that
    pile aslant; if not, every board returns the five lowest-lying cards of that colour, and,
    if any went back, do this effect again."""
    while True:
        drawn = you.draw_and_reveal(11)  # it stays in your hand
        color = drawn.color
        if len(you.pile(color)) < 6:
            you.splay(color, ASLANT)
            return
        returned = [c for q in you.players for c in you.pile(color, q)[-5:]]
        you.return_cards(returned)
        if not returned:
            return


@card.demand("Exoskeleton")
def exoskeleton_demand(you: Ctx) -> None:
    """I demand you transfer to my score pile every card of your hand but your lowest ones!"""
    lowest = you.lowest(you.hand())
    for c in you.hand():
        if c not in lowest:
            you.transfer_to_score(c, you.me)


@card.effect("Exoskeleton")
def exoskeleton(you: Ctx) -> None:
    """You may achieve one card from the hand of any player, if you are eligible for its value.
    If you do, and Exoskeleton was foreseen, do this effect again."""
    while True:
        holders = [q for q in you.players if any(you.can_achieve(c.age) for c in you.hand(q))]
        q = you.choose_player(holders, "you may achieve a card from a player's hand", may=True)
        if q is None:
            return
        eligible = [c for c in you.hand(q) if you.can_achieve(c.age)]
        if q == you.player:
            chosen = you.choose_card(eligible, "you may achieve a card from your hand")
        else:
            # another hand is seen by its back: the value is chosen, and of that value the card
            # that has lain there longest goes
            value = you.choose_value(
                {c.age for c in eligible},
                "choose the age of {player}'s card",
                params={"player": you.name(q)},
            )
            chosen = next(c for c in eligible if c.age == value)
        assert chosen is not None
        you.achieve_card(chosen)
        if not you.foreseen:
            return


# --- green ----------------------------------------------------------------------------------
@card.effect("Algocracy")
def algocracy(you: Ctx) -> None:
    """Name an icon. Every card of every hand and score pile whose featured icon it is goes to
    the hand of the one player with the most of that icon on their board (nobody, on a
    tie)."""
    labels = [(N_("{icon}"), {"icon": ICON_NAMES[icon]}) for icon in ICONS]
    named = you.choose_option([ICON_NAMES[icon] for icon in ICONS], "choose an icon", labels=labels)
    icon = ICON_NAMES.index(named)
    winner = you.single_most({q: you.icons(icon, q) for q in you.players})
    if winner is None:
        return  # a tie for the most: nobody receives them
    you.all_cards(
        lambda: [
            c
            for q in you.players
            for c in you.score_pile(q) + (you.hand(q) if q != winner else [])
            if c.dogma_icon == icon
        ],
        lambda c: you.transfer_to_hand(c, winner),
    )


@card.effect("Robocar")
def robocar(you: Ctx) -> None:
    """Choose an opponent, who picks a card of your hand without seeing it. Meld that card;
    having done so, if it is your turn, self-execute it and then do this effect again."""
    while you.hand():
        q = you.choose_player(you.opponents(), "choose an opponent")
        if q is None:
            return
        # the opponent sees the backs: a value, and of that value the card held longest
        value = you.choose_value(
            {c.age for c in you.hand()},
            "choose the age of {player}'s card",
            by=q,
            params={"player": you.name()},
        )
        chosen = next(c for c in you.hand() if c.age == value)
        you.meld(chosen)
        if not you.is_current:
            return
        you.self_execute(chosen)


# --- yellow ---------------------------------------------------------------------------------
@card.demand("Digital Pet")
def digital_pet(you: Ctx) -> None:
    """I demand you draw an 11 and reveal it! Return every card of its colour from your board
    and your score pile!"""
    drawn = you.draw_and_reveal(11)
    color = drawn.color
    you.return_cards(you.pile(color) + [c for c in you.score_pile() if c.color == color])


@card.effect("Esports")
def esports(you: Ctx) -> None:
    """For each of your top cards that is not yellow, from the lowest value up, draw a card of
    its value and score it. If you scored any this way and Esports was foreseen, you win."""
    values = sorted(c.age for c in you.top_cards() if c.color != YELLOW)
    for value in values:
        you.draw_and_score(value)
    if values and you.foreseen:
        you.win()


# --- purple ---------------------------------------------------------------------------------
@card.effect("Deepfake")
def deepfake(you: Ctx) -> None:
    """On your turn only: transfer one top card of another board to your own, then
    super-execute one of your top cards other than Deepfake. Should the card you took still
    be on top, transfer it back to the board it came from."""
    if not you.is_current:
        return
    theirs = [c for q in you.others() for c in you.top_cards(q)]
    taken = you.choose_card(theirs, "transfer a top card to your board")
    origin = None
    if taken is not None:
        origin = you.where(taken)[1]
        you.transfer_to_board(taken, you.player)
    mine = [c for c in you.top_cards() if c.name != "Deepfake"]
    chosen = you.choose_card(mine, "super-execute one of your top cards")
    if chosen is not None:
        you.super_execute(chosen)
    if taken is not None and origin is not None:
        place, owner = you.where(taken)
        if place == "board" and you.top(taken.color, owner) is taken:  # still on top
            you.transfer_to_board(taken, origin)


@card.demand("Meritocracy")
def meritocracy(you: Ctx) -> None:
    """I demand you pick the standard icon I have the most of! Transfer every card of your
    board that shows it to my board, or to my achievements if Meritocracy was foreseen!"""
    counts = {icon: you.icons(icon, you.me) for icon in STANDARD_ICONS}
    most = max(counts.values())
    tied = [icon for icon in STANDARD_ICONS if counts[icon] == most]
    labels = [(N_("{icon}"), {"icon": ICON_NAMES[icon]}) for icon in tied]
    named = you.choose_option([ICON_NAMES[icon] for icon in tied], "choose an icon", labels=labels)
    icon = ICON_NAMES.index(named)

    def showing() -> list[Card]:
        return [
            c
            for c in you.board_cards()
            if any(c.icons[pos] == icon for pos in you.visible_positions(c))
        ]

    prompt = N_("transfer a card showing the icon")
    if you.foreseen:
        you.all_cards(showing, lambda c: you.achieve_card(c, you.me), prompt)
    else:
        you.all_cards(showing, lambda c: you.transfer_to_board(c, you.me), prompt)
