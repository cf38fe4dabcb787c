"""Engine speed on one core: random games per second, decisions per second, the cost of copying
a game (at top-level decisions and in the middle of card effects), and the cost of answering a
copy paused in the middle of an effect (which replays the action from its checkpoint once).

A benchmark, not a test: numbers depend on the machine, and on what else it is doing, so the
game rate is measured in several rounds of the same games. The headline is the best round, as
`timeit` advises (other work on the machine only ever slows a round down); the median and every
round are reported beside it. The microsecond timings run
with the cyclic garbage collector paused, as `timeit` does: a collection over the thousands of
sampled positions would otherwise land in whichever timing it happens to interrupt.
docs/benchmarks.md records the numbers.

With expansions (`innovation bench --expansions echoes`), the same seeds are also played with
them, a round of base games and a round of expansion games in turn (so both meet the same load
on the machine), and the result says both rates and their ratio (`expansion_ratio`: the
expansion game's best games/s over the base game's).
"""

from __future__ import annotations

import gc
import platform
import random
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .engine.game import Game

WARM_UP_GAMES = 5
SAMPLED_GAMES = 60  # at most: the games whose positions are copied and answered

OnGame = Callable[[], object]


def _nothing() -> None:
    pass


def _random_games(
    games: int,
    seed: int,
    on_game: OnGame = _nothing,
    edition: str = "3rd",
    expansions: tuple[str, ...] = (),
) -> tuple[float, int, int]:
    """CPU seconds (so other processes on the machine matter less), decisions and turns;
    `on_game` hears each game's end (a progress bar: its cost is counted, and negligible)."""
    decisions = 0
    turns = 0
    start = time.process_time()
    for s in range(seed, seed + games):
        rng = random.Random(s)
        g = Game.new(edition, 2, seed=s, expansions=expansions)
        while g.decision is not None:
            g.answer(rng.choice(g.decision.options))
            decisions += 1
        turns += g.state.turn
        on_game()
    return time.process_time() - start, decisions, turns


def _sample_positions(
    n_games: int, seed: int, on_game: OnGame = _nothing, edition: str = "3rd"
) -> tuple[list[Game], list[Game]]:
    """Games paused at top-level decisions and in the middle of effects."""
    top: list[Game] = []
    mid: list[Game] = []
    for s in range(seed, seed + n_games):
        rng = random.Random(s)
        g = Game.new(edition, 2, seed=s)
        while g.decision is not None:
            if rng.random() < 0.1:
                (mid if g._step is not None else top).append(g.clone())
            g.answer(rng.choice(g.decision.options))
        on_game()
    return top, mid


@contextmanager
def _gc_paused() -> Iterator[None]:
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _time_copy(objects: list[Any], repeat: int = 20) -> float:
    """Seconds per `.copy()` of each object (a `Game`, whose `copy` is `clone`, or a `State`)."""
    if not objects:
        return 0.0
    start = time.perf_counter()
    for _ in range(repeat):
        for o in objects:
            o.copy()
    return (time.perf_counter() - start) / (repeat * len(objects))


def _time_answer(games: list[Game]) -> float:
    if not games:
        return 0.0
    rng = random.Random(1)
    clones = [g.clone() for g in games]
    picks = [rng.choice(g.decision.options) for g in clones]  # type: ignore[union-attr]
    start = time.perf_counter()
    for g, a in zip(clones, picks, strict=True):
        g.answer(a)
    return (time.perf_counter() - start) / len(clones)


def _replay_games(games: int) -> int:
    return max(20, games // 3)


def work_units(games: int, rounds: int, expansions: tuple[str, ...] = ()) -> int:
    """How many games `run_benchmarks` plays in all (a progress bar's length)."""
    base = WARM_UP_GAMES + games * rounds + _replay_games(games) + min(games, SAMPLED_GAMES)
    return base + (WARM_UP_GAMES + games * rounds if expansions else 0)


def run_benchmarks(
    games: int = 300,
    seed: int = 0,
    rounds: int = 5,
    on_game: Callable[[int], object] | None = None,
    edition: str = "3rd",
    expansions: tuple[str, ...] = (),
) -> dict[str, Any]:
    """Measure the engine with one edition's games (see the module docstring), and beside
    them the same games with `expansions` when given; `on_game(1)` hears every game played."""
    from .engine.editions import get_edition

    expansions = get_edition(edition, expansions).expansion_names
    edition = get_edition(edition).name
    from .engine import game as game_module

    if games < 1 or rounds < 1:
        raise ValueError(f"bench needs 1 game and 1 round or more, not {games} and {rounds}")
    tick: OnGame = (lambda: on_game(1)) if on_game is not None else _nothing
    _random_games(WARM_UP_GAMES, seed + 10_000, tick, edition)  # warm up
    if expansions:
        _random_games(WARM_UP_GAMES, seed + 10_000, tick, edition, expansions)
    rates = []
    decisions = turns = 0
    expansion_rates: list[float] = []
    expansion_decisions = expansion_turns = 0
    for _ in range(rounds):
        elapsed, decisions, turns = _random_games(games, seed, tick, edition)
        rates.append(games / max(elapsed, 1e-9))
        if expansions:  # the same seeds with the expansions, in the same conditions
            elapsed, expansion_decisions, expansion_turns = _random_games(
                games, seed, tick, edition, expansions
            )
            expansion_rates.append(games / max(elapsed, 1e-9))
    saved = game_module.RESUME_IN_PLACE
    game_module.RESUME_IN_PLACE = False  # for comparison: every answer replays its action
    try:
        replay_games = _replay_games(games)
        replay_elapsed, _, _ = _random_games(replay_games, seed, tick, edition)
    finally:
        game_module.RESUME_IN_PLACE = saved
    rate = statistics.median(rates)
    top, mid = _sample_positions(min(games, SAMPLED_GAMES), seed + 1000, tick, edition)
    with _gc_paused():
        clone_top = _time_copy(top)
        clone_mid = _time_copy(mid)
        answer_top = _time_answer(top)
        answer_mid = _time_answer(mid)
        state_copy = _time_copy([g.state for g in top[:200]])
    from .engine import BUILD, BUILD_REASON

    result: dict[str, Any] = {
        "edition": edition,
        # which engine ran: "compiled" (mypyc, see setup.py) or "pure" (Python), and why
        "engine": BUILD,
        "engine_why": BUILD_REASON,
        "python": platform.python_version(),
        "machine": platform.machine(),
        "games": games,
        "rounds": len(rates),
        "games_per_second": round(max(rates), 1),
        "games_per_second_median": round(rate, 1),
        "games_per_second_rounds": [round(r, 1) for r in rates],
        "games_per_second_replaying": round(replay_games / max(replay_elapsed, 1e-9), 1),
        "resume_in_place": saved,
        "decisions_per_second": round(max(rates) * decisions / games),
        "mean_decisions_per_game": round(decisions / games, 1),
        "mean_turns_per_game": round(turns / games, 1),
        "clone_us_at_action_choice": round(clone_top * 1e6, 2),
        "clone_us_mid_effect": round(clone_mid * 1e6, 2),
        "answer_us_at_action_choice": round(answer_top * 1e6, 2),
        "answer_us_mid_effect_clone": round(answer_mid * 1e6, 2),
        "positions_sampled": {"action_choice": len(top), "mid_effect": len(mid)},
        "state_copy_us": round(state_copy * 1e6, 2),
    }
    if expansions:
        label = "+".join(expansions)
        result["expansions"] = list(expansions)
        result[f"games_per_second_{label}"] = round(max(expansion_rates), 1)
        result[f"games_per_second_{label}_median"] = round(statistics.median(expansion_rates), 1)
        result[f"games_per_second_{label}_rounds"] = [round(r, 1) for r in expansion_rates]
        result[f"decisions_per_second_{label}"] = round(
            max(expansion_rates) * expansion_decisions / games
        )
        result[f"mean_decisions_per_game_{label}"] = round(expansion_decisions / games, 1)
        result[f"mean_turns_per_game_{label}"] = round(expansion_turns / games, 1)
        # the headline: an expansion game's rate over a base game's (best rounds, one run)
        result["expansion_ratio"] = round(max(expansion_rates) / max(rates), 3)
        result["expansion_ratio_median"] = round(
            statistics.median(expansion_rates) / statistics.median(rates), 3
        )
    return result
