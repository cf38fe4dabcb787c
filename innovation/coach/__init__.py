"""The coach: help for people learning the game (issue 15, docs/ai.md "The coach").

- `preview`: what a Dogma would do (featured-icon counts, who shares, who is vulnerable to each
  demand, whether a sharing bonus is possible), what each achievement still needs, how far each
  player is from each special achievement — from public facts only;
- `judge`: the one judge every number comes from (an `ismcts` search of the decision with
  one set of settings, `JUDGE`, seeded by the position as its player sees it);
- `hints`: the three answers the judge rates best, with their estimated chances to win and why;
- `review`: a finished game's decisions of one seat, each with the chance to win before it,
  the judge's preferred answer, what the chosen one cost (mistakes cost 10 points or more)
  and why — the same judgement as the hint at that position;
- `explain` and `messages`: the reasons, as phrases (an English msgid and its parameters)
  rendered in a viewer's language;
- `language`: what an interface calls to show the coach in a player's language
  (`reasons_in`, `hints_in`, `hint_json_in`, `review_in`, `reason_in`, `chance_in`);
- `calibration`: how well those chances match what happens (Brier score, reliability table).

Hints and reviews are searches of the `ismcts` player from the deciding player's own view
(`ISMCTSAgent.analyse`), so they know what that player knew and no more.
"""

from __future__ import annotations

from .hints import Hint, hints
from .judge import JUDGE, Judgement, JudgeSettings, judge
from .preview import (
    AchievementGap,
    DogmaPreview,
    SpecialDistance,
    achievement_gaps,
    board_previews,
    dogma_preview,
    reason_lines,
    reasons,
    special_distances,
)
from .review import MISTAKE, Review, Reviewed, review

__all__ = [
    "JUDGE",
    "MISTAKE",
    "AchievementGap",
    "DogmaPreview",
    "Hint",
    "JudgeSettings",
    "Judgement",
    "Review",
    "Reviewed",
    "SpecialDistance",
    "achievement_gaps",
    "board_previews",
    "dogma_preview",
    "hints",
    "judge",
    "reason_lines",
    "reasons",
    "review",
    "special_distances",
]
