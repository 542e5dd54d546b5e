import { isDeepStrictEqual } from 'node:util';

/** Keys added in interface 0.154 that the 0.145 recordings lack; ignored on transaction objects only. */
const V0154_TRANSACTION_KEYS = ['high_volume', 'high_volume_pricing_multiplier'];

function stripV0154(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripV0154);
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const isTransaction = 'transaction_id' in object && 'charged_tx_fee' in object;
  return Object.fromEntries(
    Object.entries(object)
      .filter(([k]) => !(isTransaction && V0154_TRANSACTION_KEYS.includes(k)))
      .map(([k, v]) => [k, stripV0154(v)]),
  );
}

/** Normalises numbers so 5 and 5n compare equal (the lossless parser yields bigint only for long integers). */
function normalise(value: unknown): unknown {
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, normalise(v)]));
  }
  return value;
}

export function sameBody(actual: unknown, expected: unknown): boolean {
  return isDeepStrictEqual(normalise(stripV0154(actual)), normalise(stripV0154(expected)));
}

/** First differing path, for the report. */
export function firstDifference(actual: unknown, expected: unknown, at = '$'): string | null {
  const a = normalise(stripV0154(actual));
  const e = normalise(stripV0154(expected));
  if (isDeepStrictEqual(a, e)) return null;
  if (a && e && typeof a === 'object' && typeof e === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(e)]);
    for (const k of keys) {
      const diff = firstDifference((a as Record<string, unknown>)[k], (e as Record<string, unknown>)[k], `${at}.${k}`);
      if (diff) return diff;
    }
  }
  return `${at}: got ${JSON.stringify(a, big)?.slice(0, 200)} want ${JSON.stringify(e, big)?.slice(0, 200)}`;
}

const big = (_k: string, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v);

/** The headers the corpus recorded on every case: present with the same value, or absent when it was absent. */
export const COMPARED_HEADERS = ['content-type', 'cache-control', 'link'] as const;

/**
 * The first recorded header ours differs in (`expected` holds every header the reference sent, lower-case), or null.
 * A header the reference did not send must be absent from ours too.
 */
export function headerDifference(actual: (name: string) => string | null, expected: Readonly<Record<string, string>>): string | null {
  for (const name of COMPARED_HEADERS) {
    const got = actual(name);
    const want = expected[name] ?? null;
    if (got !== want) return `${name}: got ${got === null ? 'none' : JSON.stringify(got)}, want ${want === null ? 'none' : JSON.stringify(want)}`;
  }
  return null;
}
