import { v2Preflight, v2Route } from '@/lib/status/http/routes';
import { unsubscribeByQueryRoute } from '@/lib/status/http/public-subscribers';
import { incidents } from '@/lib/status/read/v2';

export const dynamic = 'force-dynamic';
export const GET = v2Route(incidents);
export const OPTIONS = v2Preflight;
/** The `statuspage.io` client unsubscribes here (`DELETE /api/v2/incidents.json?subscriber[id]=…`). */
export const DELETE = unsubscribeByQueryRoute();
