import { v2Preflight, v2Route } from '@/lib/status/http/routes';
import { scheduledMaintenances } from '@/lib/status/read/v2';

export const dynamic = 'force-dynamic';
export const GET = v2Route(scheduledMaintenances);
export const OPTIONS = v2Preflight;
