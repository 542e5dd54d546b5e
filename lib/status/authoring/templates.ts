import type { IncidentTemplate, IncidentTemplateCreateBody, IncidentTemplateUpdateBody } from '../../schemas/status';
import type { Queryable } from '../../db';
import type { StatusContext } from '../context';
import type { EffectiveComponent } from '../effective-components';
import { notFound, unprocessable } from '../errors';
import { newId } from '../ids';
import { serializeComponent, type WireContext } from '../serialize';
import { INCIDENT_STATUSES, type IncidentStatus } from '../statuses';
import {
  deleteTemplateRow,
  findTemplate,
  insertTemplate,
  listTemplateRows,
  updateTemplateRow,
  type TemplateRow,
} from '../store/templates';
import { formatTimestamp } from '../time';
import { componentMap, openPage, paging } from './common';
import type { ManageRequest, ManageResult } from './request';

/**
 * Statuspage's `incident_templates`: a named title, body, status and components an author starts an incident from
 * (the authoring page's "From template"). A template's components that were deleted since are left out.
 */

type PageParams = { page_id: string };
type TemplateParams = PageParams & { template_id: string };

function templateWire(
  row: TemplateRow,
  components: Map<string, EffectiveComponent>,
  wire: WireContext,
): IncidentTemplate {
  const status = INCIDENT_STATUSES.find((known): known is IncidentStatus => known === row.update_status) ?? null;
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    body: row.body,
    group_id: row.group_id,
    update_status: status,
    should_tweet: row.should_tweet,
    should_send_notifications: row.should_send_notifications,
    components: row.component_ids.flatMap((id) => {
      const c = components.get(id);
      return c ? [serializeComponent(c, wire)] : [];
    }),
    created_at: formatTimestamp(row.created_at.getTime(), wire.timeZone),
    updated_at: formatTimestamp(row.updated_at.getTime(), wire.timeZone),
  };
}

export async function listTemplates(ctx: StatusContext, req: ManageRequest<PageParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const { limit, offset } = paging(req.url);
  const [rows, components] = [await listTemplateRows(ctx.db, limit, offset), await componentMap(ctx.db)];
  return { body: rows.map((row) => templateWire(row, components, wire)) };
}

async function checkComponents(db: Queryable, ids: readonly string[]): Promise<Map<string, EffectiveComponent>> {
  const components = await componentMap(db);
  const unknown = ids.find((id) => !components.has(id));
  if (unknown) throw unprocessable(`template.component_ids: unknown component ${unknown}`);
  return components;
}

export async function createTemplate(
  ctx: StatusContext,
  req: ManageRequest<PageParams, IncidentTemplateCreateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const t = req.body.template;
  const body = await ctx.db.transaction(async (tx) => {
    const components = await checkComponents(tx, t.component_ids ?? []);
    const id = newId();
    await insertTemplate(tx, {
      id,
      name: t.name,
      title: t.title,
      body: t.body,
      group_id: t.group_id ?? null,
      update_status: t.update_status ?? null,
      should_tweet: t.should_tweet ?? false,
      should_send_notifications: t.should_send_notifications ?? true,
      component_ids: [...new Set(t.component_ids ?? [])],
      at: new Date(ctx.clock.nowMs()),
    });
    const row = await findTemplate(tx, id);
    if (!row) throw new Error('template vanished after insert');
    return templateWire(row, components, wire);
  });
  return { status: 201, body };
}

/** PATCH/PUT incident_templates/{id}: the fields sent replace the template's; the others stay. */
export async function updateTemplate(
  ctx: StatusContext,
  req: ManageRequest<TemplateParams, IncidentTemplateUpdateBody>,
): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const t = req.body.template;
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findTemplate(tx, req.params.template_id);
    if (!row) throw notFound('incident template');
    const components = await checkComponents(tx, t.component_ids ?? []);
    await updateTemplateRow(tx, {
      id: row.id,
      name: t.name ?? row.name,
      title: t.title ?? row.title,
      body: t.body ?? row.body,
      group_id: t.group_id === undefined ? row.group_id : t.group_id,
      update_status: t.update_status === undefined ? row.update_status : t.update_status,
      should_tweet: t.should_tweet ?? row.should_tweet,
      should_send_notifications: t.should_send_notifications ?? row.should_send_notifications,
      component_ids: t.component_ids === undefined ? row.component_ids : [...new Set(t.component_ids)],
      at: new Date(ctx.clock.nowMs()),
    });
    const updated = await findTemplate(tx, row.id);
    if (!updated) throw notFound('incident template');
    return templateWire(updated, components, wire);
  });
  return { body };
}

export async function deleteTemplate(ctx: StatusContext, req: ManageRequest<TemplateParams>): Promise<ManageResult> {
  const wire = await openPage(ctx, req.params.page_id);
  const body = await ctx.db.transaction(async (tx) => {
    const row = await findTemplate(tx, req.params.template_id);
    if (!row) throw notFound('incident template');
    await deleteTemplateRow(tx, row.id);
    return templateWire(row, await componentMap(tx), wire);
  });
  return { body };
}
