import { isDeepStrictEqual } from 'node:util';
import { encodeKey } from '../../../ledger/protobuf-key';

/** Keys added in interface 0.154 that the 0.145 recordings lack; ignored on transaction objects only. */
const V0154_TRANSACTION_KEYS = ['high_volume', 'high_volume_pricing_multiplier'];

/** Interface 0.145.1 answers an empty contract-result bloom as 256 zero bytes where 0.145.0 answered `0x`. */
const ZERO_BLOOM = `0x${'0'.repeat(512)}`;

/** A transaction's `batch_key` as 0.147 on writes it: the key object of the bytes 0.145 wrote as 0x hex. */
function batchKeyAsObject(value: unknown): unknown {
  return typeof value === 'string' && /^0x(?:[0-9a-f]{2})*$/.test(value) ? encodeKey(Buffer.from(value.slice(2), 'hex')) : value;
}

/**
 * Both bodies as interface 0.154 writes them, less what a 0.145 recording cannot know: without the keys 0.154
 * added to transactions, a recorded hex `batch_key` read as its key object, and a contract result's zero bloom
 * (an object with `call_result`, not a log) read as the recorded `0x`.
 */
function stripV0154(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripV0154);
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const isTransaction = 'transaction_id' in object && 'charged_tx_fee' in object;
  const isContractResult = 'call_result' in object && 'bloom' in object;
  return Object.fromEntries(
    Object.entries(object)
      .filter(([k]) => !(isTransaction && V0154_TRANSACTION_KEYS.includes(k)))
      .map(([k, v]) => {
        if (isContractResult && k === 'bloom' && v === ZERO_BLOOM) return [k, '0x'];
        if (isTransaction && k === 'batch_key') return [k, batchKeyAsObject(v)];
        return [k, stripV0154(v)];
      }),
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

/** The interface a case was recorded at: a 0.145 recording is read as 0.154 (`stripV0154`), a 0.154 one as it is. */
export type RecordedAt = '0.145' | '0.154';

const comparable = (body: unknown, recordedAt: RecordedAt) => normalise(recordedAt === '0.145' ? stripV0154(body) : body);

export function sameBody(actual: unknown, expected: unknown, recordedAt: RecordedAt = '0.145'): boolean {
  return isDeepStrictEqual(comparable(actual, recordedAt), comparable(expected, recordedAt));
}

/** First differing path, for the report. */
export function firstDifference(actual: unknown, expected: unknown, recordedAt: RecordedAt = '0.145'): string | null {
  return differenceAt(comparable(actual, recordedAt), comparable(expected, recordedAt), '$');
}

function differenceAt(a: unknown, e: unknown, at: string): string | null {
  if (isDeepStrictEqual(a, e)) return null;
  if (a && e && typeof a === 'object' && typeof e === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(e)]);
    for (const k of keys) {
      const diff = differenceAt((a as Record<string, unknown>)[k], (e as Record<string, unknown>)[k], `${at}.${k}`);
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
