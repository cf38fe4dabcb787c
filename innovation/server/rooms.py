"""Live games ("rooms"): the engine game, its seats, its watchers, its AI players.

Every change to a game goes through `Room.commit`, which stores the new answers (awaiting the
database commit) before the game in memory moves on and anyone is told. A room's lock serialises
the changes to one game; the games themselves are independent.

What a seat is sent is built only from the engine's own views (`Game.view` and
`views.event_view`, the function `Game.view` builds its log with): the log is sent in
increments, so a long game does not resend hundreds of events after each answer.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import re
import secrets
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from ..engine.decisions import ACTION, CARD, SETUP, IllegalAnswer
from ..engine.game import EngineError, Game
from ..engine.records import GameRecord
from ..engine.views import event_view
from .newgame import (
    NewGameError,
    check_edition,
    check_seat_count,
    check_start,
    check_teams,
    position_players,
)
from .store import GameRow, Store

log = logging.getLogger("innovation.server")

MAX_NAME = 24


def _several(d: Any) -> dict[str, Any] | None:
    """The several-card choice a card decision belongs to, if any (see `Ctx.choose_cards`)."""
    context = d.context
    return context.get("several") if context else None


class ApiError(Exception):
    """A refused request: an HTTP status (4xx) and a message for the person."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


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


def make_ai(spec: str, seed: int) -> Any:
    from ..agents import make_agent

    try:
        return make_agent(spec, seed=seed)
    except TypeError:  # an agent that takes no seed
        return make_agent(spec)


def check_ai_spec(spec: Any) -> str:
    if not isinstance(spec, str) or not spec or len(spec) > 40:
        raise ApiError(400, "an AI seat's level is a name like 'random' or 'ismcts:2'")
    name, _, level = spec.partition(":")
    if level and not re.fullmatch(r"[1-9]", level):
        raise ApiError(400, "an AI's level is one digit, like 'ismcts:2'")
    names = available_agents()
    if name not in names:
        raise ApiError(400, f"unknown AI {name!r}; available: {', '.join(names)}")
    try:
        make_ai(spec, 0)
    except Exception as exc:
        raise ApiError(400, f"cannot make AI {spec!r}: {exc}") from None
    return spec


# ---------------------------------------------------------------------------- watchers
class Watcher:
    """One WebSocket watching a room as a seat (or as a spectator, seat None).

    Messages are sent by one task per connection: `wake` asks it to send the room's current
    state, which coalesces bursts of changes; `outbox` holds direct replies (acks, errors)."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.log_sent = 0
        self.last_event: dict[str, Any] | None = None
        self.wake = asyncio.Event()
        self.outbox: list[str] = []
        self.closed = False

    def notify(self) -> None:
        self.wake.set()

    def reply(self, message: dict[str, Any]) -> None:
        self.outbox.append(json.dumps(message))
        self.wake.set()


@dataclass
class Mark:
    """What the game looked like before answer k: for take-backs."""

    turn: int
    player: int | None
    kind: str | None


def _mark(game: Game) -> Mark:
    d = game.decision
    return Mark(game.state.turn, d.player if d else None, d.kind if d else None)


# ---------------------------------------------------------------------------- rooms
class Room:
    def __init__(self, row: GameRow, game: Game, marks: list[Mark]) -> None:
        self.id = row.id
        self.row = row
        self.game = game
        self.marks = marks  # marks[k]: before answer k; len == len(history) + 1
        self.lock = asyncio.Lock()
        self.version = 0
        self.watchers: set[Watcher] = set()
        self.agents: dict[int, Any] = {
            seat: make_ai(spec, seed=row.seed * 10 + seat)
            for seat, spec in enumerate(row.ai)
            if spec
        }
        self.ai_task: asyncio.Task[None] | None = None
        self.error: str | None = None  # set when an AI cannot move (an engine bug)
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

    def check_seat(self, seat: Any, token: Any) -> int:
        """The seat, if `token` is its secret; raises 400/401/403 otherwise."""
        if isinstance(seat, str) and seat.isdigit():
            seat = int(seat)
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise ApiError(400, "seat must be a seat number (0 for the first player)")
        if not 0 <= seat < len(self.row.players):
            raise ApiError(400, f"this game has no seat {seat}")
        expected = self.row.tokens[seat]
        if expected is None:
            raise ApiError(403, f"seat {seat} is played by the AI")
        if not token or not isinstance(token, str):
            raise ApiError(401, "this seat needs its token (the secret in the seat's link)")
        if not hmac.compare_digest(hash_token(token), expected):
            raise ApiError(403, "wrong token for this seat")
        return seat

    def summary(self) -> dict[str, Any]:
        g = self.game
        d = g.decision
        return {
            "id": self.id,
            "edition": g.edition.name,
            "players": list(g.names),
            "ai": list(self.row.ai),
            "teams": g.options.get("teams") or False,
            "over": g.over,
            "winners": [g.names[w] for w in g.winners],
            "end_reason": g.state.end_reason,
            "answers": self.n,
            "waiting_for": g.names[d.player] if d else None,
        }

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

    def can_take_back(self, seat: int | None) -> bool:
        return (
            seat is not None
            and self.humans == [seat]
            and not self.game.over
            and self.game.state.active(seat)  # a player who left stays out
            and seat not in self.game.conceding
            and self.turn_start(seat) is not None
        )

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
        """`Game.view(seat)` without its log (the log is sent in increments)."""
        quiet = self.game.clone()
        quiet.state.log = None  # the clone's own state copy: the game keeps its log
        out = quiet.view(seat)
        out.pop("log", None)
        return out

    def state_message(self, w: Watcher) -> str:
        events = self.events()
        start = w.log_sent
        if start > len(events) or (
            start and (w.last_event is None or events[start - 1] != w.last_event)
        ):
            start = 0  # the log changed under the watcher (a take-back): send it whole
        key = (w.seat, start)
        text = self._cache.get(key)
        if text is None:
            msg = {
                "type": "state",
                "game": self.id,
                "n": self.n,
                "seat": w.seat,
                "seats": [
                    {"name": name, "ai": self.row.ai[s], "online": self._online(s)}
                    for s, name in enumerate(self.game.names)
                ],
                "view": self.base_view(w.seat),
                "log": {
                    "start": start,
                    "events": [event_view(self.game, e, w.seat) for e in events[start:]],
                },
                "can_take_back": self.can_take_back(w.seat),
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

    def _online(self, seat: int) -> bool:
        return any(w.seat == seat and not w.closed for w in self.watchers)

    def notify_all(self) -> None:
        for w in self.watchers:
            w.notify()


class Tables:
    """All rooms, the store, and the AI thread pool."""

    def __init__(
        self,
        store: Store,
        ai_delay: float = 0.0,
        ai_threads: int = 2,
        allow_positions: bool = False,
    ) -> None:
        self.store = store
        self.ai_delay = ai_delay
        # games may start from a scenario position (`start`): for tests and teaching only,
        # since whoever sets the position knows every hidden card
        self.allow_positions = allow_positions
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Future[Room | None]] = {}
        self.pool = ThreadPoolExecutor(max_workers=ai_threads, thread_name_prefix="innovation-ai")
        self.replays: dict[str, GameRecord] = {}
        self.closing = False
        self.timings: deque[float] = deque(maxlen=20000)  # seconds per accepted answer

    # ---- creating and loading
    async def create(self, spec: Any) -> tuple[Room, list[str | None]]:
        row, tokens = self._parse_new(spec)
        game = await asyncio.get_running_loop().run_in_executor(
            None, lambda: GameRecord.from_json(row.record_json()).initial()
        )
        await self.store.write(Store.op_create(row))
        room = Room(row, game, [_mark(game)])
        self.rooms[row.id] = room
        self.schedule_ai(room)
        return room, tokens

    def _parse_new(self, spec: Any) -> tuple[GameRow, list[str | None]]:
        if not isinstance(spec, dict):
            raise ApiError(400, "send a JSON object describing the game")
        try:
            return self._parse_game(spec)
        except NewGameError as exc:
            raise ApiError(400, str(exc)) from None

    def _parse_game(self, spec: dict[str, Any]) -> tuple[GameRow, list[str | None]]:
        start = spec.get("start")
        position: dict[str, Any] | None = None
        if start is not None:
            if not self.allow_positions:
                raise ApiError(
                    403,
                    "this server does not start games from a position (a test and teaching "
                    "option: INNOVATION_ALLOW_POSITIONS=1)",
                )
            position = check_start(start)
        edition = check_edition(spec.get("edition", "3rd"))
        if position is not None:
            at = check_edition(position.get("edition", "3rd"))
            if "edition" in spec and edition != at:
                raise NewGameError("the game's edition and its starting position's differ")
            edition = at
        seats = spec.get("seats")
        if seats is None and position is not None:
            seats = [{"name": name} for name in position_players(position)]
        check_seat_count(edition, seats)
        names: list[str] = []
        ai: list[str | None] = []
        for i, seat in enumerate(seats):
            if isinstance(seat, str):
                seat = {"name": seat}
            if not isinstance(seat, dict):
                raise ApiError(400, f"seat {i} must be an object like {{'name': 'Ann'}}")
            name = seat.get("name") or f"Player {i + 1}"
            if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
                raise ApiError(400, f"seat {i}: a name is 1 to {MAX_NAME} characters")
            name = " ".join(name.split())
            names.append(name)
            level = seat.get("ai")
            ai.append(check_ai_spec(level) if level else None)
        if len({n.lower() for n in names}) != len(names):
            raise ApiError(400, "players' names must be different")
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
        seed = spec.get("seed")
        if position is not None:
            seed = position.get("seed", 0)
        if seed is None:
            seed = secrets.randbelow(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**31:
            raise ApiError(400, "seed must be a whole number from 0 to 2**31-1")
        hide = spec.get("hide_covered") if position is None else position.get("hide_covered")
        if hide is not None and not isinstance(hide, bool):
            raise ApiError(400, "hide_covered must be true, false or absent")
        tokens = [None if a else secrets.token_urlsafe(24) for a in ai]
        row = GameRow(
            id=secrets.token_urlsafe(9),
            edition=edition,
            players=names,
            seed=seed,
            teams=teams,
            hide_covered=hide,
            start=position,
            ai=ai,
            tokens=[hash_token(t) if t else None for t in tokens],
        )
        return row, tokens

    async def get(self, game_id: str) -> Room:
        room = self.rooms.get(game_id)
        if room is not None:
            return room
        if not isinstance(game_id, str) or not re.fullmatch(r"[A-Za-z0-9_-]{1,32}", game_id):
            raise ApiError(404, "no such game")
        fut = self._loading.get(game_id)
        if fut is None:
            loop = asyncio.get_running_loop()
            fut = loop.create_future()
            self._loading[game_id] = fut
            try:
                loaded = await loop.run_in_executor(None, self._load, game_id)
                if loaded is not None:
                    row, game, marks = loaded
                    room = self.rooms.get(game_id) or Room(row, game, marks)
                    self.rooms[game_id] = room
                    self.schedule_ai(room)
                fut.set_result(room)
            except BaseException as exc:
                fut.set_exception(exc)
                raise
            finally:
                del self._loading[game_id]
        else:
            room = await asyncio.shield(fut)
        if room is None:
            raise ApiError(404, "no such game")
        return room

    def _load(self, game_id: str) -> tuple[GameRow, Game, list[Mark]] | None:
        """Rebuild a game from the database by replaying its answers (in a worker thread)."""
        row = self.store.load(game_id)
        if row is None:
            return None
        record = GameRecord.from_json(row.record_json())
        game = record.initial()
        marks = [_mark(game)]
        for i, answer in enumerate(record.answers):
            try:
                game.answer_json(answer)
            except Exception as exc:
                raise RuntimeError(f"game {game_id}: answer {i} does not replay: {exc}") from exc
            marks.append(_mark(game))
        return row, game, marks

    async def resume_all(self) -> int:
        """Load every unfinished game (at start-up), so that their AI players move on."""
        loop = asyncio.get_running_loop()
        ids = await loop.run_in_executor(None, self.store.unfinished_ids)
        count = 0
        for game_id in ids:
            try:
                await self.get(game_id)
                count += 1
            except Exception:  # a game that no longer replays stays in the database
                log.exception("cannot resume game %s", game_id)
        return count

    # ---- changing a game
    async def commit(
        self,
        room: Room,
        new: Game,
        marks: list[Mark],
        seats: list[int],
        truncate_at: int | None = None,
    ) -> None:
        """Store `new`'s answers beyond the room's (or from `truncate_at`), then switch."""
        start = room.n if truncate_at is None else truncate_at
        answers = new.history[start:]
        g = new
        await self.store.write(
            Store.op_answers(
                room.id,
                start,
                answers,
                seats,
                g.over,
                [g.names[w] for w in g.winners],
                g.state.end_reason,
                truncate=truncate_at is not None,
            )
        )
        room.game = new
        room.marks = room.marks[: start + 1] + marks
        room.row.over = g.over
        room.version += 1
        room.notify_all()

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
            raise ApiError(400, "expect must be the number of answers the game had")
        async with room.lock:
            game = room.game
            d = game.decision
            if d is None:
                raise ApiError(409, "the game is over")
            if is_concession(data):  # any seat, at any moment: not an answer to a decision
                new = game.clone()
                try:
                    new.answer_json(data, seat)
                except IllegalAnswer as exc:
                    raise ApiError(422, str(exc)) from None
                await self.commit(room, new, [_mark(new)], [seat])
                n = room.n
                self.schedule_ai(room)
                self.timings.append(time.perf_counter() - started)
                return n
            mine = game.decision_for(seat)  # first cards: everyone chooses at once
            if mine is None:
                raise ApiError(409, f"it is {game.names[d.player]}'s decision, not yours")
            # another player's first card changes nothing this seat was shown
            if expect is not None and expect != room.n and mine.kind != SETUP:
                raise ApiError(409, "the game has moved on since you looked: answer again")
            new = game.clone()
            marks: list[Mark] = []
            try:
                if isinstance(data, dict) and set(data) == {"choose"}:
                    self._choose_many(new, data["choose"], marks)
                else:
                    new.answer_json(data, seat)
                    marks.append(_mark(new))
            except IllegalAnswer as exc:
                raise ApiError(422, str(exc)) from None
            except EngineError as exc:
                log.error("game %s: %s", room.id, exc)
                raise ApiError(
                    409,
                    "the rules engine failed on this answer (a bug, logged on the server); "
                    "the game is unchanged: try another answer",
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

        def pct(q: float) -> float | None:
            return round(ms[min(len(ms) - 1, round(q / 100 * (len(ms) - 1)))], 2) if ms else None

        live = [r for r in self.rooms.values() if not r.game.over]
        return {
            "games_in_memory": len(self.rooms),
            "games_in_play": len(live),
            "connections": sum(len(r.watchers) for r in self.rooms.values()),
            "answers_timed": len(ms),
            "answer_ms": {"p50": pct(50), "p99": pct(99), "max": ms[-1] if ms else None},
            "db_commits": self.store.commits,
            "db_writes": self.store.writes,
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

    async def take_back(self, room: Room, seat: Any, token: Any, trusted: bool = False) -> int:
        if not trusted:
            seat = room.check_seat(seat, token)
        async with room.lock:
            if room.humans != [seat]:
                raise ApiError(403, "take-backs are only for a person playing alone against AIs")
            if room.game.over:
                raise ApiError(409, "the game is over")
            k = room.turn_start(seat)
            if k is None:
                raise ApiError(409, "there is nothing of yours to take back yet")
            record = room.game.record()
            record.answers = record.answers[:k]
            new = await asyncio.get_running_loop().run_in_executor(None, record.replay)
            await self.commit(room, new, [], [], truncate_at=k)
            room.error = None
        self.schedule_ai(room)
        return room.n

    # ---- AI players
    def schedule_ai(self, room: Room) -> None:
        d = room.game.decision
        if d is None or d.player not in room.agents or self.closing:
            return
        if room.ai_task is not None and not room.ai_task.done():
            return
        room.ai_task = asyncio.get_running_loop().create_task(self._ai_loop(room))

    async def _ai_loop(self, room: Room) -> None:
        loop = asyncio.get_running_loop()
        while not self.closing:
            game = room.game
            d = game.decision
            if d is None or d.player not in room.agents:
                return
            version = room.version
            if self.ai_delay:
                await asyncio.sleep(self.ai_delay)
            agent = room.agents[d.player]
            snapshot = game.clone()
            try:
                if getattr(agent, "name", "") == "random":
                    choice = agent.choose(snapshot)
                else:
                    choice = await loop.run_in_executor(self.pool, agent.choose, snapshot)
            except Exception:  # an agent bug: fall back to the first legal answer
                log.exception("game %s: agent failed", room.id)
                choice = d.options[0]
                # no exception text: it could name cards the people may not see
                room.error = "an AI player failed and made its first legal move instead"
            async with room.lock:
                if room.version != version:
                    continue  # a take-back (or another change) happened meanwhile
                new = self._apply_ai(room, choice)
                if new is None:
                    room.error = "an AI player could not move (an engine error); see the log"
                    room.version += 1
                    room.notify_all()
                    return
                await self.commit(room, new, [_mark(new)], [d.player])
            await asyncio.sleep(0)

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
                raise ApiError(409, "the record is available once the game is over")
            rec = room.game.record()
        else:
            if not re.fullmatch(r"[A-Za-z0-9_-]{1,32}", game_id):
                raise ApiError(404, "no such game")
            row = await asyncio.get_running_loop().run_in_executor(None, self.store.load, game_id)
            if row is None:
                raise ApiError(404, "no such game")
            if not row.over:
                raise ApiError(409, "the record is available once the game is over")
            rec = GameRecord.from_json(row.record_json())
        if len(self.replays) > 64:
            self.replays.pop(next(iter(self.replays)))
        self.replays[game_id] = rec
        return rec

    def forget_if_idle(self, room: Room) -> None:
        """Drop a finished game nobody watches from memory (it stays in the database)."""
        if room.game.over and not room.watchers and self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    async def close(self) -> None:
        self.closing = True
        tasks = [r.ai_task for r in self.rooms.values() if r.ai_task and not r.ai_task.done()]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.pool.shutdown(wait=False, cancel_futures=True)
