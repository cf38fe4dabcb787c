"""Card texts: one voice (the card's own: "I" is the activating player, "you" the reader), the
"I demand" label said once, in the text itself, by every interface.

The rules for writing them are in docs/writing-cards.md ("Card texts"); the check that no text
copies a published wording is in tests/test_cli.py."""

from __future__ import annotations

import re

import pytest

from innovation import Game
from innovation.agents import make_agent
from innovation.cli import main
from innovation.engine.editions import EDITIONS, get_edition
from innovation.terminal import Terminal
from tests.helpers import typist


def _effects(edition: str):
    """The written effects (an effect not implemented yet has a placeholder text), echo effects
    included."""
    for card in get_edition(edition).cards:
        for effect in (*card.effects, *((card.echo,) if card.echo is not None else ())):
            if effect.run is not None:
                yield card.name, effect


def _voice_problems(text: str, demand: bool) -> list[str]:
    """What is wrong with one effect's text (empty when nothing is)."""
    problems = []
    said = text.count("I demand")
    if demand:
        if not text.startswith("I demand you ") or said != 1:
            problems.append("a demand starts with 'I demand you' and says 'I demand' once")
        if not text.endswith("!"):
            problems.append("a demand is said aloud: it ends with '!'")
    else:
        if said:
            problems.append("only a demand says 'I demand'")
        if text.endswith("!"):
            problems.append("only a demand ends with '!'")
    if re.match(r"(I )?demand\s*:", text, re.I):
        problems.append("a label in the text (the text itself says 'I demand you')")
    if re.search(r"\b(victim|attacker|activator|activating)\b", text, re.I):
        problems.append("the card's voice ('I', 'you'), not a referee's")
    if "[" in text or "]" in text:
        problems.append("icons are words and ages digits, without brackets")
    if re.search(r"\bcolors?\b", text):
        problems.append("spell it 'colour'")
    if re.search(r"\bage-?\d", text):
        problems.append("an age is 'a 3', not 'age 3'")
    if not (text[:1].isupper() and text[-1:] in ".!") or "  " in text:
        problems.append("one or more sentences, capitalised and ended")
    return problems


@pytest.mark.parametrize("edition", [*EDITIONS, "3rd+echoes", "4th+echoes"])
def test_every_text_is_in_the_cards_voice_with_the_demand_label_once(edition):
    problems = [
        f"{name}: {problem}: {effect.text}"
        for name, effect in _effects(edition)
        for problem in _voice_problems(effect.text, effect.demand)
    ]
    assert problems == []


def test_the_voice_check_catches_the_old_texts():
    old = "Demand: the victim takes a 1 into their hand, and then hands over to the attacker."
    assert len(_voice_problems(old, True)) >= 3
    assert _voice_problems("I demand you draw a 1! I demand more!", True)
    assert _voice_problems("I demand: I demand you draw a [1]!", True)
    assert _voice_problems("Draw a 1. I demand nothing.", False)
    assert _voice_problems("I demand you draw a 1!", True) == []
    assert _voice_problems("Draw one 1.", False) == []


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_cards_command_shows_each_demand_label_once(capsys, edition):
    assert main(["cards", "--edition", edition]) == 0
    out = capsys.readouterr().out
    assert "I demand:" not in out and "Demand:" not in out
    demands = sum(e.demand for c in get_edition(edition).cards for e in c.effects)
    lines = [line for line in out.splitlines() if "I demand" in line]
    assert len(lines) == demands  # every demand labelled, written or not yet
    for line in lines:
        assert line.count("I demand") == 1 and line.strip().startswith("I demand you"), line


def test_terminal_card_command_shows_the_label_once():
    game = Game.new("3rd", ["You", "Bot"], seed=3)
    lines: list[str] = []
    commands = iter(["card Archery", "card Oars", "quit"])
    bot = {1: make_agent("random", seed=1)}
    Terminal(game, bot, read=typist(commands), write=lines.append, color=False).run()
    shown = "\n".join(lines)
    assert shown.count("I demand") == 2  # Archery's demand and Oars's, once each
    assert "I demand:" not in shown
    assert "  - I demand you draw a 1" in shown
