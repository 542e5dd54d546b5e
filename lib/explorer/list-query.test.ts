import { describe, expect, it } from 'vitest';
import { apiListPath, isFirstPage, nextPageHref, restartHref, toSearchParams } from './list-query';

const TX = ['limit', 'order', 'timestamp', 'transactiontype', 'result'];

describe('list URLs', () => {
  it('passes only known parameters to the API, with a valid page size', () => {
    const params = toSearchParams({ limit: '999', transactiontype: 'CRYPTOTRANSFER', evil: 'x', network: 'testnet' });
    expect(apiListPath('/api/v1/transactions', params, TX)).toBe('/api/v1/transactions?limit=25&transactiontype=CRYPTOTRANSFER');
    expect(apiListPath('/api/v1/blocks', toSearchParams({ limit: '50', order: 'asc' }), ['limit', 'order'])).toBe('/api/v1/blocks?limit=50&order=asc');
  });

  it('moves links.next onto the page, keeping the network', () => {
    const next = '/api/v1/transactions?limit=25&transactiontype=CRYPTOTRANSFER&timestamp=lt:1700000000.000000001';
    expect(nextPageHref(next, '/transactions', TX, new URLSearchParams({ network: 'testnet' }))).toBe(
      '/transactions?limit=25&transactiontype=CRYPTOTRANSFER&timestamp=lt%3A1700000000.000000001&network=testnet',
    );
    expect(nextPageHref(null, '/transactions', TX)).toBeNull();
  });

  it('filters restart from the first page and keep the other filters', () => {
    const current = toSearchParams({ limit: '50', timestamp: 'lt:17.000000000', result: 'fail', network: 'x' });
    expect(restartHref('/transactions', current, TX, { transactiontype: 'TOKENMINT' })).toBe('/transactions?limit=50&result=fail&network=x&transactiontype=TOKENMINT');
    expect(restartHref('/transactions', current, TX, { result: null })).toBe('/transactions?limit=50&network=x');
    expect(isFirstPage(current)).toBe(false);
    expect(isFirstPage(toSearchParams({ limit: '50', timestamp: 'gte:1.0' }))).toBe(false);
    expect(isFirstPage(toSearchParams({ limit: '50' }))).toBe(true);
  });
});
