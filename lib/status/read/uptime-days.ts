import type { UptimeResponse } from '../../schemas/status';
import { STATUS_SETTINGS } from '../context';
import type { EffectiveComponent } from '../effective-components';
import { serializeComponent } from '../serialize';
import type { ComponentRow } from '../store/components';
import type { UptimeInputRow } from '../store/uptime-inputs';
import { startOfLocalDay } from '../time';
import { dailyUptime, groupTimeline, type IncidentWindow, type StatusSpan } from '../uptime';
import type { StatusView } from '../page-view';

/**
 * `/api/v2/components/{id}/uptime.json` for every component at once: 90 daily buckets in the page's time zone, from
 * the rows of one uptimeInputs read. Maintenance windows of maintenances affecting the component are left out, and
 * each day names the incidents and maintenances it saw. A group is derived from its children over their window
 * (groupTimeline: the worst child at each moment, as the group row shows), counting from its earliest child's start.
 */
export function everyComponentUptime(
  view: StatusView,
  rows: readonly UptimeInputRow[],
  nowMs: number,
): Map<string, UptimeResponse> {
  const byComponent = new Map<
    string,
    { spans: StatusSpan[]; maintenances: IncidentWindow[]; incidents: IncidentWindow[] }
  >();
  const inputsOf = (id: string) => {
    let inputs = byComponent.get(id);
    if (!inputs) byComponent.set(id, (inputs = { spans: [], maintenances: [], incidents: [] }));
    return inputs;
  };
  for (const row of rows) {
    const window = { startMs: row.started.getTime(), endMs: row.ended?.getTime() ?? null };
    const inputs = inputsOf(row.component_id);
    if (row.kind === 'span') inputs.spans.push({ status: row.status!, ...window });
    else inputs[row.kind === 'maintenance' ? 'maintenances' : 'incidents'].push({ id: row.item_id!, ...window });
  }
  const answers = new Map<string, UptimeResponse>();
  for (const component of view.components) answers.set(component.row.id, uptimeOf(view, component, inputsOf, nowMs));
  return answers;
}

type InputsOf = (id: string) => { spans: StatusSpan[]; maintenances: IncidentWindow[]; incidents: IncidentWindow[] };

function uptimeOf(view: StatusView, component: EffectiveComponent, inputsOf: InputsOf, nowMs: number): UptimeResponse {
  const members = component.row.is_group
    ? component.children.map((child) => view.byId.get(child)).filter((c): c is EffectiveComponent => c !== undefined)
    : [component];
  const memberInputs = members.map((m) => inputsOf(m.row.id));
  const timelines = memberInputs.map((inputs) => ({ spans: inputs.spans, maintenances: inputs.maintenances }));
  // An item listing several members counts once per day.
  const unique = (windows: IncidentWindow[]) => [...new Map(windows.map((w) => [w.id, w])).values()];
  const tz = view.wire.timeZone;
  const sinceOf = (row: ComponentRow) =>
    row.start_date ? startOfLocalDay(row.start_date, tz) : row.created_at.getTime();
  const timeline = component.row.is_group ? groupTimeline(timelines) : timelines[0]!;
  const sinceMs = members.length > 0 ? Math.min(...members.map((m) => sinceOf(m.row))) : sinceOf(component.row);
  const result = dailyUptime({
    ...timeline,
    namedMaintenances: memberInputs.flatMap((inputs) => inputs.maintenances),
    incidents: unique(memberInputs.flatMap((inputs) => inputs.incidents)).sort((a, b) => a.startMs - b.startMs),
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
