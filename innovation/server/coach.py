"""The coach at the web table (innovation/coach; docs/web.md, "The coach").

- ``GET /api/games/{id}/coach``: whether the game allows hints, and the judge's settings.
- ``GET /api/games/{id}/preview[?step=K]``: every top card's Dogma preview, what each player
  lacks for each achievement, every player's distance to each special achievement. Built from
  public facts only (`coach.preview`), so anyone watching may ask; ``step`` reads a finished
  game's replay.
- ``POST /api/games/{id}/hint`` ``{"seat": N}`` with the seat's token: the three answers the AI
  rates best for the seat's pending decision, with their chances to win (and 95% intervals)
  and why. Only in a game that
  allows hints: a game with one person (against AIs only), or one in which every person's seat
  allowed hints when the game was created (``"hints": true`` in each person's seat).
- ``GET /api/games/{id}/review?seat=N``: the post-game review of a finished game for one seat.
  It takes a while, so the first request starts it and every request answers with its progress
  (``{"status": "queued"|"running", "done", "total"}``) until it is ``"done"`` (with
  ``review``, in the format of ``innovation review --json``, and each decision's ``turns``)
  or ``"error"`` (``error`` says why; ``&retry=1`` starts it again).
  One review runs at a time, on every core (processes), and at most four wait (503 beyond):
  nobody can ask the server for an unbounded amount of search.

Hints and reviews are the same judge (`coach.judge`) with the same settings, so the review
never calls a mistake the answer the hint ranked first: the judge's iterations per decision are
``INNOVATION_COACH_ITERATIONS`` (default 1500, at most 5000), for both.

Whether a game allows hints is kept in its own table (``coach_settings``), so the games table
is left as it is and older databases gain it on start.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sqlalchemy import Boolean, Column, String, Table, insert, select
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..coach.judge import JUDGE, JudgeSettings, settings_with
from ..coach.language import hint_json_in, reasons_in, review_in
from ..text.catalog import N_, translate
from . import aiwork
from .inputs import ApiError, error_json, read_json_object, seat_number, step_number
from .pages import request_language
from .rooms import Room
from .store import metadata
from .tablewords import words

if TYPE_CHECKING:
    from ..coach.review import Review
    from .rooms import Tables

log = logging.getLogger("innovation.server")

coach_table = Table(
    "coach_settings",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("hints", Boolean, nullable=False, default=False),
)

MAX_ITERATIONS = 5000
KEEP_REVIEWS = 32
MAX_WAITING_REVIEWS = 4  # queued or running; more are refused (503) until one ends
MAX_HINTS = 256


def judge_settings() -> JudgeSettings:
    """The server's judge, for hints and reviews alike (``INNOVATION_COACH_ITERATIONS``)."""
    text = os.environ.get("INNOVATION_COACH_ITERATIONS", "").strip().lower().removesuffix("i")
    if not text:
        return JUDGE
    try:
        return settings_with(max(1, min(MAX_ITERATIONS, int(text))))
    except ValueError:
        log.warning("INNOVATION_COACH_ITERATIONS=%r is not a number; using the default", text)
        return JUDGE


def _token(request: Request, body: dict[str, Any]) -> Any:
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return body.get("token") or request.headers.get("x-seat-token")


class _ReviewJob:
    def __init__(self) -> None:
        self.status = "queued"
        self.done = 0
        self.total = 0
        self.result: dict[str, Any] | None = None
        self.edition = "3rd"
        # why it failed: a message (msgid) and its parameters, worded for each reader
        self.error: tuple[str, dict[str, Any]] | None = None

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {"status": self.status, "done": self.done, "total": self.total}
        if self.result is not None:
            out.update(self.result)
            # reviewed once; each reader reads every decision's why in their own language
            out["review"] = review_in(self.result["review"], lang, self.edition)
        if self.error is not None:
            msgid, params = self.error
            out["error"] = translate(lang, msgid, **params)
        return out


class _Cancelled(Exception):
    pass


class Coach:
    """The coach's routes and what they remember (hint settings, hints, reviews)."""

    def __init__(
        self,
        tables: Callable[[], Tables],
        limit_replay: Callable[[Request], None] | None = None,
        replaying: asyncio.Semaphore | None = None,
    ) -> None:
        """`limit_replay`: the per-client rate of replays (raises ApiError 429), applied to
        a finished game's previews; `replaying`: the bound on replays running at once."""
        self.tables = tables
        self.limit_replay = limit_replay or (lambda request: None)
        self.replaying = replaying or asyncio.Semaphore(2)
        self.allowed: dict[str, bool] = {}  # game id -> every person allowed hints
        self.hints: dict[tuple[str, int, int], asyncio.Future[dict[str, Any]]] = {}
        self.reviews: OrderedDict[tuple[str, int], _ReviewJob] = OrderedDict()
        self.review_lock = asyncio.Lock()
        self.stopping = threading.Event()

    # ---------------------------------------------------------------- creating a game
    @staticmethod
    def check_create(body: Any) -> bool:
        """Validate the seats' ``hints`` (true, false or absent) before the game is made;
        True if every person's seat allowed hints."""
        seats = body.get("seats") if isinstance(body, dict) else None
        if not isinstance(seats, list):
            return False
        allowed = True
        for i, seat in enumerate(seats):
            if not isinstance(seat, dict):
                if not seat or not isinstance(seat, str):
                    continue
                allowed = False  # a person given by name only did not allow hints
                continue
            value = seat.get("hints", False)
            if not isinstance(value, bool):
                raise ApiError(400, N_("seat {seat}: hints must be true or false"),
                               params={"seat": i})
            if not seat.get("ai") and not value:
                allowed = False
        return allowed

    async def created(self, room: Room, allowed: bool) -> None:
        """Store the game's hint setting (only when every person allowed hints)."""
        self.allowed[room.id] = allowed
        if allowed and len(room.humans) > 1:
            values = {"game_id": room.id, "hints": True}

            def op(conn: Any) -> None:
                conn.execute(insert(coach_table).values(**values))

            await self.tables().store.write(op)

    async def hints_allowed(self, room: Room) -> bool:
        """Against AIs only: always; with several people: if each allowed them at creation."""
        if len(room.humans) <= 1:
            return True
        if room.id not in self.allowed:
            engine = self.tables().store.engine

            def load() -> bool:
                with engine.connect() as conn:
                    row = conn.execute(
                        select(coach_table.c.hints).where(coach_table.c.game_id == room.id)
                    ).first()
                return bool(row and row.hints)

            self.allowed[room.id] = await asyncio.get_running_loop().run_in_executor(None, load)
        return self.allowed[room.id]

    # ---------------------------------------------------------------- routes
    def routes(self, api: Callable[[Any], Any] | None = None) -> list[Route]:
        """The routes, each wrapped in `api` (the app's: ApiError, database errors and
        failures become JSON errors)."""

        def plain(handler: Any) -> Any:
            async def wrapped(request: Request) -> Response:
                try:
                    return await handler(request)
                except ApiError as exc:
                    return JSONResponse(
                        error_json(exc, request_language(request)), status_code=exc.status
                    )

            return wrapped

        api = api or plain
        return [
            Route("/api/games/{id}/coach", api(self.api_settings)),
            Route("/api/games/{id}/preview", api(self.api_preview)),
            Route("/api/games/{id}/hint", api(self.api_hint), methods=["POST"]),
            Route("/api/games/{id}/review", api(self.api_review)),
        ]

    async def api_settings(self, request: Request) -> Response:
        room = await self.tables().get(request.path_params["id"])
        settings = judge_settings()
        return JSONResponse(
            {
                "hints": await self.hints_allowed(room),
                "iterations": settings.iterations,
                "worlds": settings.worlds,
            }
        )

    async def api_preview(self, request: Request) -> Response:
        game_id = request.path_params["id"]
        step_text = request.query_params.get("step")
        loop = asyncio.get_running_loop()
        if step_text is None:
            room = await self.tables().get(game_id)
            game, n = room.game, room.n  # a room's game is replaced, never changed in place
        else:
            self.limit_replay(request)
            rec = await self.tables().finished_record(game_id)
            n = step_number(step_text, len(rec.answers))
            async with self.replaying:
                game = await loop.run_in_executor(None, rec.replay, n)
        # the coach's words (a special achievement's goal, what a player has, a demand's text)
        # in the reader's language
        lang = request_language(request)
        out = await loop.run_in_executor(None, reasons_in, game, lang)
        out["n"] = n
        return JSONResponse(out)

    async def api_hint(self, request: Request) -> Response:
        body = await read_json_object(request)
        room = await self.tables().get(request.path_params["id"])
        seat = room.check_seat(body.get("seat"), _token(request, body))
        if not await self.hints_allowed(room):
            raise ApiError(
                403, N_("hints are off in this game: every person must allow them when it is made")
            )
        game = room.game
        d = game.decision
        if d is None:
            raise ApiError(409, N_("the game is over"))
        asked = game.decision_for(seat)
        if asked is None:  # during the setup every seat decides at once
            raise ApiError(409, N_("hints are for your own decisions: it is not yours"))
        key = (room.id, room.n, seat)
        fut = self.hints.get(key)
        if fut is None:
            for old in [k for k in self.hints if k[0] == room.id and k[1] != room.n]:
                del self.hints[old]
            if len(self.hints) >= MAX_HINTS:  # games that ended or left memory
                for old in [k for k, f in self.hints.items() if f.done()]:
                    del self.hints[old]
            snapshot = game.deciding(seat)  # a copy asking this seat
            # in an AI worker, as a person's game: AI-only games never hold a hint up, and
            # the search holds neither the server's interpreter lock nor the AIs'
            think = functools.partial(aiwork.hint, snapshot, judge_settings(), room.n)
            fut = asyncio.ensure_future(
                self.tables().scheduler.run(think, person=True, client=room.client)
            )
            self.hints[key] = fut
        try:
            result = await asyncio.shield(fut)
        except Exception:
            self.hints.pop(key, None)
            log.exception("game %s: hint failed", room.id)
            raise ApiError(500, N_("the hint failed (logged on the server)")) from None
        # found once for every reader; each reads why and the chance in their own language
        lang = request_language(request)
        edition = game.edition.name
        shown = dict(result)
        shown["hints"] = hint_json_in(result["hints"], lang, edition)
        for h in shown["hints"]:  # the answer as the reader's screen says it
            h["answer_text"] = words(lang, edition).answer(asked, h["answer"])
        return JSONResponse(shown)

    async def api_review(self, request: Request) -> Response:
        game_id = request.path_params["id"]
        rec = await self.tables().finished_record(game_id)  # 409 while the game is in play
        seat_text = request.query_params.get("seat", "")
        try:
            seat = seat_number(seat_text)
        except ApiError:
            seat = -1
        if not 0 <= seat < len(rec.players):
            raise ApiError(400, N_("seat must be a player number from 0 to {most}"),
                           params={"most": len(rec.players) - 1})
        key = (game_id, seat)
        job = self.reviews.get(key)
        retry = request.query_params.get("retry") == "1"
        if job is None or (job.status == "error" and retry):
            waiting = sum(j.status in ("queued", "running") for j in self.reviews.values())
            if waiting >= MAX_WAITING_REVIEWS:
                raise ApiError(503, N_("the server is busy with other reviews: try again in a minute"))
            job = _ReviewJob()
            job.edition = rec.edition
            self.reviews[key] = job
            while len(self.reviews) > KEEP_REVIEWS:
                self.reviews.popitem(last=False)
            asyncio.get_running_loop().create_task(self._run_review(job, rec, seat))
        return JSONResponse(job.to_json(request_language(request)))

    async def _run_review(self, job: _ReviewJob, rec: Any, seat: int) -> None:
        from ..coach.review import review
        from ..parallel import LocalExecutor

        settings = judge_settings()

        def progress(done: int, total: int) -> None:
            job.done, job.total = done, total
            if self.stopping.is_set():
                raise _Cancelled

        def run() -> Review:
            # worker processes at the AI workers' lower priority: the event loop goes first
            nice = self.tables().limits.ai_nice
            method = aiwork.context().get_start_method()  # never a fork of the server
            with LocalExecutor(start_method=method, initializer=aiwork.init_worker,
                               initargs=(nice, os.getpid())) as ex:
                return review(rec, seat, settings, executor=ex, progress=progress)

        async with self.review_lock:  # one review at a time: it takes every core
            if self.stopping.is_set():
                return
            job.status = "running"
            try:
                result = await asyncio.get_running_loop().run_in_executor(None, run)
            except _Cancelled:
                job.status, job.error = "error", (N_("the server is stopping"), {})
                return
            except Exception as exc:  # a record that no longer replays, a worker that died
                log.exception("review of seat %s failed", seat)
                job.status, job.error = "error", (N_("the review failed: {error}"), {"error": str(exc)})
                return
        job.done = job.total = len(result.decisions)
        job.result = {
            "review": result.to_json(),
            "turns": [d.turn for d in result.decisions],
            "steps": len(rec.answers),
        }
        job.status = "done"

    async def close(self) -> None:
        """Stop a running review at its next decision (the server is stopping)."""
        self.stopping.set()
        for fut in self.hints.values():
            fut.cancel()
        with contextlib.suppress(Exception):
            async with asyncio.timeout(10):
                async with self.review_lock:
                    pass
