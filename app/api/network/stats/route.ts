import { corsPreflight } from '@/lib/http/cors';
import { getNetworkStats } from '@/lib/status/http/network-stats';

export const dynamic = 'force-dynamic';
export const GET = getNetworkStats;
export const OPTIONS = corsPreflight;
