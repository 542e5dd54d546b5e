import { describe, expect, it } from 'vitest';
import { parseJsonLossless, toJson } from './int64-json';

describe('toJson', () => {
  it('writes bigints as bare numbers with every digit, wherever they are', () => {
    expect(toJson(123n)).toBe('123');
    expect(toJson({ a: 9007199254740993n, b: [-9223372036854775808n, 1n], c: { d: 0n } })).toBe(
      '{"a":9007199254740993,"b":[-9223372036854775808,1],"c":{"d":0}}',
    );
  });

  it('writes everything else as JSON.stringify does', () => {
    const value = {
      s: 'quote " and \\ and \u0001',
      n: 1.5,
      nan: NaN,
      t: true,
      none: null,
      gone: undefined,
      list: [undefined, 'x'],
      at: new Date(0),
    };
    expect(toJson(value)).toBe(JSON.stringify(value));
    expect(toJson(undefined)).toBe('null');
  });

  it('leaves strings alone that look like a stand-in', () => {
    const lookalikes = ['\u0001abc123', '\\u0001123', '"\u00010123"'];
    expect(JSON.parse(toJson({ lookalikes, n: 5n }))).toEqual({ lookalikes, n: 5 });
  });

  it('round-trips with parseJsonLossless', () => {
    const value = { balance: 123456789012345678n, memo: 'm', list: [1n, 2n] };
    expect(parseJsonLossless(toJson(value))).toEqual({ balance: 123456789012345678n, memo: 'm', list: [1, 2] });
  });
});
