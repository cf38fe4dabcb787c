#!/usr/bin/env bash
# Start the main job, the web table (or any subcommand: `bash scripts/start.sh play --vs
# heuristic`). The first run makes a virtual environment in .venv and installs the package
# there (editable, so code changes need no reinstall); later runs install again only when
# pyproject.toml (dependencies, entry points) has changed. pip's output is shown only if it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=.venv/.innovation-pyproject.sha256
want="$(.venv/bin/python -c 'import hashlib; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())')"
if [ ! -x .venv/bin/innovation ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  echo "Installing innovation into .venv (first run, or pyproject.toml changed)..." >&2
  log="$(mktemp)"
  if ! .venv/bin/python -m pip install -q --disable-pip-version-check -e . >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "start.sh: installing failed (pip's output above)" >&2
    exit 1
  fi
  rm -f "$log"
  echo "$want" >"$stamp"
fi
exec .venv/bin/innovation "${@:-serve}"
