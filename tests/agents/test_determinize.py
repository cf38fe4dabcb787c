"""Determinization: a copy the player cannot tell from the real game, that depends only on the
player's view."""

from __future__ import annotations

import random

import pytest

from innovation.agents import determinize as D
from innovation.engine.game import Game

from .helpers import TABLES, check_places, positions


def _public(game: Game) -> dict:
    """Everything public plus each hidden card's age, place by place."""
    st = game.state
    return {
        "hands": [sorted(c.age for c in pl.hand) for pl in st.players],
        "scores": [sorted(c.age for c in pl.score) for pl in st.players],
        "decks": [len(d) for d in st.decks],
        "achievements": sorted(c.age for c in st.achievements),
    }


@pytest.mark.parametrize("players,teams", TABLES)
def test_knowledge_is_never_wrong(players: int, teams: bool) -> None:
    """Every card a player is sure of the place of is really there."""
    for seed in range(6):
        rng = random.Random(seed)
        game = Game.new("3rd", players, seed=seed, teams=teams)
        while game.decision is not None:
            if rng.random() < 0.2:
                for p in range(players):
                    k = D.knowledge(game, p)
                    for cid, place in k.place.items():
                        assert game.state.where[cid] == place
            game.answer(rng.choice(game.decision.options))


@pytest.mark.parametrize("players,teams", TABLES)
def test_copy_looks_the_same_to_the_player(players: int, teams: bool) -> None:
    for game in positions(range(5), players, teams, rate=0.08):
        p = game.decision.player
        copy = D.determinize(game, p, random.Random(7))
        check_places(copy)
        assert copy.view(p) == game.view(p)
        assert _public(copy) == _public(game)
        # the copy plays on: every answer the player may give is accepted
        copy.answer(copy.decision.options[-1])


def test_copy_deals_hidden_cards_again() -> None:
    """Opponents' hands are not simply copied."""
    changed = 0
    for game in positions(range(4), 2, rate=0.1):
        p = game.decision.player
        q = 1 - p
        copy = D.determinize(game, p, random.Random(3))
        if {c.id for c in copy.state.players[q].hand} != {c.id for c in game.state.players[q].hand}:
            changed += 1
    assert changed > 5


def test_first_edition_hidden_covered_cards() -> None:
    for game in positions(range(3), 2, rate=0.1, edition="1st"):
        p = game.decision.player
        copy = D.determinize(game, p, random.Random(1))
        check_places(copy)
        assert copy.view(p) == game.view(p)


@pytest.mark.parametrize("players,teams", [(2, False), (3, False), (4, True)])
def test_copy_depends_only_on_the_view(players: int, teams: bool) -> None:
    """A game reshuffled consistently with the player's view gives the same copy."""
    checked = 0
    for game in positions(range(6), players, teams, rate=0.08):
        p = game.decision.player
        before = dict(D.STATS)
        other = D.determinize(game, p, random.Random(99))
        leaked = any(
            D.STATS[k] != before.get(k, 0) for k in ("mid_pinned", "mid_hands", "mid_real")
        )
        if leaked:
            continue  # the documented fallback keeps touched cards as they are
        a = D.determinize(game, p, random.Random(5))
        b = D.determinize(other, p, random.Random(5))
        assert a.position() == b.position()
        checked += 1
    assert checked > 20


def test_mid_action_copies_replay_consistently() -> None:
    games = positions(range(12), 2, rate=0.3, mid_only=True)
    assert len(games) > 20
    for game in games:
        p = game.decision.player
        copy = D.determinize(game, p, random.Random(2))
        assert copy.view(p) == game.view(p)
        assert [o for o in copy.decision.options] == list(game.decision.options)
        # a clone of the copy replays the action from the dealt checkpoint: same decision
        again = copy.clone()
        again.answer(again.decision.options[0])
    total = sum(D.STATS[k] for k in ("mid_dealt", "mid_pinned", "mid_hands", "mid_real"))
    assert D.STATS["mid_real"] <= 0.05 * total


def test_returned_cards_are_known_until_someone_draws_from_that_pile() -> None:
    """A card returned by a visible event stays known in its age pile."""
    found = 0
    for seed in range(30):
        rng = random.Random(seed)
        game = Game.new("3rd", 2, seed=seed)
        while game.decision is not None and found < 3:
            for p in (0, 1):
                k = D.knowledge(game, p)
                decked = [cid for cid, (kind, _) in k.place.items() if kind == 0]
                if decked:
                    copy = D.determinize(game, p, random.Random(1))
                    for cid in decked:
                        assert copy.state.where[cid] == game.state.where[cid]
                        age = game.state.where[cid][1]
                        real = [c.id for c in game.state.decks[age]]
                        dealt = [c.id for c in copy.state.decks[age]]
                        assert real.index(cid) == dealt.index(cid)
                    found += 1
            game.answer(rng.choice(game.decision.options))
    assert found
