import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/explorer/card';
import { ListProblem } from '@/components/explorer/list-problem';
import { TransactionsList } from '@/components/explorer/lists/transactions-list';
import { TxFilters } from '@/components/explorer/tx-filters';
import { apiListPath, jumpHref, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { TRANSACTION_LIST_PARAMS } from '@/lib/explorer/list-params';
import { loadPagedList, pageContext } from '@/lib/explorer/load';
import { TransactionsResponse } from '@/lib/schemas/v1/transaction';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Transactions' };

export default async function TransactionsPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const jump = jumpHref('/transactions', params, 'desc');
  if (jump) redirect(jump);
  const path = apiListPath('/api/v1/transactions', params, TRANSACTION_LIST_PARAMS);
  const { data, problems, previous } = await loadPagedList(network, {
    apiPath: path, schema: TransactionsResponse, key: 'timestamp', keys: (d) => d.transactions.map((t) => t.consensus_timestamp),
    defaultOrder: 'desc', pagePath: '/transactions', current: params, allowed: TRANSACTION_LIST_PARAMS,
  });
  return (
    <div>
      <PageTitle kicker={network.name} title="Transactions" mono={false} />
      {data ? (
        <TransactionsList
          base={network.base}
          path={path}
          query={params.toString()}
          initial={data}
          previous={previous}
          pagePath="/transactions"
          allowed={TRANSACTION_LIST_PARAMS}
          filters={<TxFilters action="/transactions" params={params} />}
        />
      ) : (
        <ListProblem title="Transactions" pagePath="/transactions" current={params} allowed={TRANSACTION_LIST_PARAMS} problems={problems} />
      )}
    </div>
  );
}
