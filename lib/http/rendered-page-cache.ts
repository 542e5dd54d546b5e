import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Append, crc32Shift } from './crc32-combine';
import { acceptsGzip, COMPRESS_FROM_BYTES, varyOnAcceptEncoding, writeAnswer } from './node-bridge';

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
 * Each answer still carries a nonce of its own: the cached page's nonce is a random 128-bit token found only where
 * Next.js wrote it (script tags, the policy header), so it is swapped for a fresh one per answer and the
 * Content-Security-Policy keeps its meaning. The copy is compressed once too (see gzipWithNonce): an answer to a
 * client that accepts gzip is the pieces' compressed bytes with the fresh nonce between them, not a compression.
 */

/** Answers the request itself, writing to `res` (Next.js's request handler). */
export type Renderer = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface RenderedPageCacheOptions {
  newNonce: () => string;
  /** How long a copy is served at its version (unbounded when unset). */
  maxAgeMs?: number;
  /** How old the last copy may be and still be served while a newer one renders (0, the default: never). */
  staleWhileRenderingMs?: number;
  /** The most page bytes kept (all keys together); the least recently served pages go first. Unbounded when unset. */
  maxBytes?: number;
  nowMs?: () => number;
}

/** Headers of Next.js's client-side navigation: such a request wants the page's RSC data, not its HTML. */
const NAVIGATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url'];

/** Whether `req` is a client-side navigation (never answered from a copy of the page's HTML). */
export const isClientNavigation = (req: IncomingMessage): boolean => NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined);

interface Entry {
  version: string;
  atMs: number;
  bytes: number;
  status: number;
  headers: Record<string, string>;
  /** The page's bytes cut where its nonce stood, so an answer is a concatenation, not a search of the whole page. */
  pieces: Buffer[];
  nonce: string;
  /** The pieces deflated, made by the first answer that is compressed. */
  deflated?: DeflatedPieces;
}

// Strict-Transport-Security belongs to how one request came (https, or through a trusted proxy): the server sets it
// per request, so a copy rendered for an https reader must not hand it to a plain-http one.
/** Headers that describe one transfer, not the page (a page that sets a cookie is never kept at all). */
const NOT_KEPT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'strict-transport-security']);

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
  async function renderAndRecord(req: IncomingMessage, res: ServerResponse, render: Renderer, version: string): Promise<Entry | null> {
    // The copy is kept as text (the nonce is swapped in it); each answer is compressed on its way out instead.
    delete req.headers['accept-encoding'];
    const chunks: Buffer[] = [];
    const written: OutgoingHttpHeaders = {};
    const { write, end, writeHead } = res;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
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
      const headers = rest.find((r) => typeof r === 'object' && r !== null && !Array.isArray(r)) as OutgoingHttpHeaders | undefined;
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
      if (value !== undefined && !NOT_KEPT.has(name)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const all = { ...res.getHeaders(), ...written };
    const nonce = nonceOf(headers['content-security-policy']);
    if (res.statusCode !== 200 || req.method !== 'GET' || !nonce || all['set-cookie'] !== undefined || all['content-encoding'] !== undefined) return null;
    const pieces = Buffer.concat(chunks).toString('utf8').split(nonce).map((piece) => Buffer.from(piece));
    return { version, atMs: now(), bytes: pieces.reduce((sum, piece) => sum + piece.length, 0), status: 200, headers, pieces, nonce };
  }

  async function answerFromCopy(req: IncomingMessage, res: ServerResponse, entry: Entry, extraHeaders: Record<string, string>) {
    const nonce = options.newNonce();
    const headers: Record<string, string> = { ...entry.headers, 'content-security-policy': entry.headers['content-security-policy']!.replaceAll(entry.nonce, nonce) };
    const between = Buffer.from(nonce);
    // A nonce of another length than the copy's (never so with newNonce) is compressed with the page by writeAnswer.
    if (entry.bytes >= COMPRESS_FROM_BYTES && acceptsGzip(req) && between.length === Buffer.byteLength(entry.nonce)) {
      const vary = varyOnAcceptEncoding(headers.vary);
      const body = gzipWithNonce((entry.deflated ??= deflatePieces(entry.pieces, between.length)), between);
      await writeAnswer(req, res, { status: entry.status, headers: { ...headers, vary, 'content-encoding': 'gzip' }, body }, extraHeaders);
      return;
    }
    const body = Buffer.concat(entry.pieces.flatMap((piece, i) => (i === 0 ? [piece] : [between, piece])));
    await writeAnswer(req, res, { status: entry.status, headers, body }, extraHeaders);
  }

  return {
    /** Answers `req` for `key` at `version`: from a copy (see above), or rendered by `render` (and recorded). */
    async serve(req: IncomingMessage, res: ServerResponse, key: string, version: string, render: Renderer, extraHeaders: Record<string, string> = {}): Promise<void> {
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
      rendering.set(flight, recorded.catch(() => null));
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

/**
 * A page's pieces compressed once for answers with nonces of `nonceLength` bytes, with what gzip's trailer needs to be
 * made per answer without reading them (see deflatePieces and gzipWithNonce).
 */
export interface DeflatedPieces {
  nonceLength: number;
  deflated: Buffer[];
  /** CRC-32 of the page with every nonce's bytes zero. */
  zeroCrc: number;
  /** CRC-32 of `nonceLength` zero bytes. */
  zerosCrc: number;
  /** Σ x^(8·s) mod P over the nonces, s the bytes that follow each: how a nonce's bits reach the page's CRC. */
  weight: number;
  /** The page's length with the nonces, mod 2^32 (gzip's ISIZE). */
  size: number;
}

// Deflate's window: how far back a piece's compressor may refer.
const WINDOW = 32_768;

/**
 * Each piece deflated on its own, so that the pieces' deflate streams can be joined with other blocks between them:
 * all but the last end on a byte boundary without a final block (a sync flush). Each compressor is given the 32 kB
 * before its piece as a preset dictionary, so it refers back across the nonces as one compressor of the whole page
 * would (the page's scripts, each cut by a nonce, compressed a quarter larger without): the decoder's window holds
 * those bytes, only with the answer's nonce where the dictionary has zero bytes. No reference can reach into a nonce,
 * since a page without zero bytes matches none there; a page with one gets no dictionaries.
 *
 * The trailer's CRC-32 is affine over GF(2): it is that of the page with zero bytes in the nonces' place, xor the
 * nonces' bits' share, which is linear in them. A nonce of s following bytes adds lin(nonce)·x^(8·s) mod P (lin: its
 * CRC without the initial and final inversion, crc32(nonce) ⊕ crc32(zeros)); every nonce of an answer is the same,
 * so the shares add up to lin(nonce)·Σ x^(8·s): one product per answer, whatever the number of nonces.
 */
export function deflatePieces(pieces: Buffer[], nonceLength: number): DeflatedPieces {
  const zeros = Buffer.alloc(nonceLength);
  const withDictionaries = !pieces.some((piece) => piece.includes(0));
  let before = Buffer.alloc(0);
  let zeroCrc = 0;
  const deflated = pieces.map((piece, i) => {
    if (i > 0) {
      zeroCrc = crc32(zeros, zeroCrc);
      if (withDictionaries) before = Buffer.concat([before, zeros]).subarray(-WINDOW);
    }
    // Node 20's crc32 answers 0 for an empty buffer that has been through deflateRawSync; nothing leaves a CRC as is.
    if (piece.length > 0) zeroCrc = crc32(piece, zeroCrc);
    const out = deflateRawSync(piece, {
      finishFlush: i === pieces.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      ...(before.length > 0 ? { dictionary: before } : {}),
    });
    if (withDictionaries) before = Buffer.concat([before, piece]).subarray(-WINDOW);
    return out;
  });
  let weight = 0;
  let after = pieces.at(-1)?.length ?? 0;
  for (let i = pieces.length - 1; i > 0; i--) {
    weight ^= crc32Shift(after);
    after += nonceLength + pieces[i - 1]!.length;
  }
  return { nonceLength, deflated, zeroCrc: zeroCrc >>> 0, zerosCrc: crc32(zeros) >>> 0, weight: weight >>> 0, size: after % 2 ** 32 };
}

// gzip's member header (RFC 1952): deflate, no flags, no time, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);

/**
 * The page's gzip encoding with `nonce` between its pieces, from the pieces deflated once: the nonce goes in as a
 * stored (uncompressed) deflate block, and the trailer's CRC-32 of the whole page comes from the nonce's own CRC and
 * figures of the page worked out once (deflatePieces; crc32-combine.ts), so an answer reads no page byte but to copy
 * it. The nonce must have the length the pieces were compressed for.
 */
export function gzipWithNonce(page: DeflatedPieces, nonce: Buffer): Buffer {
  if (nonce.length !== page.nonceLength) throw new Error(`a nonce of ${nonce.length} bytes where the page was compressed for ${page.nonceLength}`);
  // A stored block: BFINAL 0, BTYPE 00 padded to the byte, then LEN and its ones' complement, little-endian.
  const stored = Buffer.alloc(5 + nonce.length);
  stored.writeUInt16LE(nonce.length, 1);
  stored.writeUInt16LE(~nonce.length & 0xffff, 3);
  nonce.copy(stored, 5);
  const parts: Buffer[] = [GZIP_HEADER];
  for (const [i, deflated] of page.deflated.entries()) {
    if (i > 0) parts.push(stored);
    parts.push(deflated);
  }
  // lin(nonce)·weight, xor the zero-nonce page's CRC (crc32Append with an empty B is the plain product).
  const crc = (page.zeroCrc ^ crc32Append((crc32(nonce) ^ page.zerosCrc) >>> 0, 0, page.weight)) >>> 0;
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(page.size, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
