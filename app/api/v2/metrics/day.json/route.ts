import { v2Preflight, v2Route } from '@/lib/status/http/routes';
import { recentSystemMetrics } from '@/lib/status/metrics/series';

export const dynamic = 'force-dynamic';
export const GET = v2Route((ctx) => recentSystemMetrics(ctx, 'day'));
export const OPTIONS = v2Preflight;
