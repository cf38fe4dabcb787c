"""Helpers for scenario tests: set up a position, answer, and read the result by name."""

from __future__ import annotations

from typing import Any

from innovation.engine import scenario
from innovation.engine.cards import COLOR_NAMES, N_ICONS, UNSPLAYED
from innovation.engine.ctx import Ctx
from innovation.engine.game import Game
from innovation.engine.state import (
    ACHIEVED,
    ACHIEVEMENTS,
    BOARD,
    DECK,
    FORECAST,
    HAND,
    JUNK,
    REMOVED,
    SCORE,
)


def play(spec: dict[str, Any]) -> Game:
    """Build a scenario (see docs/scenarios.md) and give it its "answers"."""
    return scenario.run(spec)


def answer(game: Game, *answers: Any) -> Game:
    for a in answers:
        game.answer_json(a)
    return game


def _p(game: Game, name: str) -> Any:
    return game.state.players[game.player_index(name)]


def hand(game: Game, name: str) -> list[str]:
    """Names of the cards in a hand, sorted."""
    return sorted(c.name for c in _p(game, name).hand)


def score(game: Game, name: str) -> list[str]:
    return sorted(c.name for c in _p(game, name).score)


def points(game: Game, name: str) -> int:
    return _p(game, name).points()


def board(game: Game, name: str, color: str) -> list[str]:
    """One pile, top card first."""
    return [c.name for c in _p(game, name).piles[COLOR_NAMES.index(color)][::-1]]


def tops(game: Game, name: str) -> list[str]:
    return sorted(c.name for c in _p(game, name).top_cards())


def splay(game: Game, name: str, color: str) -> str:
    from innovation.engine.cards import SPLAY_NAMES

    return SPLAY_NAMES[_p(game, name).splays[COLOR_NAMES.index(color)]]


def achievements(game: Game, name: str) -> list[Any]:
    return [a if isinstance(a, str) else a.age for a in _p(game, name).achieved]


def deck(game: Game, age: int, set: str | None = None) -> list[str]:  # noqa: A002
    """An age pile, top card (the next drawn) first; `set`: an expansion's pile ("echoes")."""
    if set is None:
        return [c.name for c in game.state.decks[age][::-1]]
    rules = next(e for e in game.edition.expansions if e.name == set)
    return [c.name for c in game.state.sets[rules.set_id][age][::-1]]


def forecast(game: Game, name: str) -> list[str]:
    """Names of the cards in a forecast (Echoes of the Past), sorted."""
    return sorted(c.name for c in _p(game, name).forecast)


def pending(game: Game) -> dict[str, Any] | None:
    """The pending decision as JSON: player, kind, prompt, options."""
    d = game.decision
    return d.to_json(game.names) if d else None


def options(game: Game) -> list[Any]:
    d = game.decision
    return d.to_json(game.names)["options"] if d else []


def waiting_for(game: Game) -> str | None:
    d = game.decision
    return game.names[d.player] if d else None


def is_action_choice(game: Game, name: str | None = None) -> bool:
    """True when the game waits for a player to choose an action (the dogma is finished)."""
    d = game.decision
    return d is not None and d.kind == "action" and (name is None or game.names[d.player] == name)


def icons(game: Game, name: str, icon: str) -> int:
    """How many of `icon` a player's board shows."""
    from innovation.engine.cards import ICON_NAMES

    return game.state.players[game.player_index(name)].icons[ICON_NAMES.index(icon)]


def ages(*wanted: int, keep: tuple[str, ...] = (), edition: str = "3rd") -> list[str]:
    """Every card of the given ages except `keep` (to empty age piles via "removed")."""
    from innovation.engine.editions import get_edition

    return [c.name for c in get_edition(edition).cards if c.age in wanted and c.name not in keep]


def junk(game: Game) -> list[str]:
    """Names in the junk, sorted: cards, then junked special achievements."""
    st = game.state
    return sorted(c.name for c in st.junk) + sorted(st.junked_specials)


def available(game: Game) -> list[int]:
    """Ages of the standard achievements still available, sorted."""
    return sorted(c.age for c in game.state.achievements)


def events(game: Game, kind: str) -> list[dict[str, Any]]:
    """The log's events of one type, in order."""
    return [e for e in game.state.events() if e["type"] == kind]


def bonus_draws(game: Game) -> int:
    """How many sharing bonuses were given."""
    return len(events(game, "sharing_bonus"))


def winners(game: Game) -> list[str]:
    return sorted(game.names[w] for w in game.winners)


TABLES = [(2, False), (3, False), (4, False), (4, True)]


def check_places(game: Game) -> None:
    """Every card in exactly one place and `where` agreeing; piles hold their colour and
    piles of fewer than two cards are unsplayed; icon counts equal a recount; each special
    achievement claimed at most once."""
    s = game.state
    seen: dict[int, tuple[int, int]] = {}

    def put(card, place):
        assert card.id not in seen, f"{card.name} is in two places: {seen[card.id]} and {place}"
        seen[card.id] = place

    for age, deck in enumerate(s.decks):
        for c in deck:
            assert c.age == age and c.set == 0
            put(c, (DECK, age))
    for set_id, piles in enumerate(s.sets):  # an expansion's piles hold its own cards
        for age, deck in enumerate(piles):
            for c in deck:
                assert c.age == age and c.set == set_id
                put(c, (DECK, age))
    for c in s.achievements:
        put(c, (ACHIEVEMENTS, 0))
    for c in s.removed:
        put(c, (REMOVED, 0))
    for c in s.junk:
        put(c, (JUNK, 0))
    for p, pl in enumerate(s.players):
        for c in pl.hand:
            put(c, (HAND, p))
        for c in pl.score:
            put(c, (SCORE, p))
        for c in pl.forecast:
            put(c, (FORECAST, p))
        for a in pl.achieved:
            if not isinstance(a, str):
                put(a, (ACHIEVED, p))
        for color, pile in enumerate(pl.piles):
            for c in pile:
                assert c.color == color, f"{c.name} in the wrong pile"
                put(c, (BOARD, p))
            if len(pile) < 2:
                assert pl.splays[color] == UNSPLAYED, "a pile of <2 cards is splayed"
        # icon counts kept incrementally must equal a recount
        counts = [0] * N_ICONS
        for color, pile in enumerate(pl.piles):
            if pile:
                for i in range(N_ICONS):
                    counts[i] += pile[-1].full_icons[i]
                for c in pile[:-1]:
                    vis = c.splay_icons[pl.splays[color]]
                    for i in range(N_ICONS):
                        counts[i] += vis[i]
        assert counts == pl.icons, f"icon counts drifted for player {p}"
        if pl.pile_bonuses is not None:  # bonus points kept incrementally equal a recount
            shown = [
                c.bonus
                for color, pile in enumerate(pl.piles)
                for c in pile
                for _ in range(
                    c.bonus_count if c is pile[-1] else c.splay_bonus_count[pl.splays[color]]
                )
            ]
            shown = [v for v in shown if v]
            expected = max(shown) + len(shown) - 1 if shown else 0
            assert pl.bonus_points == expected, f"bonus points drifted for player {p}"
            from innovation.engine.expansions import echo_count, visible_hexes
            from innovation.engine.state import pile_mark

            marks = [
                pile_mark(
                    visible_hexes(pile, pl.splays[c]),
                    echo_count(pile, pl.splays[c]),
                    sum(1 << i for i in range(N_ICONS) if pl.pile_icons[c][i] >= 3),
                )
                for c, pile in enumerate(pl.piles)
            ]
            assert pl.pile_marks == tuple(marks), f"hexes, echo effects or threes drifted ({p})"
    cards = game.edition.cards
    assert len(seen) == len(cards), "a card is nowhere"
    for c in cards:
        assert s.where[c.id] == seen[c.id], f"where[] is wrong for {c.name}"
    specials = set(s.specials)
    for name in s.junked_specials:
        assert name not in specials, f"{name} is both junked and available"
        specials.add(name)
    for pl in s.players:
        for a in pl.achieved:
            if isinstance(a, str):
                assert a not in specials
                specials.add(a)
    assert specials <= set(game.edition.conditions)


# ---- 4th-edition scenario tests share these
def table(players: dict[str, Any], **extra: Any) -> dict[str, Any]:
    """A 4th-edition scenario with these players (seating order) and extra keys."""
    return {"edition": "4th", "players": players, **extra}


def start(spec: dict[str, Any], icon: int | None = None, **counts: int):
    """Build the scenario (its answers given) and check the deliberate featured-icon counts,
    taken before any answer is applied (no icon: no counts to check)."""
    answers = spec.pop("answers", [])
    g = play(spec)
    for name, expected in counts.items():
        actual = g.state.players[g.player_index(name)].icons[icon]
        assert actual == expected, f"{name} shows {actual} of the featured icon, not {expected}"
    return answer(g, *answers)


def play_counted(spec: dict[str, Any], icon: int, **counts: int) -> Game:
    """Build the scenario and give its answers (`play`), then check the deliberate
    featured-icon counts (a spec written with no answers yet: the counts before the dogma)."""
    g = play(spec)
    for name, expected in counts.items():
        actual = g.state.players[g.player_index(name)].icons[icon]
        assert actual == expected, f"{name} shows {actual} of the featured icon, not {expected}"
    return g


def self_execute(g: Game, name: str, card: str) -> None:
    """`name` self-executes `card` outside any dogma (as a later card's effect would)."""
    p = g.player_index(name)
    Ctx(g, p, p, None).execute(g.edition.card(card))


def typist(answers: Any) -> Any:
    """A terminal's `read` that types `answers` one by one, and answers the terminal's own
    questions that the answers do not mention: Enter at a hot-seat hand-over ("press Enter"),
    yes when `quit` asks to be sure, no when the end of the game offers to save. When the
    answers run out, the input ends (EOFError), as when a person closes it."""
    from innovation import terminal

    lines = iter(answers)

    def read(prompt: str) -> str:
        if prompt.endswith(terminal.PRESS_ENTER.format(name="")):
            return ""
        if prompt == terminal.QUIT_ASK:
            return "yes"
        if prompt.startswith(terminal.OFFER_SAVE.split("?")[0]):
            return "no"
        try:
            return str(next(lines))
        except StopIteration:
            raise EOFError from None

    return read


def assert_age_written(edition: Any, age: int) -> None:
    """Every card of `age` in the edition's own facts table is written: ten a pile (fifteen in
    age 1), each printed effect with its function."""
    cards = [c for c in edition.cards if c.age == age]
    assert len(cards) == (15 if age == 1 else 10), [c.name for c in cards]
    for c in cards:
        assert c.implemented and c.effects, c.name
        assert all(e.run is not None for e in c.effects), c.name
