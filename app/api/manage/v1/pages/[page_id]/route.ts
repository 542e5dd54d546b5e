import { manageRoute } from '@/lib/status/http/routes';
import { getPage } from '@/lib/status/authoring/pages';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(getPage);
