import { describe, expect, it } from 'vitest';
import { decodeMemo } from './memo';

const b64 = (s: string | Uint8Array) => Buffer.from(s).toString('base64');

describe('memo decoding', () => {
  it('text, JSON and links', () => {
    expect(decodeMemo(b64('hello ℏ'))).toEqual({ kind: 'text', text: 'hello ℏ' });
    expect(decodeMemo(b64('{"a":1}'))).toEqual({ kind: 'json', text: '{\n  "a": 1\n}' });
    expect(decodeMemo(b64('https://example.org/x'))).toEqual({ kind: 'url', text: 'https://example.org/x' });
  });

  it('binary becomes hex; nothing is empty', () => {
    expect(decodeMemo(b64(new Uint8Array([0xff, 0x00, 0x10])))).toEqual({ kind: 'hex', hex: '0xff0010' });
    expect(decodeMemo(b64(new Uint8Array([1, 2])))).toEqual({ kind: 'hex', hex: '0x0102' });
    expect(decodeMemo('')).toEqual({ kind: 'empty' });
    expect(decodeMemo(null)).toEqual({ kind: 'empty' });
  });
});
