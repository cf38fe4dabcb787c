"""The calibration measurement's bookkeeping (the measurement itself is in docs/ai.md)."""

from __future__ import annotations

import json
from pathlib import Path

from innovation.coach.calibration import brier, main, measure, reliability


def test_scores_and_table() -> None:
    pairs = [(0.05, 0.0), (0.15, 0.0), (0.95, 1.0), (0.55, 1.0), (0.55, 0.0)]
    assert abs(brier(pairs) - (0.0025 + 0.0225 + 0.0025 + 0.2025 + 0.3025) / 5) < 1e-12
    table = reliability(pairs)
    assert [b["positions"] for b in table] == [1, 1, 0, 0, 0, 2, 0, 0, 0, 1]
    assert table[5]["observed"] == 0.5 and table[2]["predicted"] is None


def test_a_small_measurement(tmp_path: Path, capsys) -> None:
    out = tmp_path / "games.jsonl"
    result = measure(2, iterations=10, seed=3, workers=1, out=str(out))
    assert result["games"] == 2 and not result["errors"]
    assert result["positions"] > 50
    assert result["brier"]["even"] == 0.25  # every outcome is a win or a loss
    assert sum(b["positions"] for b in result["reliability"]["coach"]) == result["positions"]
    low, high = result["coach_brier_ci95"]
    assert low <= result["brier"]["coach"] <= high
    parts = result["by_opponent"]  # one game against itself, one against heuristic
    assert set(parts) == {"coach (self-play)", "heuristic"}
    assert sum(part["positions"] for part in parts.values()) == result["positions"]
    weighted = sum(part["coach"] * part["positions"] for part in parts.values())
    assert abs(weighted / result["positions"] - result["brier"]["coach"]) < 1e-3
    assert len(out.read_text().splitlines()) == 2  # one line per game, written as it ended
    assert main(["--report", str(out), "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["brier"] == result["brier"] and again["positions"] == result["positions"]
    assert again["coach_brier_ci95"] == result["coach_brier_ci95"]
    assert again["by_opponent"] == result["by_opponent"]


def test_saved_games_can_be_judged_again(tmp_path: Path, capsys) -> None:
    """A saved game keeps its record, opponent and the decision of every prediction;
    benchmarks/coach_depth.py replays them and judges the positions again: with the settings
    they were judged with, every chance comes out the same (the judge's seed comes from the
    position), so the differences it reports are the settings' alone."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    import coach_depth

    from innovation.coach.judge import clear_cache

    out = tmp_path / "games.jsonl"
    result = measure(2, iterations=10, seed=9, workers=1, out=str(out))
    assert result["evaluation"] == "learned"  # the judge's own leaves
    saved = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r["opponent"] for r in saved} == {"coach", "heuristic"}
    for r in saved:
        assert len(r["at"]) == len(r["rows"]) == len(r["players"])
        assert r["record"]["answers"] and max(r["at"]) < len(r["record"]["answers"])
    clear_cache()
    settings = "10:learned,12:linear"
    assert (
        coach_depth.main([str(out), "--settings", settings, "--every", "7", "--workers", "1"]) == 0
    )
    report = json.loads(capsys.readouterr().out)
    scores = report["scores"]
    assert report["positions"] > 3 and report["games"] == 1  # the self-play game only
    assert scores["10:learned"]["brier"] == scores["saved estimate"]["brier"]
    assert scores["10:learned"]["minus_saved_95"] == [0.0, 0.0]
    assert "12:linear" in scores


def test_a_measurement_at_three_players(tmp_path: Path) -> None:
    """Every table size can be measured: the judge at every seat, then at one seat among
    `heuristic` players; always 1/n is the baseline, and the learned evaluation of each
    position is scored beside the linear one."""
    out = tmp_path / "games.jsonl"
    result = measure(2, iterations=6, seed=4, workers=1, out=str(out), players=3)
    assert result["games"] == 2 and not result["errors"] and result["players"] == 3
    saved = [json.loads(line) for line in out.read_text().splitlines()]
    selfplay, mixed = sorted(saved, key=lambda r: r["opponent"] != "coach")
    assert {r["table"] for r in saved} == {3}
    assert set(selfplay["players"]) == {0, 1, 2}  # the judge at every seat
    assert set(mixed["players"]) == {mixed["players"][0]}  # the judge at one seat only
    for r in saved:
        assert len(r["learned"]) == len(r["rows"])
        assert all(0.0 <= v <= 1.0 for v in r["learned"])
    rows = [row for r in saved for row in r["rows"]]
    even = sum((1 / 3 - o) ** 2 for _, _, o in rows) / len(rows)
    assert abs(result["brier"]["even"] - round(even, 4)) < 1e-9
    assert set(result["brier"]) == {"coach", "heuristic", "learned", "even"}
    assert sum(b["positions"] for b in result["reliability"]["learned"]) == len(rows)
    assert all("learned" in part for part in result["by_opponent"].values())


def test_old_files_without_the_learned_column_still_report() -> None:
    from innovation.coach.calibration import report

    games = [{"index": 0, "opponent": "coach", "error": None, "rows": [[0.6, 0.5, 1.0]]}]
    result = report(games)
    assert result["brier"]["even"] == 0.25 and "learned" not in result["brier"]
    assert "learned" not in result["by_opponent"]["coach (self-play)"]


def test_the_judges_obey_the_no_progress_guard(monkeypatch) -> None:
    """Two judges could pass the age piles back and forth for ever; like every AI player, a
    judge whose game has stalled draws at every action choice."""
    from innovation.agents import common
    from innovation.coach.calibration import Job, play
    from innovation.engine.records import GameRecord

    monkeypatch.setattr(common, "stalled_turns", lambda game, player: common.STALL_TURNS)
    result = play(Job(index=0, seed=5, opponent="coach", coach_seat=0, iterations=4, edition="3rd"))
    assert result["error"] is None and result["rows"]
    record = GameRecord.from_json(result["record"])
    game = record.initial()
    actions = 0
    for answer in record.answers:
        if game.decision is not None and game.decision.kind == "action":
            actions += 1
            assert answer == "draw"  # forced: never a meld, a dogma or an achievement
        game.answer_json(answer)
    assert actions > 10
