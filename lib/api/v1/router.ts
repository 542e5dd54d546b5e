import { maxAgeFor } from '../cache-control';
import { ApiError, InvalidArgumentError, errorBody, tooManyValues } from '../errors';
import { toJson } from '../../core/int64-json';
import { QueryParams } from '../query';
import { etagOf, type CachedAnswer } from '../response-cache';
import type { ApiContext } from './context';
import { CACHE_MAX_AGE, type V1Route } from './route-types';
import { routes } from './routes';

interface CompiledRoute extends V1Route {
  regex: RegExp;
  names: string[];
}

function compile(route: V1Route): CompiledRoute {
  const names: string[] = [];
  const source = route.pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...route, regex: new RegExp(`^${source}$`), names };
}

const compiled = routes.map(compile);

/**
 * The reference routes without strict mode, so one trailing slash names the same resource, and it drops that
 * slash from `links.next`; taking it off here gives the same route, cache lifetime, cache entry and links. Only
 * one: Express does not match `/accounts//` either.
 */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function match(pathname: string): { route: CompiledRoute; params: Record<string, string> } | null {
  for (const route of compiled) {
    const m = route.regex.exec(pathname);
    if (!m) continue;
    const params = Object.fromEntries(route.names.map((n, i) => [n, safeDecode(m[i + 1]!)]));
    return { route, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

function errorResponse(status: number, messages: string[], extra: HeadersInit = {}): Response {
  return new Response(toJson(errorBody(messages)), {
    status,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', 'access-control-allow-origin': '*', ...extra },
  });
}

function answer(request: Request, cached: CachedAnswer, maxAge: number): Response {
  const headers: Record<string, string> = {
    'content-type': JSON_TYPE,
    'cache-control': `public, max-age=${maxAge}`,
    etag: cached.etag,
    'access-control-allow-origin': '*',
    vary: 'accept-encoding',
  };
  if (cached.link) headers.link = `<${cached.link}>; rel="next"`;
  if (request.headers.get('if-none-match') === cached.etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? null : cached.body, { status: 200, headers });
}

/** Serves one /api/v1 request: routing, method check, response cache, ETag/304, Link, error mapping. */
export async function handleV1(request: Request, ctx: ApiContext): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return errorResponse(405, [`Method ${request.method} is not allowed: this API is read-only`], { allow: 'GET, HEAD' });
  }
  const url = new URL(request.url);
  const pathname = withoutTrailingSlash(url.pathname);
  const found = match(pathname);
  if (!found) return errorResponse(404, ['Not found']);
  const routeMaxAge = maxAgeFor(pathname);
  const key = pathname + url.search;
  try {
    const hit = await ctx.cache?.get(key);
    if (hit) return answer(request, hit, Math.max(0, Math.ceil((hit.expiresAt - Date.now()) / 1000)));
    const query = new QueryParams(url.search);
    const max = ctx.config.API_MAX_REPEATED_QUERY_PARAMETERS;
    const repeated = query.repeatedOver(max);
    if (repeated.length) throw new InvalidArgumentError(repeated.map(([name, count]) => tooManyValues(name, count, max)));
    const body = await found.route.handler({ path: pathname, params: found.params, query, ctx });
    const maxAge = (body as { [CACHE_MAX_AGE]?: number })[CACHE_MAX_AGE] ?? routeMaxAge;
    const text = toJson(body);
    const link = (body as { links?: { next?: string | null } }).links?.next ?? null;
    const fresh: CachedAnswer = { body: text, etag: etagOf(text), link, expiresAt: Date.now() + maxAge * 1000 };
    await ctx.cache?.set(key, fresh);
    return answer(request, fresh, maxAge);
  } catch (error) {
    if (error instanceof ApiError) return errorResponse(error.status, error.messages);
    console.error(`GET ${key} failed:`, error);
    if (isTimeout(error)) return errorResponse(503, ['Service Unavailable']);
    // The reference's DbError: clients retry a 503, not a 500.
    if (isUnreachable(error)) return errorResponse(503, ['Unable to connect to database. Please retry later']);
    return errorResponse(500, ['Internal error']);
  }
}

const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P03']);

/** The database cannot be reached (refused, gone, shutting down, starting up) rather than the query failing. */
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_FAILURES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isUnreachable);
  return /Connection terminated|timeout exceeded when trying to connect/i.test(error.message);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && /statement timeout|canceling statement/i.test(error.message);
}
