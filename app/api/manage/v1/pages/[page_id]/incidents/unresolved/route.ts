import { manageRoute } from '@/lib/status/http/routes';
import { listRoute } from '@/lib/status/authoring/incidents';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(listRoute('unresolved'));
