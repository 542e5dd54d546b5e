import { StatusLiveSchema, type StatusLive } from '../../schemas/status';
import type { StatusContext } from '../context';
import { ledgerAnswers } from '../ledger-probe';
import { HEALTH_KEYS } from '../health/names';
import { packDays } from '../live-days';
import { dateInZone, isMaintenance, itemTimeMs, type AnyIncident } from '../present';
import { majorOutageSince } from '../store/components';
import { readLiveSnapshot } from '../store/live-snapshot';
import { readPageRevision } from '../store/page';
import { namesAndImpacts } from '../store/history';
import { pastWindowStart } from './history';
import { componentUptime } from './uptime';
import { incidents, scheduledMaintenances, summary } from './v2';

/** The status page's live data (the page's first render and its 30 s refresh), built from the /api/v2 reads. */

const PAST_DAYS = 15;
const CACHE_MS = 5_000;

/** Whether the ledger database answers within a second; the status store answers either way. */
export async function ledgerCheck(ctx: StatusContext): Promise<StatusLive['ledger']> {
  const reachable = await ledgerAnswers(ctx.ledger);
  return { reachable, checked_at: new Date(ctx.clock.nowMs()).toISOString() };
}

/** Builds the live data from the /api/v2 reads: the costly part the snapshot saves other requests. */
export async function buildLive(ctx: StatusContext): Promise<StatusLive> {
  const ledger = await ledgerCheck(ctx);
  const current = await summary(ctx);
  const tz = current.page.time_zone;
  const uptime: StatusLive['uptime'] = {};
  const linked = new Set<string>();
  for (const c of current.components) {
    if (c.group || !c.showcase) continue;
    const u = await componentUptime(ctx, c.id);
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
  const [recentIncidents, recentMaintenances] = await Promise.all([incidents(ctx), scheduledMaintenances(ctx)]);
  const past = ([...recentIncidents.incidents, ...recentMaintenances.scheduled_maintenances] as AnyIncident[])
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

// Every viewer polls every 30 s; one build per few seconds serves them all, as long as the page is unchanged (its
// revision, read per request, moves with every write of any instance). On globalThis because Next bundles pages and
// route handlers separately: the authoring proxy's forgetLive must reach the page's cache.
type Cached = { atMs: number; revision: string | null; value: Promise<StatusLive> };
const store = ((globalThis as { __statusLive?: { cached?: Cached } }).__statusLive ??= {});

/** `produce`'s answer, shared by every request of this process for a few seconds while the page's revision holds. */
export function cachedLive(revision: string | null, produce: () => Promise<StatusLive>): Promise<StatusLive> {
  const now = Date.now();
  const cached = store.cached;
  if (cached && cached.revision === revision && now - cached.atMs < CACHE_MS) return cached.value;
  const value = produce();
  const entry = { atMs: now, revision, value };
  store.cached = entry;
  value.catch(() => {
    if (store.cached === entry) store.cached = undefined;
  });
  return value;
}

/**
 * The snapshot another request (of any instance) stored, when it is current: built less than a few seconds ago and
 * since the page's last authored change. One read.
 */
export async function storedLive(ctx: StatusContext): Promise<StatusLive | null> {
  const row = await readLiveSnapshot(ctx.db);
  if (!row || row.page_revision !== row.page_revision_now) return null;
  const age = ctx.clock.nowMs() - row.built_at.getTime();
  if (age < 0 || age >= CACHE_MS) return null;
  // Another version of the service may have written it (a rolling deploy): a shape we do not know is rebuilt.
  const parsed = StatusLiveSchema.safeParse(row.body);
  return parsed.success ? parsed.data : null;
}

/** The live data: the process's cache, else a current stored snapshot, else built here. A pure read. */
export async function loadLive(ctx: StatusContext): Promise<StatusLive> {
  return cachedLive(await readPageRevision(ctx.db), async () => (await storedLive(ctx)) ?? buildLive(ctx));
}

/** After an author's write, the next read rebuilds. */
export function forgetLive(): void {
  store.cached = undefined;
}
