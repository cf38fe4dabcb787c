"""The web application: HTTP API, WebSocket feed and the static front end (docs/web.md)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import os
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from sqlalchemy.exc import SQLAlchemyError
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import HTTPConnection, Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..cards.specials import special_texts
from ..engine import views
from ..engine.cards import HEX, ICON_NAMES, POSITION_NAMES
from ..engine.decisions import Decision, IllegalAnswer
from ..engine.editions import get_edition
from ..engine.game import Game
from ..text import web as i18n
from ..text.catalog import N_, translate
from .coach import Coach
from .inputs import (
    MAX_BODY,
    NO_EDITION,
    TOO_LARGE,
    ApiError,
    parse_json,
    read_json_object,
    seat_number,
    step_number,
)
from .learn import routes as learn_routes
from .limits import Limits, RateLimiter
from .newgame import WEB_EDITIONS, NewGameError, check_expansions, edition_info
from .origins import refusal
from .pages import catalogue_response, render_page, request_language
from .rooms import Room, Tables, Watcher, available_agents, is_concession
from .store import Store, StoreUnavailable, database_url, first_line
from .tablewords import language, table_words, words
from .together import WORDS
from .tutorial import tutorial_spec

log = logging.getLogger("innovation.server")

STATIC = Path(__file__).parent / "static"

# what a WebSocket that sends too fast is told (see Limits.ws_messages_per_second)
TOO_FAST = N_(
    "too many messages: at most {rate} a second; this one was not read. Slow down, or the "
    "connection will be closed"
)
CLOSED_TOO_FAST = N_(
    "too many messages, sent after being told to slow down; no new connection for "
    "{pause} seconds"
)
# refusals that are not a request's fault, each in the reader's language too
DATABASE_DOWN = N_("the database is unavailable; try again in a moment")
SERVER_FAILED = N_("the server failed on this request (logged on the server)")
TOO_MANY_SOCKETS = N_("at most {n} connections from one client")
SAY_HELLO = N_("start with {hello}")
HELLO = "{'type': 'hello', 'seat': N, 'token': ...}"  # code, not words: never translated
CALM = 2.0  # seconds without a refused message that end a spell of refusals
FLOOD_PAUSE = 10.0  # seconds a client closed for flooding may not open a WebSocket
EDITIONS = WEB_EDITIONS
# a card's position without an icon: an echo effect, a bonus, and a city's flag, fountain, plus,
# arrows ("left", "right", "up"), junk, uplift and unsplay (the picture, a hex, is None)
POSITION_WORDS = {code: name for code, name in POSITION_NAMES.items() if code != HEX}

# Sent with every response. The pages load nothing from elsewhere and are never framed; the
# inline style attributes the table's HTML uses are the only inline content allowed.
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
        b"img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
        b"form-action 'self'; frame-ancestors 'none'",
    ),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]


class JSONText(JSONResponse):
    """JSON that cannot fail to render: text that is not valid Unicode (a damaged row read
    from an old database) goes out as an escape instead of a 500."""

    def render(self, content: Any) -> bytes:
        try:
            return super().render(content)
        except UnicodeEncodeError:
            return json.dumps(content, separators=(",", ":")).encode("ascii")


def _error(status: int, message: str, retry_after: float | None = None,
           text: str | None = None) -> JSONResponse:
    """A refusal as the API answers it: `error`, the English message (stable, for programs),
    and `text`, the same in the requester's language (what a page shows)."""
    headers = {"retry-after": str(max(1, math.ceil(retry_after)))} if retry_after else None
    body: dict[str, Any] = {"error": message, "status": status}
    if text is not None:  # the refusal in the requester's language
        body["text"] = text
    return JSONText(body, status_code=status, headers=headers)


def _refusal(status: int, msgid: str, lang: str, retry_after: float | None = None,
             **params: Any) -> JSONResponse:
    """`_error` for a message of the catalogue: English in `error`, `lang`'s in `text`."""
    english = msgid.format(**params) if params else msgid
    return _error(status, english, retry_after, translate(lang, msgid, **params))


def _ws_error(status: int, msgid: str, lang: str, **params: Any) -> dict[str, Any]:
    """A WebSocket's error message for a message of the catalogue (as `_refusal`)."""
    english = msgid.format(**params) if params else msgid
    return {"type": "error", "status": status, "message": english,
            "text": translate(lang, msgid, **params)}


class Guard:
    """ASGI middleware around the whole app: the security headers on every response, a
    request body declared larger than MAX_BODY refused (413) before any of it is read, and
    requests for another name or from another site's pages refused (`origins.refusal`)."""

    def __init__(self, app: Any, allowed_hosts: frozenset[str] | None = None) -> None:
        self.app = app
        self.allowed_hosts = allowed_hosts

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        refused = refusal(
            scope["type"], scope.get("method", ""), dict(scope["headers"]), self.allowed_hosts
        )
        if scope["type"] == "websocket":
            if refused is not None:  # the handshake is refused (HTTP 403)
                status, msgid, params = refused
                await receive()
                await send({"type": "websocket.close", "code": 1008,
                            "reason": msgid.format(**params)})
                return
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Any) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        if refused is not None:
            status, msgid, params = refused
            response = _refusal(status, msgid, request_language(HTTPConnection(scope)), **params)
            await response(scope, receive, send_with_headers)
            return
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None:
            lang = request_language(HTTPConnection(scope))
            if not length.isdigit():
                response = _refusal(400, N_("Content-Length must be a number"), lang)
            elif int(length) > MAX_BODY:
                response = _refusal(413, TOO_LARGE, lang, size=MAX_BODY // 1024)
            else:
                response = None
            if response is not None:
                response.headers["connection"] = "close"
                await response(scope, receive, send_with_headers)
                return
        await self.app(scope, receive, send_with_headers)


async def _body(request: Request) -> dict[str, Any]:
    return await read_json_object(request)


def _token(request: Request, body: dict[str, Any] | None = None) -> Any:
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    if body and "token" in body:
        return body["token"]
    return request.headers.get("x-seat-token")


def client_of(conn: Request | WebSocket) -> str:
    """Who is asking, for the per-client limits: the peer's address (the original client's
    when uvicorn trusts a proxy's X-Forwarded-For)."""
    return conn.client.host if conn.client else "unknown"


def _answered(game: Game, answer: Any) -> tuple[dict[str, Any], Decision | None]:
    """Who gave `answer` (the next one in `game`'s record) to which question, for the replay,
    and that question (None for a concession). First cards are chosen in any order, so the
    decision is the one the answer fits; a concession answers no question."""
    if is_concession(answer):
        return {"player": str(answer["concede"]), "kind": "concede", "prompt": "concedes"}, None
    for p in range(game.n_players):
        d = game.decision_for(p)
        if d is None:
            continue
        try:
            d.decode(answer, game.names)
        except IllegalAnswer:
            continue
        return {"player": game.names[p], "kind": d.kind, "prompt": d.prompt}, d
    raise ApiError(500, N_("the record does not replay"))  # pragma: no cover


def card_set_key(key: str) -> tuple[str, tuple[str, ...]] | None:
    """An edition and its expansions from a page's key: "3rd", or "3rd+echoes" (the cards of
    a game played with Echoes of the Past); None for what the table does not offer."""
    edition, *expansions = key.split("+")
    if edition not in EDITIONS or len(expansions) > 4:
        return None
    try:
        names = check_expansions(edition, expansions)
    except NewGameError:
        return None
    if list(names) != expansions:
        return None
    return edition, names


def card_catalogue(edition: str, expansions: tuple[str, ...] = ()) -> dict[str, Any]:
    ed = get_edition(edition, expansions)
    cards = {}
    for c in ed.cards:
        entry: dict[str, Any] = {
            "name": c.name,
            "age": c.age,
            "color": c.color_name,
            # an icon's name; a position without one: None (the picture, a hex), "echo" (an
            # echo effect), "bonus" (a bonus: its value is `bonus`) or a city's mark (six
            # positions: the base four, then top-middle and top-right)
            "icons": [
                ICON_NAMES[i] if i >= 0 else POSITION_WORDS.get(i) for i in c.icons
            ],
            "dogma_icon": ICON_NAMES[c.dogma_icon] if c.dogma_icon >= 0 else None,
            "effects": [
                {"demand": e.demand, "text": e.text, "implemented": e.run is not None}
                for e in c.effects
            ],
        }
        if c.expansion:  # Echoes of the Past: the set, the bonus and the echo effect
            entry["expansion"] = c.expansion
            entry["bonus"] = c.bonus
            entry["echo"] = (
                None if c.echo is None
                else {"text": c.echo.text, "implemented": c.echo.run is not None}
            )
        cards[c.name] = entry
    specials = dict(special_texts(ed.name, expansions))
    return {
        "edition": ed.name,
        "expansions": list(ed.expansion_names),
        "title": ed.title,
        "cards": cards,
        "specials": specials,
        "rules": edition_info(ed.name),
    }


def create_app(
    database: str | None = None,
    ai_delay: float = 0.4,
    durable: bool = True,
    resume: bool = True,
    limits: Limits | None = None,
    store: Store | None = None,
    allow_positions: bool | None = None,
    allow_seeds: bool | None = None,
    allowed_hosts: frozenset[str] | None = None,
    ai_processes: bool | None = None,
) -> Any:
    """The ASGI application. `database`: a URL, a SQLite path, or None (default file);
    `store`: an already opened Store instead (closed with the app); `limits`: see Limits.
    `allow_positions`: games may be created from a scenario position (`start`), for tests and
    teaching; None reads INNOVATION_ALLOW_POSITIONS (off unless "1"). `allow_seeds`: games
    between people may take a client's seed (tests and research only: the seed's chooser
    knows every hidden card); None reads INNOVATION_ALLOW_SEEDS (off unless "1").
    `allowed_hosts`: the Host names served (`origins.default_hosts`, `--allowed-hosts`);
    None: any (the `serve` command always gives them). `ai_processes`: the AI players and the
    coach's hints search in worker processes (`aiwork`); False: in threads of the server's
    process (quicker to start, for tests); None reads INNOVATION_AI_PROCESSES (on unless
    "0"; `serve` always uses processes)."""
    state: dict[str, Any] = {}
    if allow_positions is None:
        allow_positions = os.environ.get("INNOVATION_ALLOW_POSITIONS", "") == "1"
    if allow_seeds is None:
        allow_seeds = os.environ.get("INNOVATION_ALLOW_SEEDS", "") == "1"
    if ai_processes is None:
        ai_processes = os.environ.get("INNOVATION_AI_PROCESSES", "1") != "0"
    limits = limits or Limits()
    rates = {
        "create": RateLimiter(limits.create_per_minute),
        "replay": RateLimiter(limits.replay_per_minute),
        "list": RateLimiter(limits.list_per_minute),
        # every API request (views, answers, hints...): one client cannot keep the event
        # loop busy with cheap requests either
        "any": RateLimiter(limits.requests_per_second * 60, burst=2 * limits.requests_per_second),
    }
    connections: dict[str, int] = {}  # client -> WebSockets open
    # WebSocket messages (Limits.ws_messages_per_second): each connection has its own bucket,
    # and each seat one over all its sockets (eight sockets of one seat share one rate); in
    # bursts of twice the rate
    ws_rate = limits.ws_messages_per_second
    seat_rates = RateLimiter(ws_rate * 60, burst=2 * ws_rate)
    # and all the WebSockets of one client together, four times that
    client_rates = RateLimiter(4 * ws_rate * 60, burst=8 * ws_rate)
    paused: dict[str, float] = {}  # client -> until when it may not open WebSockets

    def pause(client: str) -> None:
        now = time.monotonic()
        if len(paused) > 1000:
            for other, until in list(paused.items()):
                if until <= now:
                    del paused[other]
        paused[client] = now + FLOOD_PAUSE
    replaying = asyncio.Semaphore(2)  # replays are CPU work: two at a time

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        opened = store or Store(
            database_url(database), durable=durable, retry_seconds=limits.db_retry_seconds
        )
        tables = Tables(opened, ai_delay=ai_delay, limits=limits, allow_positions=allow_positions,
                        allow_seeds=allow_seeds, ai_processes=ai_processes)
        # the AI workers start now, in the background, not with the first AI's search (an
        # instance that serves people only starts one when a hint first asks for it)
        warming = asyncio.get_running_loop().run_in_executor(
            None, tables.warm_workers if tables.serves_ai else (lambda: None))
        # several instances on one PostgreSQL: hear the others' changes (docs/web.md)
        tables.start_shared()
        state["tables"] = tables
        app.state.tables = tables
        if resume:
            if opened.damaged is None:  # not yet checked (serve() checks before listening)
                await asyncio.get_running_loop().run_in_executor(None, opened.check)
            for game_id, reason in (opened.damaged or {}).items():
                tables.damaged[game_id] = reason
                log.error("game %s cannot be resumed: %s", game_id, reason)
        task = asyncio.get_running_loop().create_task(tables.resume_all()) if resume else None
        tables.start_sweeper()
        try:
            yield
        finally:
            if task:
                task.cancel()
            await coach.close()
            await warming
            await tables.close()
            opened.close()

    def tables() -> Tables:
        return state["tables"]

    def limit(kind: str, request: Request) -> None:
        wait = rates[kind].take(client_of(request))
        if wait:
            raise ApiError(429, N_("too many requests; wait a moment"), retry_after=wait)

    # previews, hints, reviews (innovation/server/coach.py); a step's preview is a replay
    coach = Coach(tables, limit_replay=lambda request: limit("replay", request),
                  replaying=replaying)

    def api(handler: Any) -> Any:
        async def wrapped(request: Request) -> Response:
            try:
                limit("any", request)
                return await handler(request)
            except ApiError as exc:
                return _error(exc.status, exc.message, exc.retry_after,
                              exc.text(request_language(request)))
            except (StoreUnavailable, SQLAlchemyError) as exc:
                log.error("database: %s", first_line(exc))
                return _refusal(503, DATABASE_DOWN, request_language(request), 2)
            except Exception:
                log.exception("%s %s", request.method, request.url.path)
                return _refusal(500, SERVER_FAILED, request_language(request))

        return wrapped

    # ---------------------------------------------------------------- pages
    async def page_lobby(request: Request) -> Response:
        return render_page(request, "index.html")

    async def page_table(request: Request) -> Response:
        return render_page(request, "table.html")

    async def favicon(request: Request) -> Response:
        return FileResponse(STATIC / "favicon.svg", media_type="image/svg+xml")

    # ---------------------------------------------------------------- API
    async def api_meta(request: Request) -> Response:
        return JSONText(
            {
                "editions": [edition_info(e) for e in EDITIONS],
                "positions": tables().allow_positions,
                "ai": available_agents(),
            }
        )

    async def api_stats(request: Request) -> Response:
        out = tables().stats()
        guard = getattr(request.app.state, "connection_guard", None)
        if guard is not None:  # served as `innovation serve` serves (net.uvicorn_config)
            out["sockets"] = guard.stats()
        return JSONText(out)

    async def api_cards(request: Request) -> Response:
        edition = request.path_params["edition"]
        key = card_set_key(edition)  # "3rd", or "3rd+echoes" with an expansion's cards
        if key is None:
            raise ApiError(404, NO_EDITION, params={"edition": repr(edition)})
        return JSONText(card_catalogue(*key), headers={"cache-control": "max-age=600"})

    async def api_i18n(request: Request) -> Response:
        return JSONText(i18n.languages_json(request.headers.get("accept-language")))

    def _language(request: Request) -> str:
        lang = i18n.language(request.path_params["lang"])
        if lang is None:
            raise ApiError(404, N_("no language {lang}"),
                           params={"lang": repr(request.path_params["lang"])})
        return lang

    async def i18n_script(request: Request) -> Response:
        return catalogue_response(_language(request))

    async def api_i18n_catalogue(request: Request) -> Response:
        catalogue = i18n.catalogue_json(_language(request))
        return JSONText(catalogue, headers={"cache-control": "max-age=600"})

    async def api_i18n_cards(request: Request) -> Response:
        edition = request.path_params["edition"]
        key = card_set_key(edition)
        if key is None:
            raise ApiError(404, NO_EDITION, params={"edition": repr(edition)})
        cards = i18n.cards_json(key[0], _language(request))  # with its expansions' cards
        return JSONText(cards, headers={"cache-control": "max-age=600"})

    async def api_list(request: Request) -> Response:
        status = request.query_params.get("status") or ""
        if status not in ("", "open", "live", "over"):
            raise ApiError(
                400, N_("status must be 'open', 'live' or 'over' (or left out for all games)")
            )
        params = request.query_params
        offset = step_number(params.get("offset", "0"), 10**6) if "offset" in params else 0
        count = step_number(params.get("limit"), 200) if "limit" in params else 200
        limit("list", request)
        loop = asyncio.get_running_loop()
        games = await loop.run_in_executor(
            None,
            lambda: tables().store.list_games(
                limit=count + 1, offset=offset, status=status or None
            ),
        )
        more = len(games) > count
        games = games[:count]
        damaged = tables().damaged
        for g in games:
            if g["id"] in damaged and "damaged" not in g:
                g["damaged"] = damaged[g["id"]]
        return JSONText({"games": games, "offset": offset, "more": more})

    async def api_create(request: Request) -> Response:
        body = await _body(request)
        limit("create", request)
        hints_allowed = coach.check_create(body)
        room, tokens = await tables().create(body, client=client_of(request))
        await coach.created(room, hints_allowed)
        seats = []
        for s, name in enumerate(room.game.names):
            entry: dict[str, Any] = {"seat": s, "name": name, "ai": room.row.ai[s]}
            if tokens[s]:
                entry["token"] = tokens[s]
                entry["url"] = f"/g/{room.id}#seat={s}&token={tokens[s]}"
            seats.append(entry)
        out: dict[str, Any] = {"id": room.id, "seats": seats, "spectate": f"/g/{room.id}"}
        for entry in seats:
            entry["open"] = bool(room.seating.open[entry["seat"]])
        out["state"] = room.seating.state
        out["public"] = room.seating.public
        if room.seating.invite:
            out["invite"] = f"/g/{room.id}#invite={room.seating.invite}"
        return JSONText(out, status_code=201)

    async def api_tutorial(request: Request) -> Response:
        """The guided first game (tutorial.py): the server's own position, one seat for the
        person who asked and the gentle AI; counts against the same limits as any new game."""
        limit("create", request)
        room, tokens = await tables().create(
            tutorial_spec(), client=client_of(request), own_position=True
        )
        await coach.created(room, True)
        return JSONText(
            {"id": room.id, "seat": 0, "token": tokens[0],
             "url": f"/g/{room.id}#seat=0&token={tokens[0]}"},
            status_code=201,
        )

    async def api_game(request: Request) -> Response:
        room = await tables().get(request.path_params["id"])
        return JSONText(room.summary())

    async def api_view(request: Request) -> Response:
        room = await tables().current(await tables().get(request.path_params["id"]))
        seat_param = request.query_params.get("seat")
        seat = None
        if seat_param not in (None, "", "spectator"):
            seat = room.check_seat(seat_param, _token(request))
        out = views.view(room.game, seat)
        out["n"] = room.n
        out["can_take_back"] = room.can_take_back(seat)
        out["take_back_refusal"] = room.take_back_refusal(seat)
        out["can_concede"] = room.can_concede(seat)
        out["negotiation"] = room.game.negotiation
        return JSONText(out)

    async def api_answer(request: Request) -> Response:
        body = await _body(request)
        room = await tables().get(request.path_params["id"])
        if "answer" not in body:
            raise ApiError(400, N_("send {request} with the seat's token"),
                           params={"request": "{'seat': N, 'answer': ..., 'expect': n}"})
        n = await tables().answer(
            room, body.get("seat"), _token(request, body), body["answer"], body.get("expect")
        )
        return JSONText({"ok": True, "n": n})

    async def api_take_back(request: Request) -> Response:
        body = await _body(request)
        room = await tables().get(request.path_params["id"])
        n = await tables().take_back(
            room, body.get("seat"), _token(request, body), body.get("expect")
        )
        return JSONText({"ok": True, "n": n})

    # ---------------------------------------------------------------- playing together
    async def api_join(request: Request) -> Response:
        body = await _body(request)
        limit("create", request)
        room = await tables().get(request.path_params["id"])
        seat, token = await tables().join(room, body)
        return JSONText({"seat": seat, "token": token, "name": room.row.players[seat],
                         "url": f"/g/{room.id}#seat={seat}&token={token}"})

    async def api_fill(request: Request) -> Response:
        body = await _body(request)
        room = await tables().get(request.path_params["id"])
        await tables().fill(room, body.get("seat"), _token(request, body), body)
        return JSONText({"ok": True, "state": room.seating.state})

    async def api_cancel(request: Request) -> Response:
        body = await _body(request)
        room = await tables().get(request.path_params["id"])
        await tables().cancel(room, body.get("seat"), _token(request, body))
        return JSONText({"ok": True, "state": room.seating.state})

    async def api_rematch(request: Request) -> Response:
        body = await _body(request)
        limit("create", request)
        room = await tables().get(request.path_params["id"])
        new_id, seat = await tables().rematch(
            room, body.get("seat"), _token(request, body), client_of(request)
        )
        return JSONText({"id": new_id, "seat": seat, "url": f"/g/{new_id}"})

    async def api_timeout(request: Request) -> Response:
        body = await _body(request)
        room = await tables().get(request.path_params["id"])
        n = await tables().timeout(room, body.get("seat"), _token(request, body), body)
        return JSONText({"ok": True, "n": n})

    async def api_chat_read(request: Request) -> Response:
        limit("replay", request)  # the replay's chat: a finished game may need loading
        room = await tables().get(request.path_params["id"])
        seat_param = request.query_params.get("seat")
        seat = None
        if seat_param not in (None, "", "spectator"):
            seat = room.check_seat(seat_param, _token(request))
        if not room.may_read_chat(seat):
            raise ApiError(403, WORDS["chat_closed"])
        return JSONText({"lines": room.chat})

    async def api_chat_say(request: Request) -> Response:
        body = await _body(request)
        room = await tables().get(request.path_params["id"])
        seat = room.check_seat(body.get("seat"), _token(request, body))
        line = await tables().say(room, seat, body.get("text"))
        return JSONText({"ok": True, "line": line})

    async def api_invite(request: Request) -> Response:
        room = await tables().get(request.path_params["id"])
        seat = room.check_seat(request.query_params.get("seat"), _token(request))
        return JSONText({"invite": room.table_info(seat).get("invite")})

    async def api_record(request: Request) -> Response:
        game_id = request.path_params["id"]
        limit("replay", request)
        rec = await tables().finished_record(game_id)
        return JSONText(
            rec.to_json(),
            headers={"content-disposition": f'attachment; filename="innovation-{game_id}.json"'},
        )

    async def api_replay(request: Request) -> Response:
        game_id = request.path_params["id"]
        limit("replay", request)
        rec = await tables().finished_record(game_id)
        step_param = request.query_params.get("step")
        steps = len(rec.answers)
        step = steps if step_param is None else step_number(step_param, steps)
        seat_param = request.query_params.get("seat", "")
        seat: int | None = None
        if seat_param not in ("", "spectator"):
            try:
                seat = seat_number(seat_param)
            except ApiError:
                seat = -1
            if not 0 <= seat < len(rec.players):
                raise ApiError(400, N_("seat must be a player number or 'spectator'"))
            # the game is over: nothing is secret any more
        loop = asyncio.get_running_loop()
        answer = rec.answers[step - 1] if step else None
        # the game before the last answer, to say who gave it to which question
        answered = None
        answered_decision: Decision | None = None
        async with replaying:
            game = await loop.run_in_executor(None, rec.replay, max(0, step - 1))
            if step:
                answered, answered_decision = _answered(game, answer)
                await loop.run_in_executor(None, game.answer_json, answer)
        view = views.revealed(game, views.view(game, seat))
        body = {
            "step": step,
            "steps": len(rec.answers),
            "answer": answer,
            "answered": answered,
            "view": view,
        }
        lang = request.query_params.get("lang")
        if lang is not None:  # the replay page: the step's words in its reader's language
            code = language(lang, request_language(request))
            body["words"] = table_words(game, seat, code, view.get("log", []), pending=True)
            if answered_decision is not None:
                body["words"]["answered"] = words(code, game.edition.name).answer(
                    answered_decision, answered_decision.encode(
                        answered_decision.decode(answer, game.names), game.names))
        return JSONText(body)

    # ---------------------------------------------------------------- WebSocket
    async def ws_game(websocket: WebSocket) -> None:
        client = client_of(websocket)
        if paused.get(client, 0.0) > time.monotonic():
            # it was closed for flooding a moment ago: no WebSocket for a while (refused
            # before the handshake, with HTTP 403: nothing is sent or read)
            await websocket.close(code=1008)
            return
        await websocket.accept()
        most = limits.max_connections_per_client
        if most and connections.get(client, 0) >= most:
            await _ws_refuse(websocket, _ws_error(429, TOO_MANY_SOCKETS,
                                                  request_language(websocket), n=most))
            return
        connections[client] = connections.get(client, 0) + 1
        try:
            await _ws_session(websocket, client)
        finally:
            connections[client] -= 1
            if not connections[client]:
                del connections[client]

    async def _ws_session(websocket: WebSocket, client: str) -> None:
        game_id = websocket.path_params["id"]
        hello: Any = None
        try:
            room = await tables().get(game_id)
            hello = await asyncio.wait_for(_ws_receive(websocket), timeout=30)
            if not isinstance(hello, dict) or hello.get("type") != "hello":
                raise ApiError(400, SAY_HELLO, params={"hello": HELLO})
            seat = hello.get("seat")
            if seat is not None:
                seat = room.check_seat(seat, hello.get("token"))
        except ApiError as exc:
            asked = hello.get("lang") if isinstance(hello, dict) else None
            await _ws_refuse(websocket, {
                "type": "error", "status": exc.status, "message": exc.message,
                "text": exc.text(language(asked, request_language(websocket)))})
            return
        except (StoreUnavailable, SQLAlchemyError) as exc:
            log.error("database: %s", first_line(exc))
            asked = hello.get("lang") if isinstance(hello, dict) else None
            await _ws_refuse(websocket, _ws_error(
                503, DATABASE_DOWN, language(asked, request_language(websocket))))
            return
        except (TimeoutError, WebSocketDisconnect, RuntimeError):
            await _ws_refuse(websocket, _ws_error(
                400, SAY_HELLO, request_language(websocket), hello=HELLO))
            return
        # the game's words in the page's language (its `lang`), else the reader's (cookie,
        # Accept-Language)
        watcher = Watcher(seat, language(hello.get("lang"), request_language(websocket)))
        if hello.get("chat") is True:  # the table page: the server's time (for the clocks)
            watcher.chat = True  # and the chat, as it is said
            watcher.reply({"type": "hello", "now": time.time(), "seat": seat})
            if room.may_read_chat(seat):
                watcher.reply({"type": "chat", "lines": room.chat[-200:], "all": True})
        room.watchers.add(watcher)
        room.active = time.monotonic()
        room.notify_all()  # everyone sees who is online
        sender = asyncio.get_running_loop().create_task(_ws_sender(websocket, room, watcher))
        own_rate = RateLimiter(ws_rate * 60, burst=2 * ws_rate)
        seat_key = f"{room.id} {seat}" if seat is not None else None
        # messages refused in this spell of refusals (it ends after CALM seconds without one)
        refused, last_refused = 0, 0.0
        try:
            while not watcher.overflowed:
                message = await websocket.receive()
                if message["type"] == "websocket.disconnect" or watcher.overflowed:
                    break  # nothing is read after the socket is closed
                if ws_rate and (
                    own_rate.take("")
                    or (seat_key is not None and seat_rates.take(seat_key))
                    or client_rates.take(client)
                ):
                    refused += 1  # and not even parsed
                    last_refused = time.monotonic()
                    if refused == 1:
                        watcher.reply(_ws_error(429, TOO_FAST, watcher.lang, rate=f"{ws_rate:g}"))
                    elif refused > 4 * ws_rate:  # it kept on after being told
                        pause(client)
                        # why, in the reader's language, then the close (its reason in
                        # English: a close frame holds at most 123 bytes)
                        closing = _ws_error(429, CLOSED_TOO_FAST, watcher.lang,
                                            pause=f"{FLOOD_PAUSE:g}")
                        watcher.outbox.append(json.dumps(closing))
                        await _ws_close(websocket, watcher, sender, 1008, closing["message"])
                        break
                    continue
                if refused and time.monotonic() - last_refused > CALM:
                    refused = 0
                try:
                    msg = _ws_parse(message)
                except ApiError as exc:
                    watcher.reply({"type": "error", "status": exc.status, "message": exc.message,
                                   "text": exc.text(watcher.lang)})
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
            room.active = time.monotonic()
            room.notify_all()  # the others' "online" dots
            tables().forget_if_idle(room)

    async def _ws_receive(websocket: WebSocket) -> Any:
        """The next message as JSON; ApiError(400/413) for one that is not acceptable."""
        message = await websocket.receive()
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000))
        return _ws_parse(message)

    def _ws_parse(message: Any) -> Any:
        text = message.get("text")
        return parse_json(text if text is not None else message.get("bytes") or b"")

    async def _ws_request(room: Room, watcher: Watcher, msg: Any) -> None:
        req_id = msg.get("id") if isinstance(msg, dict) else None
        if not isinstance(req_id, (int, str, type(None))) or isinstance(req_id, bool):
            req_id = None
        try:
            if not isinstance(msg, dict):
                raise ApiError(400, N_("a request is a JSON object with a 'type'"))
            kind = msg.get("type")
            if kind == "sync":  # resend the whole log
                watcher.log_sent = 0
                watcher.notify()
                return
            if kind == "ping":
                watcher.reply({"type": "pong", "id": req_id})
                return
            if watcher.seat is None:
                raise ApiError(403, N_("spectators cannot act"))
            if kind == "chat":
                line = await tables().say(room, watcher.seat, msg.get("text"))
                watcher.reply({"type": "ack", "id": req_id, "chat": line["i"]})
                return
            if kind == "answer":
                if "answer" not in msg:
                    raise ApiError(400, N_("an answer request needs 'answer'"))
                n = await tables().answer(
                    room, watcher.seat, None, msg["answer"], msg.get("expect"), trusted=True
                )
            elif kind == "takeback":
                n = await tables().take_back(
                    room, watcher.seat, None, msg.get("expect"), trusted=True
                )
            else:
                raise ApiError(400, N_("unknown request type {kind}"), params={"kind": repr(kind)})
            watcher.reply({"type": "ack", "id": req_id, "n": n})
        except ApiError as exc:
            watcher.reply(
                {"type": "error", "id": req_id, "status": exc.status, "message": exc.message,
                 "text": exc.text(watcher.lang)}
            )

    async def _ws_sender(websocket: WebSocket, room: Room, watcher: Watcher) -> None:
        watcher.wake.set()
        while not watcher.closed:
            await watcher.wake.wait()
            watcher.wake.clear()
            if watcher.closed:
                return
            if watcher.overflowed:  # it sends requests but does not read the replies
                with contextlib.suppress(Exception):
                    await websocket.close(code=1008, reason="too many replies unread")
                return
            try:
                if watcher.stale:
                    watcher.stale = False
                    await websocket.send_text(room.state_message(watcher))
                while watcher.outbox:
                    await websocket.send_text(watcher.outbox.pop(0))
            except Exception:  # the socket is gone; the receiving side will clean up
                return

    async def _ws_close(
        websocket: WebSocket, watcher: Watcher, sender: asyncio.Task[None], code: int, reason: str
    ) -> None:
        """Close from the receiving side: the replies already queued (the reason it is being
        closed) go first, then the close frame; the sender stops."""
        watcher.closed = True
        sender.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await sender
        with contextlib.suppress(Exception):
            for text in watcher.outbox:
                await websocket.send_text(text)
            watcher.outbox.clear()
            await websocket.close(code=code, reason=reason)

    async def _ws_refuse(websocket: WebSocket, refusal: dict[str, Any]) -> None:
        """Send `refusal` (an error message: `message` in English, `text` in the reader's
        language) and close with 4000 + its status."""
        with contextlib.suppress(Exception):
            await websocket.send_text(json.dumps(refusal))
            await websocket.close(code=4000 + refusal["status"])

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
        Route("/api/i18n", api(api_i18n)),
        Route("/api/i18n/{lang}.json", api(api_i18n_catalogue)),
        Route("/i18n/{lang}.js", api(i18n_script)),
        Route("/api/i18n/{lang}/cards/{edition}", api(api_i18n_cards)),
        Route("/api/games", api(api_list), methods=["GET"]),
        Route("/api/games", api(api_create), methods=["POST"]),
        Route("/api/tutorial", api(api_tutorial), methods=["POST"]),
        Route("/api/games/{id}", api(api_game)),
        Route("/api/games/{id}/view", api(api_view)),
        Route("/api/games/{id}/answer", api(api_answer), methods=["POST"]),
        Route("/api/games/{id}/takeback", api(api_take_back), methods=["POST"]),
        Route("/api/games/{id}/record", api(api_record)),
        Route("/api/games/{id}/join", api(api_join), methods=["POST"]),
        Route("/api/games/{id}/fill", api(api_fill), methods=["POST"]),
        Route("/api/games/{id}/cancel", api(api_cancel), methods=["POST"]),
        Route("/api/games/{id}/rematch", api(api_rematch), methods=["POST"]),
        Route("/api/games/{id}/timeout", api(api_timeout), methods=["POST"]),
        Route("/api/games/{id}/chat", api(api_chat_read), methods=["GET"]),
        Route("/api/games/{id}/chat", api(api_chat_say), methods=["POST"]),
        Route("/api/games/{id}/invite", api(api_invite)),
        Route("/api/games/{id}/replay", api(api_replay)),
        WebSocketRoute("/ws/games/{id}", ws_game),
        *coach.routes(api),
        *learn_routes(api, EDITIONS),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    app = Starlette(
        routes=routes, lifespan=lifespan, exception_handlers={HTTPException: not_found}
    )
    guarded = Guard(app, allowed_hosts)
    guarded.state = app.state  # type: ignore[attr-defined] - tests look at app.state.tables
    return guarded
