"""What a player types in their language becomes the language-neutral answer."""

from __future__ import annotations

import pytest

from innovation.text.answers import (
    card_from_typed,
    card_names,
    color_from_typed,
    fold,
    yes_no_from_typed,
)


def test_fold_ignores_case_accents_apostrophes_and_spacing():
    assert fold("  Arquería ") == fold("ARQUERIA") == "arqueria"
    assert fold("Пам’ятка") == fold("пам'ятка")
    assert fold("Tiro  con l’arco") == "tiro con l'arco"


@pytest.mark.parametrize(
    ("lang", "typed", "card"),
    [
        ("pt_BR", "alvenaria", "Masonry"),
        ("pt_BR", "a roda", "The Wheel"),
        ("es", "arqueria", "Archery"),
        ("es", "LA RUEDA", "The Wheel"),
        ("it", "tiro con l'arco", "Archery"),
        ("uk", "стрільба з лука", "Archery"),
        ("uk", "Пам'ятка", "Monument"),
        ("uk", "Archery", "Archery"),  # English is always understood
        ("it", "Campo Militare", "Empire"),
    ],
)
def test_a_card_name_in_the_players_language(lang, typed, card):
    assert card_from_typed("3rd", lang, typed) == card


def test_an_unknown_name_is_none_and_every_card_has_its_english_name():
    assert card_from_typed("3rd", "pt_BR", "Arquearia") is None
    names = card_names("4th", "uk")
    assert names[fold("Escapism")] == "Escapism"
    assert names[fold("Стрільба з лука")] == "Archery"


@pytest.mark.parametrize(
    ("lang", "typed", "color"),
    [
        ("pt_BR", "Vermelho", "red"),
        ("es", "violeta", "purple"),
        ("it", "blu", "blue"),
        ("uk", "жовтий", "yellow"),
        ("uk", "green", "green"),
        ("it", "azzurro", None),
    ],
)
def test_a_colour_in_the_players_language(lang, typed, color):
    assert color_from_typed(lang, typed) == color


@pytest.mark.parametrize(
    ("lang", "typed", "answer"),
    [
        ("pt_BR", "sim", True),
        ("pt_BR", "Não", False),
        ("pt_BR", "nao", False),
        ("es", "si", True),
        ("es", "s", True),
        ("it", "sì", True),
        ("uk", "так", True),
        ("uk", "т", True),
        ("uk", "ні", False),
        ("uk", "yes", True),
        ("en", "y", True),
        ("en", "no", False),
        ("uk", "можливо", None),
    ],
)
def test_yes_and_no_in_the_players_language(lang, typed, answer):
    assert yes_no_from_typed(lang, typed) is answer
