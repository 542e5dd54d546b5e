import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { databaseUrl, PG_ADMIN_URL, runSql } from './pg-admin.testing';
import { openPg } from './pg-driver';

const url = process.env.DATABASE_URL;

describe.runIf(url)('migrations started by several instances at once (PostgreSQL)', () => {
  const name = `lqs_migrate_race_${process.pid}`;
  const fresh = () => openPg({ url: databaseUrl(name), poolSize: 2, statementTimeoutMs: 60_000 });
  beforeAll(() => runSql(PG_ADMIN_URL, `CREATE DATABASE ${name}`));
  afterAll(() => runSql(PG_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('applies each file once between them, and none fails', async () => {
    const instances = [fresh(), fresh(), fresh()];
    try {
      const applied = await Promise.all(instances.map((db) => migrate(db, 'status')));
      const all = applied.flat();
      expect(all.length).toBeGreaterThan(0);
      expect(new Set(all).size).toBe(all.length);
      const [row] = await instances[0]!.query<{ count: string }>(
        "SELECT count(*) FROM lqs_schema_migration WHERE store = 'status'",
      );
      expect(Number(row!.count)).toBe(all.length);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });
});
