"""The AI players and the coach's hints search in worker processes (issue 19, finding 6;
innovation/server/aiwork.py): not in the server's process, at a lower priority, replaced when
one dies without losing the game, stopped with the server, and gone when the server is killed.
"""

from __future__ import annotations

import asyncio
import functools
import os
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from innovation.agents import make_agent
from innovation.engine.game import Game
from innovation.server import GC_THRESHOLDS, aiwork
from innovation.server.limits import AIScheduler, Limits

from .conftest import ROOT, LiveServer, ServerProcess

sys.path.insert(0, str(ROOT / "benchmarks"))

from web_load import descendants  # noqa: E402  (the load test's walk of /proc)

AGAINST_AI = [{"name": "Ann"}, {"name": "Bot", "ai": "ismcts:3"}]


def cpu_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


def niceness(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])


def gone(pid: int, within: float) -> bool:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if not aiwork.server_alive(pid):
            return True
        time.sleep(0.05)
    return False


@pytest.fixture
def live_ai(tmp_path: Path) -> Iterator[LiveServer]:
    """A server with one worker for people's games and one for AI-only games."""
    server = LiveServer(str(tmp_path / "games.sqlite3"), ai_delay=0.0,
                        limits=Limits.unlimited(ai_workers=1, ai_only_workers=1)).start()
    try:
        yield server
    finally:
        server.stop()


def wait_for(check: Any, within: float, what: str) -> Any:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"waited {within} s for {what}")


def choose_first_card(live: Any, gid: str, token: str) -> None:
    """The person's first card (the AI chooses its own once the person has)."""
    auth = {"authorization": f"Bearer {token}"}
    v = httpx.get(f"{live.url}/api/games/{gid}/view?seat=0", headers=auth).json()
    r = httpx.post(f"{live.url}/api/games/{gid}/answer", headers=auth,
                   json={"seat": 0, "answer": v["decision"]["options"][0], "expect": v["n"]})
    assert r.status_code == 200, r.text


def test_searches_run_in_worker_processes_at_a_lower_priority(live_ai: LiveServer) -> None:
    tables = live_ai.tables
    assert tables.scheduler.processes
    pids = wait_for(lambda: len(tables.scheduler.worker_pids()) == 2
                    and tables.scheduler.worker_pids(), 30, "the workers to start")
    assert os.getpid() not in pids
    for pid in pids:  # nice 10 below the server (the test's own process here)
        assert niceness(pid) == min(19, niceness(os.getpid()) + Limits().ai_nice)
    before = {pid: cpu_ticks(pid) for pid in pids}
    r = httpx.post(live_ai.url + "/api/games", json={"seats": AGAINST_AI})
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    room = tables.rooms[gid]
    agent = room.agents[1]
    state = agent.rng.getstate()  # the server's agent changes only when the answer is back
    choose_first_card(live_ai, gid, r.json()["seats"][0]["token"])
    wait_for(lambda: any(t[3] == gid for t in tables.ai_timings), 30, "the AI's first answer")
    # the search (half of the AI's 1 s budget for a first card) took a worker's CPU; how much
    # depends on what else the machine runs (the worker's priority is lower)
    assert sum(cpu_ticks(pid) - before[pid] for pid in pids) > 0
    assert room.error is None
    # and the agent's random generator went on from the worker's search (the next search
    # does not deal the same worlds again)
    assert agent.rng.getstate() != state and agent.last_iterations > 0


def test_a_search_gives_the_same_answer_in_a_worker_as_here() -> None:
    """An iteration budget and a seed: the worker's answer and the agent's state afterwards
    are the ones a search in this process gives (nothing of the search depends on where)."""
    game = Game.new("3rd", ["Ann", "Bot"], seed=5)
    for _ in range(2):  # the setup: both choose a first card
        game.answer(game.decision.options[0])
    here, there = make_agent("ismcts:150i", seed=9), make_agent("ismcts:150i", seed=9)
    local = aiwork.choose(here, game.clone())
    sched = AIScheduler(threads=1, ai_only=1, processes=True)

    async def main() -> Any:
        return await sched.run(functools.partial(aiwork.choose, there, game.clone()),
                               person=True, client="x")

    try:
        remote = asyncio.run(main())
    finally:
        sched.close()
    assert remote[0] == local[0] and remote[0] >= 0  # the same option
    aiwork.restore_agent(there, remote[2])
    assert there.rng.getstate() == here.rng.getstate()
    assert there.last_iterations == here.last_iterations == 150


def test_a_killed_worker_is_replaced_and_the_game_goes_on(live_ai: LiveServer) -> None:
    tables = live_ai.tables
    wait_for(lambda: len(tables.scheduler.worker_pids()) == 2, 30, "the workers to start")
    r = httpx.post(live_ai.url + "/api/games", json={"seats": AGAINST_AI})
    assert r.status_code == 201, r.text
    gid, token = r.json()["id"], r.json()["seats"][0]["token"]
    room = tables.rooms[gid]
    choose_first_card(live_ai, gid, token)
    # the AI's first search (its first card, half of its 1 s budget) is running: kill its worker
    slot = wait_for(lambda: next((s for s in tables.scheduler.slots if s.busy and s.pid), None),
                    10, "the AI's search to start")
    time.sleep(0.1)
    killed = slot.pid
    os.kill(killed, signal.SIGKILL)
    # the search runs again on a new worker, and the AI answers: no error, no game lost
    wait_for(lambda: any(t[3] == gid for t in tables.ai_timings), 30, "the AI's answer")
    assert room.error is None
    assert tables.scheduler.workers_replaced() == 1
    assert killed not in tables.scheduler.worker_pids()
    assert gone(killed, 5)
    # and the game goes on: the person chooses, then plays against the AI's actions
    auth = {"authorization": f"Bearer {token}"}
    with httpx.Client(base_url=live_ai.url, timeout=30, headers=auth) as c:
        for _ in range(40):
            v = c.get(f"/api/games/{gid}/view?seat=0").json()
            if v["n"] >= 6:
                break
            d = v.get("decision") or {}
            if "options" in d:
                c.post(f"/api/games/{gid}/answer",
                       json={"seat": 0, "answer": d["options"][0], "expect": v["n"]})
            time.sleep(0.25)
        assert v["n"] >= 6, v["n"]
    assert room.error is None
    assert httpx.get(live_ai.url + "/api/stats").json()["ai_workers_replaced"] == 1


def test_a_search_that_kills_every_worker_fails_and_the_slot_works_on() -> None:
    """A search whose worker dies twice (here: it exits) fails with WorkerLost, which the
    game treats as a failing agent (its first legal answer); the next search runs."""
    sched = AIScheduler(threads=1, ai_only=1, processes=True)

    async def main() -> None:
        with pytest.raises(aiwork.WorkerLost):
            await sched.run(functools.partial(os._exit, 3), person=True, client="x")
        assert sched.workers_replaced() == 2
        pid = await sched.run(aiwork.pid, person=True, client="x")
        assert pid != os.getpid() and sched.worker_pids() == [pid]

    try:
        asyncio.run(main())
    finally:
        sched.close()


def test_closing_stops_a_running_search_and_its_worker() -> None:
    sched = AIScheduler(threads=2, ai_only=1, processes=True)
    sched.start_workers()
    pids = sched.worker_pids()
    assert len(pids) == 2

    async def main() -> None:
        long = asyncio.ensure_future(sched.run(functools.partial(time.sleep, 60), person=True))
        await asyncio.sleep(0.3)
        assert any(s.busy for s in sched.slots)
        started = time.monotonic()
        sched.close()
        assert time.monotonic() - started < 10
        with pytest.raises((RuntimeError, asyncio.CancelledError)):
            await asyncio.wait_for(long, 10)

    asyncio.run(main())
    assert sched.worker_pids() == []
    for pid in pids:
        assert gone(pid, 5), pid


def test_the_served_table_searches_in_workers_that_leave_with_a_killed_server(
        tmp_path: Path) -> None:
    """`python -m innovation.server`, as a person runs it: its AI plays from worker processes
    at nice 10, and a SIGKILLed server leaves no worker behind."""
    sp = ServerProcess(str(tmp_path / "games.sqlite3")).start()
    try:
        r = httpx.post(sp.url + "/api/games",
                       json={"seats": [{"name": "Ann"}, {"name": "Bot", "ai": "ismcts:1"}]})
        assert r.status_code == 201, r.text
        choose_first_card(sp, r.json()["id"], r.json()["seats"][0]["token"])

        expected = aiwork.auto_workers() + 1  # the default: auto, and one for AI-only games
        stats = wait_for(lambda: (s := httpx.get(sp.url + "/api/stats").json())[
            "ai_answers_for_people"] and s["ai_workers"] == expected and s, 30,
            "the AI's first answer, and every worker started")
        assert stats["ai_workers_replaced"] == 0
        assert stats["gc_frozen"] > 10_000  # start-up's objects are out of the collector's way
        assert tuple(stats["gc_thresholds"]) == GC_THRESHOLDS
        workers = [p for p in descendants(sp.proc.pid) if niceness(p) == niceness(sp.proc.pid) + 10]
        assert len(workers) == stats["ai_workers"], (workers, stats)
        sp.kill()
        for pid in workers:
            assert gone(pid, 5), pid
    finally:
        sp.stop()


def test_worker_settings() -> None:
    from innovation.cli import build_parser
    from innovation.server import StartupError, limits_from_args

    assert Limits().ai_workers == 0 and Limits().ai_nice == 10
    assert 4 <= aiwork.auto_workers(0) <= aiwork.MOST_AUTO_WORKERS == 16
    assert aiwork.auto_workers(5) == 5
    args = build_parser().parse_args(["serve", "--ai-workers", "3", "--ai-only-workers", "2",
                                      "--ai-nice", "5"])
    lim = limits_from_args(args)
    assert (lim.ai_workers, lim.ai_only_workers, lim.ai_nice) == (3, 2, 5)
    # the settings' names from when the AIs thought in threads still work
    args = build_parser().parse_args(["serve", "--ai-threads", "4", "--ai-only-threads", "1"])
    assert limits_from_args(args).ai_workers == 4
    with pytest.raises(StartupError):
        limits_from_args(build_parser().parse_args(["serve", "--ai-nice", "20"]))
    with pytest.raises(StartupError):
        limits_from_args(build_parser().parse_args(["serve", "--ai-only-workers", "0"]))


def test_without_processes_the_ai_searches_in_threads(tmp_path: Path) -> None:
    """`create_app(ai_processes=False)`: the same searches in threads of the server (for tests
    that must not start processes); no worker is started."""
    live = LiveServer(str(tmp_path / "games.sqlite3"), ai_delay=0.0, ai_processes=False,
                      limits=Limits.unlimited()).start()
    try:
        tables = live.tables
        r = httpx.post(live.url + "/api/games",
                       json={"seats": [{"name": "Ann"}, {"name": "Bot", "ai": "ismcts:1"}]})
        assert r.status_code == 201, r.text
        gid = r.json()["id"]
        choose_first_card(live, gid, r.json()["seats"][0]["token"])
        wait_for(lambda: any(t[3] == gid for t in tables.ai_timings), 30, "the AI's answer")
        assert not tables.scheduler.processes and tables.scheduler.worker_pids() == []
        assert tables.rooms[gid].error is None and tables.rooms[gid].agents[1].last_iterations
    finally:
        live.stop()


def test_a_search_over_the_timeout_is_stopped_with_its_worker() -> None:
    worker = aiwork.Worker("test", timeout=0.5)
    try:
        worker.start()
        first = worker.pid
        started = time.monotonic()
        with pytest.raises(aiwork.SearchTimeout):
            worker.call(functools.partial(time.sleep, 30))
        assert time.monotonic() - started < 10
        assert first is not None and gone(first, 5)
        assert worker.replaced == 1
        assert worker.call(aiwork.pid) not in (first, os.getpid())  # a new worker
    finally:
        worker.close()


def test_the_wait_for_a_worker_comes_out_of_a_time_budget() -> None:
    """A time budget runs from when the table asked (`began`), not from when a worker took the
    search up: a search whose whole budget went on waiting makes only its minimum two
    iterations, in a worker as here; one asked just now searches on."""
    game = Game.new("3rd", ["Ann", "Bot"], seed=5)
    for _ in range(2):
        game.answer(game.decision.options[0])
    late = make_agent("ismcts:0.3s", seed=9)
    index, _, state, _ = aiwork.choose(late, game.clone(), time.monotonic() - 10.0)
    assert index >= 0 and state["last_iterations"] == ("value", 2)
    assert late.budget_began is None  # used once
    sched = AIScheduler(threads=1, ai_only=1, processes=True)
    there = make_agent("ismcts:0.3s", seed=9)

    async def main(began: float) -> Any:
        return await sched.run(functools.partial(aiwork.choose, there, game.clone(), began),
                               person=True, client="x")

    try:
        waited = asyncio.run(main(time.monotonic() - 10.0))
        fresh = asyncio.run(main(time.monotonic()))
    finally:
        sched.close()
    assert waited[2]["last_iterations"] == ("value", 2)
    assert fresh[2]["last_iterations"][1] > 2


def test_a_timed_search_waits_for_its_own_clients_searches_outside_its_budget() -> None:
    """`timed=True`: the budget starts when the search was asked, or, if it then waited for
    the same client's own search (its share of one), when that one ended; waiting for one's
    own searches is not taken from the budget, waiting for other clients' is."""
    sched = AIScheduler(threads=2, ai_only=1, per_client=1)
    seen: dict[str, tuple[float, float]] = {}  # name -> (since its budget began, since asked)
    asked = time.monotonic()

    def slow(began: float) -> None:
        time.sleep(0.3)

    def record(name: str) -> Any:
        def fn(began: float) -> None:
            now = time.monotonic()
            seen[name] = (now - began, now - asked)
        return fn

    async def main() -> None:
        await asyncio.gather(
            sched.run(slow, person=True, client="a", timed=True),
            sched.run(record("a-second"), person=True, client="a", timed=True),
            sched.run(record("b"), person=True, client="b", timed=True),
        )

    try:
        asyncio.run(main())
    finally:
        sched.close()
    # client a's second search waited 0.3 s for its own first one, and that is not counted
    assert seen["a-second"][1] >= 0.25 and seen["a-second"][0] < 0.1
    assert seen["b"][0] < 0.1  # a free slot at once


def test_a_timed_search_counts_its_wait_for_other_clients_searches() -> None:
    sched = AIScheduler(threads=1, ai_only=1, per_client=1)
    waited: list[float] = []

    def slow(began: float) -> None:
        time.sleep(0.3)

    def record(began: float) -> None:
        waited.append(time.monotonic() - began)

    async def main() -> None:
        await asyncio.gather(sched.run(slow, person=True, client="a", timed=True),
                             sched.run(record, person=True, client="b", timed=True))

    try:
        asyncio.run(main())
    finally:
        sched.close()
    assert waited and waited[0] >= 0.25  # one slot, taken by client a: the wait is b's budget
