/**
 * The ledger of the side-by-side run: a database of the harness cluster with the Mirror Node's own schema (a copy
 * of its template, `clone-db.sh`), filled by our generator through the owner role, read by both servers through
 * the read-only role mirror_rest. Generated once and reused: a finished generation leaves a comment on the
 * database naming its size and seed, so an interrupted one is redone from a fresh copy. The layout is the Mirror
 * Node's v1 (`clone-db.sh`, what most operators run) or its v2, the Citus layout of the large operators
 * (`clone-db-v2.sh`: monthly partitions on 19 tables, DEFAULT partitions included, no primary key on `transaction`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { openPg } from '../../lib/db/pg-driver';
import { generateDemoLedger } from '../../lib/demo/generate';
import { BALANCE_TABLES, ensureBalancePartitions } from './partitions';

const HOST = process.env.REF_PGHOST ?? '127.0.0.1';
const PORT = Number(process.env.REF_PGPORT ?? 5433);
const TRANSACTIONS_PER_BLOCK = 50;
const BLOCK_INTERVAL_MS = 2000;
const SEED = 42;

export const ownerUrl = (database: string) => `postgres://mirror_node:mirror_node_pass@${HOST}:${PORT}/${database}`;
export const readerUrl = (database: string) => `postgres://mirror_rest:mirror_rest_pass@${HOST}:${PORT}/${database}`;
const superUrl = `postgres://postgres@${HOST}:${PORT}/postgres`;

export type ReferenceLayout = 'v1' | 'v2';
export const REFERENCE_LAYOUTS: readonly ReferenceLayout[] = ['v1', 'v2'];

/** The harness copies clone-db.sh into $REFHARNESS; clone-db-v2.sh finds its fixture beside it, so it runs from ../shared. */
function cloneScript(harness: string, layout: ReferenceLayout): string {
  return layout === 'v1'
    ? path.join(harness, 'scripts/clone-db.sh')
    : path.resolve('..', 'shared', 'tools', 'reference-harness', 'scripts', 'clone-db-v2.sh');
}

/** v1 keeps the name earlier runs used, so their ledgers are reused. */
export const referenceDatabaseName = (transactions: number, layout: ReferenceLayout) =>
  layout === 'v1' ? `lqs_ref_bench_${transactions}` : `lqs_ref_bench_${layout}_${transactions}`;

const marker = (transactions: number) => `lqs bench ledger: ${transactions} transactions, seed ${SEED}, complete`;

async function databaseComment(database: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: superUrl });
  await client.connect();
  try {
    const result = await client.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [database],
    );
    return result.rows[0]?.comment ?? null;
  } finally {
    await client.end();
  }
}

async function defaultPartitionsOf(database: string): Promise<string[]> {
  const db = openPg({ url: ownerUrl(database), poolSize: 1, statementTimeoutMs: 10_000 });
  try {
    const rows = await db.query<{ parent: string }>(
      `SELECT p.relname AS parent FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
        WHERE pg_get_expr(c.relpartbound, c.oid) = 'DEFAULT' AND p.relname = ANY($1) ORDER BY 1`,
      [[...BALANCE_TABLES]],
    );
    return rows.map((r) => r.parent);
  } finally {
    await db.close();
  }
}

export interface ReferenceLedger {
  database: string;
  /** Balance tables that got a DEFAULT partition in this database (see partitions.ts). */
  defaultPartitions: string[];
  reused: boolean;
}

export async function ensureReferenceLedger(
  harness: string,
  transactions: number,
  layout: ReferenceLayout = 'v1',
): Promise<ReferenceLedger> {
  const database = referenceDatabaseName(transactions, layout);
  if ((await databaseComment(database)) === marker(transactions)) {
    console.log(
      `ledger ${database}: reusing (${transactions.toLocaleString('en-US')} transactions, Mirror Node ${layout} layout)`,
    );
    return { database, defaultPartitions: await defaultPartitionsOf(database), reused: true };
  }
  const script = cloneScript(harness, layout);
  const clone = spawnSync('bash', [script, database], {
    stdio: 'inherit',
    env: { ...process.env, REFHARNESS: harness },
  });
  if (clone.status !== 0) throw new Error(`${path.basename(script)} ${database} failed (exit ${clone.status})`);

  const db = openPg({ url: ownerUrl(database), poolSize: 4, statementTimeoutMs: 3_600_000 });
  try {
    const blocks = Math.ceil(transactions / TRANSACTIONS_PER_BLOCK);
    const endNs = BigInt(Date.now()) * 1_000_000n;
    // the generator's window, with a day's margin on both sides (genesis precedes the first block)
    const day = 86_400n * 1_000_000_000n;
    const startNs = endNs - BigInt(blocks) * BigInt(BLOCK_INTERVAL_MS) * 1_000_000n - day;
    const defaultPartitions = await ensureBalancePartitions(db, startNs, endNs + day);
    if (defaultPartitions.length) {
      console.log(
        `ledger ${database}: added DEFAULT partitions to ${defaultPartitions.join(', ')} (generated timestamps outside the monthly partitions)`,
      );
    }
    console.log(
      `ledger ${database}: generating ${transactions.toLocaleString('en-US')} transactions into the Mirror Node ${layout} layout...`,
    );
    let reported = 0;
    const stats = await generateDemoLedger(db, {
      seed: SEED,
      blocks,
      transactions,
      intervalMs: BLOCK_INTERVAL_MS,
      endTime: new Date(Number(endNs / 1_000_000n)),
      onProgress: (done, all) => {
        if (done - reported >= all / 10 || done === all) {
          reported = done;
          console.log(`  ${done}/${all} blocks`);
        }
      },
    });
    console.log(
      `ledger ${database}: ${stats.transactions} transaction rows in ${(stats.elapsedMs / 1000).toFixed(1)} s; VACUUM ANALYZE...`,
    );
    // what an operator's database looks like after autovacuum: statistics and a visibility map for index-only scans
    await db.exec('VACUUM ANALYZE');
    await db.exec(`COMMENT ON DATABASE ${database} IS '${marker(transactions)}'`);
    return { database, defaultPartitions, reused: false };
  } finally {
    await db.close();
  }
}
