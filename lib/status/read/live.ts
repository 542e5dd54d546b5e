import type { StatusLive } from '../../schemas/status';
import type { StatusContext } from '../context';
import { HEALTH_KEYS } from '../health/names';
import { dateInZone, isMaintenance, itemTimeMs, type AnyIncident } from '../present';
import { majorOutageSince } from '../store/components';
import { namesAndImpacts } from '../store/history';
import { pastWindowStart } from './history';
import { componentUptime } from './uptime';
import { incidents, scheduledMaintenances, summary } from './v2';

/** The status page's live data (the page's first render and its 30 s refresh), built from the /api/v2 reads. */

const PAST_DAYS = 15;
const LEDGER_TIMEOUT_MS = 2_000;
const CACHE_MS = 5_000;

/** Whether the ledger database answers within two seconds; the status store answers either way. */
export async function ledgerCheck(ctx: StatusContext): Promise<StatusLive['ledger']> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), LEDGER_TIMEOUT_MS);
  });
  const reachable = await Promise.race([ctx.ledger.ready().catch(() => false), timeout]);
  clearTimeout(timer);
  return { reachable, checked_at: new Date(ctx.clock.nowMs()).toISOString() };
}

async function build(ctx: StatusContext): Promise<StatusLive> {
  const ledger = await ledgerCheck(ctx);
  const current = await summary(ctx);
  const tz = current.page.time_zone;
  const uptime: StatusLive['uptime'] = {};
  for (const c of current.components) {
    if (c.group || !c.showcase) continue;
    const u = await componentUptime(ctx, c.id);
    uptime[c.id] = {
      range_start: u.range_start,
      range_end: u.range_end,
      uptime_percentage: u.uptime_percentage,
      major_outage: u.major_outage,
      partial_outage: u.partial_outage,
      days: u.days,
    };
  }
  // One day more than the page shows: a reader who groups the days in their own zone (up to 14 h from the page's)
  // needs the items of the page-zone day before the oldest one too, or their oldest day would look quiet.
  const since = pastWindowStart(ctx.clock.nowMs(), tz, PAST_DAYS + 1);
  const [recentIncidents, recentMaintenances] = await Promise.all([incidents(ctx), scheduledMaintenances(ctx)]);
  const past = ([...recentIncidents.incidents, ...recentMaintenances.scheduled_maintenances] as AnyIncident[])
    .filter((i) => !(isMaintenance(i) && i.status === 'scheduled'))
    .filter((i) => dateInZone(itemTimeMs(i), tz) >= since)
    .sort((a, b) => itemTimeMs(b) - itemTimeMs(a));
  // Maintenances live in the same table, so one lookup names both; their impact reads `maintenance`.
  const ids = [...new Set(Object.values(uptime).flatMap((u) => u.days.flatMap((d) => [...d.incident_ids, ...d.maintenance_ids])))];
  const incident_names = Object.fromEntries(await namesAndImpacts(ctx.db, ids));
  return {
    summary: current,
    uptime,
    past,
    past_days: PAST_DAYS,
    incident_names,
    ledger,
    generated_at: new Date().toISOString(),
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

// Every viewer polls every 30 s; one build per few seconds serves them all. On globalThis because Next bundles
// pages and route handlers separately: the authoring proxy's forgetLive must reach the page's cache.
type Cached = { key: string; atMs: number; value: Promise<StatusLive> };
const store = ((globalThis as { __statusLive?: { cached?: Cached } }).__statusLive ??= {});

/** The live data, from a cache of a few seconds; a pure read (the handler calls ensureFresh first). */
export function loadLive(ctx: StatusContext): Promise<StatusLive> {
  const now = Date.now();
  const cached = store.cached;
  if (cached && cached.key === ctx.baseUrl && now - cached.atMs < CACHE_MS) return cached.value;
  const value = build(ctx);
  const entry = { key: ctx.baseUrl, atMs: now, value };
  store.cached = entry;
  value.catch(() => {
    if (store.cached === entry) store.cached = undefined;
  });
  return value;
}

/** After an author's write, the next read rebuilds. */
export function forgetLive(): void {
  store.cached = undefined;
}
