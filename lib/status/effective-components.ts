import type { Queryable } from '../db';
import { groupStatus } from './rollup';
import type { ComponentStatus } from './statuses';
import { loadComponents, type ComponentRow } from './store/components';
import { pinnedComponentIds } from './store/links';

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

/** Every component as readers see it, in tree order; through `db` only, so it also reads inside a transaction. */
export async function loadEffectiveComponents(db: Queryable): Promise<EffectiveComponent[]> {
  return effectiveComponents(await loadComponents(db), await pinnedComponentIds(db));
}
