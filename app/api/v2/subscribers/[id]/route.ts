import { unsubscribeByIdRoute } from '@/lib/status/http/public-subscribers';

export const dynamic = 'force-dynamic';
export const DELETE = unsubscribeByIdRoute();
