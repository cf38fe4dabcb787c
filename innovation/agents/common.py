"""What the AI players share: the no-progress guard and answer keys.

The no-progress guard: a game ends when the achievements run out or an age pile above 10 is
needed, so drawing is progress. If the age piles have not reached a new low for
`STALL_TURNS` turns (counted from the log, which every player sees), an AI player draws at
every action choice. Cards put back into the piles by the others cannot outpace two draws a
turn forever, so no game between AI players can loop without progress.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.decisions import ACTION
from .determinize import stalled_turns
from .tree import answer_key as answer_key  # (compiled with the engine, setup.py)

if TYPE_CHECKING:
    from ..engine.game import Game

STALL_TURNS = 30
SEARCH = object()  # `without_search` found nothing forced: the agent must think


def without_search(game: Game) -> Any:
    """The answer to give without thinking — the only legal one, or the draw the no-progress
    guard forces — else `SEARCH`. A finished game raises ValueError."""
    d = game.decision
    if d is None:
        raise ValueError("the game is over")
    if len(d.options) == 1:
        return d.options[0]
    forced = progress_guard(game)
    return SEARCH if forced is None else forced


def progress_guard(game: Game) -> Any | None:
    """The draw action if the game has stalled and an action is to be chosen, else None."""
    d = game.decision
    if d is None or d.kind != ACTION:
        return None
    if stalled_turns(game, d.player) < STALL_TURNS:
        return None
    for option in d.options:
        if option[0] == "draw":
            return option
    return None  # pragma: no cover - drawing is always legal


