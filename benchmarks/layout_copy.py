"""The data-layout question of issue 24, measured: copying a state that shares its groups of
cards (tuples) against copying the same cards as arrays of integer ids.

    python benchmarks/layout_copy.py              # the engine as installed (compiled if built)
    INNOVATION_PURE=1 python benchmarks/layout_copy.py

A mid-game position (3rd edition, seed 3, 120 random answers) is copied as the engine copies
it (`State.copy`: the tuples shared, the short lists holding them copied), and its 30 groups
(per player a hand, a score pile, achievements and five piles; the age piles, the available
achievements, the removed cards and the junk) as bytearrays of card ids, one per group, and as
one flat bytearray of every card's place. Reading a hand as `Card`s from the tuple and from
ids (`cards[i]` per card) is timed too. `timeit`, best of 7, in µs. docs/benchmarks.md (the
data layout) has a run and what it says.
"""

from __future__ import annotations

import random
import timeit

from innovation.engine import BUILD
from innovation.engine.game import Game


def best(f: object, n: int = 100_000) -> float:
    return min(timeit.repeat(f, number=n, repeat=7)) / n * 1e6  # type: ignore[arg-type]


def main() -> None:
    g = Game.new("3rd", 2, seed=3)
    rng = random.Random(3)
    for _ in range(120):
        if g.decision is None:
            break
        g.answer(rng.choice(g.decision.options))
    st = g.state
    groups: list[tuple] = []  # type: ignore[type-arg]
    for pl in st.players:
        groups += [pl.hand, pl.score, pl.achieved, *pl.piles]
    groups += [*st.decks, st.achievements, st.removed, st.junk]
    ids = [bytearray(0 if isinstance(c, str) else c.id for c in group) for group in groups]
    flat = bytearray(2 * len(st.where))
    cards = g.edition.cards
    p = max(range(len(st.players)), key=lambda q: len(st.players[q].hand))
    hand = st.players[p].hand
    hand_ids = bytearray(c.id for c in hand)
    print(f"engine {BUILD}; {len(groups)} groups, {sum(map(len, groups))} cards, hand of {len(hand)}")
    print(f"State.copy (the tuples shared)            {best(st.copy):7.3f} us")
    print(f"the groups copied as bytearrays of ids    {best(lambda: [a[:] for a in ids]):7.3f} us")
    print(f"one flat bytearray of every card's place  {best(lambda: flat[:]):7.3f} us")
    print(f"a hand read as cards, from the tuple      {best(lambda: [c.age for c in hand]):7.3f} us")
    print(f"a hand read as cards, from ids            {best(lambda: [cards[i].age for i in hand_ids]):7.3f} us")


if __name__ == "__main__":
    main()
