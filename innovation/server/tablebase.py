"""What every part of the live tables stands on: rooms, limits, database writes, `commit`."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import logging
import time
from collections import deque
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..engine.game import Game
from ..engine.records import GameRecord
from ..text.catalog import N_
from .aiwork import auto_workers
from .inputs import ApiError
from .limits import AIScheduler, Limits
from .store import GameRow, Store, StoreUnavailable
from .together import Seating, settle_clocks

if TYPE_CHECKING:
    from .room import Room
    from .takeback import Mark

log = logging.getLogger("innovation.server")


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
        lim = self.limits
        live = [(r.owner, r.ai_only) for r in self.live_rooms()] + self.admitting
        self.check_total(len(live))
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

    async def close_table(self, room: Room, reason: str) -> None:
        """End a table without the rules ("cancelled", "abandoned"): stored, then told."""
        await self._write(self._ops(
            self._op_seating(room.id, room.seating), Store.op_close(room.id, reason)
        ))
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
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
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
