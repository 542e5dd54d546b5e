import { getConfig } from '@/lib/config';
import { readJsonBody } from '@/lib/http/json-body';
import { defaultContext } from '@/lib/status/context';
import {
  clearedSessionCookie,
  closeAdminSession,
  openAdminSession,
  sameOrigin,
  sessionCookie,
  sessionIdOf,
} from '@/lib/status/http/admin-session';
import { authoringEnabled, checkSignIn, tooManyAttempts } from '../../_data/admin-session';

export const dynamic = 'force-dynamic';

const SIGN_IN_MAX_BYTES = 4 * 1024;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/** Sign in: `{"token": "..."}` opens a session. A wrong token gets one answer whatever was wrong with it. */
export async function POST(request: Request): Promise<Response> {
  const config = getConfig();
  if (!sameOrigin(request, config)) return json(403, { error: 'cross-site request refused' });
  if (!authoringEnabled())
    return json(403, { error: 'Authoring is disabled on this server (STATUS_ADMIN_TOKEN is not set).' });
  let token: unknown;
  try {
    // Bounded before reading: a sign-in is a few dozen bytes, and nobody is signed in yet.
    token = ((await readJsonBody(request, SIGN_IN_MAX_BYTES)) as { token?: unknown }).token;
  } catch {
    token = undefined;
  }
  const verdict = await checkSignIn(request, typeof token === 'string' ? token.trim() : undefined);
  if (typeof verdict === 'object') return tooManyAttempts(verdict);
  if (verdict === 'refused') return json(401, { error: 'Sign-in failed: that token is not valid.' });
  const session = await openAdminSession(await defaultContext());
  return json(200, { signed_in: true }, { 'Set-Cookie': sessionCookie(session, config, request) });
}

/** Sign out: the session is deleted from the store (a copy of the cookie stops working) and the cookie cleared. */
export async function DELETE(request: Request): Promise<Response> {
  const config = getConfig();
  if (!sameOrigin(request, config)) return json(403, { error: 'cross-site request refused' });
  await closeAdminSession(await defaultContext(), sessionIdOf(request.headers.get('cookie')));
  return json(200, { signed_in: false }, { 'Set-Cookie': clearedSessionCookie(config, request) });
}
