import type { Clock } from '../../core/clock';
import type { Db, Queryable } from '../../db';
import { newId } from '../ids';

export interface PageRow {
  id: string;
  created_at: Date;
  updated_at: Date;
}

const known = new WeakMap<Db, Promise<PageRow>>();

/** The page row, created on first use; its id is stable for the life of the store. */
export function ensurePage(db: Db, clock: Clock): Promise<PageRow> {
  let page = known.get(db);
  if (!page) {
    page = createOrRead(db, clock);
    known.set(db, page);
    page.catch(() => known.delete(db)); // a failed start must not poison every later request
  }
  return page.then((p) => readPage(db, p.id));
}

async function createOrRead(db: Db, clock: Clock): Promise<PageRow> {
  const now = new Date(clock.nowMs());
  // ON CONFLICT on the singleton column makes two first requests agree on one id.
  await db.query(
    `INSERT INTO status.page (id, created_at, updated_at) VALUES ($1, $2, $2) ON CONFLICT (singleton) DO NOTHING`,
    [newId(), now],
  );
  const [row] = await db.query<PageRow & Record<string, unknown>>(
    'SELECT id, created_at, updated_at FROM status.page',
  );
  if (!row) throw new Error('status.page has no row after insert');
  return row;
}

async function readPage(db: Db, id: string): Promise<PageRow> {
  const [row] = await db.query<PageRow & Record<string, unknown>>(
    'SELECT id, created_at, updated_at FROM status.page WHERE id = $1',
    [id],
  );
  if (!row) throw new Error('status.page row disappeared');
  return row;
}

/** Marks the page changed (page.updated_at is "last change to anything on the page"). */
export async function touchPage(tx: Queryable, at: Date): Promise<void> {
  await tx.query('UPDATE status.page SET updated_at = greatest(updated_at, $1)', [at]);
}
