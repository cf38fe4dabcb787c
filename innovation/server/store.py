"""Persistence: every game's record, seats and accepted answers, in SQLite or PostgreSQL.

Two tables (SQLAlchemy Core):

- ``games``: one row per game — the record's header (edition, players, seed, options, start
  position), each seat's AI setting and the SHA-256 of each seat's secret token (never the token
  itself), and a summary (over, winners) for listing.
- ``answers``: one row per accepted answer, ``(game_id, idx)`` as the primary key, in JSON.

Writes go through one writer thread that commits queued writes together (group commit): each
caller awaits its own write, and the server acknowledges an answer only after the transaction
holding it has committed. A killed server therefore never loses an acknowledged answer, and a
game is rebuilt by replaying its stored answers (`load_record`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    delete,
    event,
    insert,
    inspect,
    select,
    update,
)
from sqlalchemy.engine import Connection, Engine

from ..engine.records import GameRecord

DEFAULT_SQLITE_FILE = "innovation-web.sqlite3"

metadata = MetaData()

games_table = Table(
    "games",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("created", Float, nullable=False),
    Column("updated", Float, nullable=False),
    Column("edition", String(16), nullable=False),
    Column("players", Text, nullable=False),  # JSON list of names
    Column("seed", Integer, nullable=False),
    Column("teams", Boolean, nullable=False),  # any teams at all (what older servers read)
    # each seat's team letter ("ABAB", "AAB"), null without teams; added for the 4th edition's
    # teams of any shape: databases made before it get the column at start-up (`_migrate`)
    Column("team_letters", String(16), nullable=True),
    Column("hide_covered", Boolean, nullable=True),
    Column("start", Text, nullable=True),  # JSON scenario position, if any
    Column("ai", Text, nullable=False),  # JSON list: agent spec per seat, null for people
    Column("tokens", Text, nullable=False),  # JSON list: sha256 hex per seat, null for AIs
    Column("over", Boolean, nullable=False, default=False),
    Column("winners", Text, nullable=False, default="[]"),
    Column("end_reason", Text, nullable=False, default=""),
    Column("n_answers", Integer, nullable=False, default=0),
)

answers_table = Table(
    "answers",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("idx", Integer, primary_key=True, autoincrement=False),
    Column("answer", Text, nullable=False),
    Column("seat", Integer, nullable=False),
    Column("at", Float, nullable=False),
)


def database_url(database: str | None) -> str:
    """A SQLAlchemy URL from the ``--database`` option: a URL, a SQLite file path, or None."""
    if not database:
        return f"sqlite:///{Path(DEFAULT_SQLITE_FILE).resolve()}"
    if "://" not in database:
        return f"sqlite:///{Path(database).resolve()}"
    for prefix in ("postgresql://", "postgres://"):
        if database.startswith(prefix):
            return "postgresql+psycopg://" + database[len(prefix) :]
    return database


@dataclass
class GameRow:
    """A stored game: its record header, seats and answers."""

    id: str
    edition: str
    players: list[str]
    seed: int
    teams: bool | str  # each seat's team letter ("ABAB"), or False
    hide_covered: bool | None
    start: dict[str, Any] | None
    ai: list[str | None]
    tokens: list[str | None]
    created: float = 0.0
    over: bool = False
    winners: list[str] = field(default_factory=list)
    end_reason: str = ""
    answers: list[Any] = field(default_factory=list)

    def record(self) -> GameRecord:
        """The engine's game record of this row (what replays and downloads are made of)."""
        return GameRecord(
            edition=self.edition,
            players=self.players,
            seed=self.seed,
            teams=self.teams,
            hide_covered=self.hide_covered,
            start=self.start,
            answers=self.answers,
        )

    def record_json(self) -> dict[str, Any]:
        return self.record().to_json()


class Store:
    """The database, with a group-committing writer thread."""

    def __init__(self, url: str, durable: bool = True) -> None:
        self.url = url
        self.is_sqlite = url.startswith("sqlite")
        kwargs: dict[str, Any] = {}
        if self.is_sqlite:
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        self.engine: Engine = create_engine(url, **kwargs)
        if self.is_sqlite:
            sync = "FULL" if durable else "NORMAL"

            @event.listens_for(self.engine, "connect")
            def _pragmas(dbapi_conn: Any, _record: Any) -> None:
                cur = dbapi_conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute(f"PRAGMA synchronous={sync}")
                cur.execute("PRAGMA busy_timeout=30000")
                # checkpoints run in their own thread (below), not inside an answer's commit
                cur.execute("PRAGMA wal_autocheckpoint=0")
                cur.close()

        metadata.create_all(self.engine)
        _migrate(self.engine)
        self._stop = threading.Event()
        self._checkpointer: threading.Thread | None = None
        if self.is_sqlite:
            self._checkpointer = threading.Thread(
                target=self._checkpoint_loop, name="innovation-db-checkpoint", daemon=True
            )
            self._checkpointer.start()
        self._queue: queue.Queue[Any] = queue.Queue()
        self._thread = threading.Thread(target=self._writer, name="innovation-db", daemon=True)
        self._thread.start()
        self.commits = 0  # transactions committed by the writer
        self.writes = 0  # writes carried by them

    # ------------------------------------------------------------------ writing
    async def write(self, op: Callable[[Connection], None]) -> None:
        """Run `op` in a committed transaction; returns once it is committed."""
        loop = asyncio.get_running_loop()
        fut: asyncio.Future[None] = loop.create_future()
        self._queue.put((op, loop, fut))
        await fut

    def write_sync(self, op: Callable[[Connection], None]) -> None:
        with self.engine.begin() as conn:
            op(conn)

    def _writer(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            batch = [item]
            while len(batch) < 500:
                try:
                    nxt = self._queue.get_nowait()
                except queue.Empty:
                    break
                if nxt is None:
                    self._queue.put(None)
                    break
                batch.append(nxt)
            try:
                with self.engine.begin() as conn:
                    for op, _, _ in batch:
                        op(conn)
                results: list[BaseException | None] = [None] * len(batch)
                self.commits += 1
                self.writes += len(batch)
            except Exception:  # one bad write: retry each alone so the others still commit
                results = []
                for op, _, _ in batch:
                    try:
                        with self.engine.begin() as conn:
                            op(conn)
                        results.append(None)
                        self.commits += 1
                        self.writes += 1
                    except Exception as exc:  # noqa: BLE001 - handed to the waiting caller
                        results.append(exc)
            for (_, loop, fut), exc in zip(batch, results, strict=True):
                loop.call_soon_threadsafe(_resolve, fut, exc)

    def _checkpoint_loop(self) -> None:
        """Copy the SQLite write-ahead log into the database now and then, without blocking
        the writer (a PASSIVE checkpoint never waits for it)."""
        while not self._stop.wait(2.0):
            try:
                with self.engine.connect() as conn:
                    conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
            except Exception:  # noqa: BLE001 - retried in two seconds
                pass

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(timeout=10)
        self._stop.set()
        if self._checkpointer is not None:
            self._checkpointer.join(timeout=10)
            with contextlib.suppress(Exception), self.engine.connect() as conn:
                conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        self.engine.dispose()

    # ------------------------------------------------------------------ operations
    @staticmethod
    def op_create(row: GameRow) -> Callable[[Connection], None]:
        now = time.time()
        values = {
            "id": row.id,
            "created": row.created or now,
            "updated": now,
            "edition": row.edition,
            "players": json.dumps(row.players),
            "seed": row.seed,
            "teams": bool(row.teams),
            "team_letters": row.teams if isinstance(row.teams, str) else None,
            "hide_covered": row.hide_covered,
            "start": json.dumps(row.start) if row.start is not None else None,
            "ai": json.dumps(row.ai),
            "tokens": json.dumps(row.tokens),
            "over": False,
            "winners": "[]",
            "end_reason": "",
            "n_answers": 0,
        }

        def op(conn: Connection) -> None:
            conn.execute(insert(games_table).values(**values))

        return op

    @staticmethod
    def op_answers(
        game_id: str,
        start: int,
        answers: list[Any],
        seats: list[int],
        over: bool,
        winners: list[str],
        end_reason: str,
        truncate: bool = False,
    ) -> Callable[[Connection], None]:
        """Store answers `start`, `start+1`, ... (after deleting any from `start` on, if
        `truncate`: a take-back), and the game's summary."""
        now = time.time()
        rows = [
            {"game_id": game_id, "idx": start + i, "answer": json.dumps(a), "seat": s, "at": now}
            for i, (a, s) in enumerate(zip(answers, seats, strict=True))
        ]
        summary = {
            "updated": now,
            "over": over,
            "winners": json.dumps(winners),
            "end_reason": end_reason,
            "n_answers": start + len(answers),
        }

        def op(conn: Connection) -> None:
            if truncate:
                conn.execute(
                    delete(answers_table).where(
                        answers_table.c.game_id == game_id, answers_table.c.idx >= start
                    )
                )
            if rows:
                conn.execute(insert(answers_table), rows)
            conn.execute(update(games_table).where(games_table.c.id == game_id).values(**summary))

        return op

    # ------------------------------------------------------------------ reading
    def load(self, game_id: str) -> GameRow | None:
        with self.engine.connect() as conn:
            r = conn.execute(select(games_table).where(games_table.c.id == game_id)).first()
            if r is None:
                return None
            answers = conn.execute(
                select(answers_table.c.idx, answers_table.c.answer)
                .where(answers_table.c.game_id == game_id)
                .order_by(answers_table.c.idx)
            ).all()
        row = _row(r)
        row.answers = [json.loads(a) for _, a in answers]
        if [i for i, _ in answers] != list(range(len(answers))):  # pragma: no cover - corrupt
            raise RuntimeError(f"game {game_id}: its stored answers are not numbered 0..n-1")
        return row

    def list_games(self, over: bool | None = None, limit: int = 200) -> list[dict[str, Any]]:
        q = select(
            games_table.c.id,
            games_table.c.created,
            games_table.c.updated,
            games_table.c.edition,
            games_table.c.players,
            games_table.c.teams,
            games_table.c.team_letters,
            games_table.c.ai,
            games_table.c.over,
            games_table.c.winners,
            games_table.c.end_reason,
            games_table.c.n_answers,
        ).order_by(games_table.c.updated.desc())
        if over is not None:
            q = q.where(games_table.c.over == over)
        q = q.limit(limit)
        with self.engine.connect() as conn:
            rows = conn.execute(q).all()
        return [
            {
                "id": r.id,
                "created": r.created,
                "updated": r.updated,
                "edition": r.edition,
                "players": json.loads(r.players),
                "teams": _teams(r),
                "ai": json.loads(r.ai),
                "over": bool(r.over),
                "winners": json.loads(r.winners),
                "end_reason": r.end_reason,
                "answers": r.n_answers,
            }
            for r in rows
        ]

    def unfinished_ids(self) -> list[str]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(games_table.c.id).where(games_table.c.over == False)  # noqa: E712
            ).all()
        return [r.id for r in rows]


def _row(r: Any) -> GameRow:
    return GameRow(
        id=r.id,
        edition=r.edition,
        players=json.loads(r.players),
        seed=r.seed,
        teams=_teams(r),
        hide_covered=None if r.hide_covered is None else bool(r.hide_covered),
        start=json.loads(r.start) if r.start else None,
        ai=json.loads(r.ai),
        tokens=json.loads(r.tokens),
        created=r.created,
        over=bool(r.over),
        winners=json.loads(r.winners),
        end_reason=r.end_reason,
    )


def _teams(r: Any) -> bool | str:
    """A row's teams: its team letters, or "ABAB" for a team game stored before the letters
    had a column (the only team game there was), or False."""
    if r.team_letters:
        return str(r.team_letters)
    return "ABAB" if r.teams else False


def _migrate(engine: Engine) -> None:
    """Bring a database made by an older version up to date, in place: columns added since
    are added (nullable, so the rows already there stay valid). `create_all` only makes
    missing tables, never missing columns."""
    def columns() -> set[str]:
        return {c["name"] for c in inspect(engine).get_columns("games")}

    if "team_letters" not in columns():
        try:
            with engine.begin() as conn:
                conn.exec_driver_sql("ALTER TABLE games ADD COLUMN team_letters VARCHAR(16)")
        except Exception:
            if "team_letters" not in columns():  # not another server starting at the same time
                raise


def _resolve(fut: asyncio.Future[None], exc: BaseException | None) -> None:
    if fut.done():
        return
    if exc is None:
        fut.set_result(None)
    else:
        fut.set_exception(exc)
