"""AI players. Every agent answers the pending decision of a game for the player it is asked
for, from that player's point of view.

    >>> from innovation.agents import make_agent
    >>> bot = make_agent("random", seed=1)
    >>> game.answer(bot.choose(game))

Besides the registered names (`random`, `heuristic`, `ismcts[:level]`, ...), a spec can name an
agent class of your own by its import path, `package.module:Class` (or `module:Class:level`):
a subclass of `Agent` (or any class with a `choose(game)` method), built with the options its
constructor takes (`seed`, `level`). The module is imported where the agent plays, in the
worker processes of a tournament too, so it must be importable there: installed, or found
from the current folder (which is searched after the rest of the path).
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
    """An agent by name; `name:level` passes a level (e.g. "ismcts:2"); `module:Class[:level]`
    builds an agent class of your own (the module docstring). ValueError in one line for an
    unknown name, a module or class that is not there, or a class that is not an agent."""
    name, _, level = spec.partition(":")
    if name not in AGENTS:
        _load_optional()
    if name not in AGENTS:
        class_name, _, class_level = level.partition(":")
        if class_name.isidentifier():
            return _imported_agent(spec, name, class_name, class_level, options)
        raise ValueError(
            f"unknown agent {name!r}; agents: {', '.join(sorted(AGENTS))}, or "
            "package.module:Class for an agent class of your own"
        )
    if level:
        options["level"] = level
    return AGENTS[name](**options)


def agent_class(spec: str, module_name: str, class_name: str) -> type:
    """The class a `module:Class` spec names, imported (ValueError in one line if it cannot
    be)."""
    import importlib
    import os
    import sys

    if not all(part.isidentifier() for part in module_name.split(".")):
        raise ValueError(f"agent {spec!r}: {module_name!r} is not a module name")
    here = os.getcwd()
    if here not in sys.path and "" not in sys.path:
        # as `python -m` would: a module beside the user (the `innovation` script's own
        # folder is the one on the path otherwise); last, so it shadows nothing installed
        sys.path.append(here)
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is None or not (module_name + ".").startswith(exc.name + "."):
            raise ValueError(f"agent {spec!r}: importing {module_name} failed: {exc}") from None
        raise ValueError(
            f"agent {spec!r}: no module named {module_name!r} (install it, or run from the "
            "folder that holds it)"
        ) from None
    except Exception as exc:
        raise ValueError(
            f"agent {spec!r}: importing {module_name} failed: {type(exc).__name__}: {exc}"
        ) from None
    cls = getattr(module, class_name, None)
    if cls is None:
        raise ValueError(f"agent {spec!r}: module {module_name!r} has no {class_name!r}")
    if not isinstance(cls, type) or not callable(getattr(cls, "choose", None)):
        raise ValueError(
            f"agent {spec!r}: {module_name}.{class_name} is not an agent: it must be a class "
            "with a choose(game) method, such as a subclass of innovation.agents.Agent"
        )
    return cls


def _imported_agent(
    spec: str, module_name: str, class_name: str, level: str, options: dict[str, Any]
) -> Agent:
    import inspect

    cls = agent_class(spec, module_name, class_name)
    if level:
        options["level"] = level
    try:
        params = inspect.signature(cls).parameters.values()
    except (TypeError, ValueError):  # no signature to read: give it everything
        params = None
    if params is not None and not any(p.kind is p.VAR_KEYWORD for p in params):
        # only the options the constructor takes (many agents need no seed)
        taken = {p.name for p in params}
        if level and "level" not in taken:
            raise ValueError(f"agent {spec!r}: {module_name}.{class_name} takes no level")
        options = {k: v for k, v in options.items() if k in taken}
    return cls(**options)


def _load_optional() -> None:
    import importlib

    for module in ("heuristic", "ismcts", "learned", "logit"):
        try:
            importlib.import_module(f"{__name__}.{module}")
        except ModuleNotFoundError as exc:  # not written yet; a broken module still fails
            if exc.name != f"{__name__}.{module}":
                raise


__all__ = ["AGENTS", "Agent", "RandomAgent", "agent_class", "make_agent", "register"]
