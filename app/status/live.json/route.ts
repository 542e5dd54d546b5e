import { freshLive } from '@/lib/status/live-snapshot';
import { statusContext } from '../_data/live';

export const dynamic = 'force-dynamic';

/** The status page's live data (its 30 s refresh): the shared snapshot, rebuilt every few seconds. */
export async function GET(): Promise<Response> {
  const live = await freshLive(await statusContext());
  return Response.json(live, { headers: { 'Cache-Control': 'no-store' } });
}
