// Adds up the test runners' JSON reports and the plain steps, prints "N passed, N failed", exits non-zero on failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const failures: string[] = [];

for (const file of ['test-results/unit.json', 'test-results/pg.json']) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (report.numFailedTests) failures.push(`${file}: ${report.numFailedTests} failed`);
}
if (existsSync('test-results/e2e.json')) {
  const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += report.stats.expected + report.stats.flaky;
  failed += report.stats.unexpected;
  if (report.stats.unexpected) failures.push(`test-results/e2e.json: ${report.stats.unexpected} failed`);
}
// Steps without their own test count (typecheck, lint, build...) count once each; a runner step that
// failed before writing its report (crash) counts as one failure.
const steps = existsSync('test-results/steps.txt') ? readFileSync('test-results/steps.txt', 'utf8').trim().split('\n') : [];
const reported: Record<string, string> = { unit: 'test-results/unit.json', e2e: 'test-results/e2e.json', 'postgres-and-redis': 'test-results/pg.json' };
for (const line of steps) {
  const [verdict, name = ''] = line.split(' ');
  const report = reported[name];
  // A runner that failed while its report shows no failed test (crash, unhandled error) still fails once.
  if (report && existsSync(report) && (verdict === 'pass' || failures.some((f) => f.startsWith(report)))) continue;
  if (verdict === 'pass') passed++;
  else {
    failed++;
    failures.push(`step ${name} failed`);
  }
}
if (failures.length) console.log(`\nFailures:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
