"""The terminal game as a person meets it: the real program in a pseudo-terminal (and in tmux,
where it is installed), typed into and read off the screen.

Hot-seat hand-overs hide the last player's hand, a verb alone asks, `quit` asks, games are
saved, resumed and reviewed, `help rules` pages, cards show their colours."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from innovation import Game
from innovation.engine.records import GameRecord
from tests.ptyrun import ROOT, PtyProgram

PROMPT = "\n> "


def _hands(seed: int, names: list[str]) -> list[list[str]]:
    game = Game.new("3rd", names, seed=seed)
    return [[c.name for c in pl.hand] for pl in game.state.players]


def test_hot_seat_hand_over_clears_alices_hand_before_bob_looks(tmp_path):
    alice_cards, bob_cards = _hands(1, ["Alice", "Bob"])
    prog = PtyProgram("play", "--seed", "1", cwd=tmp_path)
    try:
        prog.expect("Alice, press Enter")
        assert not any(card in prog.screen() for card in alice_cards + bob_cards)
        prog.send("")
        prog.expect(PROMPT)
        screen = prog.screen()
        assert all(card in screen for card in alice_cards)  # Alice sees her own hand
        assert not any(card in screen for card in bob_cards)
        prog.send("1")  # Alice melds her first card; Bob chooses next
        prog.expect("Bob, press Enter")
        handover = prog.screen()
        assert "Bob, your decision" in handover
        assert not any(card in handover for card in alice_cards)  # the screen was cleared
        assert "\x1b[3J" in prog.raw  # and the scrollback too
        prog.send("")
        prog.expect(PROMPT)
        bob_view = prog.screen()
        assert all(card in bob_view for card in bob_cards)
        assert not any(card in bob_view for card in alice_cards)
        assert "hand: 2 cards" in bob_view or "hand: 1 card" in bob_view
        prog.send("quit")
        prog.expect("keep playing")
        prog.send("yes")
        assert prog.wait() == 0
    finally:
        prog.close()


@pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")
def test_hot_seat_in_tmux_leaves_nothing_of_alice_in_the_scrollback(tmp_path):
    """tmux emulates a real terminal: what it shows and keeps in its history after the hand-over
    is checked, scrollback included."""
    alice_cards, _ = _hands(1, ["Alice", "Bob"])
    server, session = f"innov-{uuid.uuid4().hex[:8]}", "game"
    tmux = ["tmux", "-L", server]
    command = (
        f"cd {tmp_path} && PYTHONPATH={ROOT} {sys.executable} -m innovation.cli play --seed 1; "
        "sleep 60"
    )
    subprocess.run([*tmux, "new-session", "-d", "-s", session, "-x", "100", "-y", "40", command],
                   check=True)

    def screen(history: bool = False) -> str:
        args = [*tmux, "capture-pane", "-p", "-t", session] + (["-S", "-"] if history else [])
        return subprocess.run(args, check=True, capture_output=True, text=True).stdout

    def wait_for(text: str) -> str:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            shown = screen()
            if text in shown:
                return shown
            time.sleep(0.1)
        raise AssertionError(f"{text!r} never showed:\n{screen()}")

    try:
        wait_for("Alice, press Enter")
        subprocess.run([*tmux, "send-keys", "-t", session, "Enter"], check=True)
        shown = wait_for("choose the card to meld")
        assert all(card in shown for card in alice_cards)
        subprocess.run([*tmux, "send-keys", "-t", session, "1", "Enter"], check=True)
        wait_for("Bob, press Enter")
        everything = screen(history=True)
        assert "Bob, your decision" in everything
        assert not any(card in everything for card in alice_cards), everything
    finally:
        subprocess.run([*tmux, "kill-server"], check=False)


def _to_first_action(prog: PtyProgram) -> None:
    """Against a random AI: meld the first card at set-up, then wait for an action."""
    prog.expect("choose the card to meld")
    prog.expect(PROMPT)
    prog.send("1")
    prog.expect("choose an action")
    prog.expect(PROMPT)


def test_a_verb_alone_lists_its_choices_and_asks(tmp_path):
    prog = PtyProgram("play", "--seed", "3", "--vs", "random", cwd=tmp_path, env={"NO_COLOR": "1"})
    try:
        _to_first_action(prog)
        screen = prog.screen()
        dogmas = [line for line in screen.splitlines() if ". dogma " in line]
        assert len(dogmas) == 1  # one legal dogma: the verb alone must still ask
        prog.send("dogma")
        prog.expect("Dogma: which top card's effects?")
        prog.expect("Which one?")
        assert dogmas[0].split(". ", 1)[1] in prog.plain()
        prog.send("")  # back, nothing played
        prog.expect("choose an action")
        prog.expect(PROMPT)
        prog.send("meld")
        prog.expect("Meld which card?")
        listed = prog.expect("Which one?")
        melds = [line for line in listed.splitlines()[-4:] if line.strip()[:2].strip(". ").isdigit()]
        assert melds and all("meld " in line for line in melds)
        prog.send("1")
        prog.expect("melded")
        prog.send("quit")
        prog.expect("keep playing")
        prog.send("y")
        assert prog.wait() == 0
    finally:
        prog.close()


def test_quit_asks_and_can_save_then_resume_finish_and_review(tmp_path):
    prog = PtyProgram("play", "--seed", "3", "--vs", "random", cwd=tmp_path, env={"NO_COLOR": "1"})
    try:
        _to_first_action(prog)
        prog.send("quit")
        prog.expect("keep playing")
        prog.send("")  # Enter: keep playing
        prog.expect("Still playing.")
        prog.expect(PROMPT)
        prog.send("quit")
        prog.expect("keep playing")
        prog.send("save kept.json")
        prog.expect("play --resume kept.json")
        assert prog.wait() == 0
    finally:
        prog.close()
    saved = json.loads((tmp_path / "kept.json").read_text())
    assert saved["terminal"] == {"ai": {"1": "random"}}  # the AI seat comes back
    assert len(saved["answers"]) >= 2

    prog = PtyProgram("play", "--resume", "kept.json", cwd=tmp_path, env={"NO_COLOR": "1"})
    try:
        prog.expect("kept.json resumed")
        for _ in range(2000):
            seen = prog.expect_any(PROMPT, "Save this game's record", timeout=120)
            if seen != PROMPT:
                break
            prog.send("1")
        else:
            raise AssertionError("the game did not end")
        assert "Game over" in prog.plain()
        prog.send("yes")  # save it
        prog.expect("File name")
        prog.send("")  # Enter: where it came from
        prog.expect("innovation review kept.json --seat Player")
        assert prog.wait() == 0
    finally:
        prog.close()
    record = json.loads((tmp_path / "kept.json").read_text())
    assert len(record["answers"]) > len(saved["answers"])
    assert record["answers"][: len(saved["answers"])] == saved["answers"]

    review = subprocess.run(
        [sys.executable, "-m", "innovation.cli", "review", "kept.json", "--seat", "Player",
         "--iterations", "20", "--workers", "1"],
        cwd=tmp_path, capture_output=True, text=True, timeout=600,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    assert review.returncode == 0, review.stderr
    assert "Player" in review.stdout


def test_ctrl_c_saves_the_unfinished_game(tmp_path):
    prog = PtyProgram("play", "--seed", "3", "--vs", "random", cwd=tmp_path)
    try:
        _to_first_action(prog)
        prog.press("\x03")
        try:
            prog.expect("innovation play --resume innovation-autosave.json", timeout=5)
        except AssertionError:
            # Python's input() can miss a Ctrl-C that lands between the prompt and its wait
            # for a key (the signal is noted but the wait does not wake); a person then
            # presses it again, which always lands inside the wait
            prog.press("\x03")
            prog.expect("innovation play --resume innovation-autosave.json")
        assert prog.wait() == 130
    finally:
        prog.close()
    assert json.loads((tmp_path / "innovation-autosave.json").read_text())["answers"]


def test_help_rules_pages_through_the_guide(tmp_path):
    prog = PtyProgram("play", "--seed", "3", "--vs", "random", cwd=tmp_path, lines=30)
    try:
        prog.expect(PROMPT)
        prog.send("help rules")
        prog.expect("How to play Innovation")
        prog.expect("Enter for the next, q to stop")
        prog.send("")
        prog.expect("page 2 of")
        prog.send("q")
        prog.expect("choose the card to meld")
        prog.send("quit")
        prog.expect("keep playing")
        prog.send("y")
        assert prog.wait() == 0
    finally:
        prog.close()


def test_hand_cards_are_coloured_unless_no_color(tmp_path):
    hand = _hands(3, ["Player", "Random AI"])[0]
    game = Game.new("3rd", 2, seed=3)
    colors = {name: game.card(name).color_name for name in hand}
    for no_color in (False, True):
        env = {"NO_COLOR": "1"} if no_color else {}
        prog = PtyProgram("play", "--seed", "3", "--vs", "random", cwd=tmp_path, env=env)
        try:
            prog.expect(PROMPT)
            for name in hand:
                assert f"{name} ({colors[name]} 1)" in prog.screen()  # the colour by name
            coloured = any(code in prog.raw for code in ("\x1b[94m", "\x1b[31m", "\x1b[32m",
                                                         "\x1b[33m", "\x1b[35m"))
            assert coloured is not no_color
            prog.send("quit")
            prog.expect("keep playing")
            prog.send("y")
            assert prog.wait() == 0
        finally:
            prog.close()


def test_resume_refuses_a_bad_file_in_one_line(tmp_path):
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "innovation.cli", "play", *args],
                              cwd=tmp_path, capture_output=True, text=True, timeout=120,
                              env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
                              stdin=subprocess.DEVNULL)

    (tmp_path / "not.json").write_text("{ nope")
    (tmp_path / "list.json").write_text("[1, 2]")
    (tmp_path / "bad.json").write_text(json.dumps(
        {"edition": "3rd", "players": ["A", "B"], "seed": 1, "answers": ["Oars", "draw"]}))
    finished = Game.new("3rd", 2, seed=5)
    import random

    rng = random.Random(5)
    while not finished.over:
        finished.answer(rng.choice(finished.decision.options))
    GameRecord.of(finished).save(tmp_path / "over.json")
    cases = {
        "missing.json": "cannot read missing.json",
        "not.json": "not a JSON file",
        "list.json": "not a game record that can be continued",
        "bad.json": "not a game record that can be continued",
        "over.json": "is over",
    }
    for name, message in cases.items():
        result = run("--resume", name)
        assert result.returncode == 2, (name, result.stdout, result.stderr)
        lines = result.stderr.strip().splitlines()
        assert len(lines) == 1 and message in lines[0], (name, result.stderr)
    result = run("--resume", "over.json", "--names", "X,Y")
    assert result.returncode == 2 and "--names cannot change a saved game" in result.stderr
    assert not Path(tmp_path / "innovation-autosave.json").exists()
