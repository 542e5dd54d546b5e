import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { openPg } from './pg-driver';

const url = process.env.DATABASE_URL;

async function onServer(sql: string): Promise<void> {
  const admin = new URL(url!);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.runIf(url)('migrations started by several instances at once (PostgreSQL)', () => {
  const name = `lqs_migrate_race_${process.pid}`;
  const fresh = () => {
    const target = new URL(url!);
    target.pathname = `/${name}`;
    return openPg({ url: target.toString(), poolSize: 2, statementTimeoutMs: 60_000 });
  };
  beforeAll(() => onServer(`CREATE DATABASE ${name}`));
  afterAll(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('applies each file once between them, and none fails', async () => {
    const instances = [fresh(), fresh(), fresh()];
    try {
      const applied = await Promise.all(instances.map((db) => migrate(db, 'status')));
      const all = applied.flat();
      expect(all.length).toBeGreaterThan(0);
      expect(new Set(all).size).toBe(all.length);
      const [row] = await instances[0]!.query<{ count: string }>("SELECT count(*) FROM lqs_schema_migration WHERE store = 'status'");
      expect(Number(row!.count)).toBe(all.length);
    } finally {
      await Promise.all(instances.map((db) => db.close()));
    }
  });
});
