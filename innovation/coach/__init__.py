"""The coach: help for people learning the game (issue 15, docs/ai.md "The coach").

- `preview`: what a Dogma would do (featured-icon counts, who shares, who is vulnerable to each
  demand, whether a sharing bonus is possible), what each achievement still needs, how far each
  player is from each special achievement — from public facts only;
- `hints`: the three answers the AI rates best, with their estimated chances to win;
- `review`: a finished game's decisions of one seat, each with the chance to win before it,
  the AI's preferred answer and what the chosen one cost (mistakes cost 10 points or more);
- `calibration`: how well those chances match what happens (Brier score, reliability table).

Hints and reviews are searches of the `ismcts` player from the deciding player's own view
(`ISMCTSAgent.analyse`), so they know what that player knew and no more.
"""

from __future__ import annotations

from .hints import HINT_SECONDS, Hint, hints
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
    "HINT_SECONDS",
    "MISTAKE",
    "AchievementGap",
    "DogmaPreview",
    "Hint",
    "Review",
    "Reviewed",
    "SpecialDistance",
    "achievement_gaps",
    "board_previews",
    "dogma_preview",
    "hints",
    "reason_lines",
    "reasons",
    "review",
    "special_distances",
]
