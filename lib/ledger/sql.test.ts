import { describe, expect, it } from 'vitest';
import type { Filter, Operator } from '../core/filter';
import {
  SqlParams,
  addMonths,
  andConditions,
  fromFirstMonth,
  intersectMonths,
  monthsOfKeys,
  monthRange,
  monthSpans,
  monthsAround,
  walkMonths,
  windowMonths,
  recentMonthsEndNs,
  sortDirection,
  splitEqual,
  whereClause,
  type MonthRange,
} from './sql';

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
    expect(params.equalOrRanges('node_id', splitEqual(filters))).toEqual([
      'node_id > $1',
      'node_id = ANY($2::bigint[])',
    ]);
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

describe('recentMonthsEndNs', () => {
  it('is the first instant of the month after next, in UTC nanoseconds', () => {
    expect(recentMonthsEndNs(Date.UTC(2026, 10, 28, 2, 46))).toBe(BigInt(Date.UTC(2027, 0, 1)) * 1_000_000n);
    expect(recentMonthsEndNs(Date.UTC(2026, 0, 31, 23, 59))).toBe(BigInt(Date.UTC(2026, 2, 1)) * 1_000_000n);
  });
});

const month = (year: number, monthIndex: number) => BigInt(Date.UTC(year, monthIndex, 1)) * 1_000_000n;

describe('addMonths', () => {
  it('is the first instant of the month so many months from the one holding the timestamp', () => {
    const midNovember = BigInt(Date.UTC(2026, 10, 15, 12)) * 1_000_000n;
    expect(addMonths(midNovember, 0)).toBe(month(2026, 10));
    expect(addMonths(midNovember, 2)).toBe(month(2027, 0));
    expect(addMonths(midNovember, -11)).toBe(month(2025, 11));
  });
});

describe('monthSpans', () => {
  const range = { lower: month(2025, 0), end: month(2027, 0) };

  it('walks newest first from the end: four months, then twice as many each time, down to the lower bound', () => {
    expect(monthSpans(range, 'desc')).toEqual([
      { lower: month(2026, 8), end: month(2027, 0) },
      { lower: month(2026, 0), end: month(2026, 8) },
      { lower: month(2025, 0), end: month(2026, 0) },
    ]);
  });

  it('walks oldest first from the lower bound: two months, then twice as many each time, up to the end', () => {
    expect(monthSpans(range, 'asc')).toEqual([
      { lower: month(2025, 0), end: month(2025, 2) },
      { lower: month(2025, 2), end: month(2025, 6) },
      { lower: month(2025, 6), end: month(2026, 2) },
      { lower: month(2026, 2), end: month(2027, 0) },
    ]);
  });

  it('is one span for a range no longer than the first', () => {
    expect(monthSpans({ lower: month(2026, 10), end: month(2026, 11) }, 'asc')).toEqual([
      { lower: month(2026, 10), end: month(2026, 11) },
    ]);
    expect(monthSpans({ lower: month(2026, 10), end: month(2026, 11) }, 'desc')).toEqual([
      { lower: month(2026, 10), end: month(2026, 11) },
    ]);
  });
});

describe('walkMonths', () => {
  const range = { lower: month(2025, 0), end: month(2027, 0) };
  // rows by month index since 2025-01, two per month in 2025-03 and 2026-10 only
  const rowsIn = (span: MonthRange) =>
    [month(2025, 2), month(2026, 9)].filter((m) => m >= span.lower && m < span.end).flatMap((m) => [m, m + 1n]);

  it('stops at the first span that fills the page, asking each span for the rows still missing', async () => {
    const asked: [MonthRange, number][] = [];
    const read = async (span: MonthRange, limit: number) => {
      asked.push([span, limit]);
      return rowsIn(span).slice(0, limit);
    };
    expect(await walkMonths({ order: 'asc', limit: 2 }, range, read)).toEqual([month(2025, 2), month(2025, 2) + 1n]);
    expect(asked).toEqual([
      [{ lower: month(2025, 0), end: month(2025, 2) }, 2],
      [{ lower: month(2025, 2), end: month(2025, 6) }, 2],
    ]);
  });

  it('joins the spans in the page order until the range ends', async () => {
    const limits: number[] = [];
    const read = async (span: MonthRange, limit: number) => {
      limits.push(limit);
      return rowsIn(span).slice(0, limit).reverse();
    };
    expect(await walkMonths({ order: 'desc', limit: 5 }, range, read)).toEqual([
      month(2026, 9) + 1n,
      month(2026, 9),
      month(2025, 2) + 1n,
      month(2025, 2),
    ]);
    expect(limits).toEqual([5, 3, 3]);
  });
});

describe('fromFirstMonth', () => {
  const range = { lower: 0n, end: month(2027, 0) };

  it('starts the range at the month of the first row', () => {
    expect(fromFirstMonth(range, month(2026, 10) + 5n)).toEqual({ lower: month(2026, 10), end: month(2027, 0) });
    expect(fromFirstMonth({ lower: month(2026, 11), end: month(2027, 0) }, month(2026, 10))).toEqual({
      lower: month(2026, 11),
      end: month(2027, 0),
    });
  });

  it('is null for an empty table or a range that ends before its first row', () => {
    expect(fromFirstMonth(range, null)).toBeNull();
    expect(fromFirstMonth(range, month(2027, 0))).toBeNull();
  });
});

describe('monthsOfKeys', () => {
  // Blocks 0–99 in 2026-08, none in 2026-09, 100–149 in 2026-10; read in 2026-11 (open from there).
  const past = {
    months: [
      { lower: month(2026, 7), end: month(2026, 8), first: 0n, last: 99n },
      { lower: month(2026, 9), end: month(2026, 10), first: 100n, last: 149n },
    ],
    openFrom: month(2026, 10),
  };
  const now = Date.UTC(2026, 10, 28);
  const open = { lower: month(2026, 10), end: recentMonthsEndNs(now) };

  it('names the past month whose numbers hold a number', () => {
    expect(monthsOfKeys(past, 42n, 42n, now)).toEqual({ lower: month(2026, 7), end: month(2026, 8) });
    expect(monthsOfKeys(past, 149n, 149n, now)).toEqual({ lower: month(2026, 9), end: month(2026, 10) });
  });

  it('spans the months a range of numbers reaches, into the open months when it runs past them', () => {
    expect(monthsOfKeys(past, 99n, 100n, now)).toEqual({ lower: month(2026, 7), end: month(2026, 10) });
    expect(monthsOfKeys(past, 120n, null, now)).toEqual({ lower: month(2026, 9), end: open.end });
    expect(monthsOfKeys(past, null, 10n, now)).toEqual({ lower: month(2026, 7), end: month(2026, 8) });
    expect(monthsOfKeys(past, 150n, 150n, now)).toEqual(open);
  });

  it('is null for numbers no month holds, and open when no past month was read', () => {
    expect(monthsOfKeys(past, -5n, -1n, now)).toBeNull();
    expect(monthsOfKeys({ months: [], openFrom: month(2026, 10) }, 7n, 7n, now)).toEqual(open);
  });
});

describe('intersectMonths', () => {
  it('keeps the months both ranges hold', () => {
    expect(
      intersectMonths({ lower: month(2026, 1), end: month(2026, 5) }, { lower: month(2026, 3), end: month(2026, 9) }),
    ).toEqual({ lower: month(2026, 3), end: month(2026, 5) });
    expect(
      intersectMonths({ lower: month(2026, 1), end: month(2026, 3) }, { lower: month(2026, 3), end: month(2026, 9) }),
    ).toBeNull();
    expect(intersectMonths(null, { lower: month(2026, 3), end: month(2026, 9) })).toBeNull();
  });
});

describe('monthsAround', () => {
  const ns = (ms: number) => BigInt(ms) * 1_000_000n;
  it('spans whole UTC months, from the month of the first timestamp to the end of the month of the last', () => {
    const first = ns(Date.UTC(2026, 10, 28, 9, 30)) + 123n;
    expect(monthsAround(first, first)).toEqual({ lower: ns(Date.UTC(2026, 10, 1)), end: ns(Date.UTC(2026, 11, 1)) });
    expect(monthsAround(first, ns(Date.UTC(2027, 0, 1)))).toEqual({
      lower: ns(Date.UTC(2026, 10, 1)),
      end: ns(Date.UTC(2027, 1, 1)),
    });
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
    expect(monthRange('t.consensus_timestamp', { lower: 10n, end: 20n })).toBe(
      't.consensus_timestamp >= 10 AND t.consensus_timestamp < 20',
    );
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
