"""One card by name: `innovation cards NAME`, the terminal's `card NAME`, and the one matching
rule (innovation/names.py) they share with the terminal's answers."""

from __future__ import annotations

import json

import pytest

from innovation import Game
from innovation.cardinfo import CardNotFound, card_lines, find_card, find_cards, rulings
from innovation.cli import main
from innovation.engine import scenario
from innovation.engine.decisions import ACTION, Decision, IllegalAnswer
from innovation.engine.editions import EDITIONS, get_edition
from innovation.names import matches, normalize
from innovation.terminal import Terminal, parse_answer
from tests.helpers import typist


def test_matching_is_full_name_first_then_a_unique_start():
    names = ["Oars", "Optics", "Sailing", "A.I.", "The Wheel", "Road Building"]
    assert matches("oars", names) == [0]
    assert matches("OAR", names) == [0]
    assert matches("o", names) == [0, 1]
    assert matches("ai", names) == [3] and matches("a.i.", names) == [3]
    assert matches("the  wheel", names) == [4] and matches("the w", names) == [4]
    assert matches("xyz", names) == [] and matches("  ", names) == []
    assert matches("sail", names, prefix=False) == []
    # a full name wins over a longer name it starts
    assert matches("Road", ["Road", "Road Building"]) == [0]
    # several labels of one thing
    assert matches("Sailing", [["dogma Sailing", "Sailing"], ["draw"]]) == [0]
    assert normalize("  A.I.  Robots ") == "ai robots"


@pytest.mark.parametrize("edition", list(EDITIONS))
def test_every_card_is_found_by_its_name_in_any_case(edition):
    ed = get_edition(edition)
    for card in ed.cards:
        assert find_card(ed, card.name.upper()) is card
        assert find_card(ed, card.name.lower()) is card


def test_find_card_says_what_is_wrong():
    ed = get_edition("3rd")
    with pytest.raises(CardNotFound, match="no card named 'Zzz' in the 3rd edition"):
        find_card(ed, "Zzz")
    with pytest.raises(CardNotFound, match="'Ca' could be Calendar, Canal Building, Canning") as e:
        find_card(ed, "Ca")
    assert [c.name for c in e.value.candidates] == ["Calendar", "Canal Building", "Canning"]
    assert [c.name for c in find_cards(ed, "sail")] == ["Sailing"]


def test_cards_name_shows_one_card_in_full(capsys):
    assert main(["cards", "oar"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Oars (age 1, red)\n")
    assert "castle* crown picture castle*" in out
    assert "Featured icon: castle" in out
    assert "I demand you" in out
    assert "docs/rulings/age1.md: Oars" in out  # its rulings
    assert main(["cards", "THE", "WHEEL"]) == 0
    assert capsys.readouterr().out.startswith("The Wheel (age 1, green)")
    assert main(["cards", "--edition", "4th", "translation"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Translation (age 3, blue)")  # the 4th edition's own table
    assert "docs/rulings/fourth/age3.md" in out


def test_cards_ambiguous_lists_the_matches_and_unknown_fails(capsys):
    assert main(["cards", "ca"]) == 0
    out = capsys.readouterr().out
    assert "Calendar" in out and "Canal Building" in out and "Canning" in out
    assert "3 cards start with 'ca'" in out
    assert main(["cards", "nosuchcard"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip().splitlines() == [
        "innovation cards: error: no card named 'nosuchcard' in the 3rd edition"
    ]
    assert main(["cards", "--json", "oars"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [c["name"] for c in data["cards"]] == ["Oars"]


def test_rulings_are_found_by_heading_and_missing_docs_say_nothing(tmp_path):
    ed = get_edition("1st")
    found = dict(rulings("1st", ed.card("Oars")))
    assert "docs/rulings/first-edition.md" in found and "docs/rulings/age1.md" in found
    assert rulings("3rd", get_edition("3rd").card("Oars"), root=tmp_path) == []
    lines = card_lines(get_edition("3rd"), get_edition("3rd").card("Oars"), root=tmp_path)
    assert not any("Rulings" in line for line in lines)


def test_terminal_card_command_takes_a_start_of_a_name():
    game = Game.new("3rd", ["You", "Bot"], seed=3)
    out: list[str] = []
    from innovation.agents import make_agent

    bot = {1: make_agent("random", seed=1)}
    Terminal(game, bot, read=typist(["card Sail", "card ca", "card zz", "quit"]),
             write=out.append, color=False).run()
    text = "\n".join(out)
    assert "Sailing (age 1, green)" in text
    assert "'ca' could be Calendar, Canal Building, Canning" in text
    assert "no card named 'zz'" in text
    assert not game.history  # nothing was answered


def _actions(options) -> Decision:
    return Decision(0, ACTION, "choose an action", list(options))


def test_a_bare_verb_never_picks_the_only_card():
    ed = get_edition("3rd")
    d = _actions([("draw",), ("meld", ed.card("Oars")), ("dogma", ed.card("Sailing"))])
    for verb in ("dogma", "meld", "DOGMA"):
        with pytest.raises(IllegalAnswer, match="which"):
            parse_answer(verb, d, ["A", "B"])
    assert parse_answer("draw", d, ["A", "B"]) == "draw"
    assert parse_answer("dogma sail", d, ["A", "B"]) == {"dogma": "Sailing"}


def test_the_terminal_asks_which_after_a_bare_verb():
    spec = {
        "players": {
            "Ann": {"board": {"red": ["Archery"]}, "hand": ["Oars", "Writing"]},
            "Bob": {"board": {"yellow": ["Masonry"]}},
        }
    }
    game = scenario.build(spec)
    out: list[str] = []
    typed = ["dogma", "", "achieve", "meld", "9", "o", "quit"]
    Terminal(game, {}, read=typist(typed), write=out.append, color=False).run()
    text = "\n".join(out)
    assert "Dogma: which top card's effects?" in text and "1. dogma Archery" in text
    assert "You cannot achieve now" in text
    assert "Meld which card?" in text and "1. meld Oars" in text and "2. meld Writing" in text
    assert "is not one of these; type 1 to 2" in text
    assert "You melded Oars" in text  # on her own screen
    assert "Archery" not in " ".join(line for line in out if "carries out" in line)
    assert game.history == [{"meld": "Oars"}]


def test_fourth_edition_hand_shows_translation_blue_with_ansi():
    spec = {"edition": "4th", "players": {"Ann": {"hand": ["Translation"]}, "Bob": {}}}
    game = scenario.build(spec)
    term = Terminal(game, {}, color=True)
    shown = term.describe_card("Translation")
    assert shown.startswith("\033[94mTranslation (blue 3)")
    assert "Cr*" in shown  # the featured icon marked
    plain = Terminal(game, {}, color=False).describe_card("Translation")
    assert plain == "Translation (blue 3) [] Cr* Cr* Cr*"


def test_no_color_is_respected(monkeypatch):
    game = Game.new("3rd", 2, seed=1)
    monkeypatch.setattr("sys.stdout.isatty", lambda: True)
    monkeypatch.setenv("NO_COLOR", "1")
    assert Terminal(game, {}).color is False
    monkeypatch.delenv("NO_COLOR")
    monkeypatch.setenv("TERM", "xterm")
    assert Terminal(game, {}).color is True
