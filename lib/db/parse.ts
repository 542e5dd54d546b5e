import { hexToBytes } from '../core/hex';
import type { Int8Range } from './types';

/**
 * Text-format parsers shared by both drivers, so a row looks the same whether it came from
 * PGlite or node-postgres. Registered per type OID.
 */
export const OID = {
  INT8: 20,
  INT8_ARRAY: 1016,
  BYTEA_ARRAY: 1001,
  INT8RANGE: 3926,
} as const;

export function parseInt8(text: string): bigint {
  return BigInt(text);
}

/** `{1,2,NULL}` → [1n, 2n, null]. int8 array elements never need quoting. */
export function parseInt8Array(text: string): (bigint | null)[] {
  const inner = text.slice(1, -1).trim();
  if (inner === '') return [];
  return inner.split(',').map((v) => (v === 'NULL' ? null : BigInt(v)));
}

/** `{"\\x0102",NULL}` → [Uint8Array[1,2], null]. */
export function parseByteaArray(text: string): (Uint8Array | null)[] {
  const inner = text.slice(1, -1).trim();
  if (inner === '') return [];
  return inner.split(',').map((item) => {
    if (item === 'NULL') return null;
    const hex = item
      .replace(/^"/, '')
      .replace(/"$/, '')
      .replace(/^\\\\x|^\\x/, '');
    return hexToBytes(hex);
  });
}

/** `[1,5)` → bounds; `empty` → both null and exclusive. */
export function parseInt8Range(text: string): Int8Range {
  if (text === 'empty') return { lower: null, upper: null, lowerInclusive: false, upperInclusive: false };
  const match = /^([[(])([^,]*),([^\])]*)([\])])$/.exec(text);
  if (!match) throw new Error(`unexpected int8range text: ${text}`);
  const [, open, lower, upper, close] = match;
  return {
    lower: lower ? BigInt(lower) : null,
    upper: upper ? BigInt(upper) : null,
    lowerInclusive: open === '[',
    upperInclusive: close === ']',
  };
}

export const sharedParsers: Record<number, (text: string) => unknown> = {
  [OID.INT8]: parseInt8,
  [OID.INT8_ARRAY]: parseInt8Array,
  [OID.BYTEA_ARRAY]: parseByteaArray,
  [OID.INT8RANGE]: parseInt8Range,
};
