/**
 * The answer to a CORS preflight of a public read-only API: any origin may read it, with the conditional-GET
 * header a browser page adds (which is what makes the browser ask first).
 */
export const CORS_PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD, OPTIONS',
  'access-control-allow-headers': 'If-None-Match, Content-Type',
  'access-control-max-age': '86400',
};

/**
 * The preflight answer of /api/v1, as the reference's Express `cors()` gives it: any origin, its methods list, and
 * the request headers the browser asks for echoed back (an `Authorization` for Basic users, an SDK's own headers),
 * with Vary on them; without that request header, our usual list.
 */
export function corsPreflightHeaders(requestedHeaders: string | null): Record<string, string> {
  const asked = requestedHeaders?.trim();
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
    'access-control-allow-headers': asked ? asked : CORS_PREFLIGHT_HEADERS['access-control-allow-headers']!,
    'access-control-max-age': CORS_PREFLIGHT_HEADERS['access-control-max-age']!,
    vary: 'Access-Control-Request-Headers',
  };
}

export const corsPreflight = (): Response => new Response(null, { status: 204, headers: CORS_PREFLIGHT_HEADERS });
