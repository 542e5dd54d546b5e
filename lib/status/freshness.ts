import { settleWithin } from '../core/deadline';
import type { StatusContext } from './context';
import { refreshHealth } from './health/refresh';
import { applyMaintenanceTransitions, transitionNow } from './maintenance';
import { publicView, type PublicView } from './read/public-view';
import { ensurePageExists } from './store/page';

/**
 * Brings the store up to date with the clock and the ledger, and answers the public view at the resulting revision:
 * creates the page row on first use, refreshes the components computed from the ledger (at most every few seconds,
 * see refreshHealth, which advances the revision when what it computes changed) and applies the maintenance
 * transitions that are due, each dated at its scheduled boundary, so one due while the server was down is applied
 * on the next request with the right timeline. The view knows when the next transition is due, so a request in
 * between reads nothing but the revision.
 *
 * Reads never do this themselves, so a lookup such as the explorer proxy's 404 check writes nothing. The handlers
 * that answer with current state call it first: the /api/v2 wrapper (v2Route) and listener, the status pages, feeds
 * and badge (statusContext in app/status/_data/live.ts), and every authoring request (openPage), so a write never
 * races a pending transition.
 *
 * A failing ledger must not take the status page down with it: the refresh error is logged and the last known
 * state is served.
 */
export async function ensureFresh(ctx: StatusContext): Promise<PublicView> {
  await ensurePageExists(ctx.db, ctx.clock);
  // A slow or frozen ledger must not hold the page: after REFRESH_WAIT_MS it answers from the last known state while the
  // refresh goes on (later requests share it).
  const refresh = refreshHealth(ctx).catch((error: unknown) => console.error('status: health refresh failed:', (error as Error).message));
  await settleWithin(REFRESH_WAIT_MS, refresh, undefined);
  const view = await publicView(ctx);
  if (view.nextTransitionMs === null || transitionNow(ctx).getTime() < view.nextTransitionMs) return view;
  // A move advances the revision (touchPage), so the view is read again at the new one.
  await applyMaintenanceTransitions(ctx);
  return publicView(ctx);
}

/** How long a status request waits for the ledger health refresh before answering without it. */
export const REFRESH_WAIT_MS = 700;
