import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { hashPolicy, inlineScriptsOf } from './csp';
import { prepareBody, writePrepared, type PreparedBody } from './prepared-answer';

/**
 * A page every viewer sees alike, rendered once per version of its data and served again until the version moves.
 * Rendering a status page with its 90-day bars costs far more than reading the data it shows; at the moment an
 * outage sends everyone to the page, one render serves them all.
 *
 * The render is the real request's own: the renderer (Next.js) answers it while the cache records what it writes,
 * so nothing is fetched over the network and no request is made up. Concurrent requests for a version being
 * rendered wait for that render and are served its copy.
 *
 * With `staleWhileRenderingMs`, a page is rendered again past half `maxAgeMs` or at a new version, by the first
 * request that finds it so (for real, recorded as above), while the requests that arrive during that render are served
 * the last copy if it is younger than that bound: readers never queue behind a render, nor behind renders that the
 * next version would make old again.
 *
 * A copy answers every reader with the same bytes, so its Content-Security-Policy cannot rest on a nonce (one nonce
 * in every answer is no secret): when the copy is made, the render's nonce attributes are taken out and the policy
 * allows the page's inline scripts by their SHA-256 instead (hashPolicy). The copy is then a prepared body, as the
 * /api/v2 documents are: its strong ETag (304 to If-None-Match) and gzip are made once, not per answer.
 */

/** Answers the request itself, writing to `res` (Next.js's request handler). */
export type Renderer = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface RenderedPageCacheOptions {
  /** How long a copy is served at its version (unbounded when unset). */
  maxAgeMs?: number;
  /** How old the last copy may be and still be served while a newer one renders (0, the default: never). */
  staleWhileRenderingMs?: number;
  /** The most page bytes kept (all keys together); the least recently served pages go first. Unbounded when unset. */
  maxBytes?: number;
  nowMs?: () => number;
}

/** Headers of Next.js's client-side navigation: such a request wants the page's RSC data, not its HTML. */
const NAVIGATION_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];

/** Whether `req` is a client-side navigation (never answered from a copy of the page's HTML). */
export const isClientNavigation = (req: IncomingMessage): boolean =>
  NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined);

interface Entry {
  version: string;
  atMs: number;
  bytes: number;
  /** The page's headers, its policy by hashes. */
  headers: Record<string, string>;
  body: PreparedBody;
}

// Strict-Transport-Security belongs to how one request came (https, or through a trusted proxy): the server sets it
// per request, so a copy rendered for an https reader must not hand it to a plain-http one.
/** Headers that describe one transfer, not the page (a page that sets a cookie is never kept at all). */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'strict-transport-security',
]);

/** The body as text bytes, undoing the renderer's content coding; null for a coding we do not read (not kept). */
function decoded(body: Buffer, coding: OutgoingHttpHeaders[string]): Buffer | null {
  const name = String(coding ?? 'identity')
    .trim()
    .toLowerCase();
  try {
    if (name === 'identity') return body;
    if (name === 'gzip') return gunzipSync(body);
    if (name === 'deflate') return inflateSync(body);
    if (name === 'br') return brotliDecompressSync(body);
  } catch {
    // a body cut short or not what its header says: answered as it was, never kept
  }
  return null;
}

const nonceOf = (policy: string | undefined) => (policy ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? null) : null);

export function renderedPageCache(options: RenderedPageCacheOptions) {
  const now = options.nowMs ?? Date.now;
  const stale = options.staleWhileRenderingMs ?? 0;
  const renderAfterMs = stale > 0 ? (options.maxAgeMs ?? Infinity) / 2 : (options.maxAgeMs ?? Infinity);
  // A Map iterates in insertion order: an entry is moved to the end when served, so the first is the least recently used.
  const entries = new Map<string, Entry>();
  let keptBytes = 0;
  const rendering = new Map<string, Promise<Entry | null>>();

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

  /** Lets `render` answer the request while recording it; the entry when it is a plain, shareable 200 page. */
  async function renderAndRecord(
    req: IncomingMessage,
    res: ServerResponse,
    render: Renderer,
    version: string,
  ): Promise<Entry | null> {
    // The reader whose request renders gets the page as the renderer sends it, compressed when they accept it (a
    // miss once went out as 180 kB of text instead of 27 kB); the copy is kept as text, decoded from what was
    // written (its nonce is taken out, its scripts hashed), and its own gzip is made from that once.
    const chunks: Buffer[] = [];
    const written: OutgoingHttpHeaders = {};
    const { write, end, writeHead } = res;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        if (typeof chunk === 'string')
          chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
        else chunks.push(Buffer.from(chunk as Uint8Array));
      }
    };
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      const headers = rest.find((r) => typeof r === 'object' && r !== null && !Array.isArray(r)) as
        OutgoingHttpHeaders | undefined;
      for (const [name, value] of Object.entries(headers ?? {})) written[name.toLowerCase()] = value;
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
    const finished = new Promise<boolean>((resolve) => {
      res.once('finish', () => resolve(true));
      res.once('close', () => resolve(res.writableFinished));
    });
    try {
      await render(req, res);
      if (!(await finished)) return null;
    } finally {
      Object.assign(res, { write, end, writeHead });
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...res.getHeaders(), ...written })) {
      if (value !== undefined && !NOT_KEPT.has(name))
        headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const all = { ...res.getHeaders(), ...written };
    const nonce = nonceOf(headers['content-security-policy']);
    if (res.statusCode !== 200 || req.method !== 'GET' || !nonce || all['set-cookie'] !== undefined) return null;
    const plain = decoded(Buffer.concat(chunks), all['content-encoding']);
    if (plain === null) return null;
    // Next.js writes the nonce as the attribute of its scripts (and links preloading them); any other occurrence (its
    // RSC data) is left: with the policy below, that nonce allows nothing.
    const text = plain.toString('utf8').replaceAll(` nonce="${nonce}"`, '');
    const body = prepareBody(text);
    headers['content-security-policy'] = hashPolicy(headers['content-security-policy']!, inlineScriptsOf(text));
    return { version, atMs: now(), bytes: body.bytes.length, headers, body };
  }

  const answerFromCopy = (
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    extraHeaders: Record<string, string>,
  ) => writePrepared(req, res, entry.body, entry.headers, extraHeaders);

  return {
    /** Answers `req` for `key` at `version`: from a copy (see above), or rendered by `render` (and recorded). */
    async serve(
      req: IncomingMessage,
      res: ServerResponse,
      key: string,
      version: string,
      render: Renderer,
      extraHeaders: Record<string, string> = {},
    ): Promise<void> {
      const cached = entries.get(key);
      const age = cached === undefined ? Infinity : now() - cached.atMs;
      if (cached !== undefined && cached.version === version && age < renderAfterMs) {
        entries.delete(key);
        entries.set(key, cached); // now the most recently used
        return answerFromCopy(req, res, cached, extraHeaders);
      }
      // Stale-while-rendering: one render per key at a time, whatever version it is of.
      const flight = stale > 0 ? key : `${key}\n${version}`;
      const pending = rendering.get(flight);
      if (pending) {
        if (cached !== undefined && age < stale) return answerFromCopy(req, res, cached, extraHeaders);
        const shared = await pending;
        return shared ? answerFromCopy(req, res, shared, extraHeaders) : render(req, res);
      }
      const recorded = renderAndRecord(req, res, render, version)
        .then((entry) => {
          if (entry) keep(key, entry);
          return entry;
        })
        .finally(() => rendering.delete(flight));
      rendering.set(
        flight,
        recorded.catch(() => null),
      );
      await recorded;
    },
    /** Drops every entry (tests; a deploy never needs it: versions move). */
    clear(): void {
      entries.clear();
      keptBytes = 0;
    },
    /** How many pages and bytes are kept (tests, metrics). */
    size(): { pages: number; bytes: number } {
      return { pages: entries.size, bytes: keptBytes };
    },
  };
}
