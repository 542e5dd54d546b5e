import { describe, expect, it } from 'vitest';
import { familyTotals, type CaseResult } from './runner';

const results = (match: number, mismatch: number): CaseResult[] => [
  ...Array.from({ length: match }, () => ({ outcome: 'match' }) as CaseResult),
  ...Array.from({ length: mismatch }, () => ({ outcome: 'mismatch' }) as CaseResult),
];

describe('conformance family totals', () => {
  it('adds up the groups of one family and leaves single groups and the seed corpus alone', () => {
    expect(
      familyTotals([
        { label: '', results: results(5, 0) },
        { label: ' (ext contracts)', results: results(3, 0) },
        { label: ' (ext contracts/{id}/state)', results: results(2, 1) },
        { label: ' (ext topics)', results: results(4, 0) },
      ]),
    ).toEqual([' (ext contracts, all 2 groups): 5/6 cases match']);
  });
});
