import { describe, expect, it, vi } from 'vitest';
import type { NetworkNode } from '../schemas/v1/network-node';
import { estimateRewards, parseHbarAmount, rewardsByMonth, stakeTotals, yearlyPercent } from './staking';

vi.mock('server-only', () => ({}));

const HBAR = 100_000_000n;

describe('staking rewards estimate', () => {
  it('pays on whole hbar at the node rate, for a day, 30 days and 365 days', () => {
    // 1,000.9 hbar at 5,000 tinybars per hbar a day: 1,000 whole hbar earn 5,000,000 tinybars a day.
    expect(estimateRewards(1_000n * HBAR + 90_000_000n, 5_000n, 17_808n)).toEqual({
      rate: 5_000n,
      day: 5_000_000n,
      month: 150_000_000n,
      year: 1_825_000_000n,
    });
  });

  it('caps the rate at the network maximum and pays nothing below one hbar or at no rate', () => {
    expect(estimateRewards(10n * HBAR, 30_000n, 17_808n)).toMatchObject({ rate: 17_808n, day: 178_080n });
    expect(estimateRewards(10n * HBAR, 30_000n, 0n).day).toBe(300_000n);
    expect(estimateRewards(99_999_999n, 5_000n, null).day).toBe(0n);
    expect(estimateRewards(10n * HBAR, 0n, null)).toEqual({ rate: 0n, day: 0n, month: 0n, year: 0n });
  });
});

describe('hbar amounts as typed', () => {
  it('reads whole and fractional hbar with separators', () => {
    expect(parseHbarAmount('1,000.5')).toBe(1_000n * HBAR + 50_000_000n);
    expect(parseHbarAmount(' 250 ')).toBe(250n * HBAR);
    expect(parseHbarAmount('0.00000001')).toBe(1n);
  });

  it('refuses what is not a positive amount of at most 8 decimals', () => {
    for (const text of ['', '0', '-5', '1.123456789', 'abc', '1e6', '1.2.3'])
      expect(parseHbarAmount(text), text).toBeNull();
  });
});

describe('stake figures', () => {
  it('gives a rate in tinybars per hbar a day as a yearly percentage', () => {
    expect(yearlyPercent(27_400)).toBe('10.00 %');
    expect(yearlyPercent(2_740)).toBe('1.00 %');
    expect(yearlyPercent(null)).toBe('—');
  });

  it('sums the nodes, counting a node without figures as none', () => {
    const node = (stake: number | null, rewarded: number | null, notRewarded: number | null) =>
      ({ stake, stake_rewarded: rewarded, stake_not_rewarded: notRewarded }) as unknown as NetworkNode;
    expect(stakeTotals([node(10, 8, 2), node(null, null, null), node(5, 5, 0)])).toEqual({
      stake: 15n,
      rewarded: 13n,
      notRewarded: 2n,
    });
  });
});

describe('rewards over time', () => {
  it('sums rewards by UTC month, newest first', () => {
    const rewards = [
      { amount: 5, timestamp: '1764547199.999999999' }, // 2025-11-30T23:59:59Z
      { amount: 7, timestamp: '1764547200.000000001' }, // 2025-12-01T00:00:00Z
      { amount: 3, timestamp: '1762000000.000000000' }, // 2025-11-01
    ];
    expect(rewardsByMonth(rewards)).toEqual([
      { month: '2025-12', total: 7n, count: 1 },
      { month: '2025-11', total: 8n, count: 2 },
    ]);
  });
});
