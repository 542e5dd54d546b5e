import 'server-only';
import { headers } from 'next/headers';
import type { StatusLive } from '@/lib/client/status-queries';
import { defaultContext, type StatusContext } from '@/lib/status/context';
import { pastWindowStart } from '@/lib/status/feeds/history';
import { dateInZone, isMaintenance, itemTimeMs, type AnyIncident } from '@/lib/status/feeds/present';
import { HEALTH_KEYS } from '@/lib/status/health/names';
import { componentUptime } from '@/lib/status/read/uptime';
import { incidents, scheduledMaintenances, summary } from '@/lib/status/read/v2';

/** The status context for a server component: the request's origin comes from the forwarded headers. */
export async function statusContext(): Promise<StatusContext> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  return defaultContext(new Request(`${proto}://${host}/status`));
}

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
  const named = ids.length
    ? await ctx.db.query<{ id: string; name: string; impact: AnyIncident['impact']; impact_override: AnyIncident['impact'] | null }>(
        'SELECT id, name, impact, impact_override FROM status.incident WHERE id = ANY($1::text[])',
        [ids],
      )
    : [];
  const incident_names = Object.fromEntries(named.map((r) => [r.id, { name: r.name, impact: r.impact_override ?? r.impact }]));
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
    const [row] = await ctx.db.query<{ computed_changed_at: Date | null }>(
      `SELECT computed_changed_at FROM status.component WHERE health_key = $1 AND computed_status = 'major_outage'`,
      [HEALTH_KEYS.mirrorApi],
    );
    return row?.computed_changed_at?.toISOString() ?? null;
  } catch {
    return null;
  }
}

// Every viewer polls every 30 s; one build per few seconds serves them all. On globalThis because Next bundles
// pages and route handlers separately: the authoring proxy's forgetLive must reach the page's cache.
type Cached = { key: string; atMs: number; value: Promise<StatusLive> };
const store = ((globalThis as { __statusLive?: { cached?: Cached } }).__statusLive ??= {});

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
