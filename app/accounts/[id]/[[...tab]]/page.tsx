import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountSummary } from '@/components/explorer/account/account-summary';
import { AccountTabList, type AccountTabKind } from '@/components/explorer/account/tab-list';
import { AccountTabs } from '@/components/explorer/account/account-tabs';
import { PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { TransactionsList } from '@/components/explorer/lists/transactions-list';
import { TxFilters } from '@/components/explorer/tx-filters';
import { ACCOUNT_TAB_SCHEMAS } from '@/lib/explorer/account-tab-schemas';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { ACCOUNT_TAB_PARAMS, TRANSACTION_LIST_PARAMS } from '@/lib/explorer/list-params';
import { load, loadOrNotFound, loadTokens, pageContext } from '@/lib/explorer/load';
import { AccountDetail } from '@/lib/schemas/v1/account';
import { TransactionsResponse } from '@/lib/schemas/v1/transaction';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string; tab?: string[] }>; searchParams: Promise<SearchParamsRecord> };

/** Tab path → the list kind and the API endpoint below /api/v1/accounts/{id}. */
const TAB_ENDPOINTS: Record<string, [AccountTabKind, string]> = {
  tokens: ['tokens', 'tokens'],
  nfts: ['nfts', 'nfts'],
  rewards: ['rewards', 'rewards'],
  allowances: ['allowances-crypto', 'allowances/crypto'],
  'allowances/tokens': ['allowances-tokens', 'allowances/tokens'],
  'allowances/nfts': ['allowances-nfts', 'allowances/nfts'],
  airdrops: ['airdrops-pending', 'airdrops/pending'],
  'airdrops/outstanding': ['airdrops-outstanding', 'airdrops/outstanding'],
};

/** Tabs that show fungible token amounts: the page reads those tokens' decimals for the first paint. */
const TOKEN_AMOUNT_ROWS: Partial<Record<AccountTabKind, (data: unknown) => { token_id: string; serial_number?: unknown }[]>> = {
  'allowances-tokens': (d) => (d as { allowances: { token_id: string }[] }).allowances,
  'airdrops-pending': (d) => (d as { airdrops: { token_id: string; serial_number: unknown }[] }).airdrops,
  'airdrops-outstanding': (d) => (d as { airdrops: { token_id: string; serial_number: unknown }[] }).airdrops,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Account ${decodeURIComponent((await params).id)}` };
}

export default async function AccountPage({ params, searchParams }: Props) {
  const { id: rawId, tab = [] } = await params;
  const tabPath = tab.join('/');
  if (tabPath && !TAB_ENDPOINTS[tabPath]) notFound();
  const { network, params: query } = await pageContext(searchParams);
  const account = await loadOrNotFound(network, `/api/v1/accounts/${encodeURIComponent(decodeURIComponent(rawId).trim())}?limit=1`, AccountDetail);
  const id = account.account;
  const pagePath = `/accounts/${id}${tabPath ? `/${tabPath}` : ''}`;
  const endpoint = TAB_ENDPOINTS[tabPath];

  let content;
  if (endpoint) {
    const [kind, api] = endpoint;
    const path = apiListPath(`/api/v1/accounts/${id}/${api}`, query, ACCOUNT_TAB_PARAMS);
    const initial: unknown = await load(network, path, ACCOUNT_TAB_SCHEMAS[kind]!);
    const amountRows = TOKEN_AMOUNT_ROWS[kind]?.(initial).filter((r) => r.serial_number === undefined || r.serial_number === null) ?? [];
    const tokens = await loadTokens(network, amountRows.map((r) => r.token_id));
    content = <AccountTabList kind={kind} base={network.base} path={path} query={query.toString()} initial={initial} pagePath={pagePath} tokens={tokens} />;
  } else {
    const allowed = TRANSACTION_LIST_PARAMS.filter((p) => p !== 'account.id');
    const path = `${apiListPath('/api/v1/transactions', query, allowed)}&account.id=${id}`;
    const initial = await load(network, path, TransactionsResponse);
    content = (
      <TransactionsList base={network.base} path={path} query={query.toString()} initial={initial} pagePath={pagePath} allowed={allowed} title="Transactions" filters={<TxFilters action={pagePath} params={query} />} />
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle kicker={account.deleted ? 'Account (deleted)' : 'Account'} title={id}>
        <CopyButton value={id} label="account id" />
      </PageTitle>
      <AccountSummary account={account} />
      <AccountTabs id={id} />
      {content}
    </div>
  );
}
