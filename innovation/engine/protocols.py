"""What the layers below `Game` need from a game, as a Protocol.

The verbs (`ctx`), the Dogma action (`dogma`) and the views (`views`) are used by `Game` and
work on a game; typing them against this protocol instead of importing `Game` keeps the import
graph layered (state < verbs < dogma < game), with no import circle through `game`.
"""

from __future__ import annotations

from typing import Any, Protocol

from .decisions import Decision
from .editions import Edition
from .state import State


class GameLike(Protocol):
    edition: Edition
    state: State
    names: list[str]
    teams: list[int]
    options: dict[str, Any]
    negotiation: bool
    _win_count: int
    # how a paused effect is resumed (see game.py): the answers known and the worker greenlet
    _answers: list[Any]
    _cursor: int
    _glet: Any
    _step: tuple[Any, ...] | None  # the action being carried out

    @property
    def decision(self) -> Decision | None: ...

    def decision_for(self, player: int) -> Decision | None: ...

    def player_index(self, name: str | int) -> int: ...

    def team_members(self, p: int) -> list[int]: ...

    def achievement_count(self, p: int) -> int: ...

    def achievements_held(self, q: int) -> int: ...

    def opponents_of(self, p: int) -> list[int]: ...

    def distant_players(self, p: int) -> list[int]: ...

    def end_by_score(self, reason: str = "score") -> None: ...

    def _finish(self, winners: list[int], reason: str) -> None: ...

    def end_of_action(self) -> None: ...
