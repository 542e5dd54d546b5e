import { describe, expect, it } from 'vitest';
import { apiListPath } from './list-query';
import { TOKEN_HOLDER_DEFAULTS, TOKEN_HOLDER_PARAMS, supplyShare } from './token-lists';

describe('supplyShare', () => {
  it('is exact to four decimals, trailing zeros dropped', () => {
    expect(supplyShare(1n, 3n)).toBe('33.3333%');
    expect(supplyShare(50, 200)).toBe('25%');
    expect(supplyShare(5n, 5n)).toBe('100%');
    expect(supplyShare(0n, 5n)).toBe('0%');
    // Beyond a double's precision: 2^63-2 of 2^63-1.
    expect(supplyShare(9_223_372_036_854_775_806n, '9223372036854775807')).toBe('99.9999%');
  });

  it('says a sliver is more than nothing, and has no share without a supply', () => {
    expect(supplyShare(1n, 10_000_000_000n)).toBe('< 0.0001%');
    expect(supplyShare(1n, 0)).toBeNull();
    expect(supplyShare(-1n, 10n)).toBeNull();
  });
});

describe('the holders list', () => {
  it('asks for accounts that hold some unless the URL says otherwise', () => {
    expect(
      apiListPath('/api/v1/tokens/0.0.5/balances', new URLSearchParams(''), TOKEN_HOLDER_PARAMS, TOKEN_HOLDER_DEFAULTS),
    ).toBe('/api/v1/tokens/0.0.5/balances?limit=25&account.balance=gt%3A0');
    expect(
      apiListPath(
        '/api/v1/tokens/0.0.5/balances',
        new URLSearchParams('account.balance=gte:0&tab=x'),
        TOKEN_HOLDER_PARAMS,
        TOKEN_HOLDER_DEFAULTS,
      ),
    ).toBe('/api/v1/tokens/0.0.5/balances?account.balance=gte%3A0&limit=25');
  });
});
