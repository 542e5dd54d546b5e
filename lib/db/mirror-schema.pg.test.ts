import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig, withOverrides } from '../config';
import { corpusAvailable, servedEntryGroups } from '../api/v1/conformance/corpus';
import { runConformance, summarise } from '../api/v1/conformance/runner';
import { demoSamples, openDemoLedger } from '../api/v1/demo-ledger.test-helpers';
import { checkPlans, typicalStatements } from '../api/v1/query-plans.test-helpers';
import { openPg } from './pg-driver';
import type { Db } from './types';

// Prepared by scripts/ci-legs.ts: the operator's Mirror Node schema (v0.145), an owner's URL to load each corpus
// entry and a read-only role's URL, the only one the service's queries use.
const ownerUrl = process.env.MIRROR_SCHEMA_URL;
const readerUrl = process.env.MIRROR_READER_URL;

/** Loads (exec, transaction) as the owner and answers every query as the read-only role. */
function ownerLoadsReaderQueries(owner: Db, reader: Db): Db {
  return {
    driver: reader.driver,
    query: (sql, params) => reader.query(sql, params),
    exec: (sql) => owner.exec(sql),
    transaction: (fn) => owner.transaction(fn),
    ready: () => reader.ready(),
    close: async () => undefined,
  };
}

describe.runIf(ownerUrl && readerUrl && corpusAvailable())('the real Mirror Node schema, read through a read-only role', () => {
  let owner: Db;
  let reader: Db;
  beforeAll(() => {
    owner = openPg({ url: ownerUrl!, poolSize: 2, statementTimeoutMs: 60_000 });
    reader = openPg({ url: readerUrl!, poolSize: 4, statementTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await reader.close();
    await owner.close();
  });

  it('cannot write through the reader role', async () => {
    await expect(reader.query('DELETE FROM record_file')).rejects.toThrow(/read-only transaction/);
  });

  it('answers the recorded cases as on our own migrations', async () => {
    const known = new Set(JSON.parse(readFileSync(path.join(__dirname, '../api/v1/conformance/known-mismatches.json'), 'utf8')) as string[]);
    const db = ownerLoadsReaderQueries(owner, reader);
    const config = withOverrides(getConfig(), { LEDGER_READ_ONLY: true });
    const regressions: string[] = [];
    for (const { label, entries } of servedEntryGroups()) {
      const results = await runConformance(db, entries, config);
      console.log(`conformance (mirror schema)${label}: ${summarise(results)}`);
      regressions.push(...results.filter((r) => r.outcome === 'mismatch' && !known.has(`${r.entry} ${r.url}`)).map((r) => `${r.entry} ${r.url}: ${r.detail}`));
    }
    expect(regressions).toEqual([]);
  });

  it('serves every typical request from the operator\'s own indexes and partitions', async () => {
    // The statements of the demo ledger's typical requests, planned on the operator's schema: EXPLAIN needs no rows,
    // and with sequential scans off a remaining one means no index of that schema can serve the statement.
    const demo = await openDemoLedger();
    try {
      const { statements, failedRequests } = await typicalStatements(demo, await demoSamples(demo));
      expect(failedRequests).toEqual([]);
      const report = await checkPlans(reader, statements);
      console.log(`query plans (mirror schema): ${report.explained} statements explained, ${report.failures.length} not served by an index`);
      expect(report.failures).toEqual([]);
    } finally {
      await demo.close();
    }
  });
});
