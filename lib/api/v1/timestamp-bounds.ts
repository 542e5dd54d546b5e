/**
 * Timestamp filters read as the reference's network and balance endpoints read them: every value counts, eq acts as
 * lte (the state at or before an instant), gt/lt become inclusive bounds and the tightest bound of each side wins;
 * ne values are listed apart (the endpoints that refuse them check that first).
 */
import type { Filter } from '../../core/filter';
import type { TimestampWindow } from '../../ledger/sql';

export function timestampBounds(filters: readonly Filter<bigint>[]): TimestampWindow {
  const window: TimestampWindow = { lower: null, upper: null, eq: [], ne: [] };
  for (const { operator, value } of filters) {
    if (operator === 'ne') {
      window.ne.push(value);
    } else if (operator === 'gt' || operator === 'gte') {
      const lower = operator === 'gt' ? value + 1n : value;
      if (window.lower === null || lower > window.lower) window.lower = lower;
    } else {
      const upper = operator === 'lt' ? value - 1n : value;
      if (window.upper === null || upper < window.upper) window.upper = upper;
    }
  }
  return window;
}
