"""`normalize=True`: the environments' observations divided by `observation_scale`, the same
episodes otherwise, inside their (scaled) observation space."""

from __future__ import annotations

import contextlib
import io
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from innovation.rl import (
    GYM_ID,
    InnovationAECEnv,
    InnovationGymEnv,
    InnovationVectorEnv,
    obs_layout,
    observation_scale,
)


def _play(env: InnovationGymEnv, seed: int) -> list[np.ndarray]:
    """Every observation of one episode, the first legal action always taken."""
    obs, info = env.reset(seed=seed)
    seen = [obs]
    done = False
    while not done:
        action = int(np.flatnonzero(info["action_mask"])[0])
        obs, _, terminated, truncated, info = env.step(action)
        seen.append(obs)
        done = terminated or truncated
    return seen


@pytest.mark.parametrize(("edition", "expansions"), [("3rd", ()), ("4th", ()), ("3rd", ("echoes",))])
def test_the_gym_env_divides_by_the_scale(edition: str, expansions: tuple[str, ...]) -> None:
    raw = InnovationGymEnv(opponent="random", edition=edition, expansions=expansions)
    scaled = InnovationGymEnv(
        opponent="random", edition=edition, expansions=expansions, normalize=True
    )
    scale = observation_scale(raw.rules.label)
    assert scale.shape == raw.observation_space.shape and scale.min() >= 1
    plain, divided = _play(raw, 3), _play(scaled, 3)
    assert len(plain) == len(divided) > 10  # the same episode
    for a, b in zip(plain, divided, strict=True):
        assert b.dtype == np.float32
        np.testing.assert_allclose(b, a / scale, rtol=1e-6)
        assert scaled.observation_space.contains(b)
    # the counts come down to the order of one; the flags stay 0 or 1
    lay = obs_layout(raw.rules)
    turn = lay.global_fields["turn"]
    assert plain[-1][turn][0] == pytest.approx(divided[-1][turn][0] * 100)
    assert max(float(b.max()) for b in divided) < max(float(a.max()) for a in plain)
    assert max(float(b.max()) for b in divided) <= 10
    flags = scale == 1
    assert all(np.array_equal(a[flags], b[flags]) for a, b in zip(plain, divided, strict=True))


def test_the_scaled_env_passes_gymnasiums_checker() -> None:
    env = InnovationGymEnv(illegal_action="lose", normalize=True)
    with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
        warnings.simplefilter("ignore")
        check_env(env)
    made = gymnasium.make(GYM_ID, normalize=True)
    assert made.observation_space == env.observation_space


def test_the_aec_and_vector_envs_take_it_too() -> None:
    raw, scaled = InnovationAECEnv(players=3), InnovationAECEnv(players=3, normalize=True)
    raw.reset(seed=5)
    scaled.reset(seed=5)
    scale = observation_scale("3rd")
    for _ in range(40):
        a, b = raw.last()[0], scaled.last()[0]
        np.testing.assert_allclose(b["observation"], a["observation"] / scale, rtol=1e-6)
        assert np.array_equal(a["action_mask"], b["action_mask"])
        space = scaled.observation_space(scaled.agent_selection)["observation"]
        assert space.contains(b["observation"])
        action = int(np.flatnonzero(a["action_mask"])[0])
        raw.step(action)
        scaled.step(action)
    envs = InnovationVectorEnv(2, workers=0, normalize=True)
    plain = InnovationVectorEnv(2, workers=0)
    np.testing.assert_allclose(envs.reset(seed=1)[0], plain.reset(seed=1)[0] / scale, rtol=1e-6)
    assert envs.single_observation_space == InnovationGymEnv(normalize=True).observation_space


def test_normalize_is_a_flag() -> None:
    with pytest.raises(ValueError, match="normalize"):
        InnovationGymEnv(normalize="yes")  # type: ignore[arg-type]
