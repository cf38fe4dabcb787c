"""The observation shows a player exactly what `game.view` lets them see.

The fast encoder must equal the one built from the view alone; swapping hidden cards must not
change it, and changes p can see must."""

from __future__ import annotations

import random

import numpy as np
import pytest

from innovation import Game
from innovation.engine.cards import UNSPLAYED
from innovation.engine.state import BOARD, DECK, HAND, SCORE
from innovation.rl.observation import (
    CARD_COLUMNS,
    DECISION_CARD,
    KINDS,
    MY_HAND,
    MY_SCORE,
    N_PLACES,
    SETUP_CHOICE,
    UNKNOWN,
    obs_layout,
    observation,
    observation_from_view,
    observation_high,
)

from .helpers import EDITIONS, TABLES, positions, random_games


def test_layout_sizes() -> None:
    for edition in EDITIONS:
        lay = obs_layout(edition)
        assert lay.card_columns == CARD_COLUMNS == 13
        assert lay.seat_size == 89
        assert lay.size == 105 * 13 + 4 * 89 + 43 == 1764
        assert max(s.stop for s in lay.global_fields.values()) == lay.size


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_the_fast_encoding_equals_the_view_encoding(
    edition: str, players: int, teams: bool
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


def _swap_cards(game: Game, a, b) -> Game:
    """A copy of `game` with cards a and b exchanging places (their piles and `where`)."""
    g = game.clone()
    st = g.state
    st.thaw()
    places = {a.id: st.where[a.id], b.id: st.where[b.id]}
    for group in _groups(st):
        for i, c in enumerate(group):
            if c is a:
                group[i] = b
            elif c is b:
                group[i] = a
    st.where[a.id], st.where[b.id] = places[b.id], places[a.id]
    st.freeze()
    for pl in st.players:
        for color in range(5):
            pl.refresh_pile(color)
    return g


def _groups(st) -> list[list]:
    out = list(st.decks)
    for pl in st.players:
        out += [pl.hand, pl.score, *pl.piles]
    return out


def _hidden_swaps(game: Game, p: int, rng: random.Random) -> list[tuple]:
    """Pairs of cards p cannot tell apart: an opponent's hand or score card and a deck card of
    the same age; with covered cards hidden, an opponent's covered card in an unsplayed pile
    and a deck card of the same age and colour."""
    st = game.state
    pairs = []
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


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("players", "teams"), [(2, False), (3, False), (4, True)])
def test_hidden_cards_do_not_change_the_observation(
    edition: str, players: int, teams: bool
) -> None:
    rng = random.Random(5)
    checked = {HAND: 0, SCORE: 0, BOARD: 0}
    for hide in (False, True):
        for game in positions(range(2), players, teams, edition, rate=0.15, hide_covered=hide):
            p = game.decision.player
            before = observation(game, p)
            for a, b in _hidden_swaps(game, p, rng)[:4]:
                place = game.state.where[a.id][0]
                swapped = _swap_cards(game, a, b)
                assert swapped.state.where[b.id] == game.state.where[a.id]
                assert swapped.state.where[a.id][0] == DECK
                assert swapped.view(p, log=False) == game.view(p, log=False)  # really hidden
                np.testing.assert_array_equal(observation(swapped, p), before)
                np.testing.assert_array_equal(observation_from_view(swapped, p), before)
                checked[place] += 1
    assert checked[HAND] > 10 and checked[SCORE] > 3
    if edition == "1st":
        assert checked[BOARD] > 0


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
            assert (rows[:, :N_PLACES].sum(axis=1) == 1).all()  # one place per card
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
            assert rows[:, DECISION_CARD].sum() == (1 if mine else 0)
            if mine:
                assert rows[d.card.id, DECISION_CARD] == 1
            assert rows[:, SETUP_CHOICE].sum() == (
                1 if st.phase == "setup" and st.setup_choices[p] is not None else 0
            )
