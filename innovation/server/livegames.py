"""Which games are in memory: loaded when asked for, resumed at start-up, swept when idle."""

from __future__ import annotations

import asyncio
import logging
import re
import time
from typing import Any

from ..engine.game import Game
from ..engine.records import GameRecord
from ..text.catalog import N_
from .aiplayers import AIPlayers
from .inputs import ApiError
from .room import Room
from .store import DamagedGame, GameRow, Store
from .takeback import Mark, _mark
from .together import Seating, restart_clocks

log = logging.getLogger("innovation.server")

GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
# a stored game that cannot be read back or replayed (the reason is the store's, in English)
CANNOT_RESUME = N_("game {game} cannot be resumed: {reason}")


class LiveGames(AIPlayers):
    """The tables' side of memory: which games are live here, and for how long."""

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
                        if not game.over:
                            self.check_total(len(self.live_rooms()) + len(self.admitting))
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
        """The sweeps of `start_sweeper`, until the server closes."""
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
        """Unload the games that are over or quiet for `idle_minutes` and that no watcher, AI
        task or change holds; returns how many went."""
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

    async def finished_record(self, game_id: str) -> GameRecord:
        """The record of a game that is over (from memory or the database; the last few kept
        for replays): 404 for no such game, 409 while it is in play."""
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
