import { STATUS_SETTINGS, defaultContext, type StatusContext } from '../context';
import { ensureFresh } from '../freshness';
import type { ManageRequest, ManageResult } from '../authoring/common';
import { authorize } from './auth';
import { errorBody, jsonResponse, readJsonBody } from './respond';
import { corsPreflight } from '../../http/cors';
import { HttpError } from '../../http/errors';
import { publicApiRefusal, retryAfterHeaders } from '../../http/rate-limit';

/**
 * The two wrappers route files use: `export const GET = v2Route(summary)`. They build the context, run the
 * function, and shape the answer (headers, errors). Tests pass their own context factory.
 */
type Params = Record<string, string>;
type RouteArgs<P extends Params> = { params: Promise<P> };
export type ContextFactory = (request: Request) => Promise<StatusContext>;

const V2_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
  'Cache-Control': `public, max-age=${STATUS_SETTINGS.publicMaxAgeSeconds}`,
};

/**
 * Public read endpoint: brings the store up to date (ensureFresh), then runs the read; open CORS, short public
 * caching, ETag revalidation.
 */
export function v2Route<P extends Params = Params>(
  fn: (ctx: StatusContext, params: P) => Promise<unknown>,
  contextOf: ContextFactory = defaultContext,
) {
  return async (request: Request, args?: RouteArgs<P>): Promise<Response> => {
    try {
      const ctx = await contextOf(request);
      const refusal = await publicApiRefusal(ctx.config, request);
      if (refusal) {
        const message = `Rate limit exceeded: at most ${ctx.config.RATE_LIMIT_API_PER_SECOND} requests per second; retry after ${refusal.retryAfterSeconds} s`;
        return jsonResponse(request, { error: message }, { status: 429, headers: { ...V2_HEADERS, ...retryAfterHeaders(refusal) } });
      }
      await ensureFresh(ctx);
      const value = await fn(ctx, ((await args?.params) ?? {}) as P);
      return jsonResponse(request, value, { headers: V2_HEADERS });
    } catch (error) {
      const { status, message } = errorBody(error);
      return jsonResponse(request, { error: message }, { status, headers: { ...V2_HEADERS, 'Cache-Control': 'no-store' } });
    }
  };
}

/** CORS preflight for the public API (browsers send one when a page adds headers such as If-None-Match). */
export const v2Preflight = corsPreflight;

export type { ManageRequest, ManageResult };

/** Authenticated authoring endpoint: credential first, then the JSON body, then the function. Never cached. */
export function manageRoute<P extends Params = Params>(
  fn: (ctx: StatusContext, req: ManageRequest<P>) => Promise<ManageResult>,
  contextOf: ContextFactory = defaultContext,
) {
  return async (request: Request, args?: RouteArgs<P>): Promise<Response> => {
    const headers = { 'Cache-Control': 'no-store' };
    try {
      const ctx = await contextOf(request);
      await authorize(request, ctx.config);
      const body = request.method === 'GET' || request.method === 'DELETE' ? {} : await readJsonBody(request);
      const params = ((await args?.params) ?? {}) as P;
      const result = await fn(ctx, { params, body, url: new URL(request.url), request });
      return jsonResponse(request, result.body, { status: result.status ?? 200, headers });
    } catch (error) {
      const { status, message } = errorBody(error);
      const extra: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'OAuth realm="status"' } : {};
      if (error instanceof HttpError) Object.assign(extra, error.headers);
      return jsonResponse(request, { error: message }, { status, headers: { ...headers, ...extra } });
    }
  };
}
