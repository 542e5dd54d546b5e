import { manageRoute } from '@/lib/status/http/routes';
import { deleteComponent, getComponent, updateComponent } from '@/lib/status/authoring/components';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(getComponent);
export const PATCH = manageRoute(updateComponent);
export const PUT = PATCH;
export const DELETE = manageRoute(deleteComponent);
