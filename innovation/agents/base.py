"""The agent interface."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.game import Game


class Agent:
    """Answers decisions. `choose` is given the real game but must decide only from what the
    deciding player may see (`view(game, player)` and the decision's options)."""

    name = "agent"

    def choose(self, game: Game) -> Any:
        raise NotImplementedError
