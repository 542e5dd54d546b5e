import type { Queryable } from '../../db';
import { groupStatus } from '../rollup';
import { PINNING_STATES, type ComponentStatus } from '../statuses';

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
export const COMPONENT_COLUMNS = `id, name, description, status, position, showcase, start_date::text AS start_date,
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
export function treeOrder(rows: readonly ComponentRow[]): ComponentRow[] {
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

/** Components whose status an unresolved incident or an active maintenance has set, so it wins. */
export async function pinnedComponentIds(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ component_id: string }>(
    `SELECT DISTINCT ic.component_id FROM status.incident_component ic
       JOIN status.incident i ON i.id = ic.incident_id
      WHERE ic.status IS NOT NULL AND i.status = ANY($1::text[])`,
    [PINNING_STATES],
  );
  return new Set(rows.map((r) => r.component_id));
}

export interface EffectiveComponent {
  row: ComponentRow;
  status: ComponentStatus;
  updatedAt: Date;
  /** Child ids, for group rows. */
  children: string[];
}

/**
 * What readers see. A computed component shows its ledger-derived status unless an open incident or active
 * maintenance pinned it; an authored one shows what was set; a group shows its worst child.
 */
export function effectiveComponents(rows: readonly ComponentRow[], pinned: ReadonlySet<string>): EffectiveComponent[] {
  const leaves = new Map<string, EffectiveComponent>();
  for (const row of rows) {
    if (row.is_group) continue;
    const computed = row.health_key !== null && row.computed_status !== null && !pinned.has(row.id);
    const changed = row.computed_changed_at;
    leaves.set(row.id, {
      row,
      status: computed ? (row.computed_status as ComponentStatus) : row.status,
      updatedAt: computed && changed && changed > row.updated_at ? changed : row.updated_at,
      children: [],
    });
  }
  return rows.map((row) => {
    if (!row.is_group) return leaves.get(row.id) as EffectiveComponent;
    const kids = rows.filter((r) => r.group_id === row.id && !r.is_group).map((r) => leaves.get(r.id));
    const present = kids.filter((k): k is EffectiveComponent => k !== undefined);
    const worst = groupStatus(present.map((k) => k.status));
    const latest = present.reduce((t, k) => (k.updatedAt > t ? k.updatedAt : t), row.updated_at);
    return { row, status: worst, updatedAt: latest, children: present.map((k) => k.row.id) };
  });
}
