import { toJson } from '../../core/int64-json';
import { decodedOrNull } from '../../core/uri';
import { HttpError } from '../../http/errors';
import { conditionalPlainAnswer, etagOf, toWebResponse, type PlainAnswer } from '../../http/conditional-get';
import { CORS_PREFLIGHT_HEADERS } from '../../http/cors';
import { metrics } from '../../ops/metrics';
import { errorBody, invalidArgument, tooManyValues } from '../errors';
import { parseQuery } from '../params';
import { QueryParams } from '../query';
import type { CachedAnswer } from '../response-cache';
import type { ApiContext } from './context';
import { AnswerWithMaxAge, PlainTextAnswer, pathParamNames, type AnyRoute } from './route';
import { routes } from './routes';
import { unsupportedMessage } from './unsupported';

interface CompiledRoute {
  route: AnyRoute;
  regex: RegExp;
  names: string[];
}

/**
 * Segment by segment, a literal beats a parameter, as Express routes when the literal route is registered first:
 * `/contracts/results` is the results list, never the contract named "results".
 */
export function bySpecificity(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const literal = Number(!left[i]!.startsWith(':')) - Number(!right[i]!.startsWith(':'));
    if (literal !== 0) return -literal;
  }
  return 0;
}

const compiled: CompiledRoute[] = [...routes]
  .sort((a, b) => bySpecificity(a.pattern, b.pattern))
  .map((route) => ({
    route,
    regex: new RegExp(`^${route.pattern.replace(/:[A-Za-z]+/g, '([^/]+)')}$`),
    names: pathParamNames(route.pattern),
  }));

/**
 * The reference routes without strict mode, so one trailing slash names the same resource, and it drops that
 * slash from `links.next`; taking it off here gives the same route, cache lifetime, cache entry and links. Only
 * one: Express does not match `/accounts//` either.
 */
function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function match(pathname: string): { route: AnyRoute; params: Record<string, string> } | null {
  for (const { route, regex, names } of compiled) {
    const m = regex.exec(pathname);
    if (m) return { route, params: Object.fromEntries(names.map((n, i) => [n, decodedOrNull(m[i + 1]!) ?? m[i + 1]!])) };
  }
  return null;
}

/** What a route's handler answered, and for how long it may be cached. */
export interface Served {
  body: unknown;
  maxAge: number;
  status: number;
}

/** Runs a route's handler on an already matched request (the router's core; tests call it directly). */
export async function serveRoute(
  route: AnyRoute,
  request: { path: string; params: Record<string, string>; query: QueryParams; ctx: ApiContext },
): Promise<Served> {
  const { query, ctx } = request;
  const limits = { defaultLimit: ctx.config.API_LIMIT_DEFAULT, maxLimit: ctx.config.API_LIMIT_MAX };
  const result = await route.handler({ ...request, parseQuery: () => parseQuery(query, route.query, limits, route.unknownQuery) });
  return result instanceof AnswerWithMaxAge
    ? { body: result.body, maxAge: result.maxAge, status: result.status }
    : { body: result, maxAge: route.maxAge, status: 200 };
}

/** `links.next` of a paged body, which the Link header repeats. */
function nextLinkOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('links' in body)) return null;
  const { links } = body;
  if (typeof links !== 'object' || links === null || !('next' in links)) return null;
  return typeof links.next === 'string' ? links.next : null;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An error in the API's shape. Like the reference (none of its 376 recorded 400, 404 and 500 answers carries one) it
 * sends no Cache-Control, except on a 503: the database is out, and no cache may keep that answer once it is back
 * (docs/compatibility.md).
 */
function errorAnswer(status: number, messages: readonly string[], extra: Record<string, string> = {}, detail?: string): PlainAnswer {
  const notStored: Record<string, string> = status === 503 ? { 'cache-control': 'no-store' } : {};
  return {
    status,
    headers: { 'content-type': JSON_TYPE, ...notStored, 'access-control-allow-origin': '*', ...extra },
    body: toJson(errorBody(messages, detail)),
  };
}

function answer(request: V1Request, cached: CachedAnswer, maxAge: number): PlainAnswer {
  const headers: Record<string, string> = {
    'content-type': cached.contentType ?? JSON_TYPE,
    'cache-control': `public, max-age=${maxAge}`,
    etag: cached.etag,
    'access-control-allow-origin': '*',
    vary: 'accept-encoding',
  };
  if (cached.link) headers.link = `<${cached.link}>; rel="next"`;
  return conditionalPlainAnswer(request.method, request.ifNoneMatch, cached.body, headers, cached.status);
}

/** What the router reads of a request: a web Request's, or node:http's without building one (node-listener.ts). */
export interface V1Request {
  method: string;
  url: URL;
  ifNoneMatch: string | null;
}

/** serveV1 for a web Request, as a web Response: the Next.js route, the server's in-process reads and the tests. */
export async function handleV1(request: Request, ctx: ApiContext): Promise<Response> {
  return toWebResponse(await serveV1({ method: request.method, url: new URL(request.url), ifNoneMatch: request.headers.get('if-none-match') }, ctx));
}

/**
 * Serves one /api/v1 request: routing, method check, response cache, ETag/304, Link, error mapping; timed per route.
 * The answer is plain data: building a web Response and reading it back cost the product server about a tenth of its
 * CPU per request.
 */
export async function serveV1(request: V1Request, ctx: ApiContext): Promise<PlainAnswer> {
  const started = performance.now();
  const pathname = withoutTrailingSlash(request.url.pathname);
  const found = match(pathname);
  const response = await answerV1(request, ctx, pathname, found);
  const labels = { api: 'v1', route: found?.route.pattern ?? 'unmatched', method: request.method, status: String(response.status) };
  metrics().requestSeconds.observe(labels, (performance.now() - started) / 1000);
  return response;
}

async function answerV1(request: V1Request, ctx: ApiContext, pathname: string, found: ReturnType<typeof match>): Promise<PlainAnswer> {
  const { url } = request;
  if (request.method === 'OPTIONS') return { status: 204, headers: { ...CORS_PREFLIGHT_HEADERS }, body: null };
  const unsupported = unsupportedMessage(request.method, pathname);
  if (unsupported) return errorAnswer(501, [unsupported]);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return errorAnswer(405, [`Method ${request.method} is not allowed: this API is read-only`], { allow: 'GET, HEAD' });
  }
  if (!found) return errorAnswer(404, ['Not found']);
  const key = pathname + url.search;
  try {
    if (ctx.cache) {
      const hit = await ctx.cache.get(key);
      metrics().cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
      if (hit) return answer(request, hit, Math.max(0, Math.ceil((hit.expiresAt - Date.now()) / 1000)));
    }
    const query = new QueryParams(url.search);
    const max = ctx.config.API_MAX_REPEATED_QUERY_PARAMETERS;
    const repeated = query.repeatedOver(max);
    if (repeated.length) throw invalidArgument(repeated.map(([name, count]) => tooManyValues(name, count, max)));
    const { body, maxAge, status } = await serveRoute(found.route, { path: pathname, params: found.params, query, ctx });
    const plain = body instanceof PlainTextAnswer;
    const text = plain ? body.text : toJson(body);
    const fresh: CachedAnswer = { body: text, etag: etagOf(text), link: nextLinkOf(body), expiresAt: Date.now() + maxAge * 1000 };
    if (status !== 200) fresh.status = status;
    if (plain) fresh.contentType = 'text/plain; charset=utf-8';
    await ctx.cache?.set(key, fresh);
    return answer(request, fresh, maxAge);
  } catch (error) {
    if (error instanceof HttpError) return errorAnswer(error.status, error.messages, {}, error.detail);
    console.error(`GET ${key} failed:`, error);
    if (isTimeout(error)) return errorAnswer(503, ['Service Unavailable']);
    // The reference's DbError: clients retry a 503, not a 500.
    if (isUnreachable(error)) return errorAnswer(503, ['Unable to connect to database. Please retry later']);
    return errorAnswer(500, ['Internal error']);
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

// "Query read timeout": the pool's own deadline (lib/db/pg-driver.ts) when the server does not answer at all.
function isTimeout(error: unknown): boolean {
  return error instanceof Error && /statement timeout|canceling statement|Query read timeout/i.test(error.message);
}
