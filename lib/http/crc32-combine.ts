/**
 * CRC-32 (the gzip polynomial) of a concatenation from the CRCs of its parts, without reading their bytes again.
 *
 * A cached page is served as its pieces with a fresh nonce between them (rendered-page-cache.ts); gzip's trailer needs
 * the CRC of the whole page, and running crc32 over 220 kB per answer was a third of /status's CPU. CRC-32 is linear
 * over GF(2): crc(A‖B) = crc(A)·x^(8·|B|) mod P ⊕ crc(B), so with x^(8·|B|) mod P found once per piece, joining a
 * piece costs one polynomial product. The arithmetic is zlib's (crc32_combine_gen / multmodp), in reflected bit order.
 */

const POLY = 0xedb88320;
/** x^0 in the reflected representation. */
const ONE = 0x80000000;

/** a·b mod P, both polynomials in reflected order. */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

// X_POWERS[k] = x^(2^k) mod P.
const X_POWERS: number[] = [0x40000000];
for (let k = 1; k < 64; k++) X_POWERS.push(multiplyModP(X_POWERS[k - 1]!, X_POWERS[k - 1]!));

/** The operator that appends `length` bytes: x^(8·length) mod P, to give to crc32Append. */
export function crc32Shift(length: number): number {
  let power = ONE;
  let k = 3; // 8 = 2^3 bits per byte
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2 === 1) power = multiplyModP(X_POWERS[k % 64]!, power);
  return power;
}

/** The CRC-32 of A‖B from crc(A), crc(B) and crc32Shift(|B|). */
export const crc32Append = (crcA: number, crcB: number, shiftB: number): number => (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
