#!/usr/bin/env bash
# Runs a command with INNOVATION_TEST_POSTGRES set. If it is not set already, a PostgreSQL
# server is started with scripts/setup-postgres.sh, and stopped again when the command ends,
# but only if this script started it: a server that was already running is left running.
# Exits with the command's exit code.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
if [ -n "${INNOVATION_TEST_POSTGRES:-}" ]; then
  exec "$@"
fi
started=""
if ! bash "$HERE/setup-postgres.sh" --running; then
  started=1
fi
stop_ours() {
  if [ -n "$started" ]; then
    bash "$HERE/setup-postgres.sh" --stop || true
  fi
}
trap stop_ours EXIT
INNOVATION_TEST_POSTGRES="$(bash "$HERE/setup-postgres.sh" | tail -1)"
export INNOVATION_TEST_POSTGRES
"$@"
