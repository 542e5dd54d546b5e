import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeWebResponse } from './node-bridge';

/**
 * A page every viewer sees alike, rendered once by Next.js and served again while its data has not changed and it is
 * younger than `maxAgeMs`. Rendering a status page with its 90-day bars costs far more than reading the data it
 * shows; at the moment an outage sends everyone to the page, one render serves them all.
 *
 * Each answer still carries a nonce of its own: the cached page's nonce is a random 128-bit token found only where
 * Next.js wrote it (script tags, the policy header), so it is swapped for a fresh one per answer and the
 * Content-Security-Policy keeps its meaning.
 */
export interface RenderedPageCacheOptions {
  maxAgeMs: number;
  /** The page as Next.js renders it for `key` (an internal request that this cache lets through). */
  render: (key: string) => Promise<Response>;
  /** Moves whenever what the page shows changes (null when unknown: then nothing is served from the cache). */
  version: () => Promise<string | null>;
  newNonce: () => string;
  nowMs?: () => number;
}

interface Entry {
  version: string;
  atMs: number;
  status: number;
  headers: Record<string, string>;
  html: string;
  nonce: string;
}

/** Headers that describe one transfer, not the page (a page that sets a cookie is never kept at all). */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag']);

const nonceOf = (policy: string | null) => (policy ? /'nonce-([^']+)'/.exec(policy)?.[1] ?? null : null);

export function renderedPageCache(options: RenderedPageCacheOptions) {
  const now = options.nowMs ?? Date.now;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | Response>>();

  async function renderEntry(key: string, version: string): Promise<Entry | Response> {
    const response = await options.render(key);
    const nonce = nonceOf(response.headers.get('content-security-policy'));
    // Only a plain, successful, cookie-free page is shared; anything else goes to this one viewer as it came.
    if (response.status !== 200 || !nonce || response.headers.has('set-cookie')) return response;
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (!NOT_KEPT.has(name)) headers[name] = value;
    });
    const entry = { version, atMs: now(), status: response.status, headers, html: await response.text(), nonce };
    entries.set(key, entry);
    return entry;
  }

  /** The entry for `key` at `version`: cached, being rendered by another request, or rendered now. */
  function current(key: string, version: string): Promise<Entry | Response> {
    const cached = entries.get(key);
    if (cached && cached.version === version && now() - cached.atMs < options.maxAgeMs) return Promise.resolve(cached);
    const flight = `${key}\n${version}`;
    let pending = rendering.get(flight);
    if (!pending) {
      pending = renderEntry(key, version).finally(() => rendering.delete(flight));
      rendering.set(flight, pending);
      return pending;
    }
    // A request that joins another's render cannot share its Response body: it gets the entry, or renders its own.
    return pending.then((shared): Promise<Entry | Response> | Entry => (shared instanceof Response ? options.render(key) : shared));
  }

  return {
    /** Answers `req` for `key` from the cache (rendering it once when needed); false when the cache cannot. */
    async serve(req: IncomingMessage, res: ServerResponse, key: string, extraHeaders: Record<string, string>): Promise<boolean> {
      const version = await options.version().catch(() => null);
      if (version === null) return false;
      const found = await current(key, version);
      if (found instanceof Response) {
        await writeWebResponse(req, res, found, extraHeaders);
        return true;
      }
      const nonce = options.newNonce();
      const headers = { ...found.headers, 'content-security-policy': found.headers['content-security-policy']!.replaceAll(found.nonce, nonce) };
      await writeWebResponse(req, res, new Response(found.html.replaceAll(found.nonce, nonce), { status: found.status, headers }), extraHeaders);
      return true;
    },
    /** Drops every entry (tests; a deploy never needs it: versions move). */
    clear(): void {
      entries.clear();
    },
  };
}
