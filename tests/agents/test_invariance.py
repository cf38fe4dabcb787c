"""Every AI decides from its own player's view only.

The agents are handed the real game. Here the hidden cards of real positions are reshuffled
consistently with the deciding player's view — by a determinization with another generator,
and by a hand-made swap of two same-age hidden cards between an opponent's hand and an age
pile — and a seeded agent must make exactly the same decision in both games.
"""

from __future__ import annotations

import random

import pytest

from innovation.agents import determinize as D
from innovation.agents import make_agent
from innovation.engine.game import Game
from innovation.engine.state import DECK, HAND

from .helpers import positions

AGENTS = ["heuristic", "ismcts:40i"]


def _leaky(before: dict[str, int]) -> bool:
    return any(D.STATS[k] != before.get(k, 0) for k in ("mid_pinned", "mid_hands", "mid_real"))


def _same_decision(spec: str, a: Game, b: Game) -> bool:
    x = make_agent(spec, seed=11).choose(a)
    y = make_agent(spec, seed=11).choose(b)
    return x == y or x is y


def _reshuffles(game: Game, count: int) -> list[Game]:
    p = game.decision.player
    out = []
    for i in range(count):
        before = dict(D.STATS)
        other = D.determinize(game, p, random.Random(1000 + i))
        if not _leaky(before):
            out.append(other)
    return out


@pytest.mark.parametrize("spec", AGENTS)
@pytest.mark.parametrize("players", [2, 3])
def test_reshuffled_hidden_cards_do_not_change_the_decision(spec: str, players: int) -> None:
    games = positions(range(4), players, rate=0.04)
    games += positions(range(10, 14), players, rate=0.08, mid_only=True)
    checked = mid = 0
    for game in games:
        for other in _reshuffles(game, 2):
            assert _same_decision(spec, game, other), (spec, game.decision.prompt)
            checked += 1
            mid += game._step is not None
    assert checked > 20 and mid > 5


def _swap(game: Game) -> Game | None:
    """Swap a hidden card of an opponent's hand with a hidden card of the same age in its pile,
    the top one if possible (both unknown to the deciding player and untouched by the current
    action)."""
    p = game.decision.player
    pinned = D.pinned_ids(game, p) | D.touched_ids(game)
    st = game.state
    for q in range(game.n_players):
        if q == p:
            continue
        for card in st.players[q].hand:
            if card.id in pinned:
                continue
            deck = st.decks[card.age]
            for other in reversed(deck):  # the top card first: the next one drawn
                if other.id in pinned:
                    continue
                g = game.clone()
                for s in [g.state] + ([g._checkpoint] if g._checkpoint is not None else []):
                    if s is g._checkpoint:
                        s = s.copy()
                        g._checkpoint = s
                    pl = s.players[q]
                    pl.hand = tuple(other if c is card else c for c in pl.hand)
                    s.decks[card.age] = tuple(card if c is other else c for c in s.decks[card.age])
                    s.where[card.id] = (DECK, card.age)
                    s.where[other.id] = (HAND, q)
                if g._checkpoint is not None:
                    # the action must replay to the same point from the swapped start
                    check = g.clone()
                    check.state = g._checkpoint.copy()
                    check._replay_step()
                    if (
                        check.decision is None
                        or check.decision.prompt != game.decision.prompt
                        or check.view(p) != game.view(p)
                    ):
                        continue
                return g
    return None


@pytest.mark.parametrize("spec", AGENTS)
def test_swapping_two_hidden_cards_does_not_change_the_decision(spec: str) -> None:
    games = positions(range(20, 26), 2, rate=0.05)
    games += positions(range(30, 36), 2, rate=0.1, mid_only=True)
    checked = 0
    for game in games:
        swapped = _swap(game)
        if swapped is None:
            continue
        assert swapped.view(game.decision.player) == game.view(game.decision.player)
        assert _same_decision(spec, game, swapped), (spec, game.decision.prompt)
        checked += 1
    assert checked > 15


def test_the_swap_does_change_the_hidden_cards() -> None:
    """A sanity check of the test above: the swap is a real change that matters to a cheater."""
    changed = 0
    for game in positions(range(20, 23), 2, rate=0.05):
        swapped = _swap(game)
        if swapped is not None and swapped.position() != game.position():
            changed += 1
    assert changed > 3
