import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AccountSummary } from '@/components/explorer/account/account-summary';
import { AccountTabList, type AccountTabKind } from '@/components/explorer/account/tab-list';
import { AccountTabs } from '@/components/explorer/account/account-tabs';
import { PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { TransactionsList } from '@/components/explorer/lists/transactions-list';
import { TxFilters } from '@/components/explorer/tx-filters';
import { ACCOUNT_TAB_SCHEMAS } from '@/lib/explorer/account-tab-schemas';
import { apiListPath, jumpHref, type KeyColumns, type KeyValues, type Order, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { ACCOUNT_TAB_PARAMS, TRANSACTION_LIST_PARAMS } from '@/lib/explorer/list-params';
import { ListProblem } from '@/components/explorer/list-problem';
import { SkeletonTable } from '@/components/explorer/skeleton';
import { loadList, loadOrNotFound, loadPagedList, loadPreviousHref, loadTokens, pageContext } from '@/lib/explorer/load';
import type { Network } from '@/lib/explorer/networks';
import { CSV_MAX_ROWS, CSV_PARAMS } from '@/lib/explorer/transactions-csv';
import { formatInteger } from '@/lib/core/format';
import { ACCOUNT_TAB_PATHS, decodeSegment, detailApiPath, pathId, type AccountTabPath } from '@/lib/explorer/path-ids';
import { AccountDetail } from '@/lib/schemas/v1/account';
import { TransactionsResponse } from '@/lib/schemas/v1/transaction';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string; tab?: string[] }>; searchParams: Promise<SearchParamsRecord> };

/** Tab path → the list kind and the API endpoint below /api/v1/accounts/{id}. */
const TAB_ENDPOINTS: Record<AccountTabPath, [AccountTabKind, string]> = {
  tokens: ['tokens', 'tokens'],
  nfts: ['nfts', 'nfts'],
  rewards: ['rewards', 'rewards'],
  allowances: ['allowances-crypto', 'allowances/crypto'],
  'allowances/tokens': ['allowances-tokens', 'allowances/tokens'],
  'allowances/nfts': ['allowances-nfts', 'allowances/nfts'],
  airdrops: ['airdrops-pending', 'airdrops/pending'],
  'airdrops/outstanding': ['airdrops-outstanding', 'airdrops/outstanding'],
};

/** The rows of each tab that name a token: the page reads those tokens (name, symbol, decimals) for the first paint. */
const TOKEN_ROWS: Partial<Record<AccountTabKind, (data: unknown) => { token_id: string }[]>> = {
  tokens: (d) => (d as { tokens: { token_id: string }[] }).tokens,
  nfts: (d) => (d as { nfts: { token_id: string }[] }).nfts,
  'allowances-tokens': (d) => (d as { allowances: { token_id: string }[] }).allowances,
  'allowances-nfts': (d) => (d as { allowances: { token_id: string }[] }).allowances,
  'airdrops-pending': (d) => (d as { airdrops: { token_id: string }[] }).airdrops,
  'airdrops-outstanding': (d) => (d as { airdrops: { token_id: string }[] }).airdrops,
};

type Rows<T> = (data: unknown) => T[];
const nftRows: Rows<{ token_id: string; serial_number: number | string }> = (d) => (d as { nfts: [] }).nfts;
const allowanceRows: Rows<{ spender: string; token_id: string }> = (d) => (d as { allowances: [] }).allowances;
const airdropRows: Rows<{ sender_id: string; receiver_id: string; token_id: string; serial_number: number | string | null }> = (d) => (d as { airdrops: [] }).airdrops;

/**
 * Each tab's keyset for its "Previous page" (see previousProbePath): the column(s) links.next moves, each row's
 * value(s) in them, and the API's default order. A fungible airdrop's serial number counts as 0, as in the API's links.
 */
const TAB_CURSORS: Partial<Record<AccountTabKind, { key: KeyColumns; keys: (data: unknown) => KeyValues[]; order: Order }>> = {
  tokens: { key: 'token.id', keys: (d) => (d as { tokens: { token_id: string }[] }).tokens.map((t) => t.token_id), order: 'asc' },
  nfts: { key: ['token.id', 'serialnumber'], keys: (d) => nftRows(d).map((n) => [n.token_id, String(n.serial_number)]), order: 'desc' },
  rewards: { key: 'timestamp', keys: (d) => (d as { rewards: { timestamp: string }[] }).rewards.map((r) => r.timestamp), order: 'desc' },
  'allowances-crypto': { key: 'spender.id', keys: (d) => allowanceRows(d).map((a) => a.spender), order: 'asc' },
  'allowances-tokens': { key: ['spender.id', 'token.id'], keys: (d) => allowanceRows(d).map((a) => [a.spender, a.token_id]), order: 'asc' },
  // The tab lists what the account granted, so its other account is the spender.
  'allowances-nfts': { key: ['account.id', 'token.id'], keys: (d) => allowanceRows(d).map((a) => [a.spender, a.token_id]), order: 'asc' },
  'airdrops-pending': { key: ['sender.id', 'token.id', 'serialnumber'], keys: (d) => airdropRows(d).map((a) => [a.sender_id, a.token_id, String(a.serial_number ?? 0)]), order: 'asc' },
  'airdrops-outstanding': { key: ['receiver.id', 'token.id', 'serialnumber'], keys: (d) => airdropRows(d).map((a) => [a.receiver_id, a.token_id, String(a.serial_number ?? 0)]), order: 'asc' },
};

const isTabPath = (path: string): path is AccountTabPath => (ACCOUNT_TAB_PATHS as readonly string[]).includes(path);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Account ${decodeSegment((await params).id)}` };
}

export default async function AccountPage({ params, searchParams }: Props) {
  const { id: rawId, tab = [] } = await params;
  const tabPath = tab.join('/');
  if (tabPath && !isTabPath(tabPath)) notFound();
  const { network, params: query } = await pageContext(searchParams);
  const asked = pathId('accounts', decodeSegment(rawId));
  if (asked === null) notFound();
  // Read before anything streams, so an unknown account answers 404; the tab's list streams in below.
  const account = await loadOrNotFound(network, detailApiPath('accounts', asked), AccountDetail);
  const id = account.account;
  // Before the tab streams in, so the jump is a real redirect (inside a streamed part it needs JavaScript).
  const jump = tabPath === '' ? jumpHref(`/accounts/${id}`, query, 'desc') : null;
  if (jump) redirect(jump);
  return (
    <div className="space-y-6">
      <PageTitle kicker={account.deleted ? 'Account (deleted)' : 'Account'} title={id}>
        <CopyButton value={id} label="account id" />
      </PageTitle>
      <AccountSummary account={account} />
      <AccountTabs id={id} />
      <Suspense fallback={<SkeletonTable title={tabPath || 'transactions'} rows={10} columns={5} />}>
        <AccountTabContent network={network} id={id} tabPath={tabPath} query={query} />
      </Suspense>
    </div>
  );
}

async function AccountTabContent({ network, id, tabPath, query }: { network: Network; id: string; tabPath: string; query: URLSearchParams }) {
  const pagePath = `/accounts/${id}${tabPath ? `/${tabPath}` : ''}`;
  const endpoint = isTabPath(tabPath) ? TAB_ENDPOINTS[tabPath] : undefined;
  if (endpoint) {
    const [kind, api] = endpoint;
    const schema = ACCOUNT_TAB_SCHEMAS[kind]!;
    const path = apiListPath(`/api/v1/accounts/${id}/${api}`, query, ACCOUNT_TAB_PARAMS);
    const { data, problems } = await loadList(network, path, schema, query);
    if (problems) return <ListProblem title="Account list" pagePath={pagePath} current={query} allowed={ACCOUNT_TAB_PARAMS} problems={problems} />;
    const cursor = TAB_CURSORS[kind];
    const [tokens, previous] = await Promise.all([
      loadTokens(network, TOKEN_ROWS[kind]?.(data).map((r) => r.token_id) ?? []),
      cursor
        ? loadPreviousHref(network, data, { apiPath: path, schema, key: cursor.key, keys: cursor.keys, defaultOrder: cursor.order, pagePath, current: query, allowed: ACCOUNT_TAB_PARAMS })
        : null,
    ]);
    return <AccountTabList kind={kind} base={network.base} path={path} query={query.toString()} initial={data} previous={previous} pagePath={pagePath} tokens={tokens} />;
  }
  const allowed = TRANSACTION_LIST_PARAMS.filter((p) => p !== 'account.id');
  const path = `${apiListPath('/api/v1/transactions', query, allowed)}&account.id=${id}`;
  const { data, problems, previous } = await loadPagedList(network, {
    apiPath: path, schema: TransactionsResponse, key: 'timestamp', keys: (d) => d.transactions.map((t) => t.consensus_timestamp),
    defaultOrder: 'desc', pagePath, current: query, allowed,
  });
  if (problems) return <ListProblem title="Transactions" pagePath={pagePath} current={query} allowed={allowed} problems={problems} />;
  return (
    <TransactionsList
      base={network.base}
      path={path}
      query={query.toString()}
      initial={data}
      previous={previous}
      pagePath={pagePath}
      allowed={allowed}
      title="Transactions"
      filters={
        <>
          <TxFilters action={pagePath} params={query} />
          <a href={csvHref(pagePath, query)} download title={`This list from this page on, with its filters: up to ${formatInteger(CSV_MAX_ROWS)} transactions`} className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800">
            Download CSV
          </a>
        </>
      }
    />
  );
}

/** The CSV download of the account's transactions with the page's filters, date window, order and network. */
function csvHref(pagePath: string, query: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const key of [...CSV_PARAMS, 'network']) for (const value of query.getAll(key)) params.append(key, value);
  return `${pagePath}/transactions.csv${params.size > 0 ? `?${params.toString()}` : ''}`;
}
