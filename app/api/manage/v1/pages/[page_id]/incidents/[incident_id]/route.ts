import { manageRoute } from '@/lib/status/http/routes';
import { deleteIncident, getIncident, updateIncident } from '@/lib/status/authoring/incidents';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(getIncident);
export const PATCH = manageRoute(updateIncident);
// Statuspage accepts PUT with the same body.
export const PUT = PATCH;
export const DELETE = manageRoute(deleteIncident);
