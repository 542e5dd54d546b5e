/**
 * The headers every answer carries, for answers served outside Next.js (the /api/v1 listener of scripts/server.ts).
 * next.config.js sets the same on what Next.js serves; security-headers.test.ts holds the two equal.
 */
export const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Every answer but the embeddable badge: no other site may frame it. */
export const NOT_FRAMEABLE: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
};

/** Both together: what every answer but the badge carries. */
export const UNFRAMED_ANSWER: Readonly<Record<string, string>> = { ...EVERY_ANSWER, ...NOT_FRAMEABLE };
