import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig, withOverrides } from '../config';
import { corpusAvailable, servedEntryGroups } from '../api/v1/conformance/corpus';
import { familyTotals, runConformance, summarise } from '../api/v1/conformance/runner';
import { fillDemoLedger } from '../api/v1/demo-ledger.test-helpers';
import { findSampleValues } from '../api/v1/samples';
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
    // as the service reads (DB_PREPARED_STATEMENTS defaults to on)
    reader = openPg({ url: readerUrl!, poolSize: 4, statementTimeoutMs: 60_000, preparedStatements: true });
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
    const groups: { label: string; results: Awaited<ReturnType<typeof runConformance>> }[] = [];
    for (const { label, entries } of servedEntryGroups()) {
      const results = await runConformance(db, entries, config);
      console.log(`conformance (mirror schema)${label}: ${summarise(results)}`);
      groups.push({ label, results });
      regressions.push(...results.filter((r) => r.outcome === 'mismatch' && !known.has(`${r.entry} ${r.url}`)).map((r) => `${r.entry} ${r.url}: ${r.detail}`));
    }
    for (const line of familyTotals(groups)) console.log(`conformance (mirror schema)${line}`);
    expect(regressions).toEqual([]);
  });

  it('serves every typical request from the operator\'s own indexes and partitions', async () => {
    // A demo ledger generated into the operator's schema (the generator writes the columns it finds), its typical
    // requests served through the reader, and their statements planned there with sequential scans off: one that
    // remains means no index of that schema can serve the statement.
    const tables = await owner.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'flyway_schema_history'`,
    );
    await owner.exec(`TRUNCATE ${tables.map((t) => `public.${t.tablename}`).join(', ')}`);
    await fillDemoLedger(owner);
    await owner.exec('ANALYZE');
    const db = ownerLoadsReaderQueries(owner, reader);
    const { statements, failedRequests } = await typicalStatements(db, await findSampleValues(db));
    expect(failedRequests).toEqual([]);
    const report = await checkPlans(reader, statements);
    console.log(`query plans (mirror schema): ${report.explained} statements explained, ${report.failures.length} not served by the schema's indexes`);
    expect(report.failures).toEqual([]);
    const generic = await checkPlans(reader, statements, { generic: true });
    console.log(`generic plans (mirror schema): ${generic.explained} statements explained, ${generic.failures.length} not served by the schema's indexes`);
    expect(generic.failures).toEqual([]);
  });
});
