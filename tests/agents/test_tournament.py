"""The tournament: schedule, statistics and the command line."""

from __future__ import annotations

import json
import math

import pytest

from innovation import tournament
from innovation.cli import main


def test_wilson_interval() -> None:
    lo, hi = tournament.wilson(90, 100)
    assert 0.82 < lo < 0.83 and 0.94 < hi < 0.95
    assert tournament.wilson(0, 10)[0] == 0.0
    assert tournament.wilson(10, 10)[1] == 1.0


def test_bradley_terry_elo() -> None:
    elo = tournament.bradley_terry(["a", "b"], {("a", "b"): 75, ("b", "a"): 25})
    # 75% is about 191 Elo points (a little less with the prior draw)
    assert 185 < elo["a"] - elo["b"] < 192
    assert math.isclose(elo["a"] + elo["b"], 3000)
    sweep = tournament.bradley_terry(["a", "b", "c"], {("a", "b"): 10, ("b", "c"): 10})
    assert sweep["a"] > sweep["b"] > sweep["c"]


def test_schedule_rotates_seats() -> None:
    jobs = tournament.schedule(["x", "y"], 4, 2, False, 0, "3rd")
    assert [j.seats for j in jobs] == [["x", "y"], ["y", "x"]] * 2
    assert jobs[0].deal == jobs[1].deal != jobs[2].deal
    jobs = tournament.schedule(["x", "y", "z"], 6, 3, False, 0, "3rd")
    assert len(jobs) == 18
    assert all(set(j.seats) == set(j.pairing) for j in jobs)
    jobs = tournament.schedule(["x", "y"], 2, 4, True, 0, "3rd")
    assert [j.seats for j in jobs] == [["x", "y", "x", "y"], ["y", "x", "y", "x"]]


def test_run_two_players() -> None:
    result = tournament.run(["random", "heuristic:1"], 4, 2, seed=1, workers=1)
    agents = result["agents"]
    assert set(agents) == {"random", "heuristic:1"}
    for a in agents.values():
        assert set(a) >= {
            "games",
            "wins",
            "win_rate",
            "ci_low",
            "ci_high",
            "elo",
            "seconds_per_decision",
        }
        assert a["games"] == 4
    assert agents["heuristic:1"]["elo"] > agents["random"]["elo"]
    assert len(result["pairings"]) == 1
    assert result["pairings"][0]["games"] == 4


@pytest.mark.parametrize("players,teams", [(3, False), (4, True)])
def test_run_more_players(players: int, teams: bool) -> None:
    result = tournament.run(
        ["random", "heuristic:1", "ismcts:8i"], 2, players, teams, seed=2, workers=1
    )
    assert len(result["pairings"]) == 3
    assert not result["errors"]
    assert sum(p["games"] for p in result["pairings"]) == 6


def test_command_line_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "tournament",
            "--agents",
            "random,heuristic:1",
            "--games",
            "2",
            "--seed",
            "3",
            "--workers",
            "2",
            "--json",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["agents"]["random"]["games"] == 2
    assert out["pairings"][0]["agents"] == ["random", "heuristic:1"]


def test_unknown_agent() -> None:
    with pytest.raises(ValueError):
        tournament.run(["random", "nobody"], 2)
