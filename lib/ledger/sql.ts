/**
 * How the ledger's queries bind values and render the Mirror Node's filters as SQL. Every value reaches PostgreSQL
 * as a `$n` parameter, never as text; the condition shapes several list endpoints share are written once here.
 */
import type { Filter, Operator, Order } from '../core/filter';
import { firstConsensusTimestamp, ledgerSchema, type PastMonthKeys } from '../db/ledger-schema';
import type { Queryable } from '../db/types';

export const SQL_OPERATORS: Record<Operator, string> = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

export type SortDirection = 'ASC' | 'DESC';

export const sortDirection = (order: Order): SortDirection => (order === 'asc' ? 'ASC' : 'DESC');

/** `WHERE a AND b`, or nothing when there is no condition. */
export const whereClause = (conditions: readonly string[]): string =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

/** `AND a AND b`, to follow a statement's fixed conditions; nothing when there is no condition. */
export const andConditions = (conditions: readonly string[]): string => conditions.map((c) => `AND ${c}`).join(' ');

/** A resolved window over a timestamp column: inclusive bounds (null = open), plus eq / ne values. */
export interface TimestampWindow {
  lower: bigint | null;
  upper: bigint | null;
  eq: bigint[];
  ne: bigint[];
}

/** A key's filters as the reference applies them: eq values OR-ed, every other operator AND-ed as a range. */
export interface EqualOrRanges {
  equal: bigint[];
  ranges: Filter<bigint>[];
}

/** The window a key's eq-or-range filters allow: the eq values are OR-ed, so the ranges bound them only with one. */
export const equalOrRangesWindow = ({ equal, ranges }: EqualOrRanges): TimestampWindow =>
  filterWindow([...ranges, ...equal.map((value) => ({ operator: 'eq' as const, value }))]);

export function splitEqual(filters: readonly Filter<bigint>[]): EqualOrRanges {
  return {
    equal: filters.filter((f) => f.operator === 'eq').map((f) => f.value),
    ranges: filters.filter((f) => f.operator !== 'eq'),
  };
}

/** The first instant (UTC) of the month after next: no ledger holds a consensus timestamp that far ahead of now. */
export function recentMonthsEndNs(nowMs: number): bigint {
  const now = new Date(nowMs);
  return BigInt(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)) * 1_000_000n;
}

/** Whole months of consensus timestamps: `lower` is the first instant of a month, `end` (exclusive) of a later one. */
export interface MonthRange {
  lower: bigint;
  /** Exclusive. */
  end: bigint;
}

const NS_PER_MS = 1_000_000n;

/** The whole months (UTC) from the one holding `first` to the one holding `last`, in nanoseconds. */
export function monthsAround(first: bigint, last: bigint): MonthRange {
  const ms = (ns: bigint) => new Date(Number((ns < 0n ? ns - NS_PER_MS + 1n : ns) / NS_PER_MS));
  const from = ms(first);
  const to = ms(last);
  return {
    lower: BigInt(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)) * NS_PER_MS,
    end: BigInt(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 1)) * NS_PER_MS,
  };
}

/** The window of AND-ed filters over a timestamp: the greatest lower bound, the least upper, the eq values. */
export function filterWindow(filters: readonly Filter<bigint>[]): TimestampWindow {
  const window: TimestampWindow = { lower: null, upper: null, eq: [], ne: [] };
  for (const { operator, value } of filters) {
    if (operator === 'eq') window.eq.push(value);
    else if (operator === 'ne') window.ne.push(value);
    else if (operator === 'gt' || operator === 'gte') {
      const bound = operator === 'gt' ? value + 1n : value;
      if (window.lower === null || bound > window.lower) window.lower = bound;
    } else {
      const bound = operator === 'lt' ? value - 1n : value;
      if (window.upper === null || bound < window.upper) window.upper = bound;
    }
  }
  return window;
}

/**
 * The whole months a timestamp window can reach: from the month of its lower bound (or of its one eq value) to the
 * end of the month of its upper bound. An open upper bound ends with next month (no consensus timestamp runs a month
 * ahead of the clock, as the recent months assume); an open lower bound starts at 0.
 */
export function windowMonths(window: TimestampWindow, nowMs: number): MonthRange {
  const only = window.eq.length === 1 ? window.eq[0]! : null;
  const lower = only ?? window.lower;
  const upper = only ?? window.upper;
  return {
    lower: lower === null ? 0n : monthsAround(lower, lower).lower,
    end: upper === null ? recentMonthsEndNs(nowMs) : monthsAround(upper, upper).end,
  };
}

/**
 * The months from the one holding `first` (a table's first row, `firstConsensusTimestamp`) on, within `months`; null
 * when the table is empty or the range ends before its first row.
 */
export function fromFirstMonth(months: MonthRange, first: bigint | null): MonthRange | null {
  if (first === null) return null;
  const start = monthsAround(first, first).lower;
  const lower = months.lower > start ? months.lower : start;
  return lower < months.end ? { lower, end: months.end } : null;
}

/**
 * `column >= <lower> AND column < <end>` with both bounds written into the statement's text rather than bound as
 * values. A named prepared statement's generic plan (what a warm connection runs after five executions) prunes
 * monthly partitions at plan time only against constants: with bound values it keeps every month of the table
 * (101 in the v2 fixture) and prunes them again at each execution, after locking them all (PostgreSQL 15). The
 * bounds are whole months computed here, never the request's text, so a statement has one text per month range and
 * the named statements stay a bounded set.
 */
export function monthRange(column: string, months: MonthRange): string {
  return `${column} >= ${BigInt(months.lower)} AND ${column} < ${BigInt(months.end)}`;
}

/**
 * On a layout partitioned by month, `AND <the month holding ts>` as constants (`monthRange`) for a read of one
 * consensus timestamp: bound as a value only, a served statement's generic plan locks every month of the table at
 * each execution before pruning to one (PostgreSQL 15). On other layouts nothing, so their statements keep one text.
 */
export async function withinMonthOf(db: Queryable, table: string, column: string, timestamp: bigint): Promise<string> {
  if ((await ledgerSchema(db)).partitioning(table) !== 'range') return '';
  return ` AND ${monthRange(column, monthsAround(timestamp, timestamp))}`;
}

/**
 * The months that can hold the keys from `lower` to `upper` (inclusive, null = open) of a key that grows with the
 * month column (`pastMonthKeys`: block numbers with consensus end): from the first past month whose last key reaches
 * `lower` to the last whose first key is within `upper`, and on into the months not read yet (up to
 * `recentMonthsEndNs`) when `upper` is open or past every past month's keys. Null when no month can hold them.
 */
export function monthsOfKeys(
  past: PastMonthKeys,
  lower: bigint | null,
  upper: bigint | null,
  nowMs: number,
): MonthRange | null {
  const reached = past.months.filter(
    (m) => (lower === null || m.last >= lower) && (upper === null || m.first <= upper),
  );
  const lastKey = past.months.at(-1)?.last;
  const open = upper === null || lastKey === undefined || upper > lastKey;
  const openEnd = recentMonthsEndNs(nowMs);
  if (!reached.length) return open ? { lower: past.openFrom, end: openEnd } : null;
  return { lower: reached[0]!.lower, end: open ? openEnd : reached.at(-1)!.end };
}

/** The months both ranges hold, or null when they share none (or either is null). */
export function intersectMonths(a: MonthRange | null, b: MonthRange | null): MonthRange | null {
  if (!a || !b) return null;
  const lower = a.lower > b.lower ? a.lower : b.lower;
  const end = a.end < b.end ? a.end : b.end;
  return lower < end ? { lower, end } : null;
}

/** The first instant (UTC) of the month `months` after (or before, when negative) the month holding `ns`. */
export function addMonths(ns: bigint, months: number): bigint {
  const at = new Date(Number((ns < 0n ? ns - NS_PER_MS + 1n : ns) / NS_PER_MS));
  return BigInt(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1)) * NS_PER_MS;
}

/** Months in the first span a walk reads: newest first, from the month 60 days back on; oldest first, two. */
const FIRST_SPAN_MONTHS = { desc: 4, asc: 2 } as const;

/**
 * The spans of whole months a page reads on a layout partitioned by month (v2), in the page's order: newest first
 * from `months.end` back, oldest first from `months.lower` on; the first span is a few months, each next one twice
 * the last, so that a page of an old or sparse range takes a handful of reads, not one per month.
 */
export function monthSpans(months: MonthRange, order: Order): MonthRange[] {
  const spans: MonthRange[] = [];
  let size = FIRST_SPAN_MONTHS[order];
  if (order === 'desc') {
    for (let end = months.end; end > months.lower; size *= 2) {
      const lower = addMonths(end, -size);
      spans.push({ lower: lower > months.lower ? lower : months.lower, end });
      end = lower;
    }
  } else {
    for (let lower = months.lower; lower < months.end; size *= 2) {
      const end = addMonths(lower, size);
      spans.push({ lower, end: end < months.end ? end : months.end });
      lower = end;
    }
  }
  return spans;
}

/**
 * On a layout partitioned by month (v2), one page read span by span (`monthSpans`) until it is full, each read with
 * its months as constants (`monthRange`) and asked for the rows still missing. PostgreSQL then plans only a span's
 * months: a read over the whole range plans every month of each table it touches (101 in the v2 fixture, and the
 * empty ones the importer keeps ahead), an oldest-first page with no lower bound from the first month on. The spans
 * are disjoint and in the page's order, so their rows follow one another; `months` should start at the table's
 * first month (`firstConsensusTimestamp`), or an old ledger's page walks the empty years before it.
 */
export async function walkMonths<T>(
  page: { order: Order; limit: number },
  months: MonthRange,
  read: (span: MonthRange, limit: number) => Promise<T[]>,
): Promise<T[]> {
  const rows: T[] = [];
  for (const span of monthSpans(months, page.order)) {
    rows.push(...(await read(span, page.limit - rows.length)));
    if (rows.length >= page.limit) break;
  }
  return rows;
}

/**
 * One page of a table read by its partition column (`consensus_timestamp` unless named): in one read (`months` null)
 * on a layout that does not partition the table, or on one partitioned by month (v2) span by span (`walkMonths`) over
 * the months `window` reaches from the table's first month (`firstConsensusTimestamp`) on, each read given its span
 * and the rows still missing.
 */
export async function readPageByMonths<T>(
  db: Queryable,
  table: string,
  window: TimestampWindow,
  page: { order: Order; limit: number },
  read: (months: MonthRange | null, limit: number) => Promise<T[]>,
  column = 'consensus_timestamp',
): Promise<T[]> {
  const months = await reachableMonths(db, table, window, column);
  if (months === undefined) return read(null, page.limit);
  return months ? walkMonths(page, months, read) : [];
}

/**
 * The whole months of a table partitioned by month that `window` reaches, from the table's first month
 * (`firstConsensusTimestamp`) on: for `monthRange`, or span by span (`readPageByMonths`). Undefined on a layout that
 * does not partition the table; null when no month can hold a row.
 */
export async function reachableMonths(
  db: Queryable,
  table: string,
  window: TimestampWindow,
  column = 'consensus_timestamp',
): Promise<MonthRange | null | undefined> {
  if ((await ledgerSchema(db)).partitioning(table) !== 'range') return undefined;
  return fromFirstMonth(windowMonths(window, Date.now()), await firstConsensusTimestamp(db, table, column));
}

/** The values of one statement, collected as its conditions are written; pass `values` to `db.query`. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Binds the value and returns its placeholder, which may be used more than once in the statement. */
  bind(value: unknown): string {
    return `$${this.values.push(value)}`;
  }

  /** `column op $n`. */
  condition<T>(column: string, filter: Filter<T>): string {
    return `${column} ${SQL_OPERATORS[filter.operator]} ${this.bind(filter.value)}`;
  }

  /** `column op $n` for each filter, in order. */
  conditions<T>(column: string, filters: readonly Filter<T>[]): string[] {
    return filters.map((f) => this.condition(column, f));
  }

  /**
   * `column = ANY($n::type[])`: the column equals any of the values; one value is `column = $n::type`, because a
   * generic plan (a named prepared statement's) cannot tell a one-element array from a long one and may then read a
   * whole index in key order rather than the (column, …) index that serves one value.
   */
  anyOf(column: string, values: readonly unknown[], type: 'bigint' | 'smallint' = 'bigint'): string {
    if (values.length === 1) return `${column} = ${this.bind(values[0])}::${type}`;
    return `${column} = ANY(${this.bind(values)}::${type}[])`;
  }

  /** The ranges, then the eq values as one `= ANY` (none when there are no eq values). */
  equalOrRanges(column: string, { equal, ranges }: EqualOrRanges): string[] {
    const conditions = this.conditions(column, ranges);
    if (equal.length) conditions.push(this.anyOf(column, equal));
    return conditions;
  }

  /** The window over a bigint column: its bounds, then ne values as `<> ALL`, then eq values as `= ANY`. */
  timestampWindow(column: string, window: TimestampWindow): string[] {
    const conditions: string[] = [];
    if (window.lower !== null) conditions.push(`${column} >= ${this.bind(window.lower)}`);
    if (window.upper !== null) conditions.push(`${column} <= ${this.bind(window.upper)}`);
    if (window.ne.length) conditions.push(`${column} <> ALL(${this.bind(window.ne)}::bigint[])`);
    if (window.eq.length) conditions.push(this.anyOf(column, window.eq));
    return conditions;
  }
}
