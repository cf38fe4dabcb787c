#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on 127.0.0.1:54329 for the web table's database tests
# (installing Debian's postgresql if needed) and prints its URL on the last line.
set -euo pipefail
PORT="${INNOVATION_PG_PORT:-54329}"
DATA="${INNOVATION_PG_DATA:-/tmp/innovation-pg}"
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "setup-postgres: apt-get install postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
as_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
if ! as_pg "$BIN/pg_ctl -D $DATA status" >/dev/null 2>&1; then
  rm -rf "$DATA"
  mkdir -p "$DATA"
  [ "$(id -u)" = "0" ] && chown postgres "$DATA"
  as_pg "$BIN/initdb -D $DATA -A trust -U postgres" >/dev/null
  as_pg "$BIN/pg_ctl -D $DATA -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1' -l $DATA/server.log -w start" >/dev/null
fi
as_pg "$BIN/createdb -h 127.0.0.1 -p $PORT -U postgres innovation_test" 2>/dev/null || true
echo "postgresql://postgres@127.0.0.1:$PORT/innovation_test"
