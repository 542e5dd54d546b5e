/** Ledger timestamps: nanoseconds since the epoch (bigint) ↔ `seconds.nanoseconds` strings. */
const TIMESTAMP = /^(\d{1,10})(?:\.(\d{1,9}))?$/;
/**
 * One below int64's maximum: PostgreSQL turns an inclusive int8range bound `(x, y]` into `(x, y + 1)`, which
 * overflows at the maximum itself.
 */
const LATEST_TIMESTAMP = 9_223_372_036_854_775_806n;

/**
 * Ten digits of seconds reach past the int64 nanoseconds the ledger stores (year 2262). Such a bound is saturated
 * to the latest representable timestamp: `lt:9999999999` still means "everything", and no consensus timestamp
 * can lie beyond it.
 */
export function parseTimestamp(text: string): bigint | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  const ns = BigInt(match[1]!) * 1_000_000_000n + BigInt((match[2] ?? '').padEnd(9, '0'));
  return ns > LATEST_TIMESTAMP ? LATEST_TIMESTAMP : ns;
}

export function formatTimestamp(ns: bigint | number | null | undefined): string | null {
  if (ns === null || ns === undefined) return null;
  const value = BigInt(ns);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 1_000_000_000n}.${(abs % 1_000_000_000n).toString().padStart(9, '0')}`;
  return negative ? `-${text}` : text;
}
