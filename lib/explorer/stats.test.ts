import { describe, expect, it } from 'vitest';
import { networkStats } from './stats';

const block = (n: number, from: number, count: number) => ({
  number: n,
  count,
  timestamp: { from: `${from}.000000000`, to: `${from + 1}.500000000` },
});

describe('network at a glance', () => {
  it('counts transactions per second over the last minute and the mean block time', () => {
    // Newest first: a block every 2 s, 4 transactions each, 40 blocks (80 s).
    const blocks = Array.from({ length: 40 }, (_, i) => block(100 - i, 1000 - 2 * i, 4));
    const stats = networkStats(blocks);
    expect(stats.blockTime).toBe(2);
    expect(stats.windowSeconds).toBe(60);
    expect(stats.tps).toBeCloseTo((30 * 4) / 59.5, 5); // 30 blocks start within the minute ending at the newest block
  });

  it('handles a short history and none at all', () => {
    expect(networkStats([block(1, 10, 3)])).toEqual({ tps: 3 / 1.5, blockTime: null, windowSeconds: 2 });
    expect(networkStats([])).toEqual({ tps: 0, blockTime: null, windowSeconds: 0 });
  });
});
