"""Is any English left on a page shown in another language? (a browser check, issue 22)

    from .i18n_check import english_left, assert_no_english

    page.goto(live.url + "/cards")                 # a Playwright page (tests/server/browser.py)
    assert_no_english(page)                        # raises, listing what is English, and where
    left = english_left(page, "uk")                # or the list itself: [English(where, text, why)]
    assert_no_english(page, within="#cardview")    # only inside what a CSS selector matches

The page's language is its `<html lang>` unless given. What the reader can see is collected in
the browser: every visible text node (and the options of a visible `<select>`), the `title`,
`placeholder`, `aria-label` and `alt` of visible elements, the `value` of visible input buttons,
and the document's title. A text is English left over when

- it is (whole, or one of its parts between " — ", " · ", " | ", ": " or line breaks) a message
  of the catalogue whose translation in the language differs from the English (case and
  spacing aside), placeholders matching anything (a message with fewer than eight letters
  besides its placeholders is left to the next rule; `why` is the msgid); or an English card
  name, special achievement name or card text whose translation differs (`why` starts "card");
- or, found by its words, it reads as English: two or more of a short list of English-only
  words ("the", "your", "with" ...), or one to three words all from that list (`why` is
  "English words"); this catches English that never went through the catalogue.

Never English left over: a text that is itself a translation in the language (of a message,
a card name or text; so a card whose name is the same word in both languages passes), the brand
"Innovation", the languages' own names (the selector), texts without letters, anything
inside an element that declares another language with `lang` (the rulings' English body is
`<article lang="en">`) or `translate="no"`, and the texts in `ignore`.

`english_left(page, lang=None, *, within=None, ignore=(), words=True)` returns the list;
`assert_no_english` (same arguments) raises an AssertionError listing it. For an English page
both find nothing. The catalogue is read from the `.po` files of this checkout (cached).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from innovation.text.catalog import read_catalog
from innovation.text.languages import LANGUAGES, NATIVE_NAMES

BRAND = "Innovation"
EDITIONS = ("3rd", "1st", "4th")
# words no text in Portuguese, Spanish, Italian or Ukrainian uses on its own
_ENGLISH = """the and you your yours with of this that these those to for from is are be been was were
    not or an it its on by at if can will which what when where who has have had their they them
    there than then each only may must should would could into out about after before while
    card cards game games player players play playing new show hide open close loading search
    back next start turn turns score draw meld achieve achievements edition rules ruling rulings
    how learn level levels easy hard choose join watch create waiting ready none here more less
    none yes any every"""
ENGLISH_WORDS = frozenset(_ENGLISH.split())
SEPARATORS = re.compile(r"\s+[—·|]\s+|:\s+|\n+")
PLACEHOLDER = re.compile(r"\{\w+\}")
LETTER = re.compile(r"[^\W\d_]")
WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")

# collected in the page: [where, text] for everything a reader sees
_COLLECT = r"""(within) => {
  const pageLang = (document.documentElement.lang || "").toLowerCase();
  const roots = within ? [...document.querySelectorAll(within)] : [document.body];
  const out = within ? [] : [["document.title", document.title]];
  const skipTags = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"]);
  function other(el) {
    if (el.closest('[translate="no"]')) return true;
    const declared = el.closest("[lang]");
    return declared !== null && declared !== document.documentElement
      && declared.lang.toLowerCase() !== pageLang;
  }
  function visible(el) {
    const select = el.closest("select");
    if (select && el !== select) el = select;  // an option shows when its list opens
    if (el.checkVisibility) return el.checkVisibility({ checkOpacity: true, visibilityProperty: true, checkVisibilityCSS: true });
    return el.getClientRects().length > 0;
  }
  function where(el) {
    let s = el.tagName.toLowerCase();
    if (el.id) s += "#" + el.id;
    if (typeof el.className === "string" && el.className.trim())
      s += "." + el.className.trim().split(/\s+/).join(".");
    return s;
  }
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.nodeValue.trim();
      if (!text || !el || skipTags.has(el.tagName) || other(el) || !visible(el)) continue;
      out.push([where(el), text]);
    }
  }
  for (const el of roots.flatMap((root) => [root, ...root.querySelectorAll("*")])) {
    if (skipTags.has(el.tagName) || other(el) || !visible(el)) continue;
    for (const attr of ["title", "placeholder", "aria-label", "alt"]) {
      const v = el.getAttribute(attr);
      if (v && v.trim()) out.push([where(el) + "[" + attr + "]", v.trim()]);
    }
    if (el.tagName === "INPUT" && ["button", "submit", "reset"].includes(el.type) && el.value)
      out.push([where(el) + "[value]", el.value]);
  }
  return out;
}"""


@dataclass(frozen=True)
class English:
    """An English text a reader sees: `where` (element, or element[attribute]), `text`, and
    `why` (the msgid it is, "card ...", or "English words")."""

    where: str
    text: str
    why: str

    def __str__(self) -> str:
        return f"{self.where}: {self.text!r} ({self.why})"


def _norm(text: str) -> str:
    return " ".join(text.split())


def _fold(text: str) -> str:
    """How two texts compare: spacing and case aside ("Dogma" is the same word as "dogma")."""
    return _norm(text).casefold()


def _lang_of(page: Any) -> str:
    code = str(page.evaluate("document.documentElement.lang") or "en").replace("-", "_")
    return code if code in LANGUAGES else code.split("_")[0]


@cache
def _translations(lang: str) -> tuple[frozenset[str], dict[str, str], list[tuple[re.Pattern[str], str]]]:
    """(every text that is a translation in `lang`, English texts exactly, English patterns):
    the English ones only where the translation differs."""
    allowed: set[str] = {_fold(BRAND), *(_fold(n) for n in NATIVE_NAMES.values())}
    exact: dict[str, str] = {}
    patterns: list[tuple[re.Pattern[str], str]] = []

    def english(text: str, why: str) -> None:
        text = _norm(text)
        if not LETTER.search(PLACEHOLDER.sub("", text)):
            return
        if PLACEHOLDER.search(text):
            literal = PLACEHOLDER.sub("", text)
            if len(LETTER.findall(literal)) < 8:
                return  # "{a} ({b})", "{items} and {last}" would match too much
            parts = PLACEHOLDER.split(text)
            rx = "(?:.+?)".join(re.escape(p) for p in parts)
            patterns.append((re.compile(rx + r"\Z"), why))
        else:
            exact.setdefault(text, why)

    for message in read_catalog(lang):
        if not message.id or message.fuzzy:
            continue
        ids = list(message.id) if isinstance(message.id, (list, tuple)) else [message.id]
        strings = (
            list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]
        )
        for s in strings:
            if s:
                allowed.add(_fold(s))
        if lang == "en" or not all(strings):
            continue  # English, or untranslated: the coverage test reports it
        for msgid in ids:
            if len(msgid) < 2:  # a letter (a colour's on a card face) is no English text
                continue
            if _fold(msgid) not in {_fold(s) for s in strings}:
                english(msgid, msgid)
    if lang != "en":
        from innovation.cards.texts import localized_cards

        for edition in EDITIONS:
            theirs, their_specials = localized_cards(edition, lang)
            for entry in theirs:
                allowed.add(_fold(entry["name"]))
                for e in entry["effects"]:
                    allowed.add(_fold(e["text"]))
                if entry["name"] != entry["card"].name:
                    english(entry["card"].name, f"card name {entry['card'].name}")
                for e, mine in zip(entry["effects"], entry["card"].effects, strict=True):
                    if e["translated"] and _norm(e["text"]) != _norm(mine.text):
                        english(mine.text, f"card text of {entry['card'].name}")
            for name, special in their_specials.items():
                allowed.add(_fold(special["name"]))
                allowed.add(_fold(special["text"]))
                if special["name"] != name:
                    english(name, f"card name {name}")
    for text in list(exact):
        if _fold(text) in allowed:
            del exact[text]  # the same words are also a translation of something else
    return frozenset(allowed), exact, patterns


def _why(text: str, lang: str) -> str | None:
    allowed, exact, patterns = _translations(lang)
    if _fold(text) in allowed or not LETTER.search(text):
        return None
    if text in exact:
        return exact[text]
    for rx, why in patterns:
        if rx.match(text):
            return why
    return None


def _english_words(text: str) -> bool:
    words = [w.lower() for w in WORD.findall(text)]
    if not words:
        return False
    known = [w for w in words if w in ENGLISH_WORDS]
    if len(set(known)) >= 2:
        return True
    return len(words) <= 3 and len(known) == len(words)


def english_left(page: Any, lang: str | None = None, *, within: str | None = None,
                 ignore: tuple[str, ...] = (), words: bool = True) -> list[English]:
    """Every English text visible on `page` (a Playwright page) shown in `lang` (default: the
    page's `<html lang>`). `within`: a CSS selector, to look only inside the elements it
    matches (and not at the document's title); `ignore`: texts allowed anyway; `words=False`
    leaves out the check by English words (catalogue and card texts only). Empty for an
    English page."""
    lang = lang or _lang_of(page)
    if lang == "en":
        return []
    allowed = _translations(lang)[0]
    skip = {_norm(i) for i in ignore}
    found: list[English] = []
    seen: set[tuple[str, str]] = set()
    for where, raw in page.evaluate(_COLLECT, within):
        text = _norm(raw)
        if text in skip or _fold(text) in allowed or (where, text) in seen:
            continue
        seen.add((where, text))
        why = _why(text, lang)
        if why is None:
            for part in SEPARATORS.split(raw):
                part = _norm(part)
                if part and part not in skip and (why := _why(part, lang)) is not None:
                    break
        if why is None and words and _english_words(text):
            why = "English words"
        if why is not None:
            found.append(English(where, text, why))
    return found


def assert_no_english(page: Any, lang: str | None = None, *, within: str | None = None,
                      ignore: tuple[str, ...] = (), words: bool = True) -> None:
    """Fail, listing each English text and where it is, if `english_left` finds any."""
    left = english_left(page, lang, within=within, ignore=ignore, words=words)
    if left:
        shown = "\n  ".join(str(e) for e in left[:40])
        more = f"\n  ... and {len(left) - 40} more" if len(left) > 40 else ""
        raise AssertionError(
            f"English left on {page.url}{' in ' + within if within else ''} "
            f"({lang or _lang_of(page)}):\n  {shown}{more}"
        )
