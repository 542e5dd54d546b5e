import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeAnswer, writeWebResponse } from './node-bridge';

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
  /** Moves whenever what the page at `key` shows changes (null when unknown: then nothing is served from the cache). */
  version: (key: string) => Promise<string | null>;
  newNonce: () => string;
  /**
   * How old the last page may be and still be served while a newer one renders in the background (at least
   * maxAgeMs; 0, the default: never). With it, a page is rendered again past half its maximum age or at a new version.
   */
  staleWhileRenderingMs?: number;
  /** The most HTML kept (bytes, all keys together); the least recently served pages go first. Unbounded when unset. */
  maxBytes?: number;
  nowMs?: () => number;
}

interface Entry {
  version: string;
  atMs: number;
  status: number;
  headers: Record<string, string>;
  /** The page's bytes between the places of its nonce: an answer is these joined by a fresh nonce. */
  parts: Buffer[];
  bytes: number;
  nonce: string;
}

/** `text` cut at every `separator`, as UTF-8 bytes. */
function splitBytes(text: string, separator: string): Buffer[] {
  return text.split(separator).map((part) => Buffer.from(part));
}

/** The parts joined by `separator` (one copy of the bytes, no string built and encoded again). */
function joinBytes(parts: readonly Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  for (const [i, part] of parts.entries()) {
    if (i > 0) pieces.push(separator);
    pieces.push(part);
  }
  return Buffer.concat(pieces);
}

/** Headers that describe one transfer, not the page (a page that sets a cookie is never kept at all). */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag']);

const nonceOf = (policy: string | null) => (policy ? /'nonce-([^']+)'/.exec(policy)?.[1] ?? null : null);

export function renderedPageCache(options: RenderedPageCacheOptions) {
  const now = options.nowMs ?? Date.now;
  // A Map iterates in insertion order: an entry is moved to the end when served, so the first is the least recently used.
  const entries = new Map<string, Entry>();
  let keptBytes = 0;
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
    const parts = splitBytes(await response.text(), nonce);
    const entry = { version, atMs: now(), status: response.status, headers, parts, bytes: parts.reduce((sum, part) => sum + part.length, 0), nonce };
    keep(key, entry);
    return entry;
  }

  function drop(key: string): void {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    keptBytes -= old.bytes;
  }

  function keep(key: string, entry: Entry): void {
    drop(key);
    entries.set(key, entry);
    keptBytes += entry.bytes;
    const limit = options.maxBytes ?? Infinity;
    for (const oldest of entries.keys()) {
      if (keptBytes <= limit) break;
      drop(oldest);
    }
  }

  function touch(key: string, entry: Entry): Entry {
    entries.delete(key);
    entries.set(key, entry); // now the most recently used
    return entry;
  }

  /**
   * The entry for `key` at `version`: cached, being rendered by another request, or rendered now. With
   * `staleWhileRenderingMs`, the last page is served while one render of the new version (or, past half its maximum
   * age, of the same version) runs in the background, one per key at a time: readers never queue behind a render, nor
   * behind renders that the next version would make old again; they wait only for a page older than that bound.
   */
  function current(key: string, version: string): Promise<Entry | Response> {
    const cached = entries.get(key);
    const age = cached === undefined ? Infinity : now() - cached.atMs;
    const stale = options.staleWhileRenderingMs ?? 0;
    const renderAfterMs = stale > 0 ? options.maxAgeMs / 2 : options.maxAgeMs;
    if (cached !== undefined && cached.version === version && age < renderAfterMs) return Promise.resolve(touch(key, cached));
    const flight = stale > 0 ? key : `${key}\n${version}`;
    let pending = rendering.get(flight);
    const started = pending === undefined;
    if (!pending) {
      pending = renderEntry(key, version).finally(() => rendering.delete(flight));
      rendering.set(flight, pending);
    }
    if (cached !== undefined && age < stale) {
      // Nobody reads a page the background render could not keep: its body is let go.
      if (started) pending.then((done) => (done instanceof Response ? done.body?.cancel() : undefined)).catch(() => undefined);
      return Promise.resolve(touch(key, cached));
    }
    if (started) return pending;
    // A request that joins another's render cannot share its Response body: it gets the entry, or renders its own.
    return pending.then((shared): Promise<Entry | Response> | Entry => (shared instanceof Response ? options.render(key) : shared));
  }

  return {
    /** Answers `req` for `key` from the cache (rendering it once when needed); false when the cache cannot. */
    async serve(req: IncomingMessage, res: ServerResponse, key: string, extraHeaders: Record<string, string>): Promise<boolean> {
      const version = await options.version(key).catch(() => null);
      if (version === null) return false;
      const found = await current(key, version);
      if (found instanceof Response) {
        await writeWebResponse(req, res, found, extraHeaders);
        return true;
      }
      const nonce = options.newNonce();
      const headers = { ...found.headers, 'content-security-policy': found.headers['content-security-policy']!.replaceAll(found.nonce, nonce) };
      await writeAnswer(req, res, { status: found.status, headers, body: joinBytes(found.parts, Buffer.from(nonce)) }, extraHeaders);
      return true;
    },
    /** Drops every entry (tests; a deploy never needs it: versions move). */
    clear(): void {
      entries.clear();
      keptBytes = 0;
    },
    /** How many pages and bytes of HTML are kept (tests, metrics). */
    size(): { pages: number; bytes: number } {
      return { pages: entries.size, bytes: keptBytes };
    },
  };
}

/** Headers of Next.js's client-side navigation: such a request wants the page's RSC data, not its HTML. */
const NAVIGATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/**
 * How a cache of rendered pages gets its pages from Next.js in this process: a request to this server's own listener
 * carrying a secret only this process knows, which `mayServe` lets through to Next.js (a client sending the header
 * without the secret is served from the cache like everyone else).
 */
export function ownRenderer(listening: { host: string; port: number }, header: string) {
  const secret = randomUUID();
  const host = ['0.0.0.0', '::', ''].includes(listening.host) ? '127.0.0.1' : listening.host.includes(':') ? `[${listening.host}]` : listening.host;
  return {
    render: (key: string) => fetch(`http://${host}:${listening.port}${key}`, { headers: { [header]: secret, 'accept-encoding': 'identity' }, redirect: 'manual' }),
    /** Whether `req` may be answered from a cache: a GET or HEAD of a whole page, not the renderer's own request. */
    mayServe: (req: IncomingMessage): boolean =>
      (req.method === 'GET' || req.method === 'HEAD') && req.headers[header] !== secret && NAVIGATION_HEADERS.every((name) => req.headers[name] === undefined),
  };
}
