#!/usr/bin/env bash
# The one test command (`npm test`): lint, types, unit + API tests (PostgreSQL, with a PGlite
# smoke; ADR 002), the fault tests (real server processes killed and restarted, PostgreSQL
# stopped), the build and its first-load budgets, then end-to-end tests in Chromium against the
# production build.
# Prints "N passed, N failed" last.
set -u
cd "$(dirname "$0")/.."
out=reports/test-summary
rm -rf "$out" && mkdir -p "$out"
# Every step runs on the Node of .nvmrc (installed into tools/node when the machine's is older).
if ! source scripts/use-node.sh; then
  echo "0 passed, 1 failed"
  exit 1
fi

step() { # name, command...
  local name=$1; shift
  echo "== $name"
  if "$@"; then echo "ok" > "$out/$name.status"; else echo "failed" > "$out/$name.status"; fi
}

# Lint and the type check side by side (each keeps about one core busy); their output follows.
step lint npm run --silent lint > "$out/lint.log" 2>&1 &
step typecheck npm run --silent typecheck > "$out/typecheck.log" 2>&1 &
wait
cat "$out/lint.log" "$out/typecheck.log"
step vitest npx vitest run --reporter=default --reporter=json --outputFile.json="$out/vitest.json"
step faults npx vitest run -c vitest.faults.config.ts --reporter=default --reporter=json --outputFile.json="$out/faults.json"
step build npm run --silent build
step first-load npx tsx scripts/check-first-load.ts
PLAYWRIGHT_JSON_OUTPUT_NAME="$out/playwright.json" step e2e npx playwright test

node scripts/test-summary.mjs "$out"
