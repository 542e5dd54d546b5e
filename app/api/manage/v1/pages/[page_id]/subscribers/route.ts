import { manageRoute } from '@/lib/status/http/routes';
import { createSubscriberRoute, listSubscriberRoute } from '@/lib/status/authoring/subscribers';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(listSubscriberRoute);
export const POST = manageRoute(createSubscriberRoute);
