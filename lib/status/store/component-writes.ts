import type { Queryable } from '../../db';
import { newId } from '../ids';
import type { ComponentStatus } from '../statuses';
import { healthComponentId } from './components';
import { recordSpan } from './spans';

/** Writes to status.component. Callers own the transaction. */

export interface NewComponent {
  name: string;
  description: string | null;
  position: number;
  showcase: boolean;
  onlyShowIfDegraded: boolean;
  startDate: string | null;
  groupId: string | null;
  at: Date;
}

export async function insertComponent(tx: Queryable, c: NewComponent): Promise<string> {
  const id = newId();
  await tx.query(
    `INSERT INTO status.component (id, name, description, position, showcase, only_show_if_degraded, start_date,
                                   group_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $9)`,
    [id, c.name, c.description, c.position, c.showcase, c.onlyShowIfDegraded, c.startDate, c.groupId, c.at],
  );
  return id;
}

export async function insertGroup(
  tx: Queryable,
  g: { name: string; description: string | null; position: number; at: Date },
): Promise<string> {
  const id = newId();
  await tx.query(
    `INSERT INTO status.component (id, name, description, position, is_group, created_at, updated_at)
     VALUES ($1, $2, $3, $4, true, $5, $5)`,
    [id, g.name, g.description, g.position, g.at],
  );
  return id;
}

/** The authored fields a PATCH may change; undefined leaves a field as it is. */
export interface ComponentEdit {
  name?: string;
  description?: string | null;
  position?: number;
  showcase?: boolean;
  only_show_if_degraded?: boolean;
  group_id?: string | null;
  start_date?: string | null;
}

const EDITABLE = ['name', 'description', 'position', 'showcase', 'only_show_if_degraded', 'group_id'] as const;

/** Applies an edit and bumps the version; column names come from EDITABLE, never from the request. */
export async function editComponent(tx: Queryable, id: string, edit: ComponentEdit, at: Date): Promise<void> {
  const sets = ['updated_at = greatest(updated_at, $2)', 'version = version + 1'];
  const params: unknown[] = [id, at];
  for (const f of EDITABLE) if (edit[f] !== undefined) sets.push(`${f} = $${params.push(edit[f])}`);
  if (edit.start_date !== undefined) sets.push(`start_date = $${params.push(edit.start_date)}::date`);
  await tx.query(`UPDATE status.component SET ${sets.join(', ')} WHERE id = $1`, params);
}

/** Makes exactly `members` the group's children; ones dropped move to the top level. */
export async function setGroupMembers(tx: Queryable, groupId: string, members: readonly string[], at: Date) {
  await tx.query(
    `UPDATE status.component SET group_id = NULL, updated_at = $3, version = version + 1
      WHERE group_id = $1 AND NOT (id = ANY($2::text[]))`,
    [groupId, members, at],
  );
  await tx.query(
    `UPDATE status.component SET group_id = $1, updated_at = $3, version = version + 1
      WHERE id = ANY($2::text[]) AND group_id IS DISTINCT FROM $1`,
    [groupId, members, at],
  );
}

export async function deleteComponentRow(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM status.component WHERE id = $1', [id]);
}

/** Sets an authored status on a component and records the span; returns the old status. */
export async function setComponentStatus(
  tx: Queryable,
  componentId: string,
  status: ComponentStatus,
  at: Date,
): Promise<ComponentStatus | undefined> {
  const [old] = await tx.query<{ status: ComponentStatus }>(
    'SELECT status FROM status.component WHERE id = $1 FOR UPDATE',
    [componentId],
  );
  if (!old) return undefined;
  if (old.status !== status) {
    await tx.query(
      `UPDATE status.component SET status = $2, updated_at = greatest(updated_at, $3), version = version + 1
        WHERE id = $1`,
      [componentId, status, at],
    );
  }
  await recordSpan(tx, componentId, status, at, 'manual');
  return old.status;
}

export interface HealthComponent {
  key: string;
  name: string;
  description: string | null;
  position: number;
  showcase: boolean;
  isGroup: boolean;
  groupId: string | null;
  startDate: string | null;
}

/**
 * Creates a health component, or renames it when its name changed; authors' edits to description, showcase and
 * position are kept, and an unchanged name writes nothing. Returns its id.
 */
export async function upsertHealthComponent(tx: Queryable, c: HealthComponent, at: Date): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO status.component (id, name, description, position, showcase, is_group, group_id, health_key,
                                   start_date, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $10)
     ON CONFLICT (health_key) DO UPDATE
       SET name = EXCLUDED.name, updated_at = EXCLUDED.updated_at, version = status.component.version + 1
       WHERE status.component.name IS DISTINCT FROM EXCLUDED.name
     RETURNING id`,
    [newId(), c.name, c.description, c.position, c.showcase, c.isGroup, c.groupId, c.key, c.startDate, at],
  );
  const id = row?.id ?? (await healthComponentId(tx, c.key));
  if (!id) throw new Error(`health component ${c.key} missing after upsert`);
  return id;
}

/** Stores a computed status when it changed, so computed_changed_at tells when; returns whether it changed. */
export async function storeComputedStatus(tx: Queryable, id: string, status: string, at: Date): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE status.component SET computed_status = $2, computed_changed_at = $3
      WHERE id = $1 AND computed_status IS DISTINCT FROM $2 RETURNING id`,
    [id, status, at],
  );
  return rows.length > 0;
}
