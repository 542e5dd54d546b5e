/**
 * Reading Accept-Encoding as RFC 9110 §12.5.3 gives it: each coding with its weight (`;q=`, 1 when absent), `*` for
 * any coding not named, and q=0 as a refusal. Browsers send `gzip, deflate, br, zstd`; curl sends nothing unless
 * asked; some clients weigh their choices.
 */

/** The weight the header gives `coding` (0: not acceptable). No header: only the identity coding is asked for. */
export function codingWeight(acceptEncoding: string | undefined, coding: string): number {
  if (acceptEncoding === undefined) return 0;
  let wildcard: number | null = null;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const token = name.trim().toLowerCase();
    if (token !== coding && token !== '*') continue;
    const weight = weightOf(params);
    if (token === coding) return weight;
    wildcard = weight;
  }
  return wildcard ?? 0;
}

function weightOf(params: readonly string[]): number {
  for (const param of params) {
    const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
    if (match) return Math.min(1, Number(match[1]));
  }
  return 1;
}

/** The coding to answer with among those we have ready, best weighted first (ties go to the order given), or null. */
export function preferredCoding<T extends string>(
  acceptEncoding: string | undefined,
  available: readonly T[],
): T | null {
  let best: T | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = codingWeight(acceptEncoding, coding);
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}
