"""Echoes of the Past, age 4 (3rd edition). One function per printed effect and echo effect, in
printed order; the docstring is the project's own wording. Rulings: docs/rulings/echoes/age4.md."""

from ....engine.cards import (
    BLUE,
    CASTLE,
    CLOCK,
    COLORS,
    LEFT,
    LIGHTBULB,
    PURPLE,
    RED,
    RIGHT,
    UNSPLAYED,
    UP,
    YELLOW,
)
from ....engine.ctx import Ctx
from ....engine.wording import N_
from . import card


# --- blue -----------------------------------------------------------------------------------
@card.effect("Slide Rule")
def slide_rule_splay(you: Ctx) -> None:
    """You may splay your yellow pile right."""
    you.may_splay(YELLOW, RIGHT, "you may splay your yellow pile right")


@card.effect("Slide Rule")
def slide_rule_draw(you: Ctx) -> None:
    """Draw a card whose value is your lowest top card's value plus the number of your
    splayed colours."""
    lowest = min((c.age for c in you.top_cards()), default=0)
    splayed = sum(1 for color in COLORS if you.splay_direction(color) != UNSPLAYED)
    you.draw(lowest + splayed)


@card.echo("Telescope")
def telescope_echo(you: Ctx) -> None:
    """Draw a 5 and foreshadow it."""
    you.draw_and_foreshadow(5)


@card.effect("Telescope")
def telescope(you: Ctx) -> None:
    """You may put a card from your forecast back on top of its age pile. If you do, achieve one
    of your forecast cards that you are eligible for."""
    chosen = you.choose_card(
        you.forecast(), "you may put a forecast card on top of its pile", may=True
    )
    if chosen is None:
        return
    you.return_card(chosen, top=True)  # on top of its own set's pile: the next one drawn
    eligible = [c for c in you.forecast() if you.can_achieve(c.age)]
    target = you.choose_card(eligible, "achieve a card from your forecast")
    if target:
        you.achieve_card(target)


# --- red ------------------------------------------------------------------------------------
@card.echo("Kobukson")
def kobukson_echo(you: Ctx) -> None:
    """Splay one pile left, on the board of any player."""
    players = [q for q in you.players if any(you.can_splay(c, LEFT, q) for c in COLORS)]
    who = you.choose_player(players, "whose pile to splay left")
    if who is None:
        return
    colors = [c for c in COLORS if you.can_splay(c, LEFT, who)]
    color = you.choose_color(colors, "splay this pile left")
    if color is not None:
        you.splay(color, LEFT, who)


@card.demand("Kobukson")
def kobukson_demand(you: Ctx) -> None:
    """I demand you return each of your top cards with a castle! Draw a 4 and tuck it!"""
    castled = [c for c in you.top_cards() if c.has(CASTLE)]
    you.return_cards(castled)
    memory = you.memory
    memory["kobukson_returned"] = memory.get("kobukson_returned", 0) + len(castled)
    you.draw_and_tuck(4)


@card.effect("Kobukson")
def kobukson_tucks(you: Ctx) -> None:
    """For each two cards the demand returned, draw a 4 and tuck it."""
    for _ in range(you.memory.get("kobukson_returned", 0) // 2):
        you.draw_and_tuck(4)


@card.demand("Shuriken")
def shuriken(you: Ctx) -> None:
    """I demand you transfer to my board one of your top cards, not red, that has a castle or a
    lightbulb! If you do, draw one 4!"""
    fitting = [c for c in you.top_cards() if c.color != RED and (c.has(CASTLE) or c.has(LIGHTBULB))]
    chosen = you.choose_card(fitting, "give a top non-red card with a castle or lightbulb")
    if chosen:
        you.transfer_to_board(chosen, you.me)
        you.draw(4)


@card.effect("Shuriken")
def shuriken_splay(you: Ctx) -> None:
    """You may splay your purple pile right."""
    you.may_splay(PURPLE, RIGHT, "you may splay your purple pile right")


# --- green ----------------------------------------------------------------------------------
@card.effect("Chintz")
def chintz_draw(you: Ctx) -> None:
    """Draw one 4."""
    you.draw(4)


@card.effect("Chintz")
def chintz_single_card(you: Ctx) -> None:
    """If your hand holds exactly one card, draw a 4, and after it draw another 4 and score
    it."""
    if len(you.hand()) == 1:
        you.draw(4)
        you.draw_and_score(4)


GLOBE_DIRECTIONS = {1: LEFT, 2: RIGHT, 3: UP}
GLOBE_PROMPTS = {
    LEFT: N_("splay a pile left"),
    RIGHT: N_("splay a pile right"),
    UP: N_("splay a pile up"),
}


@card.effect("Globe")
def globe(you: Ctx) -> None:
    """You may return one, two or three cards of one colour from your hand. For one, splay a
    pile of yours left; for two, right; for three, up. If you returned any, draw a 6 and
    foreshadow it."""
    first = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if first is None:
        return
    alike = [c for c in you.hand() if c.color == first.color and c is not first]
    more = you.choose_cards(alike, "return another card of that colour", max=2)
    chosen = [first, *more]
    you.return_cards(chosen)
    direction = GLOBE_DIRECTIONS[len(chosen)]
    colors = [c for c in COLORS if you.can_splay(c, direction)]
    color = you.choose_color(colors, GLOBE_PROMPTS[direction])
    if color is not None:
        you.splay(color, direction)
    you.draw_and_foreshadow(6)


# --- yellow ---------------------------------------------------------------------------------
@card.echo("Barometer")
def barometer_echo(you: Ctx) -> None:
    """Move a 5 from your forecast into your hand."""
    fives = [c for c in you.forecast() if c.age == 5]
    chosen = you.choose_card(fives, "take a 5 from your forecast into your hand")
    if chosen:
        you.transfer_to_hand(chosen, you.player)


@card.effect("Barometer")
def barometer_foreshadow(you: Ctx) -> None:
    """Choose a bonus on any player's board; draw a card two higher than it and foreshadow
    it."""
    values = {v for q in you.players for v in you.bonuses(q)}
    value = you.choose_value(values, "choose a bonus: draw two higher")
    if value is not None:
        you.draw_and_foreshadow(value + 2)


@card.effect("Barometer")
def barometer_destiny(you: Ctx) -> None:
    """You may return your whole forecast. If a blue card was among them, claim Destiny."""
    cards = you.forecast()
    if not cards or not you.may(N_("return every card of your forecast?")):
        return
    you.return_cards(cards)
    if any(c.color == BLUE for c in cards):
        you.achieve_special("Destiny")


@card.echo("Pencil")
def pencil_echo(you: Ctx) -> None:
    """Draw one 5."""
    you.draw(5)


@card.effect("Pencil")
def pencil(you: Ctx) -> None:
    """You may return one, two or three cards from your hand. If you do, draw as many cards one
    higher than the highest you returned; foreshadow one of them and return the others."""
    chosen = you.choose_cards(you.hand(), "you may return up to three cards", max=3)
    if not chosen:
        return
    you.return_cards(chosen)
    value = max(c.age for c in chosen) + 1
    drawn = [you.draw(value) for _ in chosen]
    kept = you.choose_card(drawn, "foreshadow one of the drawn cards")
    if kept is None:
        return
    you.foreshadow(kept)
    you.return_cards([c for c in drawn if c is not kept])


# --- purple ---------------------------------------------------------------------------------
@card.echo("Clock")
def clock_echo(you: Ctx) -> None:
    """You may splay right the colour of which you have the most cards."""
    sizes = {color: len(you.pile(color)) for color in you.colors()}
    if not sizes:
        return
    most = max(sizes.values())
    biggest = [color for color, n in sizes.items() if n == most]
    you.may_splay(biggest, RIGHT, "you may splay your biggest pile right")


@card.demand("Clock")
def clock_demand(you: Ctx) -> None:
    """I demand you draw three 10s, reveal them, count the clocks on them and return them!
    Transfer every card of that value in your hand and score pile to my score pile!"""
    drawn = [you.draw_and_reveal(10) for _ in range(3)]
    total = sum(c.count(CLOCK) for c in drawn)
    you.return_cards(drawn)
    for c in [*you.hand(), *you.score_pile()]:
        if c.age == total:
            you.transfer_to_score(c, you.me)


@card.echo("Toilet")
def toilet_echo(you: Ctx) -> None:
    """Draw a 4 and tuck it."""
    you.draw_and_tuck(4)


@card.demand("Toilet")
def toilet_demand(you: Ctx) -> None:
    """I demand you return from your score pile every card whose value is that of the highest
    bonus on my board!"""
    mine = you.bonuses(you.me)
    if not mine:
        return
    value = max(mine)
    you.return_cards([c for c in you.score_pile() if c.age == value])


@card.effect("Toilet")
def toilet_swap(you: Ctx) -> None:
    """You may return a hand card and, if you do, draw a card of the same value."""
    chosen = you.choose_card(you.hand(), "you may return a card from your hand", may=True)
    if chosen:
        you.return_card(chosen)
        you.draw(chosen.age)
