import { describe, expect, it } from 'vitest';
import { atNotation, classify, normalizeTransactionId, unwrapUrl } from './search';

const kinds = (q: string) => classify(q).kinds;
const apis = (q: string) => classify(q).probes.map((p) => `${p.kind} ${p.api}`);
const hash48 = 'ab'.repeat(48);
const hash32 = 'cd'.repeat(32);

describe('search classification', () => {
  it('entity ids, with and without checksum, ask contracts, accounts, schedules, tokens and topics only', () => {
    expect(apis('0.0.1001')).toEqual([
      'contract /api/v1/contracts/0.0.1001',
      'account /api/v1/accounts/0.0.1001',
      'schedule /api/v1/schedules/0.0.1001',
      'token /api/v1/tokens/0.0.1001',
      'topic /api/v1/topics/0.0.1001',
    ]);
    expect(kinds('0.0.1001-vfmkw')).toEqual(['entity-id-checksum']);
    expect(classify('0.0.1001-vfmkw').value).toBe('0.0.1001');
    expect(apis('0.0.1001-vfmkw')[1]).toBe('account /api/v1/accounts/0.0.1001');
  });

  it('a bare number is an entity and a block, including block 0', () => {
    expect(apis(' 42 ')).toEqual([
      'contract /api/v1/contracts/0.0.42',
      'account /api/v1/accounts/0.0.42',
      'schedule /api/v1/schedules/0.0.42',
      'token /api/v1/tokens/0.0.42',
      'topic /api/v1/topics/0.0.42',
      'block /api/v1/blocks/42',
    ]);
    expect(apis('0')).toContain('block /api/v1/blocks/0');
    expect(apis('999999999999999')).toEqual(['block /api/v1/blocks/999999999999999']);
  });

  it('transaction ids in both notations become the dash notation', () => {
    expect(normalizeTransactionId('0.0.2-1700000000-123')).toBe('0.0.2-1700000000-000000123');
    expect(normalizeTransactionId('0.0.2@1700000000.000000123')).toBe('0.0.2-1700000000-000000123');
    expect(normalizeTransactionId('0.0.2@1700000000.5')).toBe('0.0.2-1700000000-500000000');
    expect(normalizeTransactionId('0.0.2@1700000000')).toBe('0.0.2-1700000000-000000000');
    expect(normalizeTransactionId('0.0.2')).toBeNull();
    expect(apis('0.0.2@1700000000.000000123')).toEqual(['transaction /api/v1/transactions/0.0.2-1700000000-000000123']);
    expect(atNotation('0.0.2-1700000000-000000123')).toBe('0.0.2@1700000000.000000123');
  });

  it('a consensus timestamp asks for the transaction at that time', () => {
    expect(kinds('1700000000.123456789')).toEqual(['timestamp']);
    expect(apis('1700000000.5')).toEqual(['transactions-at /api/v1/transactions?timestamp=1700000000.500000000']);
  });

  it('48-byte hashes are transaction and block hashes', () => {
    expect(kinds(`0x${hash48}`)).toEqual(['hash-48']);
    expect(apis(hash48.toUpperCase())).toEqual([
      `transaction /api/v1/transactions/${hash48}`,
      `block /api/v1/blocks/0x${hash48}`,
    ]);
  });

  it('32-byte hashes are Ethereum transaction hashes, block hash prefixes and ED25519 keys', () => {
    expect(kinds(`0x${hash32}`)).toEqual(['hash-32', 'public-key']);
    expect(apis(hash32)).toEqual([
      `eth-transaction /api/v1/contracts/results/0x${hash32}/actions?limit=1`,
      `block /api/v1/blocks/0x${hash32}`,
      `accounts-by-key /api/v1/accounts?account.publickey=${hash32}&limit=10`,
    ]);
  });

  it('EVM addresses, including short long-zero forms', () => {
    const address = '00000000000000000000000000000000000003e9';
    expect(apis(`0x${address}`)).toEqual([
      `contract /api/v1/contracts/0x${address}`,
      `account /api/v1/accounts/0x${address}`,
    ]);
    expect(apis('0x3E9')).toEqual([`contract /api/v1/contracts/0x${address}`, `account /api/v1/accounts/0x${address}`]);
  });

  it('public keys: compressed ECDSA and DER-encoded keys', () => {
    const ecdsa = `02${'ef'.repeat(32)}`;
    expect(kinds(ecdsa)).toEqual(['public-key']);
    expect(apis(`302a300506032b6570032100${hash32}`)).toEqual([
      `accounts-by-key /api/v1/accounts?account.publickey=${hash32}&limit=10`,
    ]);
    expect(apis(`302d300706052b8104000a032200${ecdsa}`)).toEqual([
      `accounts-by-key /api/v1/accounts?account.publickey=${ecdsa}&limit=10`,
    ]);
  });

  it('base32 aliases, bare or with shard.realm', () => {
    const alias = `CIQ${'A'.repeat(52)}`;
    expect(apis(alias)).toEqual([`account /api/v1/accounts/${alias}`]);
    expect(apis(`0.0.${alias.toLowerCase()}`)).toEqual([`account /api/v1/accounts/0.0.${alias}`]);
    // A 20-byte EVM-address alias is 32 base32 characters.
    expect(apis('SJJH7JQSIDZIMHL52E5SKEZ5SLRSLX3R')).toEqual([
      'account /api/v1/accounts/SJJH7JQSIDZIMHL52E5SKEZ5SLRSLX3R',
    ]);
    // One character short is no alias: only a token's name or symbol could be so spelt.
    expect(kinds('SJJH7JQSIDZIMHL52E5SKEZ5SLRSLX3')).toEqual(['token-text']);
  });

  it('pasted explorer and API links', () => {
    expect(unwrapUrl('https://hashscan.io/mainnet/transaction/0.0.2@1700000000.000000001')).toBe(
      '0.0.2@1700000000.000000001',
    );
    expect(unwrapUrl('https://x.org/api/v1/accounts/0.0.5/tokens')).toBe('0.0.5');
    expect(unwrapUrl('https://x.org/api/v1/contracts/results/0xabc/actions')).toBe('0xabc');
    expect(kinds('http://127.0.0.1:3000/blocks/17')).toEqual(['number']);
  });

  it('text that names nothing else is a token symbol and, from 3 bytes, part of a token name', () => {
    for (const q of ['hello', '1.2.3.4', '0xzz', 'abc', 'Demo Dollar', 'beef']) {
      expect(kinds(q), q).toEqual(['token-text']);
      expect(apis(q), q).toEqual([
        'tokens-by-symbol /api/v1/tokens?order=desc&limit=100',
        `tokens-by-name /api/v1/tokens?name=${encodeURIComponent(q)}&limit=10`,
      ]);
    }
    expect(classify('ab').probes).toEqual([
      { kind: 'tokens-by-symbol', api: '/api/v1/tokens?order=desc&limit=100', needle: 'ab' },
    ]);
    // An identifier is never also looked up as a name.
    expect(kinds('0.0.5')).toEqual(['entity-id']);
    expect(apis('a&b=c')).toContain('tokens-by-name /api/v1/tokens?name=a%26b%3Dc&limit=10');
  });

  it('nothing plausible means no lookups at all', () => {
    for (const q of ['', '   ', '!'.repeat(101), 'tab\there']) expect(classify(q).probes).toEqual([]);
    expect(kinds('é'.repeat(50))).toEqual(['token-text']);
    expect(classify('é'.repeat(51)).probes).toEqual([]);
  });
});
