import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { etagOf, matchesIfNoneMatch } from './conditional-get';
import { preferredCoding } from './content-coding';
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
   * The Brotli encoding for one more answer (null below the size worth compressing). The first call makes a quick one
   * (quality 5: about gzip's cost, and smaller); a body answered `BEST_BROTLI_AFTER` times in Brotli is worth the best
   * quality too, made on libuv's thread pool (~100 ms of a core for the 110 kB status page, too long for the event
   * loop, and a tenth smaller again) and answered once ready. A page kept for one ledger block is read a few times and
   * never pays for the best; a status document at one revision is read thousands of times.
   */
  brotli(): Buffer | null;
}

const QUICK_BROTLI_QUALITY = 5;
export const BEST_BROTLI_AFTER = 8;

export function prepareBody(text: string): PreparedBody {
  const bytes = Buffer.from(text);
  const worthIt = bytes.length >= COMPRESS_FROM_BYTES;
  const brotliOptions = (quality: number) => ({
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  let gzipped: Buffer | undefined;
  let quickBrotli: Buffer | undefined;
  let bestBrotli: Buffer | undefined;
  let brotliAnswers = 0;
  return {
    bytes,
    etag: etagOf(bytes, { weak: false }),
    gzip: () => (worthIt ? (gzipped ??= gzipSync(bytes)) : null),
    brotli() {
      if (!worthIt) return null;
      if (++brotliAnswers === BEST_BROTLI_AFTER) {
        brotliCompress(bytes, brotliOptions(zlib.BROTLI_MAX_QUALITY), (error, result) => {
          // A failure leaves the quick encoding in use: nothing a reader would need to hear about.
          if (!error) bestBrotli = result;
        });
      }
      return bestBrotli ?? (quickBrotli ??= brotliCompressSync(bytes, brotliOptions(QUICK_BROTLI_QUALITY)));
    },
  };
}

/** The encoded bytes to answer `req` with and their coding, or null for the identity coding. */
function encodingFor(req: IncomingMessage, prepared: PreparedBody): { coding: string; body: Buffer } | null {
  const coding = preferredCoding(req.headers['accept-encoding'], ['br', 'gzip']);
  // Asked only for a reader who takes Brotli: a body read only by others (curl, most API clients) never makes it.
  const body = coding === 'br' ? prepared.brotli() : coding === 'gzip' ? prepared.gzip() : null;
  return body && coding ? { coding, body } : null;
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
