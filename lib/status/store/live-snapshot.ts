import type { Queryable } from '../../db';

/** status.live_snapshot: the status page's precomputed live data (one row). */

export interface LiveSnapshotRow {
  body: unknown;
  built_at: Date;
  page_updated_at: Date;
  /** status.page.updated_at now, read in the same statement. */
  page_now: Date;
}

export async function readLiveSnapshot(db: Queryable): Promise<LiveSnapshotRow | null> {
  const [row] = await db.query<LiveSnapshotRow & Record<string, unknown>>(
    `SELECT s.body, s.built_at, s.page_updated_at, p.updated_at AS page_now
       FROM status.live_snapshot s CROSS JOIN status.page p`,
  );
  return row ?? null;
}

export async function saveLiveSnapshot(db: Queryable, body: string, builtAt: Date, pageUpdatedAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO status.live_snapshot (singleton, body, built_at, page_updated_at) VALUES (true, $1::json, $2, $3)
     ON CONFLICT (singleton) DO UPDATE SET body = EXCLUDED.body, built_at = EXCLUDED.built_at,
                                           page_updated_at = EXCLUDED.page_updated_at`,
    [body, builtAt, pageUpdatedAt],
  );
}
