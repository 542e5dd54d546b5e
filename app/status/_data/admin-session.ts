import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { clientAddress } from '@/lib/http/client';
import { checkCredential, credentialLimiter, retryAfterHeaders, type Refusal } from '@/lib/http/rate-limit';

/** The authoring page's wiring of the session (lib/status/http/admin-session.ts) to this process's configuration. */

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Constant-time comparison with the configured token; false when authoring is disabled. */
export function tokenMatches(candidate: string | undefined | null): boolean {
  const expected = getConfig().STATUS_ADMIN_TOKEN;
  if (!expected || !candidate) return false;
  return timingSafeEqual(digest(candidate), digest(expected));
}

export const authoringEnabled = () => Boolean(getConfig().STATUS_ADMIN_TOKEN);

/** A sign-in under the failure limit (see checkCredential). */
export async function checkSignIn(
  request: Request,
  token: string | undefined,
): Promise<'accepted' | 'refused' | Refusal> {
  return checkCredential(await credentialLimiter(getConfig()), clientAddress(request.headers), token, () =>
    tokenMatches(token),
  );
}

export const tooManyAttempts = (refusal: Refusal) =>
  Response.json(
    { error: `Too many failed sign-ins: try again in ${refusal.retryAfterSeconds} s.` },
    { status: 429, headers: retryAfterHeaders(refusal) },
  );
