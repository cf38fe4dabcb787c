"""The gettext catalogues: read with Babel at run time, plural forms, contexts, fuzzy entries,
the browser's JSON."""

from __future__ import annotations

import io
import json
import re

import pytest
from babel.messages.pofile import read_po, write_po

from innovation.text import catalog as cat
from innovation.text.catalog import catalog_json, ngettext, pgettext, translate
from innovation.text.languages import LANGUAGES
from innovation.text.manage import PLURAL_FORMS, template_is_current

CARDS_DONE = (
    "{done}/{n} card implemented (* = not yet)",
    "{done}/{n} cards implemented (* = not yet)",
)


def test_every_language_has_its_catalogue_with_its_plural_forms():
    for lang in LANGUAGES:
        catalog = cat.read_catalog(lang)
        assert catalog.locale_identifier == lang
        assert f"nplurals={catalog.num_plurals};" in PLURAL_FORMS[lang]
    assert cat.read_catalog("uk").num_plurals == 3


def test_english_is_the_msgid_and_placeholders_are_filled():
    assert translate("en", "Innovation, 3rd edition") == "Innovation, 3rd edition"
    assert translate("en", "{a} and {b}", a=1, b="two") == "1 and two"
    assert translate("en", "a text no catalogue has") == "a text no catalogue has"
    assert translate("it", "a text no catalogue has") == "a text no catalogue has"


def test_translations_come_from_the_po_files():
    assert translate("pt_BR", "Innovation, 3rd edition") == "Innovation, 3ª edição"
    assert translate("uk", "Innovation, 4th edition") == "Innovation, 4-те видання"
    missing = "{n} card or special achievement is not translated yet: shown in English"
    plural = "{n} cards or special achievements are not translated yet: shown in English"
    assert ngettext("es", missing, plural, 2) == (
        "2 cartas o logros especiales aún sin traducir: se muestran en inglés"
    )
    assert pgettext("es", "colour", "purple") == "violeta"
    assert pgettext("it", "icon", "castle") == "castello"


@pytest.mark.parametrize(
    ("n", "expected"),
    [
        (1, "1/1 картку реалізовано (* = ще ні)"),
        (21, "1/21 картку реалізовано (* = ще ні)"),
        (3, "1/3 картки реалізовано (* = ще ні)"),
        (24, "1/24 картки реалізовано (* = ще ні)"),
        (5, "1/5 карток реалізовано (* = ще ні)"),
        (11, "1/11 карток реалізовано (* = ще ні)"),
        (12, "1/12 карток реалізовано (* = ще ні)"),
        (105, "1/105 карток реалізовано (* = ще ні)"),
        (0, "1/0 карток реалізовано (* = ще ні)"),
    ],
)
def test_ukrainian_has_three_plural_forms(n, expected):
    assert ngettext("uk", *CARDS_DONE, n, done=1) == expected


def test_brazilian_portuguese_uses_the_singular_for_one_only_as_english_does():
    # issue 38: a Brazilian reader says "0 pontos", "0 cartas" (the plural, as for 2)
    assert "cartas implementadas" in ngettext("pt_BR", *CARDS_DONE, 0, done=0)
    assert "carta implementada" in ngettext("pt_BR", *CARDS_DONE, 1, done=0)
    assert "cartas implementadas" in ngettext("pt_BR", *CARDS_DONE, 2, done=0)
    assert ngettext("en", *CARDS_DONE, 0, done=0) == "0/0 cards implemented (* = not yet)"
    assert ngettext("en", *CARDS_DONE, 1, done=1) == "1/1 card implemented (* = not yet)"


def test_a_fuzzy_entry_is_not_shown(monkeypatch, tmp_path):
    """`pybabel update` marks a message fuzzy when its English changed: the English shows until
    a translator confirms the translation."""
    catalog = cat.read_catalog("it")
    text = "Special achievements:"
    fuzzy = read_po(io.BytesIO(cat.po_path("it").read_bytes()), locale="it")
    fuzzy.get(text).flags.add("fuzzy")
    buffer = io.BytesIO()
    write_po(buffer, fuzzy)
    path = tmp_path / "it" / "LC_MESSAGES" / "innovation.po"
    path.parent.mkdir(parents=True)
    path.write_bytes(buffer.getvalue())
    monkeypatch.setattr(cat, "LOCALE_DIR", tmp_path)
    cat.read_catalog.cache_clear()
    cat.translations.cache_clear()
    try:
        assert catalog.get(text).string == "Campi:"
        assert translate("it", text) == text
        assert text not in catalog_json("it")["messages"]
    finally:
        monkeypatch.undo()
        cat.read_catalog.cache_clear()
        cat.translations.cache_clear()
    assert translate("it", text) == "Campi:"


def test_the_browser_json_is_the_same_catalogue():
    data = catalog_json("uk")
    assert data["language"] == "uk" and data["nplurals"] == 3
    assert data["messages"]["colour\u0004red"] == "червоний"
    assert data["messages"][CARDS_DONE[0]] == [
        "{done}/{n} картку реалізовано (* = ще ні)",
        "{done}/{n} картки реалізовано (* = ще ні)",
        "{done}/{n} карток реалізовано (* = ще ні)",
    ]
    # the browser evaluates the plural expression as JavaScript: only n, digits and operators
    assert re.fullmatch(r"[n0-9%=!<>&|?:() ]+", data["plural"])
    json.dumps(data)  # serialisable
    assert catalog_json("en")["messages"] == {}


def test_an_unknown_language_is_an_error():
    with pytest.raises(ValueError, match="unknown language"):
        translate("fr", "Special achievements:")


def test_the_template_lists_exactly_the_texts_the_code_marks():
    """A text marked in the code but missing from innovation/locale/innovation.pot (or one the
    code dropped) fails here: `python -m innovation.text.manage update` fixes it."""
    missing, extra = template_is_current()
    assert not missing, f"run python -m innovation.text.manage update: {sorted(map(str, missing))}"
    assert not extra, f"run python -m innovation.text.manage update: {sorted(map(str, extra))}"
