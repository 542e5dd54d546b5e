import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, migrate } from './migrate';
import { openPglite } from './pglite-driver';
import type { Db } from './types';

const TEMPLATE_DIR = path.join(process.cwd(), '.data', 'templates');

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const store of ['ledger', 'status']) {
    const dir = path.join(MIGRATIONS_DIR, store);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * An in-memory PGlite with every migration applied. Creating and migrating a fresh database takes
 * seconds, so the first call saves a dump of it and later calls (and later runs) start from that dump.
 */
export async function openMigratedPglite(): Promise<Db> {
  const file = path.join(TEMPLATE_DIR, `migrated-${migrationsFingerprint()}.tar.gz`);
  if (existsSync(file)) {
    return openPglite(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
  }
  const db = await openPglite();
  await migrate(db, 'ledger');
  await migrate(db, 'status');
  const dump = await (db as Db & { dump(): Promise<Blob> }).dump();
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return db;
}
