import 'server-only';
import { headers } from 'next/headers';
import { defaultContext, type StatusContext } from '@/lib/status/context';
import { ensureFresh } from '@/lib/status/freshness';

/**
 * The status context for a server component, with the request's origin from the forwarded headers. Every page
 * that takes it shows current state (the status pages, feeds, badge and the home page's status figure), so the
 * store is brought up to date first; the explorer proxy's 404 check builds its own context and stays read-only.
 */
export async function statusContext(): Promise<StatusContext> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? 'http';
  const ctx = await defaultContext(new Request(`${proto}://${host}/status`));
  await ensureFresh(ctx);
  return ctx;
}
