"""The observation shows a player exactly what `view(game, p)` (engine/views.py) lets them see.

The fast encoders (`observation`, one vectorised pass, and `LiveObservation`, kept up to date
from call to call) must equal the reference built from the view alone, `observation_from_view`;
swapping hidden cards must not change it, and changes p can see must. Every edition, the 4th
with 2-6 players and teams."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from innovation import Game
from innovation.engine import scenario
from innovation.engine.cards import ICON_NAMES, SPLAY_NAMES, UNSPLAYED
from innovation.engine.state import BOARD, DECK, HAND, JUNK, SCORE
from innovation.engine.views import view
from innovation.rl.observation import (
    CARD_COLUMNS,
    KINDS,
    MY_HAND,
    MY_SCORE,
    N_SPLAYS,
    UNKNOWN,
    obs_layout,
    observation,
    observation_from_view,
    observation_high,
    observer,
    relative_teams,
)

from .helpers import ALL_TABLES, EDITIONS, positions, random_games


def test_layout_sizes() -> None:
    for edition in EDITIONS:  # version 1, as published
        lay = obs_layout(edition)
        assert lay.version == 1 and lay.n_seats == 4
        assert lay.card_columns == CARD_COLUMNS == 13
        assert (lay.decision_card, lay.setup_choice) == (11, 12)
        assert lay.seat_size == 89
        assert lay.size == 105 * 13 + 4 * 89 + 43 == 1764
        assert "junk" not in lay.global_fields and "team" not in lay.seat_fields
        assert max(s.stop for s in lay.global_fields.values()) == lay.size
    lay = obs_layout("4th")
    assert lay.version == 2 and lay.n_seats == 6 and lay.card_columns == 17
    assert (lay.decision_card, lay.setup_choice) == (15, 16)
    assert lay.seat_size == 89 + 1 + 6
    assert lay.size == 115 * 17 + 6 * 96 + 43 + 11 + 5 + 1 == 2591
    assert max(s.stop for s in lay.global_fields.values()) == lay.size


def test_version_1_is_the_published_layout() -> None:
    """The 3rd and 1st editions' observations keep every offset they were published with."""
    seat = [
        ("present", 1), ("same_side", 1), ("current", 1), ("deciding", 1), ("winner", 1),
        ("hand_count", 1), ("score_count", 1), ("points", 1), ("achievement_count", 1),
        ("hand_ages", 11), ("score_ages", 11), ("achieved_ages", 11), ("specials_claimed", 5),
        ("icons", 7), ("pile_size", 5), ("pile_size_known", 5), ("splay", 25),
    ]  # fmt: skip
    glob = [
        ("phase", 3), ("turn", 1), ("actions_left", 1), ("teams", 1), ("hide_covered", 1),
        ("to_win", 1), ("decks", 11), ("achievements", 11), ("specials", 5),
        ("decision_kind", 8),
    ]  # fmt: skip
    for edition in EDITIONS:
        lay = obs_layout(edition)
        at = 0
        for name, width in seat:
            assert lay.seat_fields[name] == slice(at, at + width), name
            at += width
        assert list(lay.seat_fields) == [name for name, _ in seat]
        at = 1721
        for name, width in glob:
            assert lay.global_fields[name] == slice(at, at + width), name
            at += width
        assert list(lay.global_fields) == [name for name, _ in glob] and at == lay.size
        assert lay.seat(3, "splay") == slice(1365 + 3 * 89 + 64, 1365 + 4 * 89)


@pytest.mark.parametrize(("edition", "players", "teams"), ALL_TABLES)
def test_the_fast_encoding_equals_the_view_encoding(
    edition: str, players: int, teams: bool | str
) -> None:
    """At every decision of random games (mid-effect ones included), for every player; with
    covered cards shown and hidden."""
    lay = obs_layout(edition)
    high = observation_high(edition)
    checked = 0
    for hide in (False, True):
        for game in random_games(range(1), players, teams, edition, hide_covered=hide):
            for p in range(players):
                fast = observation(game, p)
                assert fast.dtype == np.float32 and fast.shape == (lay.size,)
                np.testing.assert_array_equal(fast, observation_from_view(game, p))
                assert (fast >= 0).all() and (fast <= high).all()
                checked += 1
    assert checked > 300


@pytest.mark.parametrize(("edition", "players", "teams"), ALL_TABLES)
def test_the_live_observation_equals_the_view_encoding_at_every_step(
    edition: str, players: int, teams: bool | str
) -> None:
    """One `LiveObservation` per player, kept through two games in a row (so the second game
    starts from what the first left), asked at every decision of every game, covered cards
    shown and hidden: equal to the view's encoding each time, and its copy is the caller's."""
    checked = 0
    for hide in (False, True):
        lives = None
        for game in random_games(range(2), players, teams, edition, hide_covered=hide):
            if lives is None:
                lives = [observer(game, p).live() for p in range(players)]
            for p in range(players):
                live = lives[p](game)
                assert live.dtype == np.float32 and live.flags.owndata
                np.testing.assert_array_equal(live, observation_from_view(game, p))
                live[:] = -1  # the caller's copy: changing it changes nothing kept
                checked += 1
    assert checked > 600


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from(ALL_TABLES),
    hide=st.booleans(),
    seeds=st.lists(st.integers(0, 10_000), min_size=2, max_size=3, unique=True),
    order_seed=st.integers(0, 2**32),
)
def test_a_live_observation_follows_any_sequence_of_games(
    table: tuple[str, int, bool | str], hide: bool, seeds: list[int], order_seed: int
) -> None:
    """Games of one table played side by side, each step taken in a random one, observed by a
    random player at random moments (sometimes twice in a row, sometimes after many moves):
    the live observations, shared by all the games, always equal the view's encoding."""
    edition, players, teams = table
    order = random.Random(order_seed)
    games = [Game.new(edition, players, seed=s, teams=teams, hide_covered=hide) for s in seeds]
    lives = [observer(games[0], p).live() for p in range(players)]
    for _ in range(300):
        game = order.choice(games)
        if game.decision is not None and order.random() < 0.8:
            game.answer(order.choice(game.decision.options))
        if order.random() < 0.5:
            p = order.randrange(players)
            np.testing.assert_array_equal(lives[p](game), observation_from_view(game, p))


def _swap_cards(game: Game, a, b) -> Game:
    """A copy of `game` with cards a and b exchanging places (their piles and `where`)."""
    g = game.clone()
    st = g.state
    lay = st.thaw()
    places = {a.id: st.where[a.id], b.id: st.where[b.id]}
    for group in _groups(lay):
        for i, c in enumerate(group):
            if c is a:
                group[i] = b
            elif c is b:
                group[i] = a
    st.where[a.id], st.where[b.id] = places[b.id], places[a.id]
    st.freeze(lay)
    for pl in st.players:
        for color in range(5):
            pl.refresh_pile(color)
    return g


def _groups(lay) -> list[list]:
    out = [*lay.decks, lay.junk]
    for pl in lay.players:
        out += [pl.hand, pl.score, *pl.piles]
    return out


def _hidden_swaps(game: Game, p: int, rng: random.Random) -> list[tuple]:
    """Pairs of cards p cannot tell apart: an opponent's hand or score card, or a card in the
    junk, and a deck card of the same age; with covered cards hidden, an opponent's covered card
    in an unsplayed pile and a deck card of the same age and colour."""
    st = game.state
    pairs = []
    for card in st.junk:
        if st.decks[card.age]:
            pairs.append((card, rng.choice(st.decks[card.age])))
    for q, pl in enumerate(st.players):
        if q == p:
            continue
        for card in (*pl.hand, *pl.score):
            deck = st.decks[card.age]
            if deck:
                pairs.append((card, rng.choice(deck)))
        if game.options["hide_covered"]:
            for color, pile in enumerate(pl.piles):
                if len(pile) >= 2 and pl.splays[color] == UNSPLAYED:
                    under = pile[0]
                    same = [c for c in st.decks[under.age] if c.color == under.color]
                    if same:
                        pairs.append((under, rng.choice(same)))
    return pairs


@pytest.mark.parametrize(
    ("edition", "players", "teams"),
    [
        *((e, p, t) for e in EDITIONS for p, t in [(2, False), (3, False), (4, True)]),
        ("4th", 2, False),
        ("4th", 5, False),
        ("4th", 3, "AAB"),
        ("4th", 6, "ABCABC"),
    ],
)
def test_hidden_cards_do_not_change_the_observation(
    edition: str, players: int, teams: bool | str
) -> None:
    rng = random.Random(5)
    checked = {HAND: 0, SCORE: 0, BOARD: 0, JUNK: 0}
    # the 1st edition's hidden covered cards need enough splayed piles: a third game
    seeds = range(3) if edition == "1st" else range(2)
    for hide in (False, True):
        for game in positions(seeds, players, teams, edition, rate=0.15, hide_covered=hide):
            p = game.decision.player
            before = observation(game, p)
            for a, b in _hidden_swaps(game, p, rng)[:6]:
                place = game.state.where[a.id][0]
                swapped = _swap_cards(game, a, b)
                assert swapped.state.where[b.id] == game.state.where[a.id]
                assert swapped.state.where[a.id][0] == DECK
                assert view(swapped, p, log=False) == view(game, p, log=False)  # really hidden
                np.testing.assert_array_equal(observation(swapped, p), before)
                np.testing.assert_array_equal(observation_from_view(swapped, p), before)
                live = observer(game, p).live()  # from the game, then the swapped copy
                np.testing.assert_array_equal(live(game), before)
                np.testing.assert_array_equal(live(swapped), before)
                checked[place] += 1
    assert checked[HAND] > 10 and checked[SCORE] > 3
    if edition == "1st":
        assert checked[BOARD] > 0
    if edition == "4th":
        assert checked[JUNK] > 0


def test_own_hand_and_public_changes_do_change_the_observation() -> None:
    rng = random.Random(2)
    changed_hand = changed_board = 0
    for game in positions(range(3), 2, rate=0.1):
        p = game.decision.player
        st = game.state
        before = observation(game, p)
        mine = [c for c in st.players[p].hand if st.decks[c.age]]
        if mine:
            card = mine[0]
            other = rng.choice(st.decks[card.age])
            after = observation(_swap_cards(game, card, other), p)
            assert not np.array_equal(after, before)
            rows = obs_layout(game.edition).cards(after)
            assert rows[other.id, MY_HAND] == 1 and rows[card.id, UNKNOWN] == 1
            changed_hand += 1
        q = 1 - p
        tops = [pile[-1] for pile in st.players[q].piles if pile]
        if tops and st.decks[tops[0].age]:
            other = next(
                (c for c in st.decks[tops[0].age] if c.color == tops[0].color),
                None,
            )
            if other is not None:  # an opponent's top card is public
                after = observation(_swap_cards(game, tops[0], other), p)
                assert not np.array_equal(after, before)
                changed_board += 1
    assert changed_hand > 5 and changed_board > 3


def test_the_card_block_and_seats_read_as_documented() -> None:
    for game in positions(range(2), 3, rate=0.1):
        d = game.decision
        st = game.state
        for p in range(3):
            obs = observation(game, p)
            lay = obs_layout(game.edition)
            rows = lay.cards(obs)
            assert (rows[:, : lay.n_places].sum(axis=1) == 1).all()  # one place per card
            for c in st.players[p].hand:
                assert rows[c.id, MY_HAND] == 1
            for c in st.players[p].score:
                assert rows[c.id, MY_SCORE] == 1
            for q in range(3):
                j = (q - p) % 3
                for pile in st.players[q].piles:
                    if pile:
                        assert rows[pile[-1].id, 3 + 2 * j] == 1
                assert obs[lay.seat(j, "hand_count")][0] == len(st.players[q].hand)
                assert obs[lay.seat(j, "deciding")][0] == (d.player == q)
            assert obs[lay.seat(0, "same_side")][0] == 1
            kind = obs[lay.global_fields["decision_kind"]]
            assert kind[KINDS.index(d.kind)] == 1 and kind.sum() == 1
            mine = d.player == p and d.card is not None
            assert rows[:, lay.decision_card].sum() == (1 if mine else 0)
            if mine:
                assert rows[d.card.id, lay.decision_card] == 1
            assert rows[:, lay.setup_choice].sum() == (
                1 if st.phase == "setup" and st.setup_choices[p] is not None else 0
            )


def test_the_fourth_edition_fields() -> None:
    """Junk by age, junked specials, eliminated seats, the person icon, an aslant splay, the
    achievements to win, team shapes and negotiation, as the observer sees them."""
    game = scenario.run(
        {
            "edition": "4th",
            "players": {
                "Alice": {"board": {"purple": ["The Internet"]}, "hand": ["Clothing"]},
                "Bob": {
                    "board": {
                        "red": {"cards": ["Robotics", "Archery", "Oars"], "splay": "aslant"}
                    }
                },
                "Carol": {},
                "Dave": {"board": {"blue": ["Software"]}},
                "Erin": {},
            },
            "junk": ["Sailing", "Mathematics", "Calendar", "World"],
            "eliminated": ["Carol"],
            "current": "Alice",
        }
    )
    lay = obs_layout("4th")
    g = lay.global_fields
    p = 4  # Erin: Alice is her seat 1, Bob 2, Carol 3, Dave 4
    obs = observation(game, p)
    np.testing.assert_array_equal(obs, observation_from_view(game, p))
    junk = obs[g["junk"]]
    assert junk[0] == 1 and junk[1] == 2 and junk.sum() == 3  # Sailing 1; Mathematics, Calendar 2
    assert obs[g["junked_specials"]][lay.specials.index("World")] == 1
    assert obs[g["junked_specials"]].sum() == 1
    assert obs[g["specials"]][lay.specials.index("World")] == 0
    assert obs[g["negotiation"]][0] == 1  # five players, no teams
    assert obs[g["to_win"]][0] == 6 - 3
    assert [obs[lay.seat(j, "eliminated")][0] for j in range(6)] == [0, 0, 0, 1, 0, 0]
    person = ICON_NAMES.index("person")
    assert obs[lay.seat(1, "icons")][person] == 2  # The Internet shows two persons
    splays = obs[lay.seat(2, "splay")].reshape(5, N_SPLAYS)
    assert splays[1, SPLAY_NAMES.index("aslant")] == 1  # Bob's red pile
    assert obs[lay.seat(2, "pile_size")][1] == 3
    rows = lay.cards(obs)
    for name in ("Sailing", "Mathematics", "Calendar"):  # junked cards are unknown
        assert rows[game.card(name).id, UNKNOWN] == 1
    assert rows[game.card("Archery").id, 4 + 2 * 2] == 1  # covered in Bob's pile (seat 2)
    teams = obs[lay.seats : lay.seats + 6 * lay.seat_size].reshape(6, -1)
    team = teams[:, lay.seat_fields["team"]]
    np.testing.assert_array_equal(team[:5], np.eye(6)[:5])  # every seat its own team
    assert team[5].sum() == 0  # the sixth seat is absent


@pytest.mark.parametrize(
    ("teams", "p", "expected"),
    [
        ("AAB", 0, [0, 0, 1]),
        ("AAB", 2, [0, 1, 1]),
        ("ABCABC", 1, [0, 1, 2, 0, 1, 2]),
        ("AAABBB", 4, [0, 0, 1, 1, 1, 0]),
        ("ABAB", 1, [0, 1, 0, 1]),
    ],
)
def test_team_shapes_are_seen_relative_to_the_observer(teams: str, p: int, expected) -> None:
    game = Game.new("4th", len(teams), seed=1, teams=teams)
    lay = obs_layout("4th")
    obs = observation(game, p)
    np.testing.assert_array_equal(obs, observation_from_view(game, p))
    for j, number in enumerate(expected):
        team = obs[lay.seat(j, "team")]
        assert team[number] == 1 and team.sum() == 1
        assert obs[lay.seat(j, "same_side")][0] == (number == 0)
    assert obs[lay.global_fields["negotiation"]][0] == 0  # never with teams
    assert obs[lay.global_fields["to_win"]][0] == 6  # a team needs six
    assert relative_teams(tuple(game.teams), p) == tuple(expected)
