import { describe, expect, it } from 'vitest';
import { recentMonthsStartNs } from './transactions';

describe('recentMonthsStartNs', () => {
  it('is the first instant of the month 60 days back, in UTC nanoseconds', () => {
    // 2026-11-28 → 2026-09-29 → 2026-09-01T00:00:00Z
    expect(recentMonthsStartNs(Date.UTC(2026, 10, 28, 2, 46))).toBe(BigInt(Date.UTC(2026, 8, 1)) * 1_000_000n);
    // across a year: 2026-02-10 → 2025-12-12 → 2025-12-01
    expect(recentMonthsStartNs(Date.UTC(2026, 1, 10))).toBe(1_764_547_200_000_000_000n);
  });
});
