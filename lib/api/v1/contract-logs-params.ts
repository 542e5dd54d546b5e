/**
 * The log lists' query rules, as the reference's contract controller applies them: a (timestamp, index) page key
 * where index needs timestamp and ranges on index need matching inclusive bounds on timestamp; topics only within
 * a bounded timestamp range no wider than query.maxTimestampRange; `transaction.hash` once, naming one timestamp.
 */
import type { Filter, Operator } from '../../core/filter';
import type { LogKeyFilter } from '../../ledger/contract-logs';
import { invalidArgument } from '../errors';

/** One column of the page key: at most one eq, one lower (gt/gte) and one upper (lt/lte) filter. */
export interface KeyBound {
  key: 'timestamp' | 'index';
  equal: Filter<bigint> | null;
  lower: Filter<bigint> | null;
  upper: Filter<bigint> | null;
}

export const emptyBound = (key: KeyBound['key']): KeyBound => ({ key, equal: null, lower: null, upper: null });

export const hasRange = (b: KeyBound) => b.lower !== null || b.upper !== null;
export const isEmptyBound = (b: KeyBound) => b.equal === null && !hasRange(b);

export function addToBound(bound: KeyBound, filter: Filter<bigint>): void {
  const { key } = bound;
  if (filter.operator === 'eq') {
    if (bound.equal) throw invalidArgument(`Only one equal (eq) operator is allowed for ${key}`);
    bound.equal = filter;
  } else if (filter.operator === 'gt' || filter.operator === 'gte') {
    if (bound.lower) throw invalidArgument(`Only one gt/gte operator is allowed for ${key}`);
    bound.lower = filter;
  } else if (filter.operator === 'lt' || filter.operator === 'lte') {
    if (bound.upper) throw invalidArgument(`Only one lt/lte operator is allowed for ${key}`);
    bound.upper = filter;
  } else {
    throw invalidArgument(`Not equal (ne) operator is not supported for ${key}`);
  }
}

/** The reference's validateContractLogsBounds, checks and messages in its order. */
export function validateLogBounds(timestamp: KeyBound, index: KeyBound): void {
  if (index.equal && !timestamp.equal) throw invalidArgument('timestamp must have eq operator');
  for (const b of [timestamp, index]) {
    if (hasRange(b) && b.equal) throw invalidArgument(`Can't support both range and equal for ${b.key}`);
  }
  if (isEmptyBound(timestamp) && !isEmptyBound(index))
    throw invalidArgument('index without a timestamp parameter filter');
  if (!timestamp.equal && index.lower && timestamp.lower?.operator !== 'gte')
    throw invalidArgument('timestamp must have gte or eq operator');
  if (!timestamp.equal && index.upper && timestamp.upper?.operator !== 'lte')
    throw invalidArgument('timestamp must have lte or eq operator');
}

/** `timestamp=gte:A&timestamp=lte:A` (and nothing else on timestamp) means `timestamp=A`. */
export function collapseEqualRange(filters: Filter<bigint>[]): Filter<bigint>[] {
  const [a, b] = filters;
  if (filters.length !== 2 || a!.value !== b!.value) return filters;
  const operators = new Set([a!.operator, b!.operator]);
  return operators.has('gte') && operators.has('lte') ? [{ operator: 'eq', value: a!.value }] : filters;
}

/** "7d", "12h", "30m", "45s": a range in the unit the reference's configuration would write it in. */
function durationText(ns: bigint): string {
  const units: [string, bigint][] = [
    ['d', 86_400_000_000_000n],
    ['h', 3_600_000_000_000n],
    ['m', 60_000_000_000n],
    ['s', 1_000_000_000n],
    ['ms', 1_000_000n],
  ];
  const [unit, size] = units.find(([, size]) => ns % size === 0n) ?? ['ns', 1n];
  return `${ns / size}${unit}`;
}

/**
 * Topic searches need a timestamp eq, or a closed range of positive width within `maxRangeNs` (the reference's
 * strict parseTimestampFilters, its message prefixed as the controller does).
 */
export function checkTopicTimestamps(filters: Filter<bigint>[], maxRangeNs: bigint): void {
  const fail = (message: string) => invalidArgument(`Cannot search topics without a valid timestamp range: ${message}`);
  if (!filters.length) throw fail('No timestamp range or eq operator provided');
  const count = (ops: Operator[]) => filters.filter((f) => ops.includes(f.operator)).length;
  const [eq, ne, lowers, uppers] = [count(['eq']), count(['ne']), count(['gt', 'gte']), count(['lt', 'lte'])];
  if (ne) throw fail('Not equals operator not supported for timestamp param');
  if (lowers > 1) throw fail('Multiple gt or gte operators not permitted for timestamp param');
  if (uppers > 1) throw fail('Multiple lt or lte operators not permitted for timestamp param');
  if (eq && (lowers || uppers)) throw fail('Cannot combine eq with ne, gt, gte, lt, or lte for timestamp param');
  if (!eq && (!lowers || !uppers)) throw fail('Timestamp range must have gt (or gte) and lt (or lte), or eq operator');
  const { lower, upper } = inclusiveRange({ ...emptyBound('timestamp'), ...pickBounds(filters) });
  if (lower !== null && upper !== null) {
    const width = upper - lower + 1n;
    if (width <= 0n || width > maxRangeNs) {
      throw fail(
        `Timestamp range by the lower and upper bounds must be positive and within ${durationText(maxRangeNs)}`,
      );
    }
  }
}

const pickBounds = (filters: Filter<bigint>[]) => ({
  lower: filters.find((f) => f.operator === 'gt' || f.operator === 'gte') ?? null,
  upper: filters.find((f) => f.operator === 'lt' || f.operator === 'lte') ?? null,
});

/** A bound's range as inclusive values (gt a → a + 1, lt b → b - 1); null where open. */
export function inclusiveRange(b: KeyBound): { lower: bigint | null; upper: bigint | null } {
  return {
    lower: b.lower ? b.lower.value + (b.lower.operator === 'gt' ? 1n : 0n) : null,
    upper: b.upper ? b.upper.value - (b.upper.operator === 'lt' ? 1n : 0n) : null,
  };
}

const ts = (operator: Operator, value: bigint): LogKeyFilter => ({ column: 'consensus_timestamp', operator, value });
const idx = (f: Filter<bigint>): LogKeyFilter => ({ column: 'index', ...f });

/**
 * The page key range as index-friendly parts (the reference's lower / inner / upper queries): with a range on
 * index, the timestamp ends get the index condition and the timestamps strictly between them get none.
 * `timestamp` is inclusive here (`lower`/`upper` resolved, or `equal`).
 */
export function keyRangeParts(
  timestamp: { equal: bigint | null; lower: bigint | null; upper: bigint | null },
  index: KeyBound,
): LogKeyFilter[][] {
  const indexFilters = [index.equal, index.lower, index.upper].filter((f): f is Filter<bigint> => f !== null).map(idx);
  if (timestamp.equal !== null) return [[ts('eq', timestamp.equal), ...indexFilters]];
  const { lower, upper } = timestamp;
  const tsRange = [...(lower !== null ? [ts('gte', lower)] : []), ...(upper !== null ? [ts('lte', upper)] : [])];
  if (!hasRange(index)) return tsRange.length || indexFilters.length ? [[...tsRange, ...indexFilters]] : [];
  const parts: LogKeyFilter[][] = [];
  if (lower !== null && index.lower) parts.push([ts('eq', lower), idx(index.lower)]);
  const inner = [
    ...(lower !== null ? [ts(index.lower ? 'gt' : 'gte', lower)] : []),
    ...(upper !== null ? [ts(index.upper ? 'lt' : 'lte', upper)] : []),
  ];
  if (inner.length) parts.push(inner);
  if (upper !== null && index.upper) parts.push([ts('eq', upper), idx(index.upper)]);
  return parts;
}
