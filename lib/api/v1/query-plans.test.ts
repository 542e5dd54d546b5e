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
import { checkPlans, sqlRecorder, typicalStatements } from './query-plans.test-helpers';
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
  it('never sequentially scans a ledger table on the hot paths', async () => {
    const { statements, failedRequests } = await typicalStatements(db, samples);
    expect(failedRequests).toEqual([]);
    const report = await checkPlans(db, statements);
    expect(report.explained).toBeGreaterThan(statements.size);
    if (report.otherScans.size) console.info(`sequential scans on other (small) tables: ${[...report.otherScans].sort().join(', ')}`);
    expect(report.failures).toEqual([]);
    // a named prepared statement may run on a plan made without its values: that one must use the indexes too
    const generic = await checkPlans(db, statements, { generic: true });
    expect(generic.explained).toBe(report.explained);
    expect(generic.failures).toEqual([]);
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
