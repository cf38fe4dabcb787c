"""Hints: the answers the AI rates best for the pending decision, each with its estimated
chance to win.

A hint is one search of the `ismcts` player (`ISMCTSAgent.analyse`) from the deciding player's
point of view: it works on determinized copies of the game (hidden cards dealt again
consistently with what that player has seen), so a hint knows no more than the player does,
in the middle of an action too (docs/ai.md, "Hidden information"; where no deal fits what the
player saw, there is no hint rather than one made from the real cards). Every root answer is tried a few times (`FLOOR`), so the runners-up have an
estimate too; the search gives nearly all its time to its favourite otherwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..agents.ismcts import Analysis, ISMCTSAgent

if TYPE_CHECKING:
    from ..engine.game import Game

# Seconds of search per hint. Measured on the 2-core development machine while shared with
# other jobs: a hint takes about 0.9 s wall clock (docs/ai.md, "The coach"), inside the 2 s the
# table promises.
HINT_SECONDS = 1.0
FLOOR = 10  # tries of every root answer before the search chooses freely
COUNT = 3


@dataclass
class Hint:
    answer: Any  # the engine's answer (a legal option of the decision)
    json: Any  # the same answer as JSON (records, the web API)
    win: float  # estimated chance to win after it, for the deciding player
    visits: int


def hints(
    game: Game,
    seconds: float | None = HINT_SECONDS,
    iterations: int | None = None,
    count: int = COUNT,
    seed: int | None = None,
) -> list[Hint]:
    """The `count` answers the AI rates best (its choice first, then by estimated chance),
    for whoever must decide. With `iterations` (and a seed) the result is reproducible."""
    d = game.decision
    if d is None:
        raise ValueError("the game is over: there is nothing to hint")
    budget = {"iterations": iterations} if iterations else {"seconds": seconds}
    analysis = analyse(game, seed=seed, **budget)
    out = []
    for e in analysis.ranked()[:count]:
        if e.win is None:  # never tried: the budget ran out first
            continue
        out.append(Hint(e.answer, d.encode(e.answer, game.names), e.win, e.visits))
    return out


def analyse(
    game: Game,
    seconds: float | None = None,
    iterations: int | None = None,
    seed: int | None = None,
    floor: int = FLOOR,
    focus: Any = None,
    focus_floor: int = 0,
) -> Analysis:
    """One `ismcts` search of the pending decision (see `ISMCTSAgent.analyse`)."""
    agent = ISMCTSAgent(seed=seed)
    return agent.analyse(
        game,
        seconds=seconds,
        iterations=iterations,
        floor=floor,
        focus=focus,
        focus_floor=focus_floor,
    )


def hint_json(game: Game, found: list[Hint]) -> list[dict[str, Any]]:
    """Hints for the web API: the answer as JSON and the chance rounded to a thousandth."""
    return [{"answer": h.json, "win": round(h.win, 3)} for h in found]


def hint_lines(found: list[Hint]) -> list[str]:
    """Hints in words, for the terminal."""
    from ..terminal import format_answer

    return [
        f"  {i}. {format_answer(h.json)}  — about {round(100 * h.win)}% to win"
        for i, h in enumerate(found, 1)
    ]
