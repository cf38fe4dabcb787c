"""Executors (innovation/parallel.py): the local and Ray backends give the same games.

The Ray tests start a local Ray instance with two CPUs (about 5 s) and skip when Ray is not
installed (pip install 'innovation[ray]').
"""

from __future__ import annotations

import importlib.util
import json
import sys
from dataclasses import asdict
from typing import Any

import pytest

from innovation import sim, tournament
from innovation.cli import main
from innovation.parallel import (
    BackendUnavailable,
    LocalExecutor,
    RayExecutor,
    make_executor,
)

HAS_RAY = importlib.util.find_spec("ray") is not None
needs_ray = pytest.mark.skipif(
    not HAS_RAY, reason="Ray is not installed (pip install 'innovation[ray]'): Ray backend untested"
)
# what depends on the clock or the machine, not on the games
TIMING = {"seconds", "games_per_second", "workers", "backend"}
AGENT_TIMING = {"seconds_per_decision", "max_seconds_per_decision", "max_cpu_seconds_per_decision"}


def _same_games(summary: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in summary.items() if k not in TIMING}


def _tournament_games(result: dict[str, Any]) -> dict[str, Any]:
    out = _same_games(result)
    out["agents"] = {
        a: {k: v for k, v in row.items() if k not in AGENT_TIMING}
        for a, row in result["agents"].items()
    }
    return out


def _outcome_facts(o: tournament.Outcome) -> tuple[Any, ...]:
    """Everything about a tournament game except how long its decisions took."""
    return (o.index, o.pairing, o.seats, o.winners, o.decisions, o.turns, o.reason, o.error)


def test_local_backend_plays_the_same_games_as_before() -> None:
    # before: every game played by play_random_game(seed); pooled or not, the same list
    direct = [sim.play_random_game(s, 2, False, "3rd") for s in range(7, 47)]
    with LocalExecutor(2) as pool:
        assert pool.backend == "local" and pool.workers == 2
        pooled = sim.play_games(pool, 40, 2, seed=7)
    assert [asdict(r) for r in pooled] == [asdict(r) for r in direct]
    serial = sim.simulate(40, 2, seed=7, workers=1)
    parallel = sim.simulate(40, 2, seed=7, workers=2)
    assert _same_games(parallel) == _same_games(serial)
    assert parallel["finished"] == 40 and parallel["error_count"] == 0
    assert sum(parallel["wins_by_reason"].values()) == 40
    assert (parallel["backend"], parallel["workers"]) == ("local", 2)
    assert (serial["backend"], serial["workers"]) == ("local", 1)


def test_local_executor_keeps_the_order() -> None:
    with LocalExecutor(2) as pool:
        assert list(pool.map(abs, range(-30, 0))) == list(range(30, 0, -1))
        assert sorted(pool.as_completed(abs, range(-30, 0))) == list(range(1, 31))
    with LocalExecutor(1) as inline:  # no processes for one worker
        assert list(inline.map(abs, [-2, -1])) == [2, 1]


def test_a_pool_never_forks_a_process_with_threads(monkeypatch: Any) -> None:
    # a fork copies the locks other threads hold (Ray's, a server's): workers start afresh then
    import multiprocessing
    import threading

    platform = multiprocessing.get_all_start_methods()[0]
    with monkeypatch.context() as alone:  # other tests may leave a thread behind
        alone.setattr(threading, "active_count", lambda: 1)
        assert LocalExecutor(2).pool_start_method() == platform  # one thread: as before
    assert LocalExecutor(2, start_method="spawn").pool_start_method() == "spawn"
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:
        method = LocalExecutor(2).pool_start_method()
        assert method != "fork"
        with LocalExecutor(2) as pool:
            assert list(pool.map(abs, range(-6, 0))) == [6, 5, 4, 3, 2, 1]
            assert pool._get_pool()._mp_context.get_start_method() == method
    finally:
        stop.set()
        other.join()


def test_chunks_as_before() -> None:
    assert sim.chunk_size(2000, 2) == 200  # capped
    assert sim.chunk_size(40, 2) == 5  # four tasks per worker
    assert sim.chunk_size(10, 8) == 1


def test_bad_backend_arguments() -> None:
    with pytest.raises(ValueError, match="unknown backend"):
        make_executor("spark")
    with pytest.raises(ValueError, match="--backend ray"):
        make_executor("local", address="auto")


def test_ray_missing_says_how_to_install(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` now fails
    with pytest.raises(BackendUnavailable, match=r"pip install 'innovation\[ray\]'"):
        make_executor("ray", workers=2)
    for command in (["simulate", "--games", "4"], ["tournament", "--games", "2"]):
        assert main([*command, "--backend", "ray", "--json"]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert "pip install 'innovation[ray]'" in captured.err


def _gcs_refused_token() -> ConnectionError:
    """What `ray.init(address=HOST:PORT)` raised (Ray 2.60) against a cluster started with
    RAY_AUTH_MODE=token when this process had no token or a wrong one: the GCS client's
    AuthenticationError survives only as text in the traceback Ray kept."""
    try:
        raise RuntimeError(
            "Failed to connect to GCS. Last connection error: Traceback (most recent call "
            "last):\n  ...\nray.exceptions.AuthenticationError: RPC error: InvalidAuthToken: "
            "Authentication token is missing or incorrect. Note: RAY_AUTH_MODE is currently "
            "'disabled' (not 'token'). Ensure that the token for the cluster is available ...\n"
        )
    except RuntimeError as inner:
        try:
            raise ConnectionError("Failed to connect to Ray cluster at 10.0.0.9:6379") from inner
        except ConnectionError as outer:
            return outer


def _no_token_found() -> Exception:
    """What Ray raises before connecting when RAY_AUTH_MODE=token is set but no token is."""
    from ray.exceptions import AuthenticationError

    return AuthenticationError(
        "Token authentication is enabled but no authentication token was found"
    )


@needs_ray
@pytest.mark.parametrize("error", [_gcs_refused_token, _no_token_found])
def test_a_refused_ray_token_is_named_in_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys, error
) -> None:
    import ray

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise error()

    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray, "init", refuse)
    with pytest.raises(ConnectionError, match="token authentication") as caught:
        make_executor("ray", address="10.0.0.9:6379")
    assert "RAY_AUTH_MODE=token" in str(caught.value) and "RAY_AUTH_TOKEN" in str(caught.value)
    for command in (["simulate", "--games", "4"], ["tournament", "--games", "2"]):
        args = [*command, "--backend", "ray", "--ray-address", "10.0.0.9:6379", "--json"]
        assert main(args) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        lines = captured.err.strip().splitlines()
        assert len(lines) == 1, captured.err
        assert "10.0.0.9:6379" in lines[0] and "token authentication" in lines[0]
        assert "RAY_AUTH_MODE=token" in lines[0] and "RAY_AUTH_TOKEN" in lines[0]


@needs_ray
def test_other_ray_connection_errors_are_left_as_ray_gives_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import ray

    def unreachable(*args: Any, **kwargs: Any) -> None:
        raise ConnectionError("Failed to connect to Ray cluster at 10.0.0.9:6379")

    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray, "init", unreachable)
    with pytest.raises(ConnectionError, match="^Failed to connect to Ray cluster"):
        make_executor("ray", address="10.0.0.9:6379")


@needs_ray
def test_a_ray_client_timeout_names_the_token_as_a_possible_cause(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import ray

    def silent(*args: Any, **kwargs: Any) -> None:
        # Ray Client (ray://) turned away for its token waits, then says only this
        raise ConnectionError("ray client connection timeout")

    monkeypatch.setattr(ray, "is_initialized", lambda: False)
    monkeypatch.setattr(ray, "init", silent)
    with pytest.raises(ConnectionError, match="reachable.*RAY_AUTH_MODE=token"):
        make_executor("ray", address="ray://10.0.0.9:10001")


@needs_ray
def test_ray_starts_and_stops_only_its_own_instance(monkeypatch: pytest.MonkeyPatch) -> None:
    import ray

    if ray.is_initialized():
        pytest.skip("Ray was already started in this process")
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    with RayExecutor(workers=2) as executor:  # no address: a fresh local instance
        assert ray.is_initialized()
        assert ray.cluster_resources()["CPU"] == 2  # sized by --workers
        assert list(executor.map(abs, [-3, -1, -2])) == [3, 1, 2]
    assert not ray.is_initialized()


@pytest.fixture(scope="module")
def local_ray():
    """A local Ray instance shared by the tests below; executors must leave it running."""
    ray = pytest.importorskip("ray")
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield ray
    ray.shutdown()


@needs_ray
@pytest.mark.parametrize("players", [2, 3])
def test_ray_simulate_gives_the_local_games(local_ray, players: int) -> None:
    with LocalExecutor(2) as pool:
        local = sim.play_games(pool, 40, players, seed=300)
    with RayExecutor(workers=2) as executor:
        assert executor.workers == 2
        remote = sim.play_games(executor, 40, players, seed=300)
        assert list(executor.map(abs, range(-25, 0))) == list(range(25, 0, -1))
    assert local_ray.is_initialized()  # not ours to shut down
    assert [r.seed for r in remote] == list(range(300, 340))
    assert [asdict(r) for r in remote] == [asdict(r) for r in local]
    assert all(r.finished for r in remote)
    summary = sim.simulate(40, players, seed=300, workers=3, backend="ray")
    assert (summary["backend"], summary["workers"]) == ("ray", 3)
    assert _same_games(summary) == _same_games(sim.simulate(40, players, seed=300, workers=2))


@needs_ray
def test_ray_tournament_gives_the_local_games(local_ray) -> None:
    agents = ["random", "heuristic"]
    jobs = tournament.schedule(agents, 6, 2, False, 5, "3rd")
    with LocalExecutor(2) as pool:
        local = tournament.play_jobs(pool, jobs)
    with RayExecutor(workers=2) as executor:
        seen: list[int] = []
        remote = tournament.play_jobs(executor, jobs, lambda done: seen.append(len(done)))
    assert seen == [1, 2, 3, 4, 5, 6]  # progress after every game
    assert [o.index for o in remote] == list(range(6))
    assert [_outcome_facts(o) for o in remote] == [_outcome_facts(o) for o in local]
    assert all(o.error is None and o.winners for o in remote)
    by_ray = tournament.run(agents, 6, 2, seed=5, workers=2, backend="ray")
    by_pool = tournament.run(agents, 6, 2, seed=5, workers=2)
    assert (by_ray["backend"], by_ray["workers"]) == ("ray", 2)
    assert _tournament_games(by_ray) == _tournament_games(by_pool)


@needs_ray
def test_command_line_records_the_backend(local_ray, capsys) -> None:
    runs = {}
    for backend in ("local", "ray"):
        args = ["--games", "12", "--players", "3", "--seed", "9", "--workers", "2", "--json"]
        assert main(["simulate", *args, "--backend", backend]) == 0
        runs[backend] = json.loads(capsys.readouterr().out)
    assert (runs["ray"]["backend"], runs["ray"]["workers"]) == ("ray", 2)
    assert runs["local"]["backend"] == "local"
    assert _same_games(runs["ray"]) == _same_games(runs["local"])
    args = ["--agents", "random,heuristic:1", "--games", "2", "--seed", "3", "--json"]
    assert main(["tournament", *args, "--backend", "ray", "--workers", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["backend"], out["workers"], out["games"]) == ("ray", 2, 2)
    assert main(["simulate", "--games", "2", "--ray-address", "auto"]) == 2  # needs --backend ray
