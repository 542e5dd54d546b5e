import { manageRoute } from '@/lib/status/http/routes';
import { listPages } from '@/lib/status/authoring/pages';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(listPages);
