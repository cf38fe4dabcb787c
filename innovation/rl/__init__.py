"""Reinforcement-learning environments for Innovation: a fixed discrete action space with
masks, a fixed-length observation of what one player may see, a PettingZoo AEC environment, a
Gymnasium single-agent environment (id ``Innovation-v0``) and its vector form over every core
(`InnovationVectorEnv`, ``gymnasium.make_vec``). Needs the ``rl`` extra (numpy,
gymnasium, pettingzoo); the rest of the package does not. See docs/rl.md."""

from __future__ import annotations

try:
    import gymnasium
    import numpy  # noqa: F401 - checked here so the message below covers it too
    import pettingzoo  # noqa: F401
except ModuleNotFoundError as exc:  # the rl extra is not installed
    raise ModuleNotFoundError(
        f"innovation.rl needs the rl extra ({exc.name} is missing); install it into the "
        "project's environment with: .venv/bin/pip install -e '.[rl]' "
        "(from the repository; or pip install 'innovation[rl]')",
        name=exc.name,
    ) from exc

from .actions import (
    ActionLayout,
    IllegalAction,
    action_size,
    decode,
    encode,
    layout,
    legal_actions,
    legal_mask,
)
from .env import InnovationAECEnv, InnovationGymEnv, final_rewards, render_text
from .observation import (
    LiveObservation,
    ObsLayout,
    obs_layout,
    observation,
    observation_from_view,
    observation_scale,
    observation_size,
    observer,
)
from .vector import InnovationVectorEnv

GYM_ID = "Innovation-v0"

if GYM_ID not in gymnasium.registry:
    gymnasium.register(
        GYM_ID,
        entry_point="innovation.rl.env:InnovationGymEnv",
        # gymnasium.make_vec(GYM_ID, num_envs=8): copies stepped over every core
        vector_entry_point="innovation.rl.vector:InnovationVectorEnv",
    )


def env(**kwargs: object) -> InnovationAECEnv:
    """The AEC environment (PettingZoo's `env()` convention)."""
    return InnovationAECEnv(**kwargs)  # type: ignore[arg-type]


__all__ = [
    "GYM_ID",
    "ActionLayout",
    "IllegalAction",
    "InnovationAECEnv",
    "InnovationGymEnv",
    "InnovationVectorEnv",
    "LiveObservation",
    "ObsLayout",
    "action_size",
    "decode",
    "encode",
    "env",
    "final_rewards",
    "layout",
    "legal_actions",
    "legal_mask",
    "obs_layout",
    "observation",
    "observation_from_view",
    "observation_scale",
    "observation_size",
    "observer",
    "render_text",
]
