#!/usr/bin/env bash
# A throw-away PostgreSQL cluster for trying the shop (or its tests) on a real PostgreSQL.
#
#   scripts/pg-test-cluster.sh start [folder] [port]   prints a DATABASE_URL to use
#   scripts/pg-test-cluster.sh stop  [folder]
#
# Defaults: folder $TMPDIR/shop-pg (or /tmp/shop-pg), port 54329. Uses the newest PostgreSQL
# (15 or later) under /usr/lib/postgresql, or PG_BIN_DIR. As root the server runs as `postgres`.
# The API tests do not need this script: they start their own cluster (src/server/test/).
set -euo pipefail

cmd="${1:-}"
dir="${2:-${TMPDIR:-/tmp}/shop-pg}"
port="${3:-54329}"

bin="${PG_BIN_DIR:-}"
if [[ -z "$bin" ]]; then
  for v in $(ls /usr/lib/postgresql 2>/dev/null | sort -rn); do
    if [[ "$v" -ge 15 && -x "/usr/lib/postgresql/$v/bin/pg_ctl" ]]; then
      bin="/usr/lib/postgresql/$v/bin"
      break
    fi
  done
fi
if [[ -z "$bin" ]]; then
  echo "No PostgreSQL 15+ server binaries found: apt-get install -y postgresql, or set PG_BIN_DIR" >&2
  exit 1
fi

as_pg() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    if [[ ! -d "$dir/data" ]]; then
      mkdir -p "$dir"
      chmod 755 "$dir"
      if [[ "$(id -u)" == "0" ]]; then chown postgres: "$dir"; fi
      as_pg "$bin/initdb" -D "$dir/data" -A trust -U postgres -E UTF8 --locale=C --no-instructions >/dev/null
    fi
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    echo "stopped (data kept in $dir; delete the folder to start afresh)"
    ;;
  *)
    echo "usage: $0 start|stop [folder] [port]" >&2
    exit 2
    ;;
esac
