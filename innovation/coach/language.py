"""The coach in a player's language: what an interface calls to show the coach's words.

The coach computes in language-neutral phrases (`coach.messages`: an English msgid and its
parameters); these functions render them for one viewer. `lang` is a language code (`en`,
`pt_BR`, `es`, `it`, `uk`; aliases such as `pt` or `ua` are accepted) or a
`innovation.text.render.Words`.

- `reasons_in(game, lang)` — the coach's preview and reasons of a position (`coach.reasons`)
  with its words (a special achievement's goal, what a player has, what is missing) in `lang`;
- `hints_in(game, found, lang)` — hints (`coach.hints`) as the web API's JSON (`hint_json`):
  `why` and `chance` in `lang`, `reason` the language-neutral phrases;
- `review_in(data, lang)` — a review's JSON (`Review.to_json()`, as computed once and kept)
  with each decision's `why` rendered in `lang` from its `reason` (so one review serves every
  viewer); `review_lines_in(review, lang)` — the terminal's table;
- `reason_in(reason, lang)` — any reason (a list of phrases, one a line) in words;
- `chance_in(win, low, high, sure, lang)` — "about 62% to win" in words.

Refusals (an answer the engine does not take) are rendered by
`innovation.text.refusals.render_refusal(err, words)`.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from .explain import reason_text
from .hints import hint_json
from .messages import chance_text, words_of
from .preview import reasons

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..text.render import Words
    from .hints import Hint
    from .review import Review


def reasons_in(game: Game, lang: Words | str | None = None) -> dict[str, Any]:
    """`coach.reasons(game)` with its words in `lang`."""
    return reasons(game, words_of(lang, game.edition.name))


def hints_in(game: Game, found: list[Hint], lang: Words | str | None = None) -> list[dict[str, Any]]:
    """The hints' JSON (`hint_json`) with `why` and `chance` in `lang`."""
    return hint_json(game, found, words_of(lang, game.edition.name))


def hint_json_in(hints_json: list[dict[str, Any]], lang: Words | str | None, edition: str = "3rd") -> list[dict[str, Any]]:
    """Hints' JSON made once (`hint_json`, any language) with `why` and `chance` rendered
    again in `lang` from their phrases (`reason`; the chance from `win`, `low`, `high`,
    `uncertain`)."""
    w = words_of(lang, edition)
    out = []
    for h in hints_json:
        h = dict(h)
        if h.get("reason"):
            h["why"] = reason_text(h["reason"], w)
        h["chance"] = chance_text(h["win"], h["low"], h["high"], not h.get("uncertain"), w)
        out.append(h)
    return out


def review_in(data: dict[str, Any], lang: Words | str | None, edition: str = "3rd") -> dict[str, Any]:
    """A review's JSON (`Review.to_json()`) with every decision's `why` in `lang`; the data
    given is not changed."""
    w = words_of(lang, edition)
    out = copy.deepcopy(data)
    for d in out.get("decisions", []):
        if d.get("reason"):
            d["why"] = reason_text(d["reason"], w)
    return out


def review_lines_in(review: Review, lang: Words | str | None = None) -> list[str]:
    """The review as the terminal's table, in `lang`."""
    return review.lines(words_of(lang, review.edition))


def reason_in(reason: list[Any], lang: Words | str | None = None, edition: str = "3rd") -> str:
    """A reason (phrases, one a line) in words."""
    return reason_text(reason, words_of(lang, edition))


def chance_in(win: float, low: float, high: float, sure: bool, lang: Words | str | None = None) -> str:
    """A chance to win in words ("about 62% to win")."""
    return chance_text(win, low, high, sure, words_of(lang))


__all__ = [
    "chance_in",
    "hint_json_in",
    "hints_in",
    "reason_in",
    "reasons_in",
    "review_in",
    "review_lines_in",
]
