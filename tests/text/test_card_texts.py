"""Card names and texts per edition and language: the format, the lookup through the edition a
text comes from, stale translations, and what `innovation cards --lang` shows."""

from __future__ import annotations

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
