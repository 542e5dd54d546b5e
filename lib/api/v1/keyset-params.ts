import type { Keyset, TupleBound } from '../../ledger/keyset';
import { invalidArgument } from '../errors';
import type { LastValue } from '../links';
import type { Filter } from '../../core/filter';
import type { QueryParams } from '../query';

/**
 * Query parameters naming the columns of a multi-column paging key (spender.id + token.id, account.id + token.id,
 * receiver.id + token.id + serialnumber). Each takes at most one eq, one gt/gte and one lt/lte; a later column
 * needs the earlier one, and bounding a later column needs an inclusive (or eq) bound on the earlier one — the
 * reference's rules and messages for token allowances, applied to every such endpoint.
 */
export interface ColumnBound {
  key: string;
  equal: Filter<bigint> | null;
  lower: Filter<bigint> | null;
  upper: Filter<bigint> | null;
}

const isEmpty = (b: ColumnBound) => !b.equal && !b.lower && !b.upper;

function place(bound: ColumnBound, filter: Filter<bigint>): void {
  const { key } = bound;
  switch (filter.operator) {
    case 'eq':
      if (bound.equal) throw invalidArgument(`Only one equal (eq) operator is allowed for ${key}`);
      bound.equal = filter;
      return;
    case 'gt':
    case 'gte':
      if (bound.lower) throw invalidArgument(`Only one gt/gte operator is allowed for ${key}`);
      bound.lower = filter;
      return;
    case 'lt':
    case 'lte':
      if (bound.upper) throw invalidArgument(`Only one lt/lte operator is allowed for ${key}`);
      bound.upper = filter;
      return;
    default:
      throw invalidArgument(`Not equal (ne) operator is not supported for ${key}`);
  }
}

function validate(bounds: ColumnBound[]): void {
  for (const b of bounds) {
    if ((b.lower || b.upper) && b.equal) throw invalidArgument(`Can't support both range and equal for ${b.key}`);
  }
  const pairs = bounds.slice(1).map((b, i) => [bounds[i]!, b] as const);
  for (const [prev, b] of pairs) {
    if (isEmpty(prev) && !isEmpty(b)) throw invalidArgument(`${b.key} without a ${prev.key} parameter filter`);
  }
  for (const [prev, b] of pairs) {
    if (!prev.equal && b.lower && prev.lower?.operator !== 'gte')
      throw invalidArgument(`${prev.key} must have gte or eq operator`);
  }
  for (const [prev, b] of pairs) {
    if (!prev.equal && b.upper && prev.upper?.operator !== 'lte')
      throw invalidArgument(`${prev.key} must have lte or eq operator`);
  }
}

/** Reads the key columns' filters in query order (the first broken rule is the one reported) and validates them. */
export function parseBounds(
  query: QueryParams,
  keys: readonly string[],
  filters: Record<string, Filter<bigint>[]>,
): ColumnBound[] {
  const bounds = keys.map((key): ColumnBound => ({ key, equal: null, lower: null, upper: null }));
  for (const key of query.keys()) {
    const bound = bounds.find((b) => b.key === key);
    for (const filter of bound ? (filters[key] ?? []) : []) place(bound!, filter);
  }
  validate(bounds);
  return bounds;
}

/** The lexicographic bound over the ranged columns: a prefix of them, ending at the first strict (gt/lt) one. */
function tupleBound(bounds: ColumnBound[], side: 'lower' | 'upper'): TupleBound | null {
  const result: TupleBound = { columns: [], values: [], inclusive: true };
  for (const [i, b] of bounds.entries()) {
    if (b.equal) continue;
    const filter = b[side];
    if (!filter) break;
    result.columns.push(i);
    result.values.push(filter.value);
    result.inclusive = filter.operator === 'gte' || filter.operator === 'lte';
    if (!result.inclusive) break;
  }
  return result.columns.length ? result : null;
}

export function toKeyset(bounds: ColumnBound[]): Keyset {
  return {
    equal: bounds.flatMap((b, column) => (b.equal ? [{ column, value: b.equal.value }] : [])),
    lower: tupleBound(bounds, 'lower'),
    upper: tupleBound(bounds, 'upper'),
  };
}

/**
 * The last-row values `links.next` continues from, or null for the last page. Every column not pinned by eq
 * continues from the last row: inclusively, except the last of them, so the page's last row is not repeated.
 */
export function keysetLastValues(
  bounds: ColumnBound[],
  lastRow: readonly string[] | undefined,
  count: number,
  limit: number,
): Record<string, LastValue> | null {
  if (!lastRow || count < limit || bounds.every((b) => b.equal)) return null;
  const open = bounds.flatMap((b, i) => (b.equal ? [] : [[b.key, lastRow[i]!] as const]));
  return Object.fromEntries(open.map(([key, value], i) => [key, { value, inclusive: i < open.length - 1 }]));
}
