import { decodedOrNull } from '../core/uri';

const MESSAGE = 'Invalid path: malformed percent-encoding';

/** The JSON APIs: /api/* and the authoring page's own API, which answers in the status APIs' `{ error }` shape. */
const isJsonApi = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/status/admin/api/');

/**
 * An API path whose percent-encoding does not decode (`/api/v1/accounts/%FF`) is the client's mistake: it gets a
 * 400 in that API's error format, where Next.js would answer a bare 500 before any route runs.
 */
export function malformedApiPath(pathname: string): Response | null {
  if (!isJsonApi(pathname) || decodedOrNull(pathname) !== null) return null;
  // /api/v1's errors carry no Cache-Control, as the reference's do (lib/api/v1/router.ts errorAnswer).
  if (pathname.startsWith('/api/v1/'))
    return Response.json(
      { _status: { messages: [{ message: MESSAGE }] } },
      { status: 400, headers: { 'access-control-allow-origin': '*' } },
    );
  return Response.json(
    { error: MESSAGE },
    { status: 400, headers: { 'cache-control': 'no-store', 'access-control-allow-origin': '*' } },
  );
}

/**
 * Any path that does not decode, page or API: a 400 before any route sees it (pages get a short HTML page). Next.js
 * answers some of them (`/accounts/%FF/transactions.csv`) with a 500, and a route that decodes its own parameters
 * would throw on them.
 */
export function malformedPath(pathname: string): Response | null {
  if (decodedOrNull(pathname) !== null) return null;
  const api = malformedApiPath(pathname);
  if (api) return api;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Bad request · Ledger Query Service</title></head>
<body><main><h1>Bad request</h1><p>This address is not valid: it has a malformed percent-encoding. <a href="/">Home</a></p></main></body></html>
`;
  return new Response(html, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
