"""Card names and texts per edition and language: the format, the lookup through the edition a
text comes from, stale translations, and what `innovation cards --lang` shows."""

from __future__ import annotations

import json

import pytest

from innovation.cards import texts as card_texts_module
from innovation.cards.texts import (
    MISSING,
    OK,
    STALE,
    CardTexts,
    TextFileError,
    fingerprint,
    localized_cards,
    validate,
)
from innovation.engine.editions import get_edition

from .conftest import edit_texts as _edit

ARCHERY_3RD = "I demand you draw a 1 and transfer your highest hand card to my hand!"


def test_fingerprint_ignores_spacing_only():
    assert fingerprint("Draw a 1.") == fingerprint(" Draw  a\n1. ")
    assert fingerprint("Draw a 1.") != fingerprint("Draw a 2.")
    assert len(fingerprint("x")) == 8


def test_english_is_the_cards_themselves():
    texts = CardTexts("3rd", "en")
    assert texts.name("Archery") == "Archery"
    assert texts.effect("Archery", 0, ARCHERY_3RD) == card_texts_module.Looked(ARCHERY_3RD, OK)


def test_a_translation_is_found_with_its_name_and_printed_order():
    texts = CardTexts("3rd", "uk")
    assert texts.name("Archery") == "Стрільба з лука"
    looked = texts.effect("Archery", 0, ARCHERY_3RD)
    assert looked.status == OK and looked.text.startswith("Я ВИМАГАЮ")
    pottery = get_edition("3rd").cards[0]
    assert pottery.name == "Pottery"
    second = texts.effect("Pottery", 1, pottery.effects[1].text)
    assert second.text == "Доберіть одну картку 1."
    assert texts.name("Monument", "specials") == "Пам’ятка"


def test_the_first_edition_takes_the_third_editions_text_where_the_english_is_the_same():
    first = {c.name: c for c in get_edition("1st").cards}
    oars = first["Oars"]
    texts = CardTexts("1st", "pt_BR")
    own = texts.effect("Oars", 0, oars.effects[0].text)  # the 1st edition's wording
    inherited = texts.effect("Oars", 1, oars.effects[1].text)  # null: the 3rd edition's
    assert own.status == OK and "se o fizer" in own.text
    assert inherited.status == OK and inherited.text.startswith("Se a demanda")
    assert texts.name("Oars") == "Remo"  # the name comes from the 3rd edition's file
    # the 3rd edition's Oars demand is not shown for the 1st edition's, which says otherwise
    third_demand = CardTexts("3rd", "pt_BR").effect(
        "Oars", 0, get_edition("3rd").cards[5].effects[0].text
    )
    assert third_demand.text != own.text


def test_the_fourth_edition_reuses_a_translation_only_for_the_same_english(texts_dir):
    fourth = {c.name: c for c in get_edition("4th").cards}
    texts = CardTexts("4th", "es")
    archery = fourth["Archery"]
    first = texts.effect("Archery", 0, archery.effects[0].text)  # worded as in the 3rd
    assert first.status == OK and first.text.startswith("¡Exijo que robes un 1")
    second = texts.effect("Archery", 1, archery.effects[1].text)  # the 4th edition's own
    assert second.status == OK and "descártalo" in second.text
    # without the 4th edition's own Masonry, the 3rd edition's (another English) is not used
    path = texts_dir / "fourth" / "texts" / "es.json"
    _edit(path, lambda d: d["cards"].pop("Masonry"))
    masonry = fourth["Masonry"]
    texts = CardTexts("4th", "es")
    assert texts.effect("Masonry", 0, masonry.effects[0].text).status == MISSING
    assert texts.name("Masonry") == "Mampostería"  # the name is the same card's


def test_a_translation_of_an_older_english_text_is_stale_and_not_shown(texts_dir):
    path = texts_dir / "third" / "texts" / "it.json"
    _edit(path, lambda d: d["cards"]["Archery"]["effects"][0].update(en="00000000"))
    texts = CardTexts("3rd", "it")
    assert texts.effect("Archery", 0, ARCHERY_3RD) == card_texts_module.Looked(None, STALE)
    cards, _ = localized_cards("3rd", "it")
    archery = next(c for c in cards if c["card"].name == "Archery")
    assert archery["name"] == "Tiro con l'arco"  # the name still is
    assert archery["effects"][0] == {
        "demand": True,
        "text": ARCHERY_3RD,  # English, and said so
        "translated": False,
        "implemented": True,
    }


def test_a_missing_file_is_an_empty_one(texts_dir):
    (texts_dir / "third" / "texts" / "es.json").unlink()
    texts = CardTexts("3rd", "es")
    assert texts.name("Archery") is None
    assert texts.effect("Archery", 0, ARCHERY_3RD).status == MISSING


def _file(**cards):
    return {"edition": "3rd", "language": "es", "cards": cards, "specials": {}}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "expected a JSON object"),
        ({**_file(), "language": "it"}, "'edition' and 'language'"),
        ({**_file(), "extra": 1}, "unknown keys"),
        (_file(Archery={"nombre": "x"}), "unknown keys"),
        (_file(Archery={"name": ""}), "non-empty"),
        (_file(Archery={"name": "x", "name_source": "page 3"}), "name_source"),
        (_file(Archery={"name_source": "004 L3"}), "name_source"),
        (_file(Archery={"effects": {"0": "x"}}), "must be a list"),
        (_file(Archery={"effects": [{"text": "x"}]}), "fingerprint"),
        (_file(Archery={"effects": [{"text": " ", "en": "12345678"}]}), "empty text"),
        (_file(Archery={"effects": [{"text": "x", "en": "1234"}]}), "fingerprint"),
        (_file(Archery={"effects": ["x"]}), "expected"),
        ({**_file(), "specials": {"Monument": {"text": "x", "en": "12345678", "x": 1}}}, "unknown"),
    ],
)
def test_a_file_not_in_the_format_is_a_clear_error(data, message):
    with pytest.raises(TextFileError, match=message):
        validate(data, "3rd", "es")


def test_a_text_being_written_may_lack_its_fingerprint_until_stamped():
    validate(_file(Archery={"effects": [{"text": "x"}]}), "3rd", "es", optional_en=True)


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError, match="unknown language"):
        CardTexts("3rd", "fr")


# ------------------------------------------------------------------ expansion cards (Echoes)
def _echoes(edition: str) -> dict:
    """An edition's Echoes cards, by English name."""
    return {c.name: c for c in get_edition(edition, ("echoes",)).cards if c.expansion}


def _echoes_file(texts_dir, sub: str, lang: str, **cards):
    path = texts_dir / "echoes" / sub / "texts" / f"{lang}.json"
    edition = {"third": "3rd", "fourth": "4th"}[sub]
    data = {"edition": edition, "language": lang, "expansion": "echoes", "cards": cards}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    card_texts_module.load_file.cache_clear()
    card_texts_module.card_texts.cache_clear()
    return path


def test_an_expansion_card_is_found_in_its_expansions_file_with_its_echo_effect():
    flute = _echoes("3rd")["Flute"]
    texts = CardTexts("3rd", "es")
    assert texts.expansion_of("Flute") == "echoes" and texts.expansion_of("Archery") == ""
    assert texts.name("Flute") == "Flauta"
    assert texts.effect("Flute", 0, flute.effects[0].text).text.startswith("¡Exijo que")
    echo = texts.echo("Flute", flute.echo.text)
    assert echo == card_texts_module.Looked("Puedes extender a la izquierda una de tus pilas.", OK)
    assert CardTexts("3rd", "en").echo("Flute", flute.echo.text).text == flute.echo.text
    # the edition named with its expansions finds the same ("3rd+echoes")
    assert CardTexts("3rd+echoes", "es").name("Flute") == "Flauta"


def test_localized_cards_show_a_translated_echoes_card_in_the_language(texts_dir):
    path = texts_dir / "echoes" / "third" / "texts" / "es.json"
    _edit(path, lambda d: d["cards"].pop("Lever"))  # a card not translated (yet)
    cards, specials = localized_cards("3rd", "es", ("echoes",))
    by_name = {c["card"].name: c for c in cards}
    flute = by_name["Flute"]
    assert flute["name"] == "Flauta" and flute["name_translated"]
    assert [e["translated"] for e in flute["effects"]] == [True, True]
    assert flute["echo"]["translated"] and flute["echo"]["implemented"]
    assert flute["echo"]["text"] == CardTexts("3rd", "es").echo("Flute", flute["card"].echo.text).text
    lever = by_name["Lever"]  # not in the file: English, and said so
    assert lever["name"] == "Lever" and not lever["name_translated"]
    assert lever["echo"]["text"] == _echoes("3rd")["Lever"].echo.text
    assert not lever["echo"]["translated"]
    assert by_name["Archery"]["name"] == "Arquería"  # the base cards as before
    assert specials["Wealth"]["name"] == "Riqueza"


def test_a_stale_echo_effect_is_english_again(texts_dir):
    path = texts_dir / "echoes" / "third" / "texts" / "es.json"
    _edit(path, lambda d: d["cards"]["Flute"]["echo"].update(en="0badf00d"))
    flute = _echoes("3rd")["Flute"]
    texts = CardTexts("3rd", "es")
    assert texts.echo("Flute", flute.echo.text) == card_texts_module.Looked(None, STALE)
    card_texts_module.card_texts.cache_clear()
    cards, _ = localized_cards("3rd", "es", ("echoes",))
    entry = next(c for c in cards if c["card"].name == "Flute")
    assert entry["echo"]["text"] == flute.echo.text and not entry["echo"]["translated"]
    assert entry["effects"][0]["translated"]  # the card's other texts still show


def test_the_fourth_editions_echoes_file_builds_on_the_thirds(texts_dir):
    third, fourth = _echoes("3rd"), _echoes("4th")
    bell3, bell4 = third["Bell"], fourth["Bell"]
    assert bell3.echo.text == bell4.echo.text and bell3.effects[0].text != bell4.effects[0].text
    fourth_es = texts_dir / "echoes" / "fourth" / "texts" / "es.json"
    _edit(fourth_es, lambda d: d["cards"].pop("Bell", None))  # nothing of its own for Bell
    texts = CardTexts("4th", "es")
    assert texts.name("Bell") == "Campana"  # the same card's name, from the 3rd's file
    assert texts.echo("Bell", bell4.echo.text).status == OK  # the same English: reused
    assert texts.effect("Bell", 0, bell4.effects[0].text).status == MISSING  # other English
    own = "Roba un 1 y preságialo; roba también un 2 y preságialo."
    _echoes_file(
        texts_dir,
        "fourth",
        "es",
        Bell={
            "name": "Campanilla",
            "effects": [{"text": own, "en": fingerprint(bell4.effects[0].text)}],
        },
    )
    texts = CardTexts("4th", "es")
    assert texts.name("Bell") == "Campanilla"  # the 4th edition's file names it otherwise
    assert texts.effect("Bell", 0, bell4.effects[0].text).text == own
    assert texts.echo("Bell", bell4.echo.text).status == OK  # still the 3rd edition's
    assert CardTexts("3rd", "es").name("Bell") == "Campana"
    # a 4th-edition text of an older English is stale, and the 3rd's is not taken instead
    _echoes_file(texts_dir, "fourth", "es", Bell={"echo": {"text": "x", "en": "0badf00d"}})
    assert CardTexts("4th", "es").echo("Bell", bell4.echo.text).status == STALE


def test_the_first_edition_plays_the_third_editions_echoes_cards_and_texts():
    first, third = _echoes("1st"), _echoes("3rd")
    assert [(c.name, [e.text for e in c.effects]) for c in first.values()] == [
        (c.name, [e.text for e in c.effects]) for c in third.values()
    ]
    texts = CardTexts("1st", "es")
    assert texts.name("Flute") == "Flauta"
    assert texts.echo("Flute", first["Flute"].echo.text).status == OK


def test_a_missing_expansion_file_is_an_empty_one(texts_dir):
    (texts_dir / "echoes" / "third" / "texts" / "es.json").unlink()
    texts = CardTexts("3rd", "es")
    assert texts.name("Flute") is None
    assert texts.echo("Flute", _echoes("3rd")["Flute"].echo.text).status == MISSING
    assert texts.name("Archery") == "Arquería"


def test_the_terminals_card_shows_an_echoes_card_in_the_language():
    from innovation.terminal import localized_card_lines
    from innovation.text.render import Words

    edition = get_edition("3rd", ("echoes",))
    lines = localized_card_lines(edition, _echoes("3rd")["Flute"], Words("es", "3rd"))
    text = "\n".join(lines)
    assert lines[0].startswith("Flauta") and "¡Exijo que devuelvas" in text
    assert "Puedes extender a la izquierda una de tus pilas." in text
    assert "splay" not in text


def test_the_web_tables_card_words_include_the_expansions_cards():
    from innovation.text.web import cards_json

    data = cards_json("3rd", "es")
    assert data["cards"]["Archery"]["name"] == "Arquería"
    flute = data["cards"]["Flute"]
    assert flute["name"] == "Flauta" and flute["translated"] and flute["expansion"] == "echoes"
    assert flute["echo"]["text"].startswith("Puedes extender")
    assert "echo" not in data["cards"]["Archery"]
    assert data["specials"]["Wealth"]["name"] == "Riqueza"


def test_a_name_typed_in_the_language_finds_an_echoes_card():
    from innovation.text.answers import card_from_typed

    assert card_from_typed("3rd", "es", "flauta") == "Flute"
    assert card_from_typed("3rd", "es", "Flute") == "Flute"


def _echoes_data(**cards):
    return {"edition": "3rd", "language": "es", "expansion": "echoes", "cards": cards}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({**_echoes_data(), "expansion": "cities"}, "'expansion' must be 'echoes'"),
        ({k: v for k, v in _echoes_data().items() if k != "expansion"}, "'expansion'"),
        ({**_echoes_data(), "specials": {}}, "catalogue messages"),
        (_echoes_data(Flute={"echo": "x"}), "expected"),
        (_echoes_data(Flute={"echo": {"text": "x"}}), "fingerprint"),
        (_echoes_data(Flute={"echo": {"text": "x", "en": "12345678", "y": 1}}), "unknown"),
    ],
)
def test_an_expansion_file_not_in_the_format_is_a_clear_error(data, message):
    with pytest.raises(TextFileError, match=message):
        validate(data, "3rd", "es", expansion="echoes")


def test_a_base_file_has_no_echo_effects():
    with pytest.raises(TextFileError, match="unknown keys"):
        validate(_file(Archery={"echo": {"text": "x", "en": "12345678"}}), "3rd", "es")
