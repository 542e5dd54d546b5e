import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../../lib/db/migrate';
import { openPg } from '../../lib/db/pg-driver';
import { generateDemoLedger, wipeDemoLedger } from '../../lib/demo/generate';
import { databaseUrl, PG_ADMIN_URL, runSql, runSqlFile } from '../../lib/db/pg-admin.testing';

const TRANSACTIONS_PER_BLOCK = 50;

/**
 * Where a bench ledger lives: `ours` is our own migrations; `v1` is the Mirror Node's own v1 layout (v0.145, as most
 * operators run it); `v2` is its v2 layout, the one large operators run on Citus (on plain PostgreSQL with its
 * Citus stand-ins: monthly partitions, no primary key on `transaction`). An operator layout is loaded once from
 * ../shared/conformance into an empty database; both fixtures end with DEFAULT partitions, so any timestamp loads.
 */
export type BenchLayout = 'ours' | 'v1' | 'v2';
export const BENCH_LAYOUTS: readonly BenchLayout[] = ['ours', 'v1', 'v2'];

const CONFORMANCE = path.resolve('..', 'shared', 'conformance');
const OPERATOR_FILES: Record<Exclude<BenchLayout, 'ours'>, string[]> = {
  v1: [path.join(CONFORMANCE, 'mirror-node-schema', 'v0.145-schema.sql')],
  v2: ['mirror-node-v2-schema.sql', 'citus-standins.sql'].map((file) =>
    path.join(CONFORMANCE, 'mirror-node-schema-v2', file),
  ),
};

/** Creates the database; true when it did not exist yet. */
async function ensureDatabase(name: string): Promise<boolean> {
  const admin = openPg({ url: PG_ADMIN_URL, poolSize: 1, statementTimeoutMs: 60_000 });
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.length) return false;
    await runSql(PG_ADMIN_URL, `CREATE DATABASE ${name}`);
    return true;
  } finally {
    await admin.close();
  }
}

async function prepareLayout(name: string, layout: BenchLayout, created: boolean): Promise<void> {
  if (layout === 'ours') {
    const db = openPg({ url: databaseUrl(name), poolSize: 1, statementTimeoutMs: 600_000 });
    try {
      await migrate(db, 'ledger');
    } finally {
      await db.close();
    }
    return;
  }
  if (!created) return;
  const files = OPERATOR_FILES[layout];
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`bench: the ${layout} layout needs ${missing.join(', ')}`);
  for (const file of files) runSqlFile(databaseUrl(name), file);
}

/**
 * A PostgreSQL ledger of at least `transactions` top-level transactions in `layout`, generated once and reused by
 * later runs (the count is checked, so an interrupted generation is redone). BENCH_DB_PREFIX (lqs_bench) names it.
 */
export async function ensureBenchLedger(transactions: number, layout: BenchLayout = 'ours'): Promise<string> {
  const prefix = process.env.BENCH_DB_PREFIX ?? 'lqs_bench';
  const name = layout === 'ours' ? `${prefix}_${transactions}` : `${prefix}_${layout}_${transactions}`;
  await prepareLayout(name, layout, await ensureDatabase(name));
  const url = databaseUrl(name);
  const db = openPg({ url, poolSize: 4, statementTimeoutMs: 3_600_000 });
  try {
    const [row] = await db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM transaction WHERE nonce = 0 AND NOT scheduled',
    );
    if (row && row.n >= BigInt(transactions)) {
      console.log(`ledger ${name}: reusing ${row.n} transactions (${layout} layout)`);
      return url;
    }
    console.log(
      `ledger ${name}: generating ${transactions.toLocaleString('en-US')} transactions (${layout} layout)...`,
    );
    await wipeDemoLedger(db);
    const stats = await generateDemoLedger(db, {
      seed: 42,
      blocks: Math.ceil(transactions / TRANSACTIONS_PER_BLOCK),
      transactions,
      // the tables were just emptied: build the indexes once at the end
      deferIndexes: true,
      onProgress: (done, all) => {
        if (done % 2000 === 0) console.log(`  ${done}/${all} blocks`);
      },
    });
    // as an operator's database looks after autovacuum: statistics, and a visibility map for index-only scans
    await db.exec('VACUUM ANALYZE');
    console.log(`ledger ${name}: ${stats.transactions} transactions in ${(stats.elapsedMs / 1000).toFixed(1)} s`);
    return url;
  } finally {
    await db.close();
  }
}
