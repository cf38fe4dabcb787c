#!/usr/bin/env bash
# Set up a virtual environment and start the main job: the web table (or any subcommand).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
. .venv/bin/activate
python -m pip install -q -e .
exec innovation "${@:-serve}"
