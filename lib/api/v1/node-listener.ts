import type { IncomingMessage, ServerResponse } from 'node:http';
import { malformedApiPath } from '../../http/malformed-path';
import { headerReader, writeAnswer, writeWebResponse } from '../../http/node-bridge';
import { UNFRAMED_ANSWER } from '../../http/security-headers';
import { getApiContext } from './context';
import { v1RateLimited } from './rate-limit';
import { BodyTooLarge, serveV1 } from './router';

/** A request's body as text, given up (and the rest left unread) once it passes `maxBytes`. */
async function readNodeBody(req: IncomingMessage, maxBytes: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The /api/v1 paths the router answers; its documentation page and document are Next.js pages. */
export function isRouterPath(pathname: string): boolean {
  return pathname.startsWith('/api/v1/') && !/^\/api\/v1\/docs(?:\/|$)/.test(pathname);
}

/**
 * /api/v1 straight from node:http to the router, without the route-handler stack around it (which cost as much
 * CPU per request as the router itself: npm run bench:stack). Answers what it serves and returns true; anything
 * else is left for Next.js.
 */
export async function answerV1(req: IncomingMessage, res: ServerResponse, origin: string): Promise<boolean> {
  const pathname = (req.url ?? '/').split('?', 1)[0]!;
  if (!isRouterPath(pathname)) return false;
  const headers = headerReader(req);
  const ctx = await getApiContext();
  const refusal = malformedApiPath(pathname) ?? (await v1RateLimited({ headers }, ctx.config));
  if (refusal) {
    await writeWebResponse(req, res, refusal, UNFRAMED_ANSWER);
    return true;
  }
  const request = {
    method: req.method ?? 'GET',
    url: new URL(req.url ?? '/', origin),
    ifNoneMatch: headers.get('if-none-match'),
    contentType: headers.get('content-type'),
    acceptEncoding: headers.get('accept-encoding'),
    readBody: (maxBytes: number) => readNodeBody(req, maxBytes),
  };
  await writeAnswer(req, res, await serveV1(request, ctx), UNFRAMED_ANSWER);
  return true;
}
