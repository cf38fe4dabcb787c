"""Echoes of the Past in the RL environments (layout version 3): the observation shows echo
effects, bonuses, the own forecast (and of the others' only its size and ages), the Echoes
piles and promotion; the action space covers promotion and the forecast's card questions, with
exact masks; PettingZoo's and Gymnasium's checkers pass; without the expansion nothing
changes."""

from __future__ import annotations

import random
from collections import Counter

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from gymnasium.vector import AutoresetMode, SyncVectorEnv
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pettingzoo.test import api_test

from innovation import Game
from innovation.engine import scenario
from innovation.engine.cards import Card
from innovation.engine.decisions import CARD, OPTION, YESNO
from innovation.engine.editions import get_edition
from innovation.engine.expansions import visible_echoes
from innovation.engine.state import DECK, FORECAST, HAND, SCORE
from innovation.engine.views import view
from innovation.rl import (
    GYM_ID,
    InnovationAECEnv,
    InnovationGymEnv,
    InnovationVectorEnv,
    action_size,
    legal_mask,
    obs_layout,
    observation,
    observation_from_view,
    observer,
)
from innovation.rl import actions as A
from innovation.rl.observation import (
    BONUS_SLOTS,
    MY_FORECAST,
    MY_HAND,
    PROMOTIONS,
    UNKNOWN,
    observation_high,
    observation_size,
)

from .helpers import ECHOES, ECHOES_TABLES, random_games
from .test_actions import _check_decision
from .test_env import _aec_rollout, _quiet
from .test_vector import _random_legal, _same

EDITIONS = ["3rd", "1st", "4th"]


def _echoes_spec(spec: dict) -> dict:
    return {"expansions": ["echoes"], **spec}


# ------------------------------------------------------------------------------ layouts
def test_the_echoes_layouts() -> None:
    """Version 3 for every edition played with Echoes: the base layouts keep their versions."""
    sizes = {"3rd": (210, 4, 17, 140, 4213, 677), "1st": (210, 4, 17, 140, 4213, 677)}
    sizes["4th"] = (230, 6, 21, 142, 5765, 739)
    for edition in EDITIONS:
        ed = get_edition(edition, ECHOES)
        n, seats, columns, seat_size, size, actions = sizes[edition]
        lay = obs_layout(ed)
        assert lay is obs_layout(f"{edition}+echoes") and lay.label == f"{edition}+echoes"
        assert (lay.version, lay.n_cards, lay.n_seats) == (3, n, seats) and lay.echoes
        assert lay.card_columns == columns == 4 + 2 * seats + 2 + 3
        assert (lay.own_places, lay.n_places) == (4, 4 + 2 * seats)
        assert (lay.top(0), lay.covered(0), lay.top(1)) == (4, 5, 6)
        assert (lay.decision_card, lay.setup_choice) == (lay.n_places, lay.n_places + 1)
        assert (lay.card_bonus, lay.card_echo, lay.echo_visible) == tuple(
            lay.n_places + k for k in (2, 3, 4)
        )
        s = len(lay.specials)
        assert lay.specials[5:] == ("Supremacy", "Destiny", "Wealth", "Heritage", "History")
        assert lay.seat_size == seat_size == 84 + s + 1 + seats + 1 + 11 + 11 + 1 + BONUS_SLOTS + 5
        glob = 38 + s + 11 + s + 1 + 11 + 2
        assert lay.size == size == n * columns + seats * seat_size + glob
        assert observation_size(ed) == size and observation_high(ed.label).shape == (size,)
        assert max(s.stop for s in lay.global_fields.values()) == lay.size
        alay = A.layout(ed)
        assert (alay.version, alay.n_cards, alay.n_players, alay.n_options) == (3, n, seats, 11)
        assert (
            alay.size == action_size(ed) == actions == 1 + 3 * n + 11 + 1 + 5 + seats + 2 + 12 + 11
        )
        at = 0
        for _name, start, width in alay.blocks():
            assert start == at
            at += width
        assert at == alay.size
        assert alay.describe(alay.card + n - 1) == f"card {n - 1}"
        assert alay.n_values == 12 and alay.describe(alay.value + 11) == "value 12"
    # without the expansion: the published layouts, untouched
    for edition, version, size, actions in [("3rd", 1, 1764, 353), ("1st", 1, 1764, 353)] + [
        ("4th", 2, 2591, 390)
    ]:
        lay = obs_layout(edition)
        assert (lay.version, lay.size, lay.own_places, lay.label) == (version, size, 3, edition)
        assert not lay.echoes and "forecast_count" not in lay.seat_fields
        assert (A.layout(edition).version, A.action_size(edition)) == (version, actions)
        assert obs_layout(get_edition(edition, ())) is lay


@pytest.mark.parametrize(
    ("edition", "team", "forecast", "glob"), [("3rd", 4, 99, 4130), ("4th", 6, 101, 5682)]
)
def test_version_3_offsets_as_documented(edition: str, team: int, forecast: int, glob: int) -> None:
    lay = obs_layout(get_edition(edition, ECHOES))
    f = lay.seat_fields
    assert (f["specials_claimed"], f["splay"]) == (slice(42, 52), slice(69, 94))
    assert (f["eliminated"].start, f["team"]) == (94, slice(95, 95 + team))
    echoes = ["forecast_count", "forecast_ages", "hand_echoes_ages", "bonus_points", "bonuses"]
    starts = [forecast, forecast + 1, forecast + 12, forecast + 23, forecast + 24]
    assert [f[name].start for name in echoes] == starts
    assert (
        f["echo_counts"] == slice(forecast + 36, forecast + 41) and lay.seat_size == forecast + 41
    )
    g = lay.global_fields
    assert g["phase"].start == glob == lay.seats + lay.n_seats * lay.seat_size
    assert list(g)[-2:] == ["echoes_decks", "promotion"]
    assert g["echoes_decks"] == slice(glob + 70, glob + 81)
    assert g["promotion"] == slice(glob + 81, glob + 83) and lay.size == glob + 83
    assert (lay.decision_card, lay.card_bonus, lay.echo_visible) == (
        (12, 14, 16) if edition == "3rd" else (16, 18, 20)
    )


# ------------------------------------------------------------------------------ the observation
@pytest.mark.parametrize(("edition", "players", "teams"), ECHOES_TABLES)
def test_the_fast_encodings_equal_the_view_encoding(
    edition: str, players: int, teams: bool | str
) -> None:
    """At every decision of random Echoes games, for every player, covered cards shown and
    hidden: `observation` and a `LiveObservation` per player kept through two games equal the
    view's encoding, within the `Box`'s bounds."""
    ed = get_edition(edition, ECHOES)
    lay = obs_layout(ed)
    high = observation_high(ed.label)
    checked = 0
    for hide in (False, True):
        lives = None
        for game in random_games(range(2), players, teams, edition, hide, ECHOES):
            if lives is None:
                lives = [observer(game, p).live() for p in range(players)]
            for p in range(players):
                ref = observation_from_view(game, p)
                fast = observation(game, p)
                assert fast.shape == (lay.size,) and fast.dtype == np.float32
                np.testing.assert_array_equal(fast, ref)
                np.testing.assert_array_equal(lives[p](game), ref)
                assert (ref >= 0).all() and (ref <= high).all()
                checked += 1
    assert checked > 600


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from(ECHOES_TABLES),
    hide=st.booleans(),
    seeds=st.lists(st.integers(0, 10_000), min_size=2, max_size=3, unique=True),
    order_seed=st.integers(0, 2**32),
)
def test_a_live_observation_follows_any_sequence_of_echoes_games(
    table: tuple[str, int, bool | str], hide: bool, seeds: list[int], order_seed: int
) -> None:
    edition, players, teams = table
    order = random.Random(order_seed)
    games = [
        Game.new(edition, players, seed=s, teams=teams, hide_covered=hide, expansions=ECHOES)
        for s in seeds
    ]
    lives = [observer(games[0], p).live() for p in range(players)]
    for _ in range(300):
        game = order.choice(games)
        if game.decision is not None and order.random() < 0.8:
            game.answer(order.choice(game.decision.options))
        if order.random() < 0.5:
            p = order.randrange(players)
            np.testing.assert_array_equal(lives[p](game), observation_from_view(game, p))


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_echoes_fields_read_as_documented(edition: str) -> None:
    """Against the state: forecast (own by card, others' size and ages), Echoes cards in hands,
    bonuses and bonus points, visible echo effects per card and colour, the Echoes piles, and
    the printed bonus and echo effect of every card."""
    seen: Counter[str] = Counter()
    for game in random_games(range(2), 3, False, edition, None, ECHOES):
        if game.decision is None or game.state.turn % 3:
            continue
        st = game.state
        lay = obs_layout(game.edition)
        g = lay.global_fields
        for p in range(3):
            obs = observation(game, p)
            rows = lay.cards(obs)
            assert (rows[:, : lay.n_places].sum(axis=1) == 1).all()  # one place per card
            for c in game.edition.cards:
                assert rows[c.id, lay.card_bonus] == c.bonus
                assert rows[c.id, lay.card_echo] == (c.echo is not None)
            for q, pl in enumerate(st.players):
                j = (q - p) % 3
                ages = np.zeros(11)
                for c in pl.forecast:
                    ages[c.age - 1] += 1
                    assert rows[c.id, MY_FORECAST] == (q == p)
                    assert rows[c.id, UNKNOWN] == (q != p)
                    seen["forecast"] += 1
                np.testing.assert_array_equal(obs[lay.seat(j, "forecast_ages")], ages)
                assert obs[lay.seat(j, "forecast_count")][0] == len(pl.forecast)
                echoes_in_hand = np.zeros(11)
                for c in pl.hand:
                    if c.set:
                        echoes_in_hand[c.age - 1] += 1
                np.testing.assert_array_equal(obs[lay.seat(j, "hand_echoes_ages")], echoes_in_hand)
                values = np.zeros(BONUS_SLOTS)
                for group in pl.pile_bonuses:
                    for v in group:
                        values[v - 1] += 1
                        seen["bonus"] += 1
                np.testing.assert_array_equal(obs[lay.seat(j, "bonuses")], values)
                assert obs[lay.seat(j, "bonus_points")][0] == pl.bonus_points
                assert obs[lay.seat(j, "points")][0] == pl.points()
                for color, pile in enumerate(pl.piles):
                    shown = visible_echoes(pile, pl.splays[color])
                    if game.options["hide_covered"] and q != p:  # its top card only is seen
                        shown = [pile[-1]] if pile and pile[-1].echo is not None else []
                    assert obs[lay.seat(j, "echo_counts")][color] == len(shown)
                    for c in pile:
                        assert rows[c.id, lay.echo_visible] == (c in shown)
                    seen["covered echo"] += sum(1 for c in shown if c is not pile[-1])
            for age in range(1, 12):
                sizes = st.sets[1][age] if age < len(st.sets[1]) else ()
                assert obs[g["echoes_decks"]][age - 1] == len(sizes)
                base = st.decks[age] if age < len(st.decks) else ()
                assert obs[g["decks"]][age - 1] == len(base)
            assert obs[g["to_win"]][0] == game._win_count
    assert seen["forecast"] > 10 and seen["bonus"] > 10 and seen["covered echo"] > 3


def _forecast_spec() -> dict:
    return _echoes_spec(
        {
            "players": {
                "Alice": {"board": {"red": ["Bangle"]}, "forecast": ["Lever", "Almanac"]},
                "Bob": {"board": {"blue": ["Writing"]}, "forecast": ["Compass"]},
            },
        }
    )


def test_the_forecast_is_seen_by_its_owner_only() -> None:
    game = scenario.run(_forecast_spec())
    lay = obs_layout(game.edition)
    alice, bob = observation(game, 0), observation(game, 1)
    lever, almanac, compass = (game.card(n).id for n in ("Lever", "Almanac", "Compass"))
    assert min(lever, almanac) >= 105 > compass  # Echoes cards, and a base one
    mine, theirs = lay.cards(alice), lay.cards(bob)
    assert mine[lever, MY_FORECAST] == mine[almanac, MY_FORECAST] == 1
    assert mine[compass, MY_FORECAST] == 0 and mine[compass, UNKNOWN] == 1
    assert theirs[lever, UNKNOWN] == theirs[almanac, UNKNOWN] == 1
    assert theirs[:, MY_FORECAST].sum() == 1 and theirs[compass, MY_FORECAST] == 1
    assert bob[lay.seat(1, "forecast_count")][0] == 2  # Alice, seen by Bob
    assert list(np.flatnonzero(bob[lay.seat(1, "forecast_ages")])) == [1, 2]  # ages 2 and 3
    assert alice[lay.seat(0, "forecast_count")][0] == 2
    # Bangle's bonus and its echo effect, on top of Alice's red pile: seen by both
    bangle = game.card("Bangle")
    for obs, j in ((alice, 0), (bob, 1)):
        rows = lay.cards(obs)
        assert rows[bangle.id, lay.top(j)] == 1 and rows[bangle.id, lay.echo_visible] == 1
        assert obs[lay.seat(j, "echo_counts")][bangle.color] == 1
        assert obs[lay.seat(j, "bonus_points")][0] == bangle.bonus > 0
        assert obs[lay.seat(j, "bonuses")][bangle.bonus - 1] == 1


def _swap_cards(game: Game, a, b) -> Game:
    """A copy of `game` with cards a and b exchanging places: age piles of every set, hands,
    score piles, boards, forecasts."""
    g = game.clone()
    st = g.state
    lay = st.thaw()
    places = {a.id: st.where[a.id], b.id: st.where[b.id]}
    groups = [*lay.decks, lay.junk, *(pile for piles in lay.sets for pile in piles)]
    for pl in lay.players:
        groups += [pl.hand, pl.score, pl.forecast, *pl.piles]
    for group in groups:
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


def _pile_of(game: Game, card) -> tuple:
    """The age pile a card of this set and age would be drawn from."""
    st = game.state
    return st.sets[card.set][card.age] if card.set else st.decks[card.age]


def _hidden_swaps(game: Game, p: int, rng: random.Random) -> list[tuple]:
    """Pairs p cannot tell apart: another player's forecast, hand or score card and a card of
    the same set and age in its age pile."""
    pairs = []
    for q, pl in enumerate(game.state.players):
        if q == p:
            continue
        for card in (*pl.forecast, *pl.hand, *pl.score):
            pile = _pile_of(game, card)
            if pile:
                pairs.append((card, rng.choice(pile)))
    rng.shuffle(pairs)
    # the forecast's first: what this test is for
    pairs.sort(key=lambda pair: game.state.where[pair[0].id][0] != FORECAST)
    return pairs


@pytest.mark.parametrize(
    ("edition", "players", "teams"),
    [("3rd", 2, False), ("3rd", 4, True), ("1st", 3, False), ("4th", 2, False), ("4th", 5, False)]
    + [("4th", 6, "ABCABC")],
)
def test_hidden_cards_never_leak(edition: str, players: int, teams: bool | str) -> None:
    """Another player's forecast card (and hand and score card) swapped with an unseen card of
    the same set and age: the view, the observation from it, the fast one and a live one do
    not change."""
    rng = random.Random(7)
    checked: Counter[int] = Counter()
    for game in random_games(range(3), players, teams, edition, None, ECHOES):
        if game.decision is None or rng.random() > 0.15:
            continue
        p = game.decision.player
        before = observation(game, p)
        for a, b in _hidden_swaps(game, p, rng)[:6]:
            place = game.state.where[a.id][0]
            swapped = _swap_cards(game, a, b)
            assert swapped.state.where[b.id] == game.state.where[a.id]
            assert swapped.state.where[a.id][0] == DECK
            assert view(swapped, p, log=False) == view(game, p, log=False)  # really hidden
            np.testing.assert_array_equal(observation_from_view(swapped, p), before)
            np.testing.assert_array_equal(observation(swapped, p), before)
            live = observer(game, p).live()
            np.testing.assert_array_equal(live(game), before)
            np.testing.assert_array_equal(live(swapped), before)
            checked[place] += 1
    assert checked[FORECAST] > 5 and checked[HAND] > 5 and checked[SCORE] > 0


def test_a_change_to_the_own_forecast_does_change_the_observation() -> None:
    rng = random.Random(3)
    changed = 0
    for game in random_games(range(4), 2, False, "3rd", None, ECHOES):
        d = game.decision
        if d is None or rng.random() > 0.2:
            continue
        p = d.player
        mine = [c for c in game.state.players[p].forecast if _pile_of(game, c)]
        if not mine:
            continue
        card = mine[0]
        other = rng.choice(_pile_of(game, card))
        after = observation(_swap_cards(game, card, other), p)
        rows = obs_layout(game.edition).cards(after)
        assert rows[other.id, MY_FORECAST] == 1 and rows[card.id, UNKNOWN] == 1
        assert not np.array_equal(after, observation(game, p))
        changed += 1
    assert changed > 5


# ------------------------------------------------------------------------------ promotion
def _promote_spec(edition: str, forecast: list[str], answers: list) -> dict:
    return _echoes_spec(
        {
            "edition": edition,
            "players": {
                "Alice": {"hand": ["Sailing", "Archery"], "forecast": forecast},
                "Bob": {"board": {"blue": ["Writing"]}},
            },
            "answers": answers,
        }
    )


def test_promotion_in_the_third_edition_may_be_declined_then_a_free_dogma() -> None:
    game = scenario.run(_promote_spec("3rd", ["Chopsticks", "Lever"], [{"meld": "Sailing"}]))
    lay, alay = obs_layout(game.edition), A.layout(game.edition)
    promotion = lay.global_fields["promotion"]
    d = game.decision
    chopsticks = game.card("Chopsticks")
    assert d.kind == CARD and d.options == [chopsticks, None]  # Lever (2) may not
    assert A.legal_actions(game) == [alay.card + chopsticks.id, alay.pass_]
    assert chopsticks.id >= 105 and A.decode(game, alay.card + chopsticks.id) is chopsticks
    assert A.decode(game, alay.pass_) is None
    np.testing.assert_array_equal(np.flatnonzero(legal_mask(game)), sorted(A.legal_actions(game)))
    alice, bob = observation(game, 0), observation(game, 1)
    assert list(alice[promotion]) == [1, 0] and list(bob[promotion]) == [0, 0]
    assert alice[lay.global_fields["decision_kind"]][2] == 1  # a card question
    rows = lay.cards(alice)
    assert rows[chopsticks.id, MY_FORECAST] == 1
    game.answer(chopsticks)
    d = game.decision
    assert d.kind == YESNO and A.legal_actions(game) == [alay.yes, alay.no]
    alice = observation(game, 0)
    assert list(alice[promotion]) == [0, 1]
    np.testing.assert_array_equal(alice, observation_from_view(game, 0))
    assert lay.cards(alice)[chopsticks.id, lay.top(0)] == 1  # melded
    game.answer(False)
    assert list(observation(game, 0)[promotion]) == [0, 0]


def test_promotion_in_the_fourth_edition_is_a_must() -> None:
    game = scenario.run(_promote_spec("4th", ["Comb", "Ice Skates"], [{"meld": "Sailing"}]))
    alay = A.layout(game.edition)
    d = game.decision
    assert d.kind == CARD and None not in d.options and len(d.options) == 2
    assert sorted(A.legal_actions(game)) == sorted(alay.card + c.id for c in d.options)
    assert alay.pass_ not in A.legal_actions(game)
    _check_decision(game, random.Random(0))
    obs = observation(game, 0)
    assert list(obs[obs_layout(game.edition).global_fields["promotion"]]) == [1, 0]
    np.testing.assert_array_equal(obs, observation_from_view(game, 0))


def test_publications_offers_the_ten_special_achievements() -> None:
    """The 4th edition with Echoes: ten special achievements to junk or restore, and a pass:
    eleven option slots."""
    game = scenario.run(
        _echoes_spec(
            {
                "edition": "4th",
                "players": {"Alice": {"board": {"blue": ["Publications"]}}, "Bob": {}},
                "junk": ["World"],
                "answers": [{"dogma": "Publications"}],
            }
        )
    )
    d = game.decision
    assert d.kind == OPTION and len(d.options) == 11
    lay = A.layout(game.edition)
    assert A.legal_actions(game) == [lay.option + k for k in range(11)]
    _check_decision(game, random.Random(0))


# ------------------------------------------------------------------------------ masks
@pytest.mark.parametrize(("edition", "players", "teams"), ECHOES_TABLES)
def test_masks_and_round_trips_over_random_echoes_games(
    edition: str, players: int, teams: bool | str
) -> None:
    """Every legal answer has its own mask bit and no illegal one has, at every decision of
    random Echoes games; promotion and the forecast's questions among them."""
    rng = random.Random(players)
    seen: Counter[str] = Counter()
    for game in random_games(range(3), players, teams, edition, None, ECHOES):
        d = game.decision
        if d is None:
            assert not A.legal_mask(game).any()
            continue
        _check_decision(game, rng)
        if d.key in PROMOTIONS[0]:
            seen["promotion"] += 1
            forecast = set(game.state.players[d.player].forecast)
            assert {o for o in d.options if o is not None} <= forecast
            assert (None in d.options) == (edition != "4th")
        cards = [o[-1] if isinstance(o, tuple) else o for o in d.options]
        if any(isinstance(c, Card) and c.set for c in cards):  # ids from 105 (115)
            seen["echoes card"] += 1
    assert seen["echoes card"] > 10 and seen["promotion"] > 0


def test_promotion_questions_come_up_in_random_games() -> None:
    seen: Counter[tuple[str, str]] = Counter()
    for edition in ("3rd", "4th"):
        for game in random_games(range(8), 2, False, edition, None, ECHOES):
            d = game.decision
            if d is not None and d.card is None and d.key is not None and "promot" in d.key:
                seen[edition, d.kind] += 1
                obs = observation(game, d.player)
                promotion = obs[obs_layout(game.edition).global_fields["promotion"]]
                assert list(promotion) == ([1, 0] if d.kind == CARD else [0, 1])
    assert seen["3rd", CARD] > 5 and seen["3rd", YESNO] > 2 and seen["4th", CARD] > 0


# ------------------------------------------------------------------------------ environments
@pytest.mark.parametrize(
    ("edition", "players", "teams"),
    [("3rd", 2, False), ("3rd", 4, True), ("1st", 3, False), ("4th", 2, False)]
    + [("4th", 5, False), ("4th", 6, "ABCABC")],
)
def test_pettingzoo_api_test_with_echoes(edition: str, players: int, teams: bool | str) -> None:
    env = InnovationAECEnv(edition, players, teams, expansions=ECHOES)
    assert env.expansions == ECHOES and env.rules.label == f"{edition}+echoes"
    _quiet(api_test, env, num_cycles=300)


@pytest.mark.parametrize(
    ("edition", "players", "teams"),
    [("3rd", 2, False), ("3rd", 3, False), ("4th", 2, False), ("4th", 6, "AAABBB")],
)
def test_gymnasium_check_env_with_echoes(edition: str, players: int, teams: bool | str) -> None:
    env = InnovationGymEnv(
        edition=edition, players=players, teams=teams, illegal_action="lose", expansions=ECHOES
    )
    _quiet(check_env, env)
    made = gymnasium.make(
        GYM_ID,
        edition=edition,
        players=players,
        teams=teams,
        illegal_action="lose",
        expansions=ECHOES,
    )
    _quiet(check_env, made.unwrapped, skip_render_check=True)
    ed = get_edition(edition, ECHOES)
    assert made.unwrapped.action_space.n == action_size(ed)
    assert made.unwrapped.observation_space.shape == (observation_size(ed),)


@pytest.mark.parametrize(("edition", "players"), [("3rd", 2), ("1st", 4), ("4th", 3)])
def test_an_echoes_rollout_ends_with_the_right_rewards(edition: str, players: int) -> None:
    env = InnovationAECEnv(edition, players, expansions=ECHOES)
    trace, final = _aec_rollout(env, seed=players, chooser_seed=2)
    game = env.game
    assert game.over and game.edition.expansion_names == ECHOES
    assert len(trace) == env.decisions and set(final) == set(env.possible_agents)
    for q, agent in enumerate(env.possible_agents):
        won = any(game.teams[w] == game.teams[q] for w in game.winners)
        assert final[agent] == (1.0 if won else -1.0) or not game.winners
    assert _aec_rollout(env, seed=players, chooser_seed=2) == (trace, final)  # seeded


def test_the_gym_env_plays_echoes_games_against_agents() -> None:
    env = InnovationGymEnv(opponent="random", edition="4th", players=3, expansions=ECHOES)
    rng = np.random.default_rng(0)
    for seed in range(2):
        obs, info = env.reset(seed=seed)
        assert env.game.edition.label == "4th+echoes"
        done = False
        while not done:
            assert obs.shape == env.observation_space.shape and env.observation_space.contains(obs)
            np.testing.assert_array_equal(info["action_mask"], legal_mask(env.game))
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            obs, _reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        assert env.game.over


def test_expansions_are_checked_and_games_given_must_match() -> None:
    with pytest.raises(ValueError, match="list of names"):
        InnovationAECEnv(expansions="echoes")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown expansion"):
        InnovationGymEnv(expansions=("figures",))
    env = InnovationAECEnv("3rd", 2, expansions=ECHOES)
    with pytest.raises(ValueError, match="expansions"):
        env.reset(options={"game": Game.new("3rd", 2, seed=1)})
    given_game = Game.new("3rd", 2, seed=1, expansions=ECHOES)
    env.reset(options={"game": given_game})
    assert env.game.edition is given_game.edition
    base = InnovationAECEnv("3rd", 2)
    with pytest.raises(ValueError, match="expansions"):
        base.reset(options={"game": given_game})
    # no expansions, or none named: the base game and its spaces, as before
    for kwargs in ({}, {"expansions": ()}, {"expansions": None}):
        env = InnovationAECEnv("3rd", 2, **kwargs)
        assert env.expansions == () and env.rules is get_edition("3rd")
        assert env.action_spaces["player_0"].n == 353
        assert env.observation_spaces["player_0"]["observation"].shape == (1764,)
        env.reset(seed=3)
        assert env.game.edition is get_edition("3rd")
    gym_env = InnovationGymEnv(edition="4th")
    assert gym_env.observation_space.shape == (2591,) and gym_env.action_space.n == 390


def test_render_shows_the_forecast_sizes() -> None:
    env = InnovationAECEnv("3rd", 2, expansions=ECHOES, render_mode="ansi")
    env.reset(options={"game": scenario.run(_forecast_spec())})
    text = env.render()
    assert "forecast 2" in text and "forecast 1" in text
    assert "Lever" not in text  # the public view: no forecast card's name


@pytest.mark.parametrize("workers", [0, 2])
def test_the_vector_env_with_echoes_steps_as_sync_vector_env(workers: int) -> None:
    kwargs = {"edition": "3rd", "players": 2, "expansions": ECHOES}
    n = 3
    mode = AutoresetMode.NEXT_STEP
    env = InnovationVectorEnv(n, workers=workers, **kwargs)
    ref = SyncVectorEnv([lambda: InnovationGymEnv(**kwargs) for _ in range(n)], autoreset_mode=mode)
    try:
        assert env.single_observation_space.shape == (4213,)
        assert env.single_action_space.n == 677
        obs, info = env.reset(seed=5)
        ref_obs, ref_info = ref.reset(seed=5)
        np.testing.assert_array_equal(obs, ref_obs)
        _same(info, ref_info)
        rng = np.random.default_rng(1)
        for _ in range(300):
            actions = _random_legal(rng, info["action_mask"])
            obs, rewards, terms, truncs, info = env.step(actions)
            ref_obs, ref_rewards, ref_terms, ref_truncs, ref_info = ref.step(actions)
            np.testing.assert_array_equal(obs, ref_obs)
            np.testing.assert_array_equal(rewards, ref_rewards)
            np.testing.assert_array_equal(terms, ref_terms)
            np.testing.assert_array_equal(truncs, ref_truncs)
            _same(info, ref_info)
    finally:
        env.close()
        ref.close()
    made = gymnasium.make_vec(GYM_ID, num_envs=2, workers=0, **kwargs)
    try:
        assert made.single_action_space.n == 677
    finally:
        made.close()


def test_a_base_game_observes_as_before_beside_echoes_games() -> None:
    """The observers of a table with and without Echoes are not shared: a base game's
    observation is its version-1 one, whatever Echoes games were observed before."""
    echoes_game = Game.new("3rd", 2, seed=4, expansions=ECHOES)
    base_game = Game.new("3rd", 2, seed=4)
    assert observation(echoes_game, 0).shape == (4213,)
    base = observation(base_game, 0)
    assert base.shape == (1764,)
    np.testing.assert_array_equal(base, observation_from_view(base_game, 0))
    assert observer(base_game, 0) is not observer(echoes_game, 0)
    rows = obs_layout("3rd").cards(base)
    for c in base_game.state.players[0].hand:
        assert rows[c.id, MY_HAND] == 1
