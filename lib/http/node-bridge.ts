import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Below this many bytes gzip costs more than it saves (the threshold Express's compression uses). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A Node request as a web Request, for handlers written against the Fetch API. Bodies are not read here. The
 * headers are req.headers (not rawHeaders), so what the server replaced before (trustedForwarding) holds here too.
 */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers });
}

function acceptsGzip(req: IncomingMessage): boolean {
  const accept = req.headers['accept-encoding'];
  return typeof accept === 'string' && /\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accept);
}

/**
 * Writes a web Response to a Node response, gzip-compressed when the client accepts it and it is worth it, as
 * Next.js and the reference's Express both do; `extraHeaders` go on every answer.
 */
export async function writeWebResponse(req: IncomingMessage, res: ServerResponse, response: Response, extraHeaders: Record<string, string>): Promise<void> {
  const headers: Record<string, string | string[]> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = name === 'set-cookie' ? response.headers.getSetCookie() : value;
  });
  const body = req.method === 'HEAD' || response.body === null ? null : Buffer.from(await response.arrayBuffer());
  if (body && body.length >= COMPRESS_FROM_BYTES && acceptsGzip(req) && !headers['content-encoding']) {
    const compressed = await gzipAsync(body);
    headers['content-encoding'] = 'gzip';
    const vary = String(headers.vary ?? '');
    if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    headers['content-length'] = String(compressed.length);
    res.writeHead(response.status, headers);
    res.end(compressed);
    return;
  }
  if (body) headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body ?? undefined);
}
