import path from 'node:path';
import { getConfig, type Config } from '../config';
import { migrate } from './migrate';
import { openPg } from './pg-driver';
import { openPglite } from './pglite-driver';
import type { Db } from './types';

export type { Db, Queryable, Row, Int8Range, PoolStats } from './types';

interface Handles {
  embedded?: Promise<Db>;
  ledger?: Promise<Db>;
  status?: Promise<Db>;
}

// Kept on globalThis so dev-server reloads reuse the one PGlite instance (it holds an exclusive data dir).
const handles: Handles = ((globalThis as { __lqsDb?: Handles }).__lqsDb ??= {});

export function embeddedDataDir(config: Config): string {
  return path.resolve(config.DATA_DIR, 'pglite');
}

/** One shared handle per store; a failed open is forgotten so the next call tries again (e.g. once a lock is free). */
function shared(key: keyof Handles, open: () => Promise<Db>): Promise<Db> {
  const existing = handles[key];
  if (existing) return existing;
  const opening = open().catch((error: unknown) => {
    if (handles[key] === opening) delete handles[key];
    throw error;
  });
  handles[key] = opening;
  return opening;
}

function embedded(config: Config): Promise<Db> {
  return shared('embedded', () => openPglite(embeddedDataDir(config)));
}

function external(url: string, config: Config): Db {
  return openPg({
    url,
    poolSize: config.DB_POOL_SIZE,
    statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    preparedStatements: config.DB_PREPARED_STATEMENTS,
  });
}

/** The ledger store: read-only for the service. PostgreSQL when DATABASE_URL is set, else embedded. */
export function getLedgerDb(config: Config = getConfig()): Promise<Db> {
  return shared('ledger', async () => (config.DATABASE_URL ? external(config.DATABASE_URL, config) : embedded(config)));
}

/**
 * The status store: our own writable tables. STATUS_DATABASE_URL, else the embedded database, never the
 * ledger's PostgreSQL, so pointing at a Mirror Node database writes nothing there.
 */
export function getStatusDb(config: Config = getConfig()): Promise<Db> {
  return shared('status', async () => {
    const db = config.STATUS_DATABASE_URL ? external(config.STATUS_DATABASE_URL, config) : await embedded(config);
    await migrate(db, 'status');
    return db;
  });
}

/** Closes every open handle (scripts and tests). */
export async function closeAll(): Promise<void> {
  const open = new Set(await Promise.all(Object.values(handles).filter(Boolean) as Promise<Db>[]));
  for (const key of Object.keys(handles)) delete handles[key as keyof Handles];
  await Promise.all([...open].map((db) => db.close()));
}

/** The stores opened so far, by name (for metrics: nothing is opened just to report on it). */
export async function openStores(): Promise<{ store: 'ledger' | 'status'; db: Db }[]> {
  const opened: { store: 'ledger' | 'status'; db: Db }[] = [];
  for (const store of ['ledger', 'status'] as const) {
    const db = await handles[store]?.catch(() => undefined);
    if (db) opened.push({ store, db });
  }
  return opened;
}
