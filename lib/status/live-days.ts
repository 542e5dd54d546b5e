import type { PackedUptimeDays, UptimeDay } from '../schemas/status';
import { addDays } from './time';

/**
 * The live feed's uptime days, packed (PackedUptimeDaysSchema): most of the 90 days of every component are quiet or
 * have no data, and as objects they were most of the page's embedded data and of every 30 s poll, and most of the
 * server's work serialising the page.
 */
const QUIET = { uptime_percentage: 100, worst_status: 'operational' } as const;

const nothingElse = (d: UptimeDay) =>
  d.major_outage + d.partial_outage + d.degraded_performance + d.maintenance === 0 &&
  d.incident_ids.length + d.maintenance_ids.length === 0;
const isQuiet = (d: UptimeDay) => d.uptime_percentage === 100 && d.worst_status === 'operational' && nothingElse(d);
const hasNoData = (d: UptimeDay) => d.uptime_percentage === null && d.worst_status === null && nothingElse(d);

/** Days on consecutive dates, oldest first (as componentUptime answers them). */
export function packDays(days: readonly UptimeDay[]): PackedUptimeDays {
  let kinds = '';
  const details: PackedUptimeDays['details'] = {};
  days.forEach((day, i) => {
    if (isQuiet(day)) kinds += 'q';
    else if (hasNoData(day)) kinds += 'n';
    else {
      kinds += 'x';
      const { date: _date, ...detail } = day;
      details[String(i)] = detail;
    }
  });
  return { start: days[0]?.date ?? '1970-01-01', kinds, details };
}

const EMPTY = {
  major_outage: 0,
  partial_outage: 0,
  degraded_performance: 0,
  maintenance: 0,
  incident_ids: [],
  maintenance_ids: [],
};

export function unpackDays({ start, kinds, details }: PackedUptimeDays): UptimeDay[] {
  return Array.from(kinds, (kind, i) => {
    const date = addDays(start, i);
    if (kind === 'x' && details[String(i)]) return { date, ...details[String(i)]! };
    return kind === 'q'
      ? { date, ...QUIET, ...EMPTY }
      : { date, uptime_percentage: null, worst_status: null, ...EMPTY };
  });
}
