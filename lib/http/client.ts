import type { IncomingMessage } from 'node:http';

/**
 * Who sent a request and where it was addressed, believing X-Forwarded-* only behind a trusted reverse proxy
 * (TRUST_PROXY=1). Without one those headers are whatever the client wrote: the server (scripts/server.ts) replaces
 * them with the socket's address before anything reads the request (trustedForwarding), so the code below reads
 * X-Forwarded-For the same way in both cases.
 */

const firstOf = (value: string | null) => value?.split(',')[0]?.trim() || null;

/**
 * The client's address: X-Forwarded-For's first hop (set from the socket when no proxy is trusted). Null for a
 * request that did not come over HTTP (in-process calls, tests): Next.js always sets it on one that did.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string | null {
  return firstOf(headers.get('x-forwarded-for'));
}

/** Scheme and host the request was sent to, as `https://host[:port]`. */
export function requestOrigin(request: Request, trustProxy: boolean): string {
  const url = new URL(request.url);
  const forwardedHost = trustProxy ? firstOf(request.headers.get('x-forwarded-host')) : null;
  const forwardedProto = trustProxy ? firstOf(request.headers.get('x-forwarded-proto')) : null;
  const host = forwardedHost ?? request.headers.get('host') ?? url.host;
  const scheme = forwardedProto ?? url.protocol.replace(':', '');
  return `${scheme.toLowerCase()}://${host.toLowerCase()}`;
}

/** The headers a client may not set itself unless a trusted proxy set them. */
const FORWARDED_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'forwarded',
] as const;

/**
 * Before a request is read: without a trusted proxy the client's own X-Forwarded-* go, and X-Forwarded-For becomes
 * the socket's address (Next.js fills the others from the connection); behind one, X-Forwarded-For is kept and only
 * filled in when the proxy sent none.
 */
export function trustedForwarding(req: IncomingMessage, trustProxy: boolean): void {
  if (!trustProxy) for (const name of FORWARDED_HEADERS) delete req.headers[name];
  const socketAddress = req.socket.remoteAddress;
  if (socketAddress && !req.headers['x-forwarded-for']) req.headers['x-forwarded-for'] = socketAddress;
}
