import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';

/**
 * The authoring page's session: the admin token itself, in an http-only, SameSite=Strict cookie scoped to
 * /status/admin, so browser scripts never see it and other sites cannot send it. The same-origin proxy hands it to
 * the authoring API as `Authorization: OAuth <token>`, where lib/status/http/auth.ts checks it.
 */
export const SESSION_COOKIE = 'status_admin';
export const SESSION_PATH = '/status/admin';
const SESSION_SECONDS = 8 * 3600;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison with the configured token; false when authoring is disabled. */
export function tokenMatches(candidate: string | undefined | null): boolean {
  const expected = getConfig().STATUS_ADMIN_TOKEN;
  if (!expected || !candidate) return false;
  return timingSafeEqual(digest(candidate), digest(expected));
}

export const authoringEnabled = () => Boolean(getConfig().STATUS_ADMIN_TOKEN);

export function sessionCookie(token: string, secure: boolean): string {
  const flags = ['HttpOnly', 'SameSite=Strict', `Path=${SESSION_PATH}`, `Max-Age=${SESSION_SECONDS}`];
  if (secure) flags.push('Secure');
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; ${flags.join('; ')}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=${SESSION_PATH}; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The token from the request's cookie header. */
export function sessionToken(request: Request): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Writes must come from our own pages: a browser always sends Origin on a cross-site POST/PATCH/DELETE, and it
 * must name this host. SameSite=Strict already keeps the cookie off cross-site requests; this is the second lock.
 */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.headers.get('sec-fetch-site') !== 'cross-site';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const isHttps = (request: Request) =>
  (request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')).split(',')[0]?.trim() === 'https';
