import { statusView } from '../_data/live';

export const dynamic = 'force-dynamic';

/** The status page's live data (its 30 s refresh): from the view of the page's current revision. */
export async function GET(): Promise<Response> {
  const { live } = await statusView();
  return Response.json(live, { headers: { 'Cache-Control': 'no-store' } });
}
