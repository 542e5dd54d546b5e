import type { Component, Incident, Maintenance, Status } from '../schemas/status';
import { impactOfStatus } from './statuses';

type ComponentStatus = Component['status'];

/**
 * Words for the status vocabularies and times in an explicit zone, shared by the status page, its feeds and the
 * badge, so a reader sees the same text everywhere. Pure: no data access, no browser APIs beyond Intl.
 */

export type AnyIncident = Incident | Maintenance;

export const COMPONENT_STATUS_LABEL: Record<ComponentStatus, string> = {
  operational: 'Operational',
  under_maintenance: 'Under maintenance',
  degraded_performance: 'Degraded performance',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
};

export const INCIDENT_STATUS_LABEL: Record<AnyIncident['status'], string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
  postmortem: 'Postmortem',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  verifying: 'Verifying',
  completed: 'Completed',
};

export const IMPACT_LABEL: Record<AnyIncident['impact'], string> = {
  none: 'No impact',
  minor: 'Minor impact',
  major: 'Major impact',
  critical: 'Critical impact',
  maintenance: 'Maintenance',
};

export const isMaintenance = (i: AnyIncident): i is Maintenance => 'scheduled_for' in i;

/** The page-level tone: Statuspage's indicator, plus maintenance when that is what the description says. */
export type Tone = 'none' | 'minor' | 'major' | 'critical' | 'maintenance';

export function toneOf(status: Status): Tone {
  if (status.indicator === 'none' && /maintenance/i.test(status.description)) return 'maintenance';
  return status.indicator;
}

export function toneOfComponent(status: ComponentStatus): Tone {
  return status === 'under_maintenance' ? 'maintenance' : impactOfStatus(status);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, kind: 'datetime' | 'date' | 'month' | 'time'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'datetime'
        ? {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            timeZoneName: 'short',
          }
        : kind === 'date'
          ? { year: 'numeric', month: 'short', day: 'numeric' }
          : kind === 'month'
            ? { year: 'numeric', month: 'long' }
            : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' };
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** `Mar 10, 2026, 12:00 UTC` in the zone. */
export const formatDateTime = (ms: number, timeZone: string) => formatter(timeZone, 'datetime').format(ms);
/** `Mar 10, 2026`. */
export const formatDay = (ms: number, timeZone: string) => formatter(timeZone, 'date').format(ms);
/** `March 2026`. */
export const formatMonth = (ms: number, timeZone: string) => formatter(timeZone, 'month').format(ms);
/** `12:00 UTC`. */
export const formatClock = (ms: number, timeZone: string) => formatter(timeZone, 'time').format(ms);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date `YYYY-MM-DD` (already in the page zone) as `Mar 10, 2026` (formatDay's words), without shifting
 * it. Spelled out rather than through Intl: the status page names each of its ~800 uptime days this way per render.
 */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${Number(day)}, ${year}`;
}

/** `2 h 5 min`, `45 s`; for durations of incidents and outages. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return m % 60 === 0 ? `${h} h` : `${h} h ${m % 60} min`;
  const d = Math.floor(h / 24);
  return h % 24 === 0 ? `${d} d` : `${d} d ${h % 24} h`;
}

/** When an incident began and ended (null while open); a maintenance's planned window is separate. */
export function incidentSpan(i: AnyIncident): { startMs: number; endMs: number | null } {
  if (isMaintenance(i)) {
    const started = i.incident_updates.filter((u) => u.status === 'in_progress').at(-1);
    return {
      startMs: Date.parse(started?.display_at ?? i.scheduled_for),
      endMs: i.resolved_at ? Date.parse(i.resolved_at) : null,
    };
  }
  return { startMs: Date.parse(i.started_at), endMs: i.resolved_at ? Date.parse(i.resolved_at) : null };
}

/** The instant an item belongs to in lists: a maintenance's planned start, an incident's start. */
export const itemTimeMs = (i: AnyIncident) => Date.parse(isMaintenance(i) ? i.scheduled_for : i.started_at);

/** Names of every component an item touched, from its components and its updates, in first-seen order. */
export function affectedNames(i: AnyIncident): string[] {
  const names = new Set(i.components.map((c) => c.name));
  for (const u of [...i.incident_updates].reverse()) for (const a of u.affected_components ?? []) names.add(a.name);
  return [...names];
}

const isoDateFormatters = new Map<string, Intl.DateTimeFormat>();

/** Calendar date `YYYY-MM-DD` of the instant in the zone. */
export function dateInZone(ms: number, timeZone: string): string {
  let f = isoDateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    isoDateFormatters.set(timeZone, f);
  }
  const parts = f.formatToParts(ms);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The item's page on the status site. */
export const itemPath = (i: AnyIncident) => `/status/${isMaintenance(i) ? 'maintenances' : 'incidents'}/${i.id}`;
