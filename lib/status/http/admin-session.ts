import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { requestOrigin } from '../../http/client';
import type { StatusContext } from '../context';
import {
  adminSessionLive,
  deleteAdminSession,
  deleteExpiredAdminSessions,
  insertAdminSession,
} from '../store/admin-sessions';

/**
 * The authoring page's session: signing in with the admin token opens a session whose id (32 random bytes) is the
 * cookie's value; the status store keeps only its SHA-256 and expiry, and signing out deletes it, so a copied
 * cookie stops working at sign-out or expiry and the token itself never travels after sign-in. The cookie is
 * HttpOnly (page scripts never see it), SameSite=Strict and scoped to /status/admin (other sites cannot send it),
 * and Secure whenever the request came over https (PUBLIC_URL is https, or X-Forwarded-Proto said so through a
 * trusted proxy): a browser then never sends it over plain http.
 */
export const SESSION_COOKIE = 'status_admin';
export const SESSION_PATH = '/status/admin';
export const SESSION_SECONDS = 8 * 3600;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** A session id is 43 base64url characters; anything else is not worth a database read. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** Opens a session and returns its id (for the cookie); expired sessions are purged on the way. */
export async function openAdminSession(ctx: StatusContext): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = ctx.clock.nowMs();
  await deleteExpiredAdminSessions(ctx.db, new Date(now));
  await insertAdminSession(ctx.db, sha256(id), new Date(now), new Date(now + SESSION_SECONDS * 1000));
  return id;
}

export async function adminSessionValid(ctx: StatusContext, id: string | null): Promise<boolean> {
  if (!id || !SESSION_ID.test(id)) return false;
  return adminSessionLive(ctx.db, sha256(id), new Date(ctx.clock.nowMs()));
}

export async function closeAdminSession(ctx: StatusContext, id: string | null): Promise<void> {
  if (id && SESSION_ID.test(id)) await deleteAdminSession(ctx.db, sha256(id));
}

const secureCookies = (config: Config, request: Request) =>
  (config.PUBLIC_URL?.startsWith('https:') ?? false) || requestOrigin(request, config.TRUST_PROXY).startsWith('https:');

export function sessionCookie(id: string, config: Config, request: Request): string {
  const flags = ['HttpOnly', 'SameSite=Strict', `Path=${SESSION_PATH}`, `Max-Age=${SESSION_SECONDS}`];
  if (secureCookies(config, request)) flags.push('Secure');
  return `${SESSION_COOKIE}=${id}; ${flags.join('; ')}`;
}

export function clearedSessionCookie(config: Config, request: Request): string {
  return `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=${SESSION_PATH}; Max-Age=0${secureCookies(config, request) ? '; Secure' : ''}`;
}

/** The session id from a Cookie header. */
export function sessionIdOf(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=');
  }
  return null;
}

/**
 * Writes must come from our own pages. A browser sends Origin on every cross-site POST/PATCH/DELETE; it must be
 * this service's scheme and host: PUBLIC_URL's when set, else the request's own (X-Forwarded-Host and -Proto only
 * behind a trusted proxy). SameSite=Strict already keeps the cookie off cross-site requests; this is the second lock.
 */
export function sameOrigin(request: Request, config: Config): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const expected = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : requestOrigin(request, config.TRUST_PROXY);
  try {
    return new URL(origin).origin === new URL(expected).origin;
  } catch {
    return false;
  }
}
