import { describe, expect, it } from 'vitest';
import { networkStats } from './stats';

const block = (n: number, from: number, count: number) => ({
  number: n,
  count,
  timestamp: { from: `${from}.000000000`, to: `${from + 1}.500000000` },
});

describe('network at a glance', () => {
  it('counts transactions per second over the last minute and the usual block time', () => {
    // Newest first: a block every 2 s, 4 transactions each, 40 blocks (80 s).
    const blocks = Array.from({ length: 40 }, (_, i) => block(100 - i, 1000 - 2 * i, 4));
    const stats = networkStats(blocks);
    expect(stats.blockTime).toBe(2);
    expect(stats.windowSeconds).toBe(60);
    expect(stats.tps).toBeCloseTo((30 * 4) / 59.5, 5); // 30 blocks start within the minute ending at the newest block
  });

  it('keeps the block time to the usual interval when one gap among the blocks is long', () => {
    // Newest first: blocks every 2 s, then a 5-minute stall (or a restarted demo), then 3 s apart.
    const starts = [1000, 998, 996, 994, 694, 691, 688];
    const stats = networkStats(starts.map((from, i) => block(100 - i, from, 1)));
    expect(stats.blockTime).toBe(2.5); // gaps 2, 2, 2, 300, 3, 3: the middle two are 2 and 3
    expect(networkStats([block(3, 20, 1), block(2, 18, 1), block(1, 13, 1)]).blockTime).toBe(3.5);
  });

  it('handles a short history and none at all', () => {
    expect(networkStats([block(1, 10, 3)])).toEqual({ tps: 3 / 1.5, blockTime: null, windowSeconds: 2 });
    expect(networkStats([])).toEqual({ tps: 0, blockTime: null, windowSeconds: 0 });
  });
});
