#!/usr/bin/env bash
# Installs what the web table and its tests need: the Python packages (server, database,
# PyICU and the system's ICU it builds on, test clients, Playwright for Python) and Debian's
# Chromium for the browser tests.
# Playwright's own browser download (`playwright install`) is NOT used: the tests launch
# /usr/bin/chromium. Safe to run again: it skips what is already there.
set -euo pipefail

PY="${PYTHON:-python3}"

# PyICU (the names' confusable skeletons, server/inputs.py) builds on the system's ICU
PYTHON="$PY" bash "$(dirname "$0")/system-deps.sh"

need_pip=()
"$PY" -c "import icu" 2>/dev/null || need_pip+=("pyicu>=2.12")
"$PY" -c "import starlette" 2>/dev/null || need_pip+=("starlette>=0.37")
"$PY" -c "import uvicorn, uvloop, httptools" 2>/dev/null || need_pip+=("uvicorn[standard]>=0.29")
"$PY" -c "import sqlalchemy" 2>/dev/null || need_pip+=("sqlalchemy>=2.0")
"$PY" -c "import psycopg" 2>/dev/null || need_pip+=("psycopg[binary]>=3.1")
"$PY" -c "import httpx" 2>/dev/null || need_pip+=("httpx>=0.27")
"$PY" -c "import websockets" 2>/dev/null || need_pip+=("websockets>=12")
"$PY" -c "import playwright" 2>/dev/null || need_pip+=("playwright>=1.40")
if [ "${#need_pip[@]}" -gt 0 ]; then
  echo "setup-web: pip install ${need_pip[*]}"
  "$PY" -m pip install --quiet --disable-pip-version-check "${need_pip[@]}"
fi

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/bin/chromium ]; then
  echo "setup-web: apt-get install chromium"
  SUDO=""
  if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium >/dev/null
fi
# axe-core (npm) for the accessibility checks of the browser tests: installed into
# tests/server/web-deps/node_modules (ignored by git), with Debian's nodejs/npm when missing.
WEBDEPS="$(cd "$(dirname "$0")/.." && pwd)/tests/server/web-deps"
if [ ! -f "$WEBDEPS/node_modules/axe-core/axe.min.js" ]; then
  if ! command -v npm >/dev/null 2>&1; then
    echo "setup-web: apt-get install nodejs npm"
    SUDO=""
    if [ "$(id -u)" != "0" ] && command -v sudo >/dev/null 2>&1; then SUDO="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq nodejs npm >/dev/null
  fi
  echo "setup-web: npm install axe-core (into tests/server/web-deps)"
  (cd "$WEBDEPS" && npm install --no-audit --no-fund --silent)
fi
echo "setup-web: ready ($(/usr/bin/chromium --version 2>/dev/null || echo 'chromium missing'))"
