#!/usr/bin/env bash
# Start the main job, the web table (or any subcommand: `bash scripts/start.sh play --vs
# heuristic`). The first run makes a virtual environment in .venv and installs the package
# there (editable, so code changes need no reinstall); later runs install again only when
# pyproject.toml (dependencies, entry points), setup.py or the compiled engine's sources have
# changed. Installing compiles the engine's hot modules with mypyc where a C compiler is at
# hand (setup.py; INNOVATION_PURE=1 skips it): an edit to one of them (the list is in
# innovation/engine/__init__.py) needs that rebuild, which this script does; until then the
# engine runs as pure Python. pip's output is shown only if it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=.venv/.innovation-install.sha256
want="$(.venv/bin/python -c '
import hashlib, os
h = hashlib.sha256(os.environ.get("INNOVATION_PURE", "").encode())
names = ("engine/cards", "engine/state", "engine/decisions", "engine/editions", "engine/ctx",
         "engine/dogma", "engine/game", "engine/deal", "engine/expansions", "engine/cities", "agents/determinize",
         "agents/evaluation", "agents/tree")
# (setup.py MODULES)
for path in ["pyproject.toml", "setup.py", *(f"innovation/{n}.py" for n in names)]:
    h.update(open(path, "rb").read())
print(h.hexdigest())
')"
if [ ! -x .venv/bin/innovation ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "Installing innovation into .venv (first run, or pyproject.toml, setup.py or the" \
    "compiled engine changed; compiling takes a minute)..." >&2
  PYTHON=.venv/bin/python bash scripts/system-deps.sh  # ICU, which PyICU builds on
  log="$(mktemp)"
  if ! .venv/bin/python -m pip install -q --disable-pip-version-check -e . >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "start.sh: installing failed (pip's output above)" >&2
    exit 1
  fi
  rm -f "$log"
  # compiled, or pure Python (no C compiler, INNOVATION_PURE=1, ...): say which
  .venv/bin/python -c 'import innovation.engine as e; print("engine:", e.BUILD, "-", e.BUILD_REASON)' >&2
  echo "$want" >"$stamp"
fi
exec .venv/bin/innovation "${@:-serve}"
