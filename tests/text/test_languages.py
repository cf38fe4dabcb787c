"""Choosing a language: codes people type, Accept-Language, INNOVATION_LANG and the locale."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from innovation.text.languages import (
    LANGUAGES,
    NATIVE_NAMES,
    language_or_error,
    negotiate,
    normalize_language,
    parse_accept_language,
    pick_language,
)


def test_the_five_languages_of_the_rulebooks_english_first():
    assert LANGUAGES == ("en", "pt_BR", "es", "it", "uk")
    assert set(NATIVE_NAMES) == set(LANGUAGES)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("pt", "pt_BR"),
        ("pt-BR", "pt_BR"),
        ("pt_PT.UTF-8", "pt_BR"),
        ("PT_br", "pt_BR"),
        ("ua", "uk"),
        ("uk_UA.UTF-8", "uk"),
        ("Українська", "uk"),
        ("en-GB", "en"),
        ("en_US.UTF-8@euro", "en"),
        ("es-MX", "es"),
        ("Italiano", "it"),
        ("it_CH", "it"),
    ],
)
def test_what_people_write_names_a_language(text, lang):
    assert normalize_language(text) == lang


@pytest.mark.parametrize("text", ["", "C", "POSIX", "fr", "de_DE.UTF-8", "klingon", None])
def test_other_languages_are_none_and_an_explicit_one_is_an_error(text):
    assert normalize_language(text) is None
    if text:
        with pytest.raises(ValueError, match="languages: en, pt_BR, es, it, uk"):
            language_or_error(text)


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7", "uk"),
        ("fr-FR,fr;q=0.9,it;q=0.8,en;q=0.5", "it"),  # French is not offered: the next one
        ("en;q=0.5, pt-BR", "pt_BR"),  # weights, not order, decide
        ("es;q=0.8, it;q=0.8", "es"),  # equal weights keep the header's order
        ("de, *;q=0.1", "en"),  # anything: the default
        ("pt;q=0, es", "es"),  # q=0 means "not this one"
        ("", "en"),
        (None, "en"),
        ("uk;q=abc, it", "it"),  # a malformed weight is skipped
        (";;,,", "en"),
    ],
)
def test_accept_language_picks_the_first_offered_language_by_weight(header, lang):
    assert negotiate(header) == lang


@given(st.text(max_size=200))
def test_accept_language_never_fails_and_always_answers_a_language(header):
    assert negotiate(header) in LANGUAGES
    assert all(0 < q <= 1 for _tag, q in parse_accept_language(header))


def test_pick_language_explicit_then_innovation_lang_then_the_locale():
    env = {"INNOVATION_LANG": "it", "LANG": "uk_UA.UTF-8"}
    assert pick_language("pt", env) == "pt_BR"
    assert pick_language(None, env) == "it"
    assert pick_language(None, {"LANG": "uk_UA.UTF-8"}) == "uk"
    # LC_ALL overrides LC_MESSAGES, which overrides LANG (POSIX)
    assert pick_language(None, {"LC_ALL": "es_ES.UTF-8", "LANG": "uk_UA"}) == "es"
    assert pick_language(None, {"LC_MESSAGES": "it_IT", "LANG": "uk_UA"}) == "it"
    assert pick_language(None, {}) == "en"
    # a locale the project does not speak, or C, is English; it is not an error
    assert pick_language(None, {"LANG": "C.UTF-8"}) == "en"
    assert pick_language(None, {"LC_ALL": "fr_FR.UTF-8", "LANG": "uk_UA"}) == "en"


def test_a_wrong_innovation_lang_or_lang_option_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        pick_language("xx", {})
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        pick_language(None, {"INNOVATION_LANG": "fr"})
