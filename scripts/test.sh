#!/usr/bin/env bash
# The whole check, the same locally and on CI (`npm test`): lint, typecheck, production build,
# unit + integration tests (PGlite and a throwaway PostgreSQL 15), end-to-end tests in Chromium.
# Every step runs even when an earlier one failed (except that nothing runs on a failed build),
# and a summary with timings closes the output. FAIL_FAST=1 stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

steps=()
results=()
failed=0
build_failed=0

section() {
  echo
  echo "=================================================================="
  echo "== $1"
  echo "=================================================================="
}

# step NAME COMMAND...: runs one step, records its result and duration.
step() {
  local name="$1"
  shift
  section "$name: $*"
  local start=$SECONDS status=0
  "$@" || status=$?
  local took=$((SECONDS - start))
  steps+=("$name")
  if [[ $status -eq 0 ]]; then
    results+=("ok      ${took}s")
  else
    results+=("FAILED  ${took}s (exit $status)")
    failed=1
  fi
  if [[ $status -ne 0 && "${FAIL_FAST:-0}" == "1" ]]; then
    summary
    exit 1
  fi
  return "$status"
}

skip() {
  steps+=("$1")
  results+=("skipped ($2)")
  failed=1
}

summary() {
  section "summary"
  local i
  for i in "${!steps[@]}"; do
    printf '  %-12s %s\n' "${steps[$i]}" "${results[$i]}"
  done
  echo
  if [[ $failed -eq 0 ]]; then echo "All checks passed."; else echo "Some checks FAILED."; fi
  # One closing line counting every test of both runners.
  node scripts/count-tests.mjs test-reports/vitest.json test-reports/playwright.json || true
}

typecheck() { npx react-router typegen && npx tsc --noEmit; }

rm -f test-reports/vitest.json test-reports/playwright.json

step deps bash scripts/ensure-test-deps.sh || true
step lint npx biome check . || true
step typecheck typecheck || true
step build npm run build || build_failed=1
if [[ $build_failed -eq 0 ]]; then
  # Integration tests start the built server, so they run after the build.
  step vitest npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest.json || true
  PLAYWRIGHT_JSON_OUTPUT_NAME=test-reports/playwright.json step e2e npx playwright test --reporter=list,json || true
else
  skip vitest "build failed"
  skip e2e "build failed"
fi

summary
exit "$failed"
