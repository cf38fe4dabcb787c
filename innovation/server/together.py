"""Playing together (issue 20): who sits where, invitations, the creator's powers, chat, clocks
and rematches. What a table is besides its game: the `seating` row (see store.py) and the
`chat` rows. A game without a seating row is a table of the old kind: every seat was named and
given out when it was created, no invitation, no clock.

Everything here is plain data and checks; `rooms.Tables` applies it to live games under each
room's lock, storing before anyone is told (as for answers).
"""

from __future__ import annotations

import secrets
import time
import unicodedata
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ..text.catalog import N_
from .inputs import BIDI_CONTROLS, ApiError, is_text

MAX_CHAT = 300  # characters in one chat line
MAX_CHAT_LINES = 2000  # lines kept per table; beyond, the chat is full
CHAT_BURST = 5  # lines one seat may say at once ...
CHAT_WINDOW = 10.0  # ... within this many seconds
MAX_CLOCK_BANK = 4 * 3600  # seconds
MAX_CLOCK_INCREMENT = 600

# Player-facing words of this module, in one place (catalogue messages: a refusal is rendered in
# the requester's language, see inputs.ApiError).
WORDS = {
    "open_name": N_("Seat {n}"),
    "not_open": N_("the table is not waiting for people: every seat is taken"),
    "cancelled": N_("the table was cancelled"),
    "abandoned": N_("the table was closed: nobody played in it for too long"),
    "seat_taken": N_("seat {n} is already taken"),
    "full": N_("every seat of this table is taken"),
    "bad_invite": N_("this invitation is not this table's (ask a seated person for the link)"),
    "not_host": N_("only the person who created the table can do this"),
    "pending": N_("the game starts when every seat is taken"),
    "chat_long": N_("a chat line is 1 to {n} characters"),
    "chat_fast": N_("you are chatting too fast: wait a moment"),
    "chat_full": N_("this table's chat is full"),
    "chat_closed": N_("only the seated people may read this table's chat"),
    "chat_spectator": N_("spectators cannot chat"),
    "no_clock": N_("this game has no clocks"),
    "time_left": N_("{name} still has time on the clock"),
}


@dataclass
class Seating:
    """A table's seats and settings (stored as the seating row's JSON data)."""

    state: str = "play"  # "open", "play", "over", "cancelled", "abandoned"
    public: bool = False  # open seats listed in the lobby (anyone may take them)
    host: int | None = None  # the creator's seat: may fill open seats with AIs, or cancel
    invite: str | None = None  # the code of the invitation link (any open seat)
    open: list[bool] = field(default_factory=list)  # seats nobody has taken yet
    fixed_names: bool = False  # a game from a position: each seat's name is the position's
    spectators_chat: bool = True  # spectators read the chat
    clock: dict[str, float] | None = None  # {"bank": s, "increment": s}, or None
    clocks: list[dict[str, Any] | None] = field(default_factory=list)  # per seat, None for AIs
    rematch: str | None = None  # the game "play again" made
    rematch_of: str | None = None

    @property
    def pending(self) -> bool:
        return self.state == "open"

    @property
    def closed(self) -> bool:
        return self.state in ("cancelled", "abandoned")

    def to_data(self) -> dict[str, Any]:
        return {
            "host": self.host,
            "invite": self.invite,
            "open": self.open,
            "fixed_names": self.fixed_names,
            "spectators_chat": self.spectators_chat,
            "clock": self.clock,
            "clocks": self.clocks,
            "rematch": self.rematch,
            "rematch_of": self.rematch_of,
        }

    @classmethod
    def from_data(cls, data: dict[str, Any] | None, n_seats: int) -> Seating:
        if data is None:
            return cls(open=[False] * n_seats, clocks=[None] * n_seats)
        return cls(
            state=str(data.get("state", "play")),
            public=bool(data.get("public", False)),
            host=data.get("host"),
            invite=data.get("invite"),
            open=list(data.get("open") or [False] * n_seats),
            fixed_names=bool(data.get("fixed_names", False)),
            spectators_chat=bool(data.get("spectators_chat", True)),
            clock=data.get("clock"),
            clocks=list(data.get("clocks") or [None] * n_seats),
            rematch=data.get("rematch"),
            rematch_of=data.get("rematch_of"),
        )

    def open_seats(self) -> list[int]:
        return [i for i, o in enumerate(self.open) if o]


def new_invite() -> str:
    return secrets.token_urlsafe(12)


CLOCK_BANK = N_("the clock's bank is a number of seconds from 0 to {most}")
CLOCK_INCREMENT = N_("the clock's increment is a number of seconds from 0 to {most}")


def check_settings(spec: dict[str, Any]) -> dict[str, Any]:
    """The table settings of a new game: `public`, `chat` ("all": spectators read it, or
    "seated"), `clock` (null, or {"bank": seconds, "increment": seconds})."""
    public = spec.get("public", False)
    if not isinstance(public, bool):
        raise ApiError(400, N_("public must be true or false"))
    chat = spec.get("chat", "all")
    if chat not in ("all", "seated"):
        raise ApiError(400, N_("chat must be 'all' (spectators read it) or 'seated'"))
    clock = spec.get("clock")
    if clock is not None:
        if not isinstance(clock, dict) or set(clock) - {"bank", "increment"}:
            raise ApiError(400, N_("clock must be null or {example}"),
                           params={"example": "{'bank': seconds, 'increment': seconds}"})
        bank, inc = clock.get("bank"), clock.get("increment", 0)
        for value, most, what in ((bank, MAX_CLOCK_BANK, "bank"),
                                  (inc, MAX_CLOCK_INCREMENT, "increment")):
            if not isinstance(value, (int, float)) or isinstance(value, bool) or not (
                0 <= value <= most
            ) or value != value:
                raise ApiError(400, CLOCK_BANK if what == "bank" else CLOCK_INCREMENT,
                               params={"most": most})
        if bank <= 0:
            raise ApiError(400, N_("the clock's bank must be more than 0 seconds"))
        clock = {"bank": float(bank), "increment": float(inc)}
    return {"public": public, "spectators_chat": chat == "all", "clock": clock}


# ---------------------------------------------------------------------------- clocks
def running_seats(game: Any, ai: list[str | None]) -> set[int]:
    """The people whose clock runs: whoever the game waits for, once the first cards are
    melded (the setup is not timed); never an AI."""
    if game.over or game.state.phase != "play":
        return set()
    d = game.decision
    if d is None or ai[d.player]:
        return set()
    return {d.player}


def start_clocks(seating: Seating, n_seats: int, ai: list[str | None]) -> None:
    if seating.clock is None:
        seating.clocks = [None] * n_seats
        return
    seating.clocks = [
        None if ai[s] else {"left": seating.clock["bank"], "since": None} for s in range(n_seats)
    ]


def settle_clocks(
    seating: Seating, before: Any, after: Any, ai: list[str | None], now: float | None = None
) -> bool:
    """Charge the running clocks up to `now`, add the increment to a person whose turn ended,
    and start the clocks of whoever `after` waits for. True if anything changed."""
    if seating.clock is None or seating.state != "play":
        return False
    now = time.time() if now is None else now
    changed = False
    for c in seating.clocks:
        if c is not None and c.get("since") is not None:
            c["left"] = c["left"] - (now - c["since"])
            c["since"] = None
            changed = True
    if before is not None and before.state.phase == "play" and not before.over:
        ended = before.state.current
        if (after.over or after.state.current != ended or after.state.turn != before.state.turn):
            c = seating.clocks[ended] if ended < len(seating.clocks) else None
            if c is not None:
                c["left"] += seating.clock["increment"]
                changed = True
    for s in running_seats(after, ai):
        c = seating.clocks[s]
        if c is not None:
            c["since"] = now
            changed = True
    return changed


def restart_clocks(seating: Seating, game: Any, ai: list[str | None], up_since: float,
                   now: float | None = None) -> None:
    """A game loaded from the database: the running clock goes on from the last answer (its
    stored `since`), whatever the server did meanwhile (a game left idle leaves memory and
    comes back when asked for: that time is charged), except while the server was down: a
    clock that started before this server came up (`up_since`, the server's Unix start time)
    runs from `up_since`. The server cannot tell when it stopped (a crash leaves no mark), so
    the whole time from that last answer to the start is charged to nobody."""
    if seating.clock is None:
        return
    now = time.time() if now is None else now
    running = running_seats(game, ai)
    for s, c in enumerate(seating.clocks):
        if c is None:
            continue
        since = c.get("since")
        if s not in running:
            c["since"] = None
        elif since is None:
            c["since"] = now
        else:
            c["since"] = min(now, max(float(since), up_since))


def time_left(seating: Seating, seat: int, now: float | None = None) -> float | None:
    c = seating.clocks[seat] if seating.clock and seat < len(seating.clocks) else None
    if c is None:
        return None
    now = time.time() if now is None else now
    return c["left"] - (now - c["since"] if c.get("since") is not None else 0.0)


# ---------------------------------------------------------------------------- chat
def clean_chat(text: Any) -> str:
    """A chat line: NFC text of 1 to MAX_CHAT characters on one line, no control or
    bidirectional-override characters (400 otherwise)."""
    if not isinstance(text, str) or not is_text(text):
        raise ApiError(400, WORDS["chat_long"], params={"n": MAX_CHAT})
    text = unicodedata.normalize("NFC", text)
    for ch in text:
        if ch in BIDI_CONTROLS or (unicodedata.category(ch) in ("Cc", "Cs") and ch not in "\t\n\r"):
            raise ApiError(400, N_("a chat line cannot hold a control character ({code})"),
                           params={"code": f"U+{ord(ch):04X}"})
    text = " ".join(text.split())
    if not text or len(text) > MAX_CHAT:
        raise ApiError(400, WORDS["chat_long"], params={"n": MAX_CHAT})
    return text


class ChatRate:
    """At most CHAT_BURST lines per seat within CHAT_WINDOW seconds."""

    def __init__(self) -> None:
        self.said: dict[int, deque[float]] = {}

    def take(self, seat: int, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        times = self.said.setdefault(seat, deque())
        while times and now - times[0] > CHAT_WINDOW:
            times.popleft()
        if len(times) >= CHAT_BURST:
            raise ApiError(429, WORDS["chat_fast"], retry_after=CHAT_WINDOW - (now - times[0]))
        times.append(now)


def rotated(items: list[Any], by: int = 1) -> list[Any]:
    """The seats of a rematch: the first seat moves on (old seat 1 sits first)."""
    return items[by:] + items[:by]
