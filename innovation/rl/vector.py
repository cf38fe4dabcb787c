"""Many `InnovationGymEnv` at once, over every core: a Gymnasium `VectorEnv` with action masks.

`InnovationVectorEnv(num_envs, workers=...)` steps `num_envs` copies of the single-agent
environment (one learner against the project's agents, `InnovationGymEnv`) together, and
follows Gymnasium's vector contract: batched observations ``(num_envs, size)``, rewards,
terminations and truncations ``(num_envs,)``, and one info dict whose ``"action_mask"`` is the
``(num_envs, n_actions)`` bool array of every copy's legal actions (with ``"_action_mask"``, as
Gymnasium's `SyncVectorEnv` would batch it); `action_masks()` gives the same array. Episodes
end and restart on their own (``metadata["autoreset_mode"]``: Gymnasium's default next-step
mode, or same-step with ``info["final_obs"]`` and ``info["final_info"]``).

The copies are split between `workers` processes (default: one per core), each stepping its
share in turn and writing the observations straight into shared memory, so a batch costs one
message to each worker and back rather than one per copy (Gymnasium's `AsyncVectorEnv` runs a
process per copy: the messages would cost more than an Innovation step). ``workers=0`` steps
every copy in this process. The same seed gives the same episodes whatever the number of
workers: copy i is reset with ``seed + i``, as Gymnasium does. See docs/rl.md.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import os
import traceback
from collections.abc import Sequence
from multiprocessing.connection import Connection
from typing import Any

import numpy as np
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from .actions import IllegalAction, layout
from .env import InnovationGymEnv

AUTORESET_MODES = (AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP)


class _Share:
    """Some of the copies, stepped one after the other (in a worker process, or here), with
    the autoreset of the vector env. Observations and masks are written into `obs` and
    `masks` (rows of the whole batch: `first` is this share's first row); what goes back is
    small: rewards, ends, each copy's seat and decision kind, and any other info."""

    def __init__(
        self,
        kwargs: dict[str, Any],
        first: int,
        count: int,
        obs: np.ndarray,
        masks: np.ndarray,
        mode: Any,
    ) -> None:
        self.envs = [InnovationGymEnv(**kwargs) for _ in range(count)]
        self.first = first
        self.obs = obs
        self.masks = masks
        self.mode = AutoresetMode(mode)
        self.done = [False] * count  # ended at the last step: reset at the next (next-step)

    def _put(self, row: int, info: dict[str, Any], out: _Out) -> None:
        """A copy's info: its mask into `masks`, seat and decision kind into `out`, the rest
        (the end of an episode's facts) kept as a dict."""
        info = dict(info)
        self.masks[row] = info.pop("action_mask")
        out.seats.append(info.pop("seat"))
        out.kinds.append(info.pop("decision_kind"))
        out.extras.append(info or None)

    def reset(self, seeds: Sequence[int | None], options: dict[str, Any] | None) -> _Out:
        out = _Out()
        for k, (env, seed) in enumerate(zip(self.envs, seeds, strict=True)):
            row = self.first + k
            self.obs[row], info = env.reset(seed=seed, options=options)
            self._put(row, info, out)
            self.done[k] = False
        return out

    def step(self, actions: Sequence[int]) -> _Out:
        out = _Out()
        same_step = self.mode == AutoresetMode.SAME_STEP
        for k, (env, action) in enumerate(zip(self.envs, actions, strict=True)):
            row = self.first + k
            if self.done[k]:  # next-step autoreset: this step only starts a new episode
                self.obs[row], info = env.reset()
                reward, term, trunc = 0.0, False, False
                self.done[k] = False
            else:
                self.obs[row], reward, term, trunc, info = env.step(action)
                if term or trunc:
                    if same_step:
                        final = self.obs[row].copy()
                        self.obs[row], new_info = env.reset()
                        info = {**new_info, "final_obs": final, "final_info": info}
                    else:
                        self.done[k] = True
            out.rewards.append(reward)
            out.terms.append(term)
            out.truncs.append(trunc)
            self._put(row, info, out)
        return out

    def close(self) -> None:
        for env in self.envs:
            env.close()


class _Out:
    """What a share sends back for its copies (observations and masks are in shared memory)."""

    __slots__ = ("rewards", "terms", "truncs", "seats", "kinds", "extras")

    def __init__(self) -> None:
        self.rewards: list[float] = []
        self.terms: list[bool] = []
        self.truncs: list[bool] = []
        self.seats: list[int] = []
        self.kinds: list[str | None] = []
        self.extras: list[dict[str, Any] | None] = []

    def __getstate__(self) -> tuple[list, ...]:
        return tuple(getattr(self, name) for name in self.__slots__)

    def __setstate__(self, state: tuple[list, ...]) -> None:
        for name, value in zip(self.__slots__, state, strict=True):
            setattr(self, name, value)

    def extend(self, other: _Out) -> None:
        for name in self.__slots__:
            getattr(self, name).extend(getattr(other, name))


def _worker(
    conn: Connection,
    kwargs: dict[str, Any],
    first: int,
    count: int,
    shared: tuple[Any, Any],
    shapes: tuple[tuple[int, int], tuple[int, int]],
    mode: str,
) -> None:
    """A worker process: its share of the copies, answering the parent's messages."""
    obs = np.frombuffer(shared[0], dtype=np.float32).reshape(shapes[0])
    masks = np.frombuffer(shared[1], dtype=bool).reshape(shapes[1])
    share = None
    try:
        share = _Share(kwargs, first, count, obs, masks, mode)
        conn.send(("ok", None))
        while True:
            command, data = conn.recv()
            if command == "step":
                conn.send(("ok", share.step(data)))
            elif command == "reset":
                conn.send(("ok", share.reset(*data)))
            elif command == "close":
                break
    except (KeyboardInterrupt, EOFError):  # interrupted, or the parent is gone
        pass
    except Exception as exc:  # noqa: BLE001 - sent to the parent, which raises it
        with contextlib.suppress(Exception):  # unless the parent is gone
            conn.send(("error", (exc, traceback.format_exc())))
    finally:
        if share is not None:
            share.close()
        conn.close()


class InnovationVectorEnv(VectorEnv):
    """`num_envs` single-agent Innovation environments stepped together, in `workers`
    processes (default: one per core, at most one per copy; 0: in this process). Every other
    keyword is `InnovationGymEnv`'s (opponent, edition, players, teams, seat, ...), the same
    for every copy; `autoreset_mode` is Gymnasium's ("NextStep", the default, or "SameStep");
    `context` the multiprocessing start method (default: the platform's)."""

    def __init__(
        self,
        num_envs: int,
        workers: int | None = None,
        autoreset_mode: str | AutoresetMode = AutoresetMode.NEXT_STEP,
        context: str | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError(f"num_envs must be a positive number, not {num_envs!r}")
        mode = AutoresetMode(autoreset_mode)
        if mode not in AUTORESET_MODES:
            raise ValueError(f"autoreset_mode must be one of {[m.value for m in AUTORESET_MODES]}")
        if workers is None:
            workers = min(os.cpu_count() or 1, num_envs)
        if not isinstance(workers, int) or not 0 <= workers <= num_envs:
            raise ValueError(f"workers must be 0..num_envs ({num_envs}), not {workers!r}")
        template = InnovationGymEnv(**kwargs)  # checks the arguments here, with a clear error
        self.num_envs = num_envs
        self.workers = workers
        self.env_kwargs = dict(kwargs)
        self.metadata = {**template.metadata, "autoreset_mode": mode}
        self.render_mode = None
        self.single_observation_space = template.observation_space
        self.single_action_space = template.action_space
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        template.close()
        size = self.single_observation_space.shape[0]
        self._n_actions = int(self.single_action_space.n)
        self._ended = np.zeros(num_envs, dtype=bool)  # to restart at the next step
        self._check_actions = template.illegal_action == "raise"
        self._describe = layout(template.rules).describe
        self._closed = False
        self._conns: list[Connection] = []
        self._procs: list[Any] = []
        if workers == 0:
            self._obs = np.zeros((num_envs, size), dtype=np.float32)
            self._masks = np.zeros((num_envs, self._n_actions), dtype=bool)
            self._local: _Share | None = _Share(
                kwargs, 0, num_envs, self._obs, self._masks, mode.value
            )
            self._shares = [(0, num_envs)]
            return
        self._local = None
        ctx = mp.get_context(context)
        shared = (ctx.RawArray("f", num_envs * size), ctx.RawArray("B", num_envs * self._n_actions))
        shapes = ((num_envs, size), (num_envs, self._n_actions))
        self._obs = np.frombuffer(shared[0], dtype=np.float32).reshape(shapes[0])
        self._masks = np.frombuffer(shared[1], dtype=bool).reshape(shapes[1])
        # copies split as evenly as they go
        bounds = [num_envs * w // workers for w in range(workers + 1)]
        self._shares = [(bounds[w], bounds[w + 1] - bounds[w]) for w in range(workers)]
        try:
            for first, count in self._shares:
                parent, child = ctx.Pipe()
                proc = ctx.Process(
                    target=_worker,
                    args=(child, kwargs, first, count, shared, shapes, mode.value),
                    daemon=True,
                    name=f"innovation-vector-{first}",
                )
                proc.start()
                child.close()
                self._conns.append(parent)
                self._procs.append(proc)
            for conn in self._conns:
                self._receive(conn)
        except BaseException:
            self.close()
            raise

    # ---------------------------------------------------------------------------------------
    def reset(
        self,
        *,
        seed: int | Sequence[int | None] | None = None,
        options: dict[str, Any] | None = None,
    ) -> tuple[np.ndarray, dict[str, Any]]:
        """Every copy starts a new episode: copy i with ``seed + i`` (or ``seed[i]`` from a
        list); `options` go to every copy (``{"game": g}`` starts each from a copy of g)."""
        self._check_open()
        if seed is None:
            seeds: list[int | None] = [None] * self.num_envs
        elif isinstance(seed, int):
            seeds = [seed + i for i in range(self.num_envs)]
        else:
            seeds = list(seed)
            if len(seeds) != self.num_envs:
                raise ValueError(f"seed lists one seed per copy ({self.num_envs})")
        self._ended[:] = False
        if self._local is not None:
            out = self._local.reset(seeds, options)
        else:
            for conn, (first, count) in zip(self._conns, self._shares, strict=True):
                conn.send(("reset", (seeds[first : first + count], options)))
            out = self._gather()
        return self._obs.copy(), self._infos(out)

    def step(
        self, actions: Any
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """One action per copy (a copy that ended at the last step ignores its action and
        starts a new episode, in the next-step mode)."""
        self._check_open()
        acts = np.asarray(actions)
        if acts.shape != (self.num_envs,) or not np.issubdtype(acts.dtype, np.integer):
            raise IllegalAction(f"actions must be {self.num_envs} integers, not {actions!r}")
        values = acts.tolist()
        if self._check_actions:  # before any copy moves: an illegal action changes nothing
            self._check(values)
        if self._local is not None:
            out = self._local.step(values)
        else:
            for conn, (first, count) in zip(self._conns, self._shares, strict=True):
                conn.send(("step", values[first : first + count]))
            out = self._gather()
        terminations = np.array(out.terms, dtype=bool)
        truncations = np.array(out.truncs, dtype=bool)
        if self.metadata["autoreset_mode"] == AutoresetMode.NEXT_STEP:
            self._ended = terminations | truncations
        return (
            self._obs.copy(),
            np.array(out.rewards, dtype=np.float64),
            terminations,
            truncations,
            self._infos(out),
        )

    def _check(self, actions: list[int]) -> None:
        """An action outside its copy's mask raises `IllegalAction` (a copy that just ended
        takes any: it only restarts)."""
        n = self._n_actions
        for i, a in enumerate(actions):
            if self._ended[i]:
                continue
            if not 0 <= a < n or not self._masks[i, a]:
                legal = ", ".join(
                    f"{k} ({self._describe(k)})" for k in np.flatnonzero(self._masks[i])
                )
                what = f"{a} ({self._describe(a)})" if 0 <= a < n else f"{a} (out of range)"
                raise IllegalAction(f"copy {i}: action {what} is not legal; legal: {legal}")

    def action_masks(self) -> np.ndarray:
        """The legal actions of every copy, as of the last reset or step: (num_envs,
        n_actions) bools (all False for a copy whose episode just ended, next-step mode)."""
        return self._masks.copy()

    def close(self, **kwargs: Any) -> None:
        if self._closed:
            return
        self._closed = True
        if self._local is not None:
            self._local.close()
        for conn in self._conns:
            with contextlib.suppress(BrokenPipeError, OSError):
                conn.send(("close", None))
        for proc in self._procs:
            proc.join(timeout=5)
            if proc.is_alive():
                proc.terminate()
                proc.join()
        for conn in self._conns:
            conn.close()

    def __del__(self) -> None:
        if not getattr(self, "_closed", True):
            self.close()

    # ---------------------------------------------------------------------------------------
    def _gather(self) -> _Out:
        out = _Out()
        for conn in self._conns:
            out.extend(self._receive(conn))
        return out

    def _infos(self, out: _Out) -> dict[str, Any]:
        """The batch's info dict, as Gymnasium's `_add_info` makes it from each copy's info:
        each key an array over the copies, with its "_key" array of which copies have it."""
        n = self.num_envs
        kinds = np.full(n, None, dtype=object)
        kinds[:] = out.kinds
        infos: dict[str, Any] = {
            "action_mask": self._masks.copy(),
            "_action_mask": np.ones(n, dtype=bool),
            "seat": np.array(out.seats, dtype=int),
            "_seat": np.ones(n, dtype=bool),
            "decision_kind": kinds,
            "_decision_kind": np.ones(n, dtype=bool),
        }
        for i, extra in enumerate(out.extras):
            if extra:
                infos = self._add_info(infos, extra, i)
        return infos

    def _receive(self, conn: Connection) -> Any:
        try:
            status, payload = conn.recv()
        except EOFError:
            self.close()
            raise RuntimeError("an Innovation vector env worker died") from None
        if status == "error":
            exc, trace = payload
            self.close()
            raise RuntimeError(f"an Innovation vector env worker failed:\n{trace}") from exc
        return payload

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("the vector env is closed")


__all__ = ["InnovationVectorEnv"]
