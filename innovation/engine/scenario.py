"""Scenarios: a position set up by hand, a list of answers, and what should come out.

The format is documented in docs/scenarios.md. `build` makes the starting `Game`; `run` plays
the answers and returns the game; `check` compares the result with the scenario's `expect`.
`position(game)` is the other way round: any game's full state in this format.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from .cards import COLOR_NAMES, ICON_NAMES, SPLAY_NAMES, Card, color_of, splay_of
from .game import Game
from .state import ACHIEVED, ACHIEVEMENTS, BOARD, DECK, FORECAST, HAND, JUNK, REMOVED, SCORE, Layout

# a scenario's keys that describe the position itself (what `build` lays out)
POSITION_KEYS = frozenset(
    {
        "edition",
        "seed",
        "players",
        "decks",
        "achievements",
        "specials",
        "current",
        "actions_left",
        "turn_flags",
        "turn",
        "teams",
        "hide_covered",
        "removed",
        "exhausted",
        "junk",
        "eliminated",
        "expansions",
        "set_decks",
        "exhausted_sets",
    }
)
# and the keys about the scenario: its answers, what they should give, its name
_KNOWN_KEYS = POSITION_KEYS | {
    "answers",
    "expect",
    "description",
    "name",
    "expect_after",
    "asked",
    "not_asked",
}
_PLAYER_KEYS = {
    "board", "hand", "score", "achievements", "tucked_this_turn", "scored_this_turn", "forecast",
}


class ScenarioError(ValueError):
    """A scenario that cannot be set up; the message says what is wrong."""


def load(path: str | Path) -> dict[str, Any]:
    try:
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise ScenarioError(f"{path}: not valid JSON: {exc}") from None


def build(spec: dict[str, Any]) -> Game:
    """The starting position of a scenario, waiting for its first decision."""
    if not isinstance(spec, dict):
        raise ScenarioError("a scenario is a JSON object")
    unknown = set(spec) - _KNOWN_KEYS
    if unknown:
        raise ScenarioError(f"unknown scenario keys: {', '.join(sorted(unknown))}")
    players_spec = spec.get("players")
    if isinstance(players_spec, list):
        players_spec = {name: {} for name in players_spec}
    if not isinstance(players_spec, dict) or not players_spec:
        raise ScenarioError("'players' must map each player's name to their cards")
    names = list(players_spec)
    expansions = spec.get("expansions", [])
    if not isinstance(expansions, list) or not all(isinstance(e, str) for e in expansions):
        raise ScenarioError("'expansions' is a list of expansion names, e.g. [\"echoes\"]")
    try:
        game = Game._blank(
            spec.get("edition", "3rd"),
            names,
            int(spec.get("seed", 0)),
            spec.get("teams", False),
            spec.get("hide_covered"),
            tuple(expansions),
        )
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None
    st = game.state
    lay = st.thaw()  # laid out card by card below, then frozen again
    edition = game.edition
    placed: set[int] = set()

    def card(name: str):
        try:
            c = edition.card(name)
        except ValueError as exc:
            raise ScenarioError(str(exc)) from None
        if c.id in placed:
            raise ScenarioError(f"{c.name} is placed twice")
        placed.add(c.id)
        _piles(lay, c).remove(c)
        return c

    sets = {e.name: e.set_id for e in edition.expansions}

    def set_of(name: str) -> int:
        if name not in sets:
            raise ScenarioError(f"the game is not played with the {name!r} expansion")
        return sets[name]

    rng = random.Random(int(spec.get("seed", 0)))
    claimed_ages: list[int] = []
    claimed_specials: set[str] = set()
    pending_age_claims: list[tuple[int, int]] = []
    for p, name in enumerate(names):
        ps = players_spec[name] or {}
        bad = set(ps) - _PLAYER_KEYS
        if bad:
            raise ScenarioError(f"{name}: unknown keys {', '.join(sorted(bad))}")
        pl = st.players[p]
        lp = lay.players[p]
        for color_name, pile_spec in (ps.get("board") or {}).items():
            color = _color(color_name)
            if isinstance(pile_spec, dict):
                cards, splay = pile_spec.get("cards", []), _splay(pile_spec.get("splay", "none"))
            else:
                cards, splay = pile_spec, 0
            if splay and splay not in edition.splays:
                raise ScenarioError(
                    f"the {edition.name} edition has no {pile_spec['splay']} splay"
                )
            pile = []
            for cname in reversed(cards):  # given top first
                c = card(cname)
                if c.color != color:
                    raise ScenarioError(f"{c.name} is {c.color_name}, not {color_name}")
                pile.append(c)
                st.where[c.id] = (BOARD, p)
            lp.piles[color] = pile
            pl.splays[color] = splay  # kept by `refresh_pile` after the freeze if it can hold
        for cname in ps.get("hand", []):
            c = card(cname)
            lp.hand.append(c)
            st.where[c.id] = (HAND, p)
        for cname in ps.get("score", []):
            c = card(cname)
            lp.score.append(c)
            st.where[c.id] = (SCORE, p)
        for cname in ps.get("forecast", []):
            c = card(cname)
            lp.forecast.append(c)
            st.where[c.id] = (FORECAST, p)
        for item in ps.get("achievements", []):
            if isinstance(item, bool):
                raise ScenarioError(f"{name}: an achievement is an age or a name, not {item}")
            if isinstance(item, int):
                pending_age_claims.append((p, item))
                claimed_ages.append(item)
            elif item in edition.conditions:
                lp.achieved.append(item)
                claimed_specials.add(item)
            else:
                c = card(item)
                lp.achieved.append(c)
                st.where[c.id] = (ACHIEVED, p)
                claimed_ages.append(c.age)
        pl.tucked = int(ps.get("tucked_this_turn", 0))
        pl.scored = int(ps.get("scored_this_turn", 0))
    for cname in spec.get("removed", []):
        c = card(cname)
        lay.removed.append(c)
        st.where[c.id] = (REMOVED, 0)
    junked_specials: list[str] = []
    for cname in spec.get("junk", []):
        if cname in edition.conditions:
            junked_specials.append(cname)
            continue
        c = card(cname)
        lay.junk.append(c)
        st.where[c.id] = (JUNK, 0)

    # the top of each pile: (set, age) -> cards, top first ("decks" names cards of any set,
    # each to its own set's pile; "set_decks" names an expansion's piles as `position` does)
    tops: dict[tuple[int, int], list[Any]] = {}
    listed = [(None, k, v) for k, v in (spec.get("decks") or {}).items()]
    for set_name, decks in (spec.get("set_decks") or {}).items():
        set_of(set_name)
        listed += [(set_name, k, v) for k, v in decks.items()]
    for set_name, age_key, names_top_first in listed:
        age = int(age_key)
        if not 1 <= age <= edition.max_age:
            raise ScenarioError(f"there is no age {age} pile")
        for c in (card(n) for n in names_top_first):
            if set_name is not None and c.set != set_of(set_name):
                raise ScenarioError(f"{c.name} is not a card of the {set_name} expansion")
            if c.age != age:
                raise ScenarioError(f"{c.name} is of age {c.age}, not {age}")
            tops.setdefault((c.set, age), []).append(c)
    # normal achievements: given by age (a random card of that age) or by card name
    achievements_spec = spec.get("achievements")
    if achievements_spec is None:
        achievements_spec = [a for a in edition.achievement_ages if a not in claimed_ages]
    chosen_achievements = []
    if any(isinstance(item, bool) for item in achievements_spec):
        raise ScenarioError("an achievement is an age or a card's name, not true or false")
    for item in achievements_spec:
        if isinstance(item, str) and not item.isdigit():
            chosen_achievements.append(card(item))
    for age in range(1, edition.max_age + 1):
        rng.shuffle(lay.decks[age])
    for piles in lay.sets:  # the expansions' piles, after the base ones
        for age in range(1, len(piles)):
            rng.shuffle(piles[age])
    for item in achievements_spec:
        if isinstance(item, int) or (isinstance(item, str) and item.isdigit()):
            chosen_achievements.append(_pop_age(lay, int(item)))
    for c in chosen_achievements:
        lay.achievements.append(c)
        st.where[c.id] = (ACHIEVEMENTS, 0)
    for p, age in pending_age_claims:
        c = _pop_age(lay, age)
        lay.players[p].achieved.append(c)
        st.where[c.id] = (ACHIEVED, p)
    for age in spec.get("exhausted", []):
        # this pile holds only the cards listed in "decks": the rest leave the game
        age = int(age)
        if not 1 <= age <= edition.max_age:
            raise ScenarioError(f"there is no age {age} pile to exhaust")
        for c in lay.decks[age]:
            lay.removed.append(c)
            st.where[c.id] = (REMOVED, 0)
        lay.decks[age] = []
    for set_name, exhausted in (spec.get("exhausted_sets") or {}).items():
        piles = lay.sets[set_of(set_name)]
        for age in exhausted:
            age = int(age)
            if not 1 <= age <= edition.max_age:
                raise ScenarioError(f"there is no age {age} pile to exhaust")
            lay.removed.extend(piles[age])
            piles[age] = []
    for (set_id, age), cards in tops.items():
        pile = lay.sets[set_id][age] if set_id else lay.decks[age]
        for c in reversed(cards):
            pile.append(c)
    for age, deck in enumerate(lay.decks):
        for c in deck:
            st.where[c.id] = (DECK, age)
    for piles in lay.sets:
        for age, deck in enumerate(piles):
            for c in deck:
                st.where[c.id] = (DECK, age)
    for c in lay.removed:
        st.where[c.id] = (REMOVED, 0)

    specials = spec.get("specials")
    if specials is None:
        specials = [
            s for s in edition.conditions if s not in claimed_specials and s not in junked_specials
        ]
    for s in specials:
        if s not in edition.conditions:
            raise ScenarioError(f"unknown special achievement {s!r}")
    lay.specials = [s for s in edition.conditions if s in specials]
    lay.junked_specials = junked_specials
    st.freeze(lay)
    for pl in st.players:
        for color in range(5):
            pl.refresh_pile(color)  # a splay given with fewer than two cards is dropped
    for name in spec.get("eliminated", []):
        try:
            st.out |= 1 << game.player_index(name)
        except ValueError as exc:
            raise ScenarioError(str(exc)) from None

    st.phase = "play"
    st.setup_choices = [None] * len(names)
    try:
        st.current = game.player_index(spec.get("current", names[0]))
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None
    st.actions_left = int(spec.get("actions_left", 2))
    st.turn_flags = int(spec.get("turn_flags", 0))
    st.turn = int(spec.get("turn", 5))
    game.start = {k: v for k, v in spec.items() if k not in ("answers", "expect", "description")}
    game._origin = st.copy()  # the game can be played again from here (engine/game.py)
    game._advance()
    return game


def _piles(lay: Layout, c: Card) -> list[Card]:
    """The age pile a card is dealt to: its set's (an expansion's card) or the base one."""
    return lay.sets[c.set][c.age] if c.set else lay.decks[c.age]


def _pop_age(lay: Layout, age: int) -> Card:
    deck = lay.decks[age]
    if not deck:
        raise ScenarioError(f"no card of age {age} is left to serve as an achievement")
    return deck.pop()


def _color(name: str) -> int:
    try:
        return color_of(name)
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None


def _splay(name: str) -> int:
    try:
        return splay_of(name)
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None


def run(spec: dict[str, Any]) -> Game:
    """Build the scenario and give it its answers, in order."""
    return play(spec)[0]


def play(spec: dict[str, Any]) -> tuple[Game, list[dict[str, Any]], dict[int, dict[str, Any]]]:
    """Build the scenario and give it its answers. Returns the game, every decision put to a
    player on the way (as JSON, in order, the last one still open included), and the result
    after each answer that `expect_after` names."""
    game = build(spec)
    wanted = _after_keys(spec)
    asked: list[dict[str, Any]] = []
    partway: dict[int, dict[str, Any]] = {}
    if 0 in wanted:
        partway[0] = result(game)
    for i, answer in enumerate(spec.get("answers", [])):
        if game.decision is None:
            raise ScenarioError(f"answer {i + 1} ({answer!r}): the game is already over")
        asked.append(game.decision.to_json(game.names))
        try:
            game.answer_json(answer)
        except ValueError as exc:
            raise ScenarioError(f"answer {i + 1} ({answer!r}): {exc}") from None
        if i + 1 in wanted:
            partway[i + 1] = result(game)
    if game.decision is not None:
        asked.append(game.decision.to_json(game.names))
    return game, asked, partway


def _after_keys(spec: dict[str, Any]) -> set[int]:
    after = spec.get("expect_after") or {}
    if not isinstance(after, dict):
        raise ScenarioError("'expect_after' maps a number of answers to a partial result")
    keys = set()
    n = len(spec.get("answers", []))
    for key in after:
        try:
            k = int(key)
        except ValueError:
            raise ScenarioError(f"expect_after: {key!r} is not a number of answers") from None
        if not 0 <= k <= n:
            raise ScenarioError(f"expect_after: {k} is not between 0 and {n} answers")
        keys.add(k)
    return keys


def result(game: Game) -> dict[str, Any]:
    return position(game)


def position(game: Game) -> dict[str, Any]:
    """Everything about the game, in the scenario format (no hidden information removed)."""
    st = game.state
    players: dict[str, Any] = {}
    for p, pl in enumerate(st.players):
        board: dict[str, Any] = {}
        for color, pile in enumerate(pl.piles):
            if pile:
                cards = [c.name for c in pile[::-1]]
                splay = pl.splays[color]
                board[COLOR_NAMES[color]] = (
                    {"cards": cards, "splay": SPLAY_NAMES[splay]} if splay else cards
                )
        players[game.names[p]] = {
            "board": board,
            "hand": [c.name for c in sorted(pl.hand, key=lambda c: (c.age, c.name))],
            "score": [c.name for c in sorted(pl.score, key=lambda c: (c.age, c.name))],
            "achievements": [a if isinstance(a, str) else a.age for a in pl.achieved],
            "points": pl.points(),
            "icons": {ICON_NAMES[i]: n for i, n in enumerate(pl.icons) if n},
            "tucked_this_turn": pl.tucked,
            "scored_this_turn": pl.scored,
        }
        if game.edition.expansions:
            players[game.names[p]]["forecast"] = [
                c.name for c in sorted(pl.forecast, key=lambda c: (c.age, c.name))
            ]
    out: dict[str, Any] = {
        "edition": game.edition.name,
        "seed": game.seed,
        "players": players,
        "decks": {str(a): [c.name for c in d[::-1]] for a, d in enumerate(st.decks) if a and d},
        "achievements": [c.age for c in st.achievements],
        "specials": list(st.specials),
        "removed": [c.name for c in st.removed],
        "current": game.names[st.current],
        "actions_left": st.actions_left,
        **({"turn_flags": st.turn_flags} if st.turn_flags else {}),
        "turn": st.turn,
        "phase": st.phase,
        "over": st.over,
        "winners": [game.names[w] for w in st.winners],
        "end_reason": st.end_reason,
    }
    if game.edition.expansions:
        out["expansions"] = list(game.edition.expansion_names)
        out["set_decks"] = {
            e.name: {str(a): [c.name for c in d[::-1]] for a, d in enumerate(st.sets[e.set_id]) if a and d}
            for e in game.edition.expansions
        }
    if game.options.get("teams"):
        out["teams"] = game.options["teams"]
    if game.options.get("hide_covered") != game.edition.hide_covered_default:
        out["hide_covered"] = game.options.get("hide_covered")
    if st.junk or st.junked_specials:
        out["junk"] = [c.name for c in st.junk] + list(st.junked_specials)
    if st.out:
        out["eliminated"] = [game.names[q] for q in range(len(st.players)) if not st.active(q)]
    d = game.decision
    out["pending"] = d.to_json(game.names) if d else None
    return out


def check(spec: dict[str, Any]) -> list[str]:
    """Run a scenario and list every way its result differs from `expect`, from each
    `expect_after` entry, and from `asked` / `not_asked` (empty: passed)."""
    game, asked, partway = play(spec)
    problems = compare(spec.get("expect", {}), result(game))
    for key, expected in (spec.get("expect_after") or {}).items():
        problems += [f"after answer {key}: {p}" for p in compare(expected, partway[int(key)])]
    for matcher in spec.get("asked", []):
        if not any(_decision_matches(matcher, d) for d in asked):
            problems.append(f"asked: no decision matching {matcher!r} was put to a player")
    for matcher in spec.get("not_asked", []):
        for d in asked:
            if _decision_matches(matcher, d):
                problems.append(f"not_asked: {d['player']} was asked {d['prompt']!r}")
    return problems


def _decision_matches(matcher: dict[str, Any], decision: dict[str, Any]) -> bool:
    """A partial decision: every key given must match; `prompt` matches any part of the
    prompt, ignoring case."""
    if not isinstance(matcher, dict):
        raise ScenarioError(f"a decision to look for is an object, not {matcher!r}")
    rest = {k: v for k, v in matcher.items() if k != "prompt"}
    prompt = matcher.get("prompt")
    if prompt is not None and str(prompt).lower() not in decision.get("prompt", "").lower():
        return False
    return not compare(rest, decision)


_UNORDERED = {"hand", "score", "achievements", "specials", "removed", "winners", "junk"}


def compare(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Every difference between `expected` (a partial result) and `actual`.

    `{"any_order": [...]}` in place of a list matches the same items in any order (e.g. a
    decision's options); hands, score piles, achievements, winners and the junk always compare
    in any order."""
    problems: list[str] = []
    if isinstance(expected, dict) and set(expected) == {"any_order"}:
        items = expected["any_order"]
        if not isinstance(actual, list) or sorted(map(str, items)) != sorted(map(str, actual)):
            problems.append(f"{path or 'result'}: expected {items!r} in any order, got {actual!r}")
        return problems
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{path or 'result'}: expected an object, got {actual!r}"]
        for key, value in expected.items():
            where = f"{path}.{key}" if path else key
            if key not in actual:
                if value in ([], {}, None, 0):
                    continue
                problems.append(f"{where}: missing (expected {value!r})")
                continue
            if key in _UNORDERED and isinstance(value, list) and isinstance(actual[key], list):
                if sorted(map(str, value)) != sorted(map(str, actual[key])):
                    problems.append(f"{where}: expected {value!r} (any order), got {actual[key]!r}")
                continue
            problems.extend(compare(value, actual[key], where))
    elif expected != actual:
        problems.append(f"{path or 'result'}: expected {expected!r}, got {actual!r}")
    return problems
