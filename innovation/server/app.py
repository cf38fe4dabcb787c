"""The web application: HTTP API, WebSocket feed and the static front end (docs/web.md)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..engine.cards import ICON_NAMES
from ..engine.decisions import IllegalAnswer
from ..engine.editions import get_edition
from ..engine.game import Game
from .coach import Coach
from .rooms import ApiError, Room, Tables, Watcher, available_agents
from .store import Store, database_url

log = logging.getLogger("innovation.server")

STATIC = Path(__file__).parent / "static"
MAX_BODY = 64 * 1024
EDITIONS = ("3rd", "1st")


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message, "status": status}, status_code=status)


async def _body(request: Request) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > MAX_BODY:
        raise ApiError(413, "request too large")
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise ApiError(400, "the request body is not valid JSON") from None
    if not isinstance(data, dict):
        raise ApiError(400, "the request body must be a JSON object")
    return data


def _token(request: Request, body: dict[str, Any] | None = None) -> Any:
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    if body and "token" in body:
        return body["token"]
    return request.headers.get("x-seat-token")


def _answered(game: Game, answer: Any) -> dict[str, Any]:
    """Who gave `answer` (the next one in `game`'s record) to which question, for the replay.
    First cards are chosen in any order, so the decision is the one the answer fits."""
    for p in range(game.n_players):
        d = game.decision_for(p)
        if d is None:
            continue
        try:
            d.decode(answer, game.names)
        except IllegalAnswer:
            continue
        return {"player": game.names[p], "kind": d.kind, "prompt": d.prompt}
    raise ApiError(500, "the record does not replay")  # pragma: no cover


def card_catalogue(edition: str) -> dict[str, Any]:
    ed = get_edition(edition)
    cards = {}
    for c in ed.cards:
        cards[c.name] = {
            "name": c.name,
            "age": c.age,
            "color": c.color_name,
            "icons": [ICON_NAMES[i] if i >= 0 else None for i in c.icons],
            "dogma_icon": ICON_NAMES[c.dogma_icon] if c.dogma_icon >= 0 else None,
            "effects": [
                {"demand": e.demand, "text": e.text, "implemented": e.run is not None}
                for e in c.effects
            ],
        }
    specials = {}
    for name in getattr(ed, "specials", {}) or {}:
        specials[name] = SPECIAL_TEXT.get(name, "")
    return {"edition": ed.name, "title": ed.title, "cards": cards, "specials": specials}


SPECIAL_TEXT = {
    "Monument": "Claim immediately if you tuck six cards or score six cards during one turn.",
    "Empire": "Claim immediately if you have three or more of each of the six main icons.",
    "World": "Claim immediately if you have twelve or more clocks on your board.",
    "Wonder": "Claim immediately if you have all five colours on your board, each splayed "
    "up or right.",
    "Universe": "Claim immediately if you have five top cards, each of value 8 or higher.",
}


def create_app(
    database: str | None = None,
    ai_delay: float = 0.4,
    durable: bool = True,
    resume: bool = True,
) -> Starlette:
    """The Starlette application. `database`: a URL, a SQLite path, or None (default file)."""
    state: dict[str, Any] = {}

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        store = Store(database_url(database), durable=durable)
        tables = Tables(store, ai_delay=ai_delay)
        state["tables"] = tables
        app.state.tables = tables
        task = asyncio.get_running_loop().create_task(tables.resume_all()) if resume else None
        try:
            yield
        finally:
            if task:
                task.cancel()
            await coach.close()
            await tables.close()
            store.close()

    def tables() -> Tables:
        return state["tables"]

    coach = Coach(tables)  # previews, hints, reviews (innovation/server/coach.py)

    def api(handler: Any) -> Any:
        async def wrapped(request: Request) -> Response:
            try:
                return await handler(request)
            except ApiError as exc:
                return _error(exc.status, exc.message)

        return wrapped

    # ---------------------------------------------------------------- pages
    async def page_lobby(request: Request) -> Response:
        return FileResponse(STATIC / "index.html")

    async def page_table(request: Request) -> Response:
        return FileResponse(STATIC / "table.html")

    async def favicon(request: Request) -> Response:
        return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")

    # ---------------------------------------------------------------- API
    async def api_meta(request: Request) -> Response:
        return JSONResponse(
            {
                "editions": [{"name": e, "title": get_edition(e).title} for e in EDITIONS],
                "ai": available_agents(),
            }
        )

    async def api_stats(request: Request) -> Response:
        return JSONResponse(tables().stats())

    async def api_cards(request: Request) -> Response:
        edition = request.path_params["edition"]
        if edition not in EDITIONS:
            raise ApiError(404, f"no edition {edition!r}")
        return JSONResponse(card_catalogue(edition), headers={"cache-control": "max-age=600"})

    async def api_list(request: Request) -> Response:
        status = request.query_params.get("status")
        over = {"over": True, "live": False}.get(status or "")
        loop = asyncio.get_running_loop()
        games = await loop.run_in_executor(None, lambda: tables().store.list_games(over))
        return JSONResponse({"games": games})

    async def api_create(request: Request) -> Response:
        body = await _body(request)
        hints_allowed = coach.check_create(body)
        room, tokens = await tables().create(body)
        await coach.created(room, hints_allowed)
        seats = []
        for s, name in enumerate(room.game.names):
            entry: dict[str, Any] = {"seat": s, "name": name, "ai": room.row.ai[s]}
            if tokens[s]:
                entry["token"] = tokens[s]
                entry["url"] = f"/g/{room.id}#seat={s}&token={tokens[s]}"
            seats.append(entry)
        return JSONResponse(
            {"id": room.id, "seats": seats, "spectate": f"/g/{room.id}"}, status_code=201
        )

    async def api_game(request: Request) -> Response:
        room = await tables().get(request.path_params["id"])
        return JSONResponse(room.summary())

    async def api_view(request: Request) -> Response:
        room = await tables().get(request.path_params["id"])
        seat_param = request.query_params.get("seat")
        seat = None
        if seat_param not in (None, "", "spectator"):
            seat = room.check_seat(seat_param, _token(request))
        out = room.game.view(seat)
        out["n"] = room.n
        out["can_take_back"] = room.can_take_back(seat)
        return JSONResponse(out)

    async def api_answer(request: Request) -> Response:
        body = await _body(request)
        room = await tables().get(request.path_params["id"])
        if "answer" not in body:
            raise ApiError(400, "send {'seat': N, 'answer': ...} with the seat's token")
        n = await tables().answer(
            room, body.get("seat"), _token(request, body), body["answer"], body.get("expect")
        )
        return JSONResponse({"ok": True, "n": n})

    async def api_take_back(request: Request) -> Response:
        body = await _body(request)
        room = await tables().get(request.path_params["id"])
        n = await tables().take_back(room, body.get("seat"), _token(request, body))
        return JSONResponse({"ok": True, "n": n})

    async def api_record(request: Request) -> Response:
        game_id = request.path_params["id"]
        rec = await tables().finished_record(game_id)
        return JSONResponse(
            rec.to_json(),
            headers={"content-disposition": f'attachment; filename="innovation-{game_id}.json"'},
        )

    async def api_replay(request: Request) -> Response:
        game_id = request.path_params["id"]
        rec = await tables().finished_record(game_id)
        try:
            step = int(request.query_params.get("step", len(rec.answers)))
        except ValueError:
            raise ApiError(400, "step must be a number") from None
        if not 0 <= step <= len(rec.answers):
            raise ApiError(400, f"step must be from 0 to {len(rec.answers)}")
        seat_param = request.query_params.get("seat", "")
        seat: int | None = None
        if seat_param not in ("", "spectator"):
            if not seat_param.isdigit() or int(seat_param) >= len(rec.players):
                raise ApiError(400, "seat must be a player number or 'spectator'")
            seat = int(seat_param)  # the game is over: nothing is secret any more
        loop = asyncio.get_running_loop()
        answer = rec.answers[step - 1] if step else None
        # the game before the last answer, to say who gave it to which question
        game = await loop.run_in_executor(None, rec.replay, max(0, step - 1))
        answered = None
        if step:
            answered = _answered(game, answer)
            await loop.run_in_executor(None, game.answer_json, answer)
        view = game.view(seat)
        return JSONResponse(
            {
                "step": step,
                "steps": len(rec.answers),
                "answer": answer,
                "answered": answered,
                "view": view,
            }
        )

    # ---------------------------------------------------------------- WebSocket
    async def ws_game(websocket: WebSocket) -> None:
        await websocket.accept()
        game_id = websocket.path_params["id"]
        try:
            room = await tables().get(game_id)
            hello = await asyncio.wait_for(websocket.receive_json(), timeout=30)
            if not isinstance(hello, dict) or hello.get("type") != "hello":
                raise ApiError(400, "start with {'type': 'hello', 'seat': N, 'token': ...}")
            seat = hello.get("seat")
            if seat is not None:
                seat = room.check_seat(seat, hello.get("token"))
        except ApiError as exc:
            await _ws_refuse(websocket, exc.status, exc.message)
            return
        except (TimeoutError, ValueError, KeyError, WebSocketDisconnect, RuntimeError):
            await _ws_refuse(websocket, 400, "start with {'type': 'hello', ...}")
            return
        watcher = Watcher(seat)
        room.watchers.add(watcher)
        room.notify_all()  # everyone sees who is online
        sender = asyncio.get_running_loop().create_task(_ws_sender(websocket, room, watcher))
        try:
            while True:
                try:
                    msg = await websocket.receive_json()
                except (ValueError, KeyError):
                    watcher.reply({"type": "error", "status": 400, "message": "send JSON"})
                    continue
                await _ws_request(room, watcher, msg)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            watcher.closed = True
            room.watchers.discard(watcher)
            watcher.wake.set()
            sender.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await sender
            room.notify_all()
            tables().forget_if_idle(room)

    async def _ws_request(room: Room, watcher: Watcher, msg: Any) -> None:
        req_id = msg.get("id") if isinstance(msg, dict) else None
        try:
            if not isinstance(msg, dict):
                raise ApiError(400, "a request is a JSON object with a 'type'")
            kind = msg.get("type")
            if kind == "sync":  # resend the whole log
                watcher.log_sent = 0
                watcher.notify()
                return
            if kind == "ping":
                watcher.reply({"type": "pong", "id": req_id})
                return
            if watcher.seat is None:
                raise ApiError(403, "spectators cannot act")
            if kind == "answer":
                if "answer" not in msg:
                    raise ApiError(400, "an answer request needs 'answer'")
                n = await tables().answer(
                    room, watcher.seat, None, msg["answer"], msg.get("expect"), trusted=True
                )
            elif kind == "takeback":
                n = await tables().take_back(room, watcher.seat, None, trusted=True)
            else:
                raise ApiError(400, f"unknown request type {kind!r}")
            watcher.reply({"type": "ack", "id": req_id, "n": n})
        except ApiError as exc:
            watcher.reply(
                {"type": "error", "id": req_id, "status": exc.status, "message": exc.message}
            )

    async def _ws_sender(websocket: WebSocket, room: Room, watcher: Watcher) -> None:
        watcher.wake.set()
        while not watcher.closed:
            await watcher.wake.wait()
            watcher.wake.clear()
            if watcher.closed:
                return
            try:
                await websocket.send_text(room.state_message(watcher))
                while watcher.outbox:
                    await websocket.send_text(watcher.outbox.pop(0))
            except Exception:  # the socket is gone; the receiving side will clean up
                return

    async def _ws_refuse(websocket: WebSocket, status: int, message: str) -> None:
        with contextlib.suppress(Exception):
            await websocket.send_text(
                json.dumps({"type": "error", "status": status, "message": message})
            )
            await websocket.close(code=4000 + status)

    async def not_found(request: Request, exc: Exception) -> Response:
        if isinstance(exc, HTTPException):
            if request.url.path.startswith("/api/"):
                return _error(exc.status_code, str(exc.detail))
            return Response(str(exc.detail), status_code=exc.status_code)
        raise exc  # pragma: no cover

    routes = [
        Route("/", page_lobby),
        Route("/g/{id}", page_table),
        Route("/replay/{id}", page_table),
        Route("/favicon.ico", favicon),
        Route("/api/meta", api(api_meta)),
        Route("/api/stats", api(api_stats)),
        Route("/api/cards/{edition}", api(api_cards)),
        Route("/api/games", api(api_list), methods=["GET"]),
        Route("/api/games", api(api_create), methods=["POST"]),
        Route("/api/games/{id}", api(api_game)),
        Route("/api/games/{id}/view", api(api_view)),
        Route("/api/games/{id}/answer", api(api_answer), methods=["POST"]),
        Route("/api/games/{id}/takeback", api(api_take_back), methods=["POST"]),
        Route("/api/games/{id}/record", api(api_record)),
        Route("/api/games/{id}/replay", api(api_replay)),
        WebSocketRoute("/ws/games/{id}", ws_game),
        *coach.routes(),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    return Starlette(
        routes=routes, lifespan=lifespan, exception_handlers={HTTPException: not_found}
    )
