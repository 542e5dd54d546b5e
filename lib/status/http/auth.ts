import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../../http/errors';

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
export function authorize(request: Request, adminToken: string | undefined): void {
  if (!adminToken) throw new HttpError(403, 'authoring is disabled: STATUS_ADMIN_TOKEN is not set');
  const key = credentialOf(request);
  if (key === null) throw new HttpError(401, 'missing credential: send Authorization: OAuth <key>');
  if (!timingSafeEqual(digest(key), digest(adminToken))) throw new HttpError(401, 'invalid credential');
}
