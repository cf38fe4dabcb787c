"""Engine speed on one core: random games per second, decisions per second, the cost of copying
a game (at top-level decisions and in the middle of card effects), and the cost of answering a
decision in the middle of an effect (which replays the action from its checkpoint).

A benchmark, not a test: numbers depend on the machine. docs/benchmarks.md records them.
"""

from __future__ import annotations

import platform
import random
import time
from typing import Any

from .engine.game import Game


def _random_games(games: int, seed: int) -> tuple[float, int, int]:
    """CPU seconds (so other processes on the machine matter less), decisions and turns."""
    decisions = 0
    turns = 0
    start = time.process_time()
    for s in range(seed, seed + games):
        rng = random.Random(s)
        g = Game.new("3rd", 2, seed=s)
        while g.decision is not None:
            g.answer(rng.choice(g.decision.options))
            decisions += 1
        turns += g.state.turn
    return time.process_time() - start, decisions, turns


def _sample_positions(n_games: int, seed: int) -> tuple[list[Game], list[Game]]:
    """Games paused at top-level decisions and in the middle of effects."""
    top: list[Game] = []
    mid: list[Game] = []
    for s in range(seed, seed + n_games):
        rng = random.Random(s)
        g = Game.new("3rd", 2, seed=s)
        while g.decision is not None:
            if rng.random() < 0.1:
                (mid if g._step is not None else top).append(g.clone())
            g.answer(rng.choice(g.decision.options))
    return top, mid


def _time_clone(games: list[Game], repeat: int = 20) -> float:
    if not games:
        return 0.0
    start = time.perf_counter()
    for _ in range(repeat):
        for g in games:
            g.clone()
    return (time.perf_counter() - start) / (repeat * len(games))


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


def run_benchmarks(games: int = 300, seed: int = 0) -> dict[str, Any]:
    from .engine import game as game_module

    _random_games(5, seed + 10_000)  # warm up
    elapsed, decisions, turns = _random_games(games, seed)
    saved = game_module.RESUME_IN_PLACE
    game_module.RESUME_IN_PLACE = game_module.greenlet is not None
    try:
        in_place_elapsed, _, _ = _random_games(max(20, games // 3), seed)
    finally:
        game_module.RESUME_IN_PLACE = saved
    in_place_rate = max(20, games // 3) / in_place_elapsed
    top, mid = _sample_positions(min(games, 60), seed + 1000)
    clone_top = _time_clone(top)
    clone_mid = _time_clone(mid)
    answer_top = _time_answer(top)
    answer_mid = _time_answer(mid)
    state_copy = _time_clone([g for g in top[:200]]) if top else 0.0
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "games": games,
        "games_per_second": round(games / elapsed, 1),
        "games_per_second_resume_in_place": round(in_place_rate, 1),
        "resume_in_place": saved,
        "decisions_per_second": round(decisions / elapsed),
        "mean_decisions_per_game": round(decisions / games, 1),
        "mean_turns_per_game": round(turns / games, 1),
        "clone_us_at_action_choice": round(clone_top * 1e6, 2),
        "clone_us_mid_effect": round(clone_mid * 1e6, 2),
        "answer_us_at_action_choice": round(answer_top * 1e6, 2),
        "answer_us_mid_effect_replay": round(answer_mid * 1e6, 2),
        "positions_sampled": {"action_choice": len(top), "mid_effect": len(mid)},
        "state_copy_us": round(state_copy * 1e6, 2),
    }
