import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The random parts of subscriptions: link tokens (kept hashed), webhook secrets and signatures. */

/** A link token: 256 random bits, URL-safe. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

/** What the store keeps of a link token. */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

/** The header a webhook's signature travels in; receivers compute the same HMAC over the raw body. */
export const SIGNATURE_HEADER = 'X-Status-Signature-256';

/** `sha256=<hex HMAC-SHA256 of the raw body, keyed with the subscriber's secret>` (GitHub's webhook format). */
export function signBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** What a receiver does; here for tests and as the reference for receivers. */
export function verifySignature(secret: string, rawBody: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, rawBody));
  const sent = Buffer.from(header);
  return expected.length === sent.length && timingSafeEqual(expected, sent);
}
