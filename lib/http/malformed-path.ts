import { decodedOrNull } from '../core/uri';

/**
 * An API path whose percent-encoding does not decode (`/api/v1/accounts/%FF`) is the client's mistake: it gets a
 * 400 in that API's error format, where Next.js would answer a bare 500 before any route runs.
 */
export function malformedApiPath(pathname: string): Response | null {
  if (!pathname.startsWith('/api/') || decodedOrNull(pathname) !== null) return null;
  const message = 'Invalid path: malformed percent-encoding';
  const body = pathname.startsWith('/api/v1/') ? { _status: { messages: [{ message }] } } : { error: message };
  return Response.json(body, { status: 400, headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' } });
}
