import type { Db } from './types';

/**
 * Runs a pg_dump data file (the corpus's data.sql). Its preamble empties search_path for the session; doing
 * it in one transaction keeps the whole file on one pooled connection and restores search_path there
 * (a rollback reverts the session setting too).
 */
export async function loadDump(db: Db, sql: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(sql);
    await tx.exec('RESET search_path');
  });
}
