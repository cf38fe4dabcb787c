"""Live games ("rooms"): the engine game, its seats, its watchers, its AI players.

Every change to a game goes through `Tables.commit`, which stores the new answers (awaiting the
database commit) before the game in memory moves on and anyone is told. A room's lock serialises
the changes to one game; the games themselves are independent.

What a seat is sent is built only from the engine's own views (`views.view` and
`views.event_view`, the function `views.view` builds its log with): the log is sent in
increments, so a long game does not resend hundreds of events after each answer.

`Tables` is put together here from its parts, each a module of its own: `tablebase` (the
rooms, the limits, the writes, `commit`), `aiplayers`, `admission` (new games), `play`
(answers, take-backs), `people` (seats, hosting, chat, clocks, rematch) and `livegames`
(loading, resuming, sweeping); one game is a `room.Room`, one connection a `watchers.Watcher`,
and `takeback` holds the marks a take-back goes back to. The names below stay importable from
here.
"""

from __future__ import annotations

from .admission import Admission, card_words
from .aiplayers import AI_NAMES, agent_seed, available_agents, check_ai_spec, make_agents, make_ai
from .inputs import MAX_NAME, ApiError
from .livegames import CANNOT_RESUME, GAME_ID, LiveGames
from .people import People
from .play import Play, is_concession, refusal_text, refused
from .room import Room, hash_token
from .takeback import (
    NO_TAKE_BACK_NOTHING,
    NO_TAKE_BACK_PEOPLE,
    NO_TAKE_BACK_SEEN,
    Mark,
    saw_hidden_card,
)
from .watchers import MAX_OUTBOX, Watcher

__all__ = [
    "AI_NAMES",
    "CANNOT_RESUME",
    "GAME_ID",
    "MAX_NAME",
    "MAX_OUTBOX",
    "NO_TAKE_BACK_NOTHING",
    "NO_TAKE_BACK_PEOPLE",
    "NO_TAKE_BACK_SEEN",
    "ApiError",
    "Mark",
    "Room",
    "Tables",
    "Watcher",
    "agent_seed",
    "available_agents",
    "card_words",
    "check_ai_spec",
    "hash_token",
    "is_concession",
    "make_agents",
    "make_ai",
    "refusal_text",
    "refused",
    "saw_hidden_card",
]


class Tables(LiveGames, People, Play, Admission):
    """All rooms, the store, the AI players' workers and the limits (`Limits`)."""
