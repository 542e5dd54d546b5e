import { loadLive } from '@/lib/status/read/live';
import { statusContext } from '../_data/live';

export const dynamic = 'force-dynamic';

/** The status page's live data (its 30 s refresh); built from the /api/v2 read functions. */
export async function GET(): Promise<Response> {
  const live = await loadLive(await statusContext());
  return Response.json(live, { headers: { 'Cache-Control': 'no-store' } });
}
