import { describe, expect, it } from 'vitest';
import { parseRangeBound, rangesCover } from './partitions';

describe('balance partitions', () => {
  it('reads range bounds as PostgreSQL prints them, and nothing from DEFAULT', () => {
    expect(parseRangeBound("FOR VALUES FROM ('1796083200000000000') TO ('1798761600000000000')")).toEqual({
      from: 1796083200000000000n,
      to: 1798761600000000000n,
    });
    expect(parseRangeBound('DEFAULT')).toBeNull();
  });

  const months = [
    { from: 100n, to: 200n },
    { from: 200n, to: 300n },
    { from: 300n, to: 400n },
  ];

  it('covers a window inside contiguous partitions, the upper bound being exclusive', () => {
    expect(rangesCover(months, 150n, 399n)).toBe(true);
    expect(rangesCover([...months].reverse(), 100n, 250n)).toBe(true);
    expect(rangesCover(months, 150n, 400n)).toBe(false);
  });

  it('does not cover a window that starts before the first partition or crosses a gap', () => {
    expect(rangesCover(months, 50n, 150n)).toBe(false);
    expect(rangesCover([months[0]!, months[2]!], 150n, 350n)).toBe(false);
    expect(rangesCover([], 1n, 2n)).toBe(false);
  });
});
