import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPg } from './pg-driver';
import type { Db } from './types';

const url = process.env.DATABASE_URL;

describe.runIf(url)('named prepared statements (DB_PREPARED_STATEMENTS)', () => {
  let db: Db;
  let plain: Db;
  const table = `lqs_prepared_probe_${process.pid}`;
  beforeAll(async () => {
    db = openPg({ url: url!, poolSize: 1, statementTimeoutMs: 10_000, preparedStatements: true });
    plain = openPg({ url: url!, poolSize: 1, statementTimeoutMs: 10_000 });
    await plain.exec(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (id bigint PRIMARY KEY, name text)`);
    await plain.exec(`INSERT INTO ${table} VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await plain.exec(`DROP TABLE IF EXISTS ${table}`);
    await db.close();
    await plain.close();
  });

  it('prepares a statement once per connection and answers as an unnamed one does', async () => {
    const sql = `SELECT id, name FROM ${table} WHERE id = $1`;
    for (let i = 0; i < 8; i++) expect(await db.query(sql, [1n])).toEqual(await plain.query(sql, [1n]));
    // one connection in this pool: the statement is prepared there, once
    const prepared = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM pg_prepared_statements WHERE statement = $1`,
      [sql],
    );
    expect(prepared).toEqual([{ n: 1n }]);
  });

  it('answers again after a migration changed the columns a prepared statement returns', async () => {
    const sql = `SELECT * FROM ${table} WHERE id = $1`;
    const namesOf = async () =>
      (await db.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE statement = $1`, [sql])).map(
        (r) => r.name,
      );
    expect(await db.query(sql, [2n])).toEqual([{ id: 2n, name: 'two' }]);
    const [stale] = await namesOf();
    await plain.exec(`ALTER TABLE ${table} ADD COLUMN extra int DEFAULT 7`);
    // the stale statement fails once; that request runs it unnamed, and later ones prepare it under a new name
    for (let i = 0; i < 3; i++) expect(await db.query(sql, [2n])).toEqual([{ id: 2n, name: 'two', extra: 7 }]);
    expect(await namesOf()).not.toContain(stale);
  });
});
