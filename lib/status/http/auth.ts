import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { clientAddress } from '../../http/client';
import { HttpError } from '../../http/errors';
import { checkCredential, credentialLimiter, retryAfterHeaders } from '../../http/rate-limit';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The key from `Authorization: OAuth <key>` (Statuspage's scheme) or `Bearer <key>`. */
export function credentialOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header ? /^(?:OAuth|Bearer)\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/**
 * Authoring is closed (403) until STATUS_ADMIN_TOKEN is configured; then a missing or wrong key is a 401.
 * Comparing SHA-256 digests with timingSafeEqual keeps the time independent of the key and its length.
 */
export async function authorize(request: Request, config: Config): Promise<void> {
  const adminToken = config.STATUS_ADMIN_TOKEN;
  if (!adminToken) throw new HttpError(403, 'authoring is disabled: STATUS_ADMIN_TOKEN is not set');
  const key = credentialOf(request);
  if (key === null) throw new HttpError(401, 'missing credential: send Authorization: OAuth <key>');
  // A wrong key counts against itself and the client (RATE_LIMIT_AUTH_FAILURES_PER_MINUTE); the right one always passes.
  const limiter = await credentialLimiter(config);
  const verdict = await checkCredential(limiter, clientAddress(request.headers), key, () =>
    timingSafeEqual(digest(key), digest(adminToken)),
  );
  if (verdict === 'refused') throw new HttpError(401, 'invalid credential');
  if (verdict !== 'accepted') {
    throw new HttpError(
      429,
      `too many invalid credentials: retry after ${verdict.retryAfterSeconds} s`,
      undefined,
      retryAfterHeaders(verdict),
    );
  }
}
