import { decodedOrNull } from '../core/uri';

/**
 * An API path whose percent-encoding does not decode (`/api/v1/accounts/%FF`) is the client's mistake: it gets a
 * 400 in that API's error format, where Next.js would answer a bare 500 before any route runs.
 */
export function malformedApiPath(pathname: string): Response | null {
  if (!pathname.startsWith('/api/') || decodedOrNull(pathname) !== null) return null;
  const message = 'Invalid path: malformed percent-encoding';
  // /api/v1's errors carry no Cache-Control, as the reference's do (lib/api/v1/router.ts errorAnswer).
  if (pathname.startsWith('/api/v1/')) return Response.json({ _status: { messages: [{ message }] } }, { status: 400, headers: { 'access-control-allow-origin': '*' } });
  return Response.json({ error: message }, { status: 400, headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' } });
}
