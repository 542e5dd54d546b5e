import { describe, expect, it } from 'vitest';
import { decodeBase32, parseAccountRef } from './account-ref';

const ALIAS = 'KGNABD5L3ZGSRVUCSPDR7TONZSRY3D5OMEBKQMVTD2AC6JL72HMQ';

describe('parseAccountRef', () => {
  it('encodes entity ids without lookup', () => {
    expect(parseAccountRef('7')).toEqual({ kind: 'id', id: 7n });
    expect(parseAccountRef('0.7')).toEqual({ kind: 'id', id: 7n });
    expect(parseAccountRef('0.0.7')).toEqual({ kind: 'id', id: 7n });
    expect(parseAccountRef('1.2.3')).toEqual({ kind: 'id', id: (1n << 54n) | (2n << 38n) | 3n });
  });

  it('turns long-zero EVM addresses into ids', () => {
    expect(parseAccountRef('0x00000000000000000000000000000000000003e9')).toEqual({ kind: 'id', id: 1001n });
    expect(parseAccountRef('0.0.00000000000000000000000000000000000003e9')).toEqual({ kind: 'id', id: 1001n });
  });

  it('keeps other EVM addresses and aliases for lookup', () => {
    expect(parseAccountRef('ebb9a1be370150759408cd7af48e9eda2b8ead57')?.kind).toBe('evmAddress');
    expect(parseAccountRef(ALIAS)?.kind).toBe('alias');
    expect(parseAccountRef(`0.0.${ALIAS}`)?.kind).toBe('alias');
  });

  it('rejects what the reference rejects', () => {
    for (const bad of [
      '0.5.6.7',
      'x',
      '0.0.x',
      'ABC',
      '0.-1',
      '-92233720368547758080',
      `${ALIAS.slice(0, 47)}`,
      'KGNABD5L3ZGSRVUCSPDR7TONZSRY3D5OMEBKQMVTD2AC6JL72000',
      '9.2.0000000000000000000000000000000000000013',
      `1.0.${ALIAS}`,
    ]) {
      expect(parseAccountRef(bad), bad).toBeNull();
    }
  });
});

describe('decodeBase32', () => {
  it('decodes unpadded RFC 4648 base32', () => {
    expect(decodeBase32('MZXW6YQ')).toEqual(new TextEncoder().encode('foob'));
    expect(decodeBase32('MZXW6YTB')).toEqual(new TextEncoder().encode('fooba'));
  });
  it('rejects dangling bits', () => {
    expect(decodeBase32('MZXW6YR')).toBeNull();
    expect(decodeBase32('A')).toBeNull();
  });
});

describe('high shards', () => {
  it('stores ids of shards >= 512 as negative int64, like the ledger', () => {
    const ref = parseAccountRef('1023.1.19');
    expect(ref).toEqual({ kind: 'id', id: BigInt.asIntN(64, (1023n << 54n) | (1n << 38n) | 19n) });
    expect(ref?.kind === 'id' && ref.id < 0n).toBe(true);
  });
});
