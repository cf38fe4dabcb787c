"""Agents of one's own in a tournament: `--agents package.module:Class[:level]`.

The agent classes below are the tiny policies the tests rank; the tournament imports this
module by name, in its worker processes too.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from innovation import tournament
from innovation.agents import Agent, make_agent
from innovation.cli import main
from innovation.parallel import LocalExecutor


class FirstOption(Agent):
    """Always the first legal answer; built without a seed (its constructor takes none)."""

    name = "first"

    def choose(self, game: Any) -> Any:
        return game.decision.options[0]


class Picky(Agent):
    """Random among the first `level` answers: takes a seed and a level."""

    def __init__(self, seed: int | None = None, level: str = "1") -> None:
        self.rng = random.Random(seed)
        self.width = int(level)

    def choose(self, game: Any) -> Any:
        return self.rng.choice(game.decision.options[: self.width])


class NotAnAgent:
    """A class without `choose`."""


FIRST = f"{__name__}:FirstOption"


def test_an_import_path_builds_the_class_with_the_options_it_takes() -> None:
    assert isinstance(make_agent(FIRST, seed=3), FirstOption)  # the seed is left out
    picky = make_agent(f"{__name__}:Picky:4", seed=3)
    assert isinstance(picky, Picky) and picky.width == 4
    assert make_agent("random", seed=1).name == "random"  # the registered names as before


@pytest.mark.parametrize(
    ("spec", "says"),
    [
        ("no_such_module_here:Agent", "no module named 'no_such_module_here'"),
        (f"{__name__}:Missing", f"module {__name__!r} has no 'Missing'"),
        (f"{__name__}:NotAnAgent", "is not an agent"),
        (f"{__name__}:FirstOption:2", "takes no level"),
        ("nobody", "package.module:Class"),
    ],
)
def test_bad_import_paths_say_why_in_one_line(spec: str, says: str, capsys) -> None:
    with pytest.raises(ValueError) as caught:
        make_agent(spec, seed=0)
    assert says in str(caught.value) and "\n" not in str(caught.value)
    assert main(["tournament", "--agents", f"random,{spec}", "--games", "2"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.strip().splitlines()) == 1
    assert says in captured.err


def test_an_own_agent_is_ranked_like_the_others(capsys) -> None:
    agents = ["random", FIRST]
    args = ["--agents", ",".join(agents), "--games", "6", "--seed", "2", "--workers", "1"]
    assert main(["tournament", *args, "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert set(result["agents"]) == set(agents) and not result["errors"]
    row = result["agents"][FIRST]
    assert row["games"] == 6 and row["ci_low"] <= row["win_rate"] <= row["ci_high"]
    assert row["elo"] + result["agents"]["random"]["elo"] == pytest.approx(3000, abs=0.2)


def test_worker_processes_import_the_agent_themselves() -> None:
    # started afresh, the workers inherit no imported module: each imports this one by name
    jobs = tournament.schedule(["random", f"{__name__}:Picky:3"], 4, 2, False, 7, "3rd")
    with LocalExecutor(2, start_method="spawn") as pool:
        outcomes = tournament.play_jobs(pool, jobs)
    assert [o.error for o in outcomes] == [None] * 4
    assert all(o.winners for o in outcomes)
