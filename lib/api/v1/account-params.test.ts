import { isEmptyRange } from '../links';
import { describe, expect, it } from 'vitest';
import { QueryParams } from '../query';
import {
  NO_MATCH,
  accountIdParam,
  effectiveOrder,
  pageLink,
  publicKeyParam,
  tokenIdParam,
  withoutNoMatch,
} from './account-params';
import { Bound, rangeSlices, validateBounds } from './account-bounds';

describe('value parsers', () => {
  it('reads account ids, EVM addresses and rejects aliases', () => {
    const p = accountIdParam();
    expect(p.parse('0.0.7')).toBe(7n);
    expect(p.parse('0x0000000000000000000000000000000000000007')).toBe(7n);
    expect(p.parse('ebb9a1be370150759408cd7af48e9eda2b8ead57')).toBe(NO_MATCH);
    expect(p.parse('KGNABD5L3ZGSRVUCSPDR7TONZSRY3D5OMEBKQMVTD2AC6JL72HMQ')).toBeNull();
    expect(p.parse('0.1.2.3')).toBeNull();
  });
  it('treats an unknown EVM address like a bound null', () => {
    expect(
      withoutNoMatch([
        { operator: 'eq', value: 7n },
        { operator: 'eq', value: NO_MATCH },
      ]),
    ).toEqual({
      filters: [{ operator: 'eq', value: 7n }],
      impossible: false,
    });
    expect(withoutNoMatch([{ operator: 'eq', value: NO_MATCH }]).impossible).toBe(true);
    expect(withoutNoMatch([{ operator: 'gt', value: NO_MATCH }]).impossible).toBe(true);
  });
  it('accepts only long-zero addresses as token ids', () => {
    expect(tokenIdParam().parse('0.0.000000000000000000000000000000000000046F')).toBe(1135n);
    expect(tokenIdParam().parse('ebb9a1be370150759408cd7af48e9eda2b8ead57')).toBeNull();
    expect(tokenIdParam().parse('0.0.0x000000000000000000000000000000000000046F')).toBeNull();
  });
  it('normalises public keys: lower case, no 0x, no ED25519 DER prefix', () => {
    const key = '3c3d546321ff6f63d701d2ec5c277095874e19f4a235bee1e6bb19258bf362be';
    expect(publicKeyParam().parse(`0x${key.toUpperCase()}`)).toBe(key);
    expect(publicKeyParam().parse(`302a300506032b6570032100${key}`)).toBe(key);
    expect(publicKeyParam().parse('abcdef')).toBeNull();
  });
  it('honours a single asc/desc in any case (the reference lower-cases it), not a repeated one', () => {
    expect(effectiveOrder(new QueryParams('order=desc'), 'asc')).toBe('desc');
    expect(effectiveOrder(new QueryParams('order=DESC'), 'asc')).toBe('desc');
    expect(effectiveOrder(new QueryParams('order=desc&order=desc'), 'asc')).toBe('asc');
  });
});

describe('next links', () => {
  const big = (v: string) => BigInt(v);
  it('detects empty ranges', () => {
    expect(isEmptyRange(['gt:20', 'lt:21'], big)).toBe(true);
    expect(isEmptyRange(['gte:20', 'lte:20'], big)).toBe(false);
    expect(isEmptyRange(['gt:20'], big)).toBe(false);
  });
  it('drops a link whose leading key range is empty', () => {
    const query = new QueryParams('account.id=gte:18&account.id=lt:21&limit=3');
    expect(pageLink('/api/v1/accounts', query, 'asc', { 'account.id': { value: '20' } }, big)).toBeNull();
    expect(pageLink('/api/v1/accounts', query, 'asc', { 'account.id': { value: '19' } }, big)).toBe(
      '/api/v1/accounts?account.id=lt:21&account.id=gt:19&limit=3',
    );
  });
});

describe('two-key bounds', () => {
  const bounds = (...filters: [string, 'eq' | 'gt' | 'gte' | 'lt' | 'lte', bigint][]) => {
    const primary = new Bound('token.id');
    const secondary = new Bound('serialnumber');
    for (const [key, operator, value] of filters) (key === 'p' ? primary : secondary).add({ operator, value });
    return [primary, secondary] as const;
  };
  it('rejects repeated operators and ne with the reference wording', () => {
    expect(() => bounds(['p', 'gt', 1n], ['p', 'gte', 2n])).toThrow('Only one gt/gte operator is allowed for token.id');
    expect(() => new Bound('token.id').add({ operator: 'ne', value: 1n })).toThrow('Not equal (ne) operator');
  });
  it('validates the secondary key against the primary', () => {
    expect(() => validateBounds(...bounds(['s', 'eq', 3n]))).toThrow(
      'serialnumber without a token.id parameter filter',
    );
    expect(() => validateBounds(...bounds(['p', 'gt', 1n], ['s', 'gt', 1n]))).toThrow(
      'token.id must have gte or eq operator',
    );
    expect(() => validateBounds(...bounds(['p', 'lt', 9n], ['s', 'lt', 1n]))).toThrow(
      'token.id must have lte or eq operator',
    );
  });
  it('splits a two-key range into lower, inner and upper slices', () => {
    const slices = rangeSlices(...bounds(['p', 'gte', 10n], ['p', 'lte', 20n], ['s', 'gt', 3n], ['s', 'lt', 5n]));
    expect(slices.map((s) => s.map((f) => `${f.key}${f.operator}${f.value}`))).toEqual([
      ['primaryeq10', 'secondarygt3'],
      ['primarygt10', 'primarylt20'],
      ['primaryeq20', 'secondarylt5'],
    ]);
    expect(rangeSlices(...bounds())).toEqual([]);
  });
});
