"""Speed of the RL environments: env steps per second, the observation's cost.

    .venv/bin/python benchmarks/rl_speed.py                       # every edition and table
    .venv/bin/python benchmarks/rl_speed.py --edition 4th --players 6 --games 20
    .venv/bin/python benchmarks/rl_speed.py --vector --num-envs 8 --batches 400

Random legal actions chosen from the mask, whole games, CPU time of this process (the machine
is shared: run it twice and take the spread). An AEC step is `last()`, the choice and `step()`;
a Gym step is the learner's `step()`, the `random` opponents' moves included. The observation
is timed alone at positions of random games, through the fast path (`observation`) and
through the view (`observation_from_view`). `--vector` measures the vector env instead
(`InnovationVectorEnv` in this process and over 1 and 2 worker processes, beside Gymnasium's
`SyncVectorEnv` and `AsyncVectorEnv` of the same single env): learner steps of all copies per
wall-clock second, and the CPU seconds of every process involved. The loops are
benchmarks/harness.py's (the same as rl_compare.py's). Results go to docs/rl.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from harness import ROOT, aec_steps, gym_steps, random_games, sample_positions

sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from innovation.rl import (  # noqa: E402
    InnovationGymEnv,
    observation,
    observation_from_view,
)

TABLES = {
    "3rd": [(2, False), (4, False)],
    "4th": [(2, False), (4, False), (6, False), (6, "ABCABC")],
}


def aec_steps_per_second(edition: str, players: int, teams: bool | str, games: int) -> float:
    steps, took = aec_steps(edition, players, range(games), teams)
    return steps / took


def gym_steps_per_second(edition: str, players: int, teams: bool | str, games: int) -> float:
    steps, took = gym_steps(edition, players, range(games), teams)
    return steps / took


def engine_answers_per_second(edition: str, players: int, teams: bool | str, games: int) -> float:
    answers, took = random_games(edition, players, range(games), teams)
    return answers / took


def observation_microseconds(edition: str, players: int, games: int) -> tuple[float, float]:
    positions = sample_positions(edition, players, games)
    out = []
    for fn in (observation, observation_from_view):
        start = time.process_time()
        for game, p in positions:
            fn(game, p)
        out.append((time.process_time() - start) / len(positions) * 1e6)
    return out[0], out[1]


def _cpu_seconds(pids: list[int]) -> float:
    """User + system CPU seconds of this process and of `pids` (live child processes)."""
    total = sum(os.times()[:2])
    tick = os.sysconf("SC_CLK_TCK")
    for pid in pids:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        total += (int(fields[11]) + int(fields[12])) / tick
    return total


def vector_steps_per_second(
    edition: str, num_envs: int, workers: int | str, batches: int
) -> dict[str, float]:
    """Random legal actions for every copy, `batches` steps of the whole batch."""
    import gymnasium
    from gymnasium.vector import AsyncVectorEnv, SyncVectorEnv

    from innovation.rl import InnovationVectorEnv

    def single() -> InnovationGymEnv:
        return InnovationGymEnv(edition=edition, opponent="random")

    if workers == "sync":
        env: gymnasium.vector.VectorEnv = SyncVectorEnv([single] * num_envs)
        pids: list[int] = []
    elif workers == "async":
        env = AsyncVectorEnv([single] * num_envs)
        pids = [p.pid for p in env.processes]
    else:
        env = InnovationVectorEnv(num_envs, workers=int(workers), edition=edition)
        pids = [p.pid for p in env._procs]
    rng = np.random.default_rng(0)
    try:
        _obs, info = env.reset(seed=0)
        wall, cpu = time.perf_counter(), _cpu_seconds(pids)
        for _ in range(batches):
            r = rng.random(info["action_mask"].shape)
            r[~info["action_mask"]] = -1
            _obs, _r, _te, _tr, info = env.step(r.argmax(axis=1))
        wall, cpu = time.perf_counter() - wall, _cpu_seconds(pids) - cpu
    finally:
        env.close()
    steps = num_envs * batches
    return {
        "steps_per_second": round(steps / wall),
        "steps_per_cpu_second": round(steps / cpu),
        "cpu_seconds": round(cpu, 2),
        "wall_seconds": round(wall, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--edition", choices=sorted(TABLES), help="one edition (default: all)")
    parser.add_argument("--players", type=int, help="one table size (default: several)")
    parser.add_argument("--teams", default=False, help="team letters, e.g. ABCABC")
    parser.add_argument("--games", type=int, default=10, help="games per measure")
    parser.add_argument("--vector", action="store_true", help="measure the vector env")
    parser.add_argument("--num-envs", type=int, default=8, help="copies in the vector env")
    parser.add_argument("--batches", type=int, default=400, help="vector steps per measure")
    args = parser.parse_args()
    if args.vector:
        for edition in [args.edition] if args.edition else ["3rd", "4th"]:
            for workers in ("sync", "async", 0, 1, 2):
                row = vector_steps_per_second(edition, args.num_envs, workers, args.batches)
                print(json.dumps({"edition": edition, "num_envs": args.num_envs,
                                  "workers": workers, "load_average": os.getloadavg(), **row}),
                      flush=True)
        return
    editions = [args.edition] if args.edition else list(TABLES)
    rows = []
    for edition in editions:
        tables = [(args.players, args.teams)] if args.players else TABLES[edition]
        for players, teams in tables:
            rows.append(
                {
                    "edition": edition,
                    "players": players,
                    "teams": teams,
                    "aec_steps_per_second": round(
                        aec_steps_per_second(edition, players, teams, args.games)
                    ),
                    "gym_steps_per_second": round(
                        gym_steps_per_second(edition, players, teams, args.games)
                    ),
                    "engine_answers_per_second": round(
                        engine_answers_per_second(edition, players, teams, args.games)
                    ),
                }
            )
            print(json.dumps(rows[-1]), flush=True)
        fast, view = observation_microseconds(edition, 2, max(2, args.games // 2))
        print(
            json.dumps(
                {
                    "edition": edition,
                    "observation_us": round(fast, 1),
                    "observation_from_view_us": round(view, 1),
                }
            ),
            flush=True,
        )


if __name__ == "__main__":
    main()
