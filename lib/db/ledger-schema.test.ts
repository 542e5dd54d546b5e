import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forgetFirstTimestamps,
  forgetLedgerSchema,
  ledgerSchema,
  NotALedgerError,
  pastMonthKeys,
  WEIBAR_MIGRATION_ROW,
} from './ledger-schema';
import { openPglite } from './pglite-driver';
import { openMigratedPglite } from './testing';
import type { Db } from './types';

describe('ledgerSchema', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(async () => db.close());

  it('reads the columns once and selects a fallback for a column the schema lacks', async () => {
    const schema = await ledgerSchema(db);
    expect(await ledgerSchema(db)).toBe(schema);
    expect(schema.has('transaction', 'high_volume')).toBe(true);
    expect(schema.select('transaction', 't', 'high_volume', 'NULL::boolean')).toBe('t.high_volume');
    expect(schema.select('transaction', 't', 'no_such_column', 'NULL::boolean')).toBe(
      'NULL::boolean AS no_such_column',
    );
  });

  it("reads the unit of Ethereum amounts from the importer's history: weibars once its weibar migration ran", async () => {
    forgetLedgerSchema(db);
    expect((await ledgerSchema(db)).ethereumAmounts).toBe('tinybar');
    const insert = (description: string, script: string) =>
      db.query(
        `INSERT INTO flyway_schema_history (installed_rank, version, description, type, script, installed_by, execution_time, success)
         VALUES ((SELECT COALESCE(MAX(installed_rank), 0) + 1 FROM flyway_schema_history), NULL, $1, 'JDBC', $2, 'test', 0, true)`,
        [description, script],
      );
    await insert('Some other migration', 'org.hiero.mirror.importer.migration.SomeOtherMigration');
    forgetLedgerSchema(db);
    expect((await ledgerSchema(db)).ethereumAmounts).toBe('tinybar');
    // The class under its older package name counts as well as the description.
    await insert('renamed', 'com.hedera.mirror.importer.migration.ConvertEthereumTransactionToWeiBarMigration');
    forgetLedgerSchema(db);
    expect((await ledgerSchema(db)).ethereumAmounts).toBe('weibar');
    await db.exec('DELETE FROM flyway_schema_history');
    await insert(WEIBAR_MIGRATION_ROW.description, 'x');
    forgetLedgerSchema(db);
    expect((await ledgerSchema(db)).ethereumAmounts).toBe('weibar');
    // Without Flyway's history at all: an older importer's database, or not an importer's.
    await db.exec('DROP TABLE flyway_schema_history');
    forgetLedgerSchema(db);
    expect((await ledgerSchema(db)).ethereumAmounts).toBe('tinybar');
  });

  it('says in one line when the database is not a Mirror Node ledger, and tries again next time', async () => {
    const empty = await openPglite();
    try {
      await expect(ledgerSchema(empty)).rejects.toThrow(NotALedgerError);
      await expect(ledgerSchema(empty)).rejects.toThrow(
        /^The ledger database is not a Mirror Node database: it has no record_file, transaction, entity, crypto_transfer tables in schema public\.$/,
      );
    } finally {
      await empty.close();
    }
  });
});

describe('pastMonthKeys', () => {
  let db: Db;
  const month = (year: number, monthIndex: number) => BigInt(Date.UTC(year, monthIndex, 1)) * 1_000_000n;
  beforeAll(async () => {
    db = await openPglite();
    await db.query('CREATE TABLE numbered (num bigint, ts bigint)');
    // 2026-08: 0–2; 2026-09: none; 2026-10: 4 then 3 (out of step within the month); 2026-11 (the current month below): 5.
    const rows: [number, bigint][] = [
      [0, month(2026, 7) + 1n],
      [1, month(2026, 7) + 9n],
      [2, month(2026, 8) - 1n],
      [4, month(2026, 9)],
      [3, month(2026, 9) + 5n],
      [5, month(2026, 10) + 3n],
    ];
    for (const [num, ts] of rows) await db.query('INSERT INTO numbered VALUES ($1, $2)', [num, ts]);
  });
  afterAll(async () => db.close());

  it("reads each past month's first and last key once, leaving the current month open", async () => {
    const now = Date.UTC(2026, 10, 28);
    const read = await pastMonthKeys(db, 'numbered', 'num', 'ts', now);
    expect(read).toEqual({
      months: [
        { lower: month(2026, 7), end: month(2026, 8), first: 0n, last: 2n },
        { lower: month(2026, 9), end: month(2026, 10), first: 3n, last: 4n },
      ],
      openFrom: month(2026, 10),
    });
    expect(await pastMonthKeys(db, 'numbered', 'num', 'ts', now + 1000)).toBe(read);
    forgetFirstTimestamps(db); // a writer loaded rows: read again
    expect(await pastMonthKeys(db, 'numbered', 'num', 'ts', now)).not.toBe(read);
  });

  it('reads again once the clock is in a month the read left open', async () => {
    const read = await pastMonthKeys(db, 'numbered', 'num', 'ts', Date.UTC(2026, 11, 2));
    expect(read.openFrom).toBe(month(2026, 11));
    expect(read.months.at(-1)).toEqual({ lower: month(2026, 10), end: month(2026, 11), first: 5n, last: 5n });
  });
});
