import type { StatusLive, UptimeResponse } from '../../schemas/status';
import type { StatusContext } from '../context';
import { ledgerAnswers } from '../ledger-probe';
import { HEALTH_KEYS } from '../health/names';
import { packDays } from '../live-days';
import { dateInZone, isMaintenance, itemTimeMs, type AnyIncident } from '../present';
import { majorOutageSince } from '../store/components';
import { namesAndImpacts } from '../store/history';
import { pastWindowStart } from './history';
import type { V2Documents } from './v2-documents';

/** The status page's live data (the page's first render and its 30 s refresh), built from the view's documents. */

const PAST_DAYS = 15;

/** Whether the ledger database answers within a second; the status store answers either way. */
export async function ledgerCheck(ctx: StatusContext): Promise<StatusLive['ledger']> {
  const reachable = await ledgerAnswers(ctx.ledger);
  return { reachable, checked_at: new Date(ctx.clock.nowMs()).toISOString() };
}

/** Builds the live data from the v2 documents and the uptime of every component, read once for the view. */
export async function buildLive(
  ctx: StatusContext,
  documents: V2Documents,
  uptimeById: ReadonlyMap<string, UptimeResponse>,
): Promise<StatusLive> {
  const ledger = await ledgerCheck(ctx);
  const current = documents.summary;
  const tz = current.page.time_zone;
  const uptime: StatusLive['uptime'] = {};
  const linked = new Set<string>();
  for (const c of current.components) {
    const u = uptimeById.get(c.id);
    if (c.group || !c.showcase || !u) continue;
    for (const d of u.days) for (const id of [...d.incident_ids, ...d.maintenance_ids]) linked.add(id);
    uptime[c.id] = {
      range_start: u.range_start,
      range_end: u.range_end,
      uptime_percentage: u.uptime_percentage,
      major_outage: u.major_outage,
      partial_outage: u.partial_outage,
      days: packDays(u.days),
    };
  }
  // One day more than the page shows: a reader who groups the days in their own zone (up to 14 h from the page's)
  // needs the items of the page-zone day before the oldest one too, or their oldest day would look quiet.
  const since = pastWindowStart(ctx.clock.nowMs(), tz, PAST_DAYS + 1);
  const past = (
    [...documents.incidents.incidents, ...documents.scheduledMaintenances.scheduled_maintenances] as AnyIncident[]
  )
    .filter((i) => !(isMaintenance(i) && i.status === 'scheduled'))
    .filter((i) => dateInZone(itemTimeMs(i), tz) >= since)
    .sort((a, b) => itemTimeMs(b) - itemTimeMs(a))
    // The page shows each one's latest update and links to the rest.
    .map((i) => ({ ...i, incident_updates: i.incident_updates.slice(0, 1) }));
  // Maintenances live in the same table, so one lookup names both; their impact reads `maintenance`.
  const incident_names = Object.fromEntries(await namesAndImpacts(ctx.db, [...linked]));
  return {
    summary: current,
    uptime,
    past,
    past_days: PAST_DAYS,
    incident_names,
    ledger,
    generated_at: new Date(ctx.clock.nowMs()).toISOString(),
  };
}

/**
 * When the ledger stopped answering, as the status store recorded it: the health refresh marks the Mirror Node API
 * down at the first failed check, and the statuses on the page are the ones computed before that. Null when the
 * store has no such mark (or cannot be read either).
 */
export async function ledgerDownSince(ctx: StatusContext): Promise<string | null> {
  try {
    return (await majorOutageSince(ctx.db, HEALTH_KEYS.mirrorApi))?.toISOString() ?? null;
  } catch {
    return null;
  }
}
