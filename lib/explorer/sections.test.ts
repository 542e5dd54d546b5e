import { describe, expect, it } from 'vitest';
import { ACCOUNT_TAB_IDS, ACCOUNT_TABS, accountTabAt } from './account-tabs';
import {
  DETAIL_SECTIONS,
  detailApiPath,
  detailOf,
  ENTITY_ID_SECTIONS,
  entityHref,
  matchDetailPath,
  NAV_SECTIONS,
  PROXY_PATHS,
} from './sections';

describe('the section registry', () => {
  it('gives the main navigation its lists, in order', () => {
    expect(NAV_SECTIONS.map((s) => s.href)).toEqual([
      '/blocks',
      '/transactions',
      '/accounts',
      '/schedules',
      '/tokens',
      '/nodes',
      '/staking',
      '/network',
    ]);
  });

  it('gives the proxy every section, and everything below those with detail pages', () => {
    expect(PROXY_PATHS).toEqual([
      '/',
      '/blocks/:path*',
      '/transactions/:path*',
      '/contracts/:path*',
      '/accounts/:path*',
      '/schedules/:path*',
      '/tokens/:path*',
      '/topics/:path*',
      '/nodes/:path*',
      '/staking',
      '/network',
      '/search',
    ]);
  });

  it('splits detail paths, and only those', () => {
    expect(matchDetailPath('/accounts/0.0.5/allowances/tokens')).toEqual({
      section: 'accounts',
      encodedId: '0.0.5',
      rest: 'allowances/tokens',
    });
    expect(matchDetailPath('/tokens/0.0.7')).toEqual({ section: 'tokens', encodedId: '0.0.7', rest: undefined });
    expect(matchDetailPath('/nodes/3')).toBeNull();
    expect(matchDetailPath('/accounts')).toBeNull();
  });

  it('reads one item by its section’s own read', () => {
    expect(DETAIL_SECTIONS.map((s) => detailApiPath(s, '1'))).toEqual([
      '/api/v1/blocks/1',
      '/api/v1/transactions/1',
      '/api/v1/contracts/1',
      '/api/v1/accounts/1?limit=1',
      '/api/v1/schedules/1',
      '/api/v1/tokens/1',
      '/api/v1/topics/1',
    ]);
  });

  it('searches entity ids as contracts (a contract is an account too, its own page first), accounts, schedules, tokens and topics', () => {
    expect(ENTITY_ID_SECTIONS).toEqual([
      { section: 'contracts', noun: 'contract' },
      { section: 'accounts', noun: 'account' },
      { section: 'schedules', noun: 'schedule' },
      { section: 'tokens', noun: 'token' },
      { section: 'topics', noun: 'topic' },
    ]);
  });

  it('links each entity type to its own page, or to none', () => {
    expect(entityHref('account', '0.0.5')).toBe('/accounts/0.0.5');
    expect(entityHref('contract', '0.0.6')).toBe('/contracts/0.0.6');
    expect(entityHref('token', '0.0.7')).toBe('/tokens/0.0.7');
    expect(entityHref('schedule', '0.0.8')).toBe('/schedules/0.0.8');
    expect(entityHref('topic', '0.0.9')).toBe('/topics/0.0.9');
    expect(entityHref('file', '0.0.111')).toBeNull();
  });
});

describe('account tabs', () => {
  it('are the account’s subpages, each found by its path', () => {
    expect(detailOf('accounts').subpages).toEqual([
      'tokens',
      'nfts',
      'allowances',
      'allowances/tokens',
      'allowances/nfts',
      'rewards',
      'airdrops',
      'airdrops/outstanding',
    ]);
    for (const id of ACCOUNT_TAB_IDS) expect(accountTabAt(ACCOUNT_TABS[id].path)).toBe(id);
    expect(accountTabAt('')).toBeUndefined();
    expect(accountTabAt('bogus')).toBeUndefined();
  });

  it('key their rows as the API pages them: an airdrop of a fungible token counts as serial 0', () => {
    const airdrop = {
      amount: 5,
      receiver_id: '0.0.2',
      sender_id: '0.0.3',
      serial_number: null,
      token_id: '0.0.9',
      timestamp: { from: '1.000000000', to: null },
    };
    expect(ACCOUNT_TABS['airdrops-pending'].keyset.values(airdrop)).toEqual(['0.0.3', '0.0.9', '0']);
    expect(ACCOUNT_TABS['airdrops-outstanding'].keyset.values(airdrop)).toEqual(['0.0.2', '0.0.9', '0']);
  });
});
