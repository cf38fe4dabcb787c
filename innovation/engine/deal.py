"""The deal's random generator: the seed of a game decides the order of every age pile, and
nothing a player sees reveals the seed or the rest of the order (docs/engine.md, "The deal").

`DealRandom` is a deterministic generator built on BLAKE2b in keyed mode (a pseudorandom
function): the key is a hash of the seed, and block i of the stream is BLAKE2b(i) under that key.
Knowing any number of blocks tells nothing about the key or about the other blocks, unlike
Python's Mersenne Twister, whose whole state follows from 624 of its outputs. Shuffles are
Fisher–Yates with unbiased draws (rejection sampling on just enough bits), so every order of a
pile is equally likely.

Records made before this generator existed were dealt by ``random.Random(seed)``: a record says
which deal it used (`GameRecord.deal`), and `shuffler` gives either, so every record replays as
it was played.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

DEAL = "blake2b"  # how every new game is dealt
LEGACY_DEAL = "mt"  # records made before (Python's random.Random(seed))
DEALS = (DEAL, LEGACY_DEAL)
SEED_BITS = 128  # the server's seeds for games between people: secrets.randbits(SEED_BITS)

_BLOCK = 64  # bytes of stream per BLAKE2b call


class DealRandom:
    """A deterministic, unpredictable stream of numbers for one seed and one purpose."""

    __slots__ = ("_key", "_counter", "_pool", "_bits")

    def __init__(self, seed: object, purpose: str = "deal") -> None:
        # `seed` is a whole number; typed `object` because anything else is refused here (a
        # compiled `int` parameter would take True as 1 before the check could see a bool)
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"a seed is a whole number, not {seed!r}")
        material = f"{purpose}\x00{seed}".encode()
        self._key = hashlib.blake2b(material, digest_size=32, person=b"innovation-deal").digest()
        self._counter = 0
        self._pool = 0
        self._bits = 0

    def _refill(self) -> None:
        block = hashlib.blake2b(
            self._counter.to_bytes(8, "little"), key=self._key, digest_size=_BLOCK
        ).digest()
        self._counter += 1
        self._pool |= int.from_bytes(block, "little") << self._bits
        self._bits += 8 * _BLOCK

    def randbelow(self, n: int) -> int:
        """A whole number from 0 to n-1, each equally likely."""
        if n <= 1:
            if n == 1:
                return 0
            raise ValueError("randbelow needs a positive bound")
        k = (n - 1).bit_length()
        mask = (1 << k) - 1
        while True:
            if self._bits < k:
                self._refill()
            x = self._pool & mask
            self._pool >>= k
            self._bits -= k
            if x < n:
                return x

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle `items` in place (Fisher–Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]


def shuffler(seed: int, deal: str) -> DealRandom | random.Random:
    """The generator a game dealt with `deal` shuffles its piles with."""
    if deal == DEAL:
        return DealRandom(seed)
    if deal == LEGACY_DEAL:
        return random.Random(seed)
    raise ValueError(f"unknown deal {deal!r}; known: {', '.join(DEALS)}")
