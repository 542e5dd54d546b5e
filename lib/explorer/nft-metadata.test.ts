import { describe, expect, it } from 'vitest';
import { decodeNftMetadata } from './nft-metadata';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('decodeNftMetadata', () => {
  it('shows UTF-8 metadata as text, without an image for a URI', () => {
    const uri = 'ipfs://bafyabc/1.json';
    expect(decodeNftMetadata(b64(uri))).toEqual({ base64: b64(uri), text: uri, image: null });
    expect(decodeNftMetadata(b64('Ünïcode ✓')).text).toBe('Ünïcode ✓');
  });

  it('keeps bytes that are not printable UTF-8 as base64 only', () => {
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0x41]).toString('base64');
    expect(decodeNftMetadata(binary)).toEqual({ base64: binary, text: null, image: null });
    // Valid UTF-8, but control characters are not text a reader can use.
    expect(decodeNftMetadata(Buffer.from([0x41, 0x01, 0x42]).toString('base64')).text).toBeNull();
  });

  it('offers a data: URL of an inline image type as the picture', () => {
    const gif = 'data:image/gif;base64,R0lGODlhBAAEAIEAAPH1+YgeGgAAAAAAACwAAAAABAAEAAACCkQYECDAhAkRBgUAOw==';
    expect(decodeNftMetadata(b64(gif)).image).toBe(gif);
    expect(decodeNftMetadata(b64('data:image/svg+xml,<svg/>')).image).toBe('data:image/svg+xml,<svg/>');
    expect(decodeNftMetadata(b64('data:image/png;charset=x;base64,AAAA')).image).toBe(
      'data:image/png;charset=x;base64,AAAA',
    );
  });

  it('never offers anything else as a picture', () => {
    for (const text of [
      'https://example.com/a.png',
      'data:text/html,<script>1</script>',
      'data:image/x-icon;base64,AAAA',
      'javascript:alert(1)',
      'xdata:image/png;base64,AA',
    ]) {
      expect(decodeNftMetadata(b64(text)).image, text).toBeNull();
    }
  });

  it('handles no metadata and malformed base64', () => {
    expect(decodeNftMetadata(null)).toEqual({ base64: '', text: null, image: null });
    expect(decodeNftMetadata('')).toEqual({ base64: '', text: null, image: null });
    expect(decodeNftMetadata('not base64!')).toEqual({ base64: 'not base64!', text: null, image: null });
  });
});
