import { describe, expect, it } from 'vitest';
import { encodeBase32 } from './account-key';
import { encodeKey } from './protobuf-key';
import { decodeBase32 } from '../core/account-ref';

const hex = (h: string) => Uint8Array.from(Buffer.from(h, 'hex'));
const ED = 'bfc9d4a344389324119eed485eb3a875b1e5a54bd189d2fd5ad88ce1d3473dee';
const EC = '023673dc1b97f1e2a99041867be087ec040374636b8e7486789112e95f09018401';

describe('encodeKey', () => {
  it('types primitive, single-key-list and 1-of-1 threshold keys', () => {
    for (const prefix of ['1220', '32240a221220', '2a28080112240a221220']) {
      expect(encodeKey(hex(prefix + ED))).toEqual({ _type: 'ED25519', key: ED });
    }
    for (const prefix of ['3a21', '32250a233a21', '2a29080112250a233a21']) {
      expect(encodeKey(hex(prefix + EC))).toEqual({ _type: 'ECDSA_SECP256K1', key: EC });
    }
  });
  it('shows other keys as protobuf hex and the immutable sentinel as null', () => {
    expect(encodeKey(hex('030303'))).toEqual({ _type: 'ProtobufEncoded', key: '030303' });
    expect(encodeKey(hex('3200'))).toBeNull();
    expect(encodeKey(null)).toBeNull();
    expect(encodeKey(new Uint8Array())).toEqual({ _type: 'ProtobufEncoded', key: '' });
  });
});

describe('encodeBase32', () => {
  it('round-trips with decodeBase32', () => {
    const bytes = hex('000102030405060708090a0b0c0d0e0f10111213');
    expect(encodeBase32(bytes)).toBe('AAAQEAYEAUDAOCAJBIFQYDIOB4IBCEQT');
    expect(decodeBase32(encodeBase32(bytes)!)).toEqual(bytes);
    expect(encodeBase32(new TextEncoder().encode('foob'))).toBe('MZXW6YQ');
  });
});
