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
if [ -z "${INNOVATION_TEST_POSTGRES:-}" ]; then  # a real PostgreSQL for the database tests
  INNOVATION_TEST_POSTGRES="$(bash scripts/setup-postgres.sh | tail -1)"
  export INNOVATION_TEST_POSTGRES
fi
ruff check innovation tests
python -m pytest "$@"
