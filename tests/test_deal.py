"""The deal (innovation/engine/deal.py): deterministic for a given seed, unpredictable without
it, every order of a pile as likely, and records made with the former generator still replay."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from innovation.engine.deal import DEAL, LEGACY_DEAL, SEED_BITS, DealRandom, shuffler
from innovation.engine.game import Game
from innovation.engine.records import GameRecord
from innovation.engine.scenario import position
from innovation.engine.views import view


def _piles(game: Game) -> list[list[str]]:
    return [[c.name for c in deck] for deck in game.state.decks]


def test_a_seed_always_gives_the_same_deal() -> None:
    seed = 2**127 + 12345
    a, b = Game.new("3rd", 2, seed=seed), Game.new("3rd", 2, seed=seed)
    assert _piles(a) == _piles(b) and view(a, 0) == view(b, 0)
    assert _piles(Game.new("3rd", 2, seed=seed + 1)) != _piles(a)
    assert a.deal == DEAL == "blake2b"


def test_the_legacy_deal_is_the_former_one() -> None:
    """Python's Mersenne Twister seeded with the seed, each pile shuffled in turn: what every
    game was dealt with before issue 19 (so old records and databases replay)."""
    game = Game.new("3rd", 2, seed=7, deal=LEGACY_DEAL)
    rng = random.Random(7)
    expected = []
    blank = Game._blank("3rd", 2, 7, False, None)
    for age in range(1, blank.edition.max_age + 1):
        deck = list(blank.state.decks[age])
        rng.shuffle(deck)
        expected.append([c.name for c in deck])
    # the deal then takes achievements off the tops and two 1s per hand
    got = _piles(game)
    for age in range(2, blank.edition.max_age + 1):
        assert got[age] == expected[age - 1][: len(got[age])]


def test_records_keep_their_deal() -> None:
    rng = random.Random(3)
    for deal in (DEAL, LEGACY_DEAL):
        game = Game.new("4th", 3, seed=99, deal=deal)
        for _ in range(60):
            if game.decision is None:
                break
            game.answer(rng.choice(game.decision.options))
        data = GameRecord.of(game).to_json()
        assert data["deal"] == deal
        again = GameRecord.from_json(data).replay()
        assert position(again) == position(game)
    # a record written before the deal had a name was dealt with the legacy generator
    old = GameRecord.of(Game.new("3rd", 2, seed=5, deal=LEGACY_DEAL)).to_json()
    del old["deal"]
    assert _piles(GameRecord.from_json(old).initial()) == _piles(
        Game.new("3rd", 2, seed=5, deal=LEGACY_DEAL)
    )
    with pytest.raises(ValueError):
        GameRecord.from_json({**old, "deal": "dice"})
    with pytest.raises(ValueError):
        GameRecord.from_json({**old, "seed": True})


def test_draws_are_unbiased_and_shuffles_uniform() -> None:
    r = DealRandom(1)
    counts = Counter(r.randbelow(6) for _ in range(60_000))
    assert set(counts) == set(range(6))
    assert all(abs(c - 10_000) < 500 for c in counts.values())  # ~5 standard deviations
    orders: Counter[tuple[int, ...]] = Counter()
    for seed in range(12_000):
        items = [0, 1, 2]
        DealRandom(seed).shuffle(items)
        orders[tuple(items)] += 1
    assert len(orders) == 6 and all(abs(c - 2000) < 250 for c in orders.values())
    with pytest.raises(TypeError):
        DealRandom(True)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        shuffler(1, "dice")


def test_streams_of_near_seeds_share_nothing() -> None:
    """Seeds that differ in one bit (or a purpose) give unrelated streams."""
    base = 2**SEED_BITS - 1
    streams = {tuple(DealRandom(base ^ (1 << i)).randbelow(2**32) for _ in range(4))
               for i in range(SEED_BITS)}
    assert len(streams) == SEED_BITS
    assert [DealRandom(5, "a").randbelow(2**32) for _ in range(4)] != [
        DealRandom(5, "b").randbelow(2**32) for _ in range(4)
    ]
