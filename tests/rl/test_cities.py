"""Cities of Destiny in the RL environments (layout version 4, and version 5 with Echoes): the
observation shows each city's six positions, the visible flags and fountains and the
achievements they make, the cities in hands by their backs, the City piles and Endorse; the
action space has an Endorse slot per card, with exact masks; PettingZoo's and Gymnasium's
checkers pass; nothing hidden leaks; without the expansion nothing changes."""

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
from innovation.engine.cards import CITY_VISIBLE_WHEN_COVERED, FLAG, FOUNTAIN, UNSPLAYED
from innovation.engine.cities import CITIES_SET, ENDORSED, shown_marks
from innovation.engine.decisions import ACTION, CARD
from innovation.engine.editions import get_edition
from innovation.engine.state import DECK, HAND, SCORE
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
    observation_scale,
    observer,
)
from innovation.rl import actions as A
from innovation.rl.observation import (
    BONUS_SLOTS,
    CITY_POSITIONS,
    ENDORSE_PROMPTS,
    MAX_POSITION_CODE,
    MY_FORECAST,
    MY_HAND,
    UNKNOWN,
    city_marks,
    observation_high,
    observation_size,
    position_code,
)

from .helpers import BOTH, BOTH_TABLES, CITIES, CITIES_TABLES, random_games
from .test_actions import _check_decision
from .test_echoes import _hidden_swaps, _swap_cards
from .test_env import _aec_rollout, _quiet
from .test_vector import _random_legal, _same

EDITIONS = ["3rd", "1st", "4th"]
SPECIALS = {
    "3rd": ("Legend", "Repute", "Fame", "Glory", "Victory"),
    "1st": ("Legend", "Repute", "Fame", "Glory", "Victory"),
    "4th": ("Tradition", "Repute", "Fame", "Glory", "Victory"),
}


def _cities(spec: dict, expansions: tuple[str, ...] = CITIES) -> dict:
    return {"expansions": list(expansions), **spec}


# ------------------------------------------------------------------------------ layouts
@pytest.mark.parametrize("edition", EDITIONS)
def test_the_cities_layouts(edition: str) -> None:
    """Version 4 for every edition with Cities, version 5 with Echoes and Cities: sizes, card
    columns and the blocks of both spaces; the base and Echoes layouts keep their versions."""
    fourth = edition == "4th"
    base, seats = (115, 6) if fourth else (105, 4)
    for expansions, version in ((CITIES, 4), (BOTH, 5)):
        ed = get_edition(edition, expansions)
        lay = obs_layout(ed)
        label = "+".join((edition, *expansions))
        assert lay is obs_layout(label) and lay.label == label == ed.label
        echoes = expansions == BOTH
        n = base * (1 + len(expansions))  # each expansion has as many cards as the edition
        assert (lay.version, lay.n_cards, lay.n_seats) == (version, n, seats)
        assert (lay.cities, lay.echoes, lay.bonuses) == (True, echoes, True)
        s = len(lay.specials)
        assert s == 5 * (1 + len(expansions)) and lay.specials[-5:] == SPECIALS[edition]
        own = 4 if echoes else 3
        assert (lay.own_places, lay.n_places) == (own, own + 2 * seats)
        assert (lay.decision_card, lay.setup_choice, lay.card_bonus) == tuple(
            lay.n_places + k for k in (0, 1, 2)
        )
        assert lay.positions == lay.n_places + (5 if echoes else 3)
        assert lay.marks_visible == lay.positions + CITY_POSITIONS == lay.card_columns - 1
        assert lay.card_columns == own + 2 * seats + 2 + (3 if echoes else 1) + 7
        cities_seat = 11 + 5 + 5 + 1 + (22 if echoes else 0)
        if echoes:
            v3 = obs_layout(get_edition(edition, ("echoes",)))
            assert lay.seat_size == v3.seat_size + 5 + cities_seat  # 5 more specials claimed
        else:
            assert lay.seat_size == 84 + s + 1 + seats + 1 + BONUS_SLOTS + cities_seat
        glob = 38 + s + 11 + s + 1 + (13 if echoes else 0) + 11 + 2
        assert lay.size == n * lay.card_columns + seats * lay.seat_size + glob
        assert observation_size(ed) == lay.size and observation_high(ed.label).shape == (lay.size,)
        assert list(lay.global_fields)[-2:] == ["cities_decks", "endorse"]
        assert max(sl.stop for sl in lay.global_fields.values()) == lay.size
        alay = A.layout(ed)
        options = 1 + s
        assert (alay.version, alay.n_cards, alay.n_players, alay.n_options) == (
            version,
            n,
            seats,
            options,
        )
        assert alay.endorse == alay.dogma + n and alay.achieve == alay.endorse + n
        assert alay.size == action_size(ed) == 1 + 4 * n + 11 + 1 + 5 + seats + 2 + 12 + options
        at = 0
        for _name, start, width in alay.blocks():
            assert start == at
            at += width
        assert at == alay.size
        assert alay.describe(alay.endorse + 7) == "endorse 7"
        assert alay.describe(alay.dogma + n - 1) == f"dogma {n - 1}"
    # the documented sizes
    sizes = {"3rd": (5029, 887, 8422, 1312), "1st": (5029, 887, 8422, 1312)}
    sizes["4th"] = (6649, 969, 10912, 1434)
    obs4, act4, obs5, act5 = sizes[edition]
    assert (observation_size(f"{edition}+cities"), action_size(f"{edition}+cities")) == (obs4, act4)
    assert (
        observation_size(f"{edition}+echoes+cities"),
        action_size(f"{edition}+echoes+cities"),
    ) == (
        obs5,
        act5,
    )
    # without Cities: the published layouts, no Endorse block
    for label, version in ((edition, 1 if not fourth else 2), (f"{edition}+echoes", 3)):
        assert A.layout(label).version == version and A.layout(label).endorse == -1
        assert "endorse" not in [name for name, _, _ in A.layout(label).blocks()]
        assert not obs_layout(label).cities and "endorse" not in obs_layout(label).global_fields


@pytest.mark.parametrize(("edition", "seat_glob"), [("3rd", (99, 4946)), ("4th", (101, 6566))])
def test_version_4_offsets_as_documented(edition: str, seat_glob: tuple[int, int]) -> None:
    lay = obs_layout(f"{edition}+cities")
    bonus, glob = seat_glob
    f = lay.seat_fields
    assert (f["specials_claimed"], f["eliminated"].start) == (slice(42, 52), 94)
    names = ["bonus_points", "bonuses", "hand_cities_ages", "flags", "fountains"]
    assert [f[name].start for name in names] == [
        bonus,
        bonus + 1,
        bonus + 13,
        bonus + 24,
        bonus + 29,
    ]
    assert f["board_achievements"] == slice(bonus + 34, bonus + 35) and lay.seat_size == bonus + 35
    g = lay.global_fields
    assert g["phase"].start == glob == lay.seats + lay.n_seats * lay.seat_size
    assert g["cities_decks"] == slice(glob + 70, glob + 81)
    assert g["endorse"] == slice(glob + 81, glob + 83) and lay.size == glob + 83
    assert (lay.decision_card, lay.card_bonus, lay.positions, lay.marks_visible) == (
        (11, 13, 14, 20) if edition == "3rd" else (15, 17, 18, 24)
    )


@pytest.mark.parametrize(("edition", "glob"), [("3rd", 8316), ("4th", 10806)])
def test_version_5_offsets_as_documented(edition: str, glob: int) -> None:
    lay = obs_layout(f"{edition}+echoes+cities")
    f = lay.seat_fields
    team = 4 if edition == "3rd" else 6
    assert (f["specials_claimed"], f["splay"]) == (slice(42, 57), slice(74, 99))
    assert (f["eliminated"].start, f["team"]) == (99, slice(100, 100 + team))
    at = 100 + team
    names = ["forecast_count", "forecast_ages", "hand_echoes_ages", "bonus_points", "bonuses"]
    names += ["echo_counts", "hand_cities_ages", "forecast_echoes_ages", "forecast_cities_ages"]
    names += ["flags", "fountains", "board_achievements"]
    widths = [1, 11, 11, 1, 12, 5, 11, 11, 11, 5, 5, 1]
    for name, width in zip(names, widths, strict=True):
        assert f[name] == slice(at, at + width), name
        at += width
    assert lay.seat_size == at
    g = lay.global_fields
    assert g["phase"].start == glob
    assert list(g)[-4:] == ["echoes_decks", "promotion", "cities_decks", "endorse"]
    assert g["endorse"] == slice(glob + 104, glob + 106) and lay.size == glob + 106
    assert (lay.decision_card, lay.card_bonus, lay.card_echo, lay.positions) == (
        (12, 14, 15, 17) if edition == "3rd" else (16, 18, 19, 21)
    )


def test_the_layouts_take_echoes_before_cities() -> None:
    """The order fixes the card ids: the layouts are those of ("echoes", "cities"); the other
    order is refused with the order to use, and the environments take either."""
    with pytest.raises(ValueError, match=r"expansions=\('echoes', 'cities'\)"):
        A.layout("3rd+cities+echoes")
    with pytest.raises(ValueError, match="order"):
        observation(Game.new("3rd", 2, seed=1, expansions=("cities", "echoes")), 0)
    assert A.canonical_expansions(("cities", "echoes")) == BOTH
    for env in (
        InnovationAECEnv("3rd", 2, expansions=("cities", "echoes")),
        InnovationGymEnv(edition="4th", expansions=["city", "echoes"]),
    ):
        assert env.expansions == BOTH and env.rules.expansion_names == BOTH
    env = InnovationAECEnv("4th", 2, expansions=("cities", "echoes"))
    env.reset(seed=2)
    assert env.game.edition is get_edition("4th", BOTH)
    with pytest.raises(ValueError, match="expansions"):
        env.reset(options={"game": Game.new("4th", 2, seed=1, expansions=("cities", "echoes"))})


# ------------------------------------------------------------------------------ the observation
# every table of `CITIES_TABLES` with Cities, of `BOTH_TABLES` with Echoes and Cities
TABLES_PLAYED = [(*t, CITIES) for t in CITIES_TABLES] + [(*t, BOTH) for t in BOTH_TABLES]


@pytest.mark.parametrize(("edition", "players", "teams", "expansions"), TABLES_PLAYED)
def test_the_fast_encodings_equal_the_view_encoding(
    edition: str, players: int, teams: bool | str, expansions: tuple[str, ...]
) -> None:
    """At every decision of random Cities games (with Echoes too), for every player, covered
    cards shown and hidden: `observation` and a `LiveObservation` per player kept through two
    games equal the view's encoding, within the `Box`'s bounds."""
    ed = get_edition(edition, expansions)
    lay = obs_layout(ed)
    high = observation_high(ed.label)
    checked = 0
    for hide in (False, True):
        lives = None
        for game in random_games(range(2), players, teams, edition, hide, expansions):
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
    assert checked > 500


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=st.sampled_from([(t, CITIES) for t in CITIES_TABLES] + [(t, BOTH) for t in BOTH_TABLES]),
    hide=st.booleans(),
    seeds=st.lists(st.integers(0, 10_000), min_size=2, max_size=3, unique=True),
    order_seed=st.integers(0, 2**32),
)
def test_a_live_observation_follows_any_sequence_of_cities_games(
    table: tuple[tuple[str, int, bool | str], tuple[str, ...]],
    hide: bool,
    seeds: list[int],
    order_seed: int,
) -> None:
    (edition, players, teams), expansions = table
    order = random.Random(order_seed)
    games = [
        Game.new(edition, players, seed=s, teams=teams, hide_covered=hide, expansions=expansions)
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


def _seen_marks(pile: tuple, splay: int, top_only: bool) -> dict[int, tuple[int, int]]:
    """The (flags, fountains) each card of a pile shows, counted from the printed positions."""
    out = {}
    for k, card in enumerate(pile):
        if card.set != CITIES_SET:
            continue
        if k == len(pile) - 1:
            positions = range(6)
        elif top_only or splay == UNSPLAYED:
            continue
        else:
            positions = CITY_VISIBLE_WHEN_COVERED[splay]
        icons = [card.icons[i] for i in positions]
        if FLAG in icons or FOUNTAIN in icons:
            out[card.id] = (icons.count(FLAG), icons.count(FOUNTAIN))
    return out


@pytest.mark.parametrize(
    ("edition", "expansions"), [(e, x) for e in EDITIONS for x in (CITIES, BOTH)]
)
def test_the_cities_fields_read_as_documented(edition: str, expansions: tuple[str, ...]) -> None:
    """Against the state: every city's printed positions, its flags and fountains showing, the
    flags and fountains per colour (the engine's count of them), the achievements the boards
    hold, the cities in hands (and forecasts) by age, the City piles, bonuses, and Endorse."""
    seen: Counter[str] = Counter()
    hide = edition == "1st"
    for game in random_games(range(3), 3, False, edition, None, expansions):
        if game.decision is None or game.state.turn % 2:
            continue
        st_ = game.state
        lay = obs_layout(game.edition)
        g = lay.global_fields
        for p in range(3):
            obs = observation(game, p)
            rows = lay.cards(obs)
            assert (rows[:, : lay.n_places].sum(axis=1) == 1).all()  # one place per card
            for c in game.edition.cards:
                printed = rows[c.id, lay.positions : lay.positions + CITY_POSITIONS]
                if c.set == CITIES_SET:
                    assert list(printed) == [position_code(i) for i in c.icons]
                    assert printed.min() >= 1 and printed.max() <= MAX_POSITION_CODE
                else:
                    assert not printed.any()
                assert rows[c.id, lay.card_bonus] == c.bonus
            for q, pl in enumerate(st_.players):
                j = (q - p) % 3
                top_only = hide and q != p
                for color, pile in enumerate(pl.piles):
                    marks = _seen_marks(pile, pl.splays[color], top_only)
                    for c in pile:
                        assert rows[c.id, lay.marks_visible] == sum(marks.get(c.id, (0, 0)))
                    flags = sum(m[0] for m in marks.values())
                    fountains = sum(m[1] for m in marks.values())
                    assert obs[lay.seat(j, "flags")][color] == flags
                    assert obs[lay.seat(j, "fountains")][color] == fountains
                    if not top_only:  # the engine's count
                        assert flags == shown_marks(pile, pl.splays[color], FLAG)
                        assert fountains == shown_marks(pile, pl.splays[color], FOUNTAIN)
                    seen["flag"] += flags
                    seen["fountain"] += fountains
                    seen["covered mark"] += sum(
                        sum(m) for i, m in marks.items() if i != pile[-1].id
                    )
                held = game.achievement_count(q) - len(pl.achieved)  # no teams: q's own
                assert obs[lay.seat(j, "board_achievements")][0] == held
                seen["board achievement"] += held
                cities_in_hand = np.zeros(11)
                for c in pl.hand:
                    if c.set == CITIES_SET:
                        cities_in_hand[c.age - 1] += 1
                        assert rows[c.id, MY_HAND if q == p else UNKNOWN] == 1
                        seen["city in hand"] += 1
                np.testing.assert_array_equal(obs[lay.seat(j, "hand_cities_ages")], cities_in_hand)
                if lay.echoes:
                    for s, name in ((1, "echoes"), (CITIES_SET, "cities")):
                        ages = np.zeros(11)
                        for c in pl.forecast:
                            if c.set == s:
                                ages[c.age - 1] += 1
                        np.testing.assert_array_equal(
                            obs[lay.seat(j, f"forecast_{name}_ages")], ages
                        )
                values = np.zeros(BONUS_SLOTS)
                for group in pl.pile_bonuses:
                    for v in group:
                        values[v - 1] += 1
                np.testing.assert_array_equal(obs[lay.seat(j, "bonuses")], values)
                assert obs[lay.seat(j, "bonus_points")][0] == pl.bonus_points
                assert obs[lay.seat(j, "points")][0] == pl.points()
            for age in range(1, 12):
                cities = st_.sets[CITIES_SET][age] if age < len(st_.sets[CITIES_SET]) else ()
                assert obs[g["cities_decks"]][age - 1] == len(cities)
            assert obs[g["endorse"]][0] == bool(st_.turn_flags & ENDORSED)
            seen["endorsed"] += bool(st_.turn_flags & ENDORSED)
            assert obs[g["to_win"]][0] == game._win_count
    assert seen["flag"] + seen["fountain"] > 3 and seen["city in hand"] > 10
    assert seen["endorsed"] > 0
    if expansions == CITIES:  # (Echoes games end sooner: fewer cities of ages 5-10 show)
        assert seen["board achievement"] > 0


def test_city_marks_follow_the_six_positions() -> None:
    ed = get_edition("3rd", CITIES)
    brussels, zurich, writing = (ed.card(n) for n in ("Brussels", "Zurich", "Writing"))
    top, covered = city_marks(brussels)  # fountains at the bottom-middle and the top-middle
    assert top == (0, 2) and covered[UNSPLAYED] is None
    assert [covered[d] for d in range(1, 5)] == [None, None, (0, 1), (0, 1)]  # left, right
    top, covered = city_marks(zurich)  # a flag at the top-middle: on top only
    assert top == (1, 0) and covered == [None] * 5
    assert city_marks(writing) == (None, [None] * 5)


def _flags_spec(bob_red: list | dict, **extra) -> dict:
    """Alice: Zurich (a flag) alone in red; Brussels covered in an up-splayed purple pile (its
    bottom-middle fountain shows). Bob's red pile decides whether the flag counts."""
    return _cities(
        {
            "players": {
                "Alice": {
                    "board": {
                        "red": ["Zurich"],
                        "purple": {"cards": ["Code of Laws", "Brussels"], "splay": "up"},
                    }
                },
                "Bob": {"board": {"red": bob_red}},
            },
            **extra,
        }
    )


@pytest.mark.parametrize("hide", [False, True])
def test_flags_and_fountains_and_the_achievements_they_make(hide: bool) -> None:
    for bob_red, held in ((["Archery"], 2), ({"cards": ["Archery", "Oars"], "splay": "left"}, 1)):
        game = scenario.run(_flags_spec(bob_red, hide_covered=hide))
        lay = obs_layout(game.edition)
        zurich, brussels = game.card("Zurich"), game.card("Brussels")
        assert view(game, 1, log=False)["players"][0]["board_achievements"] == held
        for p, j in ((0, 0), (1, 1)):  # Alice sees herself as seat 0, Bob sees her as seat 1
            obs = observation(game, p)
            np.testing.assert_array_equal(obs, observation_from_view(game, p))
            rows = lay.cards(obs)
            assert obs[lay.seat(j, "board_achievements")][0] == held  # the view's, always
            assert obs[lay.seat(j, "flags")][zurich.color] == 1
            assert rows[zurich.id, lay.marks_visible] == 1
            covered_seen = not (hide and p == 1)  # Bob does not see under Alice's top cards
            assert obs[lay.seat(j, "fountains")][brussels.color] == covered_seen
            assert rows[brussels.id, lay.marks_visible] == covered_seen
            assert rows[brussels.id, lay.covered(j)] == covered_seen
            assert obs[lay.seat(j, "achievement_count")][0] == 0  # claimed ones only
        assert observation(game, 0)[lay.seat(1, "board_achievements")][0] == 0  # Bob's board


# ------------------------------------------------------------------------------ Endorse
def _endorse_spec(edition: str = "3rd", expansions: tuple[str, ...] = CITIES) -> dict:
    # Writing (featured lightbulb: draw a 2); Athens, a top city with lightbulbs, value 1
    return _cities(
        {
            "edition": edition,
            "players": {
                "Alice": {
                    "board": {"blue": ["Writing"], "red": ["Athens"]},
                    "hand": ["Sailing", "Oars"],
                },
                "Bob": {"hand": ["Archery"]},
            },
        },
        expansions,
    )


@pytest.mark.parametrize(
    ("edition", "expansions"), [("3rd", CITIES), ("3rd", BOTH), ("4th", CITIES)]
)
def test_endorse_is_an_action_slot_then_a_card_question(
    edition: str, expansions: tuple[str, ...]
) -> None:
    game = scenario.run(_endorse_spec(edition, expansions))
    lay, alay = obs_layout(game.edition), A.layout(game.edition)
    writing, athens, sailing = (game.card(n) for n in ("Writing", "Athens", "Sailing"))
    d = game.decision
    assert d.kind == ACTION
    endorse = alay.endorse + writing.id
    assert ("endorse", writing) in d.options and endorse in A.legal_actions(game)
    assert A.encode(game, ("endorse", writing)) == endorse
    assert A.decode(game, endorse) == ("endorse", writing)
    assert alay.describe(endorse) == f"endorse {writing.id}"
    # a city has a featured icon in the 3rd edition, none in the 4th (cities cannot be dogma'd)
    assert (alay.endorse + athens.id in A.legal_actions(game)) == (edition != "4th")
    with pytest.raises(A.IllegalAction, match="not legal"):
        A.decode(game, alay.endorse + sailing.id)  # not on the board
    _check_decision(game, random.Random(0))
    obs = observation(game, 0)
    assert list(obs[lay.global_fields["endorse"]]) == [0, 0]
    game.answer(A.decode(game, endorse))
    d = game.decision
    assert d.kind == CARD and d.card is None and d.key in ENDORSE_PROMPTS
    assert (d.key == ENDORSE_PROMPTS[1]) == (edition == "4th")  # junked in the 4th edition
    assert sorted(A.legal_actions(game)) == sorted(alay.card + c.id for c in d.options)
    _check_decision(game, random.Random(1))
    alice, bob = observation(game, 0), observation(game, 1)
    endorse_field = lay.global_fields["endorse"]
    assert list(alice[endorse_field]) == [1, 1] and list(bob[endorse_field]) == [1, 0]
    assert np.flatnonzero(lay.cards(alice)[:, lay.decision_card]).tolist() == [writing.id]
    assert not lay.cards(bob)[:, lay.decision_card].any()
    for p, obs in ((0, alice), (1, bob)):
        np.testing.assert_array_equal(obs, observation_from_view(game, p))
    game.answer(A.decode(game, alay.card + sailing.id))
    while game.decision.player == 0 and game.decision.kind != ACTION:
        game.answer(game.decision.options[0])
    d = game.decision
    assert d.kind == ACTION and game.state.actions_left == 1  # Endorse took one action
    assert not any(o[0] == "endorse" for o in d.options)  # once a turn
    assert not A.legal_mask(game)[alay.endorse : alay.endorse + alay.n_cards].any()
    obs = observation(game, 0)
    assert list(obs[endorse_field]) == [1, 0]
    np.testing.assert_array_equal(obs, observation_from_view(game, 0))
    game.answer(("draw",))  # the second action ends Alice's turn
    assert list(observation(game, 1)[endorse_field]) == [0, 0]


# ------------------------------------------------------------------------------ masks
@pytest.mark.parametrize(
    ("edition", "players", "teams", "expansions"),
    TABLES_PLAYED,
)
def test_masks_and_round_trips_over_random_cities_games(
    edition: str, players: int, teams: bool | str, expansions: tuple[str, ...]
) -> None:
    """Every legal answer has its own mask bit and no illegal one has, at every decision of
    random Cities games: Endorse and its payment among them, each Endorse at its card's slot."""
    rng = random.Random(players)
    seen: Counter[str] = Counter()
    for game in random_games(range(3), players, teams, edition, None, expansions):
        d = game.decision
        if d is None:
            assert not A.legal_mask(game).any()
            continue
        _check_decision(game, rng)
        lay = A.layout(game.edition)
        if d.kind == ACTION:
            for option, index in zip(d.options, A.legal_actions(game), strict=True):
                if option[0] == "endorse":
                    assert index == lay.endorse + option[1].id
                    assert option[1].set != CITIES_SET or edition != "4th"
                    seen["endorse"] += 1
        if d.key in ENDORSE_PROMPTS:
            seen["payment"] += 1
        if any(getattr(o, "set", 0) == CITIES_SET for o in d.options):
            seen["city card"] += 1
    assert seen["endorse"] > 10 and seen["city card"] > 0


@pytest.mark.parametrize("expansions", [CITIES, BOTH])
def test_endorse_payments_come_up_in_random_games(expansions: tuple[str, ...]) -> None:
    """The question that pays for an Endorse, in random games of every edition: flagged for the
    payer alone, the endorsed card marked as the decision's, the mask exact."""
    seen: Counter[str] = Counter()
    rng = random.Random(9)
    for edition in EDITIONS:
        for game in random_games(range(4), 2, False, edition, None, expansions):
            d = game.decision
            if d is None or d.key not in ENDORSE_PROMPTS:
                continue
            seen[edition] += 1
            _check_decision(game, rng)
            lay = obs_layout(game.edition)
            endorsed = game.card(d.params["card"])
            for p in range(2):
                obs = observation(game, p)
                np.testing.assert_array_equal(obs, observation_from_view(game, p))
                assert list(obs[lay.global_fields["endorse"]]) == [1, p == d.player]
                marked = np.flatnonzero(lay.cards(obs)[:, lay.decision_card]).tolist()
                assert marked == ([endorsed.id] if p == d.player else [])
    assert all(seen[edition] > 0 for edition in EDITIONS), seen


# ------------------------------------------------------------------------------ hidden cards
@pytest.mark.parametrize(
    ("edition", "players", "teams", "expansions"),
    [("3rd", 2, False, CITIES), ("3rd", 4, True, CITIES), ("1st", 3, False, CITIES)]
    + [("4th", 3, False, CITIES), ("4th", 6, "ABCABC", CITIES), ("3rd", 3, False, BOTH)]
    + [("4th", 2, False, BOTH)],
)
def test_hidden_cards_never_leak(
    edition: str, players: int, teams: bool | str, expansions: tuple[str, ...]
) -> None:
    """Another player's hand, score and forecast card swapped with an unseen card of the same
    set and age (a city with a city of the City pile): the view, the observation from it, the
    fast one and a live one do not change."""
    rng = random.Random(11)
    checked: Counter[tuple[int, bool]] = Counter()
    for game in random_games(range(3), players, teams, edition, None, expansions):
        if game.decision is None or rng.random() > 0.15:
            continue
        p = game.decision.player
        before = observation(game, p)
        pairs = _hidden_swaps(game, p, rng)
        pairs.sort(key=lambda pair: pair[0].set != CITIES_SET)  # the cities first
        for a, b in pairs[:6]:
            place = game.state.where[a.id][0]
            swapped = _swap_cards(game, a, b)
            assert swapped.state.where[a.id][0] == DECK
            assert view(swapped, p, log=False) == view(game, p, log=False)  # really hidden
            np.testing.assert_array_equal(observation_from_view(swapped, p), before)
            np.testing.assert_array_equal(observation(swapped, p), before)
            live = observer(game, p).live()
            np.testing.assert_array_equal(live(game), before)
            np.testing.assert_array_equal(live(swapped), before)
            checked[place, a.set == CITIES_SET] += 1
    assert checked[HAND, True] > 3 and checked[HAND, False] > 3 and checked[SCORE, False] > 0


def test_a_city_in_a_hand_shows_by_its_back() -> None:
    """A city in another player's hand swapped with a base card of its age: the back differs,
    so the observation does (the hand's cities by age), though the card stays unknown."""
    rng = random.Random(5)
    changed = 0
    for game in random_games(range(4), 2, False, "3rd", None, CITIES):
        d = game.decision
        if d is None or rng.random() > 0.2:
            continue
        p = d.player
        other = game.state.players[1 - p]
        cities = [c for c in other.hand if c.set == CITIES_SET and game.state.decks[c.age]]
        if not cities:
            continue
        city = cities[0]
        base = rng.choice(game.state.decks[city.age])
        swapped = _swap_cards(game, city, base)
        # (the swap leaves the city in a base age pile, as no game does: the piles' sizes are
        # not compared, only the hand's)
        lay = obs_layout(game.edition)
        for after in (observation(swapped, p), observation_from_view(swapped, p)):
            ages = lay.seat(1, "hand_cities_ages")
            assert after[ages][city.age - 1] == observation(game, p)[ages][city.age - 1] - 1
            assert after[lay.seat(1, "hand_ages")].sum() == len(other.hand)
            rows = lay.cards(after)
            assert rows[base.id, UNKNOWN] == 1 and rows[city.id, UNKNOWN] == 1
        changed += 1
    assert changed > 5


def test_the_own_forecast_city_is_seen_by_its_owner() -> None:
    game = scenario.run(
        _cities(
            {
                "players": {
                    "Alice": {"board": {"red": ["Archery"]}, "forecast": ["Athens", "Lever"]},
                    "Bob": {"board": {"blue": ["Writing"]}},
                }
            },
            BOTH,
        )
    )
    lay = obs_layout(game.edition)
    athens, lever = game.card("Athens"), game.card("Lever")
    assert athens.set == CITIES_SET and lever.set == 1
    alice, bob = observation(game, 0), observation(game, 1)
    assert lay.cards(alice)[athens.id, MY_FORECAST] == lay.cards(alice)[lever.id, MY_FORECAST] == 1
    assert lay.cards(bob)[athens.id, UNKNOWN] == lay.cards(bob)[lever.id, UNKNOWN] == 1
    for obs, j in ((alice, 0), (bob, 1)):
        assert np.flatnonzero(obs[lay.seat(j, "forecast_cities_ages")]).tolist() == [0]  # age 1
        assert np.flatnonzero(obs[lay.seat(j, "forecast_echoes_ages")]).tolist() == [1]  # age 2
    np.testing.assert_array_equal(bob, observation_from_view(game, 1))


# ------------------------------------------------------------------------------ environments
@pytest.mark.parametrize(
    ("edition", "players", "teams", "expansions"),
    [("3rd", 2, False, CITIES), ("3rd", 4, True, CITIES), ("1st", 3, False, CITIES)]
    + [("4th", 2, False, CITIES), ("4th", 6, "ABCABC", CITIES), ("3rd", 2, False, BOTH)]
    + [("4th", 3, False, BOTH)],
)
def test_pettingzoo_api_test_with_cities(
    edition: str, players: int, teams: bool | str, expansions: tuple[str, ...]
) -> None:
    env = InnovationAECEnv(edition, players, teams, expansions=expansions)
    assert env.expansions == expansions and env.rules.label == "+".join((edition, *expansions))
    _quiet(api_test, env, num_cycles=300)


@pytest.mark.parametrize(
    ("edition", "players", "teams", "expansions"),
    [("3rd", 2, False, CITIES), ("4th", 3, "AAB", CITIES), ("3rd", 3, False, BOTH)]
    + [("4th", 2, False, BOTH)],
)
def test_gymnasium_check_env_with_cities(
    edition: str, players: int, teams: bool | str, expansions: tuple[str, ...]
) -> None:
    env = InnovationGymEnv(
        edition=edition, players=players, teams=teams, illegal_action="lose", expansions=expansions
    )
    _quiet(check_env, env)
    made = gymnasium.make(
        GYM_ID,
        edition=edition,
        players=players,
        teams=teams,
        illegal_action="lose",
        expansions=expansions,
        normalize=True,
    )
    _quiet(check_env, made.unwrapped, skip_render_check=True)
    ed = get_edition(edition, expansions)
    assert made.unwrapped.action_space.n == action_size(ed)
    assert made.unwrapped.observation_space.shape == (observation_size(ed),)


@pytest.mark.parametrize(
    ("edition", "players", "expansions"),
    [("3rd", 2, CITIES), ("1st", 4, CITIES), ("4th", 3, CITIES), ("4th", 2, BOTH)],
)
def test_a_cities_rollout_ends_with_the_right_rewards(
    edition: str, players: int, expansions: tuple[str, ...]
) -> None:
    env = InnovationAECEnv(edition, players, expansions=expansions)
    trace, final = _aec_rollout(env, seed=players, chooser_seed=3)
    game = env.game
    assert game.over and game.edition.expansion_names == expansions
    assert len(trace) == env.decisions and set(final) == set(env.possible_agents)
    for q, agent in enumerate(env.possible_agents):
        won = any(game.teams[w] == game.teams[q] for w in game.winners)
        assert final[agent] == (1.0 if won else -1.0) or not game.winners
    assert _aec_rollout(env, seed=players, chooser_seed=3) == (trace, final)  # seeded


def test_the_gym_env_plays_cities_games_against_agents_normalized() -> None:
    env = InnovationGymEnv(
        opponent="random", edition="3rd", players=3, expansions=CITIES, normalize=True
    )
    scale = observation_scale("3rd+cities")
    lay = obs_layout("3rd+cities")
    assert (lay.cards(scale)[:, lay.positions] == 10).all() and (
        lay.cards(scale)[:, lay.card_bonus] == 10
    ).all()
    rng = np.random.default_rng(0)
    endorsed = 0
    for seed in range(2):
        obs, info = env.reset(seed=seed)
        assert env.game.edition.label == "3rd+cities"
        done = False
        while not done:
            assert obs.shape == env.observation_space.shape and env.observation_space.contains(obs)
            np.testing.assert_array_equal(info["action_mask"], legal_mask(env.game))
            np.testing.assert_allclose(obs, observation(env.game, env.seat) / scale, rtol=1e-6)
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            endorsed += A.layout(env.game.edition).describe(action).startswith("endorse")
            obs, _reward, terminated, truncated, info = env.step(action)
            done = terminated or truncated
        assert env.game.over
    assert endorsed > 0


def test_render_shows_the_board_achievements() -> None:
    env = InnovationAECEnv("3rd", 2, expansions=CITIES, render_mode="ansi")
    env.reset(options={"game": scenario.run(_flags_spec(["Archery"]))})
    text = env.render()
    assert "+ 2 on the board" in text and "forecast" not in text


@pytest.mark.parametrize("workers", [0, 2])
def test_the_vector_env_with_cities_steps_as_sync_vector_env(workers: int) -> None:
    kwargs = {"edition": "4th", "players": 2, "expansions": BOTH}
    n = 3
    env = InnovationVectorEnv(n, workers=workers, **kwargs)
    ref = SyncVectorEnv(
        [lambda: InnovationGymEnv(**kwargs) for _ in range(n)],
        autoreset_mode=AutoresetMode.NEXT_STEP,
    )
    try:
        assert env.single_observation_space.shape == (10912,)
        assert env.single_action_space.n == 1434
        obs, info = env.reset(seed=6)
        ref_obs, ref_info = ref.reset(seed=6)
        np.testing.assert_array_equal(obs, ref_obs)
        _same(info, ref_info)
        rng = np.random.default_rng(2)
        for _ in range(200):
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


def test_base_and_echoes_games_observe_as_before_beside_cities_games() -> None:
    """The observers of tables with and without Cities are not shared: a base or Echoes game's
    observation has its own layout, whatever Cities games were observed before."""
    cities_game = Game.new("3rd", 2, seed=4, expansions=CITIES)
    assert observation(cities_game, 0).shape == (5029,)
    for expansions, size in (((), 1764), (("echoes",), 4213)):
        other = Game.new("3rd", 2, seed=4, expansions=expansions)
        obs = observation(other, 0)
        assert obs.shape == (size,)
        np.testing.assert_array_equal(obs, observation_from_view(other, 0))
        assert observer(other, 0) is not observer(cities_game, 0)
    rows = obs_layout("3rd+cities").cards(observation(cities_game, 0))
    for c in cities_game.state.players[0].hand:
        assert rows[c.id, MY_HAND] == 1
