import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig, withOverrides } from '../config';
import { corpusAvailable, servedEntryGroups } from '../api/v1/conformance/corpus';
import { familyTotals, runConformance, summarise } from '../api/v1/conformance/runner';
import { fillDemoLedger } from '../api/v1/demo-ledger.test-helpers';
import { findSampleValues } from '../api/v1/samples';
import { checkPlans, typicalStatements } from '../api/v1/query-plans.test-helpers';
import { citusRouting, routingKey } from '../api/v1/citus-plans.test-helpers';
import { openPg } from './pg-driver';
import type { Db } from './types';

// Prepared by scripts/ci-legs.ts: the operator's Mirror Node schema (v0.145) in both layouts — v1, and v2 as large
// operators run it on Citus — each with an owner's URL to load each corpus entry and a read-only role's URL, the
// only one the service's queries use.
const LAYOUTS = [
  { layout: 'v1', ownerUrl: process.env.MIRROR_SCHEMA_URL, readerUrl: process.env.MIRROR_READER_URL },
  { layout: 'v2', ownerUrl: process.env.MIRROR_V2_SCHEMA_URL, readerUrl: process.env.MIRROR_V2_READER_URL },
];

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

describe.runIf(process.env.CI === 'true')('the CI leg', () => {
  it.each(LAYOUTS)(
    'has the $layout operator layout and the corpus (a missing one fails, never skips)',
    ({ ownerUrl, readerUrl }) => {
      expect(ownerUrl).toBeTruthy();
      expect(readerUrl).toBeTruthy();
      expect(corpusAvailable()).toBe(true);
    },
  );
});

describe.each(LAYOUTS)(
  'the real Mirror Node schema ($layout layout), read through a read-only role',
  ({ layout, ownerUrl, readerUrl }) => {
    const available = Boolean(ownerUrl && readerUrl && corpusAvailable());
    let owner: Db;
    let reader: Db;
    beforeAll(() => {
      if (!available) return;
      // the owner also truncates and refills every table (2,000+ partitions on v2): minutes on a loaded machine
      owner = openPg({ url: ownerUrl!, poolSize: 2, statementTimeoutMs: 300_000 });
      // as the service reads (DB_PREPARED_STATEMENTS defaults to on)
      reader = openPg({ url: readerUrl!, poolSize: 4, statementTimeoutMs: 60_000, preparedStatements: true });
    });
    afterAll(async () => {
      await reader?.close();
      await owner?.close();
    });

    it.runIf(available)('cannot write through the reader role', async () => {
      await expect(reader.query('DELETE FROM record_file')).rejects.toThrow(/read-only transaction/);
    });

    it.runIf(available)('answers the recorded cases as on our own migrations', async () => {
      const known = new Set(
        JSON.parse(
          readFileSync(path.join(__dirname, '../api/v1/conformance/known-mismatches.json'), 'utf8'),
        ) as string[],
      );
      const db = ownerLoadsReaderQueries(owner, reader);
      const config = withOverrides(getConfig(), { LEDGER_READ_ONLY: true });
      const regressions: string[] = [];
      const groups: { label: string; results: Awaited<ReturnType<typeof runConformance>> }[] = [];
      for (const { label, entries } of servedEntryGroups()) {
        const results = await runConformance(db, entries, config);
        console.log(`conformance (mirror schema ${layout})${label}: ${summarise(results)}`);
        groups.push({ label, results });
        regressions.push(
          ...results
            .filter((r) => r.outcome === 'mismatch' && !known.has(`${r.entry} ${r.url}`))
            .map((r) => `${r.entry} ${r.url}: ${r.detail}`),
        );
      }
      for (const line of familyTotals(groups)) console.log(`conformance (mirror schema ${layout})${line}`);
      expect(regressions).toEqual([]);
    });

    it.runIf(available)("serves every typical request from the operator's own indexes and partitions", async () => {
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
      // v2: a statement may plan more than four months of a table only for a reason recorded in citus-routing.json
      const recorded = JSON.parse(readFileSync(path.join(__dirname, '../api/v1/citus-routing.json'), 'utf8')) as Record<
        string,
        string
      >;
      const allowWide = (pattern: string, table: string) =>
        layout === 'v2' && routingKey({ pattern, table }, 'months') in recorded;
      const report = await checkPlans(reader, statements, { allowWide });
      console.log(
        `query plans (mirror schema ${layout}): ${report.explained} statements explained, ${report.failures.length} not served by the schema's indexes`,
      );
      expect(report.failures).toEqual([]);
      // a topic message by sequence number finds its month in the importer's lookup where topic_message is by month
      if (layout === 'v2') expect(report.tablesRead.has('topic_message_lookup')).toBe(true);
      const generic = await checkPlans(reader, statements, { generic: true, allowWide });
      console.log(
        `generic plans (mirror schema ${layout}): ${generic.explained} statements explained, ${generic.failures.length} not served by the schema's indexes`,
      );
      expect(generic.failures).toEqual([]);
      if (layout !== 'v2') return;

      // On Citus: every table a statement reads goes to one shard (its distribution column pinned, or joined to a
      // pinned row), or the fan-out to every shard is recorded with its reason; the same for reading many months.
      const routings = await citusRouting(reader, statements);
      const seen = new Set<string>();
      for (const r of routings) {
        if (r.fansOut) seen.add(routingKey(r, 'fan-out'));
        if (r.partitions > 4) seen.add(routingKey(r, 'months'));
      }
      const count = (test: (r: (typeof routings)[number]) => boolean) => routings.filter(test).length;
      console.log(
        `citus routing (mirror schema v2): ${routings.length} table reads in ${report.explained} statements — ${count((r) => r.pinned)} one shard, ` +
          `${count((r) => r.colocated)} colocated joins, ${count((r) => r.fansOut)} fan-outs (${[...seen].filter((k) => k.endsWith('fan-out')).length} recorded reasons), ` +
          `${count((r) => r.partitions > 4)} reading more than four months`,
      );
      const unexplained = routings.filter(
        (r) =>
          (r.fansOut && !(routingKey(r, 'fan-out') in recorded)) ||
          (r.partitions > 4 && !(routingKey(r, 'months') in recorded)),
      );
      expect(
        unexplained.map(
          (r) => `${r.pattern} ${r.table}: ${r.fansOut ? 'fans out' : ''} ${r.partitions} months\n  ${r.sql}`,
        ),
      ).toEqual([]);
      // a recorded reason no statement needs any more is removed, so the list stays the truth
      expect(Object.keys(recorded).filter((key) => !seen.has(key))).toEqual([]);
    });
  },
);
