import type { Metadata } from 'next';
import { listPage } from '@/app/_explorer/list-page';
import { TransactionsList } from '@/components/explorer/lists/transactions-list';
import { TxFilters } from '@/components/explorer/tx-filters';
import { TRANSACTIONS_LIST } from '@/lib/explorer/lists';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: TRANSACTIONS_LIST.title };

export default listPage(TRANSACTIONS_LIST, (view, params) => (
  <TransactionsList {...view} filters={<TxFilters action={view.pagePath} params={params} />} />
));
