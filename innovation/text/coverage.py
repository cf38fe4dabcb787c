"""What is translated, what is missing, and what is wrong: card names and texts, special
achievements and the message catalogues, per language.

    python -m innovation.text.coverage                      # a summary per edition and language
    python -m innovation.text.coverage --lang uk --edition 4th --list   # each missing text
    python -m innovation.text.coverage --stamp 3rd pt_BR    # add the `en` fingerprints
    python -m innovation.text.coverage --edition 3rd --expansion echoes --lang es --list
    python -m innovation.text.coverage --stamp 3rd es --expansion echoes   # an expansion's file

`innovation/text/complete.json` declares what is complete: the ages of each edition and the
special achievements each language has translated, the ages of each expansion's cards per
edition ("expansion_cards"), and the languages whose catalogue is. The
test (tests/text/test_coverage.py) fails when anything declared complete is missing or stale,
and, wherever a translation exists, declared or not, when it does not match its English: the
numbers it says (ages, counts), the `{placeholders}` of a message, its plural forms, a card or
special achievement the English names. A translator adds an age to complete.json when it is
done; nothing is skipped. The format: docs/translating.md.
"""

from __future__ import annotations

import argparse
import json
import re
import string
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..cards.texts import (
    CHAIN,
    EXPANSION_CHAIN,
    MISSING,
    OK,
    STALE,
    CardTexts,
    file_editions,
    fingerprint,
    load_file,
    text_edition,
    texts_path,
    validate,
)
from .languages import LANGUAGES

COMPLETE_FILE = Path(__file__).parent / "complete.json"
EDITIONS = ("3rd", "1st", "4th")
EXPANSIONS = tuple(EXPANSION_CHAIN)
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
_NUMBER = re.compile(r"\d+")


@dataclass(frozen=True)
class Problem:
    edition: str  # "" for a catalogue
    lang: str
    where: str  # "Archery effect 1", "special Monument", "message '...'"
    kind: str  # missing, stale, numbers, names, placeholders, invalid, unknown
    detail: str = ""

    def __str__(self) -> str:
        at = f"{self.edition} {self.lang}" if self.edition else f"catalogue {self.lang}"
        return f"{at}: {self.where}: {self.kind}{': ' + self.detail if self.detail else ''}"


def declared() -> dict[str, Any]:
    """complete.json: {"cards": {edition: {lang: [ages]}}, "specials": {edition: [langs]},
    "expansion_cards": {expansion: {edition: {lang: [ages]}}}, "catalogues": [langs]} (an
    expansion's editions are those with its files: the 1st edition's Echoes cards are the
    3rd's, declared once, under "3rd")."""
    return json.loads(COMPLETE_FILE.read_text(encoding="utf-8"))


def numbers(text: str) -> list[str]:
    """The numbers a text says in digits (ages, values), sorted: a translation says the same."""
    return sorted(_NUMBER.findall(text))


def _mentions(english: str, names: dict[str, str]) -> list[str]:
    """The card and special-achievement names (English) an English text mentions."""
    return [n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", english)]


def _compare(
    edition: str, lang: str, where: str, english: str, text: str, names: dict[str, str]
) -> list[Problem]:
    """What is wrong with one translated text against its English."""
    problems = []
    if numbers(english) != numbers(text):
        problems.append(
            Problem(edition, lang, where, "numbers", f"{numbers(english)} != {numbers(text)}")
        )
    for name in _mentions(english, names):
        own = names[name]
        if own and own.casefold() not in text.casefold():
            problems.append(Problem(edition, lang, where, "names", f"{name} is {own!r} here"))
    return problems


def _expansion_cards(edition: str, expansion: str) -> list[Any]:
    """An expansion's cards in `edition` (its table, after the base cards)."""
    from ..engine.editions import get_edition

    return [c for c in get_edition(edition, (expansion,)).cards if c.expansion == expansion]


def _names(texts: CardTexts, edition: str, lang: str, expansion: str = "") -> dict[str, str]:
    """Each card and special achievement a text may name (English) and its name in `lang`
    ("" where it has none): the edition's, and with `expansion` that expansion's too (its
    special achievements' names are catalogue messages)."""
    from ..cards.specials import expansion_special_name, special_texts
    from ..engine.editions import get_edition

    names = {c.name: texts.name(c.name) or "" for c in get_edition(edition).cards}
    names.update({s: texts.name(s, "specials") or "" for s in _special_texts(edition)})
    if expansion:
        names.update(
            {c.name: texts.name(c.name) or "" for c in _expansion_cards(edition, expansion)}
        )
        for s in special_texts(edition, (expansion,)):
            if s not in names:
                said = expansion_special_name(lang, s)
                names[s] = said if lang == "en" or said != s else ""
    return names


def card_problems(
    edition: str, lang: str, *, scope: bool | set[int] = True, expansion: str = ""
) -> list[Problem]:
    """Everything wrong or missing in one edition's cards in one language (with `expansion`:
    that expansion's cards of the edition, echo effects included).

    `scope`: the ages whose missing or stale texts count (True: all, False: none, a set of
    ages); wrong translations count everywhere."""
    from ..engine.editions import get_edition

    problems: list[Problem] = []
    texts = CardTexts(edition, lang)
    at = f"{edition}+{expansion}" if expansion else edition
    if expansion:
        cards = _expansion_cards(edition, expansion)
        specials: dict[str, str] = {}
        own = (
            load_file(text_edition(edition, expansion), lang, expansion)
            if lang != "en"
            else {"cards": {}, "specials": {}}
        )
    else:
        cards = get_edition(edition).cards
        specials = _special_texts(edition)
        own = load_file(edition, lang) if lang != "en" else {"cards": {}, "specials": {}}
    names = _names(texts, edition, lang, expansion)
    known = {c.name for c in cards}
    for key in own["cards"]:
        if key not in known:
            problems.append(Problem(at, lang, key, "unknown", "no card of that name"))
    for key in own.get("specials", {}):
        if key not in specials:
            problems.append(Problem(at, lang, key, "unknown", "no such special achievement"))
    for c in cards:
        counts = scope is True or (scope is not False and c.age in scope)
        if not names[c.name] and counts:
            problems.append(Problem(at, lang, c.name, MISSING, "name"))
        said = [
            (f"{c.name} effect {i + 1}", e, texts.effect(c.name, i, e.text))
            for i, e in enumerate(c.effects)
        ]
        if c.echo is not None:
            said.append((f"{c.name} echo effect", c.echo, texts.echo(c.name, c.echo.text)))
        for where, e, looked in said:
            if looked.status == OK and looked.text is not None:
                problems += _compare(at, lang, where, e.text, looked.text, names)
            elif counts:
                problems.append(Problem(at, lang, where, looked.status, e.text))
    own_echoes = [k for k, v in own["cards"].items() if "echo" in v]
    for key in own_echoes:
        if key in known and next(c for c in cards if c.name == key).echo is None:
            problems.append(Problem(at, lang, f"{key} echo effect", "unknown", "no echo effect"))
    return problems


def _special_texts(edition: str) -> dict[str, str]:
    from ..cards.specials import special_texts

    return special_texts(edition)


def special_problems(edition: str, lang: str, *, counts: bool = True) -> list[Problem]:
    """Everything wrong or missing in one edition's special achievements in one language."""
    from ..engine.editions import get_edition

    problems = []
    texts = CardTexts(edition, lang)
    names = {c.name: texts.name(c.name) or "" for c in get_edition(edition).cards}
    specials = _special_texts(edition)
    names.update({s: texts.name(s, "specials") or "" for s in specials})
    for special, english in specials.items():
        where = f"special {special}"
        if not names[special] and counts:
            problems.append(Problem(edition, lang, where, MISSING, "name"))
        looked = texts.special(special, english)
        if looked.status == OK and looked.text is not None:
            problems += _compare(edition, lang, where, english, looked.text, names)
        elif counts:
            problems.append(Problem(edition, lang, where, looked.status, english))
    return problems


def _fields(text: str) -> list[str]:
    """The `{placeholders}` of a message, sorted."""
    return sorted(f for _, f, _, _ in string.Formatter().parse(text) if f is not None)


def _odd_specs(english: str, text: str) -> list[str]:
    """The `{name:spec}` of a translation that neither its English has nor a colour's form
    (`{color:f}`, innovation.text.terms.FORMS) is: a spec the text cannot fill."""
    from .terms import FORMS

    own = {(f, s) for _, f, s, _ in string.Formatter().parse(english) if f is not None}
    return [
        f"{{{f}:{s}}}"
        for _, f, s, _ in string.Formatter().parse(text)
        if f is not None and s and (f, s) not in own and not (f.startswith("color") and s in FORMS)
    ]


def catalogue_problems(lang: str, *, counts: bool = True) -> list[Problem]:
    """Every message of the template missing, fuzzy or wrong in a language's catalogue."""
    from babel.messages.pofile import PoFileError, read_po

    from .catalog import TEMPLATE, po_path, read_catalog

    with TEMPLATE.open("rb") as f:
        template = read_po(f)
    catalog = read_catalog(lang)
    problems = []
    try:  # Babel reads a plural with too many or too few forms by cutting or padding it
        with po_path(lang).open("rb") as f:
            read_po(f, locale=lang, abort_invalid=True)
    except PoFileError as exc:
        problems.append(Problem("", lang, po_path(lang).name, "invalid", str(exc)))
    for message in template:
        if not message.id:
            continue
        msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        where = f"message {msgid!r}" + (f" ({message.context})" if message.context else "")
        ours = catalog.get(message.id, context=message.context)
        if lang == "en":
            continue  # the msgid is the English text
        if (
            ours is None
            or not ours.string
            or (isinstance(ours.string, (list, tuple)) and not all(ours.string))
        ):
            if counts:
                problems.append(Problem("", lang, where, MISSING))
            continue
        if ours.fuzzy:
            if counts:
                problems.append(Problem("", lang, where, STALE, "fuzzy: the English changed"))
            continue
        english = list(message.id) if isinstance(message.id, (list, tuple)) else [message.id]
        forms = list(ours.string) if isinstance(ours.string, (list, tuple)) else [ours.string]
        want = _fields(english[-1])
        for form in forms:
            # a singular form may leave {n} out ("one card"); every other field stays
            got = _fields(form)
            if got != want and [f for f in want if f != "n"] != [f for f in got if f != "n"]:
                problems.append(Problem("", lang, where, "placeholders", f"{got} != {want}"))
            odd = _odd_specs(english[-1], form)
            if odd:
                problems.append(Problem("", lang, where, "placeholders", ", ".join(odd)))
    return problems


def all_problems(*, declared_only: bool) -> list[Problem]:
    """Problems in every edition and language. `declared_only`: missing texts count only where
    complete.json declares them done (the test); otherwise everywhere (the report)."""
    done = declared()
    problems: list[Problem] = []
    for edition in EDITIONS:
        for lang in LANGUAGES:
            ages = done.get("cards", {}).get(edition, {}).get(lang, [])
            scope: bool | set[int] = True if lang == "en" or not declared_only else set(ages)
            problems += card_problems(edition, lang, scope=scope)
            special_done = lang == "en" or lang in done.get("specials", {}).get(edition, [])
            problems += special_problems(edition, lang, counts=special_done or not declared_only)
    for expansion in EXPANSIONS:
        by_edition = done.get("expansion_cards", {}).get(expansion, {})
        for edition in file_editions(expansion):  # the 1st edition's are the 3rd's files
            for lang in LANGUAGES:
                ages = by_edition.get(edition, {}).get(lang, [])
                scope = True if lang == "en" or not declared_only else set(ages)
                problems += card_problems(edition, lang, scope=scope, expansion=expansion)
    for lang in LANGUAGES:
        counts = lang in done.get("catalogues", []) or not declared_only
        problems += catalogue_problems(lang, counts=counts)
    return problems


# ------------------------------------------------------------------ writing the files
def dump(data: dict[str, Any], edition: str, expansion: str = "") -> str:
    """A language file in its canonical layout: cards in the edition's table order, one effect
    per line, so that translators' changes merge line by line (an expansion's file: its
    `expansion` after the language, each card's `echo` on one line after its effects, no
    special achievements)."""
    from ..engine.editions import get_edition

    table = _expansion_cards(edition, expansion) if expansion else get_edition(edition).cards
    order = {c.name: i for i, c in enumerate(table)}
    specials_order = {s: i for i, s in enumerate(_special_texts(edition))}
    j = lambda value: json.dumps(value, ensure_ascii=False)  # noqa: E731
    lines = ["{", f' "edition": {j(data["edition"])},', f' "language": {j(data["language"])},']
    if expansion:
        lines.append(f' "expansion": {j(data["expansion"])},')
    cards = sorted(data.get("cards", {}).items(), key=lambda kv: (order.get(kv[0], 10**6), kv[0]))
    last = "" if expansion else ","  # an expansion's file has no special achievements
    lines.append(' "cards": {' + ("" if cards else "}" + last))
    for n, (key, entry) in enumerate(cards):
        lines.append(f"  {j(key)}: {{")
        head = [f"   {j(k)}: {j(entry[k])}" for k in ("name", "name_source") if k in entry]
        if "effects" in entry:
            effects = [f"    {j(e)}" for e in entry["effects"]]
            head.append('   "effects": [\n' + ",\n".join(effects) + "\n   ]")
        if "echo" in entry:
            head.append(f'   "echo": {j(entry["echo"])}')
        lines.append(",\n".join(head))
        lines.append("  }" + ("," if n < len(cards) - 1 else ""))
    if expansion:  # its special achievements are catalogue messages
        if cards:
            lines.append(" }")
        lines.append("}")
        return "\n".join(lines) + "\n"
    if cards:
        lines.append(" },")
    specials = sorted(
        data.get("specials", {}).items(), key=lambda kv: (specials_order.get(kv[0], 99), kv[0])
    )
    lines.append(' "specials": {' + ("" if specials else "}"))
    for n, (key, entry) in enumerate(specials):
        comma = "," if n < len(specials) - 1 else ""
        lines.append(f"  {j(key)}: {j(entry)}{comma}")
    if specials:
        lines.append(" }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def stamp(edition: str, lang: str, expansion: str = "") -> int:
    """Add the fingerprint of the current English to every text of a language file that has
    none (a translation just written or just corrected); rewrite the file in canonical layout.
    With `expansion`, the expansion's file of that edition (one that has its own: for Echoes,
    the 3rd or the 4th). The number of texts stamped."""
    from ..engine.editions import get_edition

    path = texts_path(edition, lang, expansion)
    data = json.loads(path.read_text(encoding="utf-8"))
    validate(data, edition, lang, optional_en=True, expansion=expansion)
    table = _expansion_cards(edition, expansion) if expansion else get_edition(edition).cards
    english = {c.name: [e.text for e in c.effects] for c in table}
    echoes = {c.name: c.echo.text for c in table if c.echo is not None}
    stamped = 0
    for key, entry in data.get("cards", {}).items():
        for i, effect in enumerate(entry.get("effects", [])):
            if effect is not None and "en" not in effect and i < len(english.get(key, [])):
                effect["en"] = fingerprint(english[key][i])
                stamped += 1
        echo = entry.get("echo")
        if echo is not None and "en" not in echo and key in echoes:
            echo["en"] = fingerprint(echoes[key])
            stamped += 1
    specials = _special_texts(edition)
    for key, entry in data.get("specials", {}).items():
        if "text" in entry and "en" not in entry and key in specials:
            entry["en"] = fingerprint(specials[key])
            stamped += 1
    path.write_text(dump(data, edition, expansion), encoding="utf-8")
    load_file.cache_clear()
    return stamped


# ------------------------------------------------------------------ the report
def summary(edition: str, lang: str, expansion: str = "") -> dict[str, Any]:
    from ..engine.editions import get_edition

    texts = CardTexts(edition, lang)
    cards = _expansion_cards(edition, expansion) if expansion else get_edition(edition).cards
    complete = [
        c
        for c in cards
        if texts.name(c.name)
        and all(texts.effect(c.name, i, e.text).status == OK for i, e in enumerate(c.effects))
        and (c.echo is None or texts.echo(c.name, c.echo.text).status == OK)
    ]
    # an expansion's special achievements are catalogue messages: counted there
    specials = {} if expansion else _special_texts(edition)
    specials_done = [
        s
        for s, english in specials.items()
        if texts.name(s, "specials") and texts.special(s, english).status == OK
    ]
    ages: dict[int, list[int]] = {}
    for c in cards:
        ages.setdefault(c.age, [0, 0])[1] += 1
        if c in complete:
            ages[c.age][0] += 1
    return {
        "edition": edition,
        **({"expansion": expansion} if expansion else {}),
        "language": lang,
        "cards": [len(complete), len(cards)],
        "specials": [len(specials_done), len(specials)],
        "ages_complete": [a for a, (d, t) in ages.items() if d == t],
    }


def main(argv: list[str] | None = None) -> int:  # noqa: C901 - one command line
    parser = argparse.ArgumentParser(
        prog="python -m innovation.text.coverage",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--edition", choices=EDITIONS, help="only this edition")
    parser.add_argument("--lang", choices=LANGUAGES, help="only this language")
    parser.add_argument(
        "--expansion",
        choices=EXPANSIONS,
        help="only this expansion's cards (with --stamp: stamp its file of EDITION)",
    )
    parser.add_argument(
        "--list", action="store_true", help="list every missing, stale or wrong text"
    )
    parser.add_argument("--json", action="store_true", help="the summary as JSON")
    parser.add_argument(
        "--stamp",
        nargs=2,
        metavar=("EDITION", "LANG"),
        help="add the English fingerprint to the texts of a language file that lack it",
    )
    args = parser.parse_args(argv)
    if args.stamp:
        edition, lang = args.stamp
        if edition not in EDITIONS or lang not in TRANSLATED:
            parser.error(f"--stamp EDITION LANG: {EDITIONS} and {TRANSLATED}")
        expansion = args.expansion or ""
        if expansion and edition not in file_editions(expansion):
            own = ", ".join(file_editions(expansion))
            parser.error(
                f"the {expansion} cards of the {edition} edition are in the files of the "
                f"{text_edition(edition, expansion)} edition (files of their own: {own})"
            )
        path = texts_path(edition, lang, expansion)
        print(f"{path}: {stamp(edition, lang, expansion)} texts stamped")
        return 0
    editions = [args.edition] if args.edition else list(EDITIONS)
    langs = [args.lang] if args.lang else list(TRANSLATED)
    # the sets reported: the base cards and every expansion's, or one expansion's
    sets = [args.expansion] if args.expansion else ["", *EXPANSIONS]
    chosen = [
        (e, x)
        for x in sets
        for e in editions
        if not x or (e in EXPANSION_CHAIN[x] and (args.edition or e in file_editions(x)))
    ]
    rows = [summary(e, lang, x) for e, x in chosen for lang in langs]
    catalogues = {lang: catalogue_problems(lang) for lang in langs} if not args.expansion else {}
    if args.json:
        out = {
            "cards": rows,
            "catalogues": {lang: [str(p) for p in ps] for lang, ps in catalogues.items()},
        }
        print(json.dumps(out, indent=1, ensure_ascii=False))
        return 0
    for r in rows:
        ages = ", ".join(map(str, r["ages_complete"])) or "none"
        if "expansion" in r:
            at = f"{r['edition']}+{r['expansion']}"
            print(
                f"{at} {r['language']:<5}  cards {r['cards'][0]:>3}/{r['cards'][1]}  "
                f"ages complete: {ages}"
            )
            continue
        print(
            f"{r['edition']} {r['language']:<5}  cards {r['cards'][0]:>3}/{r['cards'][1]}  "
            f"special achievements {r['specials'][0]}/{r['specials'][1]}  ages complete: {ages}"
        )
    for lang, problems in catalogues.items():
        print(f"catalogue {lang:<5}  {len(problems)} messages missing or wrong")
    if args.list:
        for e, x in chosen:
            for lang in langs:
                listed = card_problems(e, lang, expansion=x)
                if not x:
                    listed += special_problems(e, lang)
                for p in listed:
                    print(f"  {p}")
        for problems in catalogues.values():
            for p in problems:
                print(f"  {p}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # piped into `head`: stop quietly
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


__all__ = ["CHAIN", "MISSING", "OK", "STALE", "Problem", "all_problems", "main"]
