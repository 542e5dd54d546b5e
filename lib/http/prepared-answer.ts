import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { etagOf, matchesIfNoneMatch } from './conditional-get';
import { acceptsGzip, COMPRESS_FROM_BYTES, varyOnAcceptEncoding, writeAnswer } from './node-bridge';

/**
 * A body answered many times unchanged (a status document at one page revision): its bytes, strong ETag and gzip
 * made once, so an answer costs a header comparison and a write, not a serialisation, a hash and a compression.
 */
export interface PreparedBody {
  bytes: Buffer;
  etag: string;
  /** The gzip encoding, made by the first request that accepts it (null below the size worth compressing). */
  gzip(): Buffer | null;
}

export function prepareBody(text: string): PreparedBody {
  const bytes = Buffer.from(text);
  let gzipped: Buffer | undefined;
  return {
    bytes,
    etag: etagOf(bytes, { weak: false }),
    gzip: () => (bytes.length < COMPRESS_FROM_BYTES ? null : (gzipped ??= gzipSync(bytes))),
  };
}

/**
 * Answers a GET or HEAD with a prepared body: 304 when If-None-Match names its ETag (no Content-Type, as
 * conditionalPlainAnswer), else 200, gzip-encoded when the client accepts it and it is worth it.
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
  const gzip = acceptsGzip(req) ? prepared.gzip() : null;
  if (!gzip) return writeAnswer(req, res, { status: 200, headers: tagged, body: prepared.bytes }, extraHeaders);
  const vary = varyOnAcceptEncoding(tagged.vary);
  // HEAD: the headers of the answer a GET would get (writeAnswer sends no body for it).
  return writeAnswer(
    req,
    res,
    {
      status: 200,
      headers: { ...tagged, vary, 'content-encoding': 'gzip', 'content-length': String(gzip.length) },
      body: gzip,
    },
    extraHeaders,
  );
}
