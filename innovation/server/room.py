"""One live game ("room"): its state and lock, who may act in it, what each watcher is sent."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import time
from typing import Any

from ..engine.decisions import ACTION
from ..engine.game import Game
from ..engine.views import event_view, revealed, view
from ..text.catalog import N_, translate
from .aiplayers import make_agents
from .inputs import ApiError, check_token, seat_number
from .store import GameRow
from .tablewords import table_words
from .takeback import (
    NO_TAKE_BACK_NOTHING,
    NO_TAKE_BACK_PEOPLE,
    NO_TAKE_BACK_SEEN,
    Mark,
    saw_hidden_card,
)
from .together import WORDS, ChatRate, Seating
from .watchers import Watcher


def hash_token(token: str) -> str:
    """A seat's token as it is stored: its SHA-256, so that the database never holds a secret."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class Room:
    """One live game: the engine game and its marks, its seats and chat, its AI players, its
    lock, and the WebSockets watching it (each told when it changes)."""

    def __init__(
        self,
        row: GameRow,
        game: Game,
        marks: list[Mark],
        seating: Seating | None = None,
        chat: list[dict[str, Any]] | None = None,
    ) -> None:
        self.id = row.id
        n = len(row.players)
        self.seating = seating or Seating.from_data(None, n)
        self.chat: list[dict[str, Any]] = chat or []
        self.chat_rate = ChatRate()
        self.row = row
        self.game = game
        self.marks = marks  # marks[k]: before answer k; len == len(history) + 1
        self.lock = asyncio.Lock()
        self.version = 0  # changes seen here (the watchers' cue to resend)
        self.db_version = row.version  # the stored version this room is (several instances)
        self.watchers: set[Watcher] = set()
        self.agents: dict[int, Any] = make_agents(row.seed, row.ai)
        self.ai_task: asyncio.Task[None] | None = None
        self.error: str | None = None  # set when an AI cannot move (an engine bug)
        self.owner: str | None = None  # the client that created it (not kept on restarts)
        self.active = time.monotonic()  # last answer or connection: for the idle sweep
        self._events_version = -1
        self._events: list[dict[str, Any]] = []
        self._cache: dict[tuple[Any, ...], str] = {}

    # ---- facts
    @property
    def n(self) -> int:
        return self.game.n_answers

    @property
    def humans(self) -> list[int]:
        return [s for s, spec in enumerate(self.row.ai) if not spec]

    @property
    def ai_only(self) -> bool:
        return not self.humans

    @property
    def client(self) -> str:
        """Whose game this is, for the AI workers' per-client share: the client that created
        it, or (a game resumed after a restart) the game itself."""
        return self.owner if self.owner is not None else f"game {self.id}"

    def check_seat(self, seat: Any, token: Any) -> int:
        """The seat, if `token` is its secret; raises 400/401/403 otherwise."""
        seat = self.seat_index(seat)
        expected = self.row.tokens[seat]
        if expected is None and self.seating.open[seat]:
            raise ApiError(403, N_("seat {seat} is not taken yet: take it with the invitation link"),
                           params={"seat": seat})
        if expected is None:
            raise ApiError(403, N_("seat {seat} is played by the AI"), params={"seat": seat})
        token = check_token(token)
        if token is None:
            raise ApiError(401, N_("this seat needs its token (the secret in the seat's link)"))
        if not isinstance(expected, str) or not hmac.compare_digest(hash_token(token), expected):
            raise ApiError(403, N_("wrong token for this seat"))
        return seat

    def seat_index(self, seat: Any) -> int:
        """`seat` as one of this game's seat numbers; 400 if it is not one."""
        seat = seat_number(seat)
        if not 0 <= seat < len(self.row.players):
            raise ApiError(400, N_("this game has no seat {seat}"), params={"seat": seat})
        return seat

    def summary(self) -> dict[str, Any]:
        g = self.game
        d = g.decision
        return {
            "id": self.id,
            "edition": g.edition.name,
            "expansions": list(g.edition.expansion_names),
            "players": list(g.names),
            "ai": list(self.row.ai),
            "teams": g.options.get("teams") or False,
            "over": g.over or self.closed,
            "winners": [g.names[w] for w in g.winners],
            "end_reason": g.state.end_reason,
            "answers": self.n,
            "waiting_for": g.names[d.player] if d else None,
            "state": self.seating.state,
            "public": self.seating.public,
            "open": self.seating.open_seats() if self.seating.pending else [],
        }

    @property
    def pending(self) -> bool:
        """Waiting for people to take seats: nobody may answer yet."""
        return self.seating.pending

    @property
    def closed(self) -> bool:
        """Cancelled or abandoned: nobody may answer any more."""
        return self.seating.closed

    def check_playing(self) -> None:
        if self.seating.pending:
            raise ApiError(409, WORDS["pending"])
        if self.seating.closed:
            raise ApiError(409, WORDS[self.seating.state])

    def table_info(self, seat: int | None) -> dict[str, Any]:
        """What the table says besides the game, for `seat` (None: a spectator): the seats
        still open, the invitation (seated people only), the creator's powers, the clocks,
        the rematch."""
        st = self.seating
        info: dict[str, Any] = {
            "state": st.state,
            "public": st.public,
            "open": st.open_seats() if st.pending else [],
            "host": seat is not None and seat == st.host,
            "chat": "all" if st.spectators_chat else "seated",
            "can_chat": seat is not None and not st.closed,
            "clock": st.clock,
            "clocks": st.clocks if st.clock else None,
            "rematch": None,
        }
        if seat is not None and st.pending and st.invite:
            info["invite"] = f"/g/{self.id}#invite={st.invite}"
        if st.rematch:
            n = len(self.row.players)
            info["rematch"] = {"id": st.rematch, "seats": [(s - 1) % n for s in range(n)]}
        return info

    def may_read_chat(self, seat: int | None) -> bool:
        return seat is not None or self.seating.spectators_chat

    def turn_start(self, seat: int) -> int | None:
        """Where a take-back for `seat` goes: the start of its latest turn with answers after."""
        marks = self.marks
        for k in range(len(marks) - 2, -1, -1):
            m = marks[k]
            if (
                m.kind == ACTION
                and m.player == seat
                and (k == 0 or marks[k - 1].turn != m.turn or marks[k - 1].kind != ACTION)
            ):
                return k
        return None

    def take_back_to(self, seat: int | None) -> tuple[int | None, str | None]:
        """Where a take-back for `seat` would go (the number of answers kept), or None and why
        not. A take-back never goes back past the moment its player saw a card that was hidden
        before (the rule Board Game Arena applies to undo): otherwise a player could draw, take
        back, and choose another action knowing the top of the pile."""
        if seat is None or self.game.over or self.humans != [seat]:
            return None, NO_TAKE_BACK_PEOPLE
        if not self.game.state.active(seat) or seat in self.game.conceding:
            return None, NO_TAKE_BACK_NOTHING  # a player who left stays out
        k = self.turn_start(seat)
        if k is None:
            return None, NO_TAKE_BACK_NOTHING
        events = self.events()
        if any(saw_hidden_card(e, seat) for e in events[self.marks[k].events :]) or any(
            m.player == seat and m.shows_hidden for m in self.marks[k:]
        ):
            return None, NO_TAKE_BACK_SEEN
        return k, None

    def can_take_back(self, seat: int | None) -> bool:
        return self.take_back_to(seat)[0] is not None

    def take_back_refusal(self, seat: int | None) -> str | None:
        """Why `seat` may not take back now, when a take-back would otherwise be offered (the
        only person at the table, with a turn to take back): for the table to show."""
        k, why = self.take_back_to(seat)
        return why if k is None and why == NO_TAKE_BACK_SEEN else None

    def can_concede(self, seat: int | None) -> bool:
        return seat is not None and self.game.concede_refusal(seat) is None

    # ---- what is sent
    def events(self) -> list[dict[str, Any]]:
        if self._events_version != self.version:
            self._events = self.game.state.events()
            self._events_version = self.version
            self._cache.clear()
        return self._events

    def base_view(self, seat: int | None) -> dict[str, Any]:
        """`view(game, seat)` without its log (the log is sent in increments); at the end,
        every hand and score pile face up (`views.revealed`)."""
        quiet = self.game.clone()
        quiet.state.log = None  # the clone's own state copy: the game keeps its log
        out = revealed(quiet, view(quiet, seat))
        out.pop("log", None)
        return out

    def state_message(self, w: Watcher) -> str:
        events = self.events()
        start = w.log_sent
        if start > len(events) or (
            start and (w.last_event is None or events[start - 1] != w.last_event)
        ):
            start = 0  # the log changed under the watcher (a take-back): send it whole
        online = tuple(self._online(s) for s in range(len(self.game.names)))
        key = (w.seat, w.lang, start, online, self.error)
        text = self._cache.get(key)
        if text is None:
            shown = [event_view(self.game, e, w.seat) for e in events[start:]]
            msg = {
                "type": "state",
                "game": self.id,
                "n": self.n,
                "seat": w.seat,
                "seats": [
                    {"name": name, "ai": self.row.ai[s], "online": online[s],
                     "open": bool(self.seating.pending and self.seating.open[s])}
                    for s, name in enumerate(self.game.names)
                ],
                "table": self.table_info(w.seat),
                "view": self.base_view(w.seat),
                "log": {
                    "start": start,
                    "events": shown,
                },
                "words": self.words(w, shown),
                "can_take_back": self.can_take_back(w.seat),
                "take_back_refusal": self.take_back_refusal(w.seat),
                "can_concede": self.can_concede(w.seat),
                "negotiation": self.game.negotiation,
                "conceding": [self.game.names[p] for p in self.game.conceding],
                "error": self.error,
            }
            text = json.dumps(msg)
            self._cache[key] = text
        w.log_sent = len(events)
        w.last_event = events[-1] if events else None
        return text

    def words(self, w: Watcher, shown: list[dict[str, Any]]) -> dict[str, Any]:
        """The words of `w`'s state message in its language (tablewords.py), with this room's
        own: why a take-back is refused, an error the table shows."""
        out = table_words(self.game, w.seat, w.lang, shown)
        refusal = self.take_back_refusal(w.seat)
        if refusal:
            out["take_back_refusal"] = translate(w.lang, refusal)
        if self.error:
            out["error"] = translate(w.lang, self.error)
        return out

    def _online(self, seat: int) -> bool:
        return any(w.seat == seat and not w.closed for w in self.watchers)

    def notify_all(self) -> None:
        for w in self.watchers:
            w.notify()

