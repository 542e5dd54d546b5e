import { mkdirSync, readdirSync } from 'node:fs';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';
import { sharedParsers } from './parse';
import type { Db, Queryable, Row } from './types';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory; a data directory is held exclusively. */
export async function openPglite(dataDir?: string, extra: Partial<PGliteOptions> = {}): Promise<Db> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir, parsers: sharedParsers, ...extra });
  } catch (error) {
    release();
    throw dataDir && readdirSync(dataDir).length ? new Error(unreadable(dataDir, error)) : error;
  }
  const base = wrap(pg);
  return {
    driver: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async ready() {
      try {
        await pg.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      const unlisten = await pg.listen(channel, onNotify);
      return async () => unlisten();
    },
    dump: () => pg.dumpDataDir('gzip'),
  } as Db;
}

function unreadable(dataDir: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return (
    `the embedded database in ${dataDir} could not be opened (${reason}). ` +
    'It may be damaged, e.g. by two processes that used it at once: move the directory away or delete it, and `npm run demo` starts a fresh demo ledger.'
  );
}
