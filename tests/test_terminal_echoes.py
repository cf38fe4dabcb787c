"""Echoes of the Past in the terminal: card faces with echo effects and bonuses, points from
bonuses, the forecast (yours by name, the others' by count and ages), the Echoes age piles, the
promotion prompts, the log's new events and `help`. Nothing here depends on which Echoes cards
are written yet."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

from innovation import Game
from innovation.cards.texts import CardTexts
from innovation.engine import scenario
from innovation.engine.expansions import PROMOTE_PROMPT, PROMOTED_DOGMA_PROMPT
from innovation.terminal import (
    FORESHADOW_NOTE,
    FREE_DOGMA_NOTE,
    PROMOTE_NOTE,
    Terminal,
    help_text,
    icon_legend,
    localized_card_lines,
)
from innovation.text.render import Words
from tests.helpers import typist
from tests.ptyrun import PtyProgram

PROMPT = "\n> "

POSITION = {
    "expansions": ["echoes"],
    "players": {
        # Perfume: echo, castle, bonus 1, hex; Bangle: hex, castle, echo, bonus 1
        "Ann": {"board": {"blue": ["Perfume"]}, "hand": ["Oars"], "forecast": ["Bangle"]},
        "Bob": {"board": {"red": ["Archery"]}, "hand": ["Dice"], "forecast": ["Candles", "Soap"]},
    },
    "current": "Ann",
    "turn": 3,
}


def terminal(game: Game, typed: list[str] | None = None, lang: str = "en") -> tuple[Terminal, list[str]]:
    out: list[str] = []
    lines: Iterator[str] = iter([*(typed or []), "quit"])
    return Terminal(game, {}, read=typist(lines), write=out.append, color=False, lang=lang), out


def board(game: Game, viewer: int | None) -> str:
    t, _ = terminal(game)
    return t.board_text(viewer)


def test_a_card_face_shows_its_echo_effect_and_bonus() -> None:
    game = scenario.build(POSITION)
    t, _ = terminal(game)
    assert t.describe_card("Perfume") == "Perfume (blue 1) Ec Ca* 1 []"
    assert t.describe_card("Bangle") == "Bangle (red 1) [] Ca* Ec 1"
    assert t.describe_card("Oars") == "Oars (red 1) Ca* Cr [] Ca*"  # a base card as before


def test_points_show_what_bonuses_add() -> None:
    game = scenario.build(POSITION)
    text = board(game, 0)
    assert "-- Ann (you)  score 1 (1 from bonuses)" in text
    assert "   bonuses: 1" in text
    bob = next(line for line in text.splitlines() if line.startswith("-- Bob"))
    assert "score 0 " in bob and "from bonuses" not in bob


def test_your_forecast_by_name_the_others_by_count_and_ages() -> None:
    game = scenario.build(POSITION)
    mine = board(game, 0)
    assert "   forecast: Bangle (red 1) [] Ca* Ec 1" in mine
    assert "forecast: 2 cards (ages 1, 1)" in mine  # Bob's, from Ann's side
    assert "Candles" not in mine and "Soap" not in mine
    assert "hand: 1 card (age 1), Echoes: 1" in mine  # the back of Bob's Dice says its set
    theirs = board(game, 1)
    assert "forecast: 1 card (age 1)" in theirs and "Bangle" not in theirs
    assert "forecast: Candles (red 1)" in theirs


def test_the_echoes_piles_beside_the_base_ones_and_the_legend() -> None:
    game = scenario.build(POSITION)
    lines = board(game, 0).splitlines()
    base = next(i for i, line in enumerate(lines) if line.startswith("Age piles (cards left)"))
    assert lines[base + 1].startswith("Echoes piles (cards left)  1:")
    assert "Ec an echo effect, a number a bonus (its value)" in lines[-1]
    plain = Game.new("3rd", 2, seed=1)
    assert "Echoes" not in board(plain, 0)
    assert "echo" not in icon_legend("3rd")


def test_help_explains_the_words_and_the_five_specials() -> None:
    game = scenario.build(POSITION)
    text = help_text("3rd", Words(), game.edition.expansion_names)
    for word in ("echo effect", "bonus", "forecast", "foreshadow", "promote"):
        assert f"\n  {word} " in text
    for special in ("Supremacy", "Destiny", "Wealth", "Heritage", "History"):
        assert f"\n    {special} " in text
    assert "Echoes of the Past" not in help_text("3rd")
    t, out = terminal(game, ["help"])
    t.run()
    assert "Echoes of the Past:" in "\n".join(out)


def test_card_command_shows_an_echoes_card_in_full() -> None:
    game = scenario.build(POSITION)
    t, out = terminal(game, ["card Perfume"])
    t.run()
    text = "\n".join(out)
    assert "Perfume (age 1, blue)" in text and "Echoes of the Past card" in text
    assert "Bonus: 1" in text
    assert "Echo effect (" in text
    echo = game.card("Perfume").echo
    assert echo is not None and echo.text in text
    # in another language too: the card's own name and echo effect in Italian
    lines = localized_card_lines(game.edition, game.card("Perfume"), Words("it", "3rd"))
    italian = CardTexts("3rd", "it").echo("Perfume", echo.text).text
    assert italian and any(italian in line for line in lines)


def test_promotion_prompts_read_clearly_and_the_log_tells_it() -> None:
    game = scenario.build(POSITION)
    game.answer_json({"meld": "Oars"})
    d = game.decision
    assert d is not None and d.key == PROMOTE_PROMPT
    t, out = terminal(game)
    t.show_options(d)
    assert out[0] == "you may promote a card of your forecast (meld it)"
    assert out[1] == "  " + PROMOTE_NOTE
    assert any(line.endswith(". Bangle") for line in out) and any("pass" in line for line in out)
    game.answer_json("Bangle")
    d = game.decision
    assert d is not None and d.key == PROMOTED_DOGMA_PROMPT
    out.clear()
    t.show_options(d)
    assert out[1] == "  " + FREE_DOGMA_NOTE
    game.answer_json("yes")
    log = t.new_log_lines(0)
    assert "You promoted Bangle from your forecast" in log
    assert "You take a free Dogma of Bangle" in log
    assert "Ann promoted Bangle from their forecast" in t.new_log_lines(1)


def test_a_foreshadow_question_has_its_note() -> None:
    game = scenario.build(POSITION)
    t, _ = terminal(game)
    asks = SimpleNamespace(key="draw and foreshadow a 3", prompt="draw and foreshadow a 3")
    assert t.promotion_note(asks) == "  " + FORESHADOW_NOTE  # type: ignore[arg-type]
    other = SimpleNamespace(key="return a card", prompt="return a card")
    assert t.promotion_note(other) is None  # type: ignore[arg-type]


def test_the_log_words_foreshadowing_and_echoes_backs() -> None:
    w = Words()
    hidden: dict[str, Any] = {
        "type": "foreshadow", "player": "Ann", "age": 2, "from": "hand", "to": "forecast",
        "set": "echoes",
    }
    assert w.event(hidden, "Bob") == "Ann foreshadowed an Echoes 2"
    assert w.event({**hidden, "card": "Scissors"}, "Ann") == "You foreshadowed Scissors"
    drawn = {"type": "draw", "player": "Bob", "age": 1, "from": "deck", "to": "hand"}
    assert w.event(drawn, "Ann") == "Bob drew a 1"
    assert w.event({**drawn, "set": "echoes"}, "Ann") == "Bob drew an Echoes 1"
    assert w.event({"type": "free_dogma", "player": "Bob", "card": "Bell"}) == (
        "Bob takes a free Dogma of Bell"
    )


def test_the_end_of_a_game_splits_the_points() -> None:
    import random

    for seed in range(20):  # a finished game in which someone's board shows bonuses
        game = Game.new("3rd", ["Ann", "Bob"], seed=seed, expansions=("echoes",))
        rng = random.Random(seed)
        while game.decision is not None:
            game.answer(rng.choice(game.decision.options))
        if any(pl.bonus_points for pl in game.state.players):
            break
    t, out = terminal(game)
    t.run()
    text = "\n".join(out)
    for name, pl in zip(game.names, game.state.players, strict=True):
        said = f"{pl.points()} points" if pl.points() != 1 else "1 point"
        if pl.bonus_points:
            said += f" ({pl.bonus_points} from bonuses)"
        assert f"  {name}: {said}, " in text


def test_play_in_a_pseudo_terminal_with_echoes(tmp_path) -> None:
    prog = PtyProgram(
        "play", "--seed", "3", "--vs", "random", "--expansions", "echoes",
        cwd=tmp_path, env={"NO_COLOR": "1"},
    )
    try:
        prog.expect("with Echoes of the Past")
        prog.expect("choose the card to meld")
        prog.expect(PROMPT)
        prog.send("1")
        prog.expect("choose an action")
        prog.expect(PROMPT)
        assert "Echoes piles (cards left)" in prog.screen()
        prog.send("help")
        prog.expect("History    four or more visible echo effects in one colour")
        prog.expect(PROMPT)
        prog.send("quit")
        prog.expect("keep playing")
        prog.send("y")
        assert prog.wait() == 0
    finally:
        prog.close()
