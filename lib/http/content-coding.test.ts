import { describe, expect, it } from 'vitest';
import { codingWeight, preferredCoding } from './content-coding';

describe('Accept-Encoding', () => {
  it('weighs each coding as the header gives it', () => {
    expect(codingWeight('gzip, deflate, br, zstd', 'br')).toBe(1);
    expect(codingWeight('gzip;q=0.5, br;q=0.8', 'gzip')).toBe(0.5);
    expect(codingWeight('GZIP ; Q=0.25', 'gzip')).toBe(0.25);
    expect(codingWeight('gzip;q=0', 'gzip')).toBe(0);
    expect(codingWeight('gzip;q=0.000', 'gzip')).toBe(0);
    expect(codingWeight('deflate', 'gzip')).toBe(0);
    expect(codingWeight(undefined, 'gzip')).toBe(0);
    expect(codingWeight('', 'gzip')).toBe(0);
  });

  it('lets * stand for a coding it does not name, and a named coding override it', () => {
    expect(codingWeight('*', 'br')).toBe(1);
    expect(codingWeight('*;q=0.3, gzip', 'br')).toBe(0.3);
    expect(codingWeight('br;q=0, *', 'br')).toBe(0);
    expect(codingWeight('*, br;q=0', 'br')).toBe(0);
  });

  it('reads a malformed weight as no weight rather than failing', () => {
    expect(codingWeight('gzip;q=high', 'gzip')).toBe(1);
    expect(codingWeight('gzip;q=7', 'gzip')).toBe(1);
    expect(codingWeight(',,;;gzip', 'gzip')).toBe(0);
  });

  it('prefers the heavier coding, and the one named first among equals', () => {
    expect(preferredCoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(preferredCoding('gzip, br;q=0.9', ['br', 'gzip'])).toBe('gzip');
    expect(preferredCoding('br;q=0', ['br', 'gzip'])).toBeNull();
    expect(preferredCoding('identity', ['br', 'gzip'])).toBeNull();
    expect(preferredCoding('gzip', ['br', 'gzip'])).toBe('gzip');
  });
});
