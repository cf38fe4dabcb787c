"""Several instances on one PostgreSQL (issue 36): how an instance hears the others' changes.

Every committed change to a game announces the game's new version on `store.CHANNEL`
(`Store.op_version`, a `pg_notify` in the change's own transaction, delivered on commit). Each
instance LISTENs on its own connection (psycopg's asynchronous one, beside SQLAlchemy's pool)
and hands each announcement to its tables (`LiveGames.heard`), which bring the room they hold
up to that version and tell its watchers. A connection that drops is opened again with
back-off; since announcements made meanwhile are lost, the tables are then asked to check
every room they hold against the database (`LiveGames.caught_up`), so no change goes unheard.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

from sqlalchemy.engine import make_url

from .store import CHANNEL

log = logging.getLogger("innovation.server")


def libpq_url(url: str) -> str:
    """A SQLAlchemy PostgreSQL URL (``postgresql+psycopg://...``) as libpq takes it."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


class Listener:
    """LISTEN on `CHANNEL` until stopped: `heard(game_id, version)` for each announcement,
    `reconnected()` after each new connection but the first (to catch up what was missed)."""

    def __init__(
        self,
        url: str,
        heard: Callable[[str, int], None],
        reconnected: Callable[[], Awaitable[None]],
    ) -> None:
        self.url = libpq_url(url)
        self.heard = heard
        self.reconnected = reconnected
        self.connected = asyncio.Event()  # set while listening (tests wait for it)
        self.connections = 0  # connections made so far
        self._task: asyncio.Task[None] | None = None
        self._conn: object | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        import psycopg

        delay = 0.1
        while True:
            try:
                conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True)
            except (psycopg.Error, OSError) as exc:
                log.warning("listening for other instances' changes: %s; again in %.1f s",
                            str(exc).strip().splitlines()[0] if str(exc).strip() else exc, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 5.0)
                continue
            self._conn = conn
            try:
                async with conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.connections += 1
                    self.connected.set()
                    delay = 0.1
                    if self.connections > 1:  # announcements may have been missed
                        await self.reconnected()
                    async for note in conn.notifies():
                        game_id, _, version = note.payload.partition(" ")
                        try:
                            self.heard(game_id, int(version))
                        except Exception:  # one bad announcement must not stop the others
                            log.exception("handling the change of game %s", game_id)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # noqa: BLE001 - the connection dropped: open another
                log.warning("listening for other instances' changes stopped (%s); "
                            "reconnecting", str(exc).strip().splitlines()[0] if str(exc).strip()
                            else type(exc).__name__)
            finally:
                self.connected.clear()
                self._conn = None
            await asyncio.sleep(delay)
            delay = min(delay * 2, 5.0)

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
            self._task = None
