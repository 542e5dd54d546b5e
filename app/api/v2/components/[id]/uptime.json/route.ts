import { v2Preflight, v2Route } from '@/lib/status/http/routes';
import { componentUptime } from '@/lib/status/read/v2';

export const dynamic = 'force-dynamic';
export const GET = v2Route<{ id: string }>((ctx, params) => componentUptime(ctx, params.id));
export const OPTIONS = v2Preflight;
