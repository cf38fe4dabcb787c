"""Live games ("rooms"): the engine game, its seats, its watchers, its AI players.

Every change to a game goes through `Room.commit`, which stores the new answers (awaiting the
database commit) before the game in memory moves on and anyone is told. A room's lock serialises
the changes to one game; the games themselves are independent.

What a seat is sent is built only from the engine's own views (`views.view` and
`views.event_view`, the function `views.view` builds its log with): the log is sent in
increments, so a long game does not resend hundreds of events after each answer.
"""

from __future__ import annotations

import asyncio
import functools
import gc
import hashlib
import hmac
import json
import logging
import re
import secrets
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

from ..engine.cards import Card
from ..engine.deal import SEED_BITS
from ..engine.decisions import ACTION, CARD, SETUP, IllegalAnswer
from ..engine.editions import get_edition
from ..engine.game import EngineError, Game
from ..engine.records import GameRecord
from ..engine.state import ACHIEVEMENTS, DECK, HAND, JUNK, REMOVED, SCORE
from ..engine.views import event_view, revealed, view
from ..text.catalog import N_, translate
from ..text.refusals import render_refusal
from . import aiwork
from .aiwork import auto_workers, restore_agent
from .inputs import MAX_NAME, ApiError, check_token, clean_name, name_key, seat_number
from .limits import AIScheduler, Limits
from .newgame import (
    NewGameError,
    check_edition,
    check_expansions,
    check_seat_count,
    check_start,
    check_teams,
    position_players,
)
from .store import DamagedGame, GameRow, Store, StoreUnavailable
from .tablewords import table_words, words
from .together import (
    MAX_CHAT_LINES,
    WORDS,
    ChatRate,
    Seating,
    check_settings,
    clean_chat,
    new_invite,
    restart_clocks,
    rotated,
    settle_clocks,
    start_clocks,
    time_left,
)

log = logging.getLogger("innovation.server")

GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
MAX_OUTBOX = 64  # replies waiting to be sent to one connection
__all__ = ["MAX_NAME", "ApiError", "Room", "Tables", "Watcher", "available_agents"]


def _several(d: Any) -> dict[str, Any] | None:
    """The several-card choice a card decision belongs to, if any (see `Ctx.choose_cards`)."""
    context = d.context
    return context.get("several") if context else None


def refused(exc: Exception, edition: str) -> ApiError:
    """An answer the engine refused (`IllegalAnswer`), as a 422: its English text for the API,
    worded in each requester's language for the table."""
    return ApiError(422, str(exc), render=lambda lang: refusal_text(exc, lang, edition))


def refusal_text(exc: Exception, lang: str, edition: str) -> str:
    """Why the engine refused an answer, in `lang` (`IllegalAnswer` carries its reason as a
    message: innovation.text.refusals)."""
    return render_refusal(exc, words(lang, edition))


def is_concession(data: Any) -> bool:
    """`{"concede": NAME}`: a player leaving the game (see `Game.concede`)."""
    return isinstance(data, dict) and set(data) == {"concede"}


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


# ---------------------------------------------------------------------------- AI players
def available_agents() -> list[str]:
    """The agent names the engine offers (stronger ones appear once they are installed)."""
    from .. import agents

    try:
        agents._load_optional()
    except Exception:  # pragma: no cover - an optional agent failing to import
        log.exception("loading optional agents")
    return sorted(agents.AGENTS)


def agent_seed(seed: int, seat: int) -> int:
    """An AI seat's own seed, derived from the game's by a hash: what the AI's random choices
    show says nothing about the game's seed (and so about the deal)."""
    digest = hashlib.sha256(f"innovation-agent\x00{seed}\x00{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def make_ai(spec: str, seed: int) -> Any:
    from ..agents import make_agent

    try:
        return make_agent(spec, seed=seed)
    except TypeError:  # an agent that takes no seed
        return make_agent(spec)


AI_NAMES = ["Ada", "Brunel", "Curie", "Darwin", "Euler", "Faraday"]


def check_ai_spec(spec: Any) -> str:
    if not isinstance(spec, str) or not spec or len(spec) > 40:
        raise ApiError(400, N_("an AI seat's level is a name like 'random' or 'ismcts:2'"))
    name, _, level = spec.partition(":")
    if level and not re.fullmatch(r"[1-9]", level):
        raise ApiError(400, N_("an AI's level is one digit, like 'ismcts:2'"))
    names = available_agents()
    if name not in names:
        raise ApiError(400, N_("unknown AI {name}; available: {names}"),
                       params={"name": repr(name), "names": ", ".join(names)})
    try:
        make_ai(spec, 0)
    except Exception as exc:
        raise ApiError(400, N_("cannot make AI {spec}: {reason}"),
                       params={"spec": repr(spec), "reason": str(exc)}) from None
    return spec


# ---------------------------------------------------------------------------- watchers
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


@dataclass(slots=True)
class Mark:
    """What the game looked like before answer k: for take-backs."""

    turn: int
    player: int | None
    kind: str | None
    events: int = 0  # events in the log by then
    log: Any = None  # the log's head by then (to count the next mark's events from)
    # the decision's options show its player a card hidden from them (a choice among another
    # player's hand, say): a take-back must not go back past it
    shows_hidden: bool = False


def _mark(game: Game, before: Mark | None = None) -> Mark:
    """The mark of `game` now; `before`, the mark of an earlier point of the same game, saves
    counting the whole log again."""
    d = game.decision
    head = game.state.log
    count = 0
    node = head
    stop = before.log if before is not None else None
    while node is not None:
        if node is stop:
            count += before.events  # type: ignore[union-attr]
            break
        count += 1
        node = node[1]
    return Mark(
        game.state.turn, d.player if d else None, d.kind if d else None, count, head,
        d is not None and _shows_hidden(game, d.player, d.options),
    )


def _shows_hidden(game: Game, player: int, options: Any) -> bool:
    """Whether `options` name a card that `player` cannot see where it is."""
    where = game.state.where
    stack = [options]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            kind, owner = where[item.id]
            if kind in _HIDDEN_KINDS or (kind in (HAND, SCORE) and owner != player):
                return True
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
    return False


# Why a take-back is refused (shown by the table next to its greyed-out button).
NO_TAKE_BACK_SEEN = N_(
    "No take-back: since the start of your turn you have seen a card that was hidden before "
    "(a draw, a reveal or another player's card), and taking back would let you choose again "
    "knowing it."
)
# a stored game that cannot be read back or replayed (the reason is the store's, in English)
CANNOT_RESUME = N_("game {game} cannot be resumed: {reason}")
NO_TAKE_BACK_NOTHING = N_("there is nothing of yours to take back yet")
NO_TAKE_BACK_PEOPLE = N_("take-backs are only for a person playing alone against AIs")

_HIDDEN_KINDS = frozenset((DECK, ACHIEVEMENTS, JUNK, REMOVED))
# card moves and reveals (event types) that can show a card by name
_CARD_EVENTS = frozenset(
    ("draw", "meld", "tuck", "score", "return", "transfer", "exchange", "achieve", "remove",
     "junk", "reveal")
)
# places whose cards nobody sees (besides their owner, for hands and score piles)
_UNSEEN_PLACES = frozenset(("deck", "achievements", "junk", "removed"))


def saw_hidden_card(event: dict[str, Any], seat: int) -> bool:
    """Whether `event` showed `seat` a card it could not see before: a card named to it that
    comes from an age pile, the achievements, the junk or out of the game, or from (or shown
    in) another player's hand or score pile."""
    if "card" not in event or event.get("type") not in _CARD_EVENTS:
        return False
    seen = event.get("visible_to")
    if seen is not None and seat not in seen:
        return False
    source = event.get("from")
    if source in _UNSEEN_PLACES:
        return True
    return source in ("hand", "score") and event.get("from_player") != seat


# ---------------------------------------------------------------------------- rooms
class Room:
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
        self.version = 0
        self.watchers: set[Watcher] = set()
        self.agents: dict[int, Any] = {
            seat: make_ai(spec, seed=agent_seed(row.seed, seat))
            for seat, spec in enumerate(row.ai)
            if spec
        }
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
        seat = seat_number(seat)
        if not 0 <= seat < len(self.row.players):
            raise ApiError(400, N_("this game has no seat {seat}"), params={"seat": seat})
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


class Tables:
    """All rooms, the store, the AI players' workers and the limits (`Limits`)."""

    def __init__(
        self,
        store: Store,
        ai_delay: float = 0.0,
        ai_workers: int | None = None,
        limits: Limits | None = None,
        allow_positions: bool = False,
        allow_seeds: bool = False,
        ai_processes: bool = True,
    ) -> None:
        """`ai_processes`: the AI players and hints search in worker processes (`aiwork`), as
        a server always does; False: in threads of this process (tests that need no
        processes)."""
        self.store = store
        self.ai_delay = ai_delay
        self.limits = limits or Limits()
        workers = auto_workers(ai_workers if ai_workers is not None else self.limits.ai_workers)
        # AI-only games think on workers of their own: they never hold up a person's AI
        only = max(1, self.limits.ai_only_workers)
        self.scheduler = AIScheduler(workers + only, only, self.limits.ai_searches_per_client,
                                     processes=ai_processes, nice=self.limits.ai_nice)
        # games may start from a scenario position (`start`): for tests and teaching only,
        # since whoever sets the position knows every hidden card
        self.allow_positions = allow_positions
        # games between people may take a client's seed: for tests and research only, since
        # whoever chose the seed knows every hidden card (a server allowing positions, too)
        self.allow_seeds = allow_seeds or allow_positions
        self.rooms: dict[str, Room] = {}
        # when this server came up (Unix time): a clock that began before it does not charge
        # the time the server was down (`restart_clocks`); an idle game reloaded since does
        self.up_since = time.time()
        # games admitted but not yet in `rooms` (their first write is being stored): they
        # count against the limits, so concurrent creations cannot pass them
        self.admitting: list[tuple[str | None, bool]] = []
        self._loading: dict[str, asyncio.Future[Room | None]] = {}
        self.replays: dict[str, GameRecord] = {}
        self.damaged: dict[str, str] = {}  # game id -> why it cannot be resumed
        self.closing = False
        self.timings: deque[float] = deque(maxlen=20000)  # seconds per accepted answer
        # an AI's answer in a game with a person: seconds from ready (after the AI delay) to
        # stored, the agent's time budget (None: no time budget), whether it was an action,
        # and the game
        self.ai_timings: deque[tuple[float, float | None, bool, str]] = deque(maxlen=5000)
        # seconds an AI search of a game with a person waited for a worker, and the game
        self.ai_waits: deque[tuple[float, str]] = deque(maxlen=5000)
        # an AI action's search in a game with a person, as the search itself timed it (in its
        # worker), over the agent's time budget: what the answer's time is beyond it is the
        # wait for a worker, the transfer, the database and the server's event loop
        self.ai_searches: deque[float] = deque(maxlen=5000)
        self._sweeper: asyncio.Task[None] | None = None
        try:  # the event loop the games live on (tests reach in through it)
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self.loop = None

    # ---- creating and loading
    def live_rooms(self) -> list[Room]:
        return [r for r in self.rooms.values() if not r.game.over and not r.closed]

    def check_room_for(self, client: str | None, ai_only: bool) -> None:
        """Refuse (429/503) a new game that would pass a limit on live games (the games being
        admitted count too)."""
        lim = self.limits
        live = [(r.owner, r.ai_only) for r in self.live_rooms()] + self.admitting
        if lim.max_games and len(live) >= lim.max_games:
            raise ApiError(503, N_("the server has {n} games in play, its most; try later"),
                           params={"n": len(live)})
        if ai_only and lim.max_ai_games:
            count = sum(only for _, only in live)
            if count >= lim.max_ai_games:
                raise ApiError(
                    503, N_("the server has {n} AI-only games in play, its most; try later"),
                    params={"n": count},
                )
        if client is None:
            return
        mine = [only for owner, only in live if owner == client]
        if lim.max_games_per_client and len(mine) >= lim.max_games_per_client:
            raise ApiError(
                429, N_("you have {n} games in play, the most one client may have; finish or "
                        "leave some first"),
                params={"n": len(mine)},
            )
        if ai_only and lim.max_ai_games_per_client:
            count = sum(mine)
            if count >= lim.max_ai_games_per_client:
                raise ApiError(
                    429, N_("you have {n} AI-only games in play, the most one client may have"),
                    params={"n": count},
                )

    async def create(
        self, spec: Any, client: str | None = None, own_position: bool = False
    ) -> tuple[Room, list[str | None]]:
        """A new game from a request (`spec`, as POST /api/games takes it). `own_position`: the
        spec's starting position is the server's own (the tutorial), allowed whatever
        `allow_positions` says."""
        row, tokens = self._parse_new(spec, own_position)
        seating = self._new_seating(spec, row)
        # admission is one step: the limits are checked and a place taken with no await in
        # between; the place is the game's until it is in `rooms` (or given back on failure)
        place = (client, all(row.ai))
        self.check_room_for(*place)
        self.admitting.append(place)
        try:
            game = await asyncio.get_running_loop().run_in_executor(
                None, lambda: GameRecord.from_json(row.record_json()).initial()
            )
            await self._write(self._ops(Store.op_create(row), self._op_seating(row.id, seating)))
            room = Room(row, game, [_mark(game)], seating)
            room.owner = client
            self.rooms[row.id] = room
        finally:
            self.admitting.remove(place)
        self.schedule_ai(room)
        return room, tokens

    @staticmethod
    def _ops(*ops: Any) -> Any:
        """Several writes in one transaction."""

        def op(conn: Any) -> None:
            for o in ops:
                o(conn)

        return op

    @staticmethod
    def _op_seating(game_id: str, seating: Seating) -> Any:
        return Store.op_seating(game_id, seating.state, seating.public, seating.to_data())

    def _new_seating(self, spec: dict[str, Any], row: GameRow) -> Seating:
        settings = check_settings(spec)
        seats = spec.get("seats") or []
        opened = [bool(isinstance(x, dict) and x.get("open") is True) for x in seats]
        opened += [False] * (len(row.players) - len(opened))
        people = [s for s in range(len(row.players)) if not row.ai[s] and not opened[s]]
        if any(opened) and not people:
            raise ApiError(400, N_("a table with open seats needs its creator's seat: one seat "
                                   "with a name, played by a person"))
        seating = Seating(
            state="open" if any(opened) else "play",
            public=settings["public"],
            host=people[0] if people else None,
            invite=new_invite() if any(opened) else None,
            open=opened,
            fixed_names=row.start is not None,
            spectators_chat=settings["spectators_chat"],
            clock=settings["clock"],
        )
        start_clocks(seating, len(row.players), row.ai)
        return seating

    async def _write(self, op: Any) -> None:
        """A database write; a database that stays unavailable is a 503 (nothing changed)."""
        try:
            await self.store.write(op)
        except StoreUnavailable as exc:
            log.error("database: %s", exc)
            raise ApiError(503, N_("the database is unavailable; nothing was changed, try "
                                   "again in a moment")) from None

    def _parse_new(
        self, spec: Any, own_position: bool = False
    ) -> tuple[GameRow, list[str | None]]:
        if not isinstance(spec, dict):
            raise ApiError(400, N_("send a JSON object describing the game"))
        try:
            return self._parse_game(spec, own_position)
        except NewGameError as exc:  # its message, in each reader's language
            raise ApiError(400, exc.key, params=exc.params) from None

    def _parse_game(
        self, spec: dict[str, Any], own_position: bool = False
    ) -> tuple[GameRow, list[str | None]]:
        start = spec.get("start")
        position: dict[str, Any] | None = None
        if start is not None:
            if not self.allow_positions and not own_position:
                raise ApiError(
                    403,
                    N_("this server does not start games from a position (a test and teaching "
                       "option: INNOVATION_ALLOW_POSITIONS=1)"),
                )
            position = check_start(start)
        edition = check_edition(spec.get("edition", "3rd"))
        if position is not None:
            at = check_edition(position.get("edition", "3rd"))
            if "edition" in spec and edition != at:
                raise NewGameError("the game's edition and its starting position's differ")
            edition = at
        expansions = check_expansions(edition, spec.get("expansions"))
        if position is not None:
            at_exp = check_expansions(edition, position.get("expansions"))
            if "expansions" in spec and expansions != at_exp:
                raise NewGameError("the game's expansions and its starting position's differ")
            expansions = at_exp
        seats = spec.get("seats")
        if seats is None and position is not None:
            seats = [{"name": name} for name in position_players(position)]
        check_seat_count(edition, seats)
        reserved = card_words(edition, expansions)
        names: list[str] = []
        ai: list[str | None] = []
        for i, seat in enumerate(seats):
            if isinstance(seat, str):
                seat = {"name": seat}
            if not isinstance(seat, dict):
                raise ApiError(400, N_("seat {seat} must be an object like {example}"),
                               params={"seat": i, "example": "{'name': 'Ann'}"})
            if seat.get("open", False) not in (True, False):
                raise ApiError(400, N_("seat {seat}: open must be true or false"),
                               params={"seat": i})
            if seat.get("open") and seat.get("ai"):
                raise ApiError(400, N_("seat {seat}: an open seat is for a person, not an AI"),
                               params={"seat": i})
            if seat.get("open") and position is None:
                # the person names themself when taking it
                seat = {"name": WORDS["open_name"].format(n=i + 1)}
            name = seat.get("name") or f"Player {i + 1}"
            names.append(clean_name(name, i, reserved))
            level = seat.get("ai")
            ai.append(check_ai_spec(level) if level else None)
        if len({name_key(n) for n in names}) != len(names):
            raise ApiError(
                400, N_("players' names must be different (names that look the same, such as "
                        "Latin and Cyrillic look-alike letters or other case, count as the same)")
            )
        if position is not None:
            if names != position_players(position):
                raise NewGameError(
                    "the seats' names must be the starting position's players, in order: "
                    + ", ".join(position_players(position))
                )
            teams = check_teams(edition, position.get("teams", False), len(names))
            if spec.get("teams") not in (None, False) and check_teams(
                edition, spec["teams"], len(names)
            ) != teams:
                raise NewGameError("the game's teams and its starting position's differ")
        else:
            teams = check_teams(edition, spec.get("teams", False), len(names))
        seed = self._seed(spec, position, ai)
        hide = spec.get("hide_covered") if position is None else position.get("hide_covered")
        if hide is not None and not isinstance(hide, bool):
            raise ApiError(400, N_("hide_covered must be true, false or absent"))
        opened = [isinstance(x, dict) and x.get("open") is True for x in seats]
        tokens = [None if a or o else secrets.token_urlsafe(24) for a, o in zip(ai, opened, strict=True)]
        row = GameRow(
            id=secrets.token_urlsafe(9),
            edition=edition,
            expansions=list(expansions),
            players=names,
            seed=seed,
            teams=teams,
            hide_covered=hide,
            start=position,
            ai=ai,
            tokens=[hash_token(t) if t else None for t in tokens],
        )
        return row, tokens

    def _seed(self, spec: dict[str, Any], position: dict[str, Any] | None, ai: list[Any]) -> int:
        """The new game's seed. The server's own: SEED_BITS bits from the operating system's
        generator. A client's `seed` is taken only for a game with at most one person (its
        creator, against AIs; or AIs alone): a seed decides every hidden card, so whoever
        chose it would know the others' hands. A server that allows seeds or starting positions
        (test, research and teaching options, where the creator may set every card anyway)
        takes one for any game.
        """
        if position is not None:
            seed = position.get("seed", 0)
        else:
            seed = spec.get("seed")
            if seed is None:
                return secrets.randbits(SEED_BITS)
            people = sum(1 for a in ai if not a)
            if people > 1 and not self.allow_seeds:
                raise ApiError(
                    400, N_("seed: a game between people is always dealt by the server (whoever "
                            "chose the seed would know every hidden card); leave the seed out, "
                            "or play against AIs only")
                )
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**SEED_BITS:
            raise ApiError(400, N_("seed must be a whole number from 0 to {most}"),
                           params={"most": f"2**{SEED_BITS}-1"})
        return seed

    async def get(self, game_id: str) -> Room:
        """The live room of a game, loading it from the database if needed: 404 if there is
        no such game, 410 if its stored record is damaged, 503 if the server is full."""
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
            raise ApiError(404, N_("no such game"))
        if game_id in self.damaged:
            raise ApiError(410, CANNOT_RESUME,
                           params={"game": game_id, "reason": self.damaged[game_id]})
        fut = self._loading.get(game_id)
        if fut is None:
            loop = asyncio.get_running_loop()
            fut = loop.create_future()
            self._loading[game_id] = fut
            try:
                try:
                    loaded = await loop.run_in_executor(None, self._load, game_id)
                except DamagedGame as exc:
                    self.damaged[game_id] = exc.reason
                    log.error("%s", exc)
                    raise ApiError(410, CANNOT_RESUME,
                                   params={"game": game_id, "reason": exc.reason}) from None
                if loaded is not None:
                    row, game, marks, seating, chat = loaded
                    room = self.rooms.get(game_id)
                    if room is None:
                        if not game.over and self.limits.max_games:
                            live = len(self.live_rooms()) + len(self.admitting)
                            if live >= self.limits.max_games:
                                raise ApiError(
                                    503, N_("the server has {n} games in play, its most; try later"),
                                    params={"n": live},
                                )
                        room = Room(row, game, marks, seating, chat)
                    self.rooms[game_id] = room
                    self.schedule_ai(room)
                fut.set_result(room)
            except BaseException as exc:
                fut.set_exception(exc)
                fut.exception()  # retrieved: no "never retrieved" warning if nobody else waits
                raise
            finally:
                del self._loading[game_id]
        else:
            room = await asyncio.shield(fut)
        if room is None:
            raise ApiError(404, N_("no such game"))
        return room

    def _load(
        self, game_id: str
    ) -> tuple[GameRow, Game, list[Mark], Seating, list[dict[str, Any]]] | None:
        """Rebuild a game from the database by replaying its answers (in a worker thread)."""
        row = self.store.load(game_id)
        if row is None:
            return None
        try:
            record = GameRecord.from_json(row.record_json())
            game = record.initial()
        except Exception as exc:
            raise DamagedGame(game_id, f"its stored header does not start a game ({exc})") from None
        marks = [_mark(game)]
        for i, answer in enumerate(record.answers):
            try:
                game.answer_json(answer)
            except Exception as exc:
                raise DamagedGame(game_id, f"answer {i} does not replay ({exc})") from None
            marks.append(_mark(game, marks[-1]))
        try:
            seating = Seating.from_data(self.store.load_seating(game_id), len(row.players))
            chat = self.store.load_chat(game_id)
        except (ValueError, TypeError) as exc:
            raise DamagedGame(game_id, f"its stored seats or chat are not readable ({exc})") from None
        restart_clocks(seating, game, row.ai, self.up_since)
        return row, game, marks, seating, chat

    async def resume_all(self) -> int:
        """Load the unfinished games (at start-up, most recent first, up to the limit on live
        games), so that their AI players move on. A game that cannot be resumed is noted in
        `damaged` (and listed as such); the others go on."""
        loop = asyncio.get_running_loop()
        ids = await loop.run_in_executor(
            None, lambda: self.store.unfinished_ids(self.limits.max_games or None)
        )
        count = 0
        for game_id in ids:
            try:
                await self.get(game_id)
                count += 1
            except ApiError as exc:
                log.error("cannot resume game %s: %s", game_id, exc.message)
            except Exception:
                log.exception("cannot resume game %s", game_id)
        return count

    def start_sweeper(self) -> None:
        """Every minute, unload live games nobody has touched for `idle_minutes` (they stay
        in the database and come back when asked for), so abandoned games use no memory and
        do not count against the limits; and close as abandoned the tables nobody played in
        for `abandon_minutes`."""
        lim = self.limits
        if (lim.idle_minutes > 0 or lim.abandon_minutes > 0) and self._sweeper is None:
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep_loop())

    async def _sweep_loop(self) -> None:
        lim = self.limits
        every = min(m for m in (lim.idle_minutes, lim.abandon_minutes) if m > 0) * 60 / 4
        while not self.closing:
            await asyncio.sleep(min(60.0, every))
            if lim.abandon_minutes > 0:
                try:
                    await self.sweep_abandoned()
                except Exception:  # the database away for a moment: next time
                    log.exception("closing abandoned tables")
            if lim.idle_minutes > 0:
                self.sweep_idle()

    def sweep_idle(self, now: float | None = None) -> int:
        now = time.monotonic() if now is None else now
        idle = self.limits.idle_minutes * 60
        gone = 0
        for room in list(self.rooms.values()):
            busy = room.ai_task is not None and not room.ai_task.done()
            if not room.watchers and not busy and not room.lock.locked() and (
                room.game.over or now - room.active > idle
            ):
                del self.rooms[room.id]
                gone += 1
        return gone

    # ---- changing a game
    async def commit(
        self,
        room: Room,
        new: Game,
        marks: list[Mark],
        seats: list[int],
        truncate_at: int | None = None,
    ) -> None:
        """Store `new`'s answers beyond the room's (or from `truncate_at`), then switch. If the
        database stays unavailable: ApiError(503), and the game is as it was."""
        start = room.n if truncate_at is None else truncate_at
        answers = new.history[start:]
        g = new
        # the clocks and the table's state change with the game: stored in the same transaction
        seating = room.seating
        before = (seating.state, json.dumps(seating.clocks))
        saved = [dict(c) if c else None for c in seating.clocks]
        settle_clocks(seating, room.game, new, room.row.ai)
        if new.over and seating.state == "play":
            seating.state = "over"
        extra = []
        if (seating.state, json.dumps(seating.clocks)) != before:
            extra.append(self._op_seating(room.id, seating))
        op = Store.op_answers(
            room.id,
            start,
            answers,
            seats,
            g.over,
            [g.names[w] for w in g.winners],
            g.state.end_reason,
            truncate=truncate_at is not None,
        )
        try:
            await self._write(self._ops(op, *extra))
        except ApiError:
            seating.clocks = saved  # the game is as it was: so are its clocks
            seating.state = before[0]
            raise
        room.game = new
        room.marks = room.marks[: start + 1] + marks
        room.row.over = g.over
        room.version += 1
        room.active = time.monotonic()
        room.notify_all()

    @staticmethod
    def _check_expect(room: Room, expect: Any, stale_ok: bool = False) -> None:
        """`expect` is the number of answers the client saw: required, so that an answer or
        take-back sent twice (a retry, a double click, two tabs) is applied only once.
        `stale_ok`: the game may have moved on without changing this decision (a first card
        chosen by another player; once this seat has chosen, it has no decision any more)."""
        if expect is None:
            raise ApiError(
                400, N_("send 'expect': the number of answers the game had when you looked "
                        "(the view's 'n'), so that a repeated request is not applied twice")
            )
        if not isinstance(expect, int) or isinstance(expect, bool):
            raise ApiError(400, N_("expect must be the number of answers the game had"))
        if expect != room.n and not stale_ok:
            raise ApiError(409, N_("the game has moved on since you looked: look again"))

    async def answer(
        self,
        room: Room,
        seat: Any,
        token: Any,
        data: Any,
        expect: Any = None,
        trusted: bool = False,
    ) -> int:
        """A person's answer; returns the number of answers once it is stored. `trusted`: the
        seat was already proven (a WebSocket that said hello with the seat's token)."""
        started = time.perf_counter()
        if not trusted:
            seat = room.check_seat(seat, token)
        if expect is not None and (not isinstance(expect, int) or isinstance(expect, bool)):
            raise ApiError(400, N_("expect must be the number of answers the game had"))
        async with room.lock:
            game = room.game
            d = game.decision
            if d is None:
                raise ApiError(409, N_("the game is over"))
            room.check_playing()
            if is_concession(data):  # any seat, at any moment: not an answer to a decision
                new = game.clone()
                try:
                    new.answer_json(data, seat)
                except IllegalAnswer as exc:
                    raise refused(exc, room.game.edition.name) from None
                await self.commit(room, new, [_mark(new)], [seat])
                n = room.n
                self.schedule_ai(room)
                self.timings.append(time.perf_counter() - started)
                return n
            mine = game.decision_for(seat)  # first cards: everyone chooses at once
            if mine is None:
                raise ApiError(409, N_("it is {player}'s decision, not yours"),
                           params={"player": game.names[d.player]})
            # another player's first card changes nothing this seat was shown
            self._check_expect(room, expect, stale_ok=mine.kind == SETUP)
            new = game.clone()
            marks: list[Mark] = []
            try:
                if isinstance(data, dict) and set(data) == {"choose"}:
                    self._choose_many(new, data["choose"], marks)
                else:
                    new.answer_json(data, seat)
                    marks.append(_mark(new, room.marks[-1]))
            except IllegalAnswer as exc:
                raise refused(exc, room.game.edition.name) from None
            except EngineError as exc:
                log.error("game %s: %s", room.id, exc)
                raise ApiError(
                    409,
                    N_("the rules engine failed on this answer (a bug, logged on the server); "
                       "the game is unchanged: try another answer"),
                ) from None
            await self.commit(room, new, marks, [seat] * len(marks))
            n = room.n
        self.schedule_ai(room)
        self.timings.append(time.perf_counter() - started)
        return n

    def stats(self) -> dict[str, Any]:
        """For operators and the load test: what the server holds, and how long answers take
        inside it (applied and committed; not counting the network)."""
        ms = sorted(t * 1000 for t in self.timings)

        def pct(values: list[float], q: float) -> float | None:
            if not values:
                return None
            return round(values[min(len(values) - 1, round(q / 100 * (len(values) - 1)))], 2)

        ai_ms = sorted(t * 1000 for t, _, _, _ in self.ai_timings)
        waits = sorted(t * 1000 for t, _ in self.ai_waits)
        searches = sorted(self.ai_searches)
        # an ISMCTS agent may spend its whole budget on an action (half of it on other choices)
        ratios = sorted(t / b for t, b, action, _ in self.ai_timings if b and action)
        live = self.live_rooms()
        return {
            "games_in_memory": len(self.rooms),
            "games_in_play": len(live),
            "ai_only_games_in_play": sum(r.ai_only for r in live),
            "games_damaged": len(self.damaged),
            "connections": sum(len(r.watchers) for r in self.rooms.values()),
            "answers_timed": len(ms),
            "answer_ms": {"p50": pct(ms, 50), "p99": pct(ms, 99), "max": ms[-1] if ms else None},
            # an AI's answer in a game with a person, from ready (after the AI delay) to stored;
            # "action_of_budget": for its actions, that time over the agent's time budget
            "ai_answers_for_people": len(ai_ms),
            "ai_answer_ms": {"p50": pct(ai_ms, 50), "p99": pct(ai_ms, 99),
                             "max": round(ai_ms[-1], 2) if ai_ms else None},
            "ai_action_of_budget": {"count": len(ratios), "p50": pct(ratios, 50),
                                    "p99": pct(ratios, 99),
                                    "max": round(ratios[-1], 3) if ratios else None},
            "ai_search_of_budget": {"count": len(searches), "p50": pct(searches, 50),
                                    "p99": pct(searches, 99),
                                    "max": round(searches[-1], 3) if searches else None},
            "ai_searches_waiting": self.scheduler.waiting(),
            "ai_workers": len(self.scheduler.worker_pids()),
            "ai_workers_replaced": self.scheduler.workers_replaced(),
            # how long the searches of games with a person waited for a worker
            "ai_wait_ms": {"p50": pct(waits, 50), "p99": pct(waits, 99),
                           "max": round(waits[-1], 2) if waits else None},
            "db_commits": self.store.commits,
            "db_writes": self.store.writes,
            # the cycle collector: objects kept out of its passes since start-up (`serve`), and
            # its full passes so far (each holds every table up for as long as it runs)
            "gc_frozen": gc.get_freeze_count(),
            "gc_full_collections": gc.get_stats()[2]["collections"],
            "gc_thresholds": list(gc.get_threshold()),
            "db_retries": self.store.retries,
        }

    @staticmethod
    def _choose_many(game: Game, picks: Any, marks: list[Mark]) -> None:
        """Several cards for a one-at-a-time choice (the decision's ``context["several"]``),
        then stop ("pass") if still asked."""
        if not isinstance(picks, list) or not all(isinstance(p, str) for p in picks):
            raise IllegalAnswer("choose takes a list of card names")
        d = game.decision
        assert d is not None
        several = _several(d)
        if d.kind != CARD or several is None:
            raise IllegalAnswer("this decision is not a choice of several cards")
        stem, player = several["of"], d.player
        if several["chosen"] + len(picks) > several["max"]:
            raise IllegalAnswer(f"at most {several['max']} cards can be chosen: {d.prompt}")

        def same_choice(d: Any) -> bool:
            s = _several(d) if d is not None else None
            return s is not None and d.player == player and s["of"] == stem

        for name in picks:
            game.answer_json(name)
            marks.append(_mark(game))
            if not same_choice(game.decision) and name is not picks[-1]:
                raise IllegalAnswer(f"no more cards can be chosen after {name}")
        d = game.decision
        if same_choice(d):
            several = _several(d)
            if several["chosen"] < several["min"]:  # type: ignore[index]
                raise IllegalAnswer(
                    f"choose at least {several['min']} cards: {d.prompt}"  # type: ignore[index, union-attr]
                )
            game.answer_json("pass")
            marks.append(_mark(game))

    async def take_back(
        self, room: Room, seat: Any, token: Any, expect: Any = None, trusted: bool = False
    ) -> int:
        if not trusted:
            seat = room.check_seat(seat, token)
        async with room.lock:
            if room.humans != [seat]:
                raise ApiError(403, NO_TAKE_BACK_PEOPLE)
            if room.game.over:
                raise ApiError(409, N_("the game is over"))
            room.check_playing()
            self._check_expect(room, expect)
            k, why = room.take_back_to(seat)
            if k is None:
                raise ApiError(409, why or NO_TAKE_BACK_NOTHING)
            record = GameRecord.of(room.game)
            record.answers = record.answers[:k]
            new = await asyncio.get_running_loop().run_in_executor(None, record.replay)
            await self.commit(room, new, [], [], truncate_at=k)
            room.error = None
        self.schedule_ai(room)
        return room.n

    # ---- playing together (issue 20): seats, the creator's powers, chat, clocks, rematch
    def check_host(self, room: Room, seat: Any, token: Any) -> int:
        seat = room.check_seat(seat, token)
        if seat != room.seating.host:
            raise ApiError(403, WORDS["not_host"])
        return seat

    def _check_open(self, room: Room) -> None:
        if room.closed:
            raise ApiError(409, WORDS[room.seating.state])
        if not room.pending:
            raise ApiError(409, WORDS["full"])

    async def _reseat(self, room: Room, names: list[str], ai: list[str | None],
                      tokens: list[str | None], opened: list[bool]) -> None:
        """Store a change of seats (before the game starts), then switch the room to it: a
        new name rebuilds the game (the same deal: nobody has answered yet)."""
        seating = room.seating
        old = (list(seating.open), seating.state)
        seating.open = opened
        if not any(opened):
            seating.state = "play"
            start_clocks(seating, len(names), ai)
        row = room.row
        rebuilt = None
        if names != row.players or ai != row.ai:
            changed = GameRow(**{**row.__dict__, "players": names, "ai": ai, "tokens": tokens})
            rebuilt = await asyncio.get_running_loop().run_in_executor(
                None, lambda: GameRecord.from_json(changed.record_json()).initial()
            )
        if rebuilt is not None:
            settle_clocks(seating, None, rebuilt, ai)
        else:
            settle_clocks(seating, None, room.game, ai)
        try:
            await self._write(self._ops(
                Store.op_seats(room.id, names, ai, tokens), self._op_seating(room.id, seating)
            ))
        except ApiError:
            seating.open, seating.state = old
            raise
        row.players, row.ai, row.tokens = names, ai, tokens
        if rebuilt is not None:
            room.game = rebuilt
            room.marks = [_mark(rebuilt)]
        room.agents = {
            s: make_ai(spec, seed=agent_seed(row.seed, s)) for s, spec in enumerate(ai) if spec
        }
        room.version += 1
        room.active = time.monotonic()
        room.notify_all()
        self.schedule_ai(room)

    async def join(self, room: Room, body: dict[str, Any]) -> tuple[int, str]:
        """A person takes an open seat (`seat`, or the first open one) under the name they
        give; a private table needs its invitation (`invite`). Returns the seat and its new
        token, which only this person gets."""
        invite = body.get("invite")
        async with room.lock:
            self._check_open(room)
            st = room.seating
            if not st.public and (
                not isinstance(invite, str) or not st.invite or not hmac.compare_digest(
                    invite.encode("utf-8", "replace"), st.invite.encode()
                )
            ):
                raise ApiError(403, WORDS["bad_invite"])
            seat = body.get("seat")
            if seat is None:
                seat = st.open_seats()[0]
            seat = seat_number(seat)
            if not 0 <= seat < len(room.row.players):
                raise ApiError(400, N_("this game has no seat {seat}"), params={"seat": seat})
            if not st.open[seat]:
                raise ApiError(409, WORDS["seat_taken"], params={"n": seat})
            names = list(room.row.players)
            if st.fixed_names:  # a game from a position: the position names the seats
                given = body.get("name")
                if given not in (None, "", names[seat]):
                    raise ApiError(400, N_("seat {seat}'s name is {name} (the position's)"),
                                   params={"seat": seat, "name": repr(names[seat])})
            else:
                name = clean_name(body.get("name"), seat, card_words(room.row.edition, tuple(room.row.expansions)))
                others = {name_key(n) for i, n in enumerate(names) if i != seat}
                if name_key(name) in others:
                    raise ApiError(400, N_("{name} is already a name at this table: choose another"),
                           params={"name": repr(name)})
                names[seat] = name
            token = secrets.token_urlsafe(24)
            tokens = list(room.row.tokens)
            tokens[seat] = hash_token(token)
            opened = list(st.open)
            opened[seat] = False
            await self._reseat(room, names, list(room.row.ai), tokens, opened)
        return seat, token

    async def fill(self, room: Room, seat: Any, token: Any, body: dict[str, Any]) -> None:
        """The creator gives an open seat to an AI."""
        self.check_host(room, seat, token)
        spec = check_ai_spec(body.get("ai") or "heuristic")
        async with room.lock:
            self._check_open(room)
            st = room.seating
            target = seat_number(body.get("fill"))
            if not 0 <= target < len(room.row.players):
                raise ApiError(400, N_("this game has no seat {seat}"), params={"seat": target})
            if not st.open[target]:
                raise ApiError(409, WORDS["seat_taken"], params={"n": target})
            names = list(room.row.players)
            if not st.fixed_names:
                taken = {name_key(n) for n in names}
                names[target] = next(
                    n for n in AI_NAMES + [f"AI {target + 1}"] if name_key(n) not in taken
                )
            ai = list(room.row.ai)
            ai[target] = spec
            opened = list(st.open)
            opened[target] = False
            await self._reseat(room, names, ai, list(room.row.tokens), opened)

    async def cancel(self, room: Room, seat: Any, token: Any) -> None:
        """The creator calls off a table that has not started."""
        self.check_host(room, seat, token)
        async with room.lock:
            self._check_open(room)
            await self.close_table(room, "cancelled")

    async def close_table(self, room: Room, reason: str) -> None:
        """End a table without the rules ("cancelled", "abandoned"): stored, then told."""
        await self._write(self._ops(
            self._op_seating(room.id, room.seating), Store.op_close(room.id, reason)
        ))
        room.seating.state = reason
        room.row.over = True
        room.version += 1
        room.notify_all()

    async def say(self, room: Room, seat: int, text: Any) -> dict[str, Any]:
        """A seated person's chat line: stored, then sent to everyone who may read it."""
        text = clean_chat(text)
        async with room.lock:
            if room.closed:
                raise ApiError(409, WORDS[room.seating.state])
            if len(room.chat) >= MAX_CHAT_LINES:
                raise ApiError(409, WORDS["chat_full"])
            room.chat_rate.take(seat)
            line = {"i": len(room.chat), "seat": seat, "name": room.row.players[seat],
                    "text": text, "n": room.n, "at": time.time()}
            await self._write(Store.op_chat(room.id, line))
            room.chat.append(line)
        message = {"type": "chat", "lines": [line]}
        for w in room.watchers:
            if w.chat and room.may_read_chat(w.seat):
                w.reply(message)
        room.active = time.monotonic()
        return line

    async def timeout(self, room: Room, seat: Any, token: Any, body: dict[str, Any]) -> int:
        """A person ends the game for a player whose clock ran out: that player concedes, as
        the edition's rules allow (422 with the reason where they do not)."""
        seat = room.check_seat(seat, token)
        if room.seating.clock is None:
            raise ApiError(409, WORDS["no_clock"])
        target = seat_number(body.get("player"))
        if not 0 <= target < len(room.row.players) or target == seat:
            raise ApiError(400, N_("player must be another player's seat number"))
        left = time_left(room.seating, target)
        if left is None or left > 0:
            raise ApiError(409, WORDS["time_left"], params={"name": room.row.players[target]})
        async with room.lock:
            room.check_playing()
            if room.game.over:
                raise ApiError(409, N_("the game is over"))
            new = room.game.clone()
            try:
                new.answer_json({"concede": room.game.names[target]}, target)
            except IllegalAnswer as exc:
                raise refused(exc, room.game.edition.name) from None
            await self.commit(room, new, [_mark(new, room.marks[-1])], [target])
        self.schedule_ai(room)
        return room.n

    async def rematch(self, room: Room, seat: Any, token: Any, client: str | None) -> tuple[str, int]:
        """"Play again" after the end: a new game with the same people and AIs, a fresh deal,
        the first seat moved on (old seat s sits at s-1). Each person's token carries over,
        so nobody needs a new link; asked twice (by anyone), it is the same new game."""
        seat = room.check_seat(seat, token)
        n = len(room.row.players)
        async with room.lock:
            if not room.game.over:
                raise ApiError(409, N_("a rematch is for a game that is over"))
            st = room.seating
            if st.rematch:
                return st.rematch, (seat - 1) % n
            place = (client, all(room.row.ai))
            self.check_room_for(*place)  # and the place is taken at once (as in `create`)
            self.admitting.append(place)
            row = room.row
            teams: bool | str = False
            if row.teams:
                try:
                    teams = check_teams(row.edition, "".join(rotated(list(str(row.teams)))), n)
                except NewGameError:
                    teams = row.teams
            new_row = GameRow(
                id=secrets.token_urlsafe(9),
                edition=row.edition,
                expansions=list(row.expansions),
                players=rotated(list(row.players)),
                seed=secrets.randbits(SEED_BITS),  # a fresh deal nobody can predict
                teams=teams,
                hide_covered=row.hide_covered,
                start=None,
                ai=rotated(list(row.ai)),
                tokens=rotated(list(row.tokens)),
            )
            seating = Seating(
                state="play",
                public=st.public,
                host=None if st.host is None else (st.host - 1) % n,
                open=[False] * n,
                spectators_chat=st.spectators_chat,
                clock=st.clock,
                rematch_of=room.id,
            )
            start_clocks(seating, n, new_row.ai)
            try:
                game = await asyncio.get_running_loop().run_in_executor(
                    None, lambda: GameRecord.from_json(new_row.record_json()).initial()
                )
                st.rematch = new_row.id
                try:
                    await self._write(self._ops(
                        Store.op_create(new_row), self._op_seating(new_row.id, seating),
                        self._op_seating(room.id, st),
                    ))
                except ApiError:
                    st.rematch = None
                    raise
                new_room = Room(new_row, game, [_mark(game)], seating)
                new_room.owner = client
                self.rooms[new_row.id] = new_room
            finally:
                self.admitting.remove(place)
            room.version += 1
            room.notify_all()
        self.schedule_ai(new_room)
        return new_row.id, (seat - 1) % n

    async def sweep_abandoned(self, now: float | None = None) -> list[str]:
        """Close as abandoned the tables (waiting for people, or in play) nobody has answered
        in or been connected to for `abandon_minutes`."""
        minutes = self.limits.abandon_minutes
        if minutes <= 0:
            return []
        wall = time.time() if now is None else now
        mono = time.monotonic() if now is None else now
        quiet = wall - minutes * 60
        ids = await asyncio.get_running_loop().run_in_executor(
            None, lambda: self.store.quiet_ids(quiet)
        )
        closed = []
        for game_id in ids:
            room = self.rooms.get(game_id)
            if room is None:  # not in memory: closed in the database, nothing replayed
                try:
                    data = await asyncio.get_running_loop().run_in_executor(
                        None, lambda gid=game_id: self.store.load_seating(gid)
                    )
                except (ValueError, TypeError):
                    continue
                public = bool(data and data.get("public"))
                data = dict(data or {})
                data.pop("state", None)
                data.pop("public", None)
                await self._write(self._ops(
                    Store.op_seating(game_id, "abandoned", public, data),
                    Store.op_close(game_id, "abandoned"),
                ))
                closed.append(game_id)
                continue
            if room.watchers or mono - room.active < minutes * 60 or room.lock.locked():
                continue
            if room.game.over or room.closed or room.ai_only:
                continue
            async with room.lock:
                await self.close_table(room, "abandoned")
            closed.append(game_id)
            self.forget_if_idle(room)
        return closed

    # ---- AI players
    def warm_workers(self) -> None:
        """Start the AI worker processes (in a thread, at start-up); a failure is logged, and
        each search tries again to start its worker."""
        try:
            self.scheduler.start_workers()
        except Exception:
            log.exception("the AI worker processes could not be started")

    def schedule_ai(self, room: Room) -> None:
        d = room.game.decision
        if d is None or d.player not in room.agents or self.closing or room.pending or room.closed:
            return
        if room.ai_task is not None and not room.ai_task.done():
            return
        room.ai_task = asyncio.get_running_loop().create_task(self._ai_loop(room))

    async def _ai_loop(self, room: Room) -> None:
        """Move the room's AI players while it is their decision. Never dies of a database
        failure: the answer is kept and stored again after a pause (the game stays as it was
        meanwhile, and the table says why it waits)."""
        pause = 0.5
        kept: tuple[int, Any] | None = None  # (version, answer) chosen but not yet stored
        while not self.closing:
            game = room.game
            d = game.decision
            if d is None or d.player not in room.agents or room.closed:
                return
            version = room.version
            if kept is None and self.ai_delay:
                await asyncio.sleep(self.ai_delay)
            ready = time.perf_counter()
            agent = room.agents[d.player]
            searched: float | None = None  # seconds the search took, in its worker
            if kept is not None and kept[0] == version:
                choice = kept[1]
            else:
                choice, searched = await self._think(room, agent, game, d)
            async with room.lock:
                if room.version != version:
                    kept = None
                    continue  # a take-back (or another change) happened meanwhile
                new = self._apply_ai(room, choice)
                if new is None:
                    room.error = N_("an AI player could not move (an engine error); see the log")
                    room.version += 1
                    room.notify_all()
                    return
                try:
                    await self.commit(room, new, [_mark(new, room.marks[-1])], [d.player])
                except ApiError as exc:  # the database is unavailable: keep the answer, wait
                    kept = (version, choice)
                    log.warning("game %s: an AI's move waits for the database: %s", room.id,
                                exc.message)
                    room.error = N_("waiting for the database to store an AI's move")
                    room.notify_all()
                else:
                    if kept is not None:
                        room.error = None
                    kept = None
                    pause = 0.5
                    if room.humans:
                        budget = getattr(agent, "seconds", None)
                        if budget and searched is not None and d.kind == ACTION:
                            self.ai_searches.append(searched / budget)
                        self.ai_timings.append((
                            time.perf_counter() - ready,
                            getattr(agent, "seconds", None),
                            d.kind == ACTION,
                            room.id,
                        ))
            if kept is not None:
                await asyncio.sleep(pause)
                pause = min(pause * 2, 30.0)
            else:
                await asyncio.sleep(0)

    async def _think(self, room: Room, agent: Any, game: Game, d: Any) -> tuple[Any, float | None]:
        """The agent's answer to `d`, searched in an AI worker (`aiwork.choose`) with a copy
        of the game (the agent searches only deals of what its seat cannot see), and the
        seconds the worker took to choose it (None: not searched in a worker)."""
        snapshot = game.clone()
        try:
            if getattr(agent, "name", "") == "random":
                return agent.choose(snapshot), None
            asked = time.perf_counter()

            def started() -> None:
                if not room.ai_only:  # how long a person's AI waited for a worker
                    self.ai_waits.append((time.perf_counter() - asked, room.id))

            index, answer, state, seconds = await self.scheduler.run(
                functools.partial(aiwork.choose, agent, snapshot),
                person=not room.ai_only, client=room.client, started=started, timed=True)
            restore_agent(agent, state)  # its random generators go on from the search's
            return (d.options[index] if 0 <= index < len(d.options) else answer), seconds
        except asyncio.CancelledError:
            raise
        except Exception:  # an agent bug: fall back to the first legal answer
            log.exception("game %s: agent failed", room.id)
            # no exception text: it could name cards the people may not see
            room.error = N_("an AI player failed and made its first legal move instead")
            return d.options[0], None

    @staticmethod
    def _apply_ai(room: Room, choice: Any) -> Game | None:
        game = room.game
        d = game.decision
        assert d is not None
        tries = [choice] + [o for o in d.options if o is not choice]
        for option in tries:
            new = game.clone()
            try:
                new.answer(option)
                return new
            except (IllegalAnswer, EngineError) as exc:
                log.error("game %s: AI answer %r failed: %s", room.id, option, exc)
        return None

    # ---- finished games
    async def finished_record(self, game_id: str) -> GameRecord:
        rec = self.replays.get(game_id)
        if rec is not None:
            return rec
        room = self.rooms.get(game_id)
        if room is not None:
            if not room.game.over:
                raise ApiError(409, N_("the record is available once the game is over"))
            rec = GameRecord.of(room.game)
        else:
            if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
                raise ApiError(404, N_("no such game"))
            loop = asyncio.get_running_loop()
            try:
                row = await loop.run_in_executor(None, self.store.load, game_id)
            except DamagedGame as exc:
                raise ApiError(410, CANNOT_RESUME,
                               params={"game": game_id, "reason": exc.reason}) from None
            if row is None:
                raise ApiError(404, N_("no such game"))
            if not row.over:
                raise ApiError(409, N_("the record is available once the game is over"))
            rec = GameRecord.from_json(row.record_json())
        if len(self.replays) > 64:
            self.replays.pop(next(iter(self.replays)))
        self.replays[game_id] = rec
        return rec

    def forget_if_idle(self, room: Room) -> None:
        """Drop a finished game nobody watches from memory (it stays in the database)."""
        if (room.game.over or room.closed) and not room.watchers and self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    async def close(self) -> None:
        self.closing = True
        tasks = [r.ai_task for r in self.rooms.values() if r.ai_task and not r.ai_task.done()]
        if self._sweeper is not None:
            tasks.append(self._sweeper)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.scheduler.close()


@functools.lru_cache(maxsize=8)
def card_words(edition: str, expansions: tuple[str, ...] = ()) -> frozenset[str]:
    """The edition's card names, with its expansions' (as `name_key` folds them): not allowed
    as players' names."""
    return frozenset(name_key(c.name) for c in get_edition(edition, expansions).cards)
