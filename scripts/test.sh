#!/usr/bin/env bash
# `npm test`: every suite, on a fresh clone, with nothing installed by hand.
#   client build → side by side: typecheck and lint · unit, component and the embedded subset of
#   the API tests on PGlite · every API test on a throwaway PostgreSQL, then faults and scale-out
#   (real server processes) → Chromium journeys. The lanes side by side share no port and no
#   database. Every stage runs even when an earlier one failed (except that the real server and the
#   journeys need the build), so one run shows every problem. Ends with a table of the stages and
#   their seconds, then "N passed, M failed".
set -euo pipefail
export TZ=UTC
cd "$(dirname "$0")/.."
# Node 24 LTS first on PATH (fetched once from its registry package when this machine's is older).
source scripts/use-node.sh

results_dir="$(mktemp -d)"
stages="$results_dir/stages.tsv"
: >"$stages"
pg_dir=""
run_started=$SECONDS

cleanup() {
  if [[ -n "$pg_dir" ]]; then
    bash scripts/pg-throwaway.sh stop "$pg_dir" || true
    rm -rf "$pg_dir"
  fi
  rm -rf "$results_dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

heading() {
  if [[ -t 1 ]]; then
    printf '\n\033[1m==== %s ====\033[0m\n' "$*"
  else
    printf '\n==== %s ====\n' "$*"
  fi
}

# run_stage NAME [--report FILE] COMMAND...: runs the command and records its result and seconds
# (one line of stages.tsv); never stops the script. A stage given a vitest report whose run failed
# with no failed test in it (an unhandled error, a crash before the report) counts one failure.
run_stage() {
  local name="$1" report="-"
  shift
  if [[ "$1" == "--report" ]]; then
    report="$2"
    shift 2
  fi
  heading "$name"
  local started=$SECONDS status=ok
  if ! "$@"; then status=FAILED; fi
  local seconds=$((SECONDS - started))
  echo "---- $name: $status (${seconds}s)"
  printf '%s\t%s\t%s\t%s\n' "$name" "$status" "$seconds" "$report" >>"$stages"
  [[ "$status" == ok ]]
}

# vitest_stage NAME REPORT [ENV=VALUE | -u NAME]... -- VITEST_ARGS...
vitest_stage() {
  local name="$1" report="$2"
  shift 2
  local envs=()
  while [[ "$1" != "--" ]]; do
    envs+=("$1")
    shift
  done
  shift
  rm -f "$report"
  run_stage "$name" --report "$report" env "${envs[@]}" npx vitest run --reporter=default --reporter=json \
    --outputFile="$report" "$@"
}

# Stages side by side: each prints into its own log, shown whole once all have ended.
side_by_side_logs=()
side_by_side_pids=()
in_background() {
  local log="$results_dir/side-$((${#side_by_side_logs[@]} + 1)).log"
  side_by_side_logs+=("$log")
  "$@" >"$log" 2>&1 &
  side_by_side_pids+=("$!")
}
wait_side_by_side() {
  local pid log
  for pid in "${side_by_side_pids[@]}"; do wait "$pid" || true; done
  for log in "${side_by_side_logs[@]}"; do cat "$log"; done
  side_by_side_logs=()
  side_by_side_pids=()
}

# Failed tests in one JSON report, counting a file that failed outside any test (a failing
# beforeAll, an import error) as one failure.
count_failed() {
  node -e '
    const fs = require("node:fs");
    const file = process.argv[1];
    if (!fs.existsSync(file)) { console.log(0); process.exit(0); }
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    const brokenFiles = (report.testResults ?? []).filter(
      (f) => f.status === "failed" && !(f.assertionResults ?? []).some((t) => t.status === "failed"),
    ).length;
    console.log((report.numFailedTests ?? 0) + brokenFiles);
  ' "$1"
}

# A port for the PostgreSQL stage: a random one below the kernel's ephemeral range, checked by
# binding it (a port handed out for port 0 can be taken as another connection's source port).
free_port() {
  node -e '
    const net = require("node:net");
    const fs = require("node:fs");
    let low = 49152;
    try { low = Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || low; } catch {}
    const probe = (port) => new Promise((resolve) => {
      const server = net.createServer();
      server.on("error", () => resolve(null));
      server.listen(port, "127.0.0.1", () => { const bound = server.address().port; server.close(() => resolve(bound)); });
    });
    (async () => {
      for (let attempt = 0; attempt < 50 && low - 10000 >= 1000; attempt++) {
        const port = 10000 + Math.floor(Math.random() * (low - 10000));
        if (await probe(port)) return console.log(port);
      }
      console.log(await probe(0));
    })();
  '
}

# The real server and the journeys serve the build: without one they cannot run.
skipped_for_build() {
  heading "$1"
  echo "---- skipped: the client build failed"
  printf '%s\t%s\t%s\t%s\n' "$1 (skipped: no build)" FAILED 0 - >>"$stages"
}

heading "Runtime"
echo "node $(node --version), npm $(npm --version 2>/dev/null)"

heading "System packages (chromium, postgresql)"
bash scripts/ensure-deps.sh
echo "---- present"

build_ok=true
# First: the unit tests hold the first page's JavaScript to its budget, measured on the build.
run_stage "Client build (bundle and prerendered pages)" npm run build || build_ok=false

heading "Start a throwaway PostgreSQL"
pg_dir="$(mktemp -d)"
pg_url=""
if pg_url="$(bash scripts/pg-throwaway.sh start "$pg_dir" "$(free_port)")"; then
  echo "---- listening at $pg_url"
else
  echo "---- FAILED to start PostgreSQL"
  printf '%s\t%s\t%s\t%s\n' "API tests on PostgreSQL (server did not start)" FAILED 0 - >>"$stages"
  pg_url=""
fi

# Three lanes side by side, sharing no port and no database: typecheck then lint; the tests on
# PGlite; every API test on a throwaway PostgreSQL, then the faults and scale-out tests (real
# server processes on PostgreSQL servers of their own), which start as soon as that lane is free.
heading "Side by side: typecheck and lint · tests on PGlite · PostgreSQL, then faults and scale-out"
typecheck_and_lint() {
  run_stage "Typecheck (tsc --noEmit)" npm run --silent typecheck -- --singleThreaded || true
  run_stage "Lint (eslint)" npx eslint . || true
}
postgres_then_resilience() {
  if [[ -n "$pg_url" ]]; then
    vitest_stage "API tests on PostgreSQL (all)" "$results_dir/postgres.json" \
      -u DATABASE_URL "TEST_DATABASE_URL=$pg_url" -- --project api || true
    bash scripts/pg-throwaway.sh stop "$pg_dir" || true
  fi
  if [[ "$build_ok" == true ]]; then
    vitest_stage "Faults and scale-out on PostgreSQL" "$results_dir/resilience.json" \
      -u DATABASE_URL -u TEST_DATABASE_URL -- --config resilience/vitest.config.ts || true
  else
    skipped_for_build "Faults and scale-out on PostgreSQL"
  fi
}
in_background typecheck_and_lint
in_background vitest_stage "Unit, component and API subset on embedded PGlite" "$results_dir/pglite.json" \
  -u DATABASE_URL -u TEST_DATABASE_URL API_TESTS=embedded-subset --
in_background postgres_then_resilience
wait_side_by_side

if [[ "$build_ok" == true ]]; then
  vitest_stage "Browser journeys (Chromium)" "$results_dir/e2e.json" -u DATABASE_URL -- \
    --config e2e/vitest.config.ts || true
else
  skipped_for_build "Browser journeys (Chromium)"
fi

heading "Summary"
passed="$(node -e '
  const fs = require("node:fs");
  let passed = 0;
  for (const file of process.argv.slice(1)) {
    if (fs.existsSync(file)) passed += JSON.parse(fs.readFileSync(file, "utf8")).numPassedTests ?? 0;
  }
  console.log(passed);
' "$results_dir"/*.json)"
failed=0
failed_stages=()
while IFS=$'\t' read -r name status seconds report; do
  [[ "$status" == ok ]] && continue
  failed_stages+=("$name")
  if [[ "$report" != "-" && "$(count_failed "$report")" == "0" ]]; then failed=$((failed + 1)); fi
done <"$stages"
for report in "$results_dir"/*.json; do
  [[ -f "$report" ]] && failed=$((failed + $(count_failed "$report")))
done

# The stages with their seconds; those side by side overlap, so the total is the run's own clock.
node -e '
  const fs = require("node:fs");
  const rows = fs.readFileSync(process.argv[1], "utf8").trim().split("\n").filter(Boolean).map((l) => l.split("\t"));
  const width = Math.max(5, ...rows.map((r) => r[0].length));
  console.log(`${"stage".padEnd(width)}  result  seconds`);
  for (const [name, status, seconds] of rows) console.log(`${name.padEnd(width)}  ${status.padEnd(6)}  ${seconds.padStart(7)}`);
  console.log(`${"npm test, start to end".padEnd(width)}          ${process.argv[2].padStart(7)}`);
' "$stages" "$((SECONDS - run_started))"

if [[ ${#failed_stages[@]} -gt 0 ]]; then
  echo "Failed stages:"
  printf '  - %s\n' "${failed_stages[@]}"
fi
# The failed tests again, by name with the first line of their failure, so the end of the log
# says what broke even when only the end is kept.
node -e '
  const fs = require("node:fs");
  const path = require("node:path");
  const firstLine = (text) => String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").find((l) => l.trim()) ?? "";
  for (const file of process.argv.slice(1)) {
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name ?? "");
      const failedTests = (result.assertionResults ?? []).filter((t) => t.status === "failed");
      for (const t of failedTests) {
        console.log(`  ✗ [${path.basename(file, ".json")}] ${where} > ${t.fullName}`);
        console.log(`      ${firstLine((t.failureMessages ?? [])[0]).slice(0, 400)}`);
      }
      if (result.status === "failed" && failedTests.length === 0) {
        console.log(`  ✗ [${path.basename(file, ".json")}] ${where} (outside any test)`);
        console.log(`      ${firstLine(result.message).slice(0, 400)}`);
      }
    }
  }
' "$results_dir"/*.json
echo "$passed passed, $failed failed"
[[ ${#failed_stages[@]} -eq 0 && $failed -eq 0 ]]
