import type { ComponentCreateBody, ComponentUpdateBody, ManageComponent } from '../../schemas/status';
import type { Queryable } from '../../db';
import type { StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import type { ManageRequest, ManageResult } from './request';
import { deleteComponentRow, editComponent, insertComponent, setComponentStatus } from '../store/component-writes';
import { findComponent, nextPosition } from '../store/components';
import { touchPage } from '../store/page';
import { notifyComponentChange } from '../subscriptions/events';
import { writeTime } from '../write-time';
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

export async function listComponents(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const all = [...(await componentMap(ctx.db)).values()];
  return { body: all.map((c) => ({ ...serializeComponent(c, wire), version: c.row.version })) };
}

export async function createComponent(
  ctx: StatusContext,
  req: ManageRequest<PageParams, ComponentCreateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const { component: b } = req.body;
  const now = new Date(ctx.clock.nowMs());
  const body = await ctx.db.transaction(async (tx) => {
    await assertGroup(tx, b.group_id, 'component.group_id');
    const groupId = b.group_id ?? null;
    const id = await insertComponent(tx, {
      name: b.name,
      description: b.description ?? null,
      position: b.position ?? (await nextPosition(tx, groupId)),
      showcase: b.showcase ?? true,
      onlyShowIfDegraded: b.only_show_if_degraded ?? false,
      startDate: b.start_date ?? null,
      groupId,
      at: now,
    });
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
export async function updateComponent(
  ctx: StatusContext,
  req: ManageRequest<ComponentParams, ComponentUpdateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const { component: b } = req.body;
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findComponent(tx, req.params.component_id, true);
    if (!row || row.is_group) throw notFound('component');
    const now = writeTime(ctx.clock, row.updated_at);
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
    await editComponent(tx, row.id, b, now);
    if (b.status !== undefined && b.status !== row.status) {
      await setComponentStatus(tx, row.id, b.status, now);
      await notifyComponentChange(tx, wire, row.id, row.status, now);
    }
    await touchPage(tx, now);
    return manageComponentWire(tx, row.id, wire);
  });
  return { body };
}

export async function deleteComponent(ctx: StatusContext, req: ManageRequest<ComponentParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findComponent(tx, req.params.component_id, true);
    if (!row || row.is_group) throw notFound('component');
    const now = writeTime(ctx.clock, row.updated_at);
    if (row.health_key !== null) {
      throw unprocessable('component: computed from the ledger; it would be re-created on the next read');
    }
    const wireBefore = await manageComponentWire(tx, row.id, wire);
    await deleteComponentRow(tx, row.id);
    await touchPage(tx, now);
    return wireBefore;
  });
  return { body };
}
