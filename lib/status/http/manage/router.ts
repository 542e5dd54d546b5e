import { decodedOrNull } from '../../../core/uri';
import { HttpError } from '../../../http/errors';
import { defaultContext, type StatusContext } from '../../context';
import { ensurePage } from '../../store/page';
import { adminSessionValid, sameOrigin, sessionIdOf } from '../admin-session';
import { authorize } from '../auth';
import { parseWith } from '../../parse';
import { errorBody, jsonResponse, readJsonBody } from '../respond';
import { manageOpenApi } from './openapi';
import { pathParamNames, type AnyManageRecord } from './record';
import { MANAGE_ROUTES } from './routes';

/**
 * The Manage API's one router, mounted twice: under /api/manage/v1 for API keys (`Authorization: OAuth <key>`) and
 * under /status/admin/api for the authoring page's session cookie. Both call the same records with the same
 * parsed body; only the credential check differs, so nothing is forwarded or re-signed.
 */

interface Compiled {
  record: AnyManageRecord;
  regex: RegExp;
  names: string[];
}

/** Literal segments before parameters (`/incidents/unresolved` is never the incident named "unresolved"). */
const literalsFirst = (pattern: string) =>
  pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '1' : '0'))
    .join('');

const compiled: Compiled[] = [...MANAGE_ROUTES]
  .sort((a, b) => literalsFirst(a.pattern).localeCompare(literalsFirst(b.pattern)))
  .map((record) => ({
    record,
    regex: new RegExp(`^${record.pattern.replace(/:[a-z_]+/g, '([^/]+)')}/?$`),
    names: pathParamNames(record.pattern),
  }));

export interface ManageMatch {
  record: AnyManageRecord;
  params: Record<string, string>;
}

/** The record for a method and a path below the mount; 404 for an unknown path, 405 naming what the path allows. */
export function matchManage(method: string, path: string): ManageMatch {
  const allowed: string[] = [];
  for (const { record, regex, names } of compiled) {
    const m = regex.exec(path);
    if (!m) continue;
    if (record.method !== method) {
      allowed.push(record.method);
      continue;
    }
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const raw = m[i + 1]!;
      const value = decodedOrNull(raw);
      if (value === null) throw new HttpError(400, `${name}: not a valid path segment`);
      params[name] = value;
    });
    return { record, params };
  }
  if (allowed.length > 0)
    throw new HttpError(405, `${method} is not allowed here; use ${[...new Set(allowed)].join(', ')}`, undefined, {
      Allow: [...new Set(allowed)].join(', '),
    });
  throw new HttpError(404, `no Manage API endpoint at ${path}`);
}

const readsBody = (request: Request) =>
  request.method !== 'GET' && request.method !== 'DELETE' && request.method !== 'HEAD';

/** Runs a matched record: its body parsed with its schema (a 400 naming the field otherwise), then its function. */
export async function serveManage(ctx: StatusContext, match: ManageMatch, rawBody: unknown, url: URL) {
  const { record, params } = match;
  const body = record.body ? parseWith(record.body, rawBody ?? {}) : undefined;
  return record.handler(ctx, { params, body, url });
}

type Authenticate = (ctx: StatusContext, request: Request) => Promise<void>;

/** Shapes what a mount answers: JSON, never cached, errors as `{"error": "..."}`. */
function mount(
  pathOf: (ctx: StatusContext, request: Request, segments: string[]) => Promise<string>,
  authenticate: Authenticate,
  contextOf: (request: Request) => Promise<StatusContext>,
) {
  return async (request: Request, args: { params: Promise<{ path?: string[] }> }): Promise<Response> => {
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
    try {
      const ctx = await contextOf(request);
      const segments = (await args.params).path ?? [];
      if (request.method === 'GET' && segments.join('/') === 'openapi.json') {
        return jsonResponse(request, manageOpenApi(), { headers });
      }
      await authenticate(ctx, request);
      const url = new URL(request.url);
      const match = matchManage(request.method, await pathOf(ctx, request, segments));
      const rawBody = readsBody(request) && match.record.body ? await readJsonBody(request) : undefined;
      const result = await serveManage(ctx, match, rawBody, url);
      return jsonResponse(request, result.body, { status: result.status ?? 200, headers });
    } catch (error) {
      const { status, message } = errorBody(error);
      const extra: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'OAuth realm="status"' } : {};
      if (error instanceof HttpError) Object.assign(extra, error.headers);
      return jsonResponse(request, { error: message }, { status, headers: { ...headers, ...extra } });
    }
  };
}

const rawPath = (segments: string[]) => `/${segments.map(encodeURIComponent).join('/')}`;

/** `/api/manage/v1/[...path]`: Statuspage's paths, the API key in `Authorization`. */
export function manageApiRoute(contextOf: (request: Request) => Promise<StatusContext> = defaultContext) {
  return mount(
    async (_ctx, _request, segments) => rawPath(segments),
    async (ctx, request) => authorize(request, ctx.config),
    contextOf,
  );
}

/**
 * `/status/admin/api/[...path]`: the authoring page's calls, `/status/admin/api/incidents` meaning
 * `/pages/<our page>/incidents`. A live session (the http-only cookie) is the credential; writes must come from our
 * own origin. Every write advances the page's revision, so
 * the author sees it at once on every instance.
 */
export function adminApiRoute(contextOf: (request: Request) => Promise<StatusContext> = defaultContext) {
  return mount(
    async (ctx, _request, segments) => `/pages/${(await ensurePage(ctx.db, ctx.clock)).id}${rawPath(segments)}`,
    async (ctx, request) => {
      if (request.method !== 'GET' && !sameOrigin(request, ctx.config))
        throw new HttpError(403, 'cross-site request refused');
      if (!ctx.config.STATUS_ADMIN_TOKEN) throw new HttpError(401, 'not signed in');
      if (!(await adminSessionValid(ctx, sessionIdOf(request.headers.get('cookie')))))
        throw new HttpError(401, 'not signed in');
    },
    contextOf,
  );
}
