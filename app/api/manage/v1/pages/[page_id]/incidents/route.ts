import { manageRoute } from '@/lib/status/http/routes';
import { createIncident, listRoute } from '@/lib/status/authoring/incidents';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(listRoute('all'));
export const POST = manageRoute(createIncident);
