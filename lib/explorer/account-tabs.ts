import type { Paged } from '../client/fetch-parsed';
import { ACCOUNT_TAB_PLACES, type TabPlace } from './account-tab-places';
import { defineList, ID_ORDER_LABELS as BY_ID, type ListDefinition } from './list-definition';

export type AccountTabDefinition<P extends Paged, R> = ListDefinition<P, R> & TabPlace;

const accountTab = <P extends Paged, R>(place: TabPlace, list: ListDefinition<P, R>): AccountTabDefinition<P, R> => ({
  ...place,
  ...defineList(list),
});

/** The account page's tabs (besides its transactions), in the order the tab bar shows them. */
const TABS = {
  tokens: accountTab(ACCOUNT_TAB_PLACES.tokens, {
    title: 'Token balances',
    loadSchema: async () => (await import('../schemas/v1/token-relationship')).TokenRelationshipsResponse,
    rows: (p) => p.tokens,
    rowKey: (r) => r.token_id,
    keyset: { columns: 'token.id', values: (r) => r.token_id },
    defaultOrder: 'asc',
    orderLabels: BY_ID,
    tokenOf: (r) => r.token_id,
  }),
  nfts: accountTab(ACCOUNT_TAB_PLACES.nfts, {
    title: 'NFTs',
    loadSchema: async () => (await import('../schemas/v1/nft')).NftsResponse,
    rows: (p) => p.nfts,
    rowKey: (r) => `${r.token_id}-${r.serial_number}`,
    keyset: { columns: ['token.id', 'serialnumber'], values: (r) => [r.token_id, String(r.serial_number)] },
    defaultOrder: 'desc',
    orderLabels: ['Highest token first', 'Lowest token first'],
    tokenOf: (r) => r.token_id,
  }),
  'allowances-crypto': accountTab(ACCOUNT_TAB_PLACES['allowances-crypto'], {
    title: 'hbar allowances',
    loadSchema: async () => (await import('../schemas/v1/allowance')).CryptoAllowancesResponse,
    rows: (p) => p.allowances,
    rowKey: (r) => r.spender,
    keyset: { columns: 'spender.id', values: (r) => r.spender },
    defaultOrder: 'asc',
    orderLabels: BY_ID,
  }),
  'allowances-tokens': accountTab(ACCOUNT_TAB_PLACES['allowances-tokens'], {
    title: 'Token allowances',
    loadSchema: async () => (await import('../schemas/v1/allowance')).TokenAllowancesResponse,
    rows: (p) => p.allowances,
    rowKey: (r) => `${r.token_id}-${r.spender}`,
    keyset: { columns: ['spender.id', 'token.id'], values: (r) => [r.spender, r.token_id] },
    defaultOrder: 'asc',
    orderLabels: BY_ID,
    tokenOf: (r) => r.token_id,
  }),
  'allowances-nfts': accountTab(ACCOUNT_TAB_PLACES['allowances-nfts'], {
    title: 'NFT allowances',
    loadSchema: async () => (await import('../schemas/v1/allowance')).NftAllowancesResponse,
    rows: (p) => p.allowances,
    rowKey: (r) => `${r.token_id}-${r.spender}`,
    // The tab lists what the account granted, so its other account (account.id in the API's links) is the spender.
    keyset: { columns: ['account.id', 'token.id'], values: (r) => [r.spender, r.token_id] },
    defaultOrder: 'asc',
    orderLabels: BY_ID,
    tokenOf: (r) => r.token_id,
  }),
  rewards: accountTab(ACCOUNT_TAB_PLACES.rewards, {
    title: 'Staking rewards',
    loadSchema: async () => (await import('../schemas/v1/reward')).StakingRewardsResponse,
    rows: (p) => p.rewards,
    rowKey: (r) => r.timestamp,
    keyset: { columns: 'timestamp', values: (r) => r.timestamp },
    defaultOrder: 'desc',
  }),
  // A fungible airdrop's serial number counts as 0 in the keyset, as in the API's links.
  'airdrops-pending': accountTab(ACCOUNT_TAB_PLACES['airdrops-pending'], {
    title: 'Pending airdrops (received)',
    loadSchema: async () => (await import('../schemas/v1/airdrop')).TokenAirdropsResponse,
    rows: (p) => p.airdrops,
    rowKey: (r) => `${r.token_id}-${r.sender_id}-${r.serial_number}`,
    keyset: {
      columns: ['sender.id', 'token.id', 'serialnumber'],
      values: (r) => [r.sender_id, r.token_id, String(r.serial_number ?? 0)],
    },
    defaultOrder: 'asc',
    orderLabels: BY_ID,
    tokenOf: (r) => r.token_id,
  }),
  'airdrops-outstanding': accountTab(ACCOUNT_TAB_PLACES['airdrops-outstanding'], {
    title: 'Outstanding airdrops (sent)',
    loadSchema: async () => (await import('../schemas/v1/airdrop')).TokenAirdropsResponse,
    rows: (p) => p.airdrops,
    rowKey: (r) => `${r.token_id}-${r.receiver_id}-${r.serial_number}`,
    keyset: {
      columns: ['receiver.id', 'token.id', 'serialnumber'],
      values: (r) => [r.receiver_id, r.token_id, String(r.serial_number ?? 0)],
    },
    defaultOrder: 'asc',
    orderLabels: BY_ID,
    tokenOf: (r) => r.token_id,
  }),
};

type Tabs = typeof TABS;
export type AccountTabId = keyof Tabs;
type Parts<T> = T extends AccountTabDefinition<infer P, infer R> ? { page: P; row: R } : never;
/** The answer and the row of one tab's list. */
export type AccountTabPage<K extends AccountTabId> = Parts<Tabs[K]>['page'];
export type AccountTabRow<K extends AccountTabId> = Parts<Tabs[K]>['row'];

/**
 * Typed per tab as a mapped type, so code generic in the tab (`ACCOUNT_TABS[kind]` with `kind: K`) keeps the answer,
 * rows and columns of that one tab together (TypeScript's correlated-union pattern) instead of a union of all eight.
 */
export const ACCOUNT_TABS: { [K in AccountTabId]: AccountTabDefinition<AccountTabPage<K>, AccountTabRow<K>> } = TABS;

const isAccountTabId = (key: string): key is AccountTabId => key in TABS;
/** In the tab bar's order. */
export const ACCOUNT_TAB_IDS: readonly AccountTabId[] = Object.keys(TABS).filter(isAccountTabId);

/** The tab of an account page path below the account (`allowances/tokens`), if it is one. */
export function accountTabAt(path: string): AccountTabId | undefined {
  return ACCOUNT_TAB_IDS.find((id) => ACCOUNT_TABS[id].path === path);
}
