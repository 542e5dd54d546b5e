import {
  ComponentCreateBodySchema,
  ComponentUpdateBodySchema,
  type ManageComponent,
} from '../../schemas/status';
import type { Queryable } from '../../db';
import type { StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import type { ManageRequest, ManageResult } from '../http/routes';
import { parseWith } from '../http/respond';
import { newId } from '../ids';
import { findComponent } from '../repo/components';
import { touchPage } from '../repo/page';
import { setComponentStatus } from '../repo/writes';
import { serializeComponent, type WireContext } from '../serialize';
import { checkPrecondition, componentMap, openPage } from './common';

type PageParams = { page_id: string };
type ComponentParams = PageParams & { component_id: string };

export async function manageComponentWire(db: Queryable, id: string, wire: WireContext): Promise<ManageComponent> {
  const c = (await componentMap(db)).get(id);
  if (!c) throw notFound('component');
  return { ...serializeComponent(c, wire), version: c.row.version };
}

/** A parent must be an existing group (one level of nesting, as in Statuspage). */
export async function assertGroup(db: Queryable, groupId: string | null | undefined, field: string) {
  if (groupId === null || groupId === undefined) return;
  const group = await findComponent(db, groupId);
  if (!group?.is_group) throw unprocessable(`${field}: ${groupId} is not a component group`);
}

async function nextPosition(db: Queryable, groupId: string | null): Promise<number> {
  const [row] = await db.query<{ next: number }>(
    'SELECT coalesce(max(position), 0) + 1 AS next FROM status.component WHERE group_id IS NOT DISTINCT FROM $1',
    [groupId],
  );
  return Number(row?.next ?? 1);
}

export async function listComponents(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const all = [...(await componentMap(ctx.db)).values()];
  return { body: all.map((c) => ({ ...serializeComponent(c, wire), version: c.row.version })) };
}

export async function createComponent(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const { component: b } = parseWith(ComponentCreateBodySchema, req.body);
  const now = new Date(ctx.clock.nowMs());
  const body = await ctx.db.transaction(async (tx) => {
    await assertGroup(tx, b.group_id, 'component.group_id');
    const id = newId();
    const groupId = b.group_id ?? null;
    await tx.query(
      `INSERT INTO status.component (id, name, description, position, showcase, only_show_if_degraded, start_date,
                                     group_id, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::date, $8, $9, $9)`,
      [id, b.name, b.description ?? null, b.position ?? (await nextPosition(tx, groupId)), b.showcase ?? true,
        b.only_show_if_degraded ?? false, b.start_date ?? null, groupId, now],
    );
    await setComponentStatus(tx, id, b.status ?? 'operational', now);
    await touchPage(tx, now);
    return manageComponentWire(tx, id, wire);
  });
  return { status: 201, body };
}

export async function getComponent(ctx: StatusContext, req: ManageRequest<ComponentParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  return { body: await manageComponentWire(ctx.db, req.params.component_id, wire) };
}

/**
 * PATCH components/{id}. Components computed from the ledger keep their names (clients parse them) and their
 * status (set it through an incident, which then wins until resolved).
 */
export async function updateComponent(ctx: StatusContext, req: ManageRequest<ComponentParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const { component: b } = parseWith(ComponentUpdateBodySchema, req.body);
  const now = new Date(ctx.clock.nowMs());
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findComponent(tx, req.params.component_id, true);
    if (!row || row.is_group) throw notFound('component');
    // Compare with the updated_at this API answers (manageComponentWire), not only the stored one.
    const shown = (await componentMap(tx)).get(row.id);
    checkPrecondition('component', { version: row.version, updated_at: shown?.updatedAt ?? row.updated_at }, b);
    if (row.health_key !== null && b.name !== undefined && b.name !== row.name) {
      throw unprocessable('component.name: computed from the ledger and kept stable; it cannot be renamed');
    }
    if (row.health_key !== null && b.status !== undefined) {
      throw unprocessable('component.status: computed from the ledger; open an incident to override it');
    }
    await assertGroup(tx, b.group_id, 'component.group_id');
    const fields = ['name', 'description', 'position', 'showcase', 'only_show_if_degraded', 'group_id'] as const;
    const sets = ['updated_at = greatest(updated_at, $2)', 'version = version + 1'];
    const params: unknown[] = [row.id, now];
    for (const f of fields) if (b[f] !== undefined) sets.push(`${f} = $${params.push(b[f])}`);
    if (b.start_date !== undefined) sets.push(`start_date = $${params.push(b.start_date)}::date`);
    await tx.query(`UPDATE status.component SET ${sets.join(', ')} WHERE id = $1`, params);
    if (b.status !== undefined && b.status !== row.status) await setComponentStatus(tx, row.id, b.status, now);
    await touchPage(tx, now);
    return manageComponentWire(tx, row.id, wire);
  });
  return { body };
}

export async function deleteComponent(ctx: StatusContext, req: ManageRequest<ComponentParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const now = new Date(ctx.clock.nowMs());
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findComponent(tx, req.params.component_id, true);
    if (!row || row.is_group) throw notFound('component');
    if (row.health_key !== null) {
      throw unprocessable('component: computed from the ledger; it would be re-created on the next read');
    }
    const wireBefore = await manageComponentWire(tx, row.id, wire);
    await tx.query('DELETE FROM status.component WHERE id = $1', [row.id]);
    await touchPage(tx, now);
    return wireBefore;
  });
  return { body };
}
