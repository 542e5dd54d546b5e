import type { Queryable } from '../../db';
import { loadEffectiveComponents, type EffectiveComponent } from '../effective-components';
import { newId } from '../ids';
import { rollup } from '../rollup';
import { serializeComponent, serializeIncident, type WireContext } from '../serialize';
import type { ComponentStatus } from '../statuses';
import { incidentDetail, listIncidents } from '../store/incidents';
import { enqueue } from '../store/outbox';
import { audience } from '../store/subscribers';
import { formatTimestamp } from '../time';

/**
 * Notifications are queued in the transaction of the change they report (facts §1.10's webhook shape, without the
 * `meta` block, which carries per-recipient links and is added when the message is sent). The snapshot is taken
 * now, so a message sent late still tells what happened at the time.
 */

export interface PageHeader {
  id: string;
  status_indicator: string;
  status_description: string;
}

async function pageHeader(tx: Queryable, wire: WireContext, components: EffectiveComponent[]): Promise<PageHeader> {
  const open = await listIncidents(tx, 'unresolved', 1_000);
  const status = rollup(
    components.filter((c) => !c.row.is_group).map((c) => c.status),
    open.map((d) => d.incident.impact_override ?? d.incident.impact),
  );
  return { id: wire.pageId, status_indicator: status.indicator, status_description: status.description };
}

/** An incident or maintenance update (its creation, each update, its resolution) for everyone who follows it. */
export async function notifyIncidentUpdate(
  tx: Queryable,
  wire: WireContext,
  incidentId: string,
  at: Date,
): Promise<void> {
  const detail = await incidentDetail(tx, incidentId);
  if (!detail) return;
  const components = await loadEffectiveComponents(tx);
  const byId = new Map(components.map((c) => [c.row.id, c]));
  const followed = detail.links.flatMap((l) => [
    l.component_id,
    byId.get(l.component_id)?.row.group_id ?? l.component_id,
  ]);
  const recipients = (await audience(tx, followed, incidentId)).filter((r) => !r.operator_alert);
  const payload = {
    page: await pageHeader(tx, wire, components),
    incident: serializeIncident(detail, byId, wire),
  };
  await enqueue(
    tx,
    recipients.map((r) => r.id),
    'incident',
    payload,
    at,
  );
}

/** A component's status change, for webhook and chat subscribers who follow it (e-mails report incidents only). */
export async function notifyComponentChange(
  tx: Queryable,
  wire: WireContext,
  componentId: string,
  oldStatus: ComponentStatus,
  at: Date,
): Promise<void> {
  const components = await loadEffectiveComponents(tx);
  const component = components.find((c) => c.row.id === componentId);
  if (!component || component.status === oldStatus) return;
  const recipients = (await audience(tx, [componentId, component.row.group_id ?? componentId])).filter(
    (r) => r.mode !== 'email',
  );
  if (recipients.length === 0) return;
  const payload = {
    page: await pageHeader(tx, wire, components),
    component_update: {
      old_status: oldStatus,
      new_status: component.status,
      created_at: formatTimestamp(at.getTime(), wire.timeZone),
      component_type: 'Component',
      id: newId(),
      component_id: componentId,
    },
    component: serializeComponent(component, wire),
  };
  await enqueue(
    tx,
    recipients.map((r) => r.id),
    'component',
    payload,
    at,
  );
}

/** What readers see of each component now: taken before a change, for notifyStatusChanges after it. */
export async function statusesNow(tx: Queryable): Promise<Map<string, ComponentStatus>> {
  return new Map((await loadEffectiveComponents(tx)).filter((c) => !c.row.is_group).map((c) => [c.row.id, c.status]));
}

/**
 * Component updates for every component whose status readers see changed since `before` (e.g. a health refresh).
 * `wireOf` is only called when something changed.
 */
export async function notifyStatusChanges(
  tx: Queryable,
  wireOf: () => Promise<WireContext>,
  before: ReadonlyMap<string, ComponentStatus>,
  at: Date,
): Promise<void> {
  const changed = [...(await statusesNow(tx))].filter(([id, status]) => before.has(id) && before.get(id) !== status);
  if (changed.length === 0) return;
  const wire = await wireOf();
  for (const [id] of changed) await notifyComponentChange(tx, wire, id, before.get(id) as ComponentStatus, at);
}
