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
bash scripts/setup-web.sh                      # Chromium for the browser tests
ruff check innovation tests
# a real PostgreSQL for the database tests (unless INNOVATION_TEST_POSTGRES names one): started
# for the tests and stopped after them, unless it was already running
bash scripts/with-postgres.sh python -m pytest "$@"
