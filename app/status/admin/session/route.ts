import { readJsonBody } from '@/lib/http/json-body';
import { clearedSessionCookie, isHttps, sameOrigin, sessionCookie, tokenMatches, authoringEnabled } from '../../_data/admin-session';

export const dynamic = 'force-dynamic';

const SIGN_IN_MAX_BYTES = 4 * 1024;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** Sign in: `{"token": "..."}`. A wrong token gets one answer whatever was wrong with it. */
export async function POST(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return json(403, { error: 'cross-site request refused' });
  if (!authoringEnabled()) return json(403, { error: 'Authoring is disabled on this server (STATUS_ADMIN_TOKEN is not set).' });
  let token: unknown;
  try {
    // Bounded before reading: a sign-in is a few dozen bytes, and nobody is signed in yet.
    token = ((await readJsonBody(request, SIGN_IN_MAX_BYTES)) as { token?: unknown }).token;
  } catch {
    token = undefined;
  }
  if (typeof token !== 'string' || !tokenMatches(token.trim())) {
    await new Promise((r) => setTimeout(r, 300)); // slows guessing a little; the compare itself is constant-time
    return json(401, { error: 'Sign-in failed: that token is not valid.' });
  }
  return json(200, { signed_in: true }, { 'Set-Cookie': sessionCookie(token.trim(), isHttps(request)) });
}

/** Sign out: the cookie is cleared. */
export async function DELETE(request: Request): Promise<Response> {
  if (!sameOrigin(request)) return json(403, { error: 'cross-site request refused' });
  return json(200, { signed_in: false }, { 'Set-Cookie': clearedSessionCookie(isHttps(request)) });
}
