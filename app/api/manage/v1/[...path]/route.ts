import { manageApiRoute } from '@/lib/status/http/manage/router';

export const dynamic = 'force-dynamic';

/** Statuspage's Manage API v1: every endpoint is a record in lib/status/http/manage/routes.ts. */
const route = manageApiRoute();
export const GET = route;
export const POST = route;
export const PATCH = route;
export const PUT = route;
export const DELETE = route;
