import type { Queryable } from '../../db';
import type { ComponentStatus } from '../statuses';

/** Reads of status.component. */

export interface ComponentRow {
  id: string;
  name: string;
  description: string | null;
  status: ComponentStatus;
  position: number;
  showcase: boolean;
  start_date: string | null;
  group_id: string | null;
  is_group: boolean;
  only_show_if_degraded: boolean;
  health_key: string | null;
  computed_status: ComponentStatus | null;
  computed_changed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

// start_date as text: node-postgres would turn a date into a local-midnight Date and shift it by the host's zone.
const COMPONENT_COLUMNS = `id, name, description, status, position, showcase, start_date::text AS start_date,
  group_id, is_group, only_show_if_degraded, health_key, computed_status, computed_changed_at, created_at,
  updated_at, version`;

type RowOf<T> = T & Record<string, unknown>;

export async function loadComponents(db: Queryable): Promise<ComponentRow[]> {
  const rows = await db.query<RowOf<ComponentRow>>(
    `SELECT ${COMPONENT_COLUMNS} FROM status.component ORDER BY position, created_at, id`,
  );
  return treeOrder(rows);
}

/**
 * Top-level rows by position, each group directly followed by its children (positions count within the parent,
 * facts §1.4). Clients rebuild the tree from group_id either way; this order also reads well as a flat list.
 */
function treeOrder(rows: readonly ComponentRow[]): ComponentRow[] {
  const ids = new Set(rows.map((r) => r.id));
  const topLevel = rows.filter((r) => r.group_id === null || !ids.has(r.group_id));
  return topLevel.flatMap((r) => (r.is_group ? [r, ...rows.filter((c) => c.group_id === r.id)] : [r]));
}

export async function findComponent(db: Queryable, id: string, lock = false): Promise<ComponentRow | undefined> {
  const rows = await db.query<RowOf<ComponentRow>>(
    `SELECT ${COMPONENT_COLUMNS} FROM status.component WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** The position after the last one among the group's members (groupId null: the top level). */
export async function nextPosition(db: Queryable, groupId: string | null): Promise<number> {
  const [row] = await db.query<{ next: number }>(
    'SELECT coalesce(max(position), 0) + 1 AS next FROM status.component WHERE group_id IS NOT DISTINCT FROM $1',
    [groupId],
  );
  return Number(row?.next ?? 1);
}

/** The id of the component the service maintains under `healthKey`. */
export async function healthComponentId(db: Queryable, healthKey: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM status.component WHERE health_key = $1', [healthKey]);
  return row?.id;
}

/** Since when the health component under `healthKey` has been computed as a major outage; null when it is not. */
export async function majorOutageSince(db: Queryable, healthKey: string): Promise<Date | null> {
  const [row] = await db.query<{ computed_changed_at: Date | null }>(
    `SELECT computed_changed_at FROM status.component WHERE health_key = $1 AND computed_status = 'major_outage'`,
    [healthKey],
  );
  return row?.computed_changed_at ?? null;
}
