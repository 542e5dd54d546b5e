import { createComponent, deleteComponent, listComponents, updateComponent } from '@/lib/status/authoring/components';
import { createGroup, deleteGroup, listGroups, updateGroup } from '@/lib/status/authoring/groups';
import { createIncident, deleteIncident, getIncident, listRoute, updateIncident } from '@/lib/status/authoring/incidents';
import { createSubscriberRoute, deleteSubscriberRoute, listSubscriberRoute } from '@/lib/status/authoring/subscribers';
import { defaultContext, type StatusContext } from '@/lib/status/context';
import { manageRoute, type ManageRequest, type ManageResult } from '@/lib/status/http/routes';
import { ensurePage } from '@/lib/status/store/page';
import { HttpError } from '@/lib/http/errors';
import { readBoundedText } from '@/lib/http/json-body';
import { MAX_BODY_BYTES } from '@/lib/status/http/respond';
import { adminSessionValid, sameOrigin, sessionIdOf } from '@/lib/status/http/admin-session';

export const dynamic = 'force-dynamic';

type Fn = (ctx: StatusContext, req: ManageRequest<Record<string, string>>) => Promise<ManageResult>;
type Methods = Partial<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Fn>>;

/** `/status/admin/api/<collection>[/<id>]` → the authoring function, and the path parameter it reads. */
const ROUTES: Record<string, { list: Methods; item: Methods; idParam: string }> = {
  incidents: {
    list: { GET: listRoute('all') as Fn, POST: createIncident as Fn },
    item: { GET: getIncident as Fn, PATCH: updateIncident as Fn, DELETE: deleteIncident as Fn },
    idParam: 'incident_id',
  },
  components: {
    list: { GET: listComponents as Fn, POST: createComponent as Fn },
    item: { PATCH: updateComponent as Fn, DELETE: deleteComponent as Fn },
    idParam: 'component_id',
  },
  'component-groups': {
    list: { GET: listGroups as Fn, POST: createGroup as Fn },
    item: { PATCH: updateGroup as Fn, DELETE: deleteGroup as Fn },
    idParam: 'component_group_id',
  },
  subscribers: {
    list: { GET: listSubscriberRoute as Fn, POST: createSubscriberRoute as Fn },
    item: { DELETE: deleteSubscriberRoute as Fn },
    idParam: 'subscriber_id',
  },
};

const error = (status: number, message: string) =>
  Response.json({ error: message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * The authoring page's same-origin proxy: a live session (the http-only cookie) stands for the admin token, which
 * this hands to the Manage API's own functions (validation and auth stay theirs); the browser never holds it.
 */
async function handle(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const method = request.method as keyof Methods;
  const ctx = await defaultContext(request);
  if (method !== 'GET' && !sameOrigin(request, ctx.config)) return error(403, 'cross-site request refused');
  const token = ctx.config.STATUS_ADMIN_TOKEN;
  if (!token || !(await adminSessionValid(ctx, sessionIdOf(request.headers.get('cookie'))))) return error(401, 'not signed in');
  const [collection, id, ...rest] = (await params).path;
  const route = collection ? ROUTES[collection] : undefined;
  if (!route || rest.length > 0) return error(404, 'no such authoring path');
  const fn = (id === undefined ? route.list : route.item)[method];
  if (!fn) return error(405, `${method} is not allowed here`);

  const page = await ensurePage(ctx.db, ctx.clock);
  const url = new URL(request.url);
  let body: string | undefined;
  try {
    body = method === 'GET' || method === 'DELETE' ? undefined : await readBoundedText(request, MAX_BODY_BYTES);
  } catch (problem) {
    if (problem instanceof HttpError) return error(problem.status, problem.message);
    throw problem;
  }
  const forwarded = new Request(`${url.origin}/api/manage/v1/pages/${page.id}/${collection}${id ? `/${id}` : ''}${url.search}`, {
    method,
    headers: { Authorization: `OAuth ${token}`, 'Content-Type': 'application/json' },
    body,
  });
  const pathParams: Record<string, string> = { page_id: page.id };
  if (id !== undefined) pathParams[route.idParam] = id;
  return manageRoute(fn)(forwarded, { params: Promise.resolve(pathParams) });
}

export const GET = handle;
export const POST = handle;
export const PATCH = handle;
export const DELETE = handle;
