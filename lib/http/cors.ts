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

export const corsPreflight = (): Response => new Response(null, { status: 204, headers: CORS_PREFLIGHT_HEADERS });
