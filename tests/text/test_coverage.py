"""The coverage test: what innovation/text/complete.json declares complete is complete, and
every translation that exists says what its English says (numbers, names, placeholders, plural
forms). Then the checks themselves are shown to catch what they are for."""

from __future__ import annotations

import io
import json

import pytest
from babel.messages.pofile import read_po, write_po

from innovation.cards import texts as card_texts_module
from innovation.engine.editions import get_edition
from innovation.text import catalog as cat
from innovation.text import coverage
from innovation.text.coverage import (
    EDITIONS,
    all_problems,
    card_problems,
    catalogue_problems,
    declared,
    dump,
    special_problems,
)
from innovation.text.languages import LANGUAGES

from .conftest import edit_texts as _edit


def test_everything_declared_complete_is_complete_and_every_translation_matches_its_english():
    problems = all_problems(declared_only=True)
    assert not problems, (
        "\n".join(map(str, problems))
        + "\n(a stale text: its English changed; translate it again and stamp it, or, if you "
        "cannot, take that age out of innovation/text/complete.json for that language: "
        "docs/translating.md)"
    )


def test_complete_json_names_real_editions_languages_and_ages():
    done = declared()
    assert set(done) == {"cards", "specials", "catalogues"}
    for edition, langs in done["cards"].items():
        ages = {c.age for c in get_edition(edition).cards}
        for lang, declared_ages in langs.items():
            assert lang in LANGUAGES and lang != "en"
            assert set(declared_ages) <= ages and declared_ages == sorted(set(declared_ages))
    for edition, langs in done["specials"].items():
        assert edition in EDITIONS and set(langs) <= set(LANGUAGES)
    assert set(done["catalogues"]) <= set(LANGUAGES)


def test_what_is_declared_today():
    """Age 1 and the special achievements of every edition, and every catalogue, in all four
    languages (this grows as translators finish: docs/translating.md)."""
    done = declared()
    for lang in ("pt_BR", "es", "it", "uk"):
        for edition in EDITIONS:
            assert 1 in done["cards"][edition][lang] and lang in done["specials"][edition]
        assert lang in done["catalogues"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_each_language_file_is_in_its_canonical_layout(edition, lang):
    """What `--stamp` writes: translators' changes then merge line by line."""
    path = card_texts_module.texts_path(edition, lang)
    if path.exists():
        text = path.read_text(encoding="utf-8")
        assert text == dump(json.loads(text), edition), f"run --stamp {edition} {lang}"


def test_english_is_complete_everywhere():
    for edition in EDITIONS:
        assert card_problems(edition, "en") == []
        assert special_problems(edition, "en") == []
    assert catalogue_problems("en") == []


# ------------------------------------------------------------------ the checks catch
def _kinds(problems):
    return sorted({(p.where, p.kind) for p in problems})


def test_a_missing_text_in_a_declared_age_fails_and_outside_it_is_only_reported(texts_dir):
    path = texts_dir / "third" / "texts" / "es.json"
    _edit(path, lambda d: d["cards"]["Sailing"].pop("effects"))
    assert ("Sailing effect 1", "missing") in _kinds(card_problems("3rd", "es", scope={1}))
    assert card_problems("3rd", "es", scope=set()) == []  # age 1 not declared: no failure
    assert ("Sailing effect 1", "missing") in _kinds(card_problems("3rd", "es", scope=True))


def test_a_missing_name_fails(texts_dir):
    path = texts_dir / "third" / "texts" / "uk.json"
    _edit(path, lambda d: [d["cards"]["Sailing"].pop(k) for k in ("name", "name_source")])
    assert ("Sailing", "missing") in _kinds(card_problems("3rd", "uk", scope={1}))


def test_a_stale_text_fails_where_declared(texts_dir):
    path = texts_dir / "third" / "texts" / "it.json"
    _edit(path, lambda d: d["cards"]["Writing"]["effects"][0].update(en="0badf00d"))
    assert ("Writing effect 1", "stale") in _kinds(card_problems("3rd", "it", scope={1}))


def test_other_numbers_than_the_english_fail_everywhere(texts_dir):
    path = texts_dir / "third" / "texts" / "pt_BR.json"
    _edit(path, lambda d: d["cards"]["Writing"]["effects"][0].update(text="Compre um 3."))
    assert ("Writing effect 1", "numbers") in _kinds(card_problems("3rd", "pt_BR", scope=False))


def test_a_text_that_names_a_special_achievement_uses_its_translated_name(texts_dir):
    path = texts_dir / "third" / "texts" / "uk.json"
    masonry = "Можете розіграти з руки карток із фортецею. Якщо чотири, отримайте Монумент."
    _edit(path, lambda d: d["cards"]["Masonry"]["effects"][0].update(text=masonry))
    problems = card_problems("3rd", "uk", scope=False)
    assert ("Masonry effect 1", "names") in _kinds(problems)


def test_a_card_the_edition_does_not_have_fails(texts_dir):
    path = texts_dir / "third" / "texts" / "es.json"
    _edit(path, lambda d: d["cards"].update({"Sailng": {"name": "Vela"}}))
    assert ("Sailng", "unknown") in _kinds(card_problems("3rd", "es", scope=False))


def test_a_missing_special_achievement_fails_where_declared(texts_dir):
    path = texts_dir / "third" / "texts" / "es.json"
    _edit(path, lambda d: d["specials"].pop("Wonder"))
    assert ("special Wonder", "missing") in _kinds(special_problems("3rd", "es"))
    assert special_problems("3rd", "es", counts=False) == []


@pytest.fixture
def po_dir(tmp_path, monkeypatch):
    """A copy of the catalogues to change freely."""
    for lang in LANGUAGES:
        dst = tmp_path / lang / "LC_MESSAGES"
        dst.mkdir(parents=True)
        dst.joinpath("innovation.po").write_bytes(cat.po_path(lang).read_bytes())
    monkeypatch.setattr(cat, "LOCALE_DIR", tmp_path)
    cat.read_catalog.cache_clear()
    cat.translations.cache_clear()
    yield tmp_path
    monkeypatch.undo()
    cat.read_catalog.cache_clear()
    cat.translations.cache_clear()


def _edit_po(po_dir, lang, change):
    path = po_dir / lang / "LC_MESSAGES" / "innovation.po"
    catalog = read_po(io.BytesIO(path.read_bytes()), locale=lang)
    change(catalog)
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    path.write_bytes(buffer.getvalue())
    cat.read_catalog.cache_clear()


MISSING_NOTE = "{n} card or special achievement is not translated yet: shown in English"
DONE = "{done}/{n} card implemented (* = not yet)"


def test_catalogue_checks(po_dir):
    def wrong(catalog):
        catalog.get(MISSING_NOTE).string = ("uma carta", "{n} cartas")  # {n} may go, not...
        catalog.get(DONE).string = ("{n} carta", "{done}/{n} cartas")  # ...{done}
        catalog.get("Special achievements:").string = ""
        catalog.get("red", context="colour").flags.add("fuzzy")

    _edit_po(po_dir, "pt_BR", wrong)
    _add_third_form(po_dir, "pt_BR")  # Brazilian Portuguese has two
    kinds = {p.kind for p in catalogue_problems("pt_BR")}
    assert kinds == {"placeholders", "invalid", "missing", "stale"}
    # a wrong placeholder or a plural with three forms in a two-form language is wrong
    # everywhere; a missing message counts where the catalogue is declared complete
    assert {p.kind for p in catalogue_problems("pt_BR", counts=False)} == {
        "placeholders",
        "invalid",
    }


def _add_third_form(po_dir, lang):
    path = po_dir / lang / "LC_MESSAGES" / "innovation.po"
    lines = path.read_text(encoding="utf-8").splitlines()
    at = lines.index(f'msgid "{DONE}"') + 3  # msgid, msgid_plural, msgstr[0], msgstr[1]
    lines.insert(at + 1, 'msgstr[2] "{done}/{n} três"')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cat.read_catalog.cache_clear()


def test_a_ukrainian_plural_needs_three_forms(po_dir):
    path = po_dir / "uk" / "LC_MESSAGES" / "innovation.po"
    lines = path.read_text(encoding="utf-8").splitlines()
    third = lines.index(f'msgid "{DONE}"') + 4
    assert lines[third].startswith("msgstr[2]")
    del lines[third]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    cat.read_catalog.cache_clear()
    problems = catalogue_problems("uk")
    assert [(p.where, p.kind) for p in problems] == [(f"message {DONE!r}", "missing")]


# ------------------------------------------------------------------ the report and stamping
def test_the_report_prints_what_is_translated_and_lists_what_is_missing(capsys, texts_dir):
    path = texts_dir / "fourth" / "texts" / "it.json"
    _edit(path, lambda d: d["cards"].pop("Climatology"))  # an age-11 card of its own
    assert coverage.main(["--edition", "4th", "--lang", "it"]) == 0
    out = capsys.readouterr().out
    assert "4th it     cards 114/115  special achievements 5/5" in out
    assert "catalogue it     0 messages missing or wrong" in out
    assert coverage.main(["--edition", "4th", "--lang", "it", "--list"]) == 0
    listed = capsys.readouterr().out
    assert "4th it: Climatology: missing: name" in listed
    assert "4th it: Climatology effect 1: missing: I demand you pick two" in listed
    assert "4th it: Archery" not in listed  # translated
    assert coverage.main(["--json", "--lang", "es"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {r["edition"] for r in data["cards"]} == set(EDITIONS)


def test_stamping_adds_the_fingerprint_of_the_current_english(texts_dir):
    path = texts_dir / "third" / "texts" / "es.json"
    before = path.read_text(encoding="utf-8")

    def unstamp(d):
        for entry in d["cards"].values():
            for e in entry.get("effects", []):
                e.pop("en")
        for entry in d["specials"].values():
            entry.pop("en")

    _edit(path, unstamp)
    with pytest.raises(card_texts_module.TextFileError):
        card_texts_module.load_file("3rd", "es")
    data = json.loads(before)
    texts = sum(len([e for e in c.get("effects", []) if e]) for c in data["cards"].values())
    assert coverage.stamp("3rd", "es") == texts + len(data["specials"])
    assert path.read_text(encoding="utf-8") == before
