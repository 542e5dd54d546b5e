import 'server-only';
import { defaultContext, type StatusContext } from '@/lib/status/context';
import { freshView } from '@/lib/status/read/fresh-view';
import type { PublicView } from '@/lib/status/read/public-view';

/**
 * The status context for a server component. Every page that takes it shows current state (the status pages,
 * feeds, badge and the home page's status figure), so the store is brought up to date first; the explorer proxy's
 * 404 check builds its own context and stays read-only. Absolute links come from PUBLIC_URL, never the request.
 */
export async function statusContext(): Promise<StatusContext> {
  return (await statusView()).ctx;
}

/** The context and the public view at the store's current revision, brought up to date first (freshView). */
export async function statusView(): Promise<PublicView & { ctx: StatusContext }> {
  const ctx = await defaultContext();
  return { ...(await freshView(ctx)), ctx };
}
