import { corsPreflight } from '@/lib/http/cors';
import { getNetworkStatsCsv } from '@/lib/status/http/network-stats';

export const dynamic = 'force-dynamic';
export const GET = getNetworkStatsCsv;
export const OPTIONS = corsPreflight;
