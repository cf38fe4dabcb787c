"""`ismcts`: information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley
and Whitehouse 2012), for any number of players and teams.

Each iteration

1. takes a world consistent with what the deciding player has seen (`determinize`: hidden
   hands, score piles, age-pile order and achievement faces dealt again; `worlds` of them are
   dealt per decision and reused in turn, a copy being much cheaper than a deal);
2. walks down the tree, which is keyed by answers (cards by id) and shared by all the sampled
   worlds. Only the answers legal in this world are considered; a node's children are chosen
   by UCB1 counted over the iterations in which the child was available ("availability");
   every decision is a node, whoever makes it (each player maximises their own result);
3. adds one new node and scores the position reached with the evaluation function
   (`evaluation.win_probs`, a win probability for every player), optionally after `rollout`
   random decisions (0 by default: the evaluation is used at once); in a game with an
   expansion (`finish`), once the rest of the leaf's action is played at random, so that an
   Echoes Meld's promotion or a card's draw-then-return is scored whole (docs/ai.md);
4. adds those probabilities to the statistics of the nodes it went through, each node counting
   the result of the player who chose it.

The answer is the root's most visited child. The budget is a number of iterations or seconds
per decision (levels below). Randomness comes only from the agent's own seeded generator, so
with an iteration budget a decision depends only on the player's view and the seed.

`analyse` runs the same search and returns what it found for every legal answer (visits and
estimated chance to win), for the coach (`innovation.coach`: hints and the post-game review).
It can give every root answer a minimum number of visits (`floor`), so that the estimate of an
answer the search would rarely try (the one a person chose) rests on more than a few samples.
"""

from __future__ import annotations

import gc
import math
import random
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.decisions import ACTION
from . import register
from .base import Agent
from .common import SEARCH, answer_key, without_search
from .determinize import NoConsistentDeal, determinize
from .evaluation import win_probs
from .tree import Node, back_up, below_floor, descend, randbelow

if TYPE_CHECKING:
    from ..engine.game import Game

# level -> budget. Seconds are a ceiling per decision; small decisions use less.
LEVELS: dict[str, dict[str, Any]] = {
    "1": {"seconds": 0.1},
    "2": {"seconds": 0.3},
    "3": {"seconds": 1.0},
}
DEFAULT_LEVEL = "2"
SAFETY = 0.85  # the share of a time budget spent searching
FINISH_STEPS = 24  # random answers at most to finish a leaf's action (`ISMCTSAgent.play_out`)


def parse_level(level: str | int | None) -> tuple[int | None, float | None]:
    """A level: "1", "2", "3" (see LEVELS), "500i" (iterations) or "0.5s" (seconds)."""
    text = str(level if level is not None else DEFAULT_LEVEL).strip().lower()
    if text in LEVELS:
        preset = LEVELS[text]
        return preset.get("iterations"), preset.get("seconds")
    try:
        if text.endswith("i"):
            return int(text[:-1]), None
        if text.endswith("s"):
            return None, float(text[:-1])
    except ValueError:
        pass
    raise ValueError(
        f"unknown ismcts level {level!r}: use 1, 2, 3, a number of iterations like 500i "
        "or seconds per decision like 0.5s"
    )


@dataclass
class Estimate:
    """What a search found for one legal answer: how often it was tried, and the mean chance to
    win of the deciding player over those tries (None if never tried)."""

    answer: Any
    visits: int
    win: float | None
    floor: int = 0  # visits the analysis imposed (see `ISMCTSAgent.analyse`)
    # the standard error of `win` (the spread of the results over the visits, over the square
    # root of the visits); None with fewer than two visits
    error: float | None = None

    @property
    def chosen_visits(self) -> int:
        """Visits the search chose freely, beyond the imposed ones: its preference."""
        return max(0, self.visits - self.floor)


@dataclass
class Analysis:
    """The root of one search: an estimate per legal answer, in the decision's order."""

    player: int
    estimates: list[Estimate]
    iterations: int
    seconds: float

    def best(self) -> Estimate:
        """The answer the search prefers: the most visited (not counting imposed visits), then
        the higher chance, then the earlier answer — without floors, what `choose` plays."""
        es = self.estimates
        i = min(range(len(es)), key=lambda i: (-es[i].chosen_visits, -(es[i].win or 0.0), i))
        return es[i]

    def ranked(self) -> list[Estimate]:
        """`best()` first, then the others by estimated chance (untried answers last). The
        search spends nearly all its visits on its favourite, so the others' visits mostly
        reflect the floor, not a preference."""
        top = self.best()
        rest = [e for e in self.estimates if e is not top]
        rest.sort(key=lambda e: -1.0 if e.win is None else -e.win)
        return [top, *rest]

    def of(self, answer: Any) -> Estimate:
        """The estimate of one legal answer (compared by answer key: cards by id)."""
        key = answer_key(answer)
        for e in self.estimates:
            if answer_key(e.answer) == key:
                return e
        raise ValueError(f"{answer!r} is not one of the analysed answers")


class ISMCTSAgent(Agent):
    name = "ismcts"

    def __init__(
        self,
        seed: int | None = None,
        level: str | int | None = None,
        iterations: int | None = None,
        seconds: float | None = None,
        exploration: float = 0.05,
        rollout: int = 0,
        finish: bool | None = None,
        worlds: int = 48,
        weights: tuple[float, ...] | None = None,
        **_: Any,
    ) -> None:
        if iterations is None and seconds is None:
            iterations, seconds = parse_level(level)
        self.iterations = iterations
        self.seconds = seconds
        self.c = exploration
        self.rollout = rollout
        # finish the action a leaf is in (at random) before scoring it; None: only in games
        # with an expansion (see `play_out`)
        self.finish = finish
        self._finish = False
        self.worlds = worlds  # determinizations per decision, reused in turn
        # None: each game's edition's own weights (`evaluation.PROFILES`)
        self.weights = tuple(weights) if weights is not None else None
        self.rng = random.Random(seed)
        self.last_iterations = 0
        self.last_seconds = 0.0
        # when the table asked for the next answer (`time.monotonic()`, set by whoever asks
        # through a queue or another process: `server.aiwork`), so that waiting for a worker
        # comes out of the budget rather than on top of it; used by one `choose`, then cleared
        self.budget_began: float | None = None
        self._done = 0
        # root answers' minimum visits (`analyse` only): answer key -> visits
        self._floor: dict[Any, int] = {}

    # ------------------------------------------------------------------------------------
    def choose(self, game: Game) -> Any:
        answer = without_search(game)
        if answer is not SEARCH:
            return answer
        d = game.decision
        assert d is not None
        start = time.perf_counter()
        began, self.budget_began = self.budget_began, None
        deadline = None
        if self.seconds is not None:
            # stop early enough that the last iteration and the answer fit in the budget
            share = self.seconds if d.kind == ACTION else self.seconds * 0.5
            waited = max(0.0, time.monotonic() - began) if began is not None else 0.0
            deadline = start + share * SAFETY - waited
        root = self._run(game, self.iterations, deadline, start)
        return self.best(root, game)

    def analyse(
        self,
        game: Game,
        seconds: float | None = None,
        iterations: int | None = None,
        floor: int = 0,
        focus: Any = None,
        focus_floor: int = 0,
    ) -> Analysis:
        """Search the pending decision from its player's view and report every legal answer.

        The budget is `seconds` (the whole of it, whatever the decision's kind) or `iterations`,
        else the agent's own. `floor`: every root answer is tried at least that many times
        (budget allowing) before the search chooses freely; `focus`, one legal answer, is tried
        at least `focus_floor` times. The search is the agent's, so with an iteration budget
        and a seed the result depends only on the player's view."""
        d = game.decision
        if d is None:
            raise ValueError("the game is over: there is no decision to analyse")
        start = time.perf_counter()
        if seconds is None and iterations is None:
            seconds, iterations = self.seconds, self.iterations
        deadline = start + seconds * SAFETY if seconds is not None else None
        self._floor = {}
        if floor or focus_floor:
            for option in d.options:
                self._floor[(d.player, d.kind, answer_key(option))] = floor
            if focus is not None:
                key = (d.player, d.kind, answer_key(focus))
                self._floor[key] = max(floor, focus_floor)
        floors = self._floor
        try:
            root = self._run(game, iterations, deadline, start)
        finally:
            self._floor = {}
        estimates = []
        for option in d.options:
            key = (d.player, d.kind, answer_key(option))
            child = root.children.get(key)
            imposed = floors.get(key, 0)
            if child is None or not child.visits:
                estimates.append(Estimate(option, 0, None, imposed))
            else:
                v = child.visits
                win = child.total / v
                error = None
                if v >= 2:
                    var = max(0.0, (child.squares - v * win * win) / (v - 1))
                    error = math.sqrt(var / v)
                estimates.append(Estimate(option, v, win, imposed, error))
        return Analysis(d.player, estimates, self.last_iterations, self.last_seconds)

    def _run(self, game: Game, limit: int | None, deadline: float | None, start: float) -> Node:
        """One search of the pending decision; the root of its tree."""
        d = game.decision
        assert d is not None
        root = Node()
        pool: list[Game] = []
        self._done = 0
        self._finish = bool(game.edition.expansion_names) if self.finish is None else self.finish
        collecting = gc.isenabled()
        gc.disable()  # a full collection in the middle of a search would blow the budget
        try:
            self._search(game, d.player, root, pool, limit, deadline)
        finally:
            if collecting:
                gc.enable()
        self.last_iterations = self._done
        self.last_seconds = time.perf_counter() - start
        return root

    def _search(
        self,
        game: Game,
        p: int,
        root: Node,
        pool: list[Game],
        limit: int | None,
        deadline: float | None,
    ) -> None:
        done = 0
        worlds = self.worlds
        # While `analyse` gives every root answer its minimum visits, it visits them in rounds,
        # one answer after the other; all the answers of a round are tried in the same world
        # (common random numbers: two answers are compared on the same deals, not on
        # different luck). Afterwards, and in `choose`, every iteration takes the next world.
        d = game.decision
        rounds = 0
        if self._floor and d is not None:
            rounds = min(self._floor.values()) * len(d.options)
        per_round = len(d.options) if d is not None and rounds else 1
        while True:
            if limit is not None and done >= limit:
                break
            if deadline is not None and done >= 2 and time.perf_counter() >= deadline:
                break
            w = done // per_round if done < rounds else rounds // per_round + done - rounds
            w %= worlds
            if w >= len(pool):
                try:
                    world = determinize(game, p, self.rng)
                except NoConsistentDeal:
                    # no copy reproduces what the player saw in this action: search the copies
                    # found so far, or none (the answer is then chosen without a search)
                    if not pool:
                        break
                    worlds = len(pool)
                    world = pool[w % worlds].clone()
                else:
                    pool.append(world.clone())
            else:
                world = pool[w].clone()
            self.iterate(root, world)
            done += 1
            self._done = done

    def best(self, root: Node, game: Game) -> Any:
        d = game.decision
        assert d is not None
        best, best_key = d.options[0], (-1, -1.0)
        for option in d.options:
            child = root.children.get((d.player, d.kind, answer_key(option)))
            if child is None:
                continue
            key = (child.visits, child.total / child.visits if child.visits else 0.0)
            if key > best_key:
                best, best_key = option, key
        return best

    def iterate(self, root: Node, g: Game) -> None:
        """One iteration on the world `g`: down the tree to a new node (`tree.descend`), the
        play-out and the evaluation there, the result added back along the path."""
        path: list[tuple[Node, int]] = []
        try:
            descend(root, g, self.c, self.rng, self._floor, path)  # `_floor`: `analyse` only
            self.play_out(g)
            result = self.evaluate(g)
        except Exception:  # a bug in a card met in this sampled world: count it as a draw
            n = g.n_players
            result = [1.0 / n] * n
        back_up(path, result)

    def _below_floor(
        self, children: dict[Any, Node], player: int, kind: str, options: list[Any], best_i: int
    ) -> int:
        """At the root of `analyse`: the legal answer furthest below its minimum visits, if
        any, else the UCB choice `best_i`."""
        return below_floor(self._floor, children, player, kind, options, best_i)

    def evaluate(self, g: Game) -> list[float]:
        """Every player's chance to win at a leaf (the linear evaluation)."""
        return win_probs(g, self.weights)

    def play_out(self, g: Game) -> None:
        """Random answers after the new node: `rollout` of them, then (with `_finish`) the
        rest of the current action, up to `FINISH_STEPS`.

        Why finish: a leaf in the middle of an action is scored as it stands, with the cards an
        effect drew still in the hand before it returns them (Echoes' Comb draws five cards and
        returns most, one question per card) or a forecast card not yet promoted; the search
        then keeps choosing the action for a gain that never comes. Scored at the end of the
        action, as the heuristic scores, that gain is gone."""
        rng = self.rng
        for _ in range(self.rollout):
            d = g.decision
            if d is None:
                return
            g.answer(rng.choice(d.options))
        if self._finish:
            steps = 0
            while g._step is not None and steps < FINISH_STEPS:
                d = g.decision
                if d is None:
                    return
                options = d.options
                g.answer(options[randbelow(rng, len(options))] if len(options) > 1 else options[0])
                steps += 1


def _factory(**options: Any) -> ISMCTSAgent:
    return ISMCTSAgent(**options)


register("ismcts", _factory)
