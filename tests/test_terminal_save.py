"""The end of a game in the terminal offers to save its record: yes or no first (in the
player's language), then a file name with a default; a reply that is an answer to the game's
menus ("1", a command) never becomes a file's name."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from innovation import Game
from innovation.terminal import DEFAULT_SAVE, Terminal


def finished() -> Game:
    game = Game.new("3rd", ["Ann", "Bob"], seed=4)
    rng = random.Random(4)
    while not game.over:
        game.answer(rng.choice(game.decision.options))
    return game


def offer(typed: list[str], lang: str = "en") -> list[str]:
    """Run the offer with these lines typed; what it asked and said."""
    lines = iter(typed)
    said: list[str] = []

    def read(prompt: str) -> str:
        said.append(prompt)
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    Terminal(finished(), {}, read=read, write=said.append, color=False, lang=lang).offer_save(0)
    return said


@pytest.fixture(autouse=True)
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_a_menu_answer_is_not_a_file_name(in_tmp: Path) -> None:
    said = offer(["1", "2", "no"])
    assert not list(in_tmp.iterdir())  # nothing saved, no file named "1"
    assert sum("Type yes to save the record" in s for s in said) == 2


def test_yes_then_enter_saves_to_the_default(in_tmp: Path) -> None:
    said = offer(["yes", ""])
    assert [p.name for p in in_tmp.iterdir()] == [DEFAULT_SAVE]
    assert f"File name (Enter: {DEFAULT_SAVE}): " in said
    assert any("innovation review innovation-game.json --seat Ann" in s for s in said)
    assert json.loads((in_tmp / DEFAULT_SAVE).read_text())["answers"]


def test_a_name_that_looks_like_an_answer_is_refused(in_tmp: Path) -> None:
    said = offer(["y", "1", "help", "mine.json"])
    assert [p.name for p in in_tmp.iterdir()] == ["mine.json"]
    assert sum("looks like an answer, not a file name" in s for s in said) == 2


def test_no_leaves_without_saving(in_tmp: Path) -> None:
    offer(["no"])
    offer(["n"])
    offer([])  # the input ended
    assert not list(in_tmp.iterdir())


def test_yes_and_no_in_the_players_language(in_tmp: Path) -> None:
    offer(["não"], lang="pt_BR")
    assert not list(in_tmp.iterdir())
    offer(["sim", "jogo.json"], lang="pt_BR")
    assert [p.name for p in in_tmp.iterdir()] == ["jogo.json"]
