/** Ledger timestamps: nanoseconds since the epoch (bigint) ↔ `seconds.nanoseconds` strings. */
const TIMESTAMP = /^(\d{1,10})(?:\.(\d{1,9}))?$/;

export function parseTimestamp(text: string): bigint | null {
  const match = TIMESTAMP.exec(text);
  if (!match) return null;
  return BigInt(match[1]!) * 1_000_000_000n + BigInt((match[2] ?? '').padEnd(9, '0'));
}

export function formatTimestamp(ns: bigint | number | null | undefined): string | null {
  if (ns === null || ns === undefined) return null;
  const value = BigInt(ns);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 1_000_000_000n}.${(abs % 1_000_000_000n).toString().padStart(9, '0')}`;
  return negative ? `-${text}` : text;
}
