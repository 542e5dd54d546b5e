/**
 * Who sent a request and where it was addressed, believing X-Forwarded-* only behind a trusted reverse proxy
 * (TRUST_PROXY=1). Without one those headers are whatever the client wrote: `npm start` (scripts/start.ts) drops
 * them before Next.js sees the request, and Next.js then fills X-Forwarded-For with the socket's address and
 * X-Forwarded-Proto with the connection's scheme; this module reads them the same way in both cases.
 */

const firstOf = (value: string | null) => value?.split(',')[0]?.trim() || null;

/**
 * The client's address: X-Forwarded-For's first hop (set from the socket when no proxy is trusted). Null for a
 * request that did not come over HTTP (in-process calls, tests): Next.js always sets it on one that did.
 */
export function clientAddress(headers: Headers): string | null {
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

/** The headers a client may not set itself unless a trusted proxy set them (stripped by scripts/start.ts). */
export const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'] as const;
