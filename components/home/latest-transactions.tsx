'use client';

import type { Column } from '@/components/explorer/data-table';
import { TransactionIdLink } from '@/components/explorer/lists/transactions-table';
import { Time } from '@/components/explorer/time';
import { LATEST_TRANSACTIONS_PATH } from '@/lib/client/home-queries';
import { TRANSACTIONS_LIST } from '@/lib/explorer/lists';
import type { Transaction, TransactionsResponse } from '@/lib/schemas/v1/transaction';
import { LatestPanel, type LatestProps } from './latest-panel';

/** The result as a mark beside the type: a failure also names its code, success stays quiet (as on HashScan). */
function TypeAndResult({ tx }: { tx: Transaction }) {
  const ok = tx.result === 'SUCCESS';
  return (
    <span className="flex flex-col items-end md:items-start">
      <span className="whitespace-nowrap">
        <span
          aria-hidden="true"
          className={ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}
        >
          {ok ? '✓ ' : '✗ '}
        </span>
        {tx.name}
        {ok && <span className="sr-only"> (SUCCESS)</span>}
      </span>
      {!ok && <span className="text-xs break-all text-red-700 dark:text-red-400">{tx.result}</span>}
    </span>
  );
}

const COLUMNS: Column<Transaction>[] = [
  { header: 'Transaction ID', cell: (tx) => <TransactionIdLink tx={tx} /> },
  { header: 'Type and result', cell: (tx) => <TypeAndResult tx={tx} /> },
  { header: 'Age', cell: (tx) => <Time ts={tx.consensus_timestamp} relative compact /> },
];

export const LatestTransactions = (props: LatestProps<TransactionsResponse>) => (
  <LatestPanel
    {...props}
    id="latest-transactions"
    title="Latest transactions"
    list={TRANSACTIONS_LIST}
    path={LATEST_TRANSACTIONS_PATH}
    caption="The newest transactions"
    empty="No transactions yet."
    columns={COLUMNS}
  />
);
