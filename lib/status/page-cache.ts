import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db';
import { newNonce } from '../http/csp';
import { renderedPageCache } from '../http/rendered-page-cache';
import { readPageRevision } from './store/page';

/**
 * The public status page, rendered once per change of the page (its revision, which every instance's writes advance)
 * and at most every few seconds, and served to everyone in between (issue 18: the page gets its heaviest traffic
 * exactly when something is down). The live data under it is shared across instances through the status store.
 */
export const STATUS_PAGE_MAX_AGE_MS = 5_000;

/** Views of /status that are the same for every viewer; ?subscribe=… carries one viewer's outcome and is not. */
const SHARED_QUERIES = new Set(['', '?metrics=day', '?metrics=week']);

/** Headers of Next.js's client-side navigation: such a request wants the page's RSC data, not its HTML. */
const NAVIGATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];

const RENDER_HEADER = 'x-status-page-render';

export function statusPageCache(listening: { host: string; port: number }, statusDb: () => Promise<Db>) {
  // The internal request that renders the page carries this process's secret, so it reaches Next.js; a client that
  // sends the header without it is served from the cache like everyone else.
  const secret = randomUUID();
  const host = ['0.0.0.0', '::', ''].includes(listening.host) ? '127.0.0.1' : listening.host.includes(':') ? `[${listening.host}]` : listening.host;
  const cache = renderedPageCache({
    maxAgeMs: STATUS_PAGE_MAX_AGE_MS,
    render: (key) => fetch(`http://${host}:${listening.port}${key}`, { headers: { [RENDER_HEADER]: secret, 'accept-encoding': 'identity' }, redirect: 'manual' }),
    version: async () => readPageRevision(await statusDb()),
    newNonce,
  });

  /** The cache key of a request it may answer, or null. */
  function keyOf(req: IncomingMessage): string | null {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (req.headers[RENDER_HEADER] === secret) return null;
    if (NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
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
