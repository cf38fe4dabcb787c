"""Do the compiled and the pure-Python engines play the same games? Records compared, one run.

    python benchmarks/same_games.py --games 10000            # every edition, both engines
    python benchmarks/same_games.py --games 50 --edition 4th --json
    python benchmarks/same_games.py --games 10000 --base 0606ad2   # and that commit's engine

Each engine runs in its own process (`INNOVATION_PURE=1` makes the engine import its `.py`
sources, see innovation/engine/__init__.py) and plays the same random games: seeds 0..N-1, the
number of players cycling through what the edition seats (2, 3, 4, ...), every answer drawn
from the decision's options by a generator seeded with the game's seed. For each game it hashes
the game record (every answer, in JSON), the final position (every card's place, hidden ones
included) and the whole event log; the games' hashes are chained into one digest per edition.
Equal digests: every game came out the same, answer for answer, card for card, event for
event. A difference names the first game that differs. `--base COMMIT` plays the same games a
third time on that commit's engine (checked out in a temporary git worktree, pure Python): a
change meant to make the engine faster must leave every game as it was. docs/benchmarks.md has
the big run's result; tests/test_compiled.py runs a small one in the suite.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from innovation.engine.records import GameRecord
from innovation.engine.scenario import position

ROOT = Path(__file__).resolve().parent.parent
EDITIONS = ("3rd", "4th", "1st")


def play(edition: str, games: int, seed: int = 0) -> dict[str, Any]:
    """Play the games in this process and hash them (see the module docstring)."""
    import random

    from innovation.engine import BUILD, BUILD_REASON
    from innovation.engine.editions import get_edition
    from innovation.engine.game import Game

    ed = get_edition(edition)
    seats = list(range(ed.min_players, ed.max_players + 1))
    chain = hashlib.sha256()
    per_game: list[str] = []
    decisions = 0
    start = time.process_time()
    for s in range(seed, seed + games):
        rng = random.Random(s)
        g = Game.new(edition, seats[s % len(seats)], seed=s)
        while g.decision is not None:
            g.answer(rng.choice(g.decision.options))
            decisions += 1
        data = json.dumps(
            [GameRecord.of(g).to_json(), position(g), g.state.events()], sort_keys=True, default=str
        )
        digest = hashlib.sha256(data.encode()).hexdigest()
        per_game.append(digest[:16])
        chain.update(digest.encode())
    return {
        "engine": BUILD,
        "engine_why": BUILD_REASON,
        "edition": edition,
        "games": games,
        "seed": seed,
        "decisions": decisions,
        "cpu_seconds": round(time.process_time() - start, 1),
        "digest": chain.hexdigest(),
        "games_digests": per_game,
    }


def run_engine(
    pure: bool, edition: str, games: int, seed: int, root: Path = ROOT
) -> dict[str, Any]:
    """`play` in a fresh process on the compiled (or, with `pure`, the pure-Python) engine of
    the checkout at `root` (this one by default)."""
    env = dict(os.environ)
    env.pop("INNOVATION_PURE", None)
    if pure:
        env["INNOVATION_PURE"] = "1"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), env.get("PYTHONPATH")]))
    code = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); from same_games import play; "
        "print(json.dumps(play(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code, str(ROOT / "benchmarks"), edition, str(games), str(seed)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)


def compare(edition: str, games: int, seed: int = 0, base: Path | None = None) -> dict[str, Any]:
    runs = [run_engine(False, edition, games, seed), run_engine(True, edition, games, seed)]
    if base is not None:
        runs.append(run_engine(True, edition, games, seed, root=base))
    first_difference = next(
        (
            seed + i
            for i, digests in enumerate(zip(*(r["games_digests"] for r in runs), strict=True))
            if len(set(digests)) > 1
        ),
        None,
    )
    return {
        "edition": edition,
        "games": games,
        "engines": [r["engine"] for r in runs],
        "engines_why": [r["engine_why"] for r in runs],
        "decisions": [r["decisions"] for r in runs],
        "cpu_seconds": [r["cpu_seconds"] for r in runs],
        "digest": [r["digest"] for r in runs],
        "same_games": len({r["digest"] for r in runs}) == 1,
        "first_different_seed": first_difference,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per edition")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--edition", choices=EDITIONS, action="append", help="default: all")
    parser.add_argument("--base", help="also play the games on this commit's engine")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        base = None
        if args.base:
            base = Path(tmp) / "base"
            subprocess.run(["git", "worktree", "add", "--detach", str(base), args.base],
                           cwd=ROOT, check=True, capture_output=True)
        try:
            results = [compare(e, args.games, args.seed, base) for e in args.edition or EDITIONS]
        finally:
            if base is not None:
                subprocess.run(["git", "worktree", "remove", "--force", str(base)],
                               cwd=ROOT, capture_output=True)
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        for r in results:
            print(
                f"{r['edition']}: {r['games']} games, engines {' / '.join(r['engines'])}"
                + (f" (and {args.base})" if args.base else "")
                + f", decisions {' / '.join(map(str, r['decisions']))}, "
                f"CPU s {' / '.join(map(str, r['cpu_seconds']))}: "
                + ("the same games" if r["same_games"] else
                   f"DIFFERENT from seed {r['first_different_seed']}")
                + f" (digest {r['digest'][0][:16]})"
            )
    return 0 if all(r["same_games"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
