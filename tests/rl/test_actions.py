"""The fixed action space: every legal answer has its own index, the mask is exactly the legal
answers, and index and answer map back and forth, over random games of every table size and
both editions."""

from __future__ import annotations

import random
from collections import Counter

import numpy as np
import pytest

from innovation import Game
from innovation.engine.cards import Card
from innovation.engine.decisions import OPTION, PLAYER
from innovation.rl import actions as A

from .helpers import EDITIONS, TABLES, random_games

ALL_KINDS = {"action", "setup", "card", "color", "player", "yesno", "option", "value"}


def test_the_layout_is_fixed_and_covers_the_space() -> None:
    for edition in EDITIONS:
        lay = A.layout(edition)
        assert A.action_size(edition) == lay.size == 353
        at = 0
        for _name, start, width in lay.blocks():
            assert start == at
            at += width
        assert at == lay.size
        assert lay.describe(lay.meld + 3) == "meld 3"
        assert lay.describe(lay.achieve) == "achieve 1"
        assert lay.describe(lay.pass_) == "pass"


def _same(a: object, b: object) -> bool:
    return a is b if isinstance(a, Card) or a is None else a == b and type(a) is type(b)


def _check_decision(game: Game, rng: random.Random) -> None:
    d = game.decision
    lay = A.layout(game.edition)
    indices = A.legal_actions(game)
    assert len(set(indices)) == len(indices) == len(d.options)  # distinct slots
    mask = A.legal_mask(game)
    assert mask.dtype == np.bool_ and mask.shape == (lay.size,)
    assert set(np.flatnonzero(mask)) == set(indices)  # exactly the legal answers
    for option, index in zip(d.options, indices, strict=True):
        assert A.encode(game, option) == index
        assert _same(A.decode(game, index), option)
        if d.kind == PLAYER and option is not None:
            assert index - lay.player == (option - d.player) % game.n_players
        if d.kind == OPTION:
            assert index - lay.option == d.options.index(option) < A.MAX_OPTIONS
    illegal = [i for i in rng.sample(range(lay.size), 12) if not mask[i]]
    for i in illegal[:3]:
        with pytest.raises(A.IllegalAction, match="not legal"):
            A.decode(game, i)


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize(("players", "teams"), TABLES)
def test_masks_and_round_trips_over_random_games(edition: str, players: int, teams: bool) -> None:
    rng = random.Random(players)
    kinds: Counter[str] = Counter()
    for game in random_games(range(3), players, teams, edition):
        if game.decision is None:
            assert not A.legal_mask(game).any()
            continue
        kinds[game.decision.kind] += 1
        _check_decision(game, rng)
    assert {"action", "setup", "card", "yesno", "color"} <= set(kinds)


def test_every_decision_kind_is_covered() -> None:
    """The rare kinds (player, option, value) come up too, in both editions."""
    rng = random.Random(0)
    for edition in EDITIONS:
        kinds: set[str] = set()
        for game in random_games(range(40), 2, False, edition):
            if game.decision is not None and game.decision.kind not in ("action", "card"):
                kinds.add(game.decision.kind)
                _check_decision(game, rng)
        assert kinds | {"action", "card"} == ALL_KINDS, edition


def test_bad_indices_are_refused_with_a_clear_error_and_change_nothing() -> None:
    game = Game.new("3rd", 2, seed=3)
    before = game.position()
    for bad in (-1, 353, 10_000, "draw", None, 2.5):
        with pytest.raises(A.IllegalAction):
            A.decode(game, bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"draw\) is not legal.*setup.*legal actions: \d+ \(card"):
        A.decode(game, 0)  # draw while choosing the setup card
    assert game.position() == before
    with pytest.raises(A.IllegalAction):
        A.encode(game, ("draw",))
    assert A.decode(game, np.int64(A.legal_actions(game)[0])) in game.decision.options


def test_finished_games_have_no_legal_actions() -> None:
    *_, game = random_games(range(1), 2, False, "3rd")
    assert game.over
    assert A.legal_actions(game) == [] and not A.legal_mask(game).any()
    with pytest.raises(A.IllegalAction, match="over"):
        A.decode(game, 0)
