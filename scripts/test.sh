#!/usr/bin/env bash
# Set up a virtual environment with everything the tests need, lint, and run the test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q -e '.[test]'
if [ -f scripts/setup-web.sh ]; then
  bash scripts/setup-web.sh
fi
ruff check innovation tests
python -m pytest "$@"
