import type { Component, UptimeDay } from '@/lib/schemas/status';
import { formatCalendarDate, formatDuration } from '@/lib/status/present';
import { addDays, startOfLocalDay } from '@/lib/status/time';

/** Name and impact of the incidents and maintenances the days refer to, by id. */
export type IncidentNames = Record<string, { name: string; impact: string }>;

export type DayStatus = Component['status'] | 'no_data';

export const statusOf = (day: UptimeDay): DayStatus => day.worst_status ?? 'no_data';

/**
 * One letter per day status, for the bars as the server draws them (uptime-bars.module.css colours them): ~800 days
 * on the page, so each character of a day's markup is ~800 bytes of every answer.
 */
export const DAY_CODE: Record<DayStatus, string> = {
  operational: 'o',
  degraded_performance: 'd',
  partial_outage: 'p',
  major_outage: 'm',
  under_maintenance: 'u',
  no_data: 'n',
};

/** The page listing every day of one component's bar, reached without JavaScript too. */
export const componentDaysHref = (componentId: string) => `/status/components/${encodeURIComponent(componentId)}`;

/** The day's time in each state other than operational, in words. */
export function dayFacts(day: UptimeDay): string[] {
  const facts: string[] = [];
  if (day.major_outage) facts.push(`Major outage ${formatDuration(day.major_outage * 1000)}`);
  if (day.partial_outage) facts.push(`Partial outage ${formatDuration(day.partial_outage * 1000)}`);
  if (day.degraded_performance) facts.push(`Degraded performance ${formatDuration(day.degraded_performance * 1000)}`);
  if (day.maintenance) facts.push(`Maintenance ${formatDuration(day.maintenance * 1000)} (not counted as downtime)`);
  return facts;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What a screen reader hears for one day. */
export function dayLabel(day: UptimeDay, names: IncidentNames): string {
  const facts = dayFacts(day);
  const parts = [
    formatCalendarDate(day.date),
    day.worst_status === null ? 'no data' : formatUptime(day.uptime_percentage),
    ...facts,
  ];
  if (day.worst_status !== null && facts.length === 0) parts.push('no downtime');
  const incidents = day.incident_ids.map((id) => names[id]?.name ?? 'an incident');
  if (incidents.length) parts.push(`${plural(incidents.length, 'incident')}: ${incidents.join('; ')}`);
  const works = day.maintenance_ids.map((id) => names[id]?.name ?? 'a maintenance');
  if (works.length) parts.push(`${plural(works.length, 'maintenance')}: ${works.join('; ')}`);
  return parts.join(', ');
}

/**
 * Uptime as readers see it: two decimals, cut rather than rounded, so a shortfall never shows as "100.00". The
 * API's figures carry three decimals; scaling to integers first keeps 99.99 from flooring to 99.98 through binary
 * noise (99.99 × 100 is 9998.999…).
 */
export function formatUptime(percentage: number | null): string {
  if (percentage === null) return 'no data';
  const hundredths = Math.floor(Math.round(percentage * 100_000) / 1_000);
  return hundredths >= 10_000 ? '100 % uptime' : `${(hundredths / 100).toFixed(2)} % uptime`;
}

/** How many of the 90 days the bar shows below the `md` breakpoint (768 px), where 90 bars would be slivers. */
export const PHONE_DAYS = 30;

/**
 * Where the ledger shows one day of a component: a node's page (its daily transactions and reward payouts), or
 * else the blocks that closed before the day ended in the page's zone, newest first, so a stall's gap is in view.
 */
const nodeOf = (componentName: string) => /^Node (\d+) \(account /.exec(componentName)?.[1];

export function dayEvidenceHref(componentName: string, date: string, zone: string): string {
  const node = nodeOf(componentName);
  if (node !== undefined) return `/nodes/${node}#activity`;
  const end = startOfLocalDay(addDays(date, 1), zone);
  return `/blocks?timestamp=lt:${Math.floor(end / 1000)}`;
}

/**
 * How a day of a node's bar was judged, said beside its evidence link (lib/status/health/rules.ts, nodeGapSteps and
 * missedRewardDay): the ledger's two signs of a node's life are the transactions it submits and the daily reward
 * the network pays the nodes that took part in consensus. Null for other components.
 */
export function dayEvidenceNote(componentName: string): string | null {
  if (nodeOf(componentName) === undefined) return null;
  return (
    'A silence of the node counts as down while the other nodes worked, except on a day the network paid it the ' +
    'daily node reward for; a day it handled nothing and was left out of that payout is down.'
  );
}
