import { STATUS_SETTINGS, defaultContext, type StatusContext } from '../context';
import { ensureFresh } from '../freshness';
import { errorBody, jsonResponse } from './respond';
import { corsPreflight } from '../../http/cors';
import { publicApiRefusal, retryAfterHeaders } from '../../http/rate-limit';

/**
 * The wrapper /api/v2 route files use: `export const GET = v2Route(summary)`. It builds the context, runs the
 * function, and shapes the answer (headers, errors). Tests pass their own context factory. The Manage API has its
 * own router (./manage/router.ts).
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
        return jsonResponse(
          request,
          { error: message },
          { status: 429, headers: { ...V2_HEADERS, ...retryAfterHeaders(refusal) } },
        );
      }
      await ensureFresh(ctx);
      const value = await fn(ctx, ((await args?.params) ?? {}) as P);
      return jsonResponse(request, value, { headers: V2_HEADERS });
    } catch (error) {
      const { status, message } = errorBody(error);
      return jsonResponse(
        request,
        { error: message },
        { status, headers: { ...V2_HEADERS, 'Cache-Control': 'no-store' } },
      );
    }
  };
}

/** CORS preflight for the public API (browsers send one when a page adds headers such as If-None-Match). */
export const v2Preflight = corsPreflight;
