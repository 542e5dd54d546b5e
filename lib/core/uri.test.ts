import { describe, expect, it } from 'vitest';
import { decodedOrNull } from './uri';

describe('decodedOrNull', () => {
  it('decodes what decodes and refuses a malformed escape without throwing', () => {
    expect(decodedOrNull('0.0.2%20')).toBe('0.0.2 ');
    expect(decodedOrNull('plain')).toBe('plain');
    expect(decodedOrNull('%FF')).toBeNull();
    expect(decodedOrNull('%E0%A4%A')).toBeNull();
  });
});
