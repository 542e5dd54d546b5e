#!/usr/bin/env bash
# npm test — every test: typecheck, lint, unit tests (incl. corpus loading and conformance), browser tests
# against the production build. With CI=true it adds the PostgreSQL and Redis legs.
# Ends with "N passed, N failed, N skipped" (individual tests, plus one per typecheck/lint/build step), naming the
# tests that passed only on a retry; with CI=true a skipped test counts as failed (scripts/test-summary.ts).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json test-results/steps.txt
export RESPONSE_CACHE=off NEXT_TELEMETRY_DISABLED=1
START_UP_TEST=scripts/data-dir-in-use.test.ts

step() {
  local name=$1; shift
  echo; echo "━━━ $name"
  if "$@"; then echo "pass $name" >> test-results/steps.txt; else echo "fail $name" >> test-results/steps.txt; fi
}

step typecheck npx tsc --noEmit
step lint npx eslint . --max-warnings 0
step format npx prettier --check .
# The PostgreSQL and Redis suites run in their own leg below (they need DATABASE_URL / REDIS_URL), and the start-up
# test needs the production build, so the unit step leaves them out rather than report them skipped.
step unit npx vitest run --exclude '**/*.pg.test.ts' --exclude '**/*.redis.test.ts' --exclude "$START_UP_TEST" \
  --reporter=default --reporter=json --outputFile=test-results/unit.json
step build npm run build
step start-up npx vitest run "$START_UP_TEST" --reporter=default --reporter=json --outputFile=test-results/start-up.json
step chromium bash scripts/ensure-chromium.sh
step e2e npx tsx scripts/e2e.ts
if [ "${CI:-}" = "true" ]; then
  step postgres-and-redis npx tsx scripts/ci-legs.ts
fi
npx tsx scripts/test-summary.ts
