'use client';

import { ACCOUNT_TABS, type AccountTabId, type AccountTabPage, type AccountTabRow } from '@/lib/explorer/account-tabs';
import { ACCOUNT_TAB_PARAMS } from '@/lib/explorer/list-params';
import type { TokenInfo } from '@/lib/schemas/v1/token';
import { Card } from '../card';
import { DataTable, type Column } from '../data-table';
import { Pager } from '../pager';
import { TokenScopeProvider } from '../token-quantity';
import { useList } from '../lists/use-list';
import * as cols from './tab-columns';

/** Each tab's columns, typed by the row of that tab's list (see ACCOUNT_TABS). */
const TAB_COLUMNS: { [K in AccountTabId]: Column<AccountTabRow<K>>[] } = {
  tokens: cols.tokenColumns,
  nfts: cols.nftColumns,
  'allowances-crypto': cols.cryptoAllowanceColumns,
  'allowances-tokens': cols.tokenAllowanceColumns,
  'allowances-nfts': cols.nftAllowanceColumns,
  rewards: cols.rewardColumns,
  'airdrops-pending': cols.airdropColumns,
  'airdrops-outstanding': cols.airdropColumns,
};

/** One account tab's list: server first paint, then TanStack Query, paged by links.next in the URL. */
export function AccountTabList<K extends AccountTabId>({
  kind,
  base,
  path,
  query,
  initial,
  previous = null,
  pagePath,
  tokens,
}: {
  kind: K;
  base: string;
  path: string;
  query: string;
  initial: AccountTabPage<K>;
  previous?: string | null;
  pagePath: string;
  tokens?: Record<string, TokenInfo>;
}) {
  const tab = ACCOUNT_TABS[kind];
  const data = useList(base, path, tab.loadSchema, initial, query);
  return (
    <Card id="account-tab" title={tab.title}>
      <TokenScopeProvider base={base} known={tokens}>
        <DataTable
          caption={tab.title}
          rows={tab.rows(data)}
          rowKey={tab.rowKey}
          columns={TAB_COLUMNS[kind]}
          empty={`No ${tab.title.toLowerCase()}.`}
        />
      </TokenScopeProvider>
      <Pager
        pagePath={pagePath}
        query={query}
        allowed={ACCOUNT_TAB_PARAMS}
        next={data.links.next}
        previous={previous}
        label={tab.title}
        defaultOrder={tab.defaultOrder}
        orderLabels={tab.orderLabels}
      />
    </Card>
  );
}
