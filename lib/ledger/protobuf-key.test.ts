import { describe, expect, it } from 'vitest';
import { encodeKey } from './protobuf-key';

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'));
const ED = '49cddef8b8e974b8c8862cb48bf80ffcb565b0edad096f78ba8a9ca39c43f7bc';
const EC = '02b5b1ce6a41a2c3c147ea7c183cbabca97c519cc257ac02b673043b0482fcabd0';

describe('encodeKey', () => {
  it('types a primitive key, alone, in a one-key list or in a 1-of-1 threshold key', () => {
    for (const prefix of ['1220', '32240a221220', '2a28080112240a221220']) {
      expect(encodeKey(bytes(prefix + ED))).toEqual({ _type: 'ED25519', key: ED });
    }
    for (const prefix of ['3a21', '32250a233a21', '2a29080112250a233a21']) {
      expect(encodeKey(bytes(prefix + EC))).toEqual({ _type: 'ECDSA_SECP256K1', key: EC });
    }
  });

  it('shows every other key, and bytes that are no Key at all, as protobuf hex', () => {
    expect(encodeKey(bytes('3200'))).toBeNull();
    expect(encodeKey(bytes('010101'))).toEqual({ _type: 'ProtobufEncoded', key: '010101' });
    // a 2-of-1 threshold is not "that key"
    expect(encodeKey(bytes(`2a28080212240a221220${ED}`))?._type).toBe('ProtobufEncoded');
    expect(encodeKey(new Uint8Array())).toEqual({ _type: 'ProtobufEncoded', key: '' });
  });

  it('keeps null', () => {
    expect(encodeKey(null)).toBeNull();
  });
});
