import { settleWithin } from '../core/deadline';
import type { StatusContext } from './context';
import { refreshHealth } from './health/refresh';
import { applyMaintenanceTransitions } from './maintenance';
import { ensurePageExists } from './store/page';

/**
 * Brings the store up to date with the clock and the ledger: creates the page row on first use, refreshes the
 * components computed from the ledger (at most every few seconds, see refreshHealth, which advances the page's
 * revision when what it computes changed) and applies the maintenance transitions that are due, each dated at its
 * scheduled boundary, so one due while the server was down is applied on the next request with the right timeline.
 *
 * Reads never do this themselves, so a lookup such as the explorer proxy's 404 check writes nothing. The handlers
 * that answer with current state call it first: the public reads through freshView (read/fresh-view.ts, which knows
 * from the view when a transition is due and so reads nothing else between them), the /api/v2 route wrapper, and
 * every authoring request (openPage), so a write never races a pending transition.
 */
export async function ensureFresh(ctx: StatusContext): Promise<void> {
  await ensureHealthFresh(ctx);
  await applyMaintenanceTransitions(ctx);
}

/**
 * The page row and the health refresh. A failing ledger must not take the status page down with it: the refresh
 * error is logged and the last known state is served; a slow or frozen one is waited for REFRESH_WAIT_MS at most,
 * while the refresh goes on (later requests share it).
 */
export async function ensureHealthFresh(ctx: StatusContext): Promise<void> {
  await ensurePageExists(ctx.db, ctx.clock);
  const run = refreshHealth(ctx);
  // Between refreshes refreshHealth hands back the last run: once it has settled, nothing is left to wait for, and
  // a request costs neither a statement nor a timer.
  if (settled.has(run)) return;
  await settleWithin(REFRESH_WAIT_MS, watched(run), undefined);
}

const settled = new WeakSet<Promise<void>>();
const logged = new WeakMap<Promise<void>, Promise<void>>();

/** The run, its failure logged once however many requests wait on it, and marked settled when it is. */
function watched(run: Promise<void>): Promise<void> {
  let found = logged.get(run);
  if (!found) {
    found = run
      .catch((error: unknown) => console.error('status: health refresh failed:', (error as Error).message))
      .finally(() => settled.add(run));
    logged.set(run, found);
  }
  return found;
}

/** How long a status request waits for the ledger health refresh before answering without it. */
export const REFRESH_WAIT_MS = 700;
