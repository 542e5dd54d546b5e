import type { Clock } from '../../core/clock';
import type { Db, Queryable } from '../../db';
import { newId } from '../ids';

export interface PageRow {
  id: string;
  created_at: Date;
  updated_at: Date;
  /** Advanced by every change to the page (touchPage): what caches of the page compare. */
  revision: string;
}

const created = new WeakMap<Db, Promise<void>>();

/** Creates the page row on first use (once per store handle); its id is stable for the life of the store. */
export function ensurePage(db: Db, clock: Clock): Promise<PageRow> {
  return ensurePageExists(db, clock).then(() => readPage(db));
}

/** Creates the page row on first use without reading it back: the request path's check, free once it exists. */
export function ensurePageExists(db: Db, clock: Clock): Promise<void> {
  let creating = created.get(db);
  if (!creating) {
    creating = createPage(db, clock);
    created.set(db, creating);
    creating.catch(() => created.delete(db)); // a failed start must not poison every later request
  }
  return creating;
}

async function createPage(db: Db, clock: Clock): Promise<void> {
  const now = new Date(clock.nowMs());
  // ON CONFLICT on the singleton column makes two first requests agree on one id.
  await db.query(
    `INSERT INTO status.page (id, created_at, updated_at) VALUES ($1, $2, $2) ON CONFLICT (singleton) DO NOTHING`,
    [newId(), now],
  );
}

/** The page row. Reads never create it: ensureFresh (freshness.ts) does, before any handler reads. */
export async function readPage(db: Queryable): Promise<PageRow> {
  const [row] = await db.query<PageRow & Record<string, unknown>>(
    'SELECT id, created_at, updated_at, revision::text AS revision FROM status.page',
  );
  if (!row) throw new Error('status.page has no row yet: ensureFresh creates it before the first read');
  return row;
}

/**
 * The channel every revision bump is announced on, its payload the new revision: a NOTIFY is sent at commit only, in
 * commit order, so an instance listening to it (read/revision.ts) knows the current revision without asking.
 */
export const REVISION_CHANNEL = 'lqs_status_page_revision';

/** Marks the page changed (page.updated_at is "last change to anything on the page"), announced at commit. */
export async function touchPage(tx: Queryable, at: Date): Promise<void> {
  await tx.query(
    `WITH bumped AS (UPDATE status.page SET updated_at = greatest(updated_at, $1), revision = revision + 1 RETURNING revision)
     SELECT pg_notify('${REVISION_CHANNEL}', revision::text) FROM bumped`,
    [at],
  );
}

/** The page's revision alone (one indexless read of a one-row table), or null before the page row exists. */
export async function readPageRevision(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ revision: string }>('SELECT revision::text AS revision FROM status.page');
  return row?.revision ?? null;
}

/** Advances the revision alone: what readers see changed, but no authored change dates the page (the health refresh). */
export async function advanceRevision(db: Queryable): Promise<void> {
  await db.query(
    `WITH bumped AS (UPDATE status.page SET revision = revision + 1 RETURNING revision)
     SELECT pg_notify('${REVISION_CHANNEL}', revision::text) FROM bumped`,
  );
}

/**
 * A digest of what the health refresh may change on the page: the components (statuses, names, start dates), the
 * status spans uptime is computed from, and the newest metric minute (a new minute moves the charts, and the
 * uptime of the day in progress). Compared before and after each refresh, so the revision moves only on a change.
 */
export async function healthFingerprint(db: Queryable): Promise<string> {
  const [row] = await db.query<{ fingerprint: string }>(
    `SELECT concat_ws('|',
       (SELECT string_agg(concat_ws(':', id, name, computed_status, computed_changed_at, start_date), ',' ORDER BY id) FROM status.component),
       (SELECT concat_ws(':', count(*), max(started_at), max(ended_at)) FROM status.status_interval),
       (SELECT max(minute)::text FROM status.system_metric_minute)) AS fingerprint`,
  );
  return row?.fingerprint ?? '';
}
