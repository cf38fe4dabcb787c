"""`innovation cards --lang`, `innovation play --lang`, INNOVATION_LANG and the locale."""

from __future__ import annotations

import json
from typing import Any

import pytest

from innovation.cli import main
from innovation.engine.editions import EDITIONS
from innovation.text.coverage import declared

from .conftest import edit_texts

LANGS = ["pt_BR", "es", "it", "uk"]


def cards_json(capsys, *args: str) -> dict[str, Any]:
    assert main(["cards", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("edition", list(EDITIONS))
@pytest.mark.parametrize("lang", LANGS)
def test_cards_json_in_a_language_translates_what_is_declared_complete(capsys, edition, lang):
    data = cards_json(capsys, "--edition", edition, "--lang", lang)
    english = cards_json(capsys, "--edition", edition, "--lang", "en")
    assert data["language"] == lang and data["edition"] == edition
    assert [c["key"] for c in data["cards"]] == [c["name"] for c in english["cards"]]
    done = set(declared()["cards"].get(edition, {}).get(lang, []))
    for ours, theirs in zip(data["cards"], english["cards"], strict=True):
        assert (ours["age"], ours["color"], ours["icons"]) == (
            theirs["age"],
            theirs["color"],
            theirs["icons"],
        )
        if ours["age"] in done:
            assert ours["translated"], ours["key"]
            for e, en in zip(ours["effects"], theirs["effects"], strict=True):
                assert e["translated"] and e["text"] != en["text"], (ours["key"], e["text"])
        for e, en in zip(ours["effects"], theirs["effects"], strict=True):
            if not e["translated"]:
                assert e["text"] == en["text"]  # English, and said so
    specials_done = lang in declared()["specials"].get(edition, [])
    for s in data["specials"]:
        if specials_done:
            assert s["translated"] and s["name_translated"], s


def test_an_age_declared_complete_has_every_name_in_the_language(capsys):
    data = cards_json(capsys, "--edition", "3rd", "--lang", "uk")
    age1 = {c["key"]: c["name"] for c in data["cards"] if c["age"] == 1}
    assert len(age1) == 15 and all(age1[k] != k for k in age1)
    assert age1["Archery"] == "Стрільба з лука"
    assert {s["key"]: s["name"] for s in data["specials"]}["Monument"] == "Пам’ятка"


def test_english_json_keeps_its_shape_and_adds_the_key(capsys):
    data = cards_json(capsys, "--edition", "3rd")
    archery = next(c for c in data["cards"] if c["key"] == "Archery")
    assert archery["name"] == "Archery" and archery["translated"]
    assert data["language"] == "en" and len(data["specials"]) == 5


def test_cards_text_output_in_ukrainian(capsys):
    assert main(["cards", "--lang", "ua"]) == 0
    out = capsys.readouterr().out
    assert "червоний   Стрільба з лука" in out
    assert "Я ВИМАГАЮ, щоб ви добрали картку 1" in out
    assert "Особливі досягнення:" in out and "Пам’ятка:" in out
    assert "105/105 карток реалізовано (* = ще ні)" in out
    assert "ще не перекладено" not in out  # every card of the 3rd edition has its Ukrainian


def test_cards_text_output_says_how_many_are_shown_in_english(capsys, texts_dir):
    edit_texts(texts_dir / "third" / "texts" / "uk.json", lambda d: d["cards"].pop("Archery"))
    assert main(["cards", "--lang", "uk"]) == 0
    out = capsys.readouterr().out
    assert "червоний   Archery" in out
    assert "1 картку чи особливе досягнення ще не перекладено: показано англійською" in out


def test_innovation_lang_and_the_locale_choose_the_language(capsys, monkeypatch):
    monkeypatch.setenv("INNOVATION_LANG", "it")
    assert main(["cards"]) == 0
    assert "rosso      Tiro con l'arco" in capsys.readouterr().out
    monkeypatch.delenv("INNOVATION_LANG")
    for var in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert main(["cards"]) == 0
    assert "rojo       Arquería" in capsys.readouterr().out
    assert main(["cards", "--lang", "en"]) == 0  # the option wins
    assert "red        Archery" in capsys.readouterr().out


def test_a_wrong_language_is_one_line_of_error(capsys, monkeypatch):
    with pytest.raises(SystemExit) as exc:
        main(["cards", "--lang", "fr"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "unknown language 'fr'" in err and len(err.strip().splitlines()) == 1
    monkeypatch.setenv("INNOVATION_LANG", "klingon")
    assert main(["cards"]) == 2
    assert "unknown language 'klingon'" in capsys.readouterr().err


def test_play_speaks_the_language_from_its_first_line(capsys, monkeypatch):
    seen = {}

    class Quiet:  # the terminal is given the language; its own tests play whole games
        def __init__(self, game, agents, **options):
            self.game = game
            seen.update(options)

        def run(self):
            return self.game

    monkeypatch.setattr("innovation.terminal.Terminal", Quiet)
    code = main(["play", "--vs", "random", "--seed", "5", "--lang", "pt"])
    lines = capsys.readouterr().out.splitlines()
    assert code == 0 and seen["lang"] == "pt_BR"
    assert lines == [
        "Innovation, 3ª edição, semente 5; digite ajuda para como responder, ajuda regras para "
        "como jogar."
    ]
    code = main(["play", "--vs", "random", "--seed", "5", "--lang", "en"])
    out = capsys.readouterr().out.splitlines()
    assert code == 0 and seen["lang"] == "en"
    assert out == [
        "Innovation, 3rd edition, seed 5; type help for how to answer, help rules for how to play."
    ]


def test_cards_name_in_the_readers_language(capsys):
    assert main(["cards", "Arquería", "--lang", "es"]) == 0
    out = capsys.readouterr().out  # one card in full, in the reader's language (issue 38)
    assert out.startswith("Arquería (edad 1, rojo)") and "¡Exijo" in out
    assert main(["cards", "arqu", "--lang", "es"]) == 0  # the start of it, accents ignored
    assert capsys.readouterr().out.startswith("Arquería (edad 1, rojo)")
    data = cards_json(capsys, "Ar", "--lang", "uk")  # a start of English names, translated
    assert {c["key"] for c in data["cards"]} == {"Archery"} | {
        c["key"] for c in data["cards"] if c["key"].startswith("Ar")
    }
    assert next(c for c in data["cards"] if c["key"] == "Archery")["name"] == "Стрільба з лука"


def test_play_help_says_the_fallback(capsys):
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--lang L" in text and "INNOVATION_LANG" in text
    assert "the coach's preview, why and hint" in text and "still English" not in text
