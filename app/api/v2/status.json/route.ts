import { v2Preflight, v2Route } from '@/lib/status/http/routes';
import { status } from '@/lib/status/read/v2';

export const dynamic = 'force-dynamic';
export const GET = v2Route(status);
export const OPTIONS = v2Preflight;
