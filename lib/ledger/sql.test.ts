import { describe, expect, it } from 'vitest';
import type { Filter, Operator } from '../core/filter';
import { SqlParams, andConditions, monthRange, monthsAround, windowMonths, recentMonthsEndNs, recentMonthsFirst, recentMonthsStartNs, sortDirection, splitEqual, whereClause, type RecentMonths } from './sql';

const filter = (operator: Operator, value: bigint): Filter<bigint> => ({ operator, value });

describe('SqlParams', () => {
  it('numbers placeholders in binding order and keeps the values for the driver', () => {
    const params = new SqlParams();
    expect([params.bind(7n), params.bind('x'), params.bind([1n, 2n])]).toEqual(['$1', '$2', '$3']);
    expect(params.values).toEqual([7n, 'x', [1n, 2n]]);
  });

  it('writes each filter as `column op $n`', () => {
    const params = new SqlParams();
    const filters = [filter('gte', 5n), filter('ne', 6n), filter('lt', 9n)];
    expect(params.conditions('e.id', filters)).toEqual(['e.id >= $1', 'e.id <> $2', 'e.id < $3']);
    expect(params.condition('index', filter('eq', 1n))).toBe('index = $4');
    expect(params.values).toEqual([5n, 6n, 9n, 1n]);
  });

  it('puts the ranges first and OR-s the eq values into one bigint array', () => {
    const params = new SqlParams();
    const filters = [filter('eq', 1n), filter('gt', 0n), filter('eq', 3n)];
    expect(params.equalOrRanges('node_id', splitEqual(filters))).toEqual(['node_id > $1', 'node_id = ANY($2::bigint[])']);
    expect(params.values).toEqual([0n, [1n, 3n]]);
    expect(new SqlParams().equalOrRanges('node_id', { equal: [], ranges: [] })).toEqual([]);
  });

  it('casts an ANY array to the type asked for, and compares one value with = (a generic plan can use its index)', () => {
    expect(new SqlParams().anyOf('t.type', [14, 15], 'smallint')).toBe('t.type = ANY($1::smallint[])');
    const one = new SqlParams();
    expect(one.anyOf('t.type', [14], 'smallint')).toBe('t.type = $1::smallint');
    expect(one.values).toEqual([14]);
  });

  it('writes a timestamp window as its bounds, then ne, then eq', () => {
    const params = new SqlParams();
    const window = { lower: 10n, upper: 20n, eq: [15n], ne: [12n, 13n] };
    expect(params.timestampWindow('c.ts', window)).toEqual([
      'c.ts >= $1',
      'c.ts <= $2',
      'c.ts <> ALL($3::bigint[])',
      'c.ts = $4::bigint',
    ]);
    expect(params.values).toEqual([10n, 20n, [12n, 13n], 15n]);
    expect(new SqlParams().timestampWindow('c.ts', { lower: null, upper: null, eq: [], ne: [] })).toEqual([]);
  });
});

describe('clauses', () => {
  it('leaves out WHERE and AND when there is no condition', () => {
    expect(whereClause([])).toBe('');
    expect(whereClause(['a = $1', 'b = $2'])).toBe('WHERE a = $1 AND b = $2');
    expect(andConditions([])).toBe('');
    expect(andConditions(['a = $1', 'b = $2'])).toBe('AND a = $1 AND b = $2');
  });

  it('sorts ascending only when asked to', () => {
    expect(sortDirection('asc')).toBe('ASC');
    expect(sortDirection('desc')).toBe('DESC');
  });
});

describe('recentMonthsStartNs', () => {
  it('is the first instant of the month 60 days back, in UTC nanoseconds', () => {
    // 2026-11-28 → 2026-09-29 → 2026-09-01T00:00:00Z
    expect(recentMonthsStartNs(Date.UTC(2026, 10, 28, 2, 46))).toBe(BigInt(Date.UTC(2026, 8, 1)) * 1_000_000n);
    // across a year: 2026-02-10 → 2025-12-12 → 2025-12-01
    expect(recentMonthsStartNs(Date.UTC(2026, 1, 10))).toBe(1_764_547_200_000_000_000n);
  });
});

describe('recentMonthsEndNs', () => {
  it('is the first instant of the month after next, in UTC nanoseconds', () => {
    expect(recentMonthsEndNs(Date.UTC(2026, 10, 28, 2, 46))).toBe(BigInt(Date.UTC(2027, 0, 1)) * 1_000_000n);
    expect(recentMonthsEndNs(Date.UTC(2026, 0, 31, 23, 59))).toBe(BigInt(Date.UTC(2026, 2, 1)) * 1_000_000n);
  });
});

describe('recentMonthsFirst', () => {
  const reads = (recentRows: number) => {
    const lowers: (bigint | null)[] = [];
    const read = async (recent: RecentMonths | null) => {
      lowers.push(recent?.lower ?? null);
      if (recent) expect(recent.end).toBeGreaterThan(BigInt(Date.now()) * 1_000_000n);
      return Array.from({ length: recent === null ? 5 : recentRows }, (_, i) => i);
    };
    return { lowers, read };
  };

  it('keeps the recent months when they fill the page', async () => {
    const { lowers, read } = reads(3);
    expect(await recentMonthsFirst({ order: 'desc', limit: 3, openBelow: true }, read)).toEqual([0, 1, 2]);
    expect(lowers).toEqual([recentMonthsStartNs(Date.now())]);
  });

  it('reads the whole range again when the recent months hold less than a page', async () => {
    const { lowers, read } = reads(2);
    expect(await recentMonthsFirst({ order: 'desc', limit: 3, openBelow: true }, read)).toHaveLength(5);
    expect(lowers).toEqual([recentMonthsStartNs(Date.now()), null]);
  });

  it('reads the whole range at once oldest first or with a lower bound', async () => {
    for (const page of [{ order: 'asc' as const, limit: 3, openBelow: true }, { order: 'desc' as const, limit: 3, openBelow: false }]) {
      const { lowers, read } = reads(3);
      await recentMonthsFirst(page, read);
      expect(lowers).toEqual([null]);
    }
  });
});

describe('monthsAround', () => {
  const ns = (ms: number) => BigInt(ms) * 1_000_000n;
  it('spans whole UTC months, from the month of the first timestamp to the end of the month of the last', () => {
    const first = ns(Date.UTC(2026, 10, 28, 9, 30)) + 123n;
    expect(monthsAround(first, first)).toEqual({ lower: ns(Date.UTC(2026, 10, 1)), end: ns(Date.UTC(2026, 11, 1)) });
    expect(monthsAround(first, ns(Date.UTC(2027, 0, 1)))).toEqual({ lower: ns(Date.UTC(2026, 10, 1)), end: ns(Date.UTC(2027, 1, 1)) });
  });
  it('puts the last nanosecond of a month in that month, and its first instant in the next', () => {
    const newYear = ns(Date.UTC(2027, 0, 1));
    expect(monthsAround(newYear - 1n, newYear - 1n)).toEqual({ lower: ns(Date.UTC(2026, 11, 1)), end: newYear });
    expect(monthsAround(newYear, newYear).lower).toBe(newYear);
  });
  it('floors timestamps before 1970 too', () => {
    expect(monthsAround(-1n, -1n)).toEqual({ lower: ns(Date.UTC(1969, 11, 1)), end: 0n });
  });
});

describe('monthRange', () => {
  it('writes the bounds into the text, lower inclusive and end exclusive', () => {
    expect(monthRange('t.consensus_timestamp', { lower: 10n, end: 20n })).toBe('t.consensus_timestamp >= 10 AND t.consensus_timestamp < 20');
  });
});

describe('windowMonths', () => {
  const ns = (ms: number) => BigInt(ms) * 1_000_000n;
  const now = Date.UTC(2026, 10, 28, 9, 0);
  const open = { lower: null, upper: null, eq: [], ne: [] };
  it('runs from 0 to the end of next month when the window is open', () => {
    expect(windowMonths(open, now)).toEqual({ lower: 0n, end: ns(Date.UTC(2027, 0, 1)) });
  });
  it('starts at the month of a lower bound (a cursor) and ends with the month of an upper one', () => {
    const window = { ...open, lower: ns(Date.UTC(2026, 9, 15)), upper: ns(Date.UTC(2026, 10, 2)) };
    expect(windowMonths(window, now)).toEqual({ lower: ns(Date.UTC(2026, 9, 1)), end: ns(Date.UTC(2026, 11, 1)) });
  });
  it('is the month of a single eq value, whatever the bounds', () => {
    const window = { ...open, lower: 0n, eq: [ns(Date.UTC(2025, 4, 3))] };
    expect(windowMonths(window, now)).toEqual({ lower: ns(Date.UTC(2025, 4, 1)), end: ns(Date.UTC(2025, 5, 1)) });
  });
});
