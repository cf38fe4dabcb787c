"""The search's compiled modules (determinize, evaluation, the ISMCTS tree: setup.py) compute
exactly what their pure-Python sources compute: the same seeded searches give the same choices
and visit counts, the same deals of the hidden cards and the same evaluations, in a fresh
process on each build. Where there is no compiled build the comparison is a skip, with why."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent

SCRIPT = r"""
import json, random, sys
import innovation.engine as engine
from innovation.engine.game import Game
from innovation.engine.scenario import position
from innovation.agents.determinize import NoConsistentDeal, determinize
from innovation.agents.evaluation import player_features, win_probs
from innovation.agents.ismcts import ISMCTSAgent
from innovation.agents.tree import answer_key

out = {"engine": engine.BUILD, "why": engine.BUILD_REASON, "rows": []}
rows = out["rows"]
for edition, players in (("3rd", 2), ("4th", 3), ("1st", 2)):
    for seed in range(3):
        rng = random.Random(seed)
        g = Game.new(edition, players, seed=seed)
        n = 0
        while g.decision is not None and n < 160:
            if n % 23 == 7:  # positions between actions and in the middle of one
                d = g.decision
                agent = ISMCTSAgent(seed=n, iterations=60, worlds=8)
                choice = agent.choose(g)
                a = ISMCTSAgent(seed=n, iterations=40, worlds=8).analyse(g, floor=2)
                deal = None
                try:
                    w = determinize(g, d.player, random.Random(n))
                    deal = [str(position(w)), win_probs(w), player_features(w)]
                except NoConsistentDeal:
                    pass
                rows.append([
                    edition, seed, n, repr(answer_key(choice)), agent.last_iterations,
                    [[repr(answer_key(e.answer)), e.visits, e.win, e.error] for e in a.estimates],
                    win_probs(g), player_features(g), deal,
                ])
            g.answer(rng.choice(g.decision.options))
            n += 1
print(json.dumps(out))
"""


def _run(pure: bool) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "INNOVATION_PURE"}
    if pure:
        env["INNOVATION_PURE"] = "1"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)


def test_compiled_search_matches_the_pure_python_search() -> None:
    compiled = _run(False)
    if compiled["engine"] != "compiled":
        pytest.skip(f"no compiled build to compare with here: {compiled['why']}")
    pure = _run(True)
    assert pure["engine"] == "pure"
    assert len(compiled["rows"]) == len(pure["rows"]) >= 15
    for mine, theirs in zip(compiled["rows"], pure["rows"], strict=True):
        assert mine == theirs, mine[:3]


def test_the_deals_shuffle_is_random_shuffle() -> None:
    """`determinize._shuffle` gives the same order and leaves the generator in the same state as
    `random.Random.shuffle` (it is written out to run natively when compiled)."""
    import random

    from innovation.agents.determinize import _shuffle

    for seed in range(200):
        size = seed % 37
        mine, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(size)), list(range(size))
        _shuffle(a, mine)
        theirs.shuffle(b)
        assert a == b and mine.getstate() == theirs.getstate()


def test_the_trees_random_pick_is_random_choice() -> None:
    import random

    from innovation.agents.tree import randbelow

    for seed in range(200):
        n = 1 + seed % 29
        mine, theirs = random.Random(seed), random.Random(seed)
        for _ in range(5):
            assert randbelow(mine, n) == theirs.choice(list(range(n)))
        assert mine.getstate() == theirs.getstate()
