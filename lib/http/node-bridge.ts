import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { codingWeight } from './content-coding';

const gzipAsync = promisify(gzip);

/** Below this many bytes gzip costs more than it saves (the threshold Express's compression uses). */
export const COMPRESS_FROM_BYTES = 1024;

/** A Node request's headers behind web Headers' `get` (several values joined as it joins them), without copying them. */
export function headerReader(req: IncomingMessage): Pick<Headers, 'get'> {
  return {
    get: (name) => {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** Whether the request accepts a gzip-encoded answer (and does not refuse it with q=0). */
export function acceptsGzip(req: IncomingMessage): boolean {
  return codingWeight(req.headers['accept-encoding'], 'gzip') > 0;
}

/**
 * Writes a web Response to a Node response, gzip-compressed when the client accepts it and it is worth it, as
 * Next.js and the reference's Express both do; `extraHeaders` go on every answer.
 */
export async function writeWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
  });
  const body = req.method === 'HEAD' || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  await writeAnswer(req, res, { status: response.status, headers, body }, extraHeaders);
}

/** An answer to write: names in lower case, the body as text or bytes. */
export interface NodeAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: string | Buffer | null;
}

/** A Vary value that also names Accept-Encoding (as it is, when it already does): for a gzip-encoded answer. */
export function varyOnAcceptEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

/** writeWebResponse for an answer that is plain data already (no web Response built and read back). */
export async function writeAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  answer: NodeAnswer,
  extraHeaders: Record<string, string>,
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...extraHeaders, ...answer.headers };
  const body =
    req.method === 'HEAD' || answer.body === null
      ? null
      : typeof answer.body === 'string'
        ? Buffer.from(answer.body)
        : answer.body;
  if (body && body.length >= COMPRESS_FROM_BYTES && acceptsGzip(req) && !headers['content-encoding']) {
    const compressed = await gzipAsync(body);
    headers['content-encoding'] = 'gzip';
    headers.vary = varyOnAcceptEncoding(headers.vary === undefined ? undefined : String(headers.vary));
    headers['content-length'] = String(compressed.length);
    res.writeHead(answer.status, headers);
    res.end(compressed);
    return;
  }
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(answer.status, headers);
  res.end(body ?? undefined);
}
