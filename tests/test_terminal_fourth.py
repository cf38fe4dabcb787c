"""The 4th edition in the terminal: the junk, aslant piles, the person icon, teams of any
shape, players out of the game, the `concede` command, negotiation prompts, replays."""

from __future__ import annotations

import io
import random
import sys
from collections.abc import Iterator
from typing import Any

from innovation import Game
from innovation.agents import make_agent
from innovation.cli import main
from innovation.engine import scenario
from innovation.engine.records import GameRecord
from innovation.terminal import Terminal, help_text, icon_legend, replay_lines
from tests.helpers import typist


def play(game: Game, typed: list[str], agents: dict[int, Any] | None = None) -> str:
    """Run the terminal on `game` with these lines typed (then quit); all it printed."""
    lines: Iterator[str] = iter([*typed, "quit"])
    out: list[str] = []
    Terminal(game, agents or {}, read=typist(lines), write=out.append, color=False).run()
    return "\n".join(out)


def set_up(game: Game) -> Game:
    """Everyone melds a first card."""
    while game.state.phase == "setup":
        game.answer(game.decision.options[0])
    return game


JUNK_POSITION = {
    "edition": "4th",
    "seed": 11,
    "players": {
        "Ann": {
            "board": {
                "red": ["Archery"],
                "yellow": ["Canal Building"],
                "purple": {"cards": ["Code of Laws", "The Internet", "Mysticism"],
                           "splay": "aslant"},
            },
            "hand": ["Tools", "Oars"],
        },
        "Bob": {"board": {"purple": ["Railroad"]}},
    },
    "current": "Ann",
    "turn": 3,
}


def test_junk_aslant_and_the_person_icon() -> None:
    game = scenario.build(JUNK_POSITION)
    text = play(game, ["dogma Archery", "2", "dogma Canal Building", "junk the 3 deck"])
    assert "Ann junked the age 2 achievement" in text
    assert "Ann junked the age 3 pile (9 cards)" in text
    assert "Junk (face down, by age)  2:1 3:9" in text
    assert "purple Code of Laws (purple 1) [] Cr* Cr* Lf  splayed aslant (all four icons of covered " \
           "cards show); 3 cards" in text
    assert "Pe2" in text  # The Internet's two people show on the aslant pile
    assert "Pe person" in text and "6 achievements win" in text
    assert "Pe person" in icon_legend("4th") and "Pe person" not in icon_legend("3rd")
    assert "aslant (4th edition) all four" in help_text("4th")
    assert "concede" in help_text("4th")


def test_teams_of_any_shape_and_their_target() -> None:
    game = set_up(Game.new("4th", ["Ann", "Bob", "Cleo"], seed=5, teams="AAB"))
    text = Terminal(game, {}, color=False).board_text(0)
    assert "Teams: A: Ann (you) and Bob; B: Cleo" in text
    assert "-- Bob [team A]" in text and "-- Cleo [team B]" in text
    assert "6 achievements win per team" in text
    text = Terminal(set_up(Game.new("4th", 5, seed=5)), {}, color=False).board_text(0)
    assert "3 achievements win" in text and "Teams" not in text


def test_concede_leaves_a_three_player_game() -> None:
    game = set_up(Game.new("4th", ["Ann", "Bob", "Cleo"], seed=3))
    deciding = game.names[game.decision.player]
    text = play(game, ["concede", "no", "concede", "yes"])
    assert "Not conceded." in text and f"{deciding} conceded." in text
    assert not game.over and not game.state.active(game.player_index(deciding))
    assert f"-- {deciding}: out of the game" in Terminal(game, {}, color=False).board_text(None)
    assert f"{deciding} is out of the game (their cards go to the junk)" in play(game, [])


def test_concede_in_a_two_player_game_ends_it() -> None:
    game = set_up(Game.new("3rd", ["Ann", "Bob"], seed=3))
    loser = game.decision.player
    text = play(game, ["concede", "yes"])
    winner = game.names[1 - loser]
    assert game.over and game.winners == [1 - loser]
    assert f"Game over: {winner} won ({game.names[loser]} conceded)." in text


def test_concede_refused_where_the_edition_has_no_elimination() -> None:
    game = set_up(Game.new("3rd", ["Ann", "Bob", "Cleo"], seed=3))
    text = play(game, ["concede"])
    assert "Not allowed: in the 3rd edition a player can concede only when a single side" in text
    assert not game.over and all(game.state.active(p) for p in range(3))


NEGOTIATION = {
    "edition": "4th",
    "players": {
        "Ann": {"board": {"blue": ["Tools"]}, "hand": ["Oars", "Sailing"]},
        "Bob": {"board": {"red": ["Metalworking"]}},
        "Cleo": {"board": {"blue": ["Writing"]}, "hand": ["Pottery", "Clothing"]},
        "Dev": {"board": {"green": ["The Wheel"]}},
    },
    "current": "Ann",
    "turn": 5,
}


def test_negotiation_is_explained() -> None:
    game = scenario.build(NEGOTIATION)
    text = play(game, ["dogma Writing", "Oars"])
    assert "dogma Writing   (negotiate with Cleo: return a card from your hand)" in text
    assert "dogma Metalworking" not in text  # a neighbour's top card is never offered
    assert "Negotiation: using a distant player's top card costs a card from your hand." in text
    # on Cleo's screen, about her
    assert "Ann negotiated with you: returned a card from their hand to use the dogma of " \
           "your Writing" in text


def test_negotiating_to_share_is_explained() -> None:
    game = scenario.build({**NEGOTIATION, "current": "Cleo"})
    text = play(game, ["dogma Writing", "concede", "yes", "pass"])  # Ann, distant, is asked
    assert "Writing: you may return a card from your hand to share Cleo's dogma" in text
    assert "Negotiation: that player is not your neighbour, so you share the dogma only" in text
    # a concession in the middle of a dogma takes effect when the action ends
    assert "you leave the game when this action ends" in text
    assert not game.state.active(0) and game.decision.player != 0


def test_replay_tells_a_concession(tmp_path: Any, capsys: Any) -> None:
    game = set_up(Game.new("4th", ["Ann", "Bob", "Cleo"], seed=8, teams="AAB"))
    game.answer_json({"concede": "Cleo"})
    lines = replay_lines(GameRecord.of(game))
    assert lines[0] == "Innovation, 4th edition: Ann, Bob and Cleo, seed 8, teams AAB"
    assert any(line.endswith("4. Cleo concedes") for line in lines)
    assert any("Cleo conceded" in line for line in lines)
    path = tmp_path / "game.json"
    GameRecord.of(game).save(path)
    assert main(["replay", str(path)]) == 0
    assert "Cleo concedes" in capsys.readouterr().out
    assert GameRecord.load(path).replay().over


def test_play_the_fourth_edition_from_the_command_line(
    capsys: Any, monkeypatch: Any, tmp_path: Any
) -> None:
    monkeypatch.chdir(tmp_path)  # the random answers may name a file to save the game in
    rng = random.Random(2)
    typed = "".join(f"{rng.randrange(1, 4)}\n" for _ in range(300))
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    code = main(["play", "--edition", "4th", "--vs", "random,random,random", "--seed", "6"])
    out = capsys.readouterr().out
    assert code == 0
    assert "4 achievements win" in out and "Pe person" in out


def test_an_ai_game_goes_on_after_the_person_concedes() -> None:
    game = set_up(Game.new("4th", ["Ann", "Bot1", "Bot2"], seed=9))
    agents = {1: make_agent("random", seed=1), 2: make_agent("random", seed=2)}
    while game.decision.player != 0:
        game.answer(agents[game.decision.player].choose(game))
    text = play(game, ["concede", "yes"], agents)
    assert "Ann conceded." in text and game.over and 0 not in game.winners
    assert "Game over:" in text
