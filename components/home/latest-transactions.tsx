'use client';

import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/explorer/data-table';
import { NetLink } from '@/components/explorer/net-link';
import { Time } from '@/components/explorer/time';
import { transactionHref } from '@/lib/explorer/resolve';
import { latestTransactionsQuery } from '@/lib/client/home-queries';
import type { Transaction, TransactionsResponse } from '@/lib/schemas/v1/transaction';
import { Panel } from './panel';

/** The result as a mark beside the type: a failure also names its code, success stays quiet (as on HashScan). */
function TypeAndResult({ tx }: { tx: Transaction }) {
  const ok = tx.result === 'SUCCESS';
  return (
    <span className="flex flex-col items-end md:items-start">
      <span className="whitespace-nowrap">
        <span aria-hidden="true" className={ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}>
          {ok ? '✓ ' : '✗ '}
        </span>
        {tx.name}
        {ok && <span className="sr-only"> (SUCCESS)</span>}
      </span>
      {!ok && <span className="text-xs break-all text-red-700 dark:text-red-400">{tx.result}</span>}
    </span>
  );
}

export function LatestTransactions({ initial, base = '' }: { initial: TransactionsResponse; base?: string }) {
  const data = useQuery(latestTransactionsQuery(initial, base)).data ?? initial;
  return (
    <Panel id="latest-transactions" title="Latest transactions">
      <DataTable
        caption="The newest transactions"
        rows={data.transactions}
        rowKey={(tx) => `${tx.consensus_timestamp}-${tx.nonce}-${tx.scheduled}`}
        empty="No transactions yet."
        columns={[
          {
            header: 'Transaction ID',
            cell: (tx) => (
              <NetLink href={transactionHref(tx)} className="font-mono text-sky-700 hover:underline dark:text-sky-400">
                {tx.transaction_id}
              </NetLink>
            ),
          },
          { header: 'Type and result', cell: (tx) => <TypeAndResult tx={tx} /> },
          { header: 'Age', cell: (tx) => <Time ts={tx.consensus_timestamp} relative compact /> },
        ]}
      />
    </Panel>
  );
}
