"""One WebSocket watching a room: its own queue, so one slow reader holds up no other."""

from __future__ import annotations

import asyncio
import json
from typing import Any

MAX_OUTBOX = 64  # replies waiting to be sent to one connection


class Watcher:
    """One WebSocket watching a room as a seat (or as a spectator, seat None).

    Messages are sent by one task per connection: `notify` asks it to send the room's current
    state (`stale`), which coalesces bursts of changes; `outbox` holds direct replies (acks,
    errors, pongs), which do not resend the state."""

    def __init__(self, seat: int | None, lang: str = "en") -> None:
        self.seat = seat
        self.lang = lang  # the language its reader reads the game's words in (tablewords.py)
        self.log_sent = 0
        self.last_event: dict[str, Any] | None = None
        self.wake = asyncio.Event()
        self.outbox: list[str] = []
        self.closed = False
        self.overflowed = False
        self.chat = False  # asked for the chat in its hello
        self.stale = True  # the state has changed since it was last sent

    def notify(self) -> None:
        self.stale = True
        self.wake.set()

    def reply(self, message: dict[str, Any]) -> None:
        """Queue a direct reply. A client that sends requests but does not read the replies
        would make the queue grow without end: past MAX_OUTBOX it is disconnected."""
        if len(self.outbox) >= MAX_OUTBOX:
            self.overflowed = True
        else:
            self.outbox.append(json.dumps(message))
        self.wake.set()

