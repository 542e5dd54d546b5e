/**
 * HTTP Basic credentials against a configured list of users, compared in constant time: every user is checked,
 * and each comparison is of two SHA-256 digests, so neither the position of a user in the list nor the length or
 * the first wrong character of a guess shows in the time an answer takes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export interface Credentials {
  username: string;
  password: string;
}

/** What a request's Authorization header says: no Basic credentials, a matching user, or credentials refused. */
export type BasicAuthentication<U> = { kind: 'anonymous' } | { kind: 'user'; user: U } | { kind: 'refused' };

const BASIC = /^basic(?:\s+(.*))?$/is;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

const sameText = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** The username and password of a Basic header (`user:password`, base64), or null when it is not well formed. */
function decodeCredentials(encoded: string): Credentials | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return null;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : { username: text.slice(0, colon), password: text.slice(colon + 1) };
}

/**
 * Another scheme (Bearer…) or no header is anonymous; Basic credentials that match no user, or that do not
 * decode, are refused, also when no users are configured.
 */
export function authenticateBasic<U extends Credentials>(
  header: string | null,
  users: readonly U[],
): BasicAuthentication<U> {
  const basic = header === null ? null : BASIC.exec(header.trim());
  if (!basic) return { kind: 'anonymous' };
  const given = decodeCredentials((basic[1] ?? '').trim());
  if (!given) return { kind: 'refused' };
  let found: U | null = null;
  for (const user of users) {
    // Both compared every time (no short-circuit), for every user.
    const nameMatches = sameText(user.username, given.username);
    const passwordMatches = sameText(user.password, given.password);
    if (nameMatches && passwordMatches && found === null) found = user;
  }
  return found ? { kind: 'user', user: found } : { kind: 'refused' };
}
