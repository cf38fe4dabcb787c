"""Each language's texts use its rulebook's words (docs/glossary/<lang>.md), the glossaries say
where each word comes from, printed card names are the books' own, and no translation copies a
rulebook's sentence."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from innovation.cards.specials import special_texts
from innovation.cards.texts import OK, CardTexts, file_editions, load_file
from innovation.engine.editions import get_edition
from innovation.text.coverage import EDITIONS, EXPANSIONS
from innovation.text.languages import LANGUAGES

from ..reference import rulebook_lines

GLOSSARY = Path(__file__).resolve().parents[2] / "docs" / "glossary"
TRANSLATED = [lang for lang in LANGUAGES if lang != "en"]
BOOK = {"en": "002", "pt_BR": "000", "es": "004", "it": "001", "uk": "003"}
SOURCE = re.compile(r"(\d{3}) L(\d+)")
# a run of this many words shared with a rulebook is a copied phrase
COPIED_RUN = 8


@cache
def glossary(lang: str) -> dict[str, dict[str, str]]:
    """The glossary table of a language: key -> english, word, check, source."""
    rows = {}
    for line in (GLOSSARY / f"{lang}.md").read_text(encoding="utf-8").splitlines():
        if not line.startswith("| ") or line.startswith("| key "):
            continue
        cells = [c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        key, english, word, check, source = cells
        rows[key] = {
            "english": english,
            "word": word,
            "check": check.strip("`"),
            "source": source,
        }
    return rows


def alternatives(check: str) -> list[str]:
    return [a.strip() for a in check.split(" / ") if a.strip()] if check else []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_glossary_has_every_term_with_a_word_and_a_source(lang):
    rows = glossary(lang)
    assert list(rows) == list(glossary("en")), "the same keys, in the same order"
    assert len(rows) >= 70
    for key, row in rows.items():
        assert row["word"], key
        assert row["english"] == glossary("en")[key]["english"], key
        source = row["source"]
        assert source.startswith("project") or SOURCE.match(source), (key, source)
        for number, _line in SOURCE.findall(source):
            assert number == BOOK[lang], f"{key}: {lang} cites its own rulebook, not {number}"


def test_the_terms_the_issue_names_are_there():
    keys = set(glossary("en"))
    wanted = {
        "age",
        "dogma",
        "splay",
        "left",
        "right",
        "up",
        "aslant",
        "tuck",
        "return",
        "score",
        "junk",
        "achievement",
        "special-achievement",
        "Monument",
        "Empire",
        "World",
        "Wonder",
        "Universe",
        "crown",
        "leaf",
        "lightbulb",
        "castle",
        "factory",
        "clock",
        "person",
        "i-demand",
        "share",
        "draw",
        "meld",
        "transfer",
        "exchange",
        "reveal",
    }
    assert wanted <= keys


def test_english_checks_are_valid_regular_expressions():
    for key, row in glossary("en").items():
        for pattern in alternatives(row["check"]):
            re.compile(pattern)
        for lang in TRANSLATED:
            if glossary(lang)[key]["check"]:
                assert row["check"], f"{lang} checks {key}, which English never detects"


def _translated_texts(lang: str):
    """(edition, where, English, translation, demand) for every translated text."""
    for edition in EDITIONS:
        texts = CardTexts(edition, lang)
        for c in get_edition(edition).cards:
            for i, e in enumerate(c.effects):
                looked = texts.effect(c.name, i, e.text)
                if looked.status == OK and looked.text:
                    yield edition, f"{c.name} effect {i + 1}", e.text, looked.text, e.demand
        for name, english in special_texts(edition).items():
            looked = texts.special(name, english)
            if looked.status == OK and looked.text:
                yield edition, f"special {name}", english, looked.text, False
    for expansion in EXPANSIONS:  # an expansion's cards, echo effects included
        for edition in file_editions(expansion):
            texts = CardTexts(edition, lang)
            for c in get_edition(edition, (expansion,)).cards:
                if c.expansion != expansion:
                    continue
                at = f"{edition}+{expansion}"
                for i, e in enumerate(c.effects):
                    looked = texts.effect(c.name, i, e.text)
                    if looked.status == OK and looked.text:
                        yield at, f"{c.name} effect {i + 1}", e.text, looked.text, e.demand
                if c.echo is not None:
                    looked = texts.echo(c.name, c.echo.text)
                    if looked.status == OK and looked.text:
                        yield at, f"{c.name} echo effect", c.echo.text, looked.text, False


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_use_the_glossarys_words(lang):
    rows = glossary(lang)
    english_rows = glossary("en")
    problems = []
    for edition, where, english, text, _demand in _translated_texts(lang):
        for key, row in rows.items():
            wanted = alternatives(row["check"])
            patterns = alternatives(english_rows[key]["check"])
            if not wanted or not any(re.search(p, english, re.I) for p in patterns):
                continue
            if not any(w.casefold() in text.casefold() for w in wanted):
                problems.append(f"{edition} {where}: '{key}' is {' / '.join(wanted)}: {text}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_demand_says_the_glossarys_i_demand_once_and_ends_with_an_exclamation(lang):
    marker = glossary(lang)["i-demand"]["word"]
    problems = []
    for edition, where, _english, text, demand in _translated_texts(lang):
        said = text.count(marker)
        if demand and (said != 1 or not text.lstrip("¡").startswith(marker) or text[-1] != "!"):
            problems.append(f"{edition} {where}: a demand starts with {marker!r}: {text}")
        if not demand and (said or text.endswith("!")):
            problems.append(f"{edition} {where}: only a demand says {marker!r}: {text}")
    assert not problems, "\n".join(problems)


def test_expansion_cards_translations_are_checked_too():
    """The Spanish Echoes cards of age 1 are among the texts the glossary checks."""
    said = {(e, where) for e, where, *_ in _translated_texts("es")}
    assert ("3rd+echoes", "Flute echo effect") in said
    assert ("3rd+echoes", "Flute effect 1") in said  # a demand: "Exijo", once


def test_the_checks_catch_a_wrong_word():
    """The Spanish glossary's tuck is 'meter': 'archivar' (another game's word) fails."""
    rows, en = glossary("es"), glossary("en")
    english = "You may tuck a card from your hand."
    assert any(re.search(p, english, re.I) for p in alternatives(en["tuck"]["check"]))
    assert not any(
        w in "puedes archivar una carta de tu mano." for w in alternatives(rows["tuck"]["check"])
    )
    assert any(
        w in "puedes meter una carta de tu mano." for w in alternatives(rows["tuck"]["check"])
    )


# ------------------------------------------------------------------ against the rulebooks
def _window(lines: list[str], number: int, around: int) -> str:
    return " ".join(lines[max(0, number - 1 - around) : number + around]).casefold()


def _plain(text: str) -> str:
    return " ".join(text.replace("’", "'").casefold().split())


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_name_source_line_prints_that_name(lang):
    book = rulebook_lines(BOOK[lang])
    problems = []
    files = [(edition, load_file(edition, lang)) for edition in EDITIONS] + [
        (f"{edition}+{x}", load_file(edition, lang, x))
        for x in EXPANSIONS
        for edition in file_editions(x)
    ]
    for edition, data in files:
        for section in ("cards", "specials"):
            for key, entry in data.get(section, {}).items():
                if "name_source" not in entry:
                    continue
                number, line = SOURCE.match(entry["name_source"]).groups()
                assert number == BOOK[lang], f"{key}: cite the {lang} rulebook"
                if _plain(entry["name"]) not in _plain(_window(book, int(line), 1)):
                    problems.append(f"{edition} {key}: {entry['name']!r} not at line {line}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_glossary_source_line_says_the_word(lang):
    """The cited line (or one beside it: the books wrap) has the word, or the other word the
    source cell quotes; inflections are allowed (the first letters of a word suffice)."""
    book = rulebook_lines(BOOK[lang])
    problems = []
    for key, row in glossary(lang).items():
        quoted = re.findall(r"'([^']+)'", row["source"])
        words = [w.strip() for w in row["word"].split(" / ")] + quoted
        # the first letters of each word of four letters or more (or of a shorter one-word
        # term): enough to find it inflected ("trarre beneficio" / "trae beneficio")
        tokens = [t for w in words for t in w.split() if len(t) >= 4 or len(w.split()) == 1]
        stems = {t[: max(2, min(4, len(t) - 1))].casefold() for t in tokens}
        stems |= {w.casefold() for w in words if not any(len(t) >= 4 for t in w.split())}
        stems |= {s.casefold() for s in alternatives(row["check"]) if lang != "en"}
        for _number, line in SOURCE.findall(row["source"]):
            near = _plain(_window(book, int(line), 2))
            if not any(_plain(s) in near for s in stems):
                problems.append(f"{key}: none of {sorted(stems)} near line {line}")
    assert not problems, "\n".join(problems)


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.replace("’", "'").casefold())


@pytest.mark.parametrize("lang", TRANSLATED)
def test_no_translation_copies_a_sentence_or_a_long_phrase_of_its_rulebook(lang):
    book = _words(" ".join(rulebook_lines(BOOK[lang])))
    runs = {tuple(book[i : i + COPIED_RUN]) for i in range(len(book) - COPIED_RUN + 1)}
    problems = []
    for edition, where, _english, text, _demand in _translated_texts(lang):
        words = _words(text)
        copied = [
            " ".join(words[i : i + COPIED_RUN])
            for i in range(len(words) - COPIED_RUN + 1)
            if tuple(words[i : i + COPIED_RUN]) in runs
        ]
        if copied:
            problems.append(f"{edition} {where}: {copied[0]!r}")
    assert not problems, "\n".join(problems)
