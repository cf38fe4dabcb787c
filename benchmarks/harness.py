"""What the speed benchmarks share: a round in a fresh process on some checkout, another commit
checked out beside this one, and the timing loops.

- `run_round(path, script, *args, pure=...)`: runs `script` (Python source) with
  `python -c` in a fresh process on the checkout at `path` (its `innovation` first on the path,
  this folder after it, so a round can import this module), with `INNOVATION_PURE=1` when
  `pure`, and returns the JSON object the round printed last.
- `checkout(commit, path=..., build=...)`: a checkout to compare with: `path` as it is, or
  `commit` in a temporary git worktree (compiled there with `build`), removed afterwards.
- `random_games`, `aec_steps`, `gym_steps`, `sample_positions`: the loops the benchmarks time
  (random legal answers, CPU time of this process). They import the engine when called, so a
  round on another checkout times that checkout's engine with them.

Used by compiled_speed.py, ismcts_speed.py, rl_compare.py and rl_speed.py.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
BENCHMARKS = ROOT / "benchmarks"


def run_round(path: Path, script: str, *args: object, pure: bool = False) -> dict[str, Any]:
    """Run one round (`script`, given `args` as sys.argv[1:]) in a fresh process on the
    checkout at `path`; its last line of output is a JSON object, returned."""
    env = {k: v for k, v in os.environ.items() if k != "INNOVATION_PURE"}
    env["PYTHONPATH"] = os.pathsep.join([str(path), str(BENCHMARKS)])
    if pure:
        env["INNOVATION_PURE"] = "1"
    cmd = [sys.executable, "-c", script, *map(str, args)]
    out = subprocess.run(cmd, cwd=path, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def build(path: Path) -> None:
    """Compile the engine of the checkout at `path` in place (mypyc must be importable)."""
    subprocess.run(
        [sys.executable, "setup.py", "build_ext", "--inplace"],
        cwd=path,
        check=True,
        capture_output=True,
    )


@contextmanager
def checkout(commit: str, path: Path | None = None, build_it: bool = False) -> Iterator[Path]:
    """The checkout to compare with: `path` as it is (built or not), or else `commit` checked
    out into a temporary git worktree, compiled there if `build_it`, and removed afterwards."""
    if path is not None:
        yield path.resolve()
        return
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp) / "base"
        subprocess.run(
            ["git", "worktree", "add", "--detach", str(base), commit],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        try:
            if build_it:
                build(base)
            yield base
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(base)], cwd=ROOT, capture_output=True
            )


def random_games(
    edition: str, players: int, seeds: Iterable[int], teams: bool | str = False
) -> tuple[int, float]:
    """Play one random game per seed (answers drawn with `random.Random(seed)`): the number
    of answers and the CPU seconds taken."""
    from innovation.engine.game import Game

    answers = 0
    start = time.process_time()
    for seed in seeds:
        rng = random.Random(seed)
        game = Game.new(edition, players, seed=seed, teams=teams)
        while game.decision is not None:
            game.answer(rng.choice(game.decision.options))
            answers += 1
    return answers, time.process_time() - start


def aec_steps(
    edition: str, players: int, seeds: Iterable[int], teams: bool | str = False
) -> tuple[int, float]:
    """PettingZoo AEC games, one per seed: each step `last()`, a random legal action from the
    mask (numpy's `choice`, one generator seeded 0 for all the games) and `step()`. The number
    of steps and the CPU seconds taken."""
    import numpy as np

    from innovation.rl import InnovationAECEnv

    env = InnovationAECEnv(edition, players, teams)
    rng = np.random.default_rng(0)
    steps = 0
    start = time.process_time()
    for seed in seeds:
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _reward, term, trunc, _info = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return steps, time.process_time() - start


def gym_steps(
    edition: str, players: int, seeds: Iterable[int], teams: bool | str = False
) -> tuple[int, float]:
    """Gym env games against `random` opponents, one per seed: the learner's random legal
    actions from the mask (their moves included in the time). Steps and CPU seconds."""
    import numpy as np

    from innovation.rl import InnovationGymEnv

    env = InnovationGymEnv(edition=edition, players=players, teams=teams, opponent="random")
    rng = np.random.default_rng(0)
    steps = 0
    start = time.process_time()
    for seed in seeds:
        _obs, info = env.reset(seed=seed)
        done = False
        while not done:
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            _obs, _reward, term, trunc, info = env.step(action)
            steps += 1
            done = term or trunc
    return steps, time.process_time() - start


def sample_positions(edition: str, players: int, games: int) -> list[tuple[Any, int]]:
    """About one position in ten of random games (seeds 0 to games - 1): a copy of the game
    and the player deciding there."""
    from innovation.engine.game import Game

    positions = []
    for seed in range(games):
        rng = random.Random(seed)
        game = Game.new(edition, players, seed=seed)
        while game.decision is not None:
            if rng.random() < 0.1:
                positions.append((game.clone(), game.decision.player))
            game.answer(rng.choice(game.decision.options))
    return positions
