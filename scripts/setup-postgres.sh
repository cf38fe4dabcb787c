#!/usr/bin/env bash
# Starts a throw-away PostgreSQL server on 127.0.0.1:54329 for the web table's database tests
# (installing Debian's postgresql if needed) and prints its URL on the last line.
#   --running   exit 0 if the server in INNOVATION_PG_DATA is running, 1 if not (no start)
#   --stop      stop the server in INNOVATION_PG_DATA (only that one)
# INNOVATION_PG_PORT and INNOVATION_PG_DATA choose another port and data folder.
set -euo pipefail
PORT="${INNOVATION_PG_PORT:-54329}"
DATA="${INNOVATION_PG_DATA:-/tmp/innovation-pg}"
as_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
case "${1:-}" in
  --running)
    BIN="$(pg_bin)"
    [ -n "$BIN" ] && as_pg "$BIN/pg_ctl -D $DATA status" >/dev/null 2>&1
    exit $?
    ;;
  --stop)
    BIN="$(pg_bin)"
    if [ -n "$BIN" ] && as_pg "$BIN/pg_ctl -D $DATA status" >/dev/null 2>&1; then
      as_pg "$BIN/pg_ctl -D $DATA -m fast -w stop" >/dev/null
      echo "setup-postgres: stopped the PostgreSQL server in $DATA" >&2
    fi
    exit 0
    ;;
esac
if [ -z "$(pg_bin)" ]; then
  echo "setup-postgres: apt-get install postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(pg_bin)"
if ! as_pg "$BIN/pg_ctl -D $DATA status" >/dev/null 2>&1; then
  rm -rf "$DATA"
  mkdir -p "$DATA"
  [ "$(id -u)" = "0" ] && chown postgres "$DATA"
  as_pg "$BIN/initdb -D $DATA -A trust -U postgres" >/dev/null
  as_pg "$BIN/pg_ctl -D $DATA -o '-p $PORT -k /tmp -c listen_addresses=127.0.0.1' -l $DATA/server.log -w start" >/dev/null
  echo "setup-postgres: started PostgreSQL on 127.0.0.1:$PORT (data in $DATA)" >&2
fi
as_pg "$BIN/createdb -h 127.0.0.1 -p $PORT -U postgres innovation_test" 2>/dev/null || true
echo "postgresql://postgres@127.0.0.1:$PORT/innovation_test"
