import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openPg } from '../db/pg-driver';
import type { Db } from '../db/types';
import { findViolations } from './consistency';
import { generateDemoLedger, wipeDemoLedger } from './generate';

const url = process.env.DATABASE_URL;

describe.runIf(url)('demo ledger in PostgreSQL (default size)', () => {
  let db: Db;
  beforeAll(async () => {
    db = openPg({ url: url!, poolSize: 4, statementTimeoutMs: 120_000 });
    await migrate(db, 'ledger');
    await wipeDemoLedger(db);
  });
  afterAll(async () => db.close());

  it('generates at least 3,000 blocks and 30,000 transactions in under 60 s, consistently', async () => {
    const stats = await generateDemoLedger(db, { seed: 42 });
    console.log(
      `demo ledger into PostgreSQL: ${stats.blocks} blocks, ${stats.transactions} transactions in ${Math.round(stats.elapsedMs)} ms`,
    );
    expect(stats.elapsedMs).toBeLessThan(60_000);
    const [counts] = await db.query<{ blocks: bigint; transactions: bigint; accounts: bigint; nodes: bigint }>(
      `SELECT (SELECT count(*) FROM record_file) AS blocks, (SELECT count(*) FROM transaction) AS transactions,
              (SELECT count(*) FROM entity WHERE type = 'ACCOUNT' AND key IS NOT NULL) AS accounts,
              (SELECT count(DISTINCT node_id) FROM address_book_entry) AS nodes`,
    );
    expect(counts!.blocks).toBeGreaterThanOrEqual(3000n);
    expect(counts!.transactions).toBeGreaterThanOrEqual(30000n);
    expect(counts!.accounts).toBeGreaterThanOrEqual(200n);
    expect(counts!.nodes).toBeGreaterThanOrEqual(7n);
    expect(await findViolations(db)).toEqual([]);
  });
});
