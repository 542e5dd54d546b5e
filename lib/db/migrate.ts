import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

export type Store = 'ledger' | 'status';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'migrations');

function migrationFiles(store: Store): { name: string; sql: string }[] {
  const dir = path.join(MIGRATIONS_DIR, store);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/** Serialises migrations across processes: several app instances may open one status database at the same moment. */
const MIGRATION_LOCK_KEY = 0x4c51_5301;

/**
 * Applies the store's pending migrations, each in its own transaction, and records them, so running it
 * again changes nothing. The same files run on PGlite (PostgreSQL 18) and PostgreSQL 15.
 *
 * Each transaction first takes a transaction-scoped advisory lock and re-reads what is applied under it, so two
 * instances starting together apply every file once: the second waits, then finds it done.
 */
export async function migrate(db: Db, store: Store): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS lqs_schema_migration (
      store text NOT NULL, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (store, name))`);
  });
  const applied: string[] = [];
  for (const { name, sql } of migrationFiles(store)) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM lqs_schema_migration WHERE store = $1 AND name = $2', [store, name]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO lqs_schema_migration (store, name) VALUES ($1, $2)', [store, name]);
      return true;
    });
    if (ran) applied.push(name);
  }
  return applied;
}

/** Ledger tables created by our migrations (used to empty the ledger between conformance entries). */
export async function ledgerTables(db: Db): Promise<string[]> {
  const rows = await db.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'lqs_schema_migration' ORDER BY 1`,
  );
  return rows.map((r) => r.tablename);
}
