import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { openMigratedPglite } from '../../db/testing';
import { generateDemoLedger } from '../../demo/generate';
import type { ApiContext } from './context';
import { handleV1 } from './router';
import { uncachedContext } from './testing';
import { routes } from './routes';

/** Real-looking values mixed with hostile ones, so the generator reaches deep into every parser. */
const pieces = [
  '0.0.2',
  '2',
  '0.0.98',
  '1001',
  '-1',
  '0',
  '99999999999999999999999',
  '0.0.-5',
  '1.2.3.4',
  '1234567890.000000001',
  'gt:1',
  'gte:0.0.2',
  'lt:9',
  'ne:1',
  'eq:',
  'foo:bar',
  ':',
  'true',
  'false',
  '0x' + 'ab'.repeat(20),
  'ab'.repeat(32),
  '0x' + 'cd'.repeat(48),
  'KGNABD5L3ZGSRVUCSPDR7TONZSRY3D5OMEBKQMVTD2AC6JL72HMQ',
  "' OR 1=1 --",
  '"; DROP TABLE transaction; --',
  '%00',
  '%zz',
  '\u0000',
  '😀',
  '..',
  'a'.repeat(5000),
  '0.0.1001-1234567890-000000001',
  '0.0.1001@1234567890.000000001',
  'asc',
  'desc',
  'CRYPTOTRANSFER',
  'credit',
];
/** Values at and just past the edges of int32, int64 and the entity-id fields, where arithmetic overflows hide. */
const boundaries = [
  '9999999999',
  'lt:9999999999',
  'gte:9999999999.999999999',
  '9223372036854775807',
  '9223372036854775808',
  'lte:9223372036854775808',
  '2147483648',
  '-9223372036854775809',
  '0.0.274877906943',
  '0.0.274877906944',
  '1023.65535.274877906943',
  '0.0.9999999999-9999999999-999999999',
];
pieces.push(...boundaries);
/** Every query parameter some route reads, and one no route knows. */
const names = [...new Set(routes.flatMap((route) => Object.keys(route.query))), 'hostile%26x'];

const segment = fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 40 }), fc.webSegment());
const value = fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 60 }));
const queryString = fc
  .array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 8 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'));

function urlFor(pattern: string, params: string[], query: string): string {
  let i = 0;
  const pathname = pattern.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(params[i++] ?? 'x'));
  return `http://localhost${pathname}${query ? `?${query}` : ''}`;
}

describe('hostile input never yields a 500', () => {
  let db: Db;
  let ctx: ApiContext;
  beforeAll(async () => {
    db = await openMigratedPglite();
    // A small demo ledger has some of everything, so hostile values reach deep into every query.
    await generateDemoLedger(db, { seed: 7, blocks: 60, endTime: new Date('2026-01-01T00:00:00Z') });
    ctx = uncachedContext(db);
  });
  afterAll(async () => db.close());

  it('answers 200, 400 or 404 with the error body, for every route', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes.map((r) => r.pattern)),
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        queryString,
        async (pattern, params, query) => {
          const response = await handleV1(new Request(urlFor(pattern, params, query)), ctx);
          expect([200, 400, 404]).toContain(response.status);
          const body = (await response.json()) as { _status?: { messages: { message: string }[] } };
          if (response.status !== 200) expect(body._status?.messages[0]?.message).toEqual(expect.any(String));
        },
      ),
      { numRuns: 400 },
    );
  }, 300_000);

  it('answers 200, 400 or 404 for every parameter at every numeric boundary, on every route', async () => {
    for (const { pattern } of routes) {
      for (const boundary of boundaries) {
        for (const name of names) {
          const url = urlFor(pattern, [boundary, boundary, boundary], `${name}=${encodeURIComponent(boundary)}`);
          const response = await handleV1(new Request(url), ctx);
          expect([200, 400, 404], url).toContain(response.status);
        }
      }
    }
  }, 300_000);

  it('rejects every method but GET and HEAD with 405 and the error body', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const response = await handleV1(new Request('http://localhost/api/v1/blocks', { method }), ctx);
      expect(response.status).toBe(405);
      expect(((await response.json()) as { _status: { messages: unknown[] } })._status.messages).toHaveLength(1);
    }
  });
});
