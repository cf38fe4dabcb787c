"""Hints: the answers the coach's judge rates best for the pending decision, each with its
estimated chance to win and why.

A hint is the judge's judgement of the position (`coach.judge`: one `ismcts` search from the
deciding player's point of view, with the settings every part of the coach shares): it works on
determinized copies of the game (hidden cards dealt again consistently with what that player
has seen), so a hint knows no more than the player does, in the middle of an action too
(docs/ai.md, "Hidden information"; where no deal fits what the player saw, there is no hint
rather than one made from the real cards). The review of the same
position uses the same judgement, so it never calls the hint's first answer a mistake.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .judge import Judgement, JudgeSettings, judge, settings_with

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..text.render import Words

COUNT = 3


@dataclass
class Hint:
    answer: Any  # the engine's answer (a legal option of the decision)
    json: Any  # the same answer as JSON (records, the web API)
    win: float  # estimated chance to win after it, for the deciding player
    visits: int
    low: float  # the estimate's 95% interval
    high: float
    sure: bool  # the interval is within 5 points of the estimate
    why: str = ""  # the reason in English words (`coach.explain`)
    reason: list[Any] = field(default_factory=list)  # the reason as phrases (coach.messages)
    shown: Any = None  # the answer as a phrase, as the player's screen shows it


def hints(
    game: Game,
    settings: JudgeSettings | None = None,
    count: int = COUNT,
    iterations: int | None = None,
) -> list[Hint]:
    """The `count` answers the judge rates best (by estimated chance, highest first), for
    whoever must decide, each with a reason. `iterations` replaces the judge's budget
    (tests); the result depends only on the position as the deciding player sees it."""
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is nothing to hint")
    settings = settings or settings_with(iterations)
    return hints_of(game, judge(game, settings), count)


def shown_gap(best: float, other: float) -> int:
    """How many percentage points of winning chance the first hint is shown above another:
    the difference of the two whole percentages on the screen, so the note under a hint says
    the same as the chances beside it (69% and 71% are 2 points apart, whatever the decimals)."""
    from .messages import percent

    return max(0, percent(best) - percent(other))


def hints_of(game: Game, judgement: Judgement, count: int = COUNT) -> list[Hint]:
    """The hints of a judgement already made: in the judgement's order (by the chance shown,
    `judge.ranked_by_chance`), each after the first compared with the first by the difference
    of the chances shown (`shown_gap`): "rated about as good" only when they show the same
    whole percentage."""
    from .explain import answer_of, reason_text, why_hint

    best = judgement.best
    out = []
    for j in judgement.ranked[:count]:
        h = Hint(j.answer, j.json, j.win, j.visits, j.low, j.high, j.sure)
        if j is best:
            h.reason = why_hint(game, j.answer, key=judgement.key)
        else:
            gap = shown_gap(best.win, j.win)
            h.reason = why_hint(game, j.answer, best.answer, gap, judgement.key)
        h.why = reason_text(h.reason)
        h.shown = answer_of(game, j.answer)
        out.append(h)
    return out


def hint_json(
    game: Game, found: list[Hint], lang: Words | str | None = None
) -> list[dict[str, Any]]:
    """Hints for the web API: the answer as JSON, the chance and its 95% interval rounded to
    a thousandth, the same as the whole percentages the notes compare (`percent`: `win`,
    `low`, `high`, for the page to show), whether it is uncertain, the reason as phrases
    (`reason`, language-neutral: `coach.messages`) and in words (`why`, in `lang`: a language
    code or a `Words`; English by default), and the chance in words (`chance`, in `lang`)."""
    from .explain import reason_text
    from .messages import chance_text, percent, words_of

    w = words_of(lang, game.edition.name)
    return [
        {
            "answer": h.json,
            "win": round(h.win, 3),
            "low": round(h.low, 3),
            "high": round(h.high, 3),
            "percent": {"win": percent(h.win), "low": percent(h.low), "high": percent(h.high)},
            "uncertain": not h.sure,
            "reason": h.reason,
            "why": reason_text(h.reason, w) if h.reason else h.why,
            "chance": chance_text(h.win, h.low, h.high, h.sure, w),
        }
        for h in found
    ]


def hint_lines(found: list[Hint], words: Words | str | None = None) -> list[str]:
    """Hints in words, for the terminal (in the language of `words`; English by default)."""
    from ..text.answers import format_answer
    from .explain import reason_text
    from .messages import chance_text, render, words_of

    w = words_of(words)
    out = []
    for i, h in enumerate(found, 1):
        answer = render(h.shown, w) if h.shown is not None else format_answer(h.json)
        out.append(f"  {i}. {answer}  — {chance_text(h.win, h.low, h.high, h.sure, w)}")
        why = reason_text(h.reason, w) if h.reason else h.why
        out.extend(f"     {line}" for line in why.splitlines())
    return out
