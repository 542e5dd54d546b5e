import type { ComponentGroup, ComponentGroupCreateBody, ComponentGroupUpdateBody } from '../../schemas/status';
import type { Queryable } from '../../db';
import type { StatusContext } from '../context';
import { notFound, unprocessable } from '../errors';
import type { ManageRequest, ManageResult } from './request';
import type { WireContext } from '../serialize';
import { deleteComponentRow, editComponent, insertGroup, setGroupMembers } from '../store/component-writes';
import { findComponent, loadComponents, nextPosition, type ComponentRow } from '../store/components';
import { touchPage } from '../store/page';
import { formatTimestamp } from '../time';
import { checkPrecondition, openPage } from './common';

type PageParams = { page_id: string };
type GroupParams = PageParams & { component_group_id: string };

/** Statuspage's component_group object (Manage API), plus our version for optimistic writes. */
function groupWire(group: ComponentRow, all: readonly ComponentRow[], wire: WireContext): ComponentGroup {
  return {
    id: group.id,
    page_id: wire.pageId,
    name: group.name,
    description: group.description,
    components: all.filter((c) => c.group_id === group.id && !c.is_group).map((c) => c.id),
    position: group.position,
    created_at: formatTimestamp(group.created_at.getTime(), wire.timeZone),
    updated_at: formatTimestamp(group.updated_at.getTime(), wire.timeZone),
    version: group.version,
  };
}

async function groupWireById(db: Queryable, id: string, wire: WireContext): Promise<ComponentGroup> {
  const all = await loadComponents(db);
  const group = all.find((c) => c.id === id && c.is_group);
  if (!group) throw notFound('component group');
  return groupWire(group, all, wire);
}

/** Makes exactly `members` (existing components, not groups) the group's children. */
async function setMembers(tx: Queryable, groupId: string, members: readonly string[], now: Date) {
  for (const id of members) {
    const c = await findComponent(tx, id, true);
    if (!c) throw unprocessable(`component_group.components: unknown component ${id}`);
    if (c.is_group) throw unprocessable(`component_group.components: ${id} is a group; groups do not nest`);
  }
  await setGroupMembers(tx, groupId, members, now);
}

export async function listGroups(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const all = await loadComponents(ctx.db);
  return { body: all.filter((c) => c.is_group).map((g) => groupWire(g, all, wire)) };
}

export async function createGroup(
  ctx: StatusContext,
  req: ManageRequest<PageParams, ComponentGroupCreateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const b = req.body;
  const now = new Date(ctx.clock.nowMs());
  const body = await ctx.db.transaction(async (tx) => {
    const id = await insertGroup(tx, {
      name: b.component_group.name,
      description: b.component_group.description ?? b.description ?? null,
      position: b.component_group.position ?? (await nextPosition(tx, null)),
      at: now,
    });
    await setMembers(tx, id, b.component_group.components ?? [], now);
    await touchPage(tx, now);
    return groupWireById(tx, id, wire);
  });
  return { status: 201, body };
}

export async function getGroup(ctx: StatusContext, req: ManageRequest<GroupParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  return { body: await groupWireById(ctx.db, req.params.component_group_id, wire) };
}

export async function updateGroup(
  ctx: StatusContext,
  req: ManageRequest<GroupParams, ComponentGroupUpdateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const b = req.body;
  const g = b.component_group;
  const now = new Date(ctx.clock.nowMs());
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findComponent(tx, req.params.component_group_id, true);
    if (!row?.is_group) throw notFound('component group');
    checkPrecondition('component_group', row, g);
    if (row.health_key !== null && g.name !== undefined && g.name !== row.name) {
      throw unprocessable('component_group.name: computed from the ledger and kept stable; it cannot be renamed');
    }
    const description = g.description !== undefined ? g.description : b.description;
    await editComponent(tx, row.id, { name: g.name, description, position: g.position }, now);
    if (g.components !== undefined) await setMembers(tx, row.id, g.components, now);
    await touchPage(tx, now);
    return groupWireById(tx, row.id, wire);
  });
  return { body };
}

/** DELETE component-groups/{id}: the group goes, its components stay (at the top level). */
export async function deleteGroup(ctx: StatusContext, req: ManageRequest<GroupParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const now = new Date(ctx.clock.nowMs());
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findComponent(tx, req.params.component_group_id, true);
    if (!row?.is_group) throw notFound('component group');
    if (row.health_key !== null) throw unprocessable('component_group: computed from the ledger; it cannot be deleted');
    const before = await groupWireById(tx, row.id, wire);
    await deleteComponentRow(tx, row.id);
    await touchPage(tx, now);
    return before;
  });
  return { body };
}
