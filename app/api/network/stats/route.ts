import { corsPreflight } from '@/lib/http/cors';
import { getNetworkStats } from '@/lib/status/network/http';

export const dynamic = 'force-dynamic';
export const GET = getNetworkStats;
export const OPTIONS = corsPreflight;
