// Reads the test runners' JSON reports (Vitest's and Playwright's) into one tally: what passed, what failed, what was
// skipped, and which tests passed only on a retry. Pure: scripts/test-summary.ts reads the files and prints.

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface TestOutcome {
  /** The report the test came from and its full title, e.g. `test-results/unit.json: lib/x.test.ts › suite › case`. */
  name: string;
  outcome: Outcome;
  /** Passed, but only after one or more failed attempts. */
  retried: boolean;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

/** Vitest's JSON reporter (Jest's shape): `pending`, `skipped` and `todo` tests did not run. */
export function vitestOutcomes(source: string, report: VitestReport, root: string): TestOutcome[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${source}: ${relative(file.name, root)} › ${test.fullName}`,
      outcome: test.status === 'passed' ? 'passed' : test.status === 'failed' ? 'failed' : 'skipped',
      // Vitest's JSON report has no retry count; the unit and PostgreSQL suites configure no retries.
      retried: false,
    })),
  );
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file?: string; tests: { projectName?: string; status: string }[] }[];
}

/** Playwright's JSON reporter: a test is expected, unexpected, flaky (failed, then passed on a retry) or skipped. */
export function playwrightOutcomes(source: string, report: { suites?: PlaywrightSuite[] }): TestOutcome[] {
  const outcomes: TestOutcome[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const project = test.projectName ? ` [${test.projectName}]` : '';
        outcomes.push({
          name: `${source}: ${[...path, spec.title].join(' › ')}${project}`,
          outcome: test.status === 'skipped' ? 'skipped' : test.status === 'unexpected' ? 'failed' : 'passed',
          retried: test.status === 'flaky',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return outcomes;
}

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  retriedPasses: string[];
  failures: string[];
  skips: string[];
}

/**
 * Adds up the outcomes. Under CI every prerequisite a leg needs is provided (PostgreSQL, Redis, the operator's
 * schema, the corpus, a build, throwaway clusters), so a skip there means a leg silently did not run: it counts
 * as a failure, named, instead of a skip.
 */
export function tally(outcomes: TestOutcome[], underCi: boolean): Tally {
  const result: Tally = { passed: 0, failed: 0, skipped: 0, retriedPasses: [], failures: [], skips: [] };
  for (const test of outcomes) {
    if (test.outcome === 'passed') {
      result.passed++;
      if (test.retried) result.retriedPasses.push(test.name);
    } else if (test.outcome === 'failed') {
      result.failed++;
      result.failures.push(test.name);
    } else if (underCi) {
      result.failed++;
      result.failures.push(`${test.name} (skipped under CI, which provides its prerequisites)`);
    } else {
      result.skipped++;
      result.skips.push(test.name);
    }
  }
  return result;
}

/** The last line of every run. */
export function summaryLine(result: Pick<Tally, 'passed' | 'failed' | 'skipped' | 'retriedPasses'>): string {
  const retried = result.retriedPasses.length ? `, ${result.retriedPasses.length} of the passes after a retry` : '';
  return `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped${retried}`;
}

function relative(file: string, root: string): string {
  return file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
}
