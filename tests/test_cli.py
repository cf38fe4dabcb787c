"""The command line: cards, simulate, scenario, play, replay, bench."""

from __future__ import annotations

import argparse
import importlib
import io
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from innovation import Game, bench
from innovation.agents import make_agent
from innovation.cli import build_parser, main, play_seats
from innovation.engine import scenario
from innovation.engine.cards import COLOR_NAMES, ICON_NAMES
from innovation.engine.decisions import (
    ACTION,
    COLOR,
    PLAYER,
    VALUE,
    YESNO,
    Decision,
    IllegalAnswer,
)
from innovation.engine.editions import EDITIONS, Edition, get_edition
from innovation.engine.records import GameRecord
from innovation.engine.views import view
from innovation.terminal import Terminal, parse_answer
from innovation.text.answers import format_answer
from innovation.text.render import Words
from tests.helpers import typist
from tests.reference import published_texts

ROOT = Path(__file__).resolve().parent.parent
# a shared run of this many words is a copied phrase; shorter runs are the game's own
# vocabulary ("you may return a card from your hand" is 8 words)
COPIED_RUN = 10


def _normalised(text: str) -> str:
    """Lower case, "[3]" and "3s" read as "3", "color" as "colour", punctuation gone."""
    text = text.lower().replace("[", "").replace("]", "")
    text = re.sub(r"\bcolou?r", "colour", text)
    text = re.sub(r"(\d+)s\b", r"\1", text)
    return " ".join(re.sub(r"[^a-z0-9' ]+", " ", text).split())


def _sentences(text: str) -> set[str]:
    return {n for part in re.split(r"(?<=[.!?])\s+", text) if (n := _normalised(part))}


def _runs(text: str, n: int = COPIED_RUN) -> set[tuple[str, ...]]:
    words = _normalised(text).split()
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def run_cli(capsys, *args: str) -> tuple[int, str]:
    code = main(list(args))
    return code, capsys.readouterr().out


def _key(name: str) -> str:
    return name.lower().replace(".", "").replace(" ", "")


@pytest.mark.parametrize("edition", ["3rd", "1st"])
def test_cards_json_lists_every_card_with_its_facts(capsys, edition):
    code, out = run_cli(capsys, "cards", "--edition", edition, "--json")
    assert code == 0
    data = json.loads(out)
    cards = {_key(c["name"]): c for c in data["cards"]}
    assert len(cards) == 105
    for c in data["cards"]:
        assert c["color"] in COLOR_NAMES and c["dogma_icon"] in ICON_NAMES
        assert c["effects"] and all(e["text"] for e in c["effects"])


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_card_texts_copy_no_sentence_or_long_phrase_of_a_published_wording(capsys, edition):
    published = published_texts()  # skips where ../shared/reference/ is absent
    sentences = set().union(*map(_sentences, published))
    runs = set().union(*map(_runs, published))
    code, out = run_cli(capsys, "cards", "--edition", edition, "--json")
    assert code == 0
    for card in json.loads(out)["cards"]:
        for e in card["effects"]:
            copied = _sentences(e["text"]) & sentences
            assert not copied, f"{card['name']}: sentence copied: {copied}"
            phrases = [" ".join(r) for r in _runs(e["text"]) & runs]
            assert not phrases, f"{card['name']}: phrase copied: {phrases}"


def test_copy_check_sees_through_brackets_plurals_spelling_and_punctuation():
    ours = _normalised("draw two 1s; splay that colour")
    assert _normalised("Draw two [1]. Splay that color!") == ours
    assert _sentences("Draw a [2]! You may score it.") == {"draw a 2", "you may score it"}
    assert len(_runs("one two three four five six seven eight nine ten eleven")) == 2


def test_simulate_reports_json(capsys):
    code, out = run_cli(
        capsys,
        "simulate",
        "--games",
        "12",
        "--players",
        "3",
        "--seed",
        "5",
        "--workers",
        "1",
        "--json",
    )
    data = json.loads(out)
    assert code == 0
    assert data["games"] == 12 and data["finished"] == 12 and data["errors"] == []
    assert sum(data["wins_by_reason"].values()) == 12
    assert data["mean_turns"] > 0 and data["mean_decisions"] > 0 and data["games_per_second"] > 0


def test_simulate_teams_in_parallel(capsys):
    code, out = run_cli(
        capsys, "simulate", "--games", "16", "--players", "4", "--teams", "--workers", "2", "--json"
    )
    data = json.loads(out)
    assert code == 0 and data["finished"] == 16 and data["teams"] is True


def test_scenario_check_and_run(capsys):
    files = sorted(str(p) for p in (ROOT / "scenarios").glob("*.json"))
    assert files
    code, out = run_cli(capsys, "scenario", "check", *files)
    assert code == 0, out
    assert f"{len(files)} passed, 0 failed" in out
    code, out = run_cli(capsys, "scenario", "run", str(ROOT / "scenarios" / "archery-demand.json"))
    result = json.loads(out)
    assert result["pending"]["player"] == "Alice" and result["pending"]["options"]
    assert result["players"]["Alice"]["hand"] == ["Calendar"]


def test_scenario_check_reports_a_mismatch(tmp_path, capsys):
    spec = json.loads((ROOT / "scenarios" / "archery-demand.json").read_text())
    spec["expect"]["players"]["Alice"]["hand"] = ["Oars"]
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(spec))
    code, out = run_cli(capsys, "scenario", "check", str(path))
    assert code == 1 and "FAIL" in out and "hand" in out


def test_scenario_errors_are_clear(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"players": {"A": {"hand": ["No Such Card"]}, "B": {}}}))
    code = main(["scenario", "run", str(path)])
    assert code == 2
    assert "No Such Card" in capsys.readouterr().err


def test_terminal_game_against_random_plays_to_the_end():
    game = Game.new("3rd", ["You", "Bot"], seed=11)
    out: list[str] = []
    rng = random.Random(3)

    def read(prompt: str) -> str:
        d = game.decision
        if d is None:  # the end offers to save the record
            return "no"
        i = rng.randrange(len(d.options))
        if d.kind == "value":  # a value is typed as itself ("type the number"), not by place
            return str(d.options[i])
        return str(i + 1)

    Terminal(
        game, {1: make_agent("random", seed=1)}, read=read, write=out.append, color=False
    ).run()
    text = "\n".join(out)
    assert game.over
    assert "Game over" in text and "Setup" in text and "You (you)" in text
    # the opponent's hand is shown by ages only
    bot_cards = {c.name for c in game.state.players[1].hand}
    for line in out:
        if line.startswith("   hand:") and "card(s)" not in line:
            assert not any(
                name in line for name in bot_cards - {c.name for c in game.state.players[0].hand}
            )


def test_terminal_rejects_illegal_input_and_quits_cleanly():
    game = Game.new("3rd", ["You", "Bot"], seed=2)
    answers = iter(["99", "not a move", "quit"])
    out: list[str] = []
    Terminal(game, {}, read=typist(answers), write=out.append, color=False).run()
    assert any("Not allowed" in line for line in out)
    assert any("unfinished" in line for line in out)


def test_replay_command(tmp_path, capsys):
    game = Game.new("3rd", 2, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        game.answer(rng.choice(game.decision.options))
    path = tmp_path / "game.json"
    GameRecord.of(game).save(path)
    code, out = run_cli(capsys, "replay", str(path), "--full", "--json")
    assert code == 0
    assert json.loads(out) == json.loads(json.dumps(scenario.position(game)))


def test_bench_reports_numbers(capsys):
    code, out = run_cli(capsys, "bench", "--games", "5", "--json")
    data = json.loads(out)
    assert code == 0 and data["games_per_second"] > 0 and data["clone_us_at_action_choice"] > 0
    from innovation.engine import BUILD
    from innovation.engine import game as game_module

    # it says which engine ran, and that is the engine imported
    assert data["engine"] == BUILD
    assert game_module.__file__.endswith(".py") == (BUILD == "pure")


# ---------------------------------------------------------------- bad arguments: one line each
def _cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """The real command in a fresh process, so a traceback would show on stderr."""
    return subprocess.run(
        [sys.executable, "-m", "innovation.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )


@pytest.mark.parametrize(
    "args",
    [
        ["play", "--players", "9"],
        ["simulate", "--players", "9"],
        ["simulate", "--games", "-5"],
        ["tournament", "--games", "-2"],
        ["tournament", "--players", "7"],
        ["bench", "--games", "0"],
        ["bench", "--rounds", "0"],
        ["scenario", "run", "MISSING"],
        ["scenario", "check", "MISSING"],
        ["scenario", "run", "NOT_JSON"],
        ["replay", "MISSING"],
        ["replay", "NOT_JSON"],
        ["replay", "--upto", "-3", "MISSING"],
        ["play", "--vs", "random,random", "--players", "2"],
        ["play", "--names", "Ann,Bob,Cy", "--players", "2"],
        ["play", "--names", "Ann,Bob", "--vs", "random,random"],
        ["play", "--vs", "nobody"],
        ["simulate", "--teams", "--players", "3"],
        ["simulate", "--workers", "0"],
        ["cards", "--edition", "9th"],
        ["serve", "--port", "70000"],
        ["simulate", "--games", "many"],
        ["nothing"],
    ],
)
def test_bad_arguments_fail_in_one_line(tmp_path, args):
    not_json = tmp_path / "notes.txt"
    not_json.write_text("not a record")
    where = {"MISSING": str(tmp_path / "missing.json"), "NOT_JSON": str(not_json)}
    result = _cli(*(where.get(a, a) for a in args))
    assert result.returncode == 2, result
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and "error:" in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def test_replay_step_beyond_the_record_fails_in_one_line(tmp_path, capsys):
    game = Game.new("3rd", 2, seed=4)
    game.answer(game.decision.options[0])
    path = tmp_path / "game.json"
    GameRecord.of(game).save(path)
    assert main(["replay", str(path), "--step", "5"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "0 to 1" in err[0]


def test_every_option_has_help_with_its_default():
    parser = build_parser()
    (sub,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    for name, command in sub.choices.items():
        text = command.format_help()
        for action in command._actions:
            if action.dest == "help":
                continue
            assert action.help, f"{name} {action.option_strings or action.dest} has no help"
            if action.option_strings and all(action.default is not v for v in (None, False)):
                assert f"default: {action.default}" in " ".join(text.split()), (name, action)
    simulate = " ".join(sub.choices["simulate"].format_help().split())
    assert "S, S+1, ..., S+N-1" in simulate and "S to S+N-1" in simulate


# ---------------------------------------------------------------- players, names and AIs agree
def _play_args(*args: str) -> argparse.Namespace:
    return build_parser().parse_args(["play", *args])


def test_play_seats_agree_or_fail():
    assert play_seats(_play_args()) == (2, {})
    assert play_seats(_play_args("--vs", "random,heuristic")) == (
        ["Player", "Random AI", "Heuristic AI"],
        {1: "random", 2: "heuristic"},
    )
    assert play_seats(_play_args("--players", "3", "--vs", "random")) == (
        ["Player", "Random AI 1", "Random AI 2"],
        {1: "random", 2: "random"},
    )
    assert play_seats(_play_args("--names", "Ann,Bob,Cy")) == (["Ann", "Bob", "Cy"], {})
    assert play_seats(_play_args("--teams")) == (4, {})
    for bad in (
        ["--players", "2", "--vs", "random,random"],
        ["--names", "Ann,Bob", "--players", "3"],
        ["--names", "Ann,,Bob"],
        ["--players", "5"],
    ):
        with pytest.raises(ValueError):
            play_seats(_play_args(*bad))


def test_an_edition_says_how_many_it_seats():
    class SixSeats(Edition):
        max_players = 6

    game = Game.new(SixSeats(), 6, seed=1)
    assert game.names == ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank"]
    with pytest.raises(ValueError, match="played by 2 to 6 players, not 7"):
        Game.new(SixSeats(), 7)
    with pytest.raises(ValueError, match="played by 2 to 4 players, not 5"):
        Game.new("3rd", 5)


# ---------------------------------------------------------------- progress bars
class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_simulate_shows_progress_only_on_a_terminal(capsys, monkeypatch):
    code, out = run_cli(capsys, "simulate", "--games", "4", "--workers", "1", "--json")
    assert code == 0 and json.loads(out)["games"] == 4
    assert capsys.readouterr().err == ""  # stderr is not a terminal here: nothing
    screen = _Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    code, out = run_cli(capsys, "simulate", "--games", "4", "--workers", "1", "--json")
    assert code == 0 and json.loads(out)["games"] == 4  # stdout stays clean JSON
    assert "simulate" in screen.getvalue() and "/4 [" in screen.getvalue()  # bar, estimate


def test_bench_counts_its_games_for_the_bar():
    ticks: list[int] = []
    bench.run_benchmarks(games=2, rounds=2, on_game=ticks.append)
    assert sum(ticks) == bench.work_units(2, 2)


# ---------------------------------------------------------------- the terminal reads what it shows
def _decision(kind: str, options: list) -> Decision:
    return Decision(0, kind, "choose", options)


def test_terminal_accepts_answers_as_shown():
    ed = get_edition("3rd")
    oars, sailing, optics = ed.card("Oars"), ed.card("Sailing"), ed.card("Optics")
    names = ["Ann", "Bob"]
    actions = _decision(
        ACTION, [("draw",), ("meld", oars), ("meld", optics), ("dogma", sailing), ("achieve", 3)]
    )
    typed = {
        "dogma Sailing": {"dogma": "Sailing"},
        "Sailing": {"dogma": "Sailing"},
        "sailing": {"dogma": "Sailing"},
        "meld Oars": {"meld": "Oars"},
        "MELD  oars": {"meld": "Oars"},
        "Oars": {"meld": "Oars"},
        "Sail": {"dogma": "Sailing"},
        "achieve 3": {"achieve": 3},
        "draw": "draw",
        "2": {"meld": "Oars"},
        '{"dogma": "Sailing"}': {"dogma": "Sailing"},
    }
    for text, answer in typed.items():
        assert parse_answer(text, actions, names) == answer, text
        actions.decode(answer, names)  # and the game takes it
    for text, message in {
        "9": "type 1 to 5",
        "achieve 4": "cannot achieve 4 now",
        "meld O": "could be meld Oars or meld Optics",
        "xyzzy": "not one of the answers",
    }.items():
        with pytest.raises(IllegalAnswer, match=message):
            parse_answer(text, actions, names)
    colors = _decision(COLOR, [0, 2, None])
    assert parse_answer("green", colors, names) == "green"
    assert parse_answer("Pass", colors, names) == "pass"
    assert colors.decode(parse_answer("none", colors, names), names) is None
    yes_no = _decision(YESNO, [True, False])
    assert [parse_answer(t, yes_no, names) for t in ("yes", "y", "No", "n")] == [
        "yes",
        "yes",
        "no",
        "no",
    ]
    player = _decision(PLAYER, [1, None])
    assert parse_answer("bob", player, names) == "Bob"
    anyone = _decision(PLAYER, [0, 1])  # Ann (seat 0) decides: she reads herself as "you"
    assert parse_answer("you", anyone, names) == "Ann"
    assert parse_answer("Ann", anyone, names) == "Ann"  # her name still works
    assert parse_answer("você", anyone, names, Words("pt-BR")) == "Ann"
    value = _decision(VALUE, [2, 5])
    assert parse_answer("5", value, names) == 5  # a value is typed as itself
    with pytest.raises(IllegalAnswer):
        parse_answer("1", value, names)


def test_terminal_plays_typed_words_and_explains_an_idle_dogma():
    spec = {
        "players": {
            "Ann": {"board": {"red": ["Archery"]}, "hand": ["Oars"]},
            "Bob": {"board": {"yellow": ["Masonry"]}},
        }
    }
    game = scenario.build(spec)
    typed = iter(["help", "Archery", "meld oars", "quit"])
    out: list[str] = []
    Terminal(game, {}, read=typist(typed), write=out.append, color=False).run()
    text = "\n".join(out)
    assert "Cr crown" in text and "Ca castle" in text  # the legend, in help and under the board
    assert (
        "Archery changed nothing: nobody had to obey the demand (no opponent has fewer castles "
        "than Ann's 2)"
    ) in text
    assert "Ann melded Oars" in text  # on Bob's screen
    assert "Not allowed" not in text


def test_the_reader_reads_their_own_moves_as_you():
    spec = {
        "players": {
            "Ann": {"board": {"red": ["Archery"]}, "hand": ["Oars", "Agriculture"]},
            "Bob": {"board": {"yellow": ["Masonry"]}},
        }
    }
    game = scenario.build(spec)
    typed = iter(["meld oars", "quit"])
    out: list[str] = []
    Terminal(game, {1: make_agent("random", seed=1)}, read=typist(typed), write=out.append,
             color=False).run()
    text = "\n".join(out)
    assert "You melded Oars" in text and "Ann melded Oars" not in text


def test_idle_dogma_names_who_declined():
    spec = {"players": {"Ann": {"board": {"purple": ["Philosophy"]}, "hand": ["Oars"]}, "Bob": {}}}
    game = scenario.build(spec)
    typed = iter(["dogma Philosophy", "pass", "quit"])
    out: list[str] = []
    Terminal(game, {}, read=typist(typed), write=out.append, color=False).run()
    assert any("Philosophy changed nothing" in line and "Ann declined" in line for line in out)


def test_terminal_counts_in_words():
    game = Game.new("3rd", 2, seed=3)
    text = Terminal(game, {}, color=False).board_text(0)
    assert "2 cards (ages 1, 1)" in text and "card(s)" not in text
    game.answer(game.decision.options[0])
    game.answer(game.decision.options[0])
    text = Terminal(game, {}, color=False).board_text(0)
    assert "(1 action left)" in text


def test_play_names_the_person_and_the_ais(capsys, monkeypatch):
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["play", "--vs", "random", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "seed 3" in out and "Player (you)" in out and "Random AI" in out
    assert "You's" not in out


# ---------------------------------------------------------------- replay, readable
def test_replay_tells_the_game_step_by_step(tmp_path, capsys):
    game = Game.new("3rd", ["Ann", "Bob"], seed=4)
    rng = random.Random(4)
    for _ in range(40):
        game.answer(rng.choice(game.decision.options))
    path = tmp_path / "game.json"
    GameRecord.of(game).save(path)
    code, out = run_cli(capsys, "replay", str(path))
    assert code == 0
    assert "Innovation, 3rd edition: Ann and Bob, seed 4" in out
    assert "    1. Ann answers" in out and "   40. " in out
    assert "--- turn 1: " in out and "=== Turn" in out  # who starts depends on the deal
    code, out = run_cli(capsys, "replay", str(path), "--step", "12", "--full")
    assert code == 0
    lines = out.splitlines()
    assert lines[1] == "Step 12 of 40:" and lines[2].startswith("   12. ")
    assert "Ann's hand:" in out and out.rstrip().splitlines()[-1].startswith("Next: ")
    code, out = run_cli(capsys, "replay", str(path), "--step", "12", "--json")
    assert code == 0
    assert json.loads(out) == json.loads(json.dumps(view(GameRecord.of(game).replay(12), None)))


# ---------------------------------------------------------------- set-up messages
def test_rl_without_the_extra_says_how_to_install_it(monkeypatch):
    for name in [m for m in sys.modules if m == "innovation.rl" or m.startswith("innovation.rl.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "gymnasium", None)  # as if not installed
    with pytest.raises(ModuleNotFoundError, match=r"\.venv/bin/pip install -e '\.\[rl\]'"):
        importlib.import_module("innovation.rl")


@pytest.mark.parametrize(("edition", "players"), [("3rd", 2), ("1st", 3), ("3rd", 4), ("4th", 5)])
def test_every_answer_shown_can_be_typed_as_shown(edition, players):
    """Over random games, each listed answer typed as the screen shows it means that answer."""
    game = Game.new(edition, players, seed=players)
    rng = random.Random(players)
    while game.decision is not None:
        d = game.decision
        for option in d.options:
            shown = d.encode(option, game.names)
            typed = str(shown) if d.kind == VALUE else format_answer(shown)
            meant = d.decode(parse_answer(typed, d, game.names), game.names)
            assert meant == option and type(meant) is type(option), (d.prompt, typed)
        game.answer(rng.choice(d.options))
