import type { Queryable } from '../../db';

/** status.live_snapshot: the status page's precomputed live data (one row). */

export interface LiveSnapshotRow {
  body: unknown;
  built_at: Date;
  /** status.page.revision when it was built, and now (read in the same statement). */
  page_revision: string;
  page_revision_now: string;
}

export async function readLiveSnapshot(db: Queryable): Promise<LiveSnapshotRow | null> {
  const [row] = await db.query<LiveSnapshotRow & Record<string, unknown>>(
    `SELECT s.body, s.built_at, s.page_revision::text AS page_revision, p.revision::text AS page_revision_now
       FROM status.live_snapshot s CROSS JOIN status.page p`,
  );
  return row ?? null;
}

export async function saveLiveSnapshot(db: Queryable, body: string, builtAt: Date, page: { updated_at: Date; revision: string }): Promise<void> {
  await db.query(
    `INSERT INTO status.live_snapshot (singleton, body, built_at, page_updated_at, page_revision) VALUES (true, $1::json, $2, $3, $4)
     ON CONFLICT (singleton) DO UPDATE SET body = EXCLUDED.body, built_at = EXCLUDED.built_at,
                                           page_updated_at = EXCLUDED.page_updated_at, page_revision = EXCLUDED.page_revision`,
    [body, builtAt, page.updated_at, page.revision],
  );
}
