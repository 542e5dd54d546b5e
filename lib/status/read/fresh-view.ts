import type { StatusContext } from '../context';
import { ensureHealthFresh } from '../freshness';
import { applyMaintenanceTransitions, transitionNow } from '../maintenance';
import { publicView, type PublicView } from './public-view';

/**
 * ensureFresh for the public reads, answering the view at the resulting revision: the page row and the health
 * refresh, then the view, which knows when the next maintenance transition is due; only then are transitions
 * applied (they advance the revision) and the view read again. In between, a request reads the revision alone.
 */
export async function freshView(ctx: StatusContext): Promise<PublicView> {
  await ensureHealthFresh(ctx);
  const view = await publicView(ctx);
  if (view.nextTransitionMs === null || transitionNow(ctx).getTime() < view.nextTransitionMs) return view;
  await applyMaintenanceTransitions(ctx);
  return publicView(ctx);
}
