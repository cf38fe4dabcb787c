"""Invariants over many random games (hypothesis picks the seeds and table sizes).

After every step: every card is in exactly one place and `where` agrees with the piles; icon
counts kept incrementally equal a recount; piles of fewer than two cards are unsplayed; no
player's view (or the decision shown to them) names a card that player may not see.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation import Game, IllegalAnswer
from innovation.engine import views
from innovation.engine.records import game_from_json, game_to_json
from innovation.engine.scenario import position
from tests.helpers import TABLES, check_places


def visible_names(game: Game, viewer: int) -> set[str]:
    s = game.state
    hide = game.options.get("hide_covered")
    names: set[str] = set()
    for p, pl in enumerate(s.players):
        for pile in pl.piles:
            if not pile:
                continue
            if hide and p != viewer:
                names.add(pile[-1].name)
            else:
                names.update(c.name for c in pile)
    me = s.players[viewer]
    names.update(c.name for c in me.hand)
    names.update(c.name for c in me.score)
    names.update(c.name for c in me.forecast)
    # what the player has seen happen: cards activated, revealed or moved in the open
    for event in s.events():
        seen = event.get("visible_to")
        if "card" in event and (seen is None or viewer in seen):
            names.add(event["card"])
    return names


def _names_in(obj, out: set[str]) -> None:
    if isinstance(obj, dict):
        for v in obj.values():
            _names_in(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _names_in(v, out)
    elif isinstance(obj, str):
        out.add(obj)


def check_views(game: Game, checked_events: int = 0) -> int:
    """Check every player's view (and the spectator's); the log from event `checked_events` on.
    Returns how many events are now checked."""
    from innovation.engine.views import event_view

    all_names = {c.name for c in game.edition.cards}
    raw = game.state.events()
    for viewer in range(game.n_players):
        view = views.view(game, viewer, log=False)
        strings: set[str] = set()
        _names_in(view, strings)
        leaked = (strings & all_names) - visible_names(game, viewer)
        assert not leaked, f"{game.names[viewer]}'s view shows hidden cards {leaked}"
        for event in raw[checked_events:]:
            shown = event_view(game, event, viewer)
            seen = event.get("visible_to")
            if seen is not None and viewer not in seen:
                assert "card" not in shown, f"log leaks {event} to {game.names[viewer]}"
    public = views.view(game, None, log=False)
    strings = set()
    _names_in(public, strings)
    on_boards = {c.name for pl in game.state.players for pile in pl.piles for c in pile}
    assert not (strings & all_names) - on_boards
    for event in raw[checked_events:]:
        if event.get("visible_to") is not None:
            assert "card" not in event_view(game, event, None)
    return len(raw)


def play_checked(game: Game, rng: random.Random) -> int:
    """Play random answers, checking every invariant and every view after every step."""
    steps = 0
    check_places(game)
    checked = check_views(game)
    while game.decision is not None:
        game.answer(rng.choice(game.decision.options))
        steps += 1
        check_places(game)
        checked = check_views(game, checked)
    full = views.view(game, 0)["log"]
    assert len(full) == len(game.state.events())
    return steps


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    table=st.sampled_from(TABLES),
    edition=st.sampled_from(["3rd", "1st"]),
    hide=st.booleans(),
)
def test_random_games_keep_every_invariant(seed, table, edition, hide):
    players, teams = table
    game = Game.new(edition, players, seed=seed, teams=teams, hide_covered=hide)
    play_checked(game, random.Random(seed))
    assert game.over and game.winners


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    table=st.sampled_from(TABLES),
    edition=st.sampled_from(["3rd", "1st"]),
)
def test_random_echoes_games_keep_every_invariant(seed, table, edition):
    """Echoes of the Past: every card in one place (forecasts and the Echoes piles counted),
    bonus points equal a recount, and no view or log shows a forecast to another player."""
    players, teams = table
    game = Game.new(edition, players, seed=seed, teams=teams, expansions=("echoes",))
    play_checked(game, random.Random(seed))
    assert game.over and game.winners


CITIES_GAMES = [
    ("3rd", ("cities",)),
    ("1st", ("cities",)),
    ("4th", ("cities",)),
    ("3rd", ("echoes", "cities")),
    ("4th", ("cities", "echoes")),
]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10**6),
    table=st.sampled_from(TABLES),
    game_kind=st.sampled_from(CITIES_GAMES),
)
def test_random_cities_games_keep_every_invariant(seed, table, game_kind):
    """Cities of Destiny, alone and with Echoes: every card in one place (the City piles
    counted), icon counts and bonus points equal a recount, no view shows a hidden card."""
    players, teams = table
    edition, expansions = game_kind
    game = Game.new(edition, players, seed=seed, teams=teams, expansions=expansions)
    play_checked(game, random.Random(seed))
    assert game.over


FOURTH_TABLES = [(2, False), (3, False), (4, False), (5, False), (6, False), (4, True)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), table=st.sampled_from(FOURTH_TABLES))
def test_random_4th_edition_games_keep_every_invariant(seed, table):
    """Card conservation counting the junk, views and log hiding every hidden card (junk and
    achievements included), over 4th-edition games of 2 to 6 players."""
    players, teams = table
    game = Game.new("4th", players, seed=seed, teams=teams)
    play_checked(game, random.Random(seed))
    assert game.over  # a 4th-edition game may end in a draw, with no winner


@settings(max_examples=15, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    table=st.sampled_from(TABLES),
    edition=st.sampled_from(["3rd", "4th"]),
)
def test_a_clone_plays_on_exactly_like_the_original(seed, table, edition):
    """Clones taken anywhere (also in the middle of an effect) continue identically."""
    players, teams = table
    game = Game.new(edition, players, seed=seed, teams=teams)
    rng = random.Random(seed)
    clones: list[tuple[Game, int]] = []
    answers = []
    while game.decision is not None:
        if rng.random() < 0.05:
            clones.append((game.clone(), len(answers)))
        a = rng.choice(game.decision.options)
        answers.append(a)
        game.answer(a)
    final = json.dumps(position(game), sort_keys=True)
    for clone, start in clones:
        for a in answers[start:]:
            clone.answer(a)
        assert json.dumps(position(clone), sort_keys=True) == final


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), table=st.sampled_from(TABLES), stop=st.floats(0.1, 1.0))
def test_saved_game_and_record_replay_to_the_same_state(seed, table, stop):
    players, teams = table
    game = Game.new("3rd", players, seed=seed, teams=teams)
    rng = random.Random(seed)
    limit = int(400 * stop)
    while game.decision is not None and len(game.history) < limit:
        game.answer(rng.choice(game.decision.options))
    saved = json.loads(json.dumps(game_to_json(game)))
    restored = game_from_json(saved)
    assert position(restored) == position(game)
    assert restored.history == game.history
    assert (restored.decision is None) == (game.decision is None)
    if game.decision is not None:
        assert restored.decision.to_json(restored.names) == game.decision.to_json(game.names)


@pytest.mark.parametrize("seed", range(6))
def test_illegal_answers_are_refused_and_change_nothing(seed):
    game = Game.new("3rd", 3, seed=seed)
    rng = random.Random(seed)
    tried = 0
    while game.decision is not None and tried < 40:
        before = json.dumps(game_to_json(game), sort_keys=True)
        for bad in ("nonsense", {"dogma": "Not A Card"}, {"meld": "The Internet"}, 42, None, [1]):
            if game.decision.kind == "value" and bad == 42:
                continue
            try:
                game.answer_json(bad)
            except IllegalAnswer as exc:
                assert str(exc)
            else:  # it happened to be legal; nothing to check
                break
            assert json.dumps(game_to_json(game), sort_keys=True) == before
            tried += 1
        else:
            game.answer(rng.choice(game.decision.options))
            continue
        break
    assert tried > 0
