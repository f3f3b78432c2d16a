#!/usr/bin/env bash
# `npm test`: every suite, on a fresh clone, with nothing installed by hand.
#   typecheck → lint → client build → unit + API tests on PGlite → API tests on a throwaway
#   PostgreSQL → faults and scale-out (real server processes) → Chromium journeys. Every stage runs
#   even when an earlier one failed (except that the real server and the journeys need the build),
#   so one run shows every problem. Ends with "N passed, M failed".
set -euo pipefail
export TZ=UTC
cd "$(dirname "$0")/.."
# Node 24 LTS first on PATH (fetched once from its registry package when this machine's is older).
source scripts/use-node.sh

results_dir="$(mktemp -d)"
pg_dir=""
failed_stages=()
vitest_runs_failed_silently=0

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

# run_stage NAME COMMAND...: runs the command, remembers a failure, never stops the script.
run_stage() {
  local name="$1"
  shift
  heading "$name"
  local started=$SECONDS
  if "$@"; then
    echo "---- $name: ok ($((SECONDS - started))s)"
  else
    echo "---- $name: FAILED ($((SECONDS - started))s)"
    failed_stages+=("$name")
    return 1
  fi
}

# run_vitest NAME REPORT_FILE [ENV=VALUE...] -- VITEST_ARGS...
run_vitest() {
  local name="$1" report="$2"
  shift 2
  local envs=()
  while [[ "$1" != "--" ]]; do
    envs+=("$1")
    shift
  done
  shift
  rm -f "$report"
  if ! run_stage "$name" env "${envs[@]}" npx vitest run --reporter=default --reporter=json \
    --outputFile="$report" "$@"; then
    # A run can fail without a failed test (an unhandled error, a crash before the report).
    if [[ "$(count_failed "$report")" == "0" ]]; then
      vitest_runs_failed_silently=$((vitest_runs_failed_silently + 1))
    fi
  fi
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

free_port() {
  node -e '
    const server = require("node:net").createServer();
    server.listen(0, "127.0.0.1", () => { console.log(server.address().port); server.close(); });
  '
}

heading "Runtime"
echo "node $(node --version), npm $(npm --version 2>/dev/null)"

heading "System packages (chromium, postgresql)"
bash scripts/ensure-deps.sh
echo "---- present"

run_stage "Typecheck (tsc --noEmit)" npx tsc --noEmit -p tsconfig.json || true
run_stage "Lint (eslint)" npx eslint . || true
build_ok=true
run_stage "Client build (bundle and prerendered pages)" npm run build || build_ok=false

run_vitest "Unit and API tests on embedded PGlite" "$results_dir/pglite.json" \
  -u DATABASE_URL -u TEST_DATABASE_URL -- || true

heading "Start a throwaway PostgreSQL"
pg_dir="$(mktemp -d)"
pg_port="$(free_port)"
if pg_url="$(bash scripts/pg-throwaway.sh start "$pg_dir" "$pg_port")"; then
  echo "---- listening at $pg_url"
  run_vitest "API tests on PostgreSQL" "$results_dir/postgres.json" \
    -u DATABASE_URL "TEST_DATABASE_URL=$pg_url" -- .api.test || true
  bash scripts/pg-throwaway.sh stop "$pg_dir" || true
else
  echo "---- FAILED to start PostgreSQL"
  failed_stages+=("API tests on PostgreSQL (server did not start)")
fi

# Real server processes (they serve the build) on throwaway PostgreSQL servers of their own:
# killed, stopped, run side by side.
if [[ "$build_ok" == true ]]; then
  run_vitest "Faults and scale-out on PostgreSQL" "$results_dir/resilience.json" \
    -u DATABASE_URL -u TEST_DATABASE_URL -- --config resilience/vitest.config.ts || true
else
  heading "Faults and scale-out on PostgreSQL"
  echo "---- skipped: the client build failed"
  failed_stages+=("Faults and scale-out on PostgreSQL (skipped: no build)")
fi

if [[ "$build_ok" == true ]]; then
  run_vitest "Browser journeys (Chromium)" "$results_dir/e2e.json" -u DATABASE_URL -- \
    --config e2e/vitest.config.ts || true
else
  heading "Browser journeys (Chromium)"
  echo "---- skipped: the client build failed"
  failed_stages+=("Browser journeys (skipped: no build)")
fi

heading "Summary"
totals="$(node -e '
  const fs = require("node:fs");
  let passed = 0;
  for (const file of process.argv.slice(1)) {
    if (fs.existsSync(file)) passed += JSON.parse(fs.readFileSync(file, "utf8")).numPassedTests ?? 0;
  }
  console.log(passed);
' "$results_dir"/*.json)"
failed=$vitest_runs_failed_silently
for report in "$results_dir"/*.json; do
  [[ -f "$report" ]] && failed=$((failed + $(count_failed "$report")))
done

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
echo "$totals passed, $failed failed"
[[ ${#failed_stages[@]} -eq 0 && $failed -eq 0 ]]
