import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
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

/** Embedded PostgreSQL (WASM). `dataDir` undefined = in memory. */
export async function openPglite(dataDir?: string, extra: Partial<PGliteOptions> = {}): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir, parsers: sharedParsers, ...extra });
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
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('gzip'),
  } as Db;
}
