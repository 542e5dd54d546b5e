import type { QueryParams } from '../query';
import type { ApiContext } from './context';

export interface V1Request {
  /** Path as requested, e.g. `/api/v1/blocks/12` (used to build `links.next`). */
  path: string;
  params: Record<string, string>;
  query: QueryParams;
  ctx: ApiContext;
}

/** A handler returns the wire body; thrown ApiErrors become the reference's error answers. */
export type V1Handler = (request: V1Request) => Promise<object>;

export interface V1Route {
  /** `/api/v1/blocks/:hashOrNumber` style pattern. */
  pattern: string;
  handler: V1Handler;
}

/**
 * A handler may shorten its answer's Cache-Control max-age (e.g. a recent schedule whose state can still
 * change) by setting this non-enumerable key on the body; it never reaches the JSON.
 */
export const CACHE_MAX_AGE = Symbol.for('ledger-query-service.v1.cacheMaxAge');

export function withMaxAge<T extends object>(body: T, seconds: number): T {
  Object.defineProperty(body, CACHE_MAX_AGE, { value: seconds, enumerable: false });
  return body;
}
