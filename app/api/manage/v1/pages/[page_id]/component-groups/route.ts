import { manageRoute } from '@/lib/status/http/routes';
import { createGroup, listGroups } from '@/lib/status/authoring/groups';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(listGroups);
export const POST = manageRoute(createGroup);
