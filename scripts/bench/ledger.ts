import { migrate } from '../../lib/db/migrate';
import { openPg } from '../../lib/db/pg-driver';
import { generateDemoLedger, wipeDemoLedger } from '../../lib/demo/generate';
import { databaseUrl, PG_ADMIN_URL, runSql } from '../../lib/db/pg-admin.testing';

const TRANSACTIONS_PER_BLOCK = 50;

async function ensureDatabase(name: string): Promise<void> {
  const admin = openPg({ url: PG_ADMIN_URL, poolSize: 1, statementTimeoutMs: 60_000 });
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.length) await runSql(PG_ADMIN_URL, `CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
}

/**
 * A PostgreSQL ledger of at least `transactions` top-level transactions, generated once and reused by later
 * runs (the count is checked, so an interrupted generation is redone).
 */
export async function ensureBenchLedger(transactions: number): Promise<string> {
  const name = `lqs_bench_${transactions}`;
  await ensureDatabase(name);
  const url = databaseUrl(name);
  const db = openPg({ url, poolSize: 4, statementTimeoutMs: 600_000 });
  try {
    await migrate(db, 'ledger');
    const [row] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM transaction WHERE nonce = 0 AND NOT scheduled');
    if (row && row.n >= BigInt(transactions)) {
      console.log(`ledger ${name}: reusing ${row.n} transactions`);
      return url;
    }
    console.log(`ledger ${name}: generating ${transactions.toLocaleString('en-US')} transactions...`);
    await wipeDemoLedger(db);
    const stats = await generateDemoLedger(db, {
      seed: 42,
      blocks: Math.ceil(transactions / TRANSACTIONS_PER_BLOCK),
      transactions,
      onProgress: (done, all) => {
        if (done % 2000 === 0) console.log(`  ${done}/${all} blocks`);
      },
    });
    await db.exec('ANALYZE');
    console.log(`ledger ${name}: ${stats.transactions} transactions in ${(stats.elapsedMs / 1000).toFixed(1)} s`);
    return url;
  } finally {
    await db.close();
  }
}
