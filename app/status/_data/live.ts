import 'server-only';
import { defaultContext, type StatusContext } from '@/lib/status/context';
import { ensureFresh } from '@/lib/status/freshness';

/**
 * The status context for a server component. Every page that takes it shows current state (the status pages,
 * feeds, badge and the home page's status figure), so the store is brought up to date first; the explorer proxy's
 * 404 check builds its own context and stays read-only. Absolute links come from PUBLIC_URL, never the request.
 */
export async function statusContext(): Promise<StatusContext> {
  const ctx = await defaultContext();
  await ensureFresh(ctx);
  return ctx;
}
