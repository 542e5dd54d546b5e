import { manageRoute } from '@/lib/status/http/routes';
import { deleteSubscriberRoute } from '@/lib/status/authoring/subscribers';

export const dynamic = 'force-dynamic';
export const DELETE = manageRoute(deleteSubscriberRoute);
