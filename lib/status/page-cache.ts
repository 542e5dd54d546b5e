import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db';
import { newNonce } from '../http/csp';
import { ownRenderer, renderedPageCache } from '../http/rendered-page-cache';
import { readPageRevision } from './store/page';

/**
 * The public status page, rendered once per change of the page (its revision, which every instance's writes advance)
 * and at most every few seconds, and served to everyone in between (issue 18: the page gets its heaviest traffic
 * exactly when something is down). The live data under it is shared across instances through the status store.
 */
export const STATUS_PAGE_MAX_AGE_MS = 5_000;

/** Views of /status that are the same for every viewer; ?subscribe=… carries one viewer's outcome and is not. */
const SHARED_QUERIES = new Set(['', '?metrics=day', '?metrics=week']);

const RENDER_HEADER = 'x-status-page-render';

export function statusPageCache(listening: { host: string; port: number }, statusDb: () => Promise<Db>) {
  const renderer = ownRenderer(listening, RENDER_HEADER);
  const cache = renderedPageCache({
    maxAgeMs: STATUS_PAGE_MAX_AGE_MS,
    render: renderer.render,
    version: async () => readPageRevision(await statusDb()),
    newNonce,
  });

  /** The cache key of a request it may answer, or null. */
  function keyOf(req: IncomingMessage): string | null {
    if (!renderer.mayServe(req)) return null;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const path = query < 0 ? url : url.slice(0, query);
    if (path !== '/status' || !SHARED_QUERIES.has(query < 0 ? '' : url.slice(query))) return null;
    return url;
  }

  return {
    /** Answers the request from the shared rendering when it is a shared view of /status; false otherwise. */
    async answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const key = keyOf(req);
      return key !== null && (await cache.serve(req, res, key, {}));
    },
  };
}
