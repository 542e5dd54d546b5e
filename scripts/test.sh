#!/usr/bin/env bash
# npm test — every test: typecheck, lint, unit tests (incl. corpus loading and conformance), browser tests
# against the production build. With CI=true it adds the PostgreSQL and Redis legs.
# Ends with "N passed, N failed" (individual tests, plus one per typecheck/lint/build step).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json test-results/steps.txt
export RESPONSE_CACHE=off NEXT_TELEMETRY_DISABLED=1

step() {
  local name=$1; shift
  echo; echo "━━━ $name"
  if "$@"; then echo "pass $name" >> test-results/steps.txt; else echo "fail $name" >> test-results/steps.txt; fi
}

step typecheck npx tsc --noEmit
step lint npx eslint . --max-warnings 0
step unit npx vitest run --reporter=default --reporter=json --outputFile=test-results/unit.json
step build npm run build
step chromium bash scripts/ensure-chromium.sh
step e2e npx tsx scripts/e2e.ts
if [ "${CI:-}" = "true" ]; then
  step postgres-and-redis npx tsx scripts/ci-legs.ts
fi
npx tsx scripts/test-summary.ts
