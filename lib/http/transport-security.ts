import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * HTTP Strict Transport Security: a browser that reached us over https once keeps to https for a year, so a
 * network attacker cannot downgrade a later visit (and its admin cookie) to plain http. Only sent on answers to
 * https requests, as RFC 6797 §7.2 requires: a plain-http deployment (a laptop, a test) is never pinned to https.
 * No includeSubDomains: the operator's other hosts are theirs to decide.
 */
export const HSTS_HEADER = 'Strict-Transport-Security';
export const HSTS_VALUE = 'max-age=31536000';

/**
 * Whether a request came over https: a TLS socket, or `X-Forwarded-Proto: https` from a trusted reverse proxy
 * (TRUST_PROXY=1; without it the header is the client's own word and proves nothing).
 */
export function cameOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
