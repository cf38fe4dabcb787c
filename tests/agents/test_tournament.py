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


# ------------------------------------------------------------- team shapes, the 4th edition
def test_schedule_gives_each_team_one_agent() -> None:
    jobs = tournament.schedule(["x", "y"], 2, 3, "AAB", 0, "4th")
    assert [j.seats for j in jobs] == [["x", "x", "y"], ["y", "y", "x"]]
    assert jobs[0].deal == jobs[1].deal
    jobs = tournament.schedule(["x", "y"], 6, 6, "ABCABC", 0, "4th")
    # three sides: one of x against two of y and two against one, each in every rotation
    assert len({tuple(j.seats) for j in jobs}) == 6
    for j in jobs:
        assert j.seats[0] == j.seats[3] and j.seats[1] == j.seats[4] and j.seats[2] == j.seats[5]
        assert set(j.seats) == {"x", "y"}
    jobs = tournament.schedule(["x", "y"], 2, 6, "AAABBB", 0, "4th")
    assert [j.seats for j in jobs] == [["x"] * 3 + ["y"] * 3, ["y"] * 3 + ["x"] * 3]


def _outcome(index: int, seats: list[str], winners: list[int]) -> tournament.Outcome:
    n = len(seats)
    return tournament.Outcome(
        index,
        ("x", "y"),
        seats,
        winners=winners,
        seconds=[0.0] * n,
        decisions=[1] * n,
        max_seconds=[0.0] * n,
        max_cpu_seconds=[0.0] * n,
    )


def test_draws_are_counted_as_draws_not_wins() -> None:
    outcomes = [
        _outcome(0, ["x", "y"], [0]),
        _outcome(1, ["y", "x"], []),  # a draw
        _outcome(2, ["x", "y"], [1]),
        _outcome(3, ["y", "x"], [1]),
    ]
    result = tournament.summarize(["x", "y"], outcomes, 2, False, 0.0, 1)
    x, y = result["agents"]["x"], result["agents"]["y"]
    assert result["draws"] == 1
    assert (x["games"], x["wins"], x["draws"]) == (4, 2, 1)
    assert (y["games"], y["wins"], y["draws"]) == (4, 1, 1)
    assert x["win_rate"] == 0.5 and x["elo"] > y["elo"]
    pairing = result["pairings"][0]
    assert pairing["draws"] == 1 and pairing["a_score"] == 0.5


def test_uneven_teams_count_one_result_per_side() -> None:
    """With "AAB", the pair is one side: its two seats win once."""
    outcomes = [
        _outcome(0, ["x", "x", "y"], [0, 1]),
        _outcome(1, ["y", "y", "x"], [2]),
    ]
    result = tournament.summarize(["x", "y"], outcomes, 3, "AAB", 0.0, 1)
    assert result["teams"] == "AAB" and result["sides"] == 2
    x, y = result["agents"]["x"], result["agents"]["y"]
    assert (x["games"], x["wins"]) == (2, 2)
    assert (y["games"], y["wins"]) == (2, 0)
    assert result["pairings"][0]["a_score"] == 1.0


@pytest.mark.parametrize(
    "players,teams",
    [(2, False), (3, False), (5, False), (6, False), (3, "AAB"), (6, "ABCABC"), (6, "AAABBB")],
)
def test_fourth_edition_tournaments_at_every_table(players: int, teams: bool | str) -> None:
    result = tournament.run(
        ["random", "heuristic:1"], 2, players, teams, seed=4, edition="4th", workers=1
    )
    assert not result["errors"]
    pairing = result["pairings"][0]
    assert pairing["games"] == 2
    sides = result["sides"]
    assert sides == (len(set(teams)) if teams else players)
    # every game gives each side one result: won, drawn or lost
    assert sum(a["games"] for a in result["agents"].values()) == 2 * sides


def test_command_line_team_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "tournament",
            "--edition",
            "4th",
            "--agents",
            "random,ismcts:8i",
            "--teams",
            "AAB",
            "--games",
            "2",
            "--workers",
            "1",
            "--json",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["players"] == 3 and out["teams"] == "AAB"
    assert out["agents"]["random"]["games"] == 2


def test_the_third_edition_refuses_other_team_shapes() -> None:
    with pytest.raises(ValueError, match="ABAB"):
        tournament.run(["random", "heuristic:1"], 2, 3, "AAB", edition="3rd")
