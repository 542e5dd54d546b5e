import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { Suspense } from 'react';
import { AccountSummary } from '@/components/explorer/account/account-summary';
import { AccountTabList } from '@/components/explorer/account/tab-list';
import { AccountTabs } from '@/components/explorer/account/account-tabs';
import { PageTitle } from '@/components/explorer/card';
import { CopyButton } from '@/components/explorer/copy-button';
import { TransactionsList } from '@/components/explorer/lists/transactions-list';
import { TxFilters } from '@/components/explorer/tx-filters';
import { ACCOUNT_TABS, accountTabAt, type AccountTabId } from '@/lib/explorer/account-tabs';
import {
  apiListPath,
  DEFAULT_PAGE_SIZE,
  jumpHref,
  listOrder,
  paramProblems,
  parseLimit,
  type SearchParamsRecord,
} from '@/lib/explorer/list-query';
import { HistoryControls } from '@/components/explorer/account/history-controls';
import { HistoryList } from '@/components/explorer/account/history-list';
import { RewardsByMonth } from '@/components/explorer/account/rewards-by-month';
import { loadRewardsByMonth } from '@/lib/explorer/staking';
import { readHistoryFilter, resumeHref, scanHistory, type HistoryScan } from '@/lib/explorer/account-history';
import { HttpError } from '@/lib/client/query-client';
import { TransactionsResponse } from '@/lib/schemas/v1/transaction';
import { ACCOUNT_TAB_PARAMS } from '@/lib/explorer/list-params';
import { TRANSACTIONS_LIST } from '@/lib/explorer/lists';
import { ListProblem } from '@/components/explorer/list-problem';
import { SkeletonTable } from '@/components/explorer/skeleton';
import {
  errorMessages,
  load,
  loadList,
  loadOrNotFound,
  loadPagedList,
  loadPreviousHref,
  loadTokens,
  pageContext,
} from '@/lib/explorer/load';
import type { Network } from '@/lib/explorer/networks';
import { CSV_MAX_ROWS, CSV_PARAMS } from '@/lib/explorer/transactions-csv';
import { formatInteger } from '@/lib/core/format';
import { decodeSegment, pathId } from '@/lib/explorer/path-ids';
import { detailApiPath, detailHref, itemApiPath } from '@/lib/explorer/sections';
import { AccountDetail } from '@/lib/schemas/v1/account';

export const dynamic = 'force-dynamic';

/** A filtered history page reads the account's list 100 at a time, at most 10 pages (1,000 transactions) a page. */
const HISTORY_READ_PAGE = 100;
const HISTORY_READ_PAGES = 10;

type Props = { params: Promise<{ id: string; tab?: string[] }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Account ${decodeSegment((await params).id)}` };
}

export default async function AccountPage({ params, searchParams }: Props) {
  const { id: rawId, tab = [] } = await params;
  const tabPath = tab.join('/');
  if (tabPath && !accountTabAt(tabPath)) notFound();
  const { network, params: query } = await pageContext(searchParams);
  const asked = pathId('accounts', decodeSegment(rawId));
  if (asked === null) notFound();
  // Read before anything streams, so an unknown account answers 404; the tab's list streams in below.
  const account = await loadOrNotFound(network, detailApiPath('accounts', asked), AccountDetail);
  const id = account.account;
  // Before the tab streams in, so the jump is a real redirect (inside a streamed part it needs JavaScript).
  const jump = tabPath === '' ? jumpHref(detailHref('accounts', id), query, TRANSACTIONS_LIST.defaultOrder) : null;
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

async function AccountTabContent({
  network,
  id,
  tabPath,
  query,
}: {
  network: Network;
  id: string;
  tabPath: string;
  query: URLSearchParams;
}) {
  const pagePath = `${detailHref('accounts', id)}${tabPath ? `/${tabPath}` : ''}`;
  const kind = accountTabAt(tabPath);
  if (kind) return <AccountTab kind={kind} network={network} id={id} pagePath={pagePath} query={query} />;
  const allowed = TRANSACTIONS_LIST.params.filter((p) => p !== 'account.id');
  const tools = <HistoryControls pagePath={pagePath} params={query} />;
  const history = readHistoryFilter(query);
  if (history.problems.length > 0 || history.filter) {
    return (
      <>
        {tools}
        <FilteredHistory
          network={network}
          id={id}
          pagePath={pagePath}
          query={query}
          allowed={allowed}
          history={history}
        />
      </>
    );
  }
  const { view, problems } = await loadPagedList(network, TRANSACTIONS_LIST, {
    apiPath: `${apiListPath('/api/v1/transactions', query, allowed)}&account.id=${id}`,
    pagePath,
    current: query,
    allowed,
  });
  if (problems)
    return (
      <ListProblem title="Transactions" pagePath={pagePath} current={query} allowed={allowed} problems={problems} />
    );
  return (
    <>
      {tools}
      <TransactionsList
        {...view}
        account={id}
        filters={
          <>
            <TxFilters action={pagePath} params={query} />
            <a
              href={csvHref(pagePath, query)}
              download
              title={`This list from this page on, with its filters: up to ${formatInteger(CSV_MAX_ROWS)} transactions`}
              className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              Download CSV
            </a>
          </>
        }
      />
    </>
  );
}

/**
 * The transactions tab under the explorer's own history filters (account-history.ts): the account's list read through
 * /api/v1 with the page's API filters, and kept where the filters match, over a bounded read per page.
 */
async function FilteredHistory({
  network,
  id,
  pagePath,
  query,
  allowed,
  history,
}: {
  network: Network;
  id: string;
  pagePath: string;
  query: URLSearchParams;
  allowed: string[];
  history: ReturnType<typeof readHistoryFilter>;
}) {
  if (!history.filter) {
    return (
      <ul
        role="alert"
        className="rounded-md border border-red-300 px-4 py-3 text-sm text-red-800 dark:border-red-800 dark:text-red-300"
      >
        {history.problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    );
  }
  const apiPath = `${apiListPath(
    '/api/v1/transactions',
    query,
    allowed.filter((p) => p !== 'limit'),
  )}&account.id=${id}&limit=${HISTORY_READ_PAGE}`;
  const want = parseLimit(query.get('limit')) ?? DEFAULT_PAGE_SIZE;
  let scan: HistoryScan;
  try {
    scan = await scanHistory((path) => load(network, path, TransactionsResponse), apiPath, id, history.filter, {
      want,
      maxPages: HISTORY_READ_PAGES,
    });
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 400)) throw error;
    return (
      <ListProblem
        title="Transactions"
        pagePath={pagePath}
        current={query}
        allowed={allowed}
        problems={paramProblems(query, errorMessages(error))}
      />
    );
  }
  const tokens = await loadTokens(
    network,
    scan.entries.flatMap((e) => e.lines.map((l) => l.tokenId)),
  );
  const next = scan.resumeAfter
    ? resumeHref(pagePath, query, scan.resumeAfter, listOrder(query, TRANSACTIONS_LIST.defaultOrder))
    : null;
  return <HistoryList scan={scan} next={next} base={network.base} tokens={tokens} />;
}

/** One of the account's other lists: its first paint, its previous page and the tokens its rows name. */
async function AccountTab<K extends AccountTabId>({
  kind,
  network,
  id,
  pagePath,
  query,
}: {
  kind: K;
  network: Network;
  id: string;
  pagePath: string;
  query: URLSearchParams;
}) {
  const tab = ACCOUNT_TABS[kind];
  const path = apiListPath(`${itemApiPath('accounts', id)}/${tab.endpoint}`, query, ACCOUNT_TAB_PARAMS);
  const { data, problems } = await loadList(network, path, await tab.loadSchema(), query);
  if (problems)
    return (
      <ListProblem
        title="Account list"
        pagePath={pagePath}
        current={query}
        allowed={ACCOUNT_TAB_PARAMS}
        problems={problems}
      />
    );
  const { tokenOf } = tab;
  const [tokens, previous] = await Promise.all([
    loadTokens(network, tokenOf ? tab.rows(data).map(tokenOf) : []),
    loadPreviousHref(network, tab, data, { apiPath: path, pagePath, current: query, allowed: ACCOUNT_TAB_PARAMS }),
  ]);
  const list = (
    <AccountTabList
      kind={kind}
      base={network.base}
      path={path}
      query={query.toString()}
      initial={data}
      previous={previous}
      pagePath={pagePath}
      tokens={tokens}
    />
  );
  if (kind !== 'rewards') return list;
  const { months, complete } = await loadRewardsByMonth(network, id);
  return (
    <>
      <RewardsByMonth months={months} complete={complete} />
      {list}
    </>
  );
}

/** The CSV download of the account's transactions with the page's filters, date window, order and network. */
function csvHref(pagePath: string, query: URLSearchParams): string {
  const params = new URLSearchParams();
  for (const key of [...CSV_PARAMS, 'network']) for (const value of query.getAll(key)) params.append(key, value);
  return `${pagePath}/transactions.csv${params.size > 0 ? `?${params.toString()}` : ''}`;
}
