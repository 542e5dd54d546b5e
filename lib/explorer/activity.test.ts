import { describe, expect, it } from 'vitest';
import { activitySeries, ActivityStore, DAY_MS, MINUTE_MS } from './activity';

// 2026-11-26 12:00:00 UTC, a minute boundary.
const T0 = Date.UTC(2026, 10, 26, 12, 0, 0);
const ts = (ms: number, nanos = '000000') => `${Math.floor(ms / 1000)}.${String(ms % 1000).padStart(3, '0')}${nanos}`;

/** Blocks every `everyMs` from `fromMs` to `toMs`, `count` transactions each. */
function addBlocks(
  store: ActivityStore,
  fromMs: number,
  toMs: number,
  everyMs: number,
  count: number,
  firstNumber = 1,
): number {
  let n = firstNumber;
  for (let t = fromMs; t < toMs; t += everyMs)
    store.addBlock({ number: n++, count, timestamp: { from: ts(t), to: ts(t + everyMs / 2) } });
  return n;
}

const cover = (fromMs: number, toMs: number) => ({ fromMs, toMs, fromTs: ts(fromMs), toTs: ts(toMs) });

describe('activity series', () => {
  it('counts transactions per minute from the blocks and the block time from their starts', () => {
    const store = new ActivityStore();
    // 65 minutes of blocks every 2 s with 5 transactions each, then the newest block 10 s into the next minute.
    addBlocks(store, T0 - 65 * MINUTE_MS, T0 + 10_000, 2_000, 5);
    store.blocks = cover(T0 - 65 * MINUTE_MS, T0 + 11_000);
    const s = activitySeries(store, 'hour');
    expect(s.times).toHaveLength(60);
    expect(s.times[0]).toBe(T0 - 60 * MINUTE_MS);
    expect(s.endMs).toBe(T0); // the newest block's minute is still filling: left out
    expect(s.transactionsPerMinute.every((v) => v === 150)).toBe(true); // 30 blocks × 5
    expect(s.blockSeconds.every((v) => v === 2)).toBe(true);
    // No transactions were read: the split and the fees are unknown, not zero.
    expect(s.familyTotals.every((v) => v === null)).toBe(true);
    expect(s.hbarPerMinute.every((v) => v === null)).toBe(true);
  });

  it('shows minutes outside the read stretch as unknown, and a stall as a long block time', () => {
    const store = new ActivityStore();
    const from = T0 - 30 * MINUTE_MS + 30_000; // mid-minute: that minute is not wholly read
    let n = addBlocks(store, from, T0 - 10 * MINUTE_MS, 3_000, 1);
    // A 90 s stall, then blocks again.
    n = addBlocks(store, T0 - 10 * MINUTE_MS + 87_000, T0, 3_000, 1, n);
    store.blocks = cover(from, T0 + 1_000);
    const s = activitySeries(store, 'hour');
    const at = (minutesBeforeEnd: number) => 60 - minutesBeforeEnd;
    expect(s.transactionsPerMinute[at(31)]).toBeNull();
    expect(s.transactionsPerMinute[at(30)]).toBeNull(); // half read
    expect(s.transactionsPerMinute[at(29)]).toBe(20);
    expect(s.transactionsPerMinute[at(10)]).toBe(0); // stalled: read, and no block started
    expect(s.blockSeconds[at(10)]).toBeNull();
    expect(s.blockSeconds[at(9)]).toBeCloseTo((90 + 3 * 10) / 11, 5); // blocks at :27 … :57; the 90 s gap lands where the next block starts
    expect(n).toBeGreaterThan(1);
  });

  it('splits the transactions read by type family and sums their fees', () => {
    const store = new ActivityStore();
    addBlocks(store, T0 - 61 * MINUTE_MS, T0 + 5_000, 2_000, 1);
    store.blocks = cover(T0 - 61 * MINUTE_MS, T0 + 6_000);
    const minute = T0 - 2 * MINUTE_MS;
    store.addTransaction({
      consensus_timestamp: ts(minute + 1_000),
      name: 'CRYPTOTRANSFER',
      charged_tx_fee: 100_000_000n,
    });
    store.addTransaction({
      consensus_timestamp: ts(minute + 2_000),
      name: 'CRYPTOTRANSFER',
      charged_tx_fee: 50_000_000,
    });
    store.addTransaction({ consensus_timestamp: ts(minute + 3_000), name: 'TOKENMINT', charged_tx_fee: null });
    store.addTransaction({ consensus_timestamp: ts(minute + 4_000), name: 'SOMETHINGNEW', charged_tx_fee: 0 });
    // The transactions were read back to 5 minutes before the end only.
    store.transactions = cover(T0 - 5 * MINUTE_MS + 1, T0 + 6_000);
    const s = activitySeries(store, 'hour');
    const i = s.times.indexOf(minute);
    expect(s.families.map((f) => f.family)).toEqual(['Accounts and HBAR', 'Tokens', 'Other']);
    expect(s.families.map((f) => f.values[i])).toEqual([2, 1, 1]);
    expect(s.familyTotals[i]).toBe(4);
    expect(s.hbarPerMinute[i]).toBe(1.5);
    expect(s.familyTotals[i + 1]).toBe(0);
    // The minute the stretch starts in is not wholly read, the ones before not at all.
    expect(s.familyTotals[55]).toBeNull();
    expect(s.familyTotals[56]).toBe(0);
    expect(s.transactionsFromMs).toBe(T0 - 5 * MINUTE_MS + 1);
  });

  it('gives the day in quarter hours, as the mean per minute over the minutes read', () => {
    const store = new ActivityStore();
    addBlocks(store, T0 - 20 * MINUTE_MS, T0 + 1_000, 60_000, 6);
    store.blocks = cover(T0 - 20 * MINUTE_MS, T0 + 2_000);
    store.transactions = cover(T0 - DAY_MS, T0 + 2_000);
    const s = activitySeries(store, 'day');
    expect(s.times).toHaveLength(96);
    expect(s.bucketMinutes).toBe(15);
    expect(s.times[95]).toBe(T0 - 15 * MINUTE_MS);
    expect(s.transactionsPerMinute[95]).toBe(6);
    expect(s.transactionsPerMinute[94]).toBe(6); // 5 of its 15 minutes were read
    expect(s.transactionsPerMinute[93]).toBeNull();
    expect(s.blockSeconds[95]).toBe(60);
    expect(s.familyTotals[0]).toBe(0); // read, and empty
    expect(s.transactionsFromMs).toBeNull();
  });

  it('forgets what is older than a day', () => {
    const store = new ActivityStore();
    addBlocks(store, T0 - DAY_MS - 2 * MINUTE_MS, T0, 60_000, 1);
    store.addTransaction({
      consensus_timestamp: ts(T0 - DAY_MS - MINUTE_MS),
      name: 'CRYPTOTRANSFER',
      charged_tx_fee: 1,
    });
    store.addTransaction({ consensus_timestamp: ts(T0 - MINUTE_MS), name: 'CRYPTOTRANSFER', charged_tx_fee: 1 });
    store.prune(T0);
    expect(store.minutes.size).toBe(1);
    expect(Math.min(...[...store.blockStarts.values()].map((b) => b.startMs))).toBe(T0 - DAY_MS);
  });
});
