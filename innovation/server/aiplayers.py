"""The AI players: which agents exist, making them, and moving them in live games."""

from __future__ import annotations

import asyncio
import functools
import hashlib
import logging
import re
import time
from typing import TYPE_CHECKING, Any

from ..engine.decisions import ACTION, IllegalAnswer
from ..engine.game import EngineError, Game
from ..text.catalog import N_
from . import aiwork
from .aiwork import restore_agent
from .inputs import ApiError
from .tablebase import Conflict, TablesBase
from .takeback import _mark

if TYPE_CHECKING:
    from .room import Room

log = logging.getLogger("innovation.server")


def available_agents() -> list[str]:
    """The agent names the engine offers (stronger ones appear once they are installed)."""
    from .. import agents

    try:
        agents._load_optional()
    except Exception:  # pragma: no cover - an optional agent failing to import
        log.exception("loading optional agents")
    return sorted(agents.AGENTS)


def agent_seed(seed: int, seat: int) -> int:
    """An AI seat's own seed, derived from the game's by a hash: what the AI's random choices
    show says nothing about the game's seed (and so about the deal)."""
    digest = hashlib.sha256(f"innovation-agent\x00{seed}\x00{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def make_ai(spec: str, seed: int) -> Any:
    """The agent `spec` names (`agents.make_agent`), seeded where it takes a seed."""
    from ..agents import make_agent

    try:
        return make_agent(spec, seed=seed)
    except TypeError:  # an agent that takes no seed
        return make_agent(spec)


def make_agents(seed: int, ai: list[str | None]) -> dict[int, Any]:
    """The game's AI players by seat, each with its own seed (`agent_seed`)."""
    return {seat: make_ai(spec, seed=agent_seed(seed, seat)) for seat, spec in enumerate(ai) if spec}


# several instances: how long an instance's claim on a game's AI searches lasts unless it
# renews it (it does every second while alive: `LiveGames._shared_loop`)
CLAIM_LEASE = 10.0

AI_NAMES = ["Ada", "Brunel", "Curie", "Darwin", "Euler", "Faraday"]


def check_ai_spec(spec: Any) -> str:
    """An AI seat's level as a request gives it, checked by making one (400 with the reason)."""
    if not isinstance(spec, str) or not spec or len(spec) > 40:
        raise ApiError(400, N_("an AI seat's level is a name like 'random' or 'ismcts:2'"))
    name, _, level = spec.partition(":")
    if level and not re.fullmatch(r"[1-9]", level):
        raise ApiError(400, N_("an AI's level is one digit, like 'ismcts:2'"))
    names = available_agents()
    if name not in names:
        raise ApiError(400, N_("unknown AI {name}; available: {names}"),
                       params={"name": repr(name), "names": ", ".join(names)})
    try:
        make_ai(spec, 0)
    except Exception as exc:
        raise ApiError(400, N_("cannot make AI {spec}: {reason}"),
                       params={"spec": repr(spec), "reason": str(exc)}) from None
    return spec


class AIPlayers(TablesBase):
    """The tables' side of the AI players: a task per room moves its AIs while it is their turn."""

    def warm_workers(self) -> None:
        """Start the AI worker processes (in a thread, at start-up); a failure is logged, and
        each search tries again to start its worker."""
        try:
            self.scheduler.start_workers()
        except Exception:
            log.exception("the AI worker processes could not be started")

    def schedule_ai(self, room: Room) -> None:
        """Start the room's AI task if an AI is to decide and no task is moving it yet."""
        d = room.game.decision
        if d is None or d.player not in room.agents or self.closing or room.pending or room.closed:
            return
        if not self.serves_ai:  # several instances: the others' workers search
            return
        if room.ai_task is not None and not room.ai_task.done():
            return
        room.ai_task = asyncio.get_running_loop().create_task(self._ai_claimed(room))

    async def _ai_claimed(self, room: Room) -> None:
        """`_ai_loop`, with several instances only once the game's AI searches are claimed
        for this instance (a lease in the database, renewed while it lives): the AI moves at
        one instance only, and at another once this one dies."""
        if not self.shared:
            await self._ai_loop(room)
            return
        loop = asyncio.get_running_loop()
        try:
            mine = await loop.run_in_executor(
                None, self.store.claim, room.id, self.instance, room.client, CLAIM_LEASE
            )
        except Exception as exc:  # noqa: BLE001 - tried again by the orphans' sweep
            log.warning("game %s: cannot claim its AI: %s", room.id, exc)
            return
        if not mine:
            return  # another instance's AI is moving it
        self.claimed.add(room.id)
        try:
            await self._ai_loop(room)
        finally:
            self.claimed.discard(room.id)
            if not self.closing:
                try:
                    await loop.run_in_executor(None, self.store.release, room.id, self.instance)
                except Exception as exc:  # noqa: BLE001 - its lease runs out by itself
                    log.warning("game %s: cannot release its AI claim: %s", room.id, exc)

    async def _ai_loop(self, room: Room) -> None:
        """Move the room's AI players while it is their decision. Never dies of a database
        failure: the answer is kept and stored again after a pause (the game stays as it was
        meanwhile, and the table says why it waits)."""
        pause = 0.5
        kept: tuple[int, Any] | None = None  # (version, answer) chosen but not yet stored
        while not self.closing:
            game = room.game
            d = game.decision
            if d is None or d.player not in room.agents or room.closed:
                return
            version = room.version
            if kept is None and self.ai_delay:
                await asyncio.sleep(self.ai_delay)
            ready = time.perf_counter()
            agent = room.agents[d.player]
            searched: float | None = None  # seconds the search took, in its worker
            if kept is not None and kept[0] == version:
                choice = kept[1]
            else:
                choice, searched = await self._think(room, agent, game, d)
            async with room.lock:
                if room.version != version:
                    kept = None
                    continue  # a take-back (or another change) happened meanwhile
                new = self._apply_ai(room, choice)
                if new is None:
                    room.error = N_("an AI player could not move (an engine error); see the log")
                    room.version += 1
                    room.notify_all()
                    return
                try:
                    await self.commit(room, new, [_mark(new, room.marks[-1])], [d.player])
                except Conflict:  # another instance changed the game first: look again
                    kept = None
                    continue
                except ApiError as exc:  # the database is unavailable: keep the answer, wait
                    kept = (version, choice)
                    log.warning("game %s: an AI's move waits for the database: %s", room.id,
                                exc.message)
                    room.error = N_("waiting for the database to store an AI's move")
                    room.notify_all()
                else:
                    if kept is not None:
                        room.error = None
                    kept = None
                    pause = 0.5
                    if room.humans:
                        budget = getattr(agent, "seconds", None)
                        if budget and searched is not None and d.kind == ACTION:
                            self.ai_searches.append(searched / budget)
                        self.ai_timings.append((
                            time.perf_counter() - ready,
                            budget,
                            d.kind == ACTION,
                            room.id,
                        ))
            if kept is not None:
                await asyncio.sleep(pause)
                pause = min(pause * 2, 30.0)
            else:
                await asyncio.sleep(0)

    async def _think(self, room: Room, agent: Any, game: Game, d: Any) -> tuple[Any, float | None]:
        """The agent's answer to `d`, searched in an AI worker (`aiwork.choose`) with a copy
        of the game (the agent searches only deals of what its seat cannot see), and the
        seconds the worker took to choose it (None: not searched in a worker)."""
        snapshot = game.clone()
        try:
            if getattr(agent, "name", "") == "random":
                return agent.choose(snapshot), None
            asked = time.perf_counter()

            def started() -> None:
                if not room.ai_only:  # how long a person's AI waited for a worker
                    self.ai_waits.append((time.perf_counter() - asked, room.id))

            index, answer, state, seconds = await self.scheduler.run(
                functools.partial(aiwork.choose, agent, snapshot),
                person=not room.ai_only, client=room.client, started=started, timed=True)
            restore_agent(agent, state)  # its random generators go on from the search's
            return (d.options[index] if 0 <= index < len(d.options) else answer), seconds
        except asyncio.CancelledError:
            raise
        except Exception:  # an agent bug: fall back to the first legal answer
            log.exception("game %s: agent failed", room.id)
            # no exception text: it could name cards the people may not see
            room.error = N_("an AI player failed and made its first legal move instead")
            return d.options[0], None

    @staticmethod
    def _apply_ai(room: Room, choice: Any) -> Game | None:
        """The game after `choice`, or after the first other option the engine takes (None:
        it takes none, an engine bug): an AI never leaves its game stuck."""
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
