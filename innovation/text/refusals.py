"""Refusals in a viewer's language: why an answer was not taken.

The engine refuses an answer by raising `IllegalAnswer` with its reason as a message
(`err.key`, the English msgid; `err.params`, language-neutral parameters; `err.decision` and
`err.options` when the refusal is about a decision's answers). `render_refusal(err, words)`
shows it to one viewer: the catalogue's translation, card, colour, icon and special-achievement
names among the parameters in that language (as `Words.message` does), and the decision's
prompt and legal answers as that viewer's screen shows them. An error that is not a message
(any other exception, or a text no catalogue has) shows as its English text.

    from innovation.text.refusals import render_refusal
    try:
        game.answer_json(data, seat)
    except IllegalAnswer as err:
        shown = render_refusal(err, Words(lang, game.edition.name))
"""

from __future__ import annotations

from typing import Any

from .render import Words


def _words(words: Words | str | None) -> Words:
    return words if isinstance(words, Words) else Words(words or "en")


def refusal_params(err: BaseException, words: Words | str | None = None) -> dict[str, Any]:
    """The parameters of a refusal as the viewer of `words` reads them."""
    w = _words(words)
    params = {k: w.param(k, v) for k, v in (getattr(err, "params", None) or {}).items()}
    d = getattr(err, "decision", None)
    if d is not None:
        if "prompt" in params:
            params["prompt"] = w.prompt(d)
        options = getattr(err, "options", None)
        if options is not None and "answers" in params:
            params["answers"] = ", ".join(w.answer(d, o) for o in options)
    return params


def render_refusal(err: BaseException, words: Words | str | None = None) -> str:
    """Why an answer was refused, in the language of `words` (a `Words` or a language code;
    English by default)."""
    key = getattr(err, "key", None)
    if not isinstance(key, str) or not key:
        return str(err)
    w = _words(words)
    params = refusal_params(err, w)
    if not params:
        return w.t(key)
    try:
        return w.t(key, **params)
    except (KeyError, IndexError, ValueError):  # a translation that lost a placeholder
        return str(err)


__all__ = ["refusal_params", "render_refusal"]
