import { describe, expect, it } from 'vitest';
import { parseTransactionIdOrHash } from './transaction-id';

describe('transaction id or hash', () => {
  it('reads shard.realm.num-seconds-nanos', () => {
    expect(parseTransactionIdOrHash('0.0.10-1234567890-000000001')).toEqual({
      kind: 'id',
      payer: 10n,
      validStartNs: 1234567890000000001n,
    });
  });

  it('reads 48-byte hashes as hex (with or without 0x) and base64url', () => {
    const hex = 'ab'.repeat(48);
    expect(parseTransactionIdOrHash(hex)).toMatchObject({ kind: 'hash' });
    expect(parseTransactionIdOrHash(`0x${hex}`)).toMatchObject({ kind: 'hash' });
    const b64 = Buffer.from(hex, 'hex').toString('base64url');
    expect(parseTransactionIdOrHash(b64)).toMatchObject({ kind: 'hash', hash: Buffer.from(hex, 'hex') });
  });

  it('reads a hash in standard base64 too, as the list writes transaction_hash', () => {
    const bytes = Buffer.from('fb'.repeat(48), 'hex'); // encodes to '+' and '/' characters
    const standard = bytes.toString('base64');
    expect(standard).toMatch(/[+/]/);
    expect(parseTransactionIdOrHash(standard)).toEqual({ kind: 'hash', hash: bytes });
  });

  it('wants shard.realm.num as the payer, and names a payer out of range as the reference does', () => {
    expect(parseTransactionIdOrHash('2-1795441779-562021808')).toBeNull();
    expect(() => parseTransactionIdOrHash('1024.0.2-1795441779-562021808')).toThrow('Invalid entity ID "1024.0.2"');
    expect(() => parseTransactionIdOrHash('00000.0.2-1795441779-562021808')).toThrow('Invalid entity ID "00000.0.2"');
  });

  it('rejects anything else', () => {
    for (const bad of ['0.1.10-1234567891.000000000', `0x${'ab'.repeat(44)}`, 'x', '0.0.10-1-1234567890']) {
      expect(parseTransactionIdOrHash(bad)).toBeNull();
    }
  });
});
