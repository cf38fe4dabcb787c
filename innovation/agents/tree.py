"""The ISMCTS tree's hot path (`innovation.agents.ismcts`): its nodes, the walk down from the
root to a new node, and the results added back along the path.

Kept apart from the agent so that it can be compiled with mypyc together with the engine
(setup.py) while the agent class stays a plain Python class others may extend; the pure-Python
module computes exactly the same (tests/agents/test_ismcts_compiled.py).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from ..engine.cards import Card

if TYPE_CHECKING:
    from ..engine.game import Game


class Node:
    __slots__ = ("children", "visits", "avail", "total", "squares")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0  # sum of the results of the player who chose this node
        self.squares = 0.0  # sum of their squares (the spread of the estimate)


def answer_key(answer: Any) -> Any:
    """A hashable key for an answer that is the same in every determinization (cards by id)."""
    kind = type(answer)
    if kind is Card:
        return answer.id
    if kind is tuple:
        if len(answer) == 2:
            x = answer[1]
            return (answer[0], x.id if type(x) is Card else x)
        return answer
    return answer


def descend(
    root: Node,
    g: Game,
    c: float,
    rng: random.Random,
    floor: dict[Any, int],
    path: list[tuple[Node, int]],
) -> None:
    """Walk down from `root`, answering on `g`, until a new node is added (or the game ends):
    only the answers legal in this world count; each node's children are chosen by UCB1 over
    the iterations they were available in; at the root of `analyse`, an answer below its
    minimum visits (`floor`) first. Each node passed, with the player who chose it, is appended
    to `path` once its answer is applied (an answer that raises leaves the path so far)."""
    node = root
    while True:
        d = g.decision
        if d is None:
            return
        options: list[Any] = d.options
        player: int = d.player
        kind: str = d.kind
        children = node.children
        untried: list[int] = []
        best_i = -1
        best_u = -1.0
        for i, option in enumerate(options):
            child = children.get((player, kind, answer_key(option)))
            if child is None:
                untried.append(i)
                continue
            child.avail += 1
            if untried:
                continue
            u = child.total / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
            if u > best_u:
                best_i, best_u = i, u
        if floor and node is root and not untried:
            best_i = below_floor(floor, children, player, kind, options, best_i)
        if untried:
            i = untried[0] if len(untried) == 1 else untried[randbelow(rng, len(untried))]
            child = Node()
            child.avail = 1
            children[(player, kind, answer_key(options[i]))] = child
            g.answer(options[i])
            path.append((child, player))
            return
        child = children[(player, kind, answer_key(options[best_i]))]
        g.answer(options[best_i])
        path.append((child, player))
        node = child


def randbelow(rng: random.Random, n: int) -> int:
    """`rng.choice(range(n))` for n >= 1: the same number and the same draws from `rng`
    (CPython's algorithm, written out to run natively when compiled; checked against
    `random.Random.choice` in tests/agents/test_search_compiled.py). A subclass of
    `random.Random` draws its own way."""
    if type(rng) is not random.Random:
        return rng.choice(range(n))
    k = n.bit_length()
    r = rng.getrandbits(k)
    while r >= n:
        r = rng.getrandbits(k)
    return r


def below_floor(
    floor: dict[Any, int],
    children: dict[Any, Node],
    player: int,
    kind: str,
    options: list[Any],
    best_i: int,
) -> int:
    """At the root of `analyse`: the legal answer furthest below its minimum visits, if any,
    else the UCB choice `best_i`."""
    pick, short = best_i, 0
    for i, option in enumerate(options):
        key = (player, kind, answer_key(option))
        missing = floor.get(key, 0) - children[key].visits
        if missing > short:
            pick, short = i, missing
    return pick


def back_up(path: list[tuple[Node, int]], result: list[float]) -> None:
    """Add each player's result to the nodes they chose along `path`."""
    for child, player in path:
        r = result[player]
        child.visits += 1
        child.total += r
        child.squares += r * r
