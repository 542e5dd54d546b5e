// Adds up the test runners' JSON reports and the plain steps, prints "N passed, N failed, N skipped" with the tests
// that passed only on a retry named, and exits non-zero on failure. Under CI (CI=true) a skipped test is a failure:
// CI provides every leg's prerequisites, so a skip means a leg did not run (scripts/test-reports.ts).
import { existsSync, readFileSync } from 'node:fs';
import { playwrightOutcomes, summaryLine, tally, vitestOutcomes, type TestOutcome } from './test-reports';

const underCi = process.env.CI === 'true';
/** Each runner step and the report it writes (scripts/test.sh). */
const REPORTS = {
  unit: { file: 'test-results/unit.json', runner: 'vitest' },
  'start-up': { file: 'test-results/start-up.json', runner: 'vitest' },
  e2e: { file: 'test-results/e2e.json', runner: 'playwright' },
  'postgres-and-redis': { file: 'test-results/pg.json', runner: 'vitest' },
} as const;

const outcomes: TestOutcome[] = [];
for (const { file, runner } of Object.values(REPORTS)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  outcomes.push(
    ...(runner === 'vitest' ? vitestOutcomes(file, report, process.cwd()) : playwrightOutcomes(file, report)),
  );
}
const result = tally(outcomes, underCi);

// Steps without their own test count (typecheck, lint, build...) count once each; a runner step that failed while
// its report shows no failed test (a crash, an unhandled error, no report at all) still fails once.
const steps = existsSync('test-results/steps.txt')
  ? readFileSync('test-results/steps.txt', 'utf8').trim().split('\n')
  : [];
for (const line of steps.filter(Boolean)) {
  const [verdict, name = ''] = line.split(' ');
  const report = REPORTS[name as keyof typeof REPORTS]?.file;
  const reportFailed = report !== undefined && result.failures.some((failure) => failure.startsWith(`${report}:`));
  if (report && existsSync(report) && (verdict === 'pass' || reportFailed)) continue;
  if (verdict === 'pass') result.passed++;
  else {
    result.failed++;
    result.failures.push(`step ${name} failed`);
  }
}

if (result.skips.length) console.log(`\nSkipped:\n  ${result.skips.join('\n  ')}`);
if (result.retriedPasses.length) console.log(`\nPassed on a retry:\n  ${result.retriedPasses.join('\n  ')}`);
if (result.failures.length) console.log(`\nFailures:\n  ${result.failures.join('\n  ')}`);
console.log(`\n${summaryLine(result)}`);
process.exit(result.failed ? 1 : 0);
