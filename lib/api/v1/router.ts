import { toJson } from '../../core/int64-json';
import { decodedOrNull } from '../../core/uri';
import { HttpError } from '../../http/errors';
import { conditionalPlainAnswer, etagOf, toWebResponse, type PlainAnswer } from '../../http/conditional-get';
import { authenticateBasic } from '../../http/basic-auth';
import { corsPreflightHeaders } from '../../http/cors';
import { metrics } from '../../ops/metrics';
import { errorBody, invalidArgument } from '../errors';
import { parseQuery } from '../params';
import { QueryParams, refusedQueryString } from '../query';
import type { CachedAnswer } from '../response-cache';
import type { ApiContext } from './context';
import { AnswerWithMaxAge, PlainTextAnswer, pathParamNames, type AnyRoute } from './route';
import { routes } from './routes';
import { readBoundedBytes } from '../../http/json-body';
import { JAVA_JSON_TYPE, JAVA_TEXT_TYPE } from './java-errors';
import { OPCODES_PATH, opcodeTrace } from './opcodes';
import { findPostRoute, type PostInput, type PostRoute } from './post-routes';
import { Web3Error } from './web3-error';

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
    if (m)
      return { route, params: Object.fromEntries(names.map((n, i) => [n, decodedOrNull(m[i + 1]!) ?? m[i + 1]!])) };
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
  request: { path: string; params: Record<string, string>; query: QueryParams; ctx: ApiContext; maxLimit?: number },
): Promise<Served> {
  const { query, ctx } = request;
  const limits = { defaultLimit: ctx.config.API_LIMIT_DEFAULT, maxLimit: request.maxLimit ?? ctx.config.API_LIMIT_MAX };
  const result = await route.handler({
    ...request,
    parseQuery: () => parseQuery(query, route.query, limits, route.unknownQuery),
  });
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
const TEXT_TYPE = 'text/plain; charset=utf-8';

/** The JSON and plain-text content types a route answers with (the Java service's spelling on its routes). */
function contentTypes(route: AnyRoute | undefined): { json: string; text: string } {
  return route?.module === 'rest-java'
    ? { json: JAVA_JSON_TYPE, text: JAVA_TEXT_TYPE }
    : { json: JSON_TYPE, text: TEXT_TYPE };
}

/**
 * An error in the API's shape. Like the reference (none of its 376 recorded 400, 404 and 500 answers carries one) it
 * sends no Cache-Control, except on a 503: the database is out, and no cache may keep that answer once it is back
 * (docs/compatibility.md).
 */
function errorAnswer(
  status: number,
  messages: readonly string[],
  extra: Record<string, string> = {},
  detail?: string,
  jsonType = JSON_TYPE,
): PlainAnswer {
  const notStored: Record<string, string> = status === 503 ? { 'cache-control': 'no-store' } : {};
  return {
    status,
    headers: { 'content-type': jsonType, ...notStored, 'access-control-allow-origin': '*', ...extra },
    body: toJson(errorBody(messages, detail)),
  };
}

/** `shared`: any cache may keep the answer; a Basic user's answer (its own page size) only the user's own. */
function answer(
  request: V1Request,
  cached: CachedAnswer,
  maxAge: number,
  shared: boolean,
  jsonType: string,
): PlainAnswer {
  const headers: Record<string, string> = {
    'content-type': cached.contentType ?? jsonType,
    'cache-control': `${shared ? 'public' : 'private'}, max-age=${maxAge}`,
    etag: cached.etag,
    'access-control-allow-origin': '*',
    vary: 'accept-encoding',
  };
  if (cached.link) headers.link = `<${cached.link}>; rel="next"`;
  return conditionalPlainAnswer(
    request.method,
    request.headers.get('if-none-match'),
    cached.body,
    headers,
    cached.status,
  );
}

/**
 * What the router reads of a request: a web Request's, or node:http's without building one (node-listener.ts).
 * Of the headers: If-None-Match, Authorization (Basic users) and a preflight's Access-Control-Request-Headers.
 */
export interface V1Request {
  method: string;
  url: URL;
  /** Every header the router reads: If-None-Match, Authorization (Basic users), Content-Type and Accept-Encoding
   * of the web3 and fee endpoints, and a preflight's Access-Control-Request-Headers. */
  headers: Pick<Headers, 'get'>;
  /** The body, for the POST endpoints, refused with a 413 HttpError once it passes `maxBytes`. */
  readBody?(maxBytes: number): Promise<Uint8Array>;
}

/** serveV1 for a web Request, as a web Response: the Next.js route, the server's in-process reads and the tests. */
export async function handleV1(request: Request, ctx: ApiContext): Promise<Response> {
  const v1: V1Request = {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    readBody: (maxBytes) => readBoundedBytes(request, maxBytes),
  };
  return toWebResponse(await serveV1(v1, ctx));
}

function web3Answer(status: number, body: unknown): PlainAnswer {
  return {
    status,
    headers: { 'content-type': JSON_TYPE, 'cache-control': 'no-store', 'access-control-allow-origin': '*' },
    body: toJson(body),
  };
}

/** An answer of the web3 module's endpoints: the body, or a Web3Error in its shape; never cached. */
async function answerWeb3(what: string, run: () => Promise<unknown>): Promise<PlainAnswer> {
  try {
    return web3Answer(200, await run());
  } catch (error) {
    if (error instanceof Web3Error) return web3Answer(error.status, error.body);
    console.error(`${what} failed:`, error);
    return web3Answer(500, new Web3Error(500, 'Internal Server Error', '').body);
  }
}

/** A rest-java POST: its answer as JSON in the Java service's content type, its refusals in its shape. */
async function answerRestJava(run: () => Promise<unknown>): Promise<PlainAnswer> {
  try {
    const headers = { 'content-type': JAVA_JSON_TYPE, 'cache-control': 'no-store', 'access-control-allow-origin': '*' };
    return { status: 200, headers, body: toJson(await run()) };
  } catch (error) {
    if (error instanceof HttpError) return errorAnswer(error.status, error.messages, {}, error.detail, JAVA_JSON_TYPE);
    throw error;
  }
}

/** A POST route's answer, worded as its module words it. */
function answerPost(route: PostRoute, request: V1Request, ctx: ApiContext): Promise<PlainAnswer> {
  const input: PostInput = {
    query: new QueryParams(request.url.search),
    contentType: request.headers.get('content-type'),
    readBody: request.readBody ?? (() => Promise.resolve(new Uint8Array())),
  };
  const run = () => route.handler(ctx, input);
  return route.module === 'web3' ? answerWeb3(`POST ${route.pattern}`, run) : answerRestJava(run);
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
  const labels = {
    api: 'v1',
    route: found?.route.pattern ?? 'unmatched',
    method: request.method,
    status: String(response.status),
  };
  metrics().requestSeconds.observe(labels, (performance.now() - started) / 1000);
  return response;
}

async function answerV1(
  request: V1Request,
  ctx: ApiContext,
  pathname: string,
  found: ReturnType<typeof match>,
): Promise<PlainAnswer> {
  const { url } = request;
  if (request.method === 'OPTIONS') {
    return {
      status: 204,
      headers: corsPreflightHeaders(request.headers.get('access-control-request-headers')),
      body: null,
    };
  }
  // The POST endpoints belong to the web3 module and rest-java, which read no Basic credentials.
  const postRoute = findPostRoute(pathname);
  if (postRoute && request.method === 'POST') return answerPost(postRoute, request, ctx);
  // Interface 0.147: Basic credentials of a configured user raise its page size; any other Basic credentials are
  // refused, also when no user is configured; a request without them is served as ever.
  const auth = authenticateBasic(request.headers.get('authorization'), ctx.config.API_USERS);
  if (auth.kind === 'refused') return errorAnswer(401, ['Invalid credentials']);
  const maxLimit = auth.kind === 'user' ? auth.user.limit : undefined;
  const opcodes = OPCODES_PATH.exec(pathname);
  if (opcodes && (request.method === 'GET' || request.method === 'HEAD')) {
    const id = decodedOrNull(opcodes[1]!) ?? opcodes[1]!;
    return answerWeb3(`GET ${pathname}`, () =>
      opcodeTrace(ctx, id, url.searchParams, request.headers.get('accept-encoding')),
    );
  }
  if (postRoute && !found) return errorAnswer(405, [`Method ${request.method} is not allowed`], { allow: 'POST' });
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const allow = postRoute ? 'GET, HEAD, POST' : 'GET, HEAD';
    return errorAnswer(405, [`Method ${request.method} is not allowed: this API is read-only`], { allow });
  }
  if (!found) return errorAnswer(404, ['Not found']);
  // A user's own maximum page size gives other answers to the same URL, so they are cached apart.
  const key = (maxLimit === undefined ? '' : `limit ${maxLimit} `) + pathname + url.search;
  const types = contentTypes(found.route);
  try {
    if (ctx.cache) {
      const hit = await ctx.cache.get(key);
      metrics().cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
      if (hit)
        return answer(
          request,
          hit,
          Math.max(0, Math.ceil((hit.expiresAt - Date.now()) / 1000)),
          maxLimit === undefined,
          types.json,
        );
    }
    const query = new QueryParams(url.search);
    const refused = refusedQueryString(url.search, query, ctx.config.API_MAX_REPEATED_QUERY_PARAMETERS);
    if (refused) throw invalidArgument(refused);
    const { body, maxAge, status } = await serveRoute(found.route, {
      path: pathname,
      params: found.params,
      query,
      ctx,
      maxLimit,
    });
    const plain = body instanceof PlainTextAnswer;
    const text = plain ? body.text : toJson(body);
    const fresh: CachedAnswer = {
      body: text,
      etag: etagOf(text),
      link: nextLinkOf(body),
      expiresAt: Date.now() + maxAge * 1000,
    };
    if (status !== 200) fresh.status = status;
    if (plain) fresh.contentType = types.text;
    await ctx.cache?.set(key, fresh);
    return answer(request, fresh, maxAge, maxLimit === undefined, types.json);
  } catch (error) {
    if (error instanceof HttpError) return errorAnswer(error.status, error.messages, {}, error.detail, types.json);
    console.error(`GET ${key} failed:`, error);
    if (isTimeout(error)) return errorAnswer(503, ['Service Unavailable']);
    // The reference's DbError: clients retry a 503, not a 500.
    if (isUnreachable(error)) return errorAnswer(503, ['Unable to connect to database. Please retry later']);
    return errorAnswer(500, ['Internal error']);
  }
}

const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
]);

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
