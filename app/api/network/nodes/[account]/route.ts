import { corsPreflight } from '@/lib/http/cors';
import { getNodeActivity } from '@/lib/status/network/http';

export const dynamic = 'force-dynamic';
export const GET = getNodeActivity;
export const OPTIONS = corsPreflight;
