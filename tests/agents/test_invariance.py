"""Every AI decides from its own player's view only.

The agents are handed the real game. Here the hidden cards of real positions are reshuffled
consistently with the deciding player's view — by a determinization with another generator,
and by a hand-made swap of two same-age hidden cards between an opponent's hand (or, in the 4th
edition, the junk) and an age pile — and a seeded agent must make exactly the same decision in
both games. The 4th edition is checked at 2 to 6 players, with teams of several shapes and
with eliminated players.

A copy made in the middle of an action never keeps a real hidden card (issue 19): where no deal
fits what the player saw, the agent decides without that copy, in both games alike.
"""

from __future__ import annotations

import contextlib
import random

import pytest

from innovation.agents import determinize as D
from innovation.agents import make_agent
from innovation.engine.game import Game
from innovation.engine.scenario import position
from innovation.engine.state import DECK, HAND, JUNK
from innovation.engine.views import view

from .helpers import positions

AGENTS = ["heuristic", "ismcts:40i"]


def _same_decision(spec: str, a: Game, b: Game) -> bool:
    """Whether a seeded agent answers the same in both games."""
    x = make_agent(spec, seed=11).choose(a)
    y = make_agent(spec, seed=11).choose(b)
    return x == y or x is y


def _reshuffles(game: Game, count: int) -> list[Game]:
    p = game.decision.player
    out = []
    for i in range(count):
        with contextlib.suppress(D.NoConsistentDeal):  # no deal fits: nothing to compare
            out.append(D.determinize(game, p, random.Random(1000 + i)))
    return out


@pytest.mark.parametrize("spec", AGENTS)
@pytest.mark.parametrize("players", [2, 3])
def test_reshuffled_hidden_cards_do_not_change_the_decision(spec: str, players: int) -> None:
    games = positions(range(4), players, rate=0.04)
    games += positions(range(10, 14), players, rate=0.08, mid_only=True)
    checked, mid = _check_reshuffles(spec, games)
    assert checked > 20 and mid > 5


@pytest.mark.parametrize("spec", AGENTS)
def test_echoes_reshuffles_do_not_change_the_decision(spec: str) -> None:
    """Echoes of the Past: opponents' forecasts and the Echoes piles are dealt again (each card
    as one of its set and age), and a seeded agent decides the same."""
    games = positions(range(3), 2, rate=0.04, expansions=("echoes",))
    games += positions(range(10, 13), 3, rate=0.08, mid_only=True, expansions=("echoes",))
    forecasts = sum(1 for g in games for pl in g.state.players if pl.forecast)
    checked, mid = _check_reshuffles(spec, games)
    assert checked > 15 and mid > 3 and forecasts > 0


def _check_reshuffles(spec: str, games: list[Game]) -> tuple[int, int]:
    checked = mid = 0
    for game in games:
        for other in _reshuffles(game, 2):
            assert _same_decision(spec, game, other), (spec, game.decision.prompt)
            checked += 1
            mid += game._step is not None
    return checked, mid


@pytest.mark.parametrize("spec", AGENTS)
@pytest.mark.parametrize(
    "players,teams", [(2, False), (3, False), (5, False), (6, False), (3, "AAB"), (6, "AAABBB")]
)
def test_fourth_edition_reshuffles_do_not_change_the_decision(
    spec: str, players: int, teams: bool | str
) -> None:
    """The 4th edition: the junk, achievements nobody sees, 5-6 players, teams of any shape,
    and (from 3 players) eliminated players."""
    concede = 0.004 if players > 2 else 0.0
    games = positions(range(3), players, teams, rate=0.03, edition="4th", concede=concede)
    games += positions(
        range(10, 13), players, teams, rate=0.06, edition="4th", mid_only=True, concede=concede
    )
    checked, mid = _check_reshuffles(spec, games)
    assert checked > 15 and mid > 3


def _replaced(group: tuple, old: object, new: object) -> tuple:
    return tuple(new if c is old else c for c in group)


def _swap(game: Game, junk: bool = False) -> Game | None:
    """Swap a hidden card of an opponent's hand (with `junk`: of the junk) with a hidden card
    of the same age in its pile, the top one if possible (with `junk`, else with an available
    achievement of that age); both unknown to the deciding player and untouched by the current
    action."""
    p = game.decision.player
    pinned = D.pinned_ids(game, p) | D.touched_ids(game)
    st = game.state
    holders = [-1] if junk else [q for q in range(game.n_players) if q != p]
    for q in holders:
        for card in st.junk if q < 0 else st.players[q].hand:
            if card.id in pinned:
                continue
            partners = list(reversed(st.decks[card.age]))  # the top card first: drawn next
            if junk:
                partners += [c for c in st.achievements if c.age == card.age]
            for other in partners:
                if other.id in pinned:
                    continue
                other_place = st.where[other.id]
                g = game.clone()
                for s in [g.state] + ([g._checkpoint] if g._checkpoint is not None else []):
                    if s is g._checkpoint:
                        s = s.copy()
                        g._checkpoint = s
                    if q < 0:
                        s.junk = _replaced(s.junk, card, other)
                        s.where[other.id] = (JUNK, 0)
                    else:
                        pl = s.players[q]
                        pl.hand = _replaced(pl.hand, card, other)
                        s.where[other.id] = (HAND, q)
                    if other_place[0] == DECK:
                        s.decks[card.age] = _replaced(s.decks[card.age], other, card)
                    else:
                        s.achievements = _replaced(s.achievements, other, card)
                    s.where[card.id] = other_place
                if g._checkpoint is not None:
                    # the action must replay to the same point from the swapped start
                    check = g.clone()
                    check.state = g._checkpoint.copy()
                    check._replay_step()
                    if (
                        check.decision is None
                        or check.decision.prompt != game.decision.prompt
                        or view(check, p) != view(game, p)
                    ):
                        continue
                return g
    return None


@pytest.mark.parametrize("spec", AGENTS)
def test_swapping_two_hidden_cards_does_not_change_the_decision(spec: str) -> None:
    games = positions(range(20, 26), 2, rate=0.05)
    games += positions(range(30, 36), 2, rate=0.1, mid_only=True)
    assert _check_swaps(spec, games) > 15


def _junk_positions() -> list[Game]:
    """4th-edition positions whose junk holds cards."""
    games = positions(range(40, 48), 2, rate=0.04, edition="4th")
    return [g for g in games if g.state.junk][:30]


def _check_swaps(spec: str, games: list[Game], junk: bool = False) -> int:
    checked = 0
    for game in games:
        swapped = _swap(game, junk)
        if swapped is None:
            continue
        assert view(swapped, game.decision.player) == view(game, game.decision.player)
        assert _same_decision(spec, game, swapped), (spec, game.decision.prompt)
        checked += 1
    return checked


@pytest.mark.parametrize("spec", AGENTS)
@pytest.mark.parametrize("junk", [False, True])
def test_fourth_edition_swaps_do_not_change_the_decision(spec: str, junk: bool) -> None:
    """An opponent's hidden hand card, or a junked card nobody saw, swapped with a card of the
    same age in its pile."""
    if junk:
        games = _junk_positions()
    else:
        games = positions(range(20, 24), 2, rate=0.05, edition="4th")
    games += positions(range(30, 34), 3, rate=0.08, edition="4th", mid_only=True, concede=0.004)
    assert _check_swaps(spec, games, junk) > 10


def test_the_swap_does_change_the_hidden_cards() -> None:
    """A sanity check of the test above: the swap is a real change that matters to a cheater."""
    changed = 0
    for game in positions(range(20, 23), 2, rate=0.05):
        swapped = _swap(game)
        if swapped is not None and position(swapped) != position(game):
            changed += 1
    assert changed > 3
    junked = 0
    for game in _junk_positions():
        swapped = _swap(game, junk=True)
        if swapped is not None:
            assert swapped.state.junk != game.state.junk
            junked += 1
    assert junked > 3
