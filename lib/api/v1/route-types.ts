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
