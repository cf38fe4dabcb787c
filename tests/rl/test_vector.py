"""The vector environment: Gymnasium's vector contract with action masks, in this process and
over worker processes, step for step the same as Gymnasium's own `SyncVectorEnv` of the
single-agent environment (resets, steps, autoreset in both modes, masks)."""

from __future__ import annotations

import gymnasium
import numpy as np
import pytest
from gymnasium.vector import AutoresetMode, SyncVectorEnv

from innovation.rl import GYM_ID, IllegalAction, InnovationGymEnv, InnovationVectorEnv
from innovation.rl.actions import action_size
from innovation.rl.observation import observation_size

TABLES = [
    {"edition": "3rd", "players": 2},
    {"edition": "4th", "players": 3, "teams": "AAB", "seat": "random"},
]


def _reference(n: int, mode: AutoresetMode, **kwargs) -> SyncVectorEnv:
    return SyncVectorEnv(
        [lambda: InnovationGymEnv(**kwargs) for _ in range(n)], autoreset_mode=mode
    )


def _random_legal(rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
    """A random legal action per copy (0 for a copy with none: it only restarts)."""
    r = rng.random(masks.shape)
    r[~masks] = -1
    return r.argmax(axis=1)


def _same(a: dict, b: dict) -> None:
    assert set(a) == set(b)
    for key in a:
        if isinstance(a[key], dict):
            _same(a[key], b[key])
        elif a[key].dtype == object:
            for x, y in zip(a[key], b[key], strict=True):
                if isinstance(x, np.ndarray):
                    np.testing.assert_array_equal(x, y)
                else:
                    assert x == y or (x is None and y is None), key
        else:
            np.testing.assert_array_equal(a[key], b[key], err_msg=key)


@pytest.mark.parametrize("workers", [0, 2])
@pytest.mark.parametrize("kwargs", TABLES)
@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_it_steps_as_gymnasiums_sync_vector_env(workers: int, kwargs: dict, mode) -> None:
    """Same seeds, same actions: the same observations, rewards, ends, masks and infos at every
    step, through several episodes of every copy (autoreset)."""
    n = 3
    env = InnovationVectorEnv(n, workers=workers, autoreset_mode=mode, **kwargs)
    ref = _reference(n, mode, **kwargs)
    try:
        assert env.metadata["autoreset_mode"] == mode
        assert env.observation_space == ref.observation_space
        assert env.action_space == ref.action_space
        obs, info = env.reset(seed=7)
        ref_obs, ref_info = ref.reset(seed=7)
        np.testing.assert_array_equal(obs, ref_obs)
        _same(info, ref_info)
        rng = np.random.default_rng(0)
        ended = 0
        for _ in range(700):
            masks = info["action_mask"]
            assert masks.shape == (n, action_size(kwargs["edition"])) and masks.dtype == bool
            np.testing.assert_array_equal(env.action_masks(), masks)
            actions = _random_legal(rng, masks)
            obs, rewards, terms, truncs, info = env.step(actions)
            ref_step = ref.step(actions)
            np.testing.assert_array_equal(obs, ref_step[0])
            np.testing.assert_array_equal(rewards, ref_step[1])
            np.testing.assert_array_equal(terms, ref_step[2])
            np.testing.assert_array_equal(truncs, ref_step[3])
            _same(info, ref_step[4])
            assert obs.shape == (n, observation_size(kwargs["edition"]))
            assert rewards.dtype == np.float64 and terms.dtype == truncs.dtype == bool
            for i in np.flatnonzero(terms):
                assert rewards[i] in (-1.0, 0.0, 1.0)
                if mode == AutoresetMode.NEXT_STEP:
                    assert not masks_after(info)[i].any()  # ended: nothing to answer
                else:  # same step: already a new episode, with a move to make
                    assert masks_after(info)[i].any()
                    assert info["final_obs"][i].shape == obs[i].shape
            ended += int(terms.sum() + truncs.sum())
        assert ended >= 2 * n  # every copy went through at least about two episodes
    finally:
        env.close()
        ref.close()


def masks_after(info: dict) -> np.ndarray:
    return info["action_mask"]


@pytest.mark.parametrize("workers", [0, 2])
def test_an_illegal_action_is_refused_and_changes_nothing(workers: int) -> None:
    env = InnovationVectorEnv(4, workers=workers)
    ref = _reference(4, AutoresetMode.NEXT_STEP)
    try:
        _, info = env.reset(seed=1)
        ref.reset(seed=1)
        masks = info["action_mask"]
        actions = _random_legal(np.random.default_rng(1), masks)
        bad = actions.copy()
        bad[2] = int(np.flatnonzero(~masks[2])[0])
        with pytest.raises(IllegalAction, match="copy 2"):
            env.step(bad)
        with pytest.raises(IllegalAction):
            env.step(actions[:3])  # one action per copy
        with pytest.raises(IllegalAction):
            env.step(actions.astype(float))
        # nothing moved: the next legal step still matches the reference
        obs, *_ = env.step(actions)
        np.testing.assert_array_equal(obs, ref.step(actions)[0])
    finally:
        env.close()
        ref.close()


def test_the_same_seed_gives_the_same_episodes_with_any_number_of_workers() -> None:
    runs = []
    for workers in (0, 1, 2):
        env = InnovationVectorEnv(4, workers=workers, opponent="heuristic:1")
        try:
            obs, info = env.reset(seed=[5, 6, 7, 8])
            rng = np.random.default_rng(3)
            seen = [obs]
            for _ in range(40):
                obs, *_, info = env.step(_random_legal(rng, info["action_mask"]))
                seen.append(obs)
            runs.append(np.stack(seen))
        finally:
            env.close()
    np.testing.assert_array_equal(runs[0], runs[1])
    np.testing.assert_array_equal(runs[0], runs[2])


def test_workers_end_with_close_and_a_closed_env_refuses_to_step() -> None:
    env = InnovationVectorEnv(4, workers=2)
    env.reset(seed=0)
    procs = list(env._procs)
    assert len(procs) == 2 and all(p.is_alive() for p in procs)
    assert [count for _, count in env._shares] == [2, 2]
    env.close()
    assert not any(p.is_alive() for p in procs)
    with pytest.raises(RuntimeError, match="closed"):
        env.step(np.zeros(4, dtype=int))
    env.close()  # twice is harmless


def test_arguments_are_checked_here_with_the_single_envs_errors() -> None:
    with pytest.raises(ValueError):
        InnovationVectorEnv(0)
    with pytest.raises(ValueError):
        InnovationVectorEnv(2, workers=3)
    with pytest.raises(ValueError):
        InnovationVectorEnv(2, workers=0, players=7)
    with pytest.raises(ValueError):
        InnovationVectorEnv(2, workers=0, autoreset_mode="Disabled")


def test_gymnasium_make_vec_gives_the_vector_env() -> None:
    env = gymnasium.make_vec(GYM_ID, num_envs=2, workers=0, opponent="random")
    try:
        assert isinstance(env, InnovationVectorEnv)
        obs, info = env.reset(seed=0)
        assert obs.shape == (2, observation_size("3rd")) and info["action_mask"].any(axis=1).all()
    finally:
        env.close()
