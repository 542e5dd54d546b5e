import { adminApiRoute } from '@/lib/status/http/manage/router';

export const dynamic = 'force-dynamic';

/** The authoring page's calls: the Manage API's records under the page's session (lib/status/http/manage/router.ts). */
const route = adminApiRoute();
export const GET = route;
export const POST = route;
export const PATCH = route;
export const PUT = route;
export const DELETE = route;
