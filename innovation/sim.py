"""Batch simulation: many complete games with random (or other) agents, on every local core
or on a Ray cluster (innovation/parallel.py).

Each game is independent and seeded, so a failing game is reproduced by its seed alone, and the
results do not depend on where the games ran.
"""

from __future__ import annotations

import random
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .engine.editions import get_edition
from .engine.game import Game
from .parallel import Executor, make_executor

# A game that needs more decisions than this is reported as a hang (a bug), never cut silently.
HANG_DECISIONS = 100_000


@dataclass
class GameResult:
    seed: int
    finished: bool
    reason: str = ""
    winners: list[int] = field(default_factory=list)
    turns: int = 0
    decisions: int = 0
    error: str | None = None
    max_age_seen: int = 0


def end_kind(reason: str) -> str:
    if reason == "achievements":
        return "achievements"
    if reason.startswith("card:"):
        return "card effect"
    if "a draw:" in reason:
        return "drawn game (score and achievements tied)"
    if "draw above" in reason:
        return "score (draw above the last age)"
    return reason or "unfinished"


def play_random_game(
    seed: int,
    players: int,
    teams: bool = False,
    edition: str = "3rd",
    expansions: tuple[str, ...] = (),
) -> GameResult:
    rng = random.Random(seed * 7919 + 17)
    decisions = 0
    try:
        game = Game.new(edition, players, seed=seed, teams=teams, expansions=expansions)
        while game.decision is not None:
            game.answer(rng.choice(game.decision.options))
            decisions += 1
            if decisions > HANG_DECISIONS:
                return GameResult(
                    seed,
                    False,
                    decisions=decisions,
                    error=f"hang: no end after {HANG_DECISIONS} decisions",
                    turns=game.state.turn,
                )
        st = game.state
        top = max((c.age for pl in st.players for pile in pl.piles for c in pile), default=0)
        return GameResult(
            seed, True, st.end_reason, st.winners, st.turn, decisions, max_age_seen=top
        )
    except Exception as exc:  # a bug: report it with its seed
        tb = traceback.format_exc(limit=6)
        return GameResult(seed, False, decisions=decisions, error=f"{exc!r}\n{tb}")


def _chunk(args: tuple[list[int], int, bool, str, tuple[str, ...]]) -> list[GameResult]:
    # a task carries everything its games need, the expansions too (a worker process, or a
    # Ray task on another machine, knows nothing else of the run)
    seeds, players, teams, edition, expansions = args
    return [play_random_game(s, players, teams, edition, expansions) for s in seeds]


def chunk_size(games: int, workers: int) -> int:
    """Games per task: about four tasks per worker (so a slow chunk does not leave the others
    idle), at most 200 games (so results come back steadily)."""
    return max(1, min(200, games // (workers * 4) or 1))


def play_games(
    executor: Executor,
    games: int,
    players: int = 2,
    teams: bool = False,
    seed: int = 0,
    edition: str = "3rd",
    on_games: Callable[[int], object] | None = None,
    expansions: tuple[str, ...] = (),
) -> list[GameResult]:
    """The results of games `seed`, `seed + 1`, ..., in seed order whatever the backend;
    `on_games(k)` hears each time k more games have ended (for a progress bar)."""
    seeds = [seed + i for i in range(games)]
    if games < 8:  # not worth splitting
        size = max(1, games)
    else:
        size = chunk_size(games, executor.workers)
    expansions = tuple(expansions)
    chunks = [
        (seeds[i : i + size], players, teams, edition, expansions) for i in range(0, games, size)
    ]
    results: list[GameResult] = []
    for part in executor.as_completed(_chunk, chunks):
        results.extend(part)
        if on_games is not None:
            on_games(len(part))
    results.sort(key=lambda r: r.seed)
    return results


def simulate(
    games: int,
    players: int = 2,
    teams: bool = False,
    seed: int = 0,
    edition: str = "3rd",
    workers: int | None = None,
    backend: str = "local",
    ray_address: str | None = None,
    on_games: Callable[[int], object] | None = None,
    expansions: tuple[str, ...] = (),
) -> dict[str, Any]:
    """Play `games` random games (seeds `seed` to `seed + games - 1`); return the summary
    printed by `innovation simulate`. `on_games` as in `play_games`."""
    if games < 1:
        raise ValueError(f"the number of games must be 1 or more, not {games}")
    expansions = tuple(get_edition(edition, expansions).expansion_names)
    get_edition(edition).check_seating(players, teams)
    with make_executor(backend, workers, ray_address) as executor:
        start = time.perf_counter()
        results = play_games(
            executor, games, players, teams, seed, edition, on_games, expansions
        )
        elapsed = time.perf_counter() - start
    finished = [r for r in results if r.finished]
    errors = [r for r in results if r.error]
    cards = get_edition(edition, expansions).cards
    implemented = sum(1 for c in cards if c.implemented)
    summary: dict[str, Any] = {
        "edition": edition,
        **({"expansions": list(expansions)} if expansions else {}),
        "players": players,
        "teams": teams,
        "games": games,
        "finished": len(finished),
        "errors": [
            {"seed": r.seed, "error": r.error.splitlines()[0] if r.error else ""} for r in errors
        ],
        "error_count": len(errors),
        "hangs": sum(1 for r in errors if r.error and r.error.startswith("hang")),
        "wins_by_reason": dict(Counter(end_kind(r.reason) for r in finished)),
        "ends_by_card": dict(
            Counter(r.reason[6:] for r in finished if r.reason.startswith("card:")).most_common()
        ),
        "mean_turns": _mean([r.turns for r in finished]),
        "turns_percentiles": _percentiles([r.turns for r in finished]),
        "decisions_percentiles": _percentiles([r.decisions for r in finished]),
        "mean_decisions": _mean([r.decisions for r in finished]),
        "max_turns": max((r.turns for r in finished), default=0),
        "games_per_second": round(len(results) / elapsed, 2) if elapsed else None,
        "backend": executor.backend,
        "workers": executor.workers,
        "seconds": round(elapsed, 2),
        "cards_implemented": implemented,
        "cards_total": len(cards),
    }
    if implemented < len(cards):
        summary["note"] = (
            f"only {implemented} of {len(cards)} cards are implemented; the others' dogma "
            "effects do nothing"
        )
    return summary


def _percentiles(values: list[int]) -> dict[str, int]:
    if not values:
        return {}
    ordered = sorted(values)
    pick = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))]  # noqa: E731
    return {"p10": pick(0.1), "p50": pick(0.5), "p90": pick(0.9), "max": ordered[-1]}


def _mean(values: list[int]) -> float:
    return round(sum(values) / len(values), 2) if values else 0.0
