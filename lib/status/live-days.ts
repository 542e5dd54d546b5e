import type { LiveUptimeDay, UptimeDay } from '../schemas/status';

/**
 * The live feed's uptime days without their quiet-day fields (LiveUptimeDaySchema). Most of the 90 days of every
 * component are quiet, and each of them was ~190 bytes of zeros and empty lists in the page's HTML, its embedded
 * data and every 30 s poll.
 */
const QUIET: Omit<UptimeDay, 'date'> = {
  uptime_percentage: 100,
  worst_status: 'operational',
  major_outage: 0,
  partial_outage: 0,
  degraded_performance: 0,
  maintenance: 0,
  incident_ids: [],
  maintenance_ids: [],
};

const isQuiet = <K extends keyof typeof QUIET>(key: K, value: UptimeDay[K]) => {
  const quiet = QUIET[key];
  return Array.isArray(quiet) ? (value as unknown[]).length === 0 : value === quiet;
};

export function compactDay(day: UptimeDay): LiveUptimeDay {
  const out: LiveUptimeDay = { date: day.date };
  for (const key of Object.keys(QUIET) as (keyof typeof QUIET)[]) {
    if (!isQuiet(key, day[key])) (out as Record<string, unknown>)[key] = day[key];
  }
  return out;
}

export function expandDay(day: LiveUptimeDay): UptimeDay {
  return { ...QUIET, ...day };
}
