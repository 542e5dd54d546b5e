/**
 * The answer to a CORS preflight of a public read-only API: any origin may read it, with the conditional-GET
 * header a browser page adds (which is what makes the browser ask first).
 */
export function corsPreflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': 'If-None-Match, Content-Type',
      'Access-Control-Max-Age': '86400',
    },
  });
}
