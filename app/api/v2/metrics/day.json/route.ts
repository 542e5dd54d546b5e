import { v2Preflight, v2Route } from '@/lib/status/http/routes';
import { systemMetrics } from '@/lib/status/read/v2';

export const dynamic = 'force-dynamic';
export const GET = v2Route((ctx) => systemMetrics(ctx, 'day'));
export const OPTIONS = v2Preflight;
