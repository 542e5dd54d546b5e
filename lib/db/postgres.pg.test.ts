import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusAvailable, servedEntryGroups } from '../api/v1/conformance/corpus';
import { runConformance, summarise } from '../api/v1/conformance/runner';
import { corpusDataFiles, loadEveryDataFile } from './corpus-load.test-helpers';
import { PROBE, PROBE_ROW } from './drivers.test';
import { migrate } from './migrate';
import { openPg } from './pg-driver';
import type { Db } from './types';

const url = process.env.DATABASE_URL;

describe.runIf(url)('PostgreSQL leg (fresh database from DATABASE_URL)', () => {
  let db: Db;
  beforeAll(async () => {
    db = openPg({ url: url!, poolSize: 4, statementTimeoutMs: 60_000 });
  });
  afterAll(async () => db.close());

  it('migrates, and migrating again changes nothing', async () => {
    expect((await migrate(db, 'ledger')).length).toBeGreaterThan(0);
    expect(await migrate(db, 'ledger')).toEqual([]);
    await migrate(db, 'status');
    expect(await migrate(db, 'status')).toEqual([]);
  });

  it('returns rows exactly like the embedded driver', async () => {
    const [row] = await db.query(PROBE);
    expect(row).toEqual(PROBE_ROW);
  });

  it.runIf(corpusAvailable())('loads every corpus data.sql without error', async () => {
    expect(await loadEveryDataFile(db, corpusDataFiles())).toEqual([]);
  });

  it.runIf(corpusAvailable())('answers the recorded cases like on the embedded database', async () => {
    const known = new Set(
      JSON.parse(readFileSync(path.join(__dirname, '../api/v1/conformance/known-mismatches.json'), 'utf8')) as string[],
    );
    const results = [];
    for (const { entries } of servedEntryGroups()) results.push(...(await runConformance(db, entries)));
    console.log(`conformance (PostgreSQL): ${summarise(results)}`);
    const regressions = results.filter((r) => r.outcome === 'mismatch' && !known.has(`${r.entry} ${r.url}`));
    expect(regressions.map((r) => `${r.entry} ${r.url}: ${r.detail}`)).toEqual([]);
  });
});
