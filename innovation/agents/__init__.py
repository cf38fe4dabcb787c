"""AI players. Every agent answers the pending decision of a game for the player it is asked
for, from that player's point of view.

    >>> from innovation.agents import make_agent
    >>> bot = make_agent("random", seed=1)
    >>> game.answer(bot.choose(game))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# first: the engine chooses compiled or pure Python for the search's compiled modules too
from .. import engine as _engine  # noqa: F401
from .base import Agent
from .random_agent import RandomAgent

AGENTS: dict[str, Callable[..., Agent]] = {"random": RandomAgent}


def register(name: str, factory: Callable[..., Agent]) -> None:
    AGENTS[name] = factory


def make_agent(spec: str, **options: Any) -> Agent:
    """An agent by name; `name:level` passes a level (e.g. "ismcts:2")."""
    name, _, level = spec.partition(":")
    if name not in AGENTS:
        _load_optional()
    if name not in AGENTS:
        raise ValueError(f"unknown agent {name!r}; agents: {', '.join(sorted(AGENTS))}")
    if level:
        options["level"] = level
    return AGENTS[name](**options)


def _load_optional() -> None:
    import importlib

    for module in ("heuristic", "ismcts", "learned", "logit"):
        try:
            importlib.import_module(f"{__name__}.{module}")
        except ModuleNotFoundError as exc:  # not written yet; a broken module still fails
            if exc.name != f"{__name__}.{module}":
                raise


__all__ = ["AGENTS", "Agent", "RandomAgent", "make_agent", "register"]
