import { manageRoute } from '@/lib/status/http/routes';
import { deleteGroup, getGroup, updateGroup } from '@/lib/status/authoring/groups';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(getGroup);
export const PATCH = manageRoute(updateGroup);
export const PUT = PATCH;
export const DELETE = manageRoute(deleteGroup);
