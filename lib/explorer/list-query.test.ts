import { describe, expect, it } from 'vitest';
import {
  apiListPath,
  isFirstPage,
  jumpHref,
  listOrder,
  nextPageHref,
  paramProblems,
  parseLimit,
  previousPageHref,
  previousProbePath,
  restartHref,
  toSearchParams,
} from './list-query';

const TX = ['limit', 'order', 'timestamp', 'transactiontype', 'result'];

describe('list URLs', () => {
  it('passes only known parameters to the API, with a valid page size', () => {
    const params = toSearchParams({ limit: '999', transactiontype: 'CRYPTOTRANSFER', evil: 'x', network: 'testnet' });
    expect(apiListPath('/api/v1/transactions', params, TX)).toBe(
      '/api/v1/transactions?limit=25&transactiontype=CRYPTOTRANSFER',
    );
    expect(apiListPath('/api/v1/blocks', toSearchParams({ limit: '50', order: 'asc' }), ['limit', 'order'])).toBe(
      '/api/v1/blocks?limit=50&order=asc',
    );
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
    expect(restartHref('/transactions', current, TX, { transactiontype: 'TOKENMINT' })).toBe(
      '/transactions?limit=50&result=fail&network=x&transactiontype=TOKENMINT',
    );
    expect(restartHref('/transactions', current, TX, { result: null })).toBe('/transactions?limit=50&network=x');
    expect(isFirstPage(current)).toBe(false);
    expect(isFirstPage(toSearchParams({ limit: '50', timestamp: 'gte:1.0' }))).toBe(false);
    expect(isFirstPage(toSearchParams({ limit: '50' }))).toBe(true);
  });
});

describe('previous page, keyset style', () => {
  const BLOCKS = ['limit', 'order', 'block.number', 'timestamp'];

  it('asks for the rows before the first row, in the opposite order, one more than a page', () => {
    expect(previousProbePath('/api/v1/blocks?limit=10&block.number=lt:90', 'block.number', '89', 'desc')).toBe(
      '/api/v1/blocks?limit=11&order=asc&block.number=gt%3A89',
    );
    expect(previousProbePath('/api/v1/accounts?limit=100&account.id=gt:0.0.200', 'account.id', '0.0.201', 'asc')).toBe(
      '/api/v1/accounts?limit=100&order=desc&account.id=lt%3A0.0.201',
    );
    // Filters stay; the account of an account's transactions is not a cursor.
    expect(
      previousProbePath(
        '/api/v1/transactions?limit=25&result=fail&timestamp=lt:5.000000000&account.id=0.0.9',
        'timestamp',
        '4.000000000',
        'desc',
      ),
    ).toBe('/api/v1/transactions?result=fail&account.id=0.0.9&limit=26&order=asc&timestamp=gt%3A4.000000000');
    expect(previousProbePath('/api/v1/blocks?limit=10', 'block.number', '99', 'desc')).toBeNull();
    // An empty page past the end starts from the other side of its cursor.
    expect(previousProbePath('/api/v1/blocks?limit=10&block.number=lt:90', 'block.number', undefined, 'desc')).toBe(
      '/api/v1/blocks?limit=11&order=asc&block.number=gte%3A90',
    );
    expect(
      previousProbePath('/api/v1/blocks?limit=10&order=asc&block.number=gte:90', 'block.number', undefined, 'desc'),
    ).toBe('/api/v1/blocks?limit=11&order=desc&block.number=lt%3A90');
    expect(
      previousProbePath('/api/v1/blocks?limit=10&block.number=gt:90', 'block.number', undefined, 'desc'),
    ).toBeNull();
  });

  it('a full answer gives a cursor that includes the far row; a short one is the first page', () => {
    const current = toSearchParams({ limit: '2', 'block.number': 'lt:90', network: 'testnet' });
    expect(previousPageHref('/blocks', current, BLOCKS, 'block.number', 'desc', ['90', '91', '92'])).toBe(
      '/blocks?limit=2&block.number=lte%3A91&network=testnet',
    );
    expect(previousPageHref('/blocks', current, BLOCKS, 'block.number', 'desc', ['90', '91'])).toBe(
      '/blocks?limit=2&network=testnet',
    );
    expect(previousPageHref('/blocks', current, BLOCKS, 'block.number', 'desc', [])).toBeNull();
    const asc = toSearchParams({ limit: '2', order: 'asc', 'block.number': 'gt:10' });
    expect(previousPageHref('/blocks', asc, BLOCKS, 'block.number', 'desc', ['10', '9', '8'])).toBe(
      '/blocks?limit=2&order=asc&block.number=gte%3A9',
    );
    // At the largest page size the probe cannot ask for one more: a full answer keeps a cursor.
    const full = toSearchParams({ limit: '100', 'block.number': 'lt:500' });
    const hundred = Array.from({ length: 100 }, (_, i) => String(500 + i));
    expect(previousPageHref('/blocks', full, BLOCKS, 'block.number', 'desc', hundred)).toBe(
      '/blocks?limit=100&block.number=lte%3A599',
    );
  });

  it('over several columns, bounds the tuple as the links of the API do, skipping a column the URL pins', () => {
    const NFT = ['token.id', 'serialnumber'] as const;
    expect(
      previousProbePath(
        '/api/v1/accounts/0.0.9/nfts?limit=2&token.id=lte:0.0.7&serialnumber=lt:4',
        NFT,
        ['0.0.7', '3'],
        'desc',
      ),
    ).toBe('/api/v1/accounts/0.0.9/nfts?limit=3&order=asc&token.id=gte%3A0.0.7&serialnumber=gt%3A3');
    const AIRDROP = ['receiver.id', 'token.id', 'serialnumber'] as const;
    expect(
      previousProbePath(
        '/api/v1/accounts/0.0.9/airdrops/outstanding?limit=2&receiver.id=gte:0.0.5&token.id=gte:0.0.7&serialnumber=gt:0',
        AIRDROP,
        ['0.0.5', '0.0.8', '0'],
        'asc',
      ),
    ).toBe(
      '/api/v1/accounts/0.0.9/airdrops/outstanding?limit=3&order=desc&receiver.id=lte%3A0.0.5&token.id=lte%3A0.0.8&serialnumber=lt%3A0',
    );
    expect(
      previousProbePath(
        '/api/v1/accounts/0.0.9/nfts?limit=2&token.id=lte:0.0.7&serialnumber=lt:4',
        NFT,
        undefined,
        'desc',
      ),
    ).toBe('/api/v1/accounts/0.0.9/nfts?limit=3&order=asc&token.id=gte%3A0.0.7&serialnumber=gte%3A4');
    expect(
      previousProbePath(
        '/api/v1/accounts/0.0.9/allowances/tokens?limit=2&spender.id=gte:0.0.5&token.id=gt:0.0.7',
        ['spender.id', 'token.id'],
        undefined,
        'asc',
      ),
    ).toBe('/api/v1/accounts/0.0.9/allowances/tokens?limit=3&order=desc&spender.id=lte%3A0.0.5&token.id=lte%3A0.0.7');
    expect(
      previousProbePath('/api/v1/accounts/0.0.9/nfts?token.id=0.0.7&serialnumber=lt:4', NFT, ['0.0.7', '3'], 'desc'),
    ).toBe('/api/v1/accounts/0.0.9/nfts?token.id=0.0.7&limit=26&order=asc&serialnumber=gt%3A3');
    const TAB = ['limit', 'order', 'token.id', 'serialnumber'];
    const current = toSearchParams({ limit: '2', 'token.id': 'lte:0.0.7', serialnumber: 'lt:4', tab: 'nfts' });
    expect(
      previousPageHref('/accounts/0.0.9/nfts', current, TAB, NFT, 'desc', [
        ['0.0.7', '4'],
        ['0.0.7', '5'],
        ['0.0.8', '1'],
      ]),
    ).toBe('/accounts/0.0.9/nfts?limit=2&token.id=lte%3A0.0.7&serialnumber=lte%3A5&tab=nfts');
    expect(
      previousPageHref('/accounts/0.0.9/nfts', current, TAB, NFT, 'desc', [
        ['0.0.7', '4'],
        ['0.0.7', '5'],
      ]),
    ).toBe('/accounts/0.0.9/nfts?limit=2&tab=nfts');
  });

  it('the default order fills in for the API; the URL keeps its own', () => {
    const params = toSearchParams({ limit: '10' });
    expect(apiListPath('/api/v1/schedules', params, ['limit', 'order'], { order: 'desc' })).toBe(
      '/api/v1/schedules?limit=10&order=desc',
    );
    expect(
      apiListPath('/api/v1/schedules', toSearchParams({ order: 'asc' }), ['limit', 'order'], { order: 'desc' }),
    ).toBe('/api/v1/schedules?order=asc&limit=25');
    expect(listOrder(toSearchParams({ order: 'ASC' }), 'desc')).toBe('asc');
    expect(listOrder(toSearchParams({ order: 'sideways' }), 'desc')).toBe('desc');
  });
});

describe('refused list parameters', () => {
  it('a page size that is not one is named by the page itself', () => {
    expect(paramProblems(toSearchParams({ limit: 'abc' }), [])).toEqual([
      { param: 'limit', values: ['abc'], message: 'Invalid parameter: limit', fromApi: false },
    ]);
    expect(paramProblems(toSearchParams({ limit: '0' }), [])).toHaveLength(1);
    expect(paramProblems(toSearchParams({ limit: '101' }), [])).toHaveLength(1);
    expect(paramProblems(toSearchParams({ limit: '30' }), [])).toEqual([]);
    expect(parseLimit('30')).toBe(30);
  });

  it("the API's messages are tied to the parameter and the values the URL gave it", () => {
    const current = toSearchParams({ order: 'sideways', timestamp: ['lt:zz', 'gt:1'] });
    expect(
      paramProblems(current, [
        'Invalid parameter: order',
        'Invalid parameter: timestamp',
        'Unknown query parameter: x',
      ]),
    ).toEqual([
      { param: 'order', values: ['sideways'], message: 'Invalid parameter: order', fromApi: true },
      { param: 'timestamp', values: ['lt:zz', 'gt:1'], message: 'Invalid parameter: timestamp', fromApi: true },
      { param: 'x', values: [], message: 'Unknown query parameter: x', fromApi: true },
    ]);
    expect(paramProblems(current, ['Something else went wrong'])).toEqual([
      { param: '', values: [], message: 'Something else went wrong', fromApi: true },
    ]);
  });
});

describe('jump to a date', () => {
  const at = (query: Record<string, string>) => toSearchParams(query);
  const s = Date.UTC(2026, 10, 23, 21) / 1000;

  it('becomes the timestamp cursor: at or before newest first, at or after oldest first', () => {
    expect(
      jumpHref(
        '/transactions',
        at({ transactiontype: 'CRYPTOTRANSFER', at: '2026-11-23T21:00', network: 'testnet' }),
        'desc',
      ),
    ).toBe(`/transactions?transactiontype=CRYPTOTRANSFER&network=testnet&timestamp=lte%3A${s}.999999999`);
    expect(
      jumpHref(
        '/transactions',
        at({ order: 'asc', at: '2026-11-23T22:00', tz: '60', timestamp: 'gt:1.000000000' }),
        'desc',
      ),
    ).toBe(`/transactions?order=asc&timestamp=gte%3A${s}.000000000`);
  });

  it('an empty date drops the fields; no fields, no jump; an unreadable date is a named problem', () => {
    expect(jumpHref('/accounts/0.0.5', at({ at: '', result: 'fail' }), 'desc')).toBe('/accounts/0.0.5?result=fail');
    expect(jumpHref('/transactions', at({ at: '' }), 'desc')).toBe('/transactions');
    expect(jumpHref('/transactions', at({ limit: '10' }), 'desc')).toBeNull();
    expect(jumpHref('/transactions', at({ at: 'soon' }), 'desc')).toBeNull();
    expect(jumpHref('/transactions', at({ at: '2026-11-23T21:00', tz: 'x' }), 'desc')).toBeNull();
    expect(paramProblems(at({ at: 'soon' }), []).map((p) => p.param)).toEqual(['at']);
    expect(paramProblems(at({ at: '2026-11-23T21:00', tz: '9999' }), []).map((p) => p.param)).toEqual(['at']);
    expect(paramProblems(at({ at: '' }), [])).toEqual([]);
  });
});
