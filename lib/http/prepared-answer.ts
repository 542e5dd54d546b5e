import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import { etagOf, matchesIfNoneMatch } from './conditional-get';
import { codingWeight, preferredCoding } from './content-coding';
import { COMPRESS_FROM_BYTES, varyOnAcceptEncoding, writeAnswer } from './node-bridge';

/**
 * A body answered many times unchanged (a status document at one page revision): its bytes, strong ETag and
 * encodings made once, so an answer costs a header comparison and a write, not a serialisation, a hash and a
 * compression.
 */
export interface PreparedBody {
  bytes: Buffer;
  etag: string;
  /** The gzip encoding, made by the first request that accepts it (null below the size worth compressing). */
  gzip(): Buffer | null;
  /**
   * The Brotli encoding at its best quality, or null until it is ready (and below the size worth compressing). The
   * first call starts it on libuv's thread pool: best-quality Brotli takes ~100 ms for the 110 kB status page, too
   * long to hold the event loop, and is a quarter smaller than gzip. Until it is ready, answers are gzipped.
   */
  brotli(): Buffer | null;
}

export function prepareBody(text: string): PreparedBody {
  const bytes = Buffer.from(text);
  const worthIt = bytes.length >= COMPRESS_FROM_BYTES;
  let gzipped: Buffer | undefined;
  let brotli: Buffer | null = null;
  let brotliStarted = false;
  return {
    bytes,
    etag: etagOf(bytes, { weak: false }),
    gzip: () => (worthIt ? (gzipped ??= gzipSync(bytes)) : null),
    brotli() {
      if (worthIt && !brotliStarted) {
        brotliStarted = true;
        const params = {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        };
        brotliCompress(bytes, { params }, (error, result) => {
          // A failure leaves the body to gzip: nothing a reader would need to hear about.
          if (!error) brotli = result;
        });
      }
      return brotli;
    },
  };
}

/** The encoded bytes to answer `req` with and their coding, or null for the identity coding. */
function encodingFor(req: IncomingMessage, prepared: PreparedBody): { coding: string; body: Buffer } | null {
  const accept = req.headers['accept-encoding'];
  // Only a reader who accepts Brotli starts it: a body read only by others (curl, most API clients) never pays for it.
  const brotli = codingWeight(accept, 'br') > 0 ? prepared.brotli() : null;
  const coding = preferredCoding(accept, brotli ? ['br', 'gzip'] : ['gzip']);
  if (coding === 'br') return { coding, body: brotli! };
  const gzip = coding === 'gzip' ? prepared.gzip() : null;
  return gzip ? { coding: 'gzip', body: gzip } : null;
}

/**
 * Answers a GET or HEAD with a prepared body: 304 when If-None-Match names its ETag (no Content-Type, as
 * conditionalPlainAnswer), else 200, Brotli- or gzip-encoded as the client prefers when it is worth it.
 */
export async function writePrepared(
  req: IncomingMessage,
  res: ServerResponse,
  prepared: PreparedBody,
  headers: Record<string, string>,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const tagged: Record<string, string> = { ...headers, etag: prepared.etag };
  const ifNoneMatch = req.headers['if-none-match'];
  if (matchesIfNoneMatch(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(', ') : (ifNoneMatch ?? null), prepared.etag)) {
    const kept = Object.fromEntries(Object.entries(tagged).filter(([name]) => name !== 'content-type'));
    return writeAnswer(req, res, { status: 304, headers: kept, body: null }, extraHeaders);
  }
  const encoded = encodingFor(req, prepared);
  if (!encoded) return writeAnswer(req, res, { status: 200, headers: tagged, body: prepared.bytes }, extraHeaders);
  const vary = varyOnAcceptEncoding(tagged.vary);
  // HEAD: the headers of the answer a GET would get (writeAnswer sends no body for it).
  return writeAnswer(
    req,
    res,
    {
      status: 200,
      headers: {
        ...tagged,
        vary,
        'content-encoding': encoded.coding,
        'content-length': String(encoded.body.length),
      },
      body: encoded.body,
    },
    extraHeaders,
  );
}
