"""Build: the engine's hot modules compiled with mypyc where a C compiler is at hand, pure Python
where not (black and mypy ship themselves the same way). Everything else is in pyproject.toml.

- `pip install .` / `pip install -e .` compiles `COMPILED` into C extensions beside their `.py`
  sources (an editable install puts them in the source tree). Python imports the extension
  before the source, so the compiled engine runs.
- No C compiler, no mypyc, or a compile error: a warning, and the package installs as pure
  Python; it plays the same games (tests/test_compiled.py), only slower.
- `INNOVATION_PURE=1` at build time skips compiling. At run time it makes the engine import its
  `.py` sources even where a compiled build exists (innovation/engine/__init__.py).

`innovation bench` says which engine runs; docs/benchmarks.md has the figures of each.
"""

from __future__ import annotations

import hashlib
import os
import sys

from setuptools import setup
from setuptools.command.build_ext import build_ext

# the engine's hot path (the profile in docs/benchmarks.md) and the search's own hot modules
# (re-dealing hidden cards, the leaf evaluation), compiled together as one group, named from
# the `innovation` package; innovation/engine/__init__.py has the same list, and compares the
# sources with STAMP
ENGINE = "innovation/engine"
MODULES = (
    "engine/cards",
    "engine/state",
    "engine/decisions",
    "engine/editions",
    "engine/ctx",
    "engine/dogma",
    "engine/game",
    "engine/deal",
    "engine/expansions",
    "engine/cities",
    "agents/determinize",
    "agents/evaluation",
    "agents/tree",
)
COMPILED = [f"innovation/{name}.py" for name in MODULES]
STAMP = "compiled.sha256"


def _write_stamp(folder: str) -> None:
    """Record what was compiled: the engine runs compiled only while its sources match."""
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, STAMP), "w", encoding="ascii") as f:
        for path in COMPILED:
            with open(path, "rb") as source:
                digest = hashlib.sha256(source.read()).hexdigest()
            f.write(f"{digest}  {os.path.relpath(path, 'innovation')}\n")


def _warn(message: str) -> None:
    print(f"innovation setup: {message}; installing the pure-Python engine", file=sys.stderr)


class OptionalBuildExt(build_ext):
    """Compiling is an optimisation: a failure leaves the pure-Python modules in charge."""

    def run(self) -> None:
        try:
            super().run()
            if self.extensions:
                built = os.path.dirname(self.get_ext_fullpath("innovation.engine.game"))
                _write_stamp(built)  # beside the extensions (in the source tree if in place)
                if self.inplace:
                    _write_stamp(os.path.join(self.build_lib, *ENGINE.split("/")))
        except Exception as exc:  # noqa: BLE001 - no compiler, missing headers, ...
            _warn(f"the compiled engine could not be built ({str(exc)[-200:]})")
            # all or nothing: a compiled module needs the group's shared library beside it
            for ext in self.extensions:
                for path in (self.get_ext_fullpath(ext.name),):
                    if os.path.exists(path):
                        os.remove(path)


def _ext_modules() -> list:  # type: ignore[type-arg]
    if os.environ.get("INNOVATION_PURE", "") not in ("", "0"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not installed")
        return []
    try:
        return mypycify(COMPILED, opt_level="3", debug_level="0", group_name="innovation_engine")
    except BaseException as exc:  # noqa: BLE001 - mypyc exits on type errors
        _warn(f"mypyc failed ({exc!r})")
        return []


setup(ext_modules=_ext_modules(), cmdclass={"build_ext": OptionalBuildExt})
