"""The rules engine: state, rules, dogma, decisions, views and records.

Its hot modules (`COMPILED`) may be compiled by mypyc when the package is installed (setup.py);
Python then imports the compiled extension beside each `.py`. This package chooses which runs:

- the compiled engine where it is built and up to date;
- the pure-Python sources where `INNOVATION_PURE=1` is set, where there is no compiled build,
  or where a source differs from what was compiled (an edit since the last build: the stale
  build is not used, with a warning; `scripts/start.sh` rebuilds, or `pip install -e .`). The
  build writes each source's SHA-256 to `STAMP`, which is compared with the sources here.

`BUILD` says which ("compiled" or "pure") and `BUILD_REASON` why. Both play the same games
(tests/test_compiled.py).
"""

from __future__ import annotations

import hashlib
import os
import sys
import warnings
from importlib.machinery import EXTENSION_SUFFIXES, SOURCE_SUFFIXES, FileFinder, SourceFileLoader

# the modules setup.py compiles (keep the two lists the same), named from the `innovation`
# package: the engine's, and the AI search's own hot modules (`AGENTS`), which are compiled in
# the same group and so run compiled exactly when the engine does; and the stamp the build writes
COMPILED = (
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
STAMP = "compiled.sha256"
AGENTS = os.path.join(os.path.dirname(__path__[0]), "agents")  # as innovation.agents.__path__


def source_hashes(folder: str) -> dict[str, str]:
    """The SHA-256 of each compiled module's source (what the stamp records); `folder` is this
    package's folder."""
    root = os.path.dirname(folder)
    out = {}
    for name in COMPILED:
        with open(os.path.join(root, name + ".py"), "rb") as f:
            out[name + ".py"] = hashlib.sha256(f.read()).hexdigest()
    return out


def _choose() -> tuple[str, str]:
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    if os.environ.get("INNOVATION_PURE", "") not in ("", "0"):
        return "pure", "INNOVATION_PURE is set"
    built = [
        name
        for name in COMPILED
        if any(os.path.exists(os.path.join(root, name + s)) for s in EXTENSION_SUFFIXES)
    ]
    if not built:
        return "pure", "no compiled build (no C compiler or no mypyc when installed)"
    if len(built) < len(COMPILED):
        return "pure", "the compiled build is incomplete"
    try:
        with open(os.path.join(here, STAMP), encoding="ascii") as f:
            stamp = dict(line.split()[::-1] for line in f if line.strip())
        now = source_hashes(here)
    except (OSError, ValueError):
        stamp, now = {}, {"": ""}
    changed = sorted(name for name, digest in now.items() if stamp.get(name) != digest)
    if changed:
        warnings.warn(
            f"innovation: the engine changed since it was compiled ({', '.join(changed)}); "
            "running it as pure Python (rebuild: scripts/start.sh, or pip install -e .)",
            RuntimeWarning,
            stacklevel=2,
        )
        return "pure", "sources changed since the compiled build: " + ", ".join(changed)
    return "compiled", "compiled by mypyc"


BUILD, BUILD_REASON = _choose()

if BUILD == "pure":
    # this package's modules, and the AI search's (innovation/agents/__init__.py imports this
    # package first), are found among source files only, so a compiled build beside them is
    # not imported
    for _path in [*__path__, AGENTS]:
        sys.path_importer_cache[_path] = FileFinder(_path, (SourceFileLoader, SOURCE_SUFFIXES))
