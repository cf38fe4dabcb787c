"""Search speed and the time budget of the ismcts player.

    python benchmarks/ai_speed.py --games 4 --seconds 0.3
    python benchmarks/ai_speed.py --profile

Plays ismcts (time budget `--seconds`) against heuristic and reports the iterations per second
at action choices and in the middle of effects, the mean and largest time per decision and the
largest time / budget ratio. `--profile` prints where the time goes during the search
(determinization, answering, evaluation), for one game.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from innovation.agents import determinize as D  # noqa: E402
from innovation.agents import make_agent  # noqa: E402
from innovation.agents.ismcts import ISMCTSAgent  # noqa: E402
from innovation.engine.game import Game  # noqa: E402


def run(games: int, seconds: float, players: int, seed: int) -> dict:
    rows = []
    for s in range(seed, seed + games):
        game = Game.new("3rd", players, seed=s)
        agents = [ISMCTSAgent(seed=s, seconds=seconds)] + [
            make_agent("heuristic", seed=s + i) for i in range(1, players)
        ]
        while game.decision is not None:
            d = game.decision
            agent = agents[d.player]
            start = time.perf_counter()
            answer = agent.choose(game)
            took = time.perf_counter() - start
            if d.player == 0:
                rows.append((took, agent.last_iterations, d.kind, game._step is not None))
            game.answer(answer)
    top = [it / t for t, it, kind, mid in rows if not mid and t > 0]
    mid = [it / t for t, it, kind, mid in rows if mid and t > 0]
    times = [t for t, *_ in rows]
    return {
        "decisions": len(rows),
        "iterations_per_second_action_choice": round(statistics.mean(top)) if top else None,
        "iterations_per_second_mid_effect": round(statistics.mean(mid)) if mid else None,
        "mean_seconds_per_decision": round(statistics.mean(times), 4),
        "max_seconds_per_decision": round(max(times), 4),
        "budget_seconds": seconds,
        "max_ratio_to_budget": round(max(times) / seconds, 3),
        "determinizations": dict(D.STATS),
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seconds", type=float, default=0.3)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--profile", action="store_true")
    args = ap.parse_args()
    if args.profile:
        prof = cProfile.Profile()
        prof.enable()
        run(1, args.seconds, args.players, args.seed)
        prof.disable()
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)
        return
    for key, value in run(args.games, args.seconds, args.players, args.seed).items():
        print(f"{key}: {value}")


if __name__ == "__main__":
    main()
