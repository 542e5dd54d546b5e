import type { Queryable } from '../../db';

/** status.incident_template: what an incident created from a template starts with. Callers own the transaction. */

export interface TemplateRow {
  id: string;
  name: string;
  title: string;
  body: string;
  group_id: string | null;
  update_status: string | null;
  should_tweet: boolean;
  should_send_notifications: boolean;
  component_ids: string[];
  created_at: Date;
  updated_at: Date;
}

export type NewTemplate = Omit<TemplateRow, 'created_at' | 'updated_at'> & { at: Date };

/** The insert's and the update's parameters, in the order both statements number them. */
const templateParams = (t: NewTemplate) => [
  t.id,
  t.name,
  t.title,
  t.body,
  t.group_id,
  t.update_status,
  t.should_tweet,
  t.should_send_notifications,
  t.component_ids,
  t.at,
];

export async function insertTemplate(tx: Queryable, t: NewTemplate): Promise<void> {
  await tx.query(
    `INSERT INTO status.incident_template (id, name, title, body, group_id, update_status, should_tweet,
                                           should_send_notifications, component_ids, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    templateParams(t),
  );
}

/** By name, as the authoring page's list shows them. */
export async function listTemplateRows(db: Queryable, limit: number, offset: number): Promise<TemplateRow[]> {
  return db.query<TemplateRow & Record<string, unknown>>(
    'SELECT * FROM status.incident_template ORDER BY lower(name), id LIMIT $1 OFFSET $2',
    [limit, offset],
  );
}

export async function findTemplate(db: Queryable, id: string): Promise<TemplateRow | null> {
  const [row] = await db.query<TemplateRow & Record<string, unknown>>(
    'SELECT * FROM status.incident_template WHERE id = $1',
    [id],
  );
  return row ?? null;
}

export async function deleteTemplateRow(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM status.incident_template WHERE id = $1', [id]);
}

/** Replaces a template's fields (a full row: the caller merged the change into what it read). */
export async function updateTemplateRow(tx: Queryable, t: NewTemplate): Promise<void> {
  await tx.query(
    `UPDATE status.incident_template SET name = $2, title = $3, body = $4, group_id = $5, update_status = $6,
            should_tweet = $7, should_send_notifications = $8, component_ids = $9, updated_at = greatest(updated_at, $10)
      WHERE id = $1`,
    templateParams(t),
  );
}
