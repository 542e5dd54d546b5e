import { manageRoute } from '@/lib/status/http/routes';
import { createComponent, listComponents } from '@/lib/status/authoring/components';

export const dynamic = 'force-dynamic';
export const GET = manageRoute(listComponents);
export const POST = manageRoute(createComponent);
