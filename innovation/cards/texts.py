"""Card names and rules texts in other languages: one JSON file per edition and language.

English is not a file: it is the effect functions' docstrings (`registry.py`) and
`specials.py`, the one source of every English text. A language's file holds, keyed by the
card's English name, the card's name in that language and the text of each printed effect, in
printed order, each with the fingerprint (`en`) of the English text it translates; the special
achievements likewise. The format, and how to fill it in: docs/translating.md.

    innovation/cards/third/texts/pt_BR.json     the 3rd edition in Portuguese (Brazil)
    innovation/cards/first/texts/it.json        the 1st edition: only what differs from the 3rd
    innovation/cards/fourth/texts/uk.json       the 4th edition: what differs from the 3rd
    innovation/cards/echoes/third/texts/es.json   Echoes of the Past's 3rd-edition cards
    innovation/cards/echoes/fourth/texts/es.json  its 4th-edition cards: what differs from the 3rd

An expansion's cards have files of their own, beside their card table, in the same format plus
`"expansion"` and each card's `echo` (its echo effect's translation); they chain as the base
files do (`EXPANSION_CHAIN`: the 4th edition's Echoes file builds on the 3rd's, the 1st edition
plays the 3rd-edition Echoes cards and reads their files). A `CardTexts` finds a card's texts in
the files of the set the card belongs to, by its English name (an expansion's card names are
none of the base game's).

An edition looks a text up in its own file first, then in the files of the edition it builds on
(the 1st and the 4th build on the 3rd): a translation is taken from there only when its `en`
fingerprint is the one of this edition's English text, so a text the editions word alike is
translated once, and one they word differently is never shown with the other's words. In the
edition's own file, a translation whose fingerprint no longer matches the English is *stale*:
the English changed after it was translated, and it is not shown (English is, until a translator
checks it: `python -m innovation.text.coverage`).
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..text.languages import LANGUAGES, normalize_language

_HERE = Path(__file__).parent
DIRECTORIES = {"3rd": "third", "1st": "first", "4th": "fourth"}
# where an edition looks for a text: its own file, then the edition it builds on
CHAIN = {"3rd": ("3rd",), "1st": ("1st", "3rd"), "4th": ("4th", "3rd")}
NAME_SOURCE = re.compile(r"^(\d{3}) L(\d+)$")  # "000 L883": ../shared/rules/000_*.txt, line 883

# an expansion's language files: the editions whose card tables it has (each has its files,
# innovation/cards/<expansion>/<edition>/texts/), and where an edition looks for a text
EXPANSION_CHAIN = {
    "echoes": {"3rd": ("3rd",), "1st": ("3rd",), "4th": ("4th", "3rd")},
    "cities": {"3rd": ("3rd",), "1st": ("3rd",), "4th": ("4th", "3rd")},
}
_TABLES = Path(__file__).parent  # the card tables (not moved when tests move the texts)

OK, MISSING, STALE = "ok", "missing", "stale"


def fingerprint(english: str) -> str:
    """The first eight hex digits of the SHA-1 of an English text (its spacing normalised): a
    translation records the fingerprint of the text it says, so a changed English text shows."""
    return hashlib.sha1(" ".join(english.split()).encode("utf-8")).hexdigest()[:8]


def texts_path(edition: str, lang: str, expansion: str = "") -> Path:
    """A language file: an edition's cards, or (`expansion`) that expansion's cards of the
    edition whose card table they are ("3rd" or "4th" for Echoes)."""
    base = _HERE / expansion if expansion else _HERE
    return base / DIRECTORIES[edition] / "texts" / f"{lang}.json"


def file_editions(expansion: str) -> tuple[str, ...]:
    """The editions that have an expansion's language files of their own ("3rd", "4th")."""
    return tuple(dict.fromkeys(e for chain in EXPANSION_CHAIN[expansion].values() for e in chain))


def text_edition(edition: str, expansion: str) -> str:
    """The edition whose files hold an expansion's texts for `edition` (the 1st edition's
    Echoes cards are the 3rd's): the first of its chain."""
    return EXPANSION_CHAIN[expansion][edition][0]


@cache
def expansion_card_names(expansion: str, edition: str) -> frozenset[str]:
    """The English names of an expansion's cards in `edition`: the first column of its facts
    table, so that a name is placed without loading the cards' code (nor knowing how many icon
    positions its cards have: a city has six)."""
    from . import _EXPANSION_PACKAGES

    package = _EXPANSION_PACKAGES.get((expansion, edition))
    if package is None:
        return frozenset()
    table = _TABLES.joinpath(*package.split("."), "facts.txt").read_text(encoding="utf-8")
    return frozenset(
        line.split("|")[0].strip()
        for line in table.splitlines()
        if line.strip() and not line.startswith("#")
    )


class TextFileError(ValueError):
    """A language file that is not in the documented format (docs/translating.md)."""


def _check_text(
    where: str, entry: Any, *, optional_en: bool, also: frozenset = frozenset()
) -> None:
    if not isinstance(entry, dict) or not isinstance(entry.get("text"), str):
        raise TextFileError(f'{where}: expected {{"text": ..., "en": ...}}')
    if not entry["text"].strip():
        raise TextFileError(f"{where}: an empty text (leave the card out instead)")
    unknown = set(entry) - {"text", "en"} - also
    if unknown:
        raise TextFileError(f"{where}: unknown keys {sorted(unknown)}")
    en = entry.get("en")
    if en is None and optional_en:
        return
    if not (isinstance(en, str) and re.fullmatch(r"[0-9a-f]{8}", en)):
        raise TextFileError(f"{where}: 'en' must be the English text's 8-digit fingerprint")


def validate(
    data: Any, edition: str, lang: str, *, optional_en: bool = False, expansion: str = ""
) -> None:
    """Raise TextFileError unless `data` is a language file in the documented format (an
    expansion's, with `expansion`: its cards may have an `echo`, it has no `specials`).

    `optional_en`: allow texts without their fingerprint (a file being written, before
    `python -m innovation.text.coverage --stamp` adds them)."""
    where = f"{expansion + '/' if expansion else ''}{DIRECTORIES[edition]}/texts/{lang}.json"
    if not isinstance(data, dict):
        raise TextFileError(f"{where}: expected a JSON object")
    if data.get("edition") != edition or data.get("language") != lang:
        raise TextFileError(f"{where}: 'edition' and 'language' must be {edition!r}, {lang!r}")
    if expansion and data.get("expansion") != expansion:
        raise TextFileError(f"{where}: 'expansion' must be {expansion!r}")
    top = {"edition", "language", "cards"} | ({"expansion"} if expansion else {"specials"})
    unknown = set(data) - top
    if unknown:
        why = (
            " (an expansion's special achievements are catalogue messages)"
            if ("specials" in unknown and expansion)
            else ""
        )
        raise TextFileError(f"{where}: unknown keys {sorted(unknown)}{why}")
    for section in ("cards", "specials"):
        entries = data.get(section, {})
        if not isinstance(entries, dict):
            raise TextFileError(f"{where}: '{section}' must be an object keyed by English name")
        for key, entry in entries.items():
            at = f"{where}: {section} {key!r}"
            if not isinstance(entry, dict):
                raise TextFileError(f"{at}: expected an object")
            allowed = {"name", "name_source"} | (
                {"effects"} if section == "cards" else {"text", "en"}
            )
            if section == "cards" and expansion:
                allowed.add("echo")
            if set(entry) - allowed:
                raise TextFileError(f"{at}: unknown keys {sorted(set(entry) - allowed)}")
            if "name" in entry and not (isinstance(entry["name"], str) and entry["name"].strip()):
                raise TextFileError(f"{at}: 'name' must be a non-empty string")
            source = entry.get("name_source")
            if source is not None and not (
                isinstance(source, str) and NAME_SOURCE.match(source) and "name" in entry
            ):
                raise TextFileError(f"{at}: 'name_source' is like \"000 L883\", beside a name")
            if section == "cards":
                effects = entry.get("effects", [])
                if not isinstance(effects, list):
                    raise TextFileError(f"{at}: 'effects' must be a list, in printed order")
                for i, effect in enumerate(effects):
                    if effect is not None:  # null: as the edition this one builds on
                        _check_text(f"{at} effect {i + 1}", effect, optional_en=optional_en)
                if "echo" in entry:
                    _check_text(f"{at} echo effect", entry["echo"], optional_en=optional_en)
            elif "text" in entry or "en" in entry:
                _check_text(
                    at, entry, optional_en=optional_en, also=frozenset({"name", "name_source"})
                )


@cache
def load_file(edition: str, lang: str, expansion: str = "") -> dict[str, Any]:
    """One language file, checked (an absent file is an empty one)."""
    path = texts_path(edition, lang, expansion)
    if not path.exists():
        empty = {"edition": edition, "language": lang, "cards": {}, "specials": {}}
        return {**empty, "expansion": expansion} if expansion else empty
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        where = f"{expansion} {edition}" if expansion else edition
        raise TextFileError(f"{path.name} ({where}): not JSON: {exc}") from None
    validate(data, edition, lang, expansion=expansion)
    data.setdefault("cards", {})
    data.setdefault("specials", {})
    return data


@dataclass(frozen=True)
class Looked:
    """A translated text, or why there is none: status is OK, MISSING or STALE."""

    text: str | None
    status: str


class CardTexts:
    """Names and texts of one edition in one language (English: the cards themselves): its
    base cards and special achievements, and the cards of every expansion it is played with
    (each looked up in its expansion's files)."""

    def __init__(self, edition: str, lang: str) -> None:
        self.edition = edition.split("+")[0]  # "3rd+echoes": the 3rd edition's texts
        self.lang = normalize_language(lang)
        if self.lang is None:
            raise ValueError(f"unknown language {lang!r}; languages: {', '.join(LANGUAGES)}")
        self.english = self.lang == "en"
        self._files = [] if self.english else [load_file(e, self.lang) for e in CHAIN[self.edition]]
        self._expansion_files: dict[str, list[dict[str, Any]]] = {}

    def expansion_of(self, card: str) -> str:
        """The expansion whose card `card` (an English name) is, "" for a base card."""
        for expansion, chains in EXPANSION_CHAIN.items():
            if self.edition in chains and card in expansion_card_names(expansion, self.edition):
                return expansion
        return ""

    def _files_of(self, card: str, section: str) -> list[dict[str, Any]]:
        """The files a card's texts are looked up in, its own edition's first."""
        expansion = self.expansion_of(card) if section == "cards" and not self.english else ""
        if not expansion:
            return self._files
        if expansion not in self._expansion_files:
            self._expansion_files[expansion] = [
                load_file(e, self.lang, expansion) for e in EXPANSION_CHAIN[expansion][self.edition]
            ]
        return self._expansion_files[expansion]

    def _entry(self, section: str, key: str) -> list[dict[str, Any]]:
        return [f[section][key] for f in self._files_of(key, section) if key in f[section]]

    def name(self, card: str, section: str = "cards") -> str | None:
        """The card's (or special achievement's) name in this language, None if missing."""
        if self.english:
            return card
        for entry in self._entry(section, card):
            if "name" in entry:
                return entry["name"]
        return None

    def _find(self, candidates: list[tuple[int, dict[str, Any] | None]], english: str) -> Looked:
        want = fingerprint(english)
        for depth, entry in candidates:
            if entry is None:
                continue
            if entry.get("en") == want:
                return Looked(entry["text"], OK)
            if depth == 0:  # this edition's own translation, of an older English text
                return Looked(None, STALE)
        return Looked(None, MISSING)

    def effect(self, card: str, index: int, english: str) -> Looked:
        """The translation of effect `index` (0-based, printed order) of `card`, whose English
        text is `english`."""
        if self.english:
            return Looked(english, OK)
        candidates: list[tuple[int, dict[str, Any] | None]] = []
        for depth, f in enumerate(self._files_of(card, "cards")):
            entry = f["cards"].get(card)
            effects = entry.get("effects", []) if entry else []
            candidates.append((depth, effects[index] if index < len(effects) else None))
        return self._find(candidates, english)

    def echo(self, card: str, english: str) -> Looked:
        """The translation of an expansion card's echo effect, whose English text is
        `english`."""
        if self.english:
            return Looked(english, OK)
        candidates: list[tuple[int, dict[str, Any] | None]] = [
            (depth, f["cards"].get(card, {}).get("echo"))
            for depth, f in enumerate(self._files_of(card, "cards"))
        ]
        return self._find(candidates, english)

    def special(self, name: str, english: str) -> Looked:
        """The translation of a special achievement's text."""
        if self.english:
            return Looked(english, OK)
        candidates: list[tuple[int, dict[str, Any] | None]] = [
            (depth, f["specials"][name] if "text" in f["specials"].get(name, {}) else None)
            for depth, f in enumerate(self._files)
        ]
        return self._find(candidates, english)


@cache
def card_texts(edition: str, lang: str) -> CardTexts:
    return CardTexts(edition, lang)


def localized_cards(
    edition: str, lang: str, expansions: tuple[str, ...] = ()
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Every card and special achievement of `edition` (and of its `expansions`: their cards
    after the base ones, each with its `echo` effect, None if it has none) with its name and
    texts in `lang`, English where a translation is missing or stale (`translated` says
    which)."""
    from ..engine.editions import get_edition
    from .specials import expansion_special_name, expansion_special_text, special_texts

    texts = card_texts(edition, lang)
    cards = []
    for c in get_edition(edition, expansions).cards:
        name = texts.name(c.name)
        effects = []
        for i, e in enumerate(c.effects):
            looked = texts.effect(c.name, i, e.text) if e.run is not None else Looked(None, MISSING)
            effects.append(
                {
                    "demand": e.demand,
                    "text": looked.text if looked.text is not None else e.text,
                    "translated": looked.status == OK,
                    "implemented": e.run is not None,
                }
            )
        entry: dict[str, Any] = {
            "card": c,
            "name": name or c.name,
            "name_translated": name is not None,
            "effects": effects,
        }
        if expansions:
            echo = c.echo
            entry["echo"] = None
            if echo is not None:
                looked = (
                    texts.echo(c.name, echo.text) if echo.run is not None else Looked(None, MISSING)
                )
                entry["echo"] = {
                    "text": looked.text if looked.text is not None else echo.text,
                    "translated": looked.status == OK,
                    "implemented": echo.run is not None,
                }
        cards.append(entry)
    specials = {}
    for special, english in special_texts(edition, expansions).items():
        said = expansion_special_text(lang, special, edition)
        if said is not None:  # an expansion's: a gettext message
            specials[special] = {
                "name": expansion_special_name(lang, special),
                "name_translated": texts.english
                or expansion_special_name(lang, special) != special,
                "text": said,
                "translated": texts.english or said != english,
            }
            continue
        name = texts.name(special, "specials")
        looked = texts.special(special, english)
        specials[special] = {
            "name": name or special,
            "name_translated": name is not None,
            "text": looked.text if looked.text is not None else english,
            "translated": looked.status == OK,
        }
    return cards, specials
