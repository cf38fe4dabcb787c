"""Hints (three legal answers with chances) and the post-game review (its JSON format on a
recorded 2-player game, through `innovation review`)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from innovation.agents import make_agent
from innovation.agents.ismcts import ISMCTSAgent
from innovation.cli import main
from innovation.coach import MISTAKE, hints, review
from innovation.coach.hints import hint_lines
from innovation.coach.judge import clear_cache, settings_with
from innovation.coach.review import seat_decisions
from innovation.engine.game import Game
from innovation.engine.records import GameRecord
from innovation.parallel import LocalExecutor


def _position(seed: int, steps: int) -> Game:
    game = Game.new("3rd", 2, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        game.answer(rng.choice(game.decision.options))
    return game


def test_hints_are_three_legal_answers_with_chances() -> None:
    game = _position(3, 30)
    d = game.decision
    assert len(d.options) >= 3
    found = hints(game, iterations=300)
    assert len(found) == 3
    assert len({json.dumps(h.json, sort_keys=True) for h in found}) == 3
    for h in found:
        assert h.answer in d.options
        assert d.decode(h.json, game.names) is h.answer
        assert 0.0 <= h.low <= h.win <= h.high <= 1.0
        assert h.why.strip()
    # the first is the answer the search prefers; the others follow by chance
    assert found[1].win >= found[2].win
    clear_cache()  # judged again from scratch: the same position gives the same numbers
    again = hints(game, iterations=300)
    assert [(h.json, h.win) for h in again] == [(h.json, h.win) for h in found]
    lines = hint_lines(found)
    assert [line.count("%") for line in lines if line.startswith("  ") and line[2].isdigit()] == [
        1,
        1,
        1,
    ]


def test_analyse_reports_every_answer_and_respects_the_floor() -> None:
    game = _position(4, 40)
    d = game.decision
    focus = d.options[-1]
    agent = ISMCTSAgent(seed=2)
    analysis = agent.analyse(game, iterations=400, floor=5, focus=focus, focus_floor=40)
    assert [e.answer for e in analysis.estimates] == d.options
    assert all(e.visits >= 5 for e in analysis.estimates)
    assert analysis.of(focus).visits >= 40
    assert analysis.iterations == 400
    assert sum(e.visits for e in analysis.estimates) == 400
    # without floors, analyse finds what choose plays
    plain = ISMCTSAgent(seed=7, iterations=200).analyse(game)
    assert plain.best().answer == ISMCTSAgent(seed=7, iterations=200).choose(game)


def test_a_finished_game_cannot_be_hinted() -> None:
    game = Game.new("3rd", 2, seed=1)
    rng = random.Random(1)
    while game.decision is not None:
        game.answer(rng.choice(game.decision.options))
    with pytest.raises(ValueError, match="over"):
        hints(game, iterations=10)


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A recorded 2-player game between AI players."""
    game = Game.new("3rd", ["Ann", "Bob"], seed=11)
    agents = [make_agent("heuristic:1", seed=1), make_agent("ismcts:20i", seed=2)]
    while game.decision is not None:
        game.answer(agents[game.decision.player].choose(game))
    path = tmp_path_factory.mktemp("review") / "game.json"
    GameRecord.of(game).save(path)
    return path


def test_review_json_has_an_entry_for_every_decision_of_the_seat(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fast = ["--iterations", "20", "--workers", "1"]
    code = main(["review", str(record_file), "--seat", "0", *fast, "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"seat", "decisions", "summary"}
    assert out["seat"] == 0
    record = GameRecord.load(record_file)
    # every answer Ann gave, found independently by replaying the record
    game = record.initial()
    mine = []
    for i, answer in enumerate(record.answers):
        if game.decision.player == 0:
            mine.append(i)
        game.answer_json(answer)
    assert [d["index"] for d in out["decisions"]] == mine
    for d in out["decisions"]:
        assert set(d) == {
            "index",
            "answer",
            "best",
            "win_before",
            "win_after",
            "cost",
            "mistake",
            "uncertain",
            "interval",
            "why",
            "reason",
            "kind",
        }
        assert 0.0 <= d["win_after"] <= d["win_before"] <= 1.0
        assert d["why"].strip()
        before = record.replay(d["index"])
        decision = before.decision
        assert decision.player == 0
        decision.decode(d["best"], before.names)  # raises if `best` is not legal there
        given = decision.decode(record.answers[d["index"]], before.names)
        assert d["answer"] == decision.encode(given, before.names)
        cost = 100 * (d["win_before"] - d["win_after"])
        assert abs(d["cost"] * 100 - cost) < 0.02
        if abs(cost - 100 * MISTAKE + 0.5) > 0.02:  # not on the rounding edge
            assert d["mistake"] == (d["answer"] != d["best"] and cost >= 100 * MISTAKE - 0.5)
        if d["answer"] == d["best"]:
            assert d["win_after"] == d["win_before"]
    assert out["summary"]["mistakes"] == sum(d["mistake"] for d in out["decisions"])
    assert out["summary"]["decisions"] == len(mine)


def test_review_table_and_bad_input(record_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fast = ["--iterations", "20", "--workers", "1"]
    assert main(["review", str(record_file), "--seat", "Bob", *fast]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Review of Bob (seat 1")
    assert "AI prefers" in text
    assert main(["review", str(record_file), "--seat", "7"]) == 2
    err = capsys.readouterr().err
    assert "seat number from 0 to 1" in err and len(err.strip().splitlines()) == 1
    with pytest.raises(SystemExit) as bad_budget:
        main(["review", str(record_file), "--seat", "0", "--iterations", "0"])
    assert bad_budget.value.code == 2
    assert "--iterations" in capsys.readouterr().err
    assert main(["review", str(record_file.parent / "missing.json"), "--seat", "0"]) == 2
    assert "cannot read" in capsys.readouterr().err
    unfinished = Game.new("3rd", 2, seed=1)
    unfinished.answer(unfinished.decision.options[0])
    path = record_file.parent / "unfinished.json"
    GameRecord.of(unfinished).save(path)
    assert main(["review", str(path), "--seat", "0"]) == 2
    assert "not finished" in capsys.readouterr().err


def test_review_in_a_language(record_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`--lang`: the table in Ukrainian; with --json, each `why` in the language and the
    phrases (`reason`) language-neutral."""
    fast = ["--iterations", "20", "--workers", "1"]
    assert main(["review", str(record_file), "--seat", "Bob", *fast, "--lang", "uk"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("Розбір гри гравця Bob (місце 1") and "ШІ радить" in text
    assert "Review of" not in text and "AI prefers" not in text
    assert main(["review", str(record_file), "--seat", "0", *fast, "--json", "--lang", "it"]) == 0
    italian = json.loads(capsys.readouterr().out)
    assert main(["review", str(record_file), "--seat", "0", *fast, "--json", "--lang", "en"]) == 0
    english = json.loads(capsys.readouterr().out)
    pairs = list(zip(italian["decisions"], english["decisions"], strict=True))
    assert all(i["reason"] == e["reason"] for i, e in pairs)
    assert all(i["why"] != e["why"] for i, e in pairs if e["why"])


def test_review_is_the_same_on_one_core_or_several(record_file: Path) -> None:
    record = GameRecord.load(record_file)
    with LocalExecutor(1) as one:
        a = review(record, 1, settings_with(40), executor=one)
    with LocalExecutor(2) as two:
        b = review(record, 1, settings_with(40), executor=two)
    assert a.to_json()["decisions"] == b.to_json()["decisions"]
    assert [d.index for d in a.decisions] == seat_decisions(record, 1)
