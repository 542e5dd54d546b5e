'use client';
import type { ReactNode } from 'react';

import { TransactionsResponse } from '@/lib/schemas/v1/transaction';
import { Card } from '../card';
import { Pager } from '../pager';
import { TransactionsTable } from './transactions-table';
import { LiveRows, LiveToggle } from './live';
import { useLiveList, type ListProps } from './use-list';

/** A paged, live (first page) list of transactions; the page path and allowed parameters say where it lives. */
export function TransactionsList({ base, path, query, initial, previous, pagePath, allowed, title = 'Transactions', filters }: ListProps<TransactionsResponse> & { pagePath: string; allowed: readonly string[]; title?: string; filters?: ReactNode }) {
  const [data, live] = useLiveList(base, path, TransactionsResponse, initial, query, (d) => d.transactions.map((t) => t.consensus_timestamp));
  return (
    <Card
      id="transactions-list"
      title={title}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {filters}
          <LiveToggle state={live} />
        </div>
      }
    >
      <LiveRows state={live} noun="transactions">
        <TransactionsTable transactions={data.transactions} caption={title} />
      </LiveRows>
      <Pager pagePath={pagePath} query={query} allowed={allowed} next={data.links.next} previous={previous} label={title} />
    </Card>
  );
}
