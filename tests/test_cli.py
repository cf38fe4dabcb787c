"""The command line: cards, simulate, scenario, play, replay, bench."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from innovation import Game
from innovation.agents import make_agent
from innovation.cli import main
from innovation.engine.cards import COLOR_NAMES, ICON_NAMES
from innovation.engine.editions import EDITIONS
from innovation.terminal import Terminal

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = ROOT.parent / "shared" / "reference" / "cards-3rd-edition.json"
REFERENCE_4TH = ROOT.parent / "shared" / "reference" / "cards-4th-edition.json"
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


def _reference_texts() -> list[str]:
    """Every published wording we know of: 3rd-edition texts with the 1st edition's, and the
    4th edition's texts with their older wordings."""
    texts = []
    for path in (REFERENCE, REFERENCE_4TH):
        if path.exists():
            for card in json.loads(path.read_text())["cards"]:
                for e in card["effects"]:
                    keys = ("text", "first_edition_text", "previous_text")
                    texts += [e[k] for k in keys if e.get(k)]
    return texts


def run_cli(capsys, *args: str) -> tuple[int, str]:
    code = main(list(args))
    return code, capsys.readouterr().out


def _key(name: str) -> str:
    return name.lower().replace(".", "").replace(" ", "")


@pytest.mark.parametrize("edition", ["3rd", "1st"])
def test_cards_json_lists_every_card_with_reference_facts(capsys, edition):
    code, out = run_cli(capsys, "cards", "--edition", edition, "--json")
    assert code == 0
    data = json.loads(out)
    cards = {_key(c["name"]): c for c in data["cards"]}
    assert len(cards) == 105
    for c in data["cards"]:
        assert c["color"] in COLOR_NAMES and c["dogma_icon"] in ICON_NAMES
        assert c["effects"] and all(e["text"] for e in c["effects"])
    if REFERENCE.exists():
        reference = json.loads(REFERENCE.read_text())["cards"]
        for ref in reference:
            ours = cards[_key(ref["name"])]
            assert (ours["age"], ours["color"], ours["icons"], ours["dogma_icon"]) == (
                ref["age"],
                ref["color"],
                ref["icons"],
                ref["dogma_icon"],
            ), ref["name"]
            kinds = [e["kind"] for e in ours["effects"]]
            assert kinds == [e["kind"] for e in ref["effects"]], ref["name"]
            for ours_e, ref_e in zip(ours["effects"], ref["effects"], strict=True):
                text = (
                    ref_e.get("first_edition_text", ref_e["text"])
                    if edition == "1st"
                    else ref_e["text"]
                )
                assert ours_e["text"].lower() != text.lower(), f"{ref['name']}: copied text"
                assert _normalised(ours_e["text"]) != _normalised(text), ref["name"]


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_card_texts_copy_no_sentence_or_long_phrase_of_a_published_wording(capsys, edition):
    published = _reference_texts()
    if not published:
        pytest.skip("no reference files next to the project")
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
        return str(rng.randrange(len(d.options)) + 1)

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
    Terminal(game, {}, read=lambda _: next(answers), write=out.append, color=False).run()
    assert any("Not allowed" in line for line in out)
    assert any("unfinished" in line for line in out)


def test_replay_command(tmp_path, capsys):
    game = Game.new("3rd", 2, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        game.answer(rng.choice(game.decision.options))
    path = tmp_path / "game.json"
    game.record().save(path)
    code, out = run_cli(capsys, "replay", str(path), "--full")
    assert code == 0
    assert json.loads(out) == json.loads(json.dumps(game.position()))


def test_bench_reports_numbers(capsys):
    code, out = run_cli(capsys, "bench", "--games", "5", "--json")
    data = json.loads(out)
    assert code == 0 and data["games_per_second"] > 0 and data["clone_us_at_action_choice"] > 0
