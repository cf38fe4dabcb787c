"""The compiled engine (mypyc, setup.py) and the pure-Python engine play the same games.

benchmarks/same_games.py plays random games on each engine in its own process and compares
hashes of every record, final position and event log; here over a few dozen games per edition
(the 10,000-game run is in docs/benchmarks.md). Where the compiled engine does not run (no C
compiler at install time, or sources edited since the build) there is nothing to compare, and
the comparison says so, and why, as a skip; the other checks hold either way.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

from innovation import engine
from innovation.engine.records import GameRecord
from innovation.engine.scenario import position

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

from same_games import compare, run_engine  # noqa: E402


@pytest.mark.parametrize("edition", ["3rd", "4th", "1st"])
def test_compiled_and_pure_python_play_the_same_games(edition: str) -> None:
    result = compare(edition, 30, seed=1000)
    if result["engines"][0] != "compiled":  # e.g. no C compiler when it was installed
        pytest.skip(f"no compiled engine to compare with here: {result['engines_why'][0]}")
    assert result["engines"] == ["compiled", "pure"], result["engines"]
    assert result["first_different_seed"] is None
    assert result["same_games"] and result["decisions"][0] == result["decisions"][1] > 0


def test_innovation_pure_imports_the_python_sources() -> None:
    out = subprocess.run(
        [sys.executable, "-c",
         "import innovation.engine as e, innovation.engine.game as g, innovation.engine.ctx as c;"
         "import innovation.agents.determinize as d, innovation.agents.tree as t;"
         "print(e.BUILD, g.__file__.endswith('.py'), c.__file__.endswith('.py'),"
         " d.__file__.endswith('.py'), t.__file__.endswith('.py'))"],
        env={**os.environ, "INNOVATION_PURE": "1", "PYTHONPATH": str(ROOT)},
        capture_output=True, text=True, check=True,
    )
    assert out.stdout.split() == ["pure", "True", "True", "True", "True"]


def test_the_engine_says_which_build_runs() -> None:
    from innovation.agents import determinize, evaluation, tree
    from innovation.engine import game

    assert engine.BUILD in ("compiled", "pure") and engine.BUILD_REASON
    for module in (game, determinize, evaluation, tree):  # the search runs as the engine does
        assert module.__file__ is not None
        assert module.__file__.endswith(".py") == (engine.BUILD == "pure")
    assert run_engine(True, "3rd", 1, 0)["engine"] == "pure"


def test_setup_compiles_the_modules_the_engine_lists() -> None:
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    modules = next(
        ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "MODULES"
    )
    assert tuple(modules) == engine.COMPILED


def test_a_game_paused_mid_effect_pickles_and_plays_on_the_same() -> None:
    """Compiled classes are rebuilt through their constructors (their `__reduce__`)."""
    import pickle
    import random
    import weakref

    from innovation import Game

    game = Game.new("4th", 3, seed=4)
    rng = random.Random(4)
    while game.decision is not None and (game._step is None or game.n_answers < 60):
        game.answer(rng.choice(game.decision.options))
    copy = pickle.loads(pickle.dumps(game))
    assert type(copy) is type(game) and weakref.ref(copy)() is copy
    assert copy.history == game.history and position(copy) == position(game)
    assert GameRecord.of(copy).to_json() == GameRecord.of(game).to_json()  # the deal travels too
    for g in (game, copy):
        answers = random.Random(5)
        while g.decision is not None:
            g.answer(answers.choice(g.decision.options))
    assert copy.history == game.history and copy.winners == game.winners


def test_the_test_command_runs_the_compiled_engine_where_it_can_be_built() -> None:
    """`scripts/test.sh` sets INNOVATION_EXPECT_COMPILED where a C compiler and Python's
    headers are at hand: there the install must have compiled the engine, so a change that
    stops mypyc (a type error in a compiled module) fails the suite instead of quietly
    running it on the pure-Python engine."""
    if not os.environ.get("INNOVATION_EXPECT_COMPILED") or os.environ.get("INNOVATION_PURE"):
        pytest.skip("no compiled engine expected here (scripts/test.sh expects one where a C "
                    "compiler and Python's headers are at hand)")
    assert engine.BUILD == "compiled", engine.BUILD_REASON
