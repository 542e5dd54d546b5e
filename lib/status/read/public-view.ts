import type { StatusLive, SystemMetricsResponse, UptimeResponse } from '../../schemas/status';
import { STATUS_SETTINGS, type StatusContext } from '../context';
import { systemMetrics } from '../metrics/series';
import { nextMaintenanceBoundary, uptimeInputs } from '../store/uptime-inputs';
import { buildLive, ledgerDownSince } from './live';
import { currentRevision } from './revision';
import { everyComponentUptime } from './uptime-days';
import { buildV2Documents, type V2Documents } from './v2-documents';
import { loadView } from '../page-view';

/**
 * Everything the public side shows, read once per page revision: the eight /api/v2 documents, every component's
 * uptime, the system metrics, and the status page's live data (which is made of those). `/status`, its feeds and
 * badge and every /api/v2 document are drawn from it, so they agree with each other and cost no statement
 * when nothing changed (one read of the revision while the announcements are not heard).
 *
 * The revision (status.page.revision) is advanced in the status store by every write that changes what readers see
 * (touchPage), by the health refresh when a computed status, span or metric minute changes (health/refresh.ts), and
 * by the maintenance moves; every bump is announced to every instance (read/revision.ts), which otherwise reads it
 * per request, so a write on one shows on all at once.
 */
export interface PublicView {
  /** The revision the view was read at (or later: a write while it was built leaves it newer, never older). */
  revision: string;
  documents: V2Documents;
  uptime: ReadonlyMap<string, UptimeResponse>;
  metrics: { day: SystemMetricsResponse; week: SystemMetricsResponse };
  live: StatusLive;
  /** When the ledger stopped answering, while it does not (the page says since when). */
  ledgerDownSince: string | null;
  /** When the next automatic maintenance move is due: the view is rebuilt after applying it. */
  nextTransitionMs: number | null;
}

export async function buildPublicView(ctx: StatusContext): Promise<PublicView> {
  const view = await loadView(ctx);
  const nowMs = ctx.clock.nowMs();
  const horizon = new Date(nowMs - (STATUS_SETTINGS.uptimeDays + 1) * 86_400_000);
  const [documents, inputs, day, week, boundary] = await Promise.all([
    buildV2Documents(ctx, view),
    uptimeInputs(ctx.db, horizon),
    systemMetrics(ctx, 'day', view),
    systemMetrics(ctx, 'week', view),
    nextMaintenanceBoundary(ctx.db),
  ]);
  const uptime = everyComponentUptime(view, inputs, nowMs);
  const live = await buildLive(ctx, documents, uptime);
  return {
    revision: view.page.revision,
    documents,
    uptime,
    metrics: { day, week },
    live,
    ledgerDownSince: live.ledger.reachable ? null : await ledgerDownSince(ctx),
    nextTransitionMs: boundary?.getTime() ?? null,
  };
}

/** The one cached view of a process (or of a test's simulated instance), and the revision it was asked for at. */
export interface ViewCache {
  current?: { revision: string; view: Promise<PublicView> };
}

export const newViewCache = (): ViewCache => ({});

// Per status store, so tests on fresh databases (whose revisions start alike) never share a view; on globalThis
// because Next bundles pages and route handlers separately, and they must share the process's one view.
const perStore = ((globalThis as { __statusViews?: WeakMap<object, ViewCache> }).__statusViews ??= new WeakMap());

function cacheOf(ctx: StatusContext): ViewCache {
  let cache = perStore.get(ctx.db);
  if (!cache) perStore.set(ctx.db, (cache = newViewCache()));
  return cache;
}

/**
 * The view at the store's current revision: no statement when this process hears the revision announced (else one
 * read of it), and the view built once per revision for
 * every request of this process (concurrent requests share one build). A pure read; ensureFresh (freshness.ts)
 * brings the store up to date first. `cache` is the process's own unless a test simulates several instances.
 */
export async function publicView(ctx: StatusContext, cache: ViewCache = cacheOf(ctx)): Promise<PublicView> {
  const revision = await currentRevision(ctx.db);
  if (revision === null) throw new Error('status.page has no row yet: ensureFresh creates it before the first read');
  if (cache.current?.revision === revision) return cache.current.view;
  const entry = { revision, view: buildPublicView(ctx) };
  cache.current = entry;
  entry.view.catch(() => {
    if (cache.current === entry) cache.current = undefined; // the next request builds again
  });
  return entry.view;
}
