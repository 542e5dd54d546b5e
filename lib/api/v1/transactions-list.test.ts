import { describe, expect, it } from 'vitest';
import { QueryParams } from '../query';
import { parseTimestamp } from '../../core/timestamp';
import { nextLink } from '../links';
import { timestampWindow } from './transactions-list';

describe('transaction list timestamp rules', () => {
  it('turns gt/lt into inclusive bounds and flags crossed ones as empty', () => {
    expect(
      timestampWindow([
        { operator: 'gt', value: 10n },
        { operator: 'lt', value: 20n },
      ]),
    ).toEqual({
      window: { lower: 11n, upper: 19n, eq: [], ne: [] },
      empty: false,
    });
    expect(
      timestampWindow([
        { operator: 'gt', value: 10n },
        { operator: 'lte', value: 10n },
      ]).empty,
    ).toBe(true);
  });

  it('rejects two lower bounds, and eq mixed with a range', () => {
    expect(() =>
      timestampWindow([
        { operator: 'gt', value: 1n },
        { operator: 'gte', value: 2n },
      ]),
    ).toThrow(/Multiple gt or gte/);
    expect(() =>
      timestampWindow([
        { operator: 'eq', value: 1n },
        { operator: 'lt', value: 2n },
      ]),
    ).toThrow(/Cannot combine eq/);
  });

  it('drops a next link whose range would be empty', () => {
    const query = new QueryParams('?limit=3&timestamp=gte:5.000000001');
    expect(nextLink('/api/v1/transactions', query, 'desc', { timestamp: '5.000000001' }, parseTimestamp)).toBeNull();
    expect(nextLink('/api/v1/transactions', query, 'desc', { timestamp: '6.000000000' }, parseTimestamp)).toBe(
      '/api/v1/transactions?limit=3&timestamp=gte:5.000000001&timestamp=lt:6.000000000',
    );
  });
});
