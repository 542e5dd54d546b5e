import { subscribersRoute } from '@/lib/status/http/public-subscribers';

export const dynamic = 'force-dynamic';
const route = subscribersRoute();
export const GET = route;
export const POST = route;
