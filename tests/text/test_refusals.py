"""Refusals in the player's language: the engine's `IllegalAnswer` is a message (key and
parameters, the decision it is about), rendered per viewer by `render_refusal`."""

from __future__ import annotations

import pickle

import pytest

from innovation import Game
from innovation.agents import make_agent
from innovation.engine.decisions import IllegalAnswer
from innovation.terminal import Terminal
from innovation.text.refusals import render_refusal
from innovation.text.render import Words


def _refusal(game: Game, data: object, player: int | None = None) -> IllegalAnswer:
    before = game.n_answers
    with pytest.raises(IllegalAnswer) as info:
        game.answer_json(data, player)
    assert game.n_answers == before  # the game is unchanged
    return info.value


def test_a_refused_answer_in_italian_and_ukrainian() -> None:
    game = Game.new("3rd", ["Ann", "Bo"], seed=3)
    err = _refusal(game, "Nonsense")
    assert err.key.startswith("{answer} is not a legal answer to {prompt!r}")
    assert err.params["answer"] == "'Nonsense'" and err.decision is game.decision
    english = render_refusal(err, "en")
    assert english == str(err)
    hand = [c.name for c in game.state.players[0].hand]
    it, uk = Words("it"), Words("uk")
    italian = render_refusal(err, it)
    assert "non è una risposta valida" in italian and "risposte valide" in italian
    assert "scegli la carta da giocare per iniziare la tua Zona" in italian  # the prompt
    assert all(it.card(name) in italian for name in hand)  # the answers, as shown
    ukrainian = render_refusal(err, uk)
    assert "неприпустима відповідь" in ukrainian
    assert all(uk.card(name) in ukrainian for name in hand)
    assert not any(name in ukrainian for name in hand if uk.card(name) != name)


def test_refusals_of_the_game_itself() -> None:
    game = Game.new("3rd", ["Ann", "Bo"], seed=3)
    err = _refusal(game, {"concede": "Zed"})
    assert (err.key, err.params["name"]) == ("no player named {name!r}; players: {players}", "Zed")
    assert render_refusal(err, "uk") == "немає гравця на ім’я 'Zed'; гравці: Ann, Bo"
    err = _refusal(game, {"concede": "Ann"})  # before every first card is melded
    assert render_refusal(err, "it") == Words("it").t(err.key)
    assert render_refusal(err, "it") != str(err)
    with pytest.raises(IllegalAnswer) as info:
        game.answer("not a card")
    spanish = render_refusal(info.value, "es")
    assert spanish.startswith("'not a card' no es una respuesta válida para Ann: ")
    assert "elige" in spanish.lower() or "escoge" in spanish.lower(), spanish
    # a refusal travels (a worker process, Ray) with its message
    again = pickle.loads(pickle.dumps(err))
    assert (again.key, again.params, str(again)) == (err.key, err.params, str(err))


def test_a_plain_refusal_is_its_own_text() -> None:
    err = IllegalAnswer("choose takes a list of card names")
    assert (err.key, err.params, str(err)) == ("choose takes a list of card names", {}, str(err))
    assert render_refusal(err, "uk") == "choose takes a list of card names"
    assert render_refusal(ValueError("other"), "it") == "other"


def test_the_terminal_shows_a_refusal_in_the_language() -> None:
    """JSON typed at the terminal goes to the engine as it is: its refusal is shown in the
    player's language, with the prompt and the answers as the screen shows them."""
    game = Game.new("3rd", ["Оля", "Богдан"], seed=2)
    out: list[str] = []
    typed = iter(['"Nonsense"', "вийти"])
    Terminal(
        game,
        {1: make_agent("random", seed=1)},
        read=lambda prompt: next(typed) if prompt == "> " else "так",
        write=out.append,
        color=False,
        lang="uk",
    ).run()
    text = "\n".join(out)
    assert "Не дозволено: 'Nonsense' — неприпустима відповідь" in text
    assert "is not a legal answer" not in text
