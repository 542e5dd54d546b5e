import fc from 'fast-check';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Append, crc32Shift } from './crc32-combine';

const crcOf = (bytes: Uint8Array) => (bytes.length === 0 ? 0 : crc32(bytes) >>> 0);

describe('crc32Append', () => {
  it('gives the CRC-32 of a concatenation from the parts’ CRCs', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 5000 }), (a, b) => {
        const whole = Buffer.concat([a, b]);
        expect(crc32Append(crcOf(a), crcOf(b), crc32Shift(b.length))).toBe(crcOf(whole));
      }),
    );
  });

  it('joins many pieces as gzip of the whole would count them', () => {
    const pieces = Array.from({ length: 20 }, (_, i) => Buffer.alloc(i * 997 + 3, i));
    let crc = 0;
    for (const piece of pieces) crc = crc32Append(crc, crcOf(piece), crc32Shift(piece.length));
    expect(crc).toBe(crcOf(Buffer.concat(pieces)));
  });

  it('leaves a CRC unchanged by an empty piece', () => {
    expect(crc32Append(0x12345678, 0, crc32Shift(0))).toBe(0x12345678);
  });
});
