#!/usr/bin/env bash
# Makes sure the system packages the test suites need are present: Debian's chromium (browser
# journeys), postgresql (the real-Postgres API run), haproxy and pgbouncer (the scale-out tests:
# a load balancer and a connection pooler in front of several instances) and fonts-liberation
# (stable text rendering).
# Silent when all is there; installs what is missing when root; otherwise says what to install.
set -euo pipefail

missing=()

have_chromium() {
  [[ -x /usr/bin/chromium ]]
}

have_postgres_server() {
  local dir
  if command -v pg_config >/dev/null 2>&1; then
    dir="$(pg_config --bindir 2>/dev/null || true)"
    [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" && -x "$dir/postgres" ]] && return 0
  fi
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/initdb" && -x "$dir/pg_ctl" && -x "$dir/postgres" ]] && return 0
  done
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1 && command -v postgres >/dev/null 2>&1
}

# Debian installs both in /usr/sbin, which is not on every user's PATH.
have_system_binary() {
  command -v "$1" >/dev/null 2>&1 || [[ -x "/usr/sbin/$1" ]] || [[ -x "/usr/local/sbin/$1" ]]
}

have_fonts() {
  # Only checkable where dpkg exists; elsewhere the system fonts are the user's business.
  command -v dpkg-query >/dev/null 2>&1 || return 0
  [[ "$(dpkg-query -W -f='${Status}' fonts-liberation 2>/dev/null || true)" == "install ok installed" ]]
}

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  # The journeys use this browser instead of Debian's; installing chromium would not help.
  [[ -x "$CHROMIUM_PATH" ]] || { echo "ensure-deps: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2; exit 1; }
else
  have_chromium || missing+=(chromium)
fi
have_postgres_server || missing+=(postgresql)
have_system_binary haproxy || missing+=(haproxy)
have_system_binary pgbouncer || missing+=(pgbouncer)
have_fonts || missing+=(fonts-liberation)

[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ "$(id -u)" -ne 0 ]]; then
  cat >&2 <<MSG
ensure-deps: missing system packages: ${missing[*]}
The test suites need Debian's chromium, postgresql (initdb, pg_ctl, postgres), haproxy, pgbouncer
and fonts-liberation.
Install them as root, then run the tests again:

    sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}

(A chromium elsewhere can be used by setting CHROMIUM_PATH to its executable.)
MSG
  exit 1
fi

command -v apt-get >/dev/null 2>&1 ||
  { echo "ensure-deps: missing ${missing[*]} and apt-get is not available; install them by hand." >&2; exit 1; }

echo "ensure-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
# Wait for another apt/dpkg run to finish instead of failing on its lock.
apt_opts=(-o DPkg::Lock::Timeout=600 -o Dpkg::Use-Pty=0)
apt-get "${apt_opts[@]}" update -qq
apt-get "${apt_opts[@]}" install -y -qq "${missing[@]}"

[[ -n "${CHROMIUM_PATH:-}" ]] || have_chromium || { echo "ensure-deps: chromium is still missing after installation" >&2; exit 1; }
have_postgres_server || { echo "ensure-deps: PostgreSQL server binaries are still missing after installation" >&2; exit 1; }
for binary in haproxy pgbouncer; do
  have_system_binary "$binary" || { echo "ensure-deps: $binary is still missing after installation" >&2; exit 1; }
done
echo "ensure-deps: done" >&2
