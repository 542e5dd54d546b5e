'use client';

import { useMemo, type ReactNode } from 'react';
import type { ListView } from '@/lib/explorer/list-definition';
import { TRANSACTIONS_LIST } from '@/lib/explorer/lists';
import type { TransactionsResponse } from '@/lib/schemas/v1/transaction';
import { ListCard } from './list-card';
import { NO_TRANSACTIONS, TRANSACTION_COLUMNS, transactionColumns } from './transactions-table';

/** A paged, live (first page) list of transactions; the view's page path and parameters say where it lives. */
export function TransactionsList({
  title,
  filters,
  account,
  ...view
}: ListView<TransactionsResponse> & { title?: string; filters?: ReactNode; account?: string }) {
  const columns = useMemo(() => (account ? transactionColumns(account) : TRANSACTION_COLUMNS), [account]);
  return (
    <ListCard
      list={TRANSACTIONS_LIST}
      view={view}
      title={title}
      empty={NO_TRANSACTIONS}
      actions={filters}
      columns={columns}
    />
  );
}
