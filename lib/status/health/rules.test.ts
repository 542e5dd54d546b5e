import { describe, expect, it } from 'vitest';
import {
  blockGapSteps,
  missedRewardDay,
  nodeGapSteps,
  rewardedDayOf,
  rewardedDaysWithin,
  type HealthThresholds,
} from './rules';

const t: HealthThresholds = {
  blockDegradedMs: 10_000,
  blockPartialMs: 60_000,
  blockMajorMs: 300_000,
  nodeSilentMs: 300_000,
};

describe('steps of a past outage', () => {
  it('dates a silent node from its last transaction once the silence is long enough to count', () => {
    expect(nodeGapSteps(1_000, 1_000 + 300_000, t)).toEqual([]); // exactly N minutes: a quiet moment, not an outage
    expect(nodeGapSteps(1_000, 1_000 + 1_200_000, t)).toEqual([
      { atMs: 1_000, status: 'major_outage' },
      { atMs: 1_201_000, status: 'operational' },
    ]);
  });

  it('dates a stall from the last block; escalations stay where the block age crossed them', () => {
    expect(blockGapSteps(0, 10_000, t)).toEqual([]);
    expect(blockGapSteps(0, 11_000, t)).toEqual([
      { atMs: 0, status: 'degraded_performance' },
      { atMs: 11_000, status: 'operational' },
    ]);
    expect(blockGapSteps(0, 400_000, t)).toEqual([
      { atMs: 0, status: 'degraded_performance' },
      { atMs: 60_000, status: 'partial_outage' },
      { atMs: 300_000, status: 'major_outage' },
      { atMs: 400_000, status: 'operational' },
    ]);
  });
});

describe("node reward payouts as evidence of a node's life", () => {
  const DAY = 86_400_000;
  const day = (n: number) => n * DAY; // the start of UTC day n

  it('reads a payout as the reward for the day before it', () => {
    expect(rewardedDayOf(day(10) + 1_500)).toBe(9);
    expect(rewardedDayOf(day(11) - 1)).toBe(9);
  });

  it('counts a whole rewarded day of a silence as up, and the silence either side by the usual N', () => {
    const last = day(3) - 3_600_000; // an hour before day 3
    const next = day(5) + 7_200_000; // two hours into day 5
    expect(nodeGapSteps(last, next, t, new Set([3]))).toEqual([
      { atMs: last, status: 'major_outage' },
      { atMs: day(3), status: 'operational' },
      { atMs: day(4), status: 'major_outage' },
      { atMs: next, status: 'operational' },
    ]);
    // Rewarded for day 4 too: up from midnight on, and the two hours of day 5 are down again.
    expect(nodeGapSteps(last, next, t, new Set([3, 4]))).toEqual([
      { atMs: last, status: 'major_outage' },
      { atMs: day(3), status: 'operational' },
      { atMs: day(5), status: 'major_outage' },
      { atMs: next, status: 'operational' },
    ]);
    // A reward for a day the node also handled transactions on (day 2, day 5) does not cut the silence.
    expect(nodeGapSteps(last, next, t, new Set([2, 5]))).toEqual(nodeGapSteps(last, next, t));
    expect(rewardedDaysWithin(last, next, new Set([2, 3, 4, 5]))).toEqual([3, 4]);
  });

  it('drops what is left of a silence beside a rewarded day when it is no longer than N', () => {
    const last = day(3) - 60_000; // a minute before midnight
    const next = day(4) + 120_000;
    expect(nodeGapSteps(last, next, t, new Set([3]))).toEqual([]);
  });

  it('judges a day down only when the node did nothing and the network paid others but not it', () => {
    expect(missedRewardDay(false, false, true)).toBe(true);
    expect(missedRewardDay(true, false, true)).toBe(false); // it handled transactions: its silences judge it
    expect(missedRewardDay(false, true, true)).toBe(false); // rewarded: consensus vouches for it
    expect(missedRewardDay(false, false, false)).toBe(false); // nobody was paid (0.0.801 empty): no evidence
  });
});
