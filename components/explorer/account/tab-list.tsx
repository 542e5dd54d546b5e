'use client';

import type { z } from 'zod';
import { ACCOUNT_TAB_PARAMS } from '@/lib/explorer/list-params';
import { TokenAirdropsResponse } from '@/lib/schemas/v1/airdrop';
import { CryptoAllowancesResponse, NftAllowancesResponse, TokenAllowancesResponse } from '@/lib/schemas/v1/allowance';
import { NftsResponse } from '@/lib/schemas/v1/nft';
import { StakingRewardsResponse } from '@/lib/schemas/v1/reward';
import type { TokenInfo } from '@/lib/schemas/v1/token';
import { TokenRelationshipsResponse } from '@/lib/schemas/v1/token-relationship';
import { Card } from '../card';
import { DataTable, type Column } from '../data-table';
import { Pager } from '../pager';
import { TokenScopeProvider } from '../token-quantity';
import { useList } from '../lists/use-list';
import * as cols from './tab-columns';

interface TabSpec<S extends z.ZodType, T> {
  title: string;
  schema: S;
  rows: (data: z.infer<S>) => T[];
  key: (row: T) => string;
  columns: Column<T>[];
  /** The API's default order and what the two orders mean for this list. */
  order?: 'asc' | 'desc';
  labels?: [string, string];
}

const spec = <S extends z.ZodType, T>(s: TabSpec<S, T>) => s as unknown as TabSpec<z.ZodType, unknown>;

const TABS = {
  tokens: spec({ order: 'asc', labels: ['Highest id first', 'Lowest id first'], title: 'Token balances', schema: TokenRelationshipsResponse, rows: (d) => d.tokens, key: (r) => r.token_id, columns: cols.tokenColumns }),
  nfts: spec({ labels: ['Highest token first', 'Lowest token first'], title: 'NFTs', schema: NftsResponse, rows: (d) => d.nfts, key: (r) => `${r.token_id}-${r.serial_number}`, columns: cols.nftColumns }),
  rewards: spec({ title: 'Staking rewards', schema: StakingRewardsResponse, rows: (d) => d.rewards, key: (r) => r.timestamp, columns: cols.rewardColumns }),
  'allowances-crypto': spec({ order: 'asc', labels: ['Highest id first', 'Lowest id first'], title: 'hbar allowances', schema: CryptoAllowancesResponse, rows: (d) => d.allowances, key: (r) => r.spender, columns: cols.cryptoAllowanceColumns }),
  'allowances-tokens': spec({ order: 'asc', labels: ['Highest id first', 'Lowest id first'], title: 'Token allowances', schema: TokenAllowancesResponse, rows: (d) => d.allowances, key: (r) => `${r.token_id}-${r.spender}`, columns: cols.tokenAllowanceColumns }),
  'allowances-nfts': spec({ order: 'asc', labels: ['Highest id first', 'Lowest id first'], title: 'NFT allowances', schema: NftAllowancesResponse, rows: (d) => d.allowances, key: (r) => `${r.token_id}-${r.spender}`, columns: cols.nftAllowanceColumns }),
  'airdrops-pending': spec({ order: 'asc', labels: ['Highest id first', 'Lowest id first'], title: 'Pending airdrops (received)', schema: TokenAirdropsResponse, rows: (d) => d.airdrops, key: (r) => `${r.token_id}-${r.sender_id}-${r.serial_number}`, columns: cols.airdropColumns }),
  'airdrops-outstanding': spec({ order: 'asc', labels: ['Highest id first', 'Lowest id first'], title: 'Outstanding airdrops (sent)', schema: TokenAirdropsResponse, rows: (d) => d.airdrops, key: (r) => `${r.token_id}-${r.receiver_id}-${r.serial_number}`, columns: cols.airdropColumns }),
};

export type AccountTabKind = keyof typeof TABS;

/** One account tab's list: server first paint, then TanStack Query, paged by links.next in the URL. */
export function AccountTabList({ kind, base, path, query, initial, previous = null, pagePath, tokens }: { kind: AccountTabKind; base: string; path: string; query: string; initial: unknown; previous?: string | null; pagePath: string; tokens?: Record<string, TokenInfo> }) {
  const tab = TABS[kind];
  const data = useList(base, path, tab.schema, initial, query);
  const next = (data as { links?: { next: string | null } }).links?.next ?? null;
  return (
    <Card id="account-tab" title={tab.title}>
      <TokenScopeProvider base={base} known={tokens}>
        <DataTable caption={tab.title} rows={tab.rows(data)} rowKey={tab.key} columns={tab.columns} empty={`No ${tab.title.toLowerCase()}.`} />
      </TokenScopeProvider>
      <Pager pagePath={pagePath} query={query} allowed={ACCOUNT_TAB_PARAMS} next={next} previous={previous} label={tab.title} defaultOrder={tab.order} orderLabels={tab.labels} />
    </Card>
  );
}
