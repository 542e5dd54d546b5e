// The conformance replay over HTTP against the production server (scripts/conformance-http.ts), on a PostgreSQL
// database of its own: status, body and the recorded headers of every case, as users reach the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfig } from '../lib/config';
import type { Db } from '../lib/db';
import { migrate } from '../lib/db/migrate';
import { openPg } from '../lib/db/pg-driver';
import { databaseUrl, PG_ADMIN_URL, runSql } from '../lib/db/pg-admin.testing';
import { corpusAvailable, servedEntryGroups } from '../lib/api/v1/conformance/corpus';
import { summarise } from '../lib/api/v1/conformance/runner';
import { replayOverHttp } from './conformance-http';
import { buildIfMissing } from './product-server';

const name = `lqs_conformance_http_${process.pid}`;

describe.runIf(process.env.DATABASE_URL && corpusAvailable())(
  'conformance over HTTP against dist/server.mjs (PostgreSQL)',
  () => {
    let db: Db;
    beforeAll(async () => {
      buildIfMissing();
      await runSql(PG_ADMIN_URL, `CREATE DATABASE ${name}`);
      db = openPg({ url: databaseUrl(name), poolSize: 2, statementTimeoutMs: 60_000 });
      await migrate(db, 'ledger');
    });
    afterAll(async () => {
      await db?.close();
      await runSql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it("answers every recorded case with the reference's status, body and headers", async () => {
      const entries = servedEntryGroups().flatMap((group) => group.entries);
      const replay = await replayOverHttp(db, databaseUrl(name), entries, getConfig());
      console.log(
        `conformance (HTTP, dist/server.mjs, ${replay.servers} servers): ${summarise(replay.results)}; ` +
          `${replay.inProcessOnly.length} entries recorded at a fake time replayed in process only`,
      );
      expect(replay.results.length).toBeGreaterThan(1_400);
      expect(
        replay.results.filter((r) => r.outcome === 'mismatch').map((r) => `${r.entry} ${r.url}: ${r.detail}`),
      ).toEqual([]);
    }, 600_000);
  },
);
