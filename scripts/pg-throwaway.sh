#!/usr/bin/env bash
# A disposable PostgreSQL server for test runs: trust auth on 127.0.0.1 only, no fsync.
#
#   scripts/pg-throwaway.sh start DIR PORT   # prints postgres://postgres@127.0.0.1:PORT/postgres
#   scripts/pg-throwaway.sh stop DIR
#
# DIR holds the cluster (DIR/data), its socket (DIR/sock) and its log (DIR/postgres.log).
# Only the URL goes to stdout; progress and errors go to stderr. Databases are created by the tests.
set -euo pipefail

usage() {
  echo "usage: $0 start DIR PORT | stop DIR" >&2
  exit 2
}

die() {
  echo "pg-throwaway: $*" >&2
  exit 1
}

find_bindir() {
  local dir
  if command -v pg_config >/dev/null 2>&1; then
    dir="$(pg_config --bindir 2>/dev/null || true)"
    if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
      echo "$dir"
      return
    fi
  fi
  # Debian keeps the server binaries out of PATH; take the newest installed major version.
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [[ -n "$dir" && -x "$dir/initdb" ]]; then
    echo "$dir"
    return
  fi
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return
  fi
  die "PostgreSQL server binaries (initdb, pg_ctl, postgres) not found. Install Debian's 'postgresql' package (or run scripts/ensure-deps.sh as root)."
}

# PostgreSQL refuses to run as root, so as root everything runs as an unprivileged system user.
PG_USER="${PG_THROWAWAY_USER:-postgres}"

as_pg() {
  if [[ "$(id -u)" -eq 0 ]]; then
    runuser -u "$PG_USER" -- "$@"
  else
    "$@"
  fi
}

ensure_pg_user() {
  [[ "$(id -u)" -eq 0 ]] || return 0
  if ! id -u "$PG_USER" >/dev/null 2>&1; then
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$PG_USER"
  fi
}

start() {
  local dir="$1" port="$2"
  [[ "$port" =~ ^[0-9]+$ ]] || die "PORT must be a number, got '$port'"
  local bindir
  bindir="$(find_bindir)"

  mkdir -p "$dir"
  dir="$(cd "$dir" && pwd)"
  local data="$dir/data" sock="$dir/sock" log="$dir/postgres.log"
  local url="postgres://postgres@127.0.0.1:$port/postgres"

  ensure_pg_user
  mkdir -p "$sock"
  if [[ "$(id -u)" -eq 0 ]]; then
    chown -R "$PG_USER" "$dir"
    runuser -u "$PG_USER" -- test -w "$dir" ||
      die "user '$PG_USER' cannot write to $dir (is a parent directory private to root?); use a directory under /tmp"
  fi

  if [[ -f "$data/postmaster.pid" ]] && as_pg "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1; then
    echo "pg-throwaway: already running in $dir" >&2
    echo "$url"
    return
  fi

  if [[ ! -f "$data/PG_VERSION" ]]; then
    if ! as_pg "$bindir/initdb" -D "$data" --username=postgres --auth=trust \
      --encoding=UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1; then
      cat "$dir/initdb.log" >&2
      die "initdb failed"
    fi
    # Trust only the local socket and IPv4 loopback; nothing else may connect.
    printf '%s\n' \
      'local all all trust' \
      'host  all all 127.0.0.1/32 trust' >"$data/pg_hba.conf"
    cat >>"$data/postgresql.conf" <<EOF

# pg-throwaway: a disposable server for tests; durability traded for speed.
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$sock'
fsync = off
synchronous_commit = off
full_page_writes = off
max_connections = 300
EOF
  fi

  if ! as_pg "$bindir/pg_ctl" -D "$data" -l "$log" -o "-p $port" -w -t 60 start >/dev/null; then
    [[ -f "$log" ]] && tail -n 50 "$log" >&2
    die "PostgreSQL did not start on 127.0.0.1:$port"
  fi
  echo "$url"
}

stop() {
  local dir="$1"
  local data="$dir/data"
  [[ -f "$data/postmaster.pid" ]] || return 0
  local bindir
  bindir="$(find_bindir)"
  as_pg "$bindir/pg_ctl" -D "$data" status >/dev/null 2>&1 || return 0
  as_pg "$bindir/pg_ctl" -D "$data" -m fast -w -t 30 stop >/dev/null ||
    as_pg "$bindir/pg_ctl" -D "$data" -m immediate -w -t 30 stop >/dev/null
}

case "${1:-}" in
  start)
    [[ $# -eq 3 ]] || usage
    start "$2" "$3"
    ;;
  stop)
    [[ $# -eq 2 ]] || usage
    stop "$2"
    ;;
  *) usage ;;
esac
