"""What every part of the live tables stands on: rooms, limits, database writes, `commit`."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import secrets
import time
from collections import deque
from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING, Any

from ..engine.game import Game
from ..engine.records import GameRecord
from ..text.catalog import N_
from .aiwork import auto_workers
from .inputs import ApiError
from .limits import AIScheduler, Limits
from .store import GameRow, Store, StoreUnavailable, VersionConflict
from .together import CHAT_BURST, CHAT_WINDOW, WORDS, Seating, settle_clocks

if TYPE_CHECKING:
    from .room import Room
    from .takeback import Mark

log = logging.getLogger("innovation.server")

# the refusal of a change made for a state of the game that has moved on (the same words as an
# answer sent with an old `expect`): another request, here or at another instance, came first
MOVED_ON = N_("the game has moved on since you looked: look again")


class Conflict(ApiError):
    """Another instance changed the game first (`VersionConflict`): the room has been brought
    up to date, and the change refused as a stale one is (409)."""

    def __init__(self) -> None:
        super().__init__(409, MOVED_ON)


def ai_to_move(game: Game, ai: list[str | None], seating: Seating) -> bool:
    """Whether an AI player is to decide now (stored beside each change with several
    instances, so that another instance picks up a game whose AI's instance died)."""
    d = game.decision
    return d is not None and bool(ai[d.player]) and seating.state == "play"


class TablesBase:
    """The live games' shared state and the steps every change to a game goes through; the
    other parts of `rooms.Tables` (creating, answering, playing together, loading, the AIs)
    build on it."""

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
        # several instances on one PostgreSQL (issue 36, docs/web.md): the database is the
        # one source of truth, the rooms here a cache of it brought up to date when it has a
        # newer version (`refresh`, on each change and on each NOTIFY from another instance)
        self.shared = bool(getattr(store, "shared", False))
        self.instance = secrets.token_hex(8)  # this instance's name in AI claims
        # with several instances, `--ai-workers 0` makes one that only serves people
        self.serves_ai = not self.shared or self.limits.serves_ai
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
        # (several instances: the others kept the games going while this one was down)
        self.up_since = 0.0 if self.shared else time.time()
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
        # several instances: the listener, the claims-and-orphans task, the rooms being
        # brought up to date, and the games whose AI searches this instance has claimed
        self.listener: Any = None
        self._shared_tasks: list[asyncio.Task[None]] = []
        self._spawned: set[asyncio.Task[None]] = set()
        self.claimed: set[str] = set()
        try:  # the event loop the games live on (tests reach in through it)
            self.loop: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            self.loop = None

    def live_rooms(self) -> list[Room]:
        """The games in play (over or closed ones count against no limit)."""
        return [r for r in self.rooms.values() if not r.game.over and not r.closed]

    def check_total(self, live: int) -> None:
        """Refuse (503) one more game in play when `live` games already are and that is the
        server's most."""
        if self.limits.max_games and live >= self.limits.max_games:
            raise ApiError(503, N_("the server has {n} games in play, its most; try later"),
                           params={"n": live})

    def check_room_for(self, client: str | None, ai_only: bool) -> None:
        """Refuse (429/503) a new game that would pass a limit on live games (the games being
        admitted count too)."""
        live = [(r.owner, r.ai_only) for r in self.live_rooms()] + self.admitting
        mine = [only for owner, only in live if owner == client] if client is not None else []
        self._check_counts(len(live), sum(only for _, only in live), len(mine), sum(mine),
                           client, ai_only)

    def _check_counts(self, live: int, ai_live: int, mine: int, ai_mine: int,
                      client: str | None, ai_only: bool) -> None:
        """Refuse (429/503) one more game (`ai_only`: with no person) when there are `live`
        games in play (`ai_live` AI-only), `mine` of them (`ai_mine`) created by `client`."""
        lim = self.limits
        self.check_total(live)
        if ai_only and lim.max_ai_games and ai_live >= lim.max_ai_games:
            raise ApiError(
                503, N_("the server has {n} AI-only games in play, its most; try later"),
                params={"n": ai_live},
            )
        if client is None:
            return
        if lim.max_games_per_client and mine >= lim.max_games_per_client:
            raise ApiError(
                429, N_("you have {n} games in play, the most one client may have; finish or "
                        "leave some first"),
                params={"n": mine},
            )
        if ai_only and lim.max_ai_games_per_client and ai_mine >= lim.max_ai_games_per_client:
            raise ApiError(
                429, N_("you have {n} AI-only games in play, the most one client may have"),
                params={"n": ai_mine},
            )

    def _op_admit(self, client: str | None, ai_only: bool) -> Any:
        """Several instances: the limits on live games checked against the games every
        instance stored, in the new game's own transaction, the other instances' admissions
        waiting meanwhile (an advisory lock): two instances cannot both admit the last
        place. Raises the refusal (ApiError) from the writer, nothing written."""

        def op(conn: Any) -> None:
            Store.lock_admission(conn)
            self._check_counts(*Store.live_counts(conn, client), client, ai_only)

        return op

    def _op_chat(self, game_id: str, line: dict[str, Any]) -> Any:
        """The write of a chat line; with several instances, the chat rate (CHAT_BURST lines
        per seat in CHAT_WINDOW seconds) checked against every line stored, whichever
        instance took it (the game's version check serialises a game's chat)."""
        write = Store.op_chat(game_id, line)
        if not self.shared:
            return write

        def op(conn: Any) -> None:
            said = Store.chat_said(conn, game_id, line["seat"], line["at"] - CHAT_WINDOW)
            if len(said) >= CHAT_BURST:
                raise ApiError(429, WORDS["chat_fast"],
                               retry_after=max(0.1, CHAT_WINDOW - (line["at"] - said[0])))
            write(conn)

        return op

    @contextlib.contextmanager
    def admitted(self, client: str | None, ai_only: bool) -> Iterator[None]:
        """Admit a new game: the limits are checked and a place taken with no await in
        between; the place is the game's until the block ends (by then it is in `rooms`, or it
        failed)."""
        place = (client, ai_only)
        self.check_room_for(*place)
        self.admitting.append(place)
        try:
            yield
        finally:
            self.admitting.remove(place)

    @staticmethod
    def _ops(*ops: Any) -> Any:
        """Several writes in one transaction."""

        def op(conn: Any) -> None:
            for o in ops:
                o(conn)

        return op

    @staticmethod
    def _op_seating(game_id: str, seating: Seating) -> Any:
        """The write that stores a table's seating (its state, clocks and settings)."""
        return Store.op_seating(game_id, seating.state, seating.public, seating.to_data())

    async def _write(self, op: Any) -> None:
        """A database write; a database that stays unavailable is a 503 (nothing changed)."""
        try:
            await self.store.write(op)
        except StoreUnavailable as exc:
            log.error("database: %s", exc)
            raise ApiError(503, N_("the database is unavailable; nothing was changed, try "
                                   "again in a moment")) from None

    async def refresh(self, room: Room) -> bool:
        """Bring `room` up to the database's version (several instances; `livegames`
        does it): True if it changed."""
        return False

    @contextlib.asynccontextmanager
    async def changing(self, room: Room) -> AsyncIterator[None]:
        """Hold the room's lock for a change; with several instances, the room is first
        brought up to the database's version, so the change is checked against the game as
        it now is (a change another instance made a moment later is refused on commit)."""
        async with room.lock:
            if self.shared:
                await self.refresh(room)
            yield

    async def _write_room(self, room: Room, *ops: Any, ai_turn: bool | None = None,
                          takeback: bool = False) -> None:
        """Writes to one game in one transaction. With several instances, they carry the
        compare-and-set of the game's version (and its announcement) and whether an AI is to
        move next: another instance's change stored first makes them a `Conflict` (nothing
        written, the room brought up to date)."""
        if not self.shared:
            await self._write(self._ops(*ops))
            return
        extra = [] if ai_turn is None else [Store.op_turn(room.id, ai_turn, takeback)]
        try:
            await self._write(self._ops(Store.op_version(room.id, room.db_version), *ops, *extra))
        except VersionConflict:
            await self.refresh(room)
            raise Conflict() from None
        room.db_version += 1
        if takeback:
            room.row.takebacks += 1

    @staticmethod
    async def initial(row: GameRow) -> Game:
        """The game `row` starts with (no answers yet), built in a thread."""
        return await asyncio.get_running_loop().run_in_executor(
            None, lambda: GameRecord.from_json(row.record_json()).initial()
        )

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
            await self._write_room(room, op, *extra, ai_turn=ai_to_move(new, room.row.ai, seating),
                                   takeback=truncate_at is not None)
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

    async def close_table(self, room: Room, reason: str) -> None:
        """End a table without the rules ("cancelled", "abandoned"): stored, then told."""
        await self._write_room(room, self._op_seating(room.id, room.seating),
                               Store.op_close(room.id, reason), ai_turn=False)
        room.seating.state = reason
        room.row.over = True
        room.version += 1
        room.notify_all()

    def stats(self) -> dict[str, Any]:
        """For operators and the load test: what the server holds, and how long answers take
        inside it (applied and committed; not counting the network)."""
        ms = sorted(t * 1000 for t in self.timings)
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
            "answer_ms": _spread(ms, None),
            # an AI's answer in a game with a person, from ready (after the AI delay) to stored;
            # "action_of_budget": for its actions, that time over the agent's time budget
            "ai_answers_for_people": len(ai_ms),
            "ai_answer_ms": _spread(ai_ms, 2),
            "ai_action_of_budget": {"count": len(ratios), **_spread(ratios, 3)},
            "ai_search_of_budget": {"count": len(searches), **_spread(searches, 3)},
            "ai_searches_waiting": self.scheduler.waiting(),
            "ai_workers": len(self.scheduler.worker_pids()),
            "ai_workers_replaced": self.scheduler.workers_replaced(),
            # how long the searches of games with a person waited for a worker
            "ai_wait_ms": _spread(waits, 2),
            "db_commits": self.store.commits,
            "db_writes": self.store.writes,
            # the cycle collector: objects kept out of its passes since start-up (`serve`), and
            # its full passes so far (each holds every table up for as long as it runs)
            "gc_frozen": gc.get_freeze_count(),
            "gc_full_collections": gc.get_stats()[2]["collections"],
            "gc_thresholds": list(gc.get_threshold()),
            "db_retries": self.store.retries,
        }

    async def close(self) -> None:
        """Stop the AI tasks, the sweeper and the AI workers (the server is shutting down)."""
        self.closing = True
        tasks = [r.ai_task for r in self.rooms.values() if r.ai_task and not r.ai_task.done()]
        if self._sweeper is not None:
            tasks.append(self._sweeper)
        tasks += self._shared_tasks + list(self._spawned)
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self.listener is not None:
            await self.listener.close()
        if self.shared and self.claimed:  # the others may take them at once
            with contextlib.suppress(Exception):
                await asyncio.get_running_loop().run_in_executor(
                    None, self.store.drop_claims, self.instance
                )
        self.scheduler.close()



def _spread(values: list[float], digits: int | None) -> dict[str, float | None]:
    """The median, the 99th percentile (both to 2 places) and the most (to `digits` places;
    None: as it is) of sorted `values`: each None when there are none."""

    def pct(q: float) -> float | None:
        if not values:
            return None
        return round(values[min(len(values) - 1, round(q / 100 * (len(values) - 1)))], 2)

    most = values[-1] if values else None
    if most is not None and digits is not None:
        most = round(most, digits)
    return {"p50": pct(50), "p99": pct(99), "max": most}
