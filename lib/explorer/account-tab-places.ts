/**
 * Where each account tab lives, apart from its list (account-tabs.ts, which reads with the wire schemas): the section
 * registry takes the tab paths from here, so the header and the links every page loads carry no zod.
 */

/** Where an account tab lives: its page below /accounts/{id}, its read below /api/v1/accounts/{id}, its labels. */
export interface TabPlace {
  /** Page path below the account (`allowances/tokens`); its first segment is the tab it belongs to. */
  path: string;
  /** API path below /api/v1/accounts/{id}. */
  endpoint: string;
  /** The tab's label, and this list's label among the tab's lists when it has several. */
  tab: string;
  subTab?: string;
}

/** In the tab bar's order. */
export const ACCOUNT_TAB_PLACES = {
  tokens: { path: 'tokens', endpoint: 'tokens', tab: 'Tokens' },
  nfts: { path: 'nfts', endpoint: 'nfts', tab: 'NFTs' },
  'allowances-crypto': { path: 'allowances', endpoint: 'allowances/crypto', tab: 'Allowances', subTab: 'hbar' },
  'allowances-tokens': {
    path: 'allowances/tokens',
    endpoint: 'allowances/tokens',
    tab: 'Allowances',
    subTab: 'Tokens',
  },
  'allowances-nfts': { path: 'allowances/nfts', endpoint: 'allowances/nfts', tab: 'Allowances', subTab: 'NFTs' },
  rewards: { path: 'rewards', endpoint: 'rewards', tab: 'Staking rewards' },
  'airdrops-pending': { path: 'airdrops', endpoint: 'airdrops/pending', tab: 'Airdrops', subTab: 'Pending' },
  'airdrops-outstanding': {
    path: 'airdrops/outstanding',
    endpoint: 'airdrops/outstanding',
    tab: 'Airdrops',
    subTab: 'Outstanding',
  },
} satisfies Record<string, TabPlace>;
