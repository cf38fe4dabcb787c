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
from .aiplayers import CLAIM_LEASE, AIPlayers, make_agents
from .inputs import ApiError
from .room import Room
from .shared import Listener
from .store import DamagedGame, GameRow, Store
from .takeback import Mark, _mark
from .together import Seating, restart_clocks

log = logging.getLogger("innovation.server")

GAME_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")
# several instances: how often an instance renews its AI claims and looks for games whose AI
# nobody moves (their instance died), and how long such a game must have been quiet
SHARED_EVERY = 1.0
ORPHAN_GRACE = 2.0
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
                        if self.shared:  # its creator, as every instance counts it
                            room.owner = row.owner
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
        `damaged` (and listed as such); the others go on. With several instances, none: a
        game is loaded where it is asked for, and one whose AI is to move by the instance
        that claims it (`_shared_loop`)."""
        if self.shared:
            return 0
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
                ops = [Store.op_seating(game_id, "abandoned", public, data),
                       Store.op_close(game_id, "abandoned")]
                if self.shared:  # announced, for an instance that holds it
                    ops += [Store.op_version(game_id, None), Store.op_turn(game_id, False)]
                await self._write(self._ops(*ops))
                closed.append(game_id)
                continue
            if room.watchers or mono - room.active < minutes * 60 or room.lock.locked():
                continue
            if room.game.over or room.closed or room.ai_only:
                continue
            async with self.changing(room):
                if room.closed or room.game.over:
                    continue
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

    # ------------------------------------------------ several instances (issue 36)
    def start_shared(self) -> None:
        """With several instances: listen for the others' changes (`shared.Listener`), and
        every SHARED_EVERY seconds renew this instance's AI claims and pick up games whose AI
        nobody moves."""
        if not self.shared or self._shared_tasks:
            return
        self.listener = Listener(self.store.url, self.heard, self.caught_up)
        self.listener.start()
        self._shared_tasks.append(asyncio.get_running_loop().create_task(self._shared_loop()))

    def heard(self, game_id: str, version: int) -> None:
        """Another instance (or this one) stored version `version` of a game: a room held here
        that is older is brought up to it and its watchers told."""
        room = self.rooms.get(game_id)
        if room is None or version <= room.db_version or self.closing:
            return
        self._spawn(self._refresh_task(room, version))

    async def caught_up(self) -> None:
        """After the listener reconnected (announcements may have been lost meanwhile):
        every room held here is checked against the database's version."""
        for room in list(self.rooms.values()):
            self._spawn(self._refresh_task(room, None))

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        self._spawned.add(task)
        task.add_done_callback(self._spawned.discard)

    async def _refresh_task(self, room: Room, version: int | None) -> None:
        try:
            async with room.lock:
                await self.refresh(room, version)
        except Exception:  # the database away for a moment: the next change or reconnect
            log.exception("bringing game %s up to date", room.id)
            return
        self.schedule_ai(room)

    async def current(self, room: Room) -> Room:
        """`room`, brought up to the database's version first when instances share the
        database: a read that follows a change made at another instance sees it, whether or
        not that instance's notification has arrived yet (one cheap version query)."""
        if self.shared and not room.game.over:
            async with room.lock:
                await self.refresh(room)
        return room

    async def refresh(self, room: Room, known: int | None = None) -> bool:
        """Bring `room` (its lock held) up to the database's version, `known` if it is
        known: the answers since appended (or, after a take-back or a change of seats, the
        game loaded again), the seating and the chat read again; its watchers are told.
        True if it changed."""
        loop = asyncio.get_running_loop()
        if known is None:
            known = await loop.run_in_executor(None, self.store.load_version, room.id)
            if known is None:
                return False
        if known <= room.db_version:
            return False
        changes = await loop.run_in_executor(
            None, self.store.load_changes, room.id, room.n, len(room.chat)
        )
        if changes is None or changes["version"] <= room.db_version:
            return False
        row = room.row
        old_chat = len(room.chat)
        appended = None
        if (
            changes["takebacks"] == row.takebacks
            and (changes["players"], changes["ai"], changes["tokens"])
            == (row.players, row.ai, row.tokens)
            and changes["n_answers"] == room.n + len(changes["answers"])
        ):
            try:
                appended = await loop.run_in_executor(
                    None, _replayed, room.game, room.marks[-1], changes["answers"]
                )
            except Exception:  # noqa: BLE001 - loaded whole below, which says what is wrong
                appended = None
        if appended is not None:
            room.game, marks = appended
            room.marks = room.marks + marks
            room.seating = Seating.from_data(changes["seating"], len(row.players))
            room.chat = room.chat + changes["chat"]
            row.over = changes["over"]
            room.db_version = changes["version"]
        else:
            loaded = await loop.run_in_executor(None, self._load, room.id)
            if loaded is None:
                return False
            new_row, room.game, room.marks, room.seating, chat = loaded
            if chat[:old_chat] != room.chat:
                old_chat = 0
            room.chat = chat
            if (new_row.ai, new_row.seed) != (row.ai, row.seed):
                room.agents = make_agents(new_row.seed, new_row.ai)
            room.row = new_row
            room.db_version = new_row.version
        room.version += 1
        room.active = time.monotonic()
        room.notify_all()
        lines = room.chat[old_chat:]
        if lines:
            message = {"type": "chat", "lines": lines}
            for w in room.watchers:
                if w.chat and room.may_read_chat(w.seat):
                    w.reply(message)
        return True

    async def _shared_loop(self) -> None:
        """Renew this instance's AI claims (so they outlive no instance), and move on the
        games whose AI is to move but nobody claims (their instance died)."""
        loop = asyncio.get_running_loop()
        while not self.closing:
            await asyncio.sleep(SHARED_EVERY)
            try:
                if self.claimed:
                    await loop.run_in_executor(
                        None, self.store.renew_claims, self.instance, CLAIM_LEASE
                    )
                if not self.serves_ai:
                    continue
                ids = await loop.run_in_executor(None, self.store.orphans, ORPHAN_GRACE)
                for game_id in ids:
                    if game_id in self.damaged or game_id in self.claimed:
                        continue
                    room = self.rooms.get(game_id)
                    if room is None:
                        room = await self.get(game_id)
                    else:
                        async with room.lock:
                            await self.refresh(room)
                    self.schedule_ai(room)
            except asyncio.CancelledError:
                raise
            except Exception:  # the database away for a moment: next time
                log.exception("several instances: claims and orphaned games")


def _replayed(game: Game, last: Mark, answers: list[Any]) -> tuple[Game, list[Mark]]:
    """`game` after the stored `answers` (on a copy), with a mark for each (in a thread)."""
    new = game.clone()
    marks: list[Mark] = []
    for answer in answers:
        new.answer_json(answer)
        marks.append(_mark(new, marks[-1] if marks else last))
    return new, marks
