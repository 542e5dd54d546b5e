import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A Statuspage-style id: 12 lowercase base-36 characters (about 62 bits of randomness). */
export function newId(): string {
  const bytes = randomBytes(12);
  let id = '';
  // 256 is not a multiple of 36; the small bias does not matter for identifiers that are not secrets.
  for (const b of bytes) id += ALPHABET[b % 36];
  return id;
}

export const ID_PATTERN = /^[a-z0-9]{12}$/;
