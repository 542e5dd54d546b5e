import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerSchema, NotALedgerError } from './ledger-schema';
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
    expect(schema.select('transaction', 't', 'no_such_column', 'NULL::boolean')).toBe('NULL::boolean AS no_such_column');
  });

  it('says in one line when the database is not a Mirror Node ledger, and tries again next time', async () => {
    const empty = await openPglite();
    try {
      await expect(ledgerSchema(empty)).rejects.toThrow(NotALedgerError);
      await expect(ledgerSchema(empty)).rejects.toThrow(/^The ledger database is not a Mirror Node database: it has no record_file, transaction, entity, crypto_transfer tables in schema public\.$/);
    } finally {
      await empty.close();
    }
  });
});
