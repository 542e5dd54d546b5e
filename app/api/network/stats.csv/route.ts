import { corsPreflight } from '@/lib/http/cors';
import { getNetworkStatsCsv } from '@/lib/status/network/http';

export const dynamic = 'force-dynamic';
export const GET = getNetworkStatsCsv;
export const OPTIONS = corsPreflight;
