#!/usr/bin/env bash
# Set up a virtual environment with everything the tests need, lint, and run the test suite
# twice over the engine: the whole suite on the compiled engine (installing compiles it with
# mypyc where a C compiler is at hand, see setup.py), then the engine's own tests on the
# pure-Python engine (INNOVATION_PURE=1): the engine, its properties, every card, scenarios,
# the AI players (tests/test_compiled.py, in the first run, compares the two engines' games).
# Arguments go to the first run only.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
. .venv/bin/activate
python -m pip install -q --upgrade pip
# first: the system packages a dependency builds on (ICU for PyICU), Chromium for the browser tests
bash scripts/setup-web.sh
python -m pip install -q -e '.[test]'
python -c 'import innovation.engine as e; print("engine:", e.BUILD, "-", e.BUILD_REASON)'
# where the engine can be compiled (a C compiler and Python's headers), it must have been:
# tests/test_compiled.py then fails on a build that fell back to pure Python
if command -v "${CC:-cc}" >/dev/null 2>&1 && python -c 'import os, sysconfig, sys
sys.exit(not os.path.exists(os.path.join(sysconfig.get_paths()["include"], "Python.h")))'; then
  export INNOVATION_EXPECT_COMPILED=1
fi
ruff check innovation tests
# a real PostgreSQL for the database tests (unless INNOVATION_TEST_POSTGRES names one): started
# for the tests and stopped after them, unless it was already running
bash scripts/with-postgres.sh python -m pytest "$@"
echo "The engine's tests again, on the pure-Python engine (INNOVATION_PURE=1):"
INNOVATION_PURE=1 python -m pytest tests/test_engine.py tests/test_properties.py tests/cards \
  tests/test_scenarios.py tests/test_fourth_edition_rules.py tests/agents
