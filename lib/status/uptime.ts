import { groupStatus } from './rollup';
import { addDays, localDate, startOfLocalDay } from './time';
import { worstStatus, type ComponentStatus } from './statuses';

/** A span of time a component spent in one status; `endMs` null = still going. */
export interface StatusSpan {
  status: ComponentStatus;
  startMs: number;
  endMs: number | null;
}

export interface Window {
  startMs: number;
  endMs: number | null;
}

export interface IncidentWindow extends Window {
  id: string;
}

export interface UptimeDay {
  date: string;
  /** Null before the component's first day: Statuspage shows "no data" there, not 100 %. */
  uptime_percentage: number | null;
  worst_status: ComponentStatus | null;
  major_outage: number;
  partial_outage: number;
  degraded_performance: number;
  maintenance: number;
  incident_ids: string[];
  /** Maintenances in progress at some point of the day, so a day can name its planned work beside its incidents. */
  maintenance_ids: string[];
}

export interface UptimeInput {
  spans: readonly StatusSpan[];
  maintenances: readonly Window[];
  incidents: readonly IncidentWindow[];
  /**
   * The maintenances to name per day. Kept apart from `maintenances` because a group's excluded time is derived
   * (groupTimeline: only while no child is worse) and has no ids, yet every child's maintenance belongs on its day.
   */
  namedMaintenances?: readonly IncidentWindow[];
  /** The component counts from here (its start_date or creation). */
  sinceMs: number;
  nowMs: number;
  days: number;
  timeZone: string;
}

/**
 * Statuspage's weighting: a major outage is downtime, a partial outage counts 30 %, degraded performance and
 * maintenance count as up. Maintenance time is left out of the day entirely, so planned work never lowers uptime.
 */
export const PARTIAL_OUTAGE_WEIGHT = 0.3;

const overlaps = (w: Window, from: number, to: number) => w.startMs < to && (w.endMs ?? Infinity) > from;

export interface UptimeResult {
  days: UptimeDay[];
  /** The whole range, weighted by each day's counted (non-maintenance) time; null when no day has data. */
  uptime_percentage: number | null;
  major_outage: number;
  partial_outage: number;
}

export function dailyUptime(input: UptimeInput): UptimeResult {
  const today = localDate(input.nowMs, input.timeZone);
  const days: UptimeDay[] = [];
  let counted = 0;
  let down = 0;
  for (let i = input.days - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const dayStart = startOfLocalDay(date, input.timeZone);
    const dayEnd = Math.min(startOfLocalDay(addDays(date, 1), input.timeZone), input.nowMs);
    const { day, countedSeconds } = oneDay(input, date, Math.max(dayStart, input.sinceMs), dayEnd, dayStart);
    days.push(day);
    counted += countedSeconds;
    down += day.major_outage + PARTIAL_OUTAGE_WEIGHT * day.partial_outage;
  }
  return {
    days,
    uptime_percentage: counted <= 0 ? null : roundPercent(100 * (1 - Math.min(down, counted) / counted)),
    major_outage: days.reduce((sum, d) => sum + d.major_outage, 0),
    partial_outage: days.reduce((sum, d) => sum + d.partial_outage, 0),
  };
}

function oneDay(
  input: UptimeInput,
  date: string,
  from: number,
  to: number,
  dayStart: number,
): { day: UptimeDay; countedSeconds: number } {
  const idsOn = (windows: readonly IncidentWindow[]) => [
    ...new Set(windows.filter((w) => overlaps(w, dayStart, to)).map((w) => w.id)),
  ];
  const incident_ids = idsOn(input.incidents);
  const maintenance_ids = idsOn(input.namedMaintenances ?? []);
  if (from >= to) {
    const none = { major_outage: 0, partial_outage: 0, degraded_performance: 0, maintenance: 0 };
    return {
      day: { date, uptime_percentage: null, worst_status: null, ...none, incident_ids, maintenance_ids },
      countedSeconds: 0,
    };
  }

  const spans = input.spans.filter((s) => overlaps(s, from, to));
  const maintenances = input.maintenances.filter((m) => overlaps(m, from, to));
  const cuts = new Set<number>([from, to]);
  for (const w of [...spans, ...maintenances]) {
    if (w.startMs > from && w.startMs < to) cuts.add(w.startMs);
    if (w.endMs !== null && w.endMs > from && w.endMs < to) cuts.add(w.endMs);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const seconds = { major_outage: 0, partial_outage: 0, degraded_performance: 0, maintenance: 0 };
  const seen: ComponentStatus[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const a = points[k] as number;
    const b = points[k + 1] as number;
    const length = (b - a) / 1000;
    if (maintenances.some((m) => overlaps(m, a, b))) {
      seconds.maintenance += length;
      seen.push('under_maintenance');
      continue;
    }
    const status = worstStatus(spans.filter((s) => overlaps(s, a, b)).map((s) => s.status));
    seen.push(status);
    if (status === 'major_outage' || status === 'partial_outage' || status === 'degraded_performance') {
      seconds[status] += length;
    }
  }
  const counted = (to - from) / 1000 - seconds.maintenance;
  const down = seconds.major_outage + PARTIAL_OUTAGE_WEIGHT * seconds.partial_outage;
  const rounded = roundSeconds(seconds);
  const day: UptimeDay = {
    date,
    uptime_percentage: counted <= 0 ? 100 : roundPercent(100 * (1 - down / counted)),
    worst_status: worstStatus(seen),
    major_outage: rounded.major_outage,
    partial_outage: rounded.partial_outage,
    degraded_performance: rounded.degraded_performance,
    maintenance: rounded.maintenance,
    incident_ids,
    maintenance_ids,
  };
  return { day, countedSeconds: Math.max(0, counted) };
}

/** One member of a group: its status spans and the windows of maintenances that affected it. */
export interface MemberTimeline {
  spans: readonly StatusSpan[];
  maintenances: readonly Window[];
}

const activeAt = (w: Window, t: number) => w.startMs <= t && (w.endMs === null || w.endMs > t);

/**
 * A group's timeline from its children's, by the rule a group row shows (rollup.ts groupStatus: the worst child)
 * applied at every instant. A child inside one of its maintenance windows counts as under_maintenance, which ranks
 * below any outage, so the group's time is left out as maintenance only while no other child is worse.
 */
export function groupTimeline(members: readonly MemberTimeline[]): { spans: StatusSpan[]; maintenances: Window[] } {
  const cuts = new Set<number>();
  for (const m of members) {
    for (const w of [...m.spans, ...m.maintenances]) {
      cuts.add(w.startMs);
      if (w.endMs !== null) cuts.add(w.endMs);
    }
  }
  const points = [...cuts].sort((a, b) => a - b);
  const spans: StatusSpan[] = [];
  const maintenances: Window[] = [];
  let previous: { status: ComponentStatus; window: Window } | undefined;
  for (const [k, startMs] of points.entries()) {
    const endMs = points[k + 1] ?? null;
    const status = groupStatus(
      members.map((m) =>
        m.maintenances.some((w) => activeAt(w, startMs))
          ? 'under_maintenance'
          : worstStatus(m.spans.filter((s) => activeAt(s, startMs)).map((s) => s.status)),
      ),
    );
    if (previous && previous.status === status && previous.window.endMs === startMs) {
      previous.window.endMs = endMs; // one span per stretch of the same status
      continue;
    }
    if (status === 'operational') {
      previous = undefined;
      continue;
    }
    const window = status === 'under_maintenance' ? { startMs, endMs } : { status, startMs, endMs };
    if (status === 'under_maintenance') maintenances.push(window);
    else spans.push(window as StatusSpan);
    previous = { status, window };
  }
  return { spans, maintenances };
}

function roundSeconds<T extends Record<string, number>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Math.round(v)])) as T;
}

/**
 * Three decimals, but a figure below 100 never becomes 100: a few seconds of outage in 90 days would otherwise
 * round to a perfect record, and readers take "100" literally.
 */
export function roundPercent(p: number): number {
  const rounded = Math.round(p * 1000) / 1000;
  return rounded >= 100 && p < 100 ? 99.999 : rounded;
}
