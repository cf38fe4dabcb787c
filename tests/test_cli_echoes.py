"""`--expansions echoes` on the command line: cards, simulate, tournament, bench, play, scenario,
replay and review (docs/expansions.md). Nothing here depends on which Echoes cards are written
yet: the facts come from the card table, the games from whatever the engine plays."""

from __future__ import annotations

import io
import json
import pickle
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from innovation import Game, bench, sim, tournament
from innovation.cli import main
from innovation.engine.cards import BONUS, ECHO, ICON_NAMES
from innovation.engine.editions import get_edition
from innovation.engine.records import GameRecord
from innovation.parallel import LocalExecutor

ECHOES = get_edition("3rd", ("echoes",))
ECHOES_CARDS = [c for c in ECHOES.cards if c.expansion == "echoes"]
ECHOES_SPECIALS = ["Supremacy", "Destiny", "Wealth", "Heritage", "History"]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """The command's exit status, stdout and stderr (an argument error exits as argparse does)."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def card_with(echo: bool, bonus: bool) -> Any:
    """An Echoes card with (or without) an echo effect and a bonus, from the card table."""
    return next(c for c in ECHOES_CARDS if (c.echo is not None) == echo and bool(c.bonus) == bonus)


def random_game(seed: int, expansions: tuple[str, ...] = ("echoes",), upto: int | None = None) -> Game:
    game = Game.new("3rd", ["Ann", "Bob"], seed=seed, expansions=expansions)
    rng = random.Random(seed)
    n = 0
    while game.decision is not None and (upto is None or n < upto):
        game.answer(rng.choice(game.decision.options))
        n += 1
    return game


# ---------------------------------------------------------------- cards
def test_cards_json_lists_the_105_echoes_cards_and_5_specials(capsys):
    code, out, _ = run(capsys, "cards", "--edition", "3rd", "--expansions", "echoes", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["edition"] == "3rd" and data["expansions"] == ["echoes"]
    assert len(data["cards"]) == 105
    assert [r["key"] for r in data["cards"]] == [c.name for c in ECHOES_CARDS]
    assert [s["key"] for s in data["specials"]] == ECHOES_SPECIALS
    assert all(s["text"].startswith("Claim immediately") for s in data["specials"])
    by_name = {c.name: c for c in ECHOES_CARDS}
    for row in data["cards"]:
        card = by_name[row["key"]]
        assert row["expansion"] == "echoes"
        assert row["bonus"] == card.bonus
        assert len(row["icons"]) == 4
        for code_, shown in zip(card.icons, row["icons"], strict=True):
            if code_ == BONUS:
                assert shown == {"bonus": card.bonus}
            elif code_ == ECHO:
                assert shown == "echo"
            elif code_ < 0:
                assert shown == "hex"
            else:
                assert shown == ICON_NAMES[code_]
        # an echo effect exactly where a position holds one
        assert (row["echo"] is not None) == ("echo" in row["icons"])
        if row["echo"] is not None:
            assert row["echo"] == card.echo.text
        assert [e["kind"] == "demand" for e in row["effects"]] == [e.demand for e in card.effects]
    assert sum(r["echo"] is not None for r in data["cards"]) > 40
    assert sum(r["bonus"] > 0 for r in data["cards"]) > 40


def test_cards_text_lists_echo_effects_bonuses_and_the_specials(capsys):
    code, out, _ = run(capsys, "cards", "--expansions", "echoes")
    assert code == 0
    card = card_with(echo=True, bonus=True)
    assert card.name in out
    assert f"bonus {card.bonus}" in out
    assert "Echo effect: " + card.echo.text in out
    for name in ECHOES_SPECIALS:
        assert f"  {name}: Claim immediately" in out
    assert "Monument" not in out  # the expansion's specials, not the edition's
    assert "/105 cards implemented" in out


def test_the_base_list_is_as_before(capsys):
    code, out, _ = run(capsys, "cards", "--json")
    data = json.loads(out)
    assert "expansions" not in data and len(data["cards"]) == 105
    assert all("echo" not in r and "bonus" not in r for r in data["cards"])
    assert [s["key"] for s in data["specials"]] == ["Monument", "Empire", "World", "Wonder", "Universe"]


def test_one_echoes_card_in_full(capsys):
    card = card_with(echo=True, bonus=True)
    code, out, _ = run(capsys, "cards", card.name.lower(), "--expansions", "echoes")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith(f"{card.name} (age {card.age}, ")
    assert "Echoes of the Past card" in lines[1]
    assert "echo" in lines[2] and f"bonus {card.bonus}" in lines[2]
    assert f"Bonus: {card.bonus}" in out
    assert "Echo effect (" in out and card.echo.text in out
    # a base card is still found with the expansion
    code, out, _ = run(capsys, "cards", "Oars", "--expansions", "echoes")
    assert code == 0 and out.startswith("Oars (age 1, red)") and "Echo effect" not in out
    # and an Echoes card is not found without it
    code, _, err = run(capsys, "cards", card.name)
    assert code == 2 and "no card named" in err


def test_cards_json_with_a_name_and_the_expansion(capsys):
    card = card_with(echo=False, bonus=True)
    code, out, _ = run(capsys, "cards", card.name, "--expansions", "echoes", "--json")
    assert code == 0
    rows = json.loads(out)["cards"]
    assert [r["key"] for r in rows] == [card.name] and rows[0]["echo"] is None


@pytest.mark.parametrize(
    "argv",
    [
        ["cards"],
        ["simulate", "--games", "1"],
        ["play"],
        ["bench", "--games", "1", "--rounds", "1"],
        ["tournament", "--games", "1"],
        ["scenario", "run", "nothing.json"],
    ],
)
def test_an_unknown_expansion_or_one_named_twice_is_one_line(capsys, argv):
    code, out, err = run(capsys, *argv, "--expansions", "artifacts")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "unknown expansion 'artifacts'" in err
    if argv[0] != "scenario":
        code, out, err = run(capsys, *argv, "--expansions", "echoes,echo")
        assert code == 2 and out == ""
        assert len(err.strip().splitlines()) == 1 and "named twice" in err


def test_an_expansion_named_twice_is_refused(capsys):
    code, _, err = run(capsys, "cards", "--expansions", "echoes,echo")
    assert code == 2 and "named twice" in err


# ---------------------------------------------------------------- simulate
def test_simulate_with_echoes(capsys):
    code, out, _ = run(
        capsys, "simulate", "--expansions", "echoes", "--games", "3", "--workers", "1", "--json"
    )
    summary = json.loads(out)
    assert summary["expansions"] == ["echoes"]
    assert summary["cards_total"] == 210
    assert summary["games"] == 3
    assert code == (1 if summary["error_count"] else 0)


def test_worker_tasks_carry_the_expansions():
    """A task holds everything its games need: a worker process (or a Ray task elsewhere)
    plays Echoes games from the task alone."""
    seeds = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    task = (seeds, 2, False, "3rd", ("echoes",))
    assert pickle.loads(pickle.dumps(task)) == task
    inline = sim._chunk(task)
    with LocalExecutor(2) as ex:
        pooled = sim.play_games(ex, len(seeds), seed=0, expansions=("echoes",))
    assert [(r.seed, r.turns, r.decisions) for r in pooled] == [
        (r.seed, r.turns, r.decisions) for r in inline
    ]
    base = sim._chunk((seeds, 2, False, "3rd", ()))
    assert [(r.turns, r.decisions) for r in base] != [(r.turns, r.decisions) for r in inline]
    first = Game.new("3rd", 2, seed=0, expansions=("echoes",))
    assert first.state.players[0].hand[1].expansion == "echoes"  # the deal is an Echoes deal


# ---------------------------------------------------------------- tournament
def test_tournament_games_are_echoes_games(monkeypatch):
    import innovation.engine.game as game_module

    seen: list[tuple[str, ...]] = []

    class Recording(Game):  # the games a tournament deals, seen as they are dealt
        @classmethod
        def new(cls, *args: Any, **kwargs: Any) -> Game:
            seen.append(tuple(kwargs.get("expansions", ())))
            return Game.new(*args, **kwargs)

    monkeypatch.setattr(game_module, "Game", Recording)
    result = tournament.run(["random", "heuristic"], 2, workers=1, expansions=("echoes",))
    assert seen and all(e == ("echoes",) for e in seen)
    assert result["expansions"] == ["echoes"]
    assert "with echoes" in tournament.format_text(result).splitlines()[0]
    jobs = tournament.schedule(["random", "heuristic"], 1, 2, "", 0, "3rd")
    jobs[0].expansions = ("echoes",)
    assert pickle.loads(pickle.dumps(jobs[0])).expansions == ("echoes",)


def test_tournament_cli_says_the_expansions(capsys):
    code, out, _ = run(
        capsys, "tournament", "--agents", "random,heuristic", "--games", "1", "--workers", "1",
        "--expansions", "echoes", "--json",
    )
    result = json.loads(out)
    assert result["expansions"] == ["echoes"]
    assert code == (1 if result["errors"] else 0)


# ---------------------------------------------------------------- bench
def test_bench_measures_base_and_echoes_side_by_side():
    ticks: list[int] = []
    result = bench.run_benchmarks(
        games=3, rounds=2, on_game=ticks.append, expansions=("echoes",)
    )
    assert len(ticks) == bench.work_units(3, 2, ("echoes",))
    assert result["expansions"] == ["echoes"]
    assert result["games_per_second"] > 0 and result["games_per_second_echoes"] > 0
    assert len(result["games_per_second_echoes_rounds"]) == 2
    ratio = result["games_per_second_echoes"] / result["games_per_second"]
    assert abs(result["expansion_ratio"] - ratio) < 0.01
    plain = bench.run_benchmarks(games=2, rounds=1)
    assert "expansion_ratio" not in plain and "expansions" not in plain


def test_bench_cli_prints_the_ratio_line(capsys):
    code, out, _ = run(
        capsys, "bench", "--expansions", "echoes", "--games", "2", "--rounds", "1"
    )
    assert code == 0
    lines = out.splitlines()
    assert any(line.startswith("games_per_second: ") for line in lines)
    assert any(line.startswith("games_per_second_echoes: ") for line in lines)
    assert any(line.startswith("expansion_ratio: ") for line in lines)


# ---------------------------------------------------------------- play, replay, review
def test_play_deals_an_echoes_game(capsys, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\nhelp\nquit\nyes\n"))
    code, out, _ = run(capsys, "play", "--expansions", "echoes", "--vs", "random", "--seed", "3")
    assert code == 0
    assert out.startswith("Innovation, 3rd edition, with Echoes of the Past, seed 3")
    assert "Echoes piles (cards left)" in out
    assert "Echoes of the Past:" in out  # help explains the expansion's words
    assert "7 achievements win" in out  # one more than without it


def test_resume_keeps_the_expansions_and_refuses_the_flag(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    game = random_game(5, upto=30)
    path = tmp_path / "saved.json"
    path.write_text(json.dumps(GameRecord.of(game).to_json()))
    code, _, err = run(capsys, "play", "--resume", str(path), "--expansions", "echoes")
    assert code == 2 and "--expansions cannot change a saved game" in err
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\nyes\n"))
    code, out, _ = run(capsys, "play", "--resume", str(path))
    assert code == 0
    assert "with Echoes of the Past" in out and "Echoes piles" in out


def test_replay_reads_the_expansions_from_the_record(capsys, tmp_path):
    game = random_game(4, upto=40)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(GameRecord.of(game).to_json()))
    assert json.loads(path.read_text())["expansions"] == ["echoes"]
    code, out, _ = run(capsys, "replay", str(path), "--step", "10")
    assert code == 0
    assert out.startswith("Innovation, 3rd edition, with Echoes of the Past: Ann and Bob, seed 4")
    assert "Echoes piles (cards left)" in out
    code, out, _ = run(capsys, "replay", str(path), "--json")
    shown = json.loads(out)
    assert shown["expansions"] == ["echoes"] and "echoes" in shown["set_decks"]


def test_review_reads_the_expansions_from_the_record(capsys, tmp_path):
    game = random_game(4)
    assert game.over
    path = tmp_path / "done.json"
    path.write_text(json.dumps(GameRecord.of(game).to_json()))
    code, out, _ = run(
        capsys, "review", str(path), "--seat", "0", "--iterations", "2", "--workers", "1", "--json"
    )
    assert code == 0
    assert json.loads(out)["decisions"]


# ---------------------------------------------------------------- scenario
SCENARIO = {
    "players": {
        "Ann": {"board": {"blue": ["Perfume"]}, "hand": ["Oars"], "forecast": ["Bangle"]},
        "Bob": {"board": {"red": ["Archery"]}},
    },
    "current": "Ann",
    "turn": 3,
    "answers": [{"meld": "Oars"}],
}


def test_scenario_files_say_their_expansions(capsys, tmp_path):
    named = tmp_path / "named.json"
    named.write_text(json.dumps({**SCENARIO, "expansions": ["echoes"]}))
    code, out, _ = run(capsys, "scenario", "run", str(named))
    assert code == 0
    result = json.loads(out)
    assert result["expansions"] == ["echoes"]
    assert result["players"]["Ann"]["forecast"] == ["Bangle"]
    assert "promote" in result["pending"]["prompt"]  # the Meld action offers a promotion


def test_scenario_expansions_flag_for_files_without_them(capsys, tmp_path):
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(SCENARIO))
    code, _, err = run(capsys, "scenario", "run", str(bare))
    assert code == 2 and "Perfume" in err  # an Echoes card, in a base game
    code, out, _ = run(capsys, "scenario", "run", str(bare), "--expansions", "echoes")
    assert code == 0 and json.loads(out)["expansions"] == ["echoes"]
    other = tmp_path / "other.json"
    other.write_text(json.dumps({**SCENARIO, "expansions": []}))
    code, _, err = run(capsys, "scenario", "check", str(other), "--expansions", "echoes")
    assert code == 2 and "leave --expansions out" in err


def test_help_says_what_the_cards_list_is(capsys):
    with pytest.raises(SystemExit):
        main(["cards", "--help"])
    out = capsys.readouterr().out
    assert "--expansions" in out and "105" in out


def test_readme_names_the_flag():
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    assert "--expansions echoes" in readme
