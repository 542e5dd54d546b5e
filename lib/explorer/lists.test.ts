import { describe, expect, it } from 'vitest';
import { sectionListApiPath } from './list-definition';
import { ACCOUNTS_LIST, BLOCKS_LIST, NODES_LIST, SCHEDULES_LIST, TRANSACTIONS_LIST } from './lists';
import { NAV_SECTIONS } from './sections';

const LISTS = [BLOCKS_LIST, TRANSACTIONS_LIST, ACCOUNTS_LIST, SCHEDULES_LIST, NODES_LIST];
const read = (list: (typeof LISTS)[number], query: string) => sectionListApiPath(list, new URLSearchParams(query));

describe('the sections’ lists', () => {
  it('are the main navigation’s lists, each on its section’s page', () => {
    expect(LISTS.map((list) => list.pagePath)).toEqual(NAV_SECTIONS.map((s) => s.href));
    expect(LISTS.map((list) => list.title)).toEqual(NAV_SECTIONS.map((s) => s.title));
  });

  it('read their /api/v1 collection with the page URL’s own parameters and a page size', () => {
    expect(read(BLOCKS_LIST, 'network=testnet&block.number=lt:9&limit=10&at=x')).toBe('/api/v1/blocks?block.number=lt%3A9&limit=10');
    expect(read(NODES_LIST, '')).toBe('/api/v1/network/nodes?limit=25');
    expect(read(ACCOUNTS_LIST, 'order=desc')).toBe('/api/v1/accounts?order=desc&limit=25');
  });

  it('ask for their own order where the API’s default differs, and only when the URL names none', () => {
    expect(read(SCHEDULES_LIST, '')).toBe('/api/v1/schedules?limit=25&order=desc');
    expect(read(SCHEDULES_LIST, 'order=asc')).toBe('/api/v1/schedules?order=asc&limit=25');
    expect(read(TRANSACTIONS_LIST, '')).toBe('/api/v1/transactions?limit=25');
  });
});
