import type { Db } from '../db/types';

/**
 * Secondary indexes built after a bulk load instead of during it. Filling an empty ledger of millions of rows
 * through a dozen indexes (some keyed on random hashes) costs PostgreSQL several times what building each index
 * once from the finished table does. The dropped indexes' definitions are kept in a table of their own until they
 * are built again, so a generation that dies half way leaves them recorded: the next one builds them.
 */
const PENDING = 'demo_deferred_index';

/**
 * Drops the plain secondary indexes of `tables` (ordinary tables only: constraints' indexes, partitioned tables and
 * partitions keep theirs) and records their definitions. Returns how many it dropped.
 */
export async function deferSecondaryIndexes(db: Db, tables: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.exec(`CREATE TABLE IF NOT EXISTS ${PENDING} (name text PRIMARY KEY, definition text NOT NULL)`);
    const indexes = await tx.query<{ name: string; definition: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
         FROM pg_index x
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = current_schema() AND t.relname = ANY($1::text[]) AND t.relkind = 'r' AND NOT t.relispartition
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
        ORDER BY 1`,
      [tables],
    );
    for (const { name, definition } of indexes) {
      await tx.query(`INSERT INTO ${PENDING} (name, definition) VALUES ($1, $2)`, [name, definition]);
      await tx.exec(`DROP INDEX "${name.replaceAll('"', '""')}"`);
    }
    return indexes.length;
  });
}

/** Builds every index `deferSecondaryIndexes` dropped (and a dead run left recorded); returns how many. */
export async function buildDeferredIndexes(db: Db): Promise<number> {
  const [exists] = await db.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [PENDING]);
  if (!exists?.found) return 0;
  const pending = await db.query<{ name: string; definition: string }>(
    `SELECT name, definition FROM ${PENDING} ORDER BY name`,
  );
  for (const { name, definition } of pending) {
    await db.transaction(async (tx) => {
      // Room to sort in memory: the bulk build is the point.
      await tx.exec(`SET LOCAL maintenance_work_mem = '512MB'`);
      await tx.exec(definition);
      await tx.query(`DELETE FROM ${PENDING} WHERE name = $1`, [name]);
    });
  }
  await db.exec(`DROP TABLE ${PENDING}`);
  return pending.length;
}
