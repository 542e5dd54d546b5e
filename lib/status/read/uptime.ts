import type { UptimeResponse } from '../../schemas/status';
import { STATUS_SETTINGS, type StatusContext } from '../context';
import { notFound } from '../errors';
import { ID_PATTERN } from '../ids';
import type { EffectiveComponent } from '../effective-components';
import { serializeComponent } from '../serialize';
import type { ComponentRow } from '../store/components';
import { incidentsTouching, maintenanceWindows } from '../store/history';
import { spansSince } from '../store/spans';
import { startOfLocalDay } from '../time';
import { dailyUptime, groupTimeline } from '../uptime';
import { loadView } from './view';

/**
 * `/api/v2/components/{id}/uptime.json`: 90 daily buckets in the page's time zone. Maintenance windows of
 * maintenances affecting the component are left out, and each day names the incidents and maintenances it saw. A group is derived from its children over their window
 * (groupTimeline: the worst child at each moment, as the group row shows), counting from its earliest child's start.
 * A pure read: v2Route calls ensureFresh before it.
 */
export async function componentUptime(ctx: StatusContext, id: string): Promise<UptimeResponse> {
  if (!ID_PATTERN.test(id)) throw notFound('component');
  const view = await loadView(ctx);
  const component = view.byId.get(id);
  if (!component) throw notFound('component');
  const members = component.row.is_group
    ? component.children.map((child) => view.byId.get(child)).filter((c): c is EffectiveComponent => c !== undefined)
    : [component];
  const memberIds = members.map((m) => m.row.id);
  const nowMs = ctx.clock.nowMs();
  const horizon = new Date(nowMs - (STATUS_SETTINGS.uptimeDays + 1) * 86_400_000);

  const [spans, maintenances, incidents] = await Promise.all([
    spansSince(ctx.db, memberIds, horizon),
    maintenanceWindows(ctx.db, memberIds, horizon),
    incidentsTouching(ctx.db, memberIds, horizon),
  ]);

  const tz = view.wire.timeZone;
  const timelines = members.map((m) => ({
    spans: spans
      .filter((s) => s.component_id === m.row.id)
      .map((s) => ({ status: s.status, startMs: s.started_at.getTime(), endMs: s.ended_at?.getTime() ?? null })),
    maintenances: maintenances
      .filter((w) => w.component_id === m.row.id)
      .map((w) => ({ startMs: w.started.getTime(), endMs: w.ended?.getTime() ?? null })),
  }));
  const sinceOf = (row: ComponentRow) => (row.start_date ? startOfLocalDay(row.start_date, tz) : row.created_at.getTime());
  const timeline = component.row.is_group ? groupTimeline(timelines) : timelines[0]!;
  const sinceMs = members.length > 0 ? Math.min(...members.map((m) => sinceOf(m.row))) : sinceOf(component.row);
  const result = dailyUptime({
    ...timeline,
    namedMaintenances: maintenances.map((w) => ({ id: w.id, startMs: w.started.getTime(), endMs: w.ended?.getTime() ?? null })),
    incidents: incidents.map((i) => ({ id: i.id, startMs: i.started_at.getTime(), endMs: i.resolved_at?.getTime() ?? null })),
    sinceMs,
    nowMs,
    days: STATUS_SETTINGS.uptimeDays,
    timeZone: tz,
  });
  return {
    page: view.pageWire,
    component: serializeComponent(component, view.wire),
    range_start: result.days[0]?.date ?? '',
    range_end: result.days[result.days.length - 1]?.date ?? '',
    uptime_percentage: result.uptime_percentage,
    major_outage: result.major_outage,
    partial_outage: result.partial_outage,
    days: result.days,
  };
}
