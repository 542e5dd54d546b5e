/**
 * How the ledger's queries bind values and render the Mirror Node's filters as SQL. Every value reaches PostgreSQL
 * as a `$n` parameter, never as text; the condition shapes several list endpoints share are written once here.
 */
import type { Filter, Operator, Order } from '../core/filter';

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

export function splitEqual(filters: readonly Filter<bigint>[]): EqualOrRanges {
  return {
    equal: filters.filter((f) => f.operator === 'eq').map((f) => f.value),
    ranges: filters.filter((f) => f.operator !== 'eq'),
  };
}

/** The first instant (UTC) of the month 60 days before `nowMs`, in nanoseconds: two or three monthly partitions. */
export function recentMonthsStartNs(nowMs: number): bigint {
  const then = new Date(nowMs - 60 * 86_400_000);
  return BigInt(Date.UTC(then.getUTCFullYear(), then.getUTCMonth(), 1)) * 1_000_000n;
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

/** The recent months: from the month 60 days ago to the end of next month (two to four monthly partitions). */
export type RecentMonths = MonthRange;

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
 * On a layout partitioned by month (v2), a page newest first with no lower bound: read within the recent months
 * first, so that PostgreSQL plans those months only (not every month since 2019 and the empty ones the importer
 * keeps ahead); when they fill the page they hold exactly its rows (everything older sorts after them, and consensus
 * timestamps never run a month ahead of the clock), otherwise the page is read again over the whole range.
 */
export async function recentMonthsFirst<T>(
  page: { order: Order; limit: number; openBelow: boolean },
  read: (recent: RecentMonths | null) => Promise<T[]>,
): Promise<T[]> {
  if (page.order !== 'desc' || !page.openBelow) return read(null);
  const now = Date.now();
  const recent = await read({ lower: recentMonthsStartNs(now), end: recentMonthsEndNs(now) });
  return recent.length >= page.limit ? recent : read(null);
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
