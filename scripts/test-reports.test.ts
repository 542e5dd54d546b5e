import { describe, expect, it } from 'vitest';
import { playwrightOutcomes, summaryLine, tally, vitestOutcomes } from './test-reports';

const vitestReport = {
  testResults: [
    {
      name: '/repo/lib/a.test.ts',
      assertionResults: [
        { fullName: 'a works', status: 'passed' },
        { fullName: 'a breaks', status: 'failed' },
        { fullName: 'a on PostgreSQL', status: 'skipped' },
        { fullName: 'a later', status: 'todo' },
      ],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'home.spec.ts',
      specs: [
        { title: 'loads', tests: [{ projectName: 'desktop', status: 'expected' }] },
        { title: 'charts', tests: [{ projectName: 'desktop', status: 'flaky' }] },
      ],
      suites: [
        { title: 'maintenance', specs: [{ title: 'clock', tests: [{ projectName: 'desktop', status: 'skipped' }] }] },
      ],
    },
    {
      title: 'status.spec.ts',
      specs: [{ title: 'banner', tests: [{ projectName: 'desktop', status: 'unexpected' }] }],
    },
  ],
};

const outcomes = [
  ...vitestOutcomes('unit.json', vitestReport, '/repo'),
  ...playwrightOutcomes('e2e.json', playwrightReport),
];

describe('the test summary', () => {
  it('counts passes, failures and skips of both runners, and names the passes that needed a retry', () => {
    const result = tally(outcomes, false);
    expect(result).toMatchObject({ passed: 3, failed: 2, skipped: 3 });
    expect(result.retriedPasses).toEqual(['e2e.json: home.spec.ts › charts [desktop]']);
    expect(result.skips).toContain('unit.json: lib/a.test.ts › a on PostgreSQL');
    expect(result.skips).toContain('e2e.json: home.spec.ts › maintenance › clock [desktop]');
    expect(result.failures).toEqual([
      'unit.json: lib/a.test.ts › a breaks',
      'e2e.json: status.spec.ts › banner [desktop]',
    ]);
    expect(summaryLine(result)).toBe('3 passed, 2 failed, 3 skipped, 1 of the passes after a retry');
  });

  it('under CI, where every prerequisite is provided, turns each skip into a named failure', () => {
    const result = tally(outcomes, true);
    expect(result).toMatchObject({ passed: 3, failed: 5, skipped: 0 });
    expect(result.failures).toContain(
      'unit.json: lib/a.test.ts › a on PostgreSQL (skipped under CI, which provides its prerequisites)',
    );
  });

  it('says so when nothing was skipped or retried', () => {
    expect(summaryLine({ passed: 7, failed: 0, skipped: 0, retriedPasses: [] })).toBe('7 passed, 0 failed, 0 skipped');
  });
});
