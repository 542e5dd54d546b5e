import { corsPreflight } from '@/lib/http/cors';
import { getNodeActivity } from '@/lib/status/http/network-stats';

export const dynamic = 'force-dynamic';
export const GET = getNodeActivity;
export const OPTIONS = corsPreflight;
