import type { Component, IncidentUpdate, ManageIncident, Page } from '../schemas/status';
import type { EffectiveComponent } from './effective-components';
import type { IncidentDetail } from './store/incidents';
import type { PageRow } from './store/page';
import { formatDate, formatTimestamp } from './time';

/**
 * Row → Statuspage wire objects. Key order follows recorded real responses (facts §1.4–1.7), because some
 * clients diff or snapshot the JSON text.
 */
export interface WireContext {
  pageId: string;
  timeZone: string;
  baseUrl: string;
}

export function serializePage(page: PageRow, name: string, ctx: WireContext, updatedAt: Date): Page {
  return {
    id: page.id,
    name,
    url: `${ctx.baseUrl}/status`,
    time_zone: ctx.timeZone,
    updated_at: formatTimestamp(updatedAt.getTime(), ctx.timeZone),
  };
}

export function serializeComponent(c: EffectiveComponent, ctx: WireContext): Component {
  const { row } = c;
  const wire: Component = {
    id: row.id,
    name: row.name,
    status: c.status,
    created_at: formatTimestamp(row.created_at.getTime(), ctx.timeZone),
    updated_at: formatTimestamp(c.updatedAt.getTime(), ctx.timeZone),
    position: row.position,
    description: row.description,
    showcase: row.showcase,
    start_date: row.start_date,
    group_id: row.group_id,
    page_id: ctx.pageId,
    group: row.is_group,
    only_show_if_degraded: row.only_show_if_degraded,
  };
  if (row.is_group) wire.components = c.children;
  return wire;
}

export function serializeUpdate(u: IncidentDetail['updates'][number], tz: string): IncidentUpdate {
  return {
    id: u.id,
    status: u.status,
    body: u.body,
    incident_id: u.incident_id,
    created_at: formatTimestamp(u.created_at.getTime(), tz),
    updated_at: formatTimestamp(u.updated_at.getTime(), tz),
    display_at: formatTimestamp(u.display_at.getTime(), tz),
    // Rebuilt in Statuspage's key order: jsonb stores object keys sorted by length, then bytes.
    affected_components:
      u.affected_components?.map((a) => ({
        code: a.code,
        name: a.name,
        old_status: a.old_status,
        new_status: a.new_status,
      })) ?? null,
    deliver_notifications: u.deliver_notifications,
    custom_tweet: null,
    tweet_id: null,
  };
}

/**
 * The public incident or maintenance object. `components` are the affected components with their current
 * status; maintenances add scheduled_for/scheduled_until last, as Statuspage does.
 */
export function serializeIncident(
  detail: IncidentDetail,
  components: ReadonlyMap<string, EffectiveComponent>,
  ctx: WireContext,
) {
  const { incident: i } = detail;
  const tz = ctx.timeZone;
  const base = {
    id: i.id,
    name: i.name,
    status: i.status,
    created_at: formatTimestamp(i.created_at.getTime(), tz),
    updated_at: formatTimestamp(i.updated_at.getTime(), tz),
    monitoring_at: formatDate(i.monitoring_at, tz),
    resolved_at: formatDate(i.resolved_at, tz),
    impact: i.impact_override ?? i.impact,
    // Our own pages (facts §1.8 allows it); maintenances have theirs, as the feeds link them (present.ts).
    shortlink: `${ctx.baseUrl}/status/${i.kind === 'maintenance' ? 'maintenances' : 'incidents'}/${i.id}`,
    started_at: formatTimestamp(i.started_at.getTime(), tz),
    page_id: ctx.pageId,
    incident_updates: detail.updates.map((u) => serializeUpdate(u, tz)),
    components: detail.links
      .map((l) => components.get(l.component_id))
      .filter((c): c is EffectiveComponent => c !== undefined && !c.row.is_group)
      .map((c) => serializeComponent(c, ctx)),
  };
  if (i.kind !== 'maintenance') return base;
  return {
    ...base,
    scheduled_for: formatDate(i.scheduled_for, tz) as string,
    scheduled_until: formatDate(i.scheduled_until, tz) as string,
  };
}

/** The Manage API's incident: the public one plus the fields an author edits. */
export function serializeManageIncident(
  detail: IncidentDetail,
  components: ReadonlyMap<string, EffectiveComponent>,
  ctx: WireContext,
): ManageIncident {
  const i = detail.incident;
  const tz = ctx.timeZone;
  return {
    ...serializeIncident(detail, components, ctx),
    impact_override: i.impact_override,
    scheduled_for: formatDate(i.scheduled_for, tz),
    scheduled_until: formatDate(i.scheduled_until, tz),
    scheduled_auto_in_progress: i.scheduled_auto_in_progress,
    scheduled_auto_completed: i.scheduled_auto_completed,
    auto_transition_to_maintenance_state: i.auto_transition_to_maintenance_state,
    auto_transition_to_operational_state: i.auto_transition_to_operational_state,
    version: i.version,
  };
}
