"""Every phrase of the coach, as language-neutral messages rendered in a player's language.

The coach never writes a sentence: it builds **phrases**, each an English msgid of the gettext
catalogues (docs/translating.md) with its parameters, and renders them for a viewer at the
moment they are shown:

- `t(msgid, **params)` — a phrase: ``{"key": msgid, "params": {...}}``;
- `tn(singular, plural, n, **params)` — a phrase with a count (``"plural"`` and ``"n"`` too),
  rendered with `ngettext` (Ukrainian has three forms);
- a parameter is a plain value (a number, a player's name; a value whose parameter is named
  `card…`, `color…`, `icon…` or `special…` is an English name the viewer reads in their
  language, as `innovation.text.render.Words.param` says), a nested phrase, a list of values
  (joined "a, b and c" in the language), or an answer (`answer_phrase`: the answer's JSON and
  its decision's kind, shown as `Words.answer` shows it);
- `render(phrase, words)` — the text in the language of `words` (a `Words`, or a language
  code); `say(words, msgid, **params)` and `say_n(words, singular, plural, n, **params)` render
  a message at once.

`t` and `tn` are also the extractor's markers (`innovation/text/manage.py`), so every msgid
written with them reaches the catalogues. Phrases are JSON: hints and reviews carry them
(`reason`) next to the English text (`why`), and the web table renders them per viewer
(`innovation.coach.language`).
"""

from __future__ import annotations

from typing import Any

from ..engine.decisions import Decision
from ..text.render import Words, joined

Phrase = dict[str, Any]


def t(msgid: str, /, **params: Any) -> Phrase:
    """A phrase: the message `msgid` (English) with its parameters, rendered later."""
    return {"key": msgid, "params": params} if params else {"key": msgid}


def tn(singular: str, plural: str, n: int, /, **params: Any) -> Phrase:
    """A phrase with a count: `{n}` is `n` unless `params` say otherwise."""
    out: Phrase = {"key": singular, "plural": plural, "n": n}
    if params:
        out["params"] = params
    return out


def answer_phrase(kind: str, answer: Any, label: Any = None) -> Phrase:
    """An answer of a decision of `kind`, as JSON (`Decision.encode`); `label`: an OPTION
    answer's label as a message (msgid, params), when the decision has one."""
    out: Phrase = {"answer": answer, "kind": kind}
    if label is not None:
        out["label"] = [label[0], dict(label[1] or {})]
    return out


def words_of(words: Words | str | None, edition: str = "3rd") -> Words:
    """A `Words` for a language code (English by default), or the one given."""
    if isinstance(words, Words):
        return words
    return Words(words or "en", edition)


def render(item: Any, words: Words | str | None = None) -> str:
    """A phrase (or a list of phrases, a plain value) in the language of `words`."""
    w = words_of(words)
    if isinstance(item, (list, tuple)):
        return joined(w, [render(x, w) for x in item])
    if not isinstance(item, dict):
        return str(item)
    if "answer" in item:
        return _answer(w, item)
    params = {k: _param(w, k, v) for k, v in (item.get("params") or {}).items()}
    if "plural" in item:
        text = w.tn(item["key"], item["plural"], int(item["n"]), **params)
    else:
        text = w.t(item["key"], **params)
    return str(item.get("prefix", "")) + text


def _param(w: Words, key: str, value: Any) -> Any:
    if key.startswith("card") and isinstance(value, (list, tuple)):
        # several cards' names, each in the reader's words ("Ruler, Lever and Almanac")
        return joined(w, [w.card(v) if isinstance(v, str) else render(v, w) for v in value])
    if isinstance(value, (dict, list, tuple)):
        return render(value, w)
    return w.param(key, value)


def _answer(w: Words, item: Phrase) -> str:
    answer = item["answer"]
    label = item.get("label")
    labels = [(label[0], dict(label[1]))] if label else None
    d = Decision(0, str(item.get("kind", "")), "", [answer], labels=labels)
    return w.answer(d, answer)


def say(words: Words | str | None, msgid: str, /, **params: Any) -> str:
    """The message `msgid` in the language of `words`, its parameters filled in (rendered
    the way `render` renders a phrase's)."""
    return render(t(msgid, **params), words)


def say_n(words: Words | str | None, singular: str, plural: str, n: int, /, **params: Any) -> str:
    """`say` with a count."""
    return render(tn(singular, plural, n, **params), words)


# ---- the icons counted ("3 castles"): one message per icon, for languages whose nouns take
# the count's form (Ukrainian: 1 фортеця, 2 фортеці, 5 фортець)
ICON_COUNTS: dict[str, Phrase] = {
    "crown": tn("{n} crown", "{n} crowns", 0),
    "leaf": tn("{n} leaf", "{n} leaves", 0),
    "lightbulb": tn("{n} lightbulb", "{n} lightbulbs", 0),
    "castle": tn("{n} castle", "{n} castles", 0),
    "factory": tn("{n} factory", "{n} factories", 0),
    "clock": tn("{n} clock", "{n} clocks", 0),
    "person": tn("{n} person", "{n} people", 0),
}


def icon_count(icon: str, n: int, sign: str = "") -> Phrase:
    """ "3 castles" (with `sign`: "+3 castles") as a phrase."""
    out = {**ICON_COUNTS.get(icon, {"key": icon, "plural": icon}), "n": n}
    if sign:
        out["prefix"] = sign
    return out


def percent(x: float) -> int:
    """A chance as the whole percentage every screen shows (the chances beside the hints, the
    notes comparing them and the web's numbers are all this one rounding)."""
    return round(100 * x)


def chance(win: float, low: float, high: float, sure: bool) -> Phrase:
    """A chance to win: "about 62% to win", with its 95% interval when uncertain."""
    if sure:
        return t("about {win}% to win", win=percent(win))
    return t(
        "about {win}% to win ({low}–{high}%, uncertain)",
        win=percent(win),
        low=percent(low),
        high=percent(high),
    )


def chance_text(
    win: float, low: float, high: float, sure: bool, words: Words | str | None = None
) -> str:
    """`chance` in words."""
    return render(chance(win, low, high, sure), words)
