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
    EXPANSIONS,
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
    assert set(done) == {"cards", "specials", "expansion_cards", "catalogues"}
    for expansion, editions in done["expansion_cards"].items():
        assert expansion in EXPANSIONS
        for edition, langs in editions.items():
            # the editions with files of their own (the 1st edition's Echoes are the 3rd's)
            assert edition in card_texts_module.file_editions(expansion)
            table = get_edition(edition, (expansion,)).cards
            ages = {c.age for c in table if c.expansion == expansion}
            for lang, declared_ages in langs.items():
                assert lang in LANGUAGES and lang != "en"
                assert set(declared_ages) <= ages and declared_ages == sorted(set(declared_ages))
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


@pytest.mark.parametrize(
    ("edition", "expansion"),
    [(e, "") for e in EDITIONS]
    + [(e, x) for x in EXPANSIONS for e in card_texts_module.file_editions(x)],
)
@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_each_language_file_is_in_its_canonical_layout(edition, expansion, lang):
    """What `--stamp` writes: translators' changes then merge line by line."""
    path = card_texts_module.texts_path(edition, lang, expansion)
    if path.exists():
        text = path.read_text(encoding="utf-8")
        again = f"run --stamp {edition} {lang}" + (f" --expansion {expansion}" if expansion else "")
        assert text == dump(json.loads(text), edition, expansion), again


def test_english_is_complete_everywhere():
    for edition in EDITIONS:
        assert card_problems(edition, "en") == []
        assert special_problems(edition, "en") == []
        for expansion in EXPANSIONS:
            assert card_problems(edition, "en", expansion=expansion) == []
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


# ------------------------------------------------------------------ expansion cards (Echoes)
def _echoes_es(texts_dir):
    return texts_dir / "echoes" / "third" / "texts" / "es.json"


def _echoes_problems(lang="es", edition="3rd", **kw):
    return _kinds(card_problems(edition, lang, expansion="echoes", **kw))


def test_echoes_age_1_is_declared_complete_in_spanish_and_is():
    assert 1 in declared()["expansion_cards"]["echoes"]["3rd"]["es"]
    assert card_problems("3rd", "es", scope={1}, expansion="echoes") == []
    assert card_problems("1st", "es", scope={1}, expansion="echoes") == []  # the same files


def test_a_missing_echoes_text_in_a_declared_age_fails(texts_dir):
    _edit(_echoes_es(texts_dir), lambda d: d["cards"]["Flute"].pop("echo"))
    assert ("Flute echo effect", "missing") in _echoes_problems(scope={1})
    assert _echoes_problems(scope=set()) == []  # not declared: only reported
    _edit(_echoes_es(texts_dir), lambda d: d["cards"]["Dice"].pop("effects"))
    assert ("Dice effect 1", "missing") in _echoes_problems(scope={1})
    _edit(_echoes_es(texts_dir), lambda d: d["cards"]["Comb"].pop("name"))
    assert ("Comb", "missing") in _echoes_problems(scope={1})


def test_the_declared_echoes_ages_fail_the_coverage_test_when_a_text_is_missing(texts_dir):
    assert not [p for p in all_problems(declared_only=True) if "echoes" in p.edition]
    _edit(_echoes_es(texts_dir), lambda d: d["cards"]["Bell"].pop("echo"))
    problems = [str(p) for p in all_problems(declared_only=True) if "echoes" in p.edition]
    # the 3rd edition's, and the 4th's, which takes the same English from the 3rd's file
    assert "3rd+echoes es: Bell echo effect: missing: You may score one of your hand cards." in problems
    assert all("Bell echo effect: missing" in p for p in problems) and len(problems) <= 2


def test_a_stale_echoes_text_fails_where_declared(texts_dir):
    _edit(_echoes_es(texts_dir), lambda d: d["cards"]["Bell"]["effects"][0].update(en="0badf00d"))
    _edit(_echoes_es(texts_dir), lambda d: d["cards"]["Ruler"]["echo"].update(en="0badf00d"))
    kinds = _echoes_problems(scope={1})
    assert ("Bell effect 1", "stale") in kinds and ("Ruler echo effect", "stale") in kinds


def test_wrong_numbers_or_an_unknown_card_in_an_echoes_file_fail_everywhere(texts_dir):
    def wrong(d):
        d["cards"]["Ruler"]["echo"]["text"] = "Roba un 3."
        d["cards"]["Archery"] = {"name": "Arquería"}  # a base card: not this file's
        d["cards"]["Dice"]["echo"] = {"text": "Roba un 1.", "en": "1a1f0fa2"}  # it has none

    _edit(_echoes_es(texts_dir), wrong)
    kinds = _echoes_problems(scope=False)
    assert ("Ruler echo effect", "numbers") in kinds
    assert ("Archery", "unknown") in kinds
    assert ("Dice echo effect", "unknown") in kinds


def test_an_echoes_text_naming_a_card_or_special_achievement_uses_its_translated_name(
    texts_dir,
):
    third = {c.name: c for c in get_edition("3rd", ("echoes",)).cards}
    palampore, scissors = third["Palampore"], third["Scissors"]

    def translate(d):
        d["cards"]["Palampore"] = {
            "effects": [
                None,
                None,
                {
                    "text": "Si tu tablero muestra seis bonificaciones o más, reclama Wealth.",
                    "en": card_texts_module.fingerprint(palampore.effects[2].text),
                }
            ]
        }
        d["cards"]["Scissors"] = {
            "effects": [
                None,
                {
                    "text": "Transfiere Paper a tu pila de puntuación si es una carta superior.",
                    "en": card_texts_module.fingerprint(scissors.effects[1].text),
                },
            ]
        }

    _edit(_echoes_es(texts_dir), translate)
    kinds = _echoes_problems(scope=False)
    assert ("Palampore effect 3", "names") in kinds  # Wealth is "Riqueza" (the catalogue)
    assert ("Scissors effect 2", "names") in kinds  # Paper is "Papel" (the base file)


def test_stamping_an_expansion_file(texts_dir):
    path = _echoes_es(texts_dir)
    before = path.read_text(encoding="utf-8")

    def unstamp(d):
        for entry in d["cards"].values():
            for e in entry.get("effects", []):
                e.pop("en")
            entry.get("echo", {}).pop("en", None)

    _edit(path, unstamp)
    with pytest.raises(card_texts_module.TextFileError):
        card_texts_module.load_file("3rd", "es", "echoes")
    assert coverage.main(["--stamp", "3rd", "es", "--expansion", "echoes"]) == 0
    assert path.read_text(encoding="utf-8") == before  # every fingerprint written back
    # a new file of the 4th edition's Echoes cards, written without fingerprints
    fourth = texts_dir / "echoes" / "fourth" / "texts" / "it.json"
    bell = {c.name: c for c in get_edition("4th", ("echoes",)).cards}["Bell"]
    fourth.write_text(
        json.dumps(
            {
                "edition": "4th",
                "language": "it",
                "expansion": "echoes",
                "cards": {"Bell": {"name": "Campana", "effects": [{"text": "Pesca un 1."}, None]}},
            }
        ),
        encoding="utf-8",
    )
    assert coverage.stamp("4th", "it", "echoes") == 1
    stamped = card_texts_module.load_file("4th", "it", "echoes")
    assert stamped["cards"]["Bell"]["effects"][0]["en"] == card_texts_module.fingerprint(
        bell.effects[0].text
    )
    assert fourth.read_text(encoding="utf-8") == dump(stamped, "4th", "echoes")


def test_the_first_editions_echoes_cards_have_no_files_of_their_own(capsys):
    with pytest.raises(SystemExit):
        coverage.main(["--stamp", "1st", "es", "--expansion", "echoes"])
    assert "in the files of the 3rd edition" in capsys.readouterr().err


def test_the_report_includes_the_expansion_cards(capsys, texts_dir):
    def keep_age_1(d):
        for name in list(d["cards"]):
            if {c.name: c for c in get_edition("3rd", ("echoes",)).cards}[name].age > 1:
                del d["cards"][name]

    _edit(_echoes_es(texts_dir), keep_age_1)
    assert coverage.main(["--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "3rd+echoes es     cards  15/105  ages complete: 1" in out
    assert "4th+echoes es     cards " in out
    assert "1st+echoes" not in out  # the 3rd's files, reported once
    argv = ["--edition", "3rd", "--expansion", "echoes", "--lang", "es", "--list"]
    assert coverage.main(argv) == 0
    listed = capsys.readouterr().out
    assert "3rd+echoes es: Lever echo effect: missing: Draw a 2 twice." in listed
    assert "3rd+echoes es: Flute" not in listed  # translated
    assert "3rd es:" not in listed and "catalogue" not in listed  # only the expansion's
    assert coverage.main(["--edition", "3rd", "--expansion", "echoes", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["cards"]
    assert {(r["edition"], r["expansion"]) for r in rows} == {("3rd", "echoes")}
    es = next(r for r in rows if r["language"] == "es")
    assert es["cards"] == [15, 105] and 1 in es["ages_complete"]
