import { describe, expect, it } from 'vitest';
import { sectionListApiPath } from './list-definition';
import { ACCOUNTS_LIST, BLOCKS_LIST, NODES_LIST, SCHEDULES_LIST, TOKENS_LIST, TRANSACTIONS_LIST } from './lists';
import { NAV_SECTIONS } from './sections';

const LISTS = [BLOCKS_LIST, TRANSACTIONS_LIST, ACCOUNTS_LIST, SCHEDULES_LIST, TOKENS_LIST, NODES_LIST];
// /staking and /network are summaries of the whole network, not lists of items: every other section is a list.
const LIST_SECTIONS = NAV_SECTIONS.filter((s) => s.href !== '/staking' && s.href !== '/network');

describe('the sections’ lists', () => {
  it('are the main navigation’s lists, each on its section’s page', () => {
    expect(LISTS.map((list) => list.pagePath)).toEqual(LIST_SECTIONS.map((s) => s.href));
    expect(LISTS.map((list) => list.title)).toEqual(LIST_SECTIONS.map((s) => s.title));
  });

  // [page, page URL query, its API read]: the page's own parameters pass, a page size is always set, and a list
  // shown in another order than the API's default asks for it where the URL names none.
  const reads: [string, string, string][] = [
    ['/blocks', 'network=testnet&block.number=lt:9&limit=10&at=x', '/api/v1/blocks?block.number=lt%3A9&limit=10'],
    ['/transactions', '', '/api/v1/transactions?limit=25'],
    ['/accounts', 'order=desc', '/api/v1/accounts?order=desc&limit=25'],
    ['/schedules', '', '/api/v1/schedules?limit=25&order=desc'],
    ['/schedules', 'order=asc', '/api/v1/schedules?order=asc&limit=25'],
    ['/tokens', 'type=NON_FUNGIBLE_UNIQUE&name=x', '/api/v1/tokens?type=NON_FUNGIBLE_UNIQUE&limit=25&order=desc'],
    ['/tokens', 'order=asc&token.id=gt:0.0.9', '/api/v1/tokens?order=asc&token.id=gt%3A0.0.9&limit=25'],
    ['/nodes', '', '/api/v1/network/nodes?limit=25'],
  ];
  it.each(reads)('read %s?%s as %s', (pagePath, query, expected) => {
    const list = LISTS.find((l) => l.pagePath === pagePath);
    expect(list && sectionListApiPath(list, new URLSearchParams(query))).toBe(expected);
  });
});
