/**
 * Every query the /api/v1 handlers issue is served by an index, and no handler runs a query per row.
 * A recording proxy collects the SQL of typical requests on a demo ledger; each statement is then EXPLAINed with
 * sequential scans disabled, so a Seq Scan that remains means no index can serve it (on tiny tables the planner
 * would otherwise prefer seq scans even where an index exists).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { openDemoLedger } from './demo-ledger.test-helpers';
import { findSampleValues } from './samples';
import {
  checkPlans,
  sqlRecorder,
  tablesNamedByHandlers,
  typicalStatements,
  type Recorded,
} from './query-plans.test-helpers';
import { isPaged } from './route';
import { routes } from './routes';
import type { SampleValues } from './samples';

let db: Db;
let samples: SampleValues;

beforeAll(async () => {
  db = await openDemoLedger();
  samples = await findSampleValues(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('query plans of typical /api/v1 requests', () => {
  it('never sequentially scans a table, and reads every table the handlers name', async () => {
    const { statements, failedRequests } = await typicalStatements(db, samples);
    expect(failedRequests).toEqual([]);
    const report = await checkPlans(db, statements);
    expect(report.explained).toBeGreaterThan(statements.size);
    expect(report.failures).toEqual([]);
    // a table the handlers' SQL names but no typical request reads would escape the check: none may
    const named = await tablesNamedByHandlers(db);
    expect(named.length).toBeGreaterThan(40);
    // …except a table read only where topic_message is partitioned by month (v2), whose plans the operator-layout
    // test checks (lib/db/mirror-schema.pg.test.ts)
    const partitionedLayoutOnly = new Set(['topic_message_lookup']);
    expect(named.filter((table) => !report.tablesRead.has(table) && !partitionedLayoutOnly.has(table))).toEqual([]);
    // a named prepared statement may run on a plan made without its values: that one must use the indexes too
    const generic = await checkPlans(db, statements, { generic: true });
    expect(generic.explained).toBe(report.explained);
    expect(generic.failures).toEqual([]);
  }, 120_000);

  it('fails when an index a handler needs is gone', async () => {
    const { statements } = await typicalStatements(db, samples);
    const readingFees = new Map<string, Recorded[]>();
    for (const [pattern, recorded] of statements) {
      const some = recorded.filter((q) => /\bcustom_fee\b/.test(q.sql));
      if (some.length) readingFees.set(pattern, some);
    }
    expect([...readingFees.keys()]).toEqual(
      expect.arrayContaining(['/api/v1/tokens/:tokenId', '/api/v1/topics/:topicId']),
    );
    expect((await checkPlans(db, readingFees)).failures).toEqual([]);
    // custom_fee's one index is its primary key (entity_id): without it each token's and topic's fees are a scan
    await db.exec('ALTER TABLE custom_fee DROP CONSTRAINT custom_fee_pkey');
    try {
      const report = await checkPlans(db, readingFees);
      expect(report.failures).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/api\/v1\/tokens\/:tokenId: Seq Scan on custom_fee\n/)]),
      );
      expect(report.failures).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/api\/v1\/topics\/:topicId: Seq Scan on custom_fee\n/)]),
      );
    } finally {
      await db.exec('ALTER TABLE custom_fee ADD PRIMARY KEY (entity_id)');
    }
  }, 120_000);

  it('runs as many queries for limit=50 as for limit=5 (no query per row)', async () => {
    const { serve } = sqlRecorder(db);
    const counts: Record<string, [number, number]> = {};
    for (const route of routes.filter(isPaged)) {
      const { pattern } = route;
      const url = route.samples(samples)[0];
      const sep = url.includes('?') ? '&' : '?';
      await serve(`${url}${sep}limit=25`); // warms any per-process lookups so both counts see the same state
      const five = await serve(`${url}${sep}limit=5`);
      const fifty = await serve(`${url}${sep}limit=50`);
      expect(five.status, url).toBe(200);
      expect(fifty.status, url).toBe(200);
      counts[pattern] = [five.queries.length, fifty.queries.length];
    }
    for (const [pattern, [five, fifty]] of Object.entries(counts)) expect(fifty, pattern).toBe(five);
  }, 120_000);
});
