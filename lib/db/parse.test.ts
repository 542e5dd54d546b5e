import { describe, expect, it } from 'vitest';
import { parseByteaArray, parseInt8Array, parseInt8Range } from './parse';

describe('text parsers shared by both drivers', () => {
  it('reads int8 arrays as bigint, keeping NULL', () => {
    expect(parseInt8Array('{1,9223372036854775807,NULL}')).toEqual([1n, 9223372036854775807n, null]);
    expect(parseInt8Array('{}')).toEqual([]);
  });

  it('reads int8 ranges with their bounds and inclusivity', () => {
    expect(parseInt8Range('[1,5)')).toEqual({ lower: 1n, upper: 5n, lowerInclusive: true, upperInclusive: false });
    expect(parseInt8Range('[0,)')).toEqual({ lower: 0n, upper: null, lowerInclusive: true, upperInclusive: false });
    expect(parseInt8Range('empty').lower).toBeNull();
  });

  it('reads bytea arrays as bytes', () => {
    expect(parseByteaArray('{"\\\\x0102",NULL}')).toEqual([new Uint8Array([1, 2]), null]);
  });
});
