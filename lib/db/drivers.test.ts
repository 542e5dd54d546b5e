import { describe, expect, it } from 'vitest';
import { openMigratedPglite } from './testing';

const PROBE = `SELECT 9223372036854775807::int8 AS big, 1.50::numeric AS num, '\\x0102'::bytea AS bytes,
  '{"a":1}'::jsonb AS doc, int8range(3, 9) AS range, '{1,2}'::int8[] AS ids, 7::int4 AS small`;

/** What PROBE must return from either driver. */
const PROBE_ROW = {
  big: 9223372036854775807n,
  num: '1.50',
  bytes: new Uint8Array([1, 2]),
  doc: { a: 1 },
  range: { lower: 3n, upper: 9n, lowerInclusive: true, upperInclusive: false },
  ids: [1n, 2n],
  small: 7,
};

describe('embedded driver row normalisation', () => {
  it('returns int8 as bigint, numeric as string, bytea as bytes, jsonb as object, int8range as bounds', async () => {
    const db = await openMigratedPglite();
    try {
      const [row] = await db.query(PROBE);
      expect(row).toEqual(PROBE_ROW);
      expect(await db.ready()).toBe(true);
    } finally {
      await db.close();
    }
  });
});

export { PROBE, PROBE_ROW };
