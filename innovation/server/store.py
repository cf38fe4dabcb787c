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

A write that fails for a passing reason (SQLite locked by another program, a PostgreSQL
connection dropped) is retried with back-off for `retry_seconds` before its caller is told
(`StoreUnavailable`). Rows that cannot be read back (damaged by hand or by a disk) raise
`DamagedGame` for that game alone; `list_games` reports them and lists the others.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import sys
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
    func,
    insert,
    inspect,
    or_,
    select,
    update,
)
from sqlalchemy import text as sql_text
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError, OperationalError

from ..engine.deal import DEAL, DEALS, LEGACY_DEAL
from ..engine.records import GameRecord

log = logging.getLogger("innovation.server")

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
    # the seed as far as a 32-bit column holds it (what older servers read); `seed_text` holds
    # it whole (the server's seeds have 128 bits). Both added columns come with the deal of
    # issue 19: databases made before get them at start-up (`_migrate`), null in old rows
    Column("seed", Integer, nullable=False),
    Column("seed_text", Text, nullable=True),
    # the generator the piles were shuffled with (engine/deal.py); null: the legacy one
    Column("deal", String(16), nullable=True),
    Column("teams", Boolean, nullable=False),  # any teams at all (what older servers read)
    # each seat's team letter ("ABAB", "AAB"), null without teams; added for the 4th edition's
    # teams of any shape: databases made before it get the column at start-up (`_migrate`)
    Column("team_letters", String(16), nullable=True),
    Column("hide_covered", Boolean, nullable=True),
    # the expansions played with (JSON list of names, docs/expansions.md), null without any;
    # added for Echoes of the Past: databases made before get it at start-up (`_migrate`)
    Column("expansions", Text, nullable=True),
    Column("start", Text, nullable=True),  # JSON scenario position, if any
    Column("ai", Text, nullable=False),  # JSON list: agent spec per seat, null for people
    Column("tokens", Text, nullable=False),  # JSON list: sha256 hex per seat, null for AIs
    Column("over", Boolean, nullable=False, default=False),
    Column("winners", Text, nullable=False, default="[]"),
    Column("end_reason", Text, nullable=False, default=""),
    Column("n_answers", Integer, nullable=False, default=0),
    # added for several instances on one PostgreSQL (issue 36; `_migrate` adds them, null in
    # older rows, read as 0 / false / none): `version` counts the game's changes (each one a
    # compare-and-set on it, `op_version`), `takebacks` its take-backs (an instance's cached
    # answers are then no longer a prefix of the stored ones), `ai_turn` whether an AI is to
    # move (for the instances that pick up a game whose AI's instance died), `owner` the
    # client that created it (for the per-client limits, which every instance counts here)
    Column("version", Integer, nullable=True),
    Column("takebacks", Integer, nullable=True),
    Column("ai_turn", Boolean, nullable=True),
    Column("owner", Text, nullable=True),
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

# Added for the tables people sit down at together (issue 20). New tables, not new columns: a
# database made before them gets them at start-up from `create_all`, and a game without a
# `seating` row is a table of the old kind (every seat named and given out at creation).
seating_table = Table(
    "seating",
    metadata,
    Column("game_id", String(32), primary_key=True),
    # "open" (waiting for people to take seats), "play", "over", "cancelled", "abandoned"
    Column("state", String(16), nullable=False),
    Column("public", Boolean, nullable=False),  # open seats listed in the lobby
    Column("data", Text, nullable=False),  # JSON: see together.Seating
)

chat_table = Table(
    "chat",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("idx", Integer, primary_key=True, autoincrement=False),
    Column("seat", Integer, nullable=False),
    Column("name", Text, nullable=False),
    Column("text", Text, nullable=False),
    Column("n", Integer, nullable=False),  # the game's answers when it was said (for replays)
    Column("at", Float, nullable=False),
)


# Several instances on one PostgreSQL (issue 36): an AI search of a game is claimed by one
# instance with a lease it renews while it lives (`claim`, `renew_claims`); a claim whose
# lease ran out (its instance died) may be taken by another.
claims_table = Table(
    "claims",
    metadata,
    Column("game_id", String(32), primary_key=True),
    Column("instance", String(32), nullable=False),
    Column("client", Text, nullable=False),
    Column("until", Float, nullable=False),  # Unix time the lease runs out
)

# the channel every change to a game is announced on (payload "GAME_ID VERSION")
CHANNEL = "innovation_games"
# the key of the transaction-level advisory lock that serialises new games' admission
ADMISSION_LOCK = 36_000_036


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


class StoreError(Exception):
    """The database cannot be used at all (at start-up): the message says why, in one line."""


class StoreUnavailable(Exception):
    """A write (or read) failed even after retrying: the database is gone for now."""


class VersionConflict(Exception):
    """A change to a game was made for a version another instance has already moved on from
    (the compare-and-set of `op_version` found another version): nothing was written."""


class DamagedGame(Exception):
    """A game's stored rows cannot be read back or replayed; the other games are fine."""

    def __init__(self, game_id: str, reason: str) -> None:
        super().__init__(f"game {game_id} cannot be resumed: {reason}")
        self.game_id = game_id
        self.reason = reason


def is_transient(exc: BaseException) -> bool:
    """Errors worth retrying: a locked SQLite file, a dropped or refused connection."""
    if isinstance(exc, DBAPIError) and exc.connection_invalidated:
        return True
    return isinstance(exc, OperationalError)


def where(url: str) -> str:
    """The database's address for messages: never its password."""
    return url.split("@")[-1] if "@" in url else url


def first_line(exc: BaseException) -> str:
    text = str(getattr(exc, "orig", None) or exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


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
    deal: str = DEAL  # the generator the piles were shuffled with (engine/deal.py)
    expansions: list[str] = field(default_factory=list)  # e.g. ["echoes"]; none: the base game
    version: int = 0  # changes stored so far (several instances: `op_version`)
    takebacks: int = 0  # take-backs stored so far
    owner: str | None = None  # the client that created it, where it was stored

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
            deal=self.deal,
            expansions=list(self.expansions),
        )

    def record_json(self) -> dict[str, Any]:
        return self.record().to_json()


class Store:
    """The database, with a group-committing writer thread.

    Raises StoreError with a one-line reason if the database cannot be opened (a missing
    driver, an unreachable server, a file that is not a database)."""

    def __init__(
        self,
        url: str,
        durable: bool = True,
        retry_seconds: float = 30.0,
        busy_timeout: float = 30.0,
    ) -> None:
        self.url = url
        self.is_sqlite = url.startswith("sqlite")
        self.retry_seconds = retry_seconds
        self.commits = 0  # transactions committed by the writer
        self.writes = 0  # writes carried by them
        self.retries = 0  # attempts that failed for a passing reason and were tried again
        self.created_new = False  # SQLite: there was no file, an empty one was made
        self.damaged: dict[str, str] | None = None  # from check(): game id -> reason
        kwargs: dict[str, Any] = {}
        path: Path | None = None
        if self.is_sqlite:
            kwargs["connect_args"] = {"check_same_thread": False, "timeout": busy_timeout}
            name = url.split("///", 1)[-1] if "///" in url else ""
            if name and name != ":memory:":
                path = Path(name)
                if not path.parent.is_dir():
                    raise StoreError(f"cannot open the database {path}: no folder {path.parent}")
                self.created_new = not path.exists() or path.stat().st_size == 0
        else:
            kwargs["pool_pre_ping"] = True  # a connection the server dropped is replaced
        try:
            self.engine: Engine = create_engine(url, **kwargs)
        except ModuleNotFoundError as exc:
            if "psycopg" in str(exc):
                raise StoreError(
                    "PostgreSQL needs psycopg; install it with: "
                    f"{Path(sys.executable).name} -m pip install 'psycopg[binary]>=3.1'"
                ) from None
            raise StoreError(f"cannot use the database {where(url)}: {exc}") from None
        except Exception as exc:
            raise StoreError(f"cannot use the database {where(url)}: {first_line(exc)}") from None
        # several instances may share a PostgreSQL database: every change is then checked
        # against the game's version and announced (NOTIFY) to the other instances
        self.shared = self.engine.dialect.name == "postgresql"
        self._lock_file: Any = None
        self.sqlite_path = path
        if self.is_sqlite:
            sync = "FULL" if durable else "NORMAL"
            busy_ms = int(busy_timeout * 1000)

            @event.listens_for(self.engine, "connect")
            def _pragmas(dbapi_conn: Any, _record: Any) -> None:
                cur = dbapi_conn.cursor()
                cur.execute("PRAGMA journal_mode=WAL")
                cur.execute(f"PRAGMA synchronous={sync}")
                cur.execute(f"PRAGMA busy_timeout={busy_ms}")
                # checkpoints run in their own thread (below), not inside an answer's commit
                cur.execute("PRAGMA wal_autocheckpoint=0")
                cur.close()

        try:
            metadata.create_all(self.engine)
            _migrate(self.engine)
        except Exception as exc:
            self.engine.dispose()
            reason = first_line(exc)
            if self.is_sqlite and "not a database" in reason:
                reason = f"the file is not a SQLite database (damaged?): {reason}"
            raise StoreError(f"cannot open the database {where(url)}: {reason}") from None
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
            results: list[BaseException | None]
            try:
                self._commit_retrying([op for op, _, _ in batch])
                results = [None] * len(batch)
            except StoreUnavailable as exc:  # the database is gone: every write fails alike
                results = [exc] * len(batch)
            except Exception:  # one bad write: retry each alone so the others still commit
                results = []
                for op, _, _ in batch:
                    try:
                        self._commit_retrying([op])
                        results.append(None)
                    except Exception as exc:  # noqa: BLE001 - handed to the waiting caller
                        results.append(exc)
            for (_, loop, fut), exc in zip(batch, results, strict=True):
                with contextlib.suppress(RuntimeError):  # a closed event loop: nobody waits
                    loop.call_soon_threadsafe(_resolve, fut, exc)

    def _commit_retrying(self, ops: list[Callable[[Connection], None]]) -> None:
        """Commit `ops` in one transaction, retrying passing failures with back-off (50 ms,
        doubling, at most 2 s apart) for `retry_seconds`; then raise StoreUnavailable."""
        deadline = time.monotonic() + self.retry_seconds
        delay = 0.05
        while True:
            try:
                with self.engine.begin() as conn:
                    for op in ops:
                        op(conn)
                self.commits += 1
                self.writes += len(ops)
                return
            except Exception as exc:
                if not is_transient(exc):
                    raise
                if self._stop.is_set() or time.monotonic() + delay > deadline:
                    raise StoreUnavailable(
                        f"the database is unavailable ({first_line(exc)})"
                    ) from exc
                self.retries += 1
                log.warning("database write failed, retrying in %.2f s: %s", delay,
                            first_line(exc))
                time.sleep(delay)
                delay = min(delay * 2, 2.0)

    def _checkpoint_loop(self) -> None:
        """Copy the SQLite write-ahead log into the database now and then, without blocking
        the writer (a PASSIVE checkpoint never waits for it)."""
        while not self._stop.wait(2.0):
            try:
                with self.engine.connect() as conn:
                    conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
            except Exception:  # noqa: BLE001 - retried in two seconds
                pass

    def lock_single_instance(self) -> None:
        """SQLite serves one instance: hold an exclusive lock on a file beside the database
        for as long as this store is open, so that a second `innovation serve` on the same
        file refuses to start (StoreError, one line) instead of serving stale games."""
        if not self.is_sqlite or self.sqlite_path is None or self._lock_file is not None:
            return
        import fcntl

        lock_path = self.sqlite_path.with_name(self.sqlite_path.name + ".lock")
        handle = open(lock_path, "a+")  # noqa: SIM115 - held open while the server runs
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            handle.close()
            raise StoreError(
                f"the database {self.sqlite_path} is in use by another innovation serve "
                "(a SQLite file serves one instance); to run several instances, give them "
                "one PostgreSQL database: --database postgresql://user:password@host/name"
            ) from None
        self._lock_file = handle

    def close(self) -> None:
        if self._lock_file is not None:
            self._lock_file.close()  # the lock goes with it
            self._lock_file = None
        self._stop.set()  # a write being retried gives up now
        self._queue.put(None)
        self._thread.join(timeout=10)
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
            "seed": row.seed & 0x7FFFFFFF,
            "seed_text": str(row.seed),
            "deal": row.deal,
            "teams": bool(row.teams),
            "team_letters": row.teams if isinstance(row.teams, str) else None,
            "hide_covered": row.hide_covered,
            "expansions": json.dumps(list(row.expansions)) if row.expansions else None,
            "start": json.dumps(row.start) if row.start is not None else None,
            "ai": json.dumps(row.ai),
            "tokens": json.dumps(row.tokens),
            "over": False,
            "winners": "[]",
            "end_reason": "",
            "n_answers": 0,
            "version": 0,
            "takebacks": 0,
            "owner": row.owner,
        }

        def op(conn: Connection) -> None:
            conn.execute(insert(games_table).values(**values))

        return op

    # ------------------------------- several instances on one PostgreSQL (issue 36)
    @staticmethod
    def op_version(game_id: str, expected: int | None, version_to: int | None = None
                   ) -> Callable[[Connection], None]:
        """Compare-and-set the game's version: from `expected` to `expected + 1` (None: from
        whatever it is, for a change no instance holds the game for), and announce the new
        version on CHANNEL, delivered when the transaction commits. VersionConflict if the
        stored version is not `expected`: another instance changed the game first, and the
        whole transaction is rolled back."""

        def op(conn: Connection) -> None:
            version = func.coalesce(games_table.c.version, 0)
            q = update(games_table).where(games_table.c.id == game_id)
            if expected is not None:
                q = q.where(version == expected)
            done = conn.execute(q.values(version=version + 1).returning(games_table.c.version))
            got = done.first()
            if got is None:
                raise VersionConflict(game_id)
            conn.execute(sql_text("SELECT pg_notify(:channel, :payload)"),
                         {"channel": CHANNEL, "payload": f"{game_id} {got[0]}"})

        return op

    @staticmethod
    def op_turn(game_id: str, ai_turn: bool, takeback: bool = False) -> Callable[[Connection], None]:
        """Whether an AI is to move now (and one more take-back, if `takeback`)."""

        def op(conn: Connection) -> None:
            values: dict[str, Any] = {"ai_turn": ai_turn}
            if takeback:
                values["takebacks"] = func.coalesce(games_table.c.takebacks, 0) + 1
            conn.execute(update(games_table).where(games_table.c.id == game_id).values(**values))

        return op

    def load_version(self, game_id: str) -> int | None:
        """The game's stored version (None: no such game)."""
        with self.engine.connect() as conn:
            r = conn.execute(
                select(games_table.c.version).where(games_table.c.id == game_id)
            ).first()
        return None if r is None else int(r[0] or 0)

    def load_changes(self, game_id: str, n_answers: int, n_chat: int) -> dict[str, Any] | None:
        """What changed in a game an instance holds: its version, take-backs, seats, the
        answers from `n_answers` on, the seating, the chat lines from `n_chat` on; read in one
        snapshot (REPEATABLE READ), so the version matches what is read with it."""
        with self.engine.connect() as conn:
            if self.shared:
                conn = conn.execution_options(isolation_level="REPEATABLE READ")
            with conn.begin():
                r = conn.execute(select(games_table).where(games_table.c.id == game_id)).first()
                if r is None:
                    return None
                answers = conn.execute(
                    select(answers_table.c.idx, answers_table.c.answer)
                    .where(answers_table.c.game_id == game_id, answers_table.c.idx >= n_answers)
                    .order_by(answers_table.c.idx)
                ).all()
                seat_row = conn.execute(
                    select(seating_table).where(seating_table.c.game_id == game_id)
                ).first()
                chat = conn.execute(
                    select(chat_table)
                    .where(chat_table.c.game_id == game_id, chat_table.c.idx >= n_chat)
                    .order_by(chat_table.c.idx)
                ).all()
        seating = None
        if seat_row is not None:
            seating = _text_json(seat_row.data)
            if not isinstance(seating, dict):
                raise ValueError("a seating row is not a JSON object")
            seating["state"] = str(seat_row.state)
            seating["public"] = bool(seat_row.public)
        if [i for i, _ in answers] != list(range(n_answers, n_answers + len(answers))):
            raise DamagedGame(game_id, "its stored answers are not numbered 0, 1, 2, ...")
        return {
            "version": int(r.version or 0),
            "takebacks": int(r.takebacks or 0),
            "players": _text_json(r.players),
            "ai": _text_json(r.ai),
            "tokens": _text_json(r.tokens),
            "over": bool(r.over),
            "n_answers": int(r.n_answers),
            "answers": [_text_json(a) for _, a in answers],
            "seating": seating,
            "chat": [
                {"i": c.idx, "seat": c.seat, "name": _text(c.name), "text": _text(c.text),
                 "n": c.n, "at": c.at}
                for c in chat
            ],
        }

    def claim(self, game_id: str, instance: str, client: str, lease: float) -> bool:
        """Claim the AI searches of a game for `instance` for `lease` seconds: True if it is
        now this instance's (unclaimed, its lease run out, or already its own)."""
        now = time.time()
        with self.engine.begin() as conn:
            done = conn.execute(
                pg_insert(claims_table)
                .values(game_id=game_id, instance=instance, client=client, until=now + lease)
                .on_conflict_do_update(
                    index_elements=[claims_table.c.game_id],
                    set_={"instance": instance, "client": client, "until": now + lease},
                    where=or_(claims_table.c.until < now, claims_table.c.instance == instance),
                )
            )
            return bool(done.rowcount)

    def release(self, game_id: str, instance: str) -> None:
        """Give up this instance's claim on a game (its AI has nothing to do for now)."""
        with self.engine.begin() as conn:
            conn.execute(delete(claims_table).where(
                claims_table.c.game_id == game_id, claims_table.c.instance == instance
            ))

    def drop_claims(self, instance: str) -> None:
        """Give up every claim of `instance` (it is shutting down)."""
        with self.engine.begin() as conn:
            conn.execute(delete(claims_table).where(claims_table.c.instance == instance))

    def renew_claims(self, instance: str, lease: float) -> int:
        """Extend every claim of `instance` by `lease` seconds from now (it is alive)."""
        with self.engine.begin() as conn:
            done = conn.execute(
                update(claims_table).where(claims_table.c.instance == instance)
                .values(until=time.time() + lease)
            )
        return int(done.rowcount or 0)

    def orphans(self, grace: float, limit: int = 50) -> list[str]:
        """Unfinished games whose AI is to move, with no live claim, unchanged for `grace`
        seconds: their instance died (or never claimed them); another one moves them on."""
        now = time.time()
        q = (
            select(games_table.c.id)
            .select_from(games_table.outerjoin(
                claims_table, claims_table.c.game_id == games_table.c.id
            ))
            .where(
                games_table.c.over == False,  # noqa: E712
                games_table.c.ai_turn == True,  # noqa: E712
                games_table.c.updated < now - grace,
                or_(claims_table.c.until.is_(None), claims_table.c.until < now),
            )
            .order_by(games_table.c.updated)
            .limit(limit)
        )
        with self.engine.connect() as conn:
            return [r.id for r in conn.execute(q).all()]

    @staticmethod
    def live_counts(conn: Connection, client: str | None) -> tuple[int, int, int, int]:
        """In a transaction: the games in play (all, AI-only), and of those the ones
        `client` created (all, AI-only), as every instance stored them. A game's AI list is
        JSON with null for each person: an AI-only game's has no null."""
        ai_only = ~games_table.c.ai.like("%null%")
        live = games_table.c.over == False  # noqa: E712

        def count(*conds: Any) -> int:
            return int(conn.execute(select(func.count()).select_from(games_table)
                                    .where(live, *conds)).scalar() or 0)

        mine = (games_table.c.owner == client,) if client is not None else None
        return (
            count(),
            count(ai_only),
            count(*mine) if mine else 0,
            count(ai_only, *mine) if mine else 0,
        )

    @staticmethod
    def lock_admission(conn: Connection) -> None:
        """In a transaction: wait for the other instances' admissions to commit (a
        transaction-level advisory lock), so that counting then inserting is one step."""
        conn.execute(sql_text("SELECT pg_advisory_xact_lock(:key)"), {"key": ADMISSION_LOCK})

    @staticmethod
    def chat_said(conn: Connection, game_id: str, seat: int, since: float) -> list[float]:
        """In a transaction: when `seat` spoke in a game since `since` (Unix times)."""
        rows = conn.execute(
            select(chat_table.c.at).where(
                chat_table.c.game_id == game_id, chat_table.c.seat == seat,
                chat_table.c.at > since,
            ).order_by(chat_table.c.at)
        ).all()
        return [float(r.at) for r in rows]

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

    # ------------------------------- tables people sit down at together (issue 20)
    @staticmethod
    def op_seating(game_id: str, state: str, public: bool, data: dict[str, Any]) -> Callable[[Connection], None]:
        """Write a game's seating row (insert or replace)."""
        values = {"state": state, "public": public, "data": json.dumps(data)}

        def op(conn: Connection) -> None:
            done = conn.execute(
                update(seating_table).where(seating_table.c.game_id == game_id).values(**values)
            )
            if not done.rowcount:
                conn.execute(insert(seating_table).values(game_id=game_id, **values))

        return op

    @staticmethod
    def op_seats(
        game_id: str, players: list[str], ai: list[str | None], tokens: list[str | None]
    ) -> Callable[[Connection], None]:
        """A seat taken or given to an AI before the game starts: the names, AIs, token hashes."""
        values = {
            "players": json.dumps(players),
            "ai": json.dumps(ai),
            "tokens": json.dumps(tokens),
            "updated": time.time(),
        }

        def op(conn: Connection) -> None:
            conn.execute(update(games_table).where(games_table.c.id == game_id).values(**values))

        return op

    @staticmethod
    def op_close(game_id: str, reason: str) -> Callable[[Connection], None]:
        """A table closed without an end by the rules ("cancelled", "abandoned"): it leaves the
        games in play, and its seating row says why."""

        def op(conn: Connection) -> None:
            conn.execute(
                update(games_table)
                .where(games_table.c.id == game_id)
                .values(over=True, end_reason=reason, winners="[]", updated=time.time())
            )
            conn.execute(
                update(seating_table).where(seating_table.c.game_id == game_id).values(state=reason)
            )

        return op

    @staticmethod
    def op_chat(game_id: str, line: dict[str, Any]) -> Callable[[Connection], None]:
        values = {k: line[k] for k in ("seat", "name", "text", "n", "at")}

        def op(conn: Connection) -> None:
            conn.execute(insert(chat_table).values(game_id=game_id, idx=line["i"], **values))

        return op

    def load_seating(self, game_id: str) -> dict[str, Any] | None:
        """A game's seating (its JSON data with `state` and `public`), None for a table of the
        old kind."""
        with self.engine.connect() as conn:
            r = conn.execute(
                select(seating_table).where(seating_table.c.game_id == game_id)
            ).first()
        if r is None:
            return None
        data = _text_json(r.data)
        if not isinstance(data, dict):
            raise ValueError("a seating row is not a JSON object")
        data["state"] = str(r.state)
        data["public"] = bool(r.public)
        return data

    def load_chat(self, game_id: str) -> list[dict[str, Any]]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(chat_table).where(chat_table.c.game_id == game_id).order_by(chat_table.c.idx)
            ).all()
        return [
            {"i": r.idx, "seat": r.seat, "name": _text(r.name), "text": _text(r.text),
             "n": r.n, "at": r.at}
            for r in rows
        ]

    def quiet_ids(self, before: float) -> list[str]:
        """Games not over, with a person in them, whose row last changed before `before` (wall
        time): candidates for closing as abandoned (AI-only games move by themselves)."""
        q = select(games_table.c.id, games_table.c.ai).where(
            games_table.c.over == False, games_table.c.updated < before  # noqa: E712
        )
        with self.engine.connect() as conn:
            rows = conn.execute(q).all()
        out = []
        for r in rows:
            try:
                ai = json.loads(r.ai)
            except (TypeError, ValueError):
                continue  # a damaged row: listed as such, never closed
            if isinstance(ai, list) and not all(ai):
                out.append(r.id)
        return out

    # ------------------------------------------------------------------ reading
    def load(self, game_id: str) -> GameRow | None:
        """The game's row and answers, None if there is no such game; DamagedGame if its rows
        cannot be read back."""
        with self.engine.connect() as conn:
            r = conn.execute(select(games_table).where(games_table.c.id == game_id)).first()
            if r is None:
                return None
            answers = conn.execute(
                select(answers_table.c.idx, answers_table.c.answer)
                .where(answers_table.c.game_id == game_id)
                .order_by(answers_table.c.idx)
            ).all()
        try:
            row = _row(r)
        except (ValueError, TypeError) as exc:
            raise DamagedGame(game_id, f"its stored row is not readable ({exc})") from None
        if [i for i, _ in answers] != list(range(len(answers))):
            raise DamagedGame(game_id, "its stored answers are not numbered 0, 1, 2, ...")
        try:
            row.answers = [_text_json(a) for _, a in answers]
        except ValueError as exc:
            raise DamagedGame(game_id, f"a stored answer is not readable ({exc})") from None
        return row

    def list_games(
        self,
        over: bool | None = None,
        limit: int = 200,
        offset: int = 0,
        status: str | None = None,
    ) -> list[dict[str, Any]]:
        """The newest games; a row that cannot be read is listed with `damaged` (its reason)
        instead of failing the whole list. `status`: "open" (public tables with open seats),
        "live" (in play), "over" (finished, cancelled or abandoned); `over` is the older form
        of the last two. A private table waiting for people is never listed."""
        if over is not None and status is None:
            status = "over" if over else "live"
        q = (
            select(
                games_table.c.id,
                games_table.c.created,
                games_table.c.updated,
                games_table.c.edition,
                games_table.c.players,
                games_table.c.teams,
                games_table.c.team_letters,
                games_table.c.expansions,
                games_table.c.ai,
                games_table.c.over,
                games_table.c.winners,
                games_table.c.end_reason,
                games_table.c.n_answers,
                seating_table.c.state.label("seating_state"),
                seating_table.c.public.label("seating_public"),
                seating_table.c.data.label("seating_data"),
            )
            .select_from(games_table.outerjoin(
                seating_table, seating_table.c.game_id == games_table.c.id
            ))
            .where(or_(
                seating_table.c.state.is_(None),
                seating_table.c.state != "open",
                seating_table.c.public == True,  # noqa: E712
            ))
            .order_by(games_table.c.updated.desc(), games_table.c.id)
        )
        if status == "open":
            q = q.where(seating_table.c.state == "open")
        elif status == "live":
            q = q.where(games_table.c.over == False, or_(  # noqa: E712
                seating_table.c.state.is_(None), seating_table.c.state != "open"
            ))
        elif status == "over":
            q = q.where(games_table.c.over == True)  # noqa: E712
        q = q.limit(limit).offset(offset)
        with self.engine.connect() as conn:
            rows = conn.execute(q).all()
        out = []
        for r in rows:
            try:
                entry = {
                    "id": r.id,
                    "created": r.created,
                    "updated": r.updated,
                    "edition": r.edition,
                    "players": _text_json(r.players),
                    "teams": _teams(r),
                    "expansions": _expansions(r.expansions),
                    "ai": _text_json(r.ai),
                    "over": bool(r.over),
                    "winners": _text_json(r.winners),
                    "end_reason": _text(r.end_reason),
                    "answers": r.n_answers,
                }
                if not isinstance(entry["players"], list) or not isinstance(entry["ai"], list):
                    raise ValueError("players and AIs are not lists")
                state = r.seating_state or ("over" if r.over else "play")
                entry["state"] = state
                entry["public"] = bool(r.seating_public)
                seating = _text_json(r.seating_data) if r.seating_data else {}
                opened = seating.get("open") if isinstance(seating, dict) else None
                entry["open"] = (
                    [i for i, o in enumerate(opened) if o] if state == "open" and opened else []
                )
            except (ValueError, TypeError) as exc:
                entry = {
                    "id": _text(r.id) if isinstance(r.id, str) else "?",
                    "created": r.created,
                    "updated": r.updated,
                    "edition": r.edition if isinstance(r.edition, str) else "?",
                    "players": [],
                    "teams": False,
                    "expansions": [],
                    "ai": [],
                    "over": bool(r.over),
                    "winners": [],
                    "end_reason": "",
                    "answers": r.n_answers,
                    "state": "over" if r.over else "play",
                    "public": False,
                    "open": [],
                    "damaged": f"its stored row is not readable ({exc})",
                }
            out.append(entry)
        return out

    def unfinished_ids(self, limit: int | None = None) -> list[str]:
        """Unfinished games, the most recently played first."""
        q = (
            select(games_table.c.id)
            .where(games_table.c.over == False)  # noqa: E712
            .order_by(games_table.c.updated.desc())
        )
        if limit:
            q = q.limit(limit)
        with self.engine.connect() as conn:
            rows = conn.execute(q).all()
        return [r.id for r in rows]

    def check(self) -> tuple[int, dict[str, str]]:
        """At start-up: the number of games, and the games whose rows cannot be read (id ->
        reason). Raises StoreError if the file itself is damaged."""
        if self.is_sqlite:
            try:
                with self.engine.connect() as conn:
                    result = [r[0] for r in conn.exec_driver_sql("PRAGMA quick_check").all()]
            except Exception as exc:
                raise StoreError(f"the database {where(self.url)} is damaged: "
                                 f"{first_line(exc)}") from None
            if result != ["ok"]:
                raise StoreError(
                    f"the database {where(self.url)} is damaged (SQLite's quick_check: "
                    f"{'; '.join(result[:3])}); restore it from a backup or move it away"
                )
        damaged: dict[str, str] = {}
        count = 0
        try:
            with self.engine.connect() as conn:
                for r in conn.execute(select(games_table)):
                    count += 1
                    try:
                        _row(r)
                    except (ValueError, TypeError) as exc:
                        damaged[str(r.id)] = f"its stored row is not readable ({exc})"
        except Exception as exc:
            raise StoreError(f"cannot read the database {where(self.url)}: "
                             f"{first_line(exc)}") from None
        self.damaged = damaged
        return count, damaged


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"expected text, found {type(value).__name__}")
    value.encode("utf-8")  # a lone surrogate raises UnicodeEncodeError, a ValueError
    return value


def _text_json(value: Any) -> Any:
    """JSON from the database, refusing what could not be sent back (invalid Unicode)."""
    data = json.loads(_text(value))
    _text(json.dumps(data, ensure_ascii=False))
    return data


def _row(r: Any) -> GameRow:
    players = _text_json(r.players)
    ai = _text_json(r.ai)
    tokens = _text_json(r.tokens)
    if not (isinstance(players, list) and isinstance(ai, list) and isinstance(tokens, list)
            and len(players) == len(ai) == len(tokens)):
        raise ValueError("players, AIs and tokens do not match")
    return GameRow(
        id=r.id,
        edition=r.edition,
        players=players,
        seed=int(_text(r.seed_text)) if r.seed_text is not None else r.seed,
        deal=_deal(r.deal),
        teams=_teams(r),
        expansions=_expansions(r.expansions),
        hide_covered=None if r.hide_covered is None else bool(r.hide_covered),
        start=_text_json(r.start) if r.start else None,
        ai=ai,
        tokens=tokens,
        created=r.created,
        over=bool(r.over),
        winners=_text_json(r.winners),
        end_reason=r.end_reason,
        version=int(getattr(r, "version", None) or 0),
        takebacks=int(getattr(r, "takebacks", None) or 0),
        owner=getattr(r, "owner", None),
    )


def _expansions(value: Any) -> list[str]:
    """A row's expansions: null in rows without any (and in rows stored before the column)."""
    if value is None:
        return []
    names = _text_json(value)
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ValueError("the expansions are not a list of names")
    return names


def _teams(r: Any) -> bool | str:
    """A row's teams: its team letters, or "ABAB" for a team game stored before the letters
    had a column (the only team game there was), or False."""
    if r.team_letters:
        return str(r.team_letters)
    return "ABAB" if r.teams else False


def _deal(value: Any) -> str:
    """A row's deal: null in rows stored before the deal had a column (the legacy generator)."""
    if value is None:
        return LEGACY_DEAL
    if value not in DEALS:
        raise ValueError(f"unknown deal {value!r}")
    return str(value)


# columns added since the first version: (name, SQL type), added to older databases at start-up
ADDED_COLUMNS = (
    ("team_letters", "VARCHAR(16)"),
    ("seed_text", "TEXT"),
    ("deal", "VARCHAR(16)"),
    ("expansions", "TEXT"),
    ("version", "INTEGER"),
    ("takebacks", "INTEGER"),
    ("ai_turn", "BOOLEAN"),
    ("owner", "TEXT"),
)


def _migrate(engine: Engine) -> None:
    """Bring a database made by an older version up to date, in place: columns added since
    are added (nullable, so the rows already there stay valid). `create_all` only makes
    missing tables, never missing columns."""
    def columns() -> set[str]:
        return {c["name"] for c in inspect(engine).get_columns("games")}

    for name, kind in ADDED_COLUMNS:
        if name in columns():
            continue
        try:
            with engine.begin() as conn:
                conn.exec_driver_sql(f"ALTER TABLE games ADD COLUMN {name} {kind}")
        except Exception:
            if name not in columns():  # not another server starting at the same time
                raise


def _resolve(fut: asyncio.Future[None], exc: BaseException | None) -> None:
    if fut.done():
        return
    if exc is None:
        fut.set_result(None)
    else:
        fut.set_exception(exc)
