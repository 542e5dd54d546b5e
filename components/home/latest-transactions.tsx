'use client';

import { useQuery } from '@tanstack/react-query';
import { NetLink } from '@/components/explorer/net-link';
import { Time } from '@/components/explorer/time';
import { transactionHref } from '@/lib/explorer/resolve';
import { latestTransactionsQuery } from '@/lib/client/home-queries';
import { formatHbar } from '@/lib/format';
import type { TransactionsResponse } from '@/lib/schemas/v1/transaction';
import { Panel, cellClass, headClass } from './panel';

export function LatestTransactions({ initial, base = '' }: { initial: TransactionsResponse; base?: string }) {
  const data = useQuery(latestTransactionsQuery(initial, base)).data ?? initial;
  return (
    <Panel id="latest-transactions" title="Latest transactions">
      <table className="w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className={headClass}>Transaction ID</th>
            <th scope="col" className={headClass}>Type</th>
            <th scope="col" className={headClass}>Result</th>
            <th scope="col" className={`${headClass} hidden text-right md:table-cell`}>Fee</th>
            <th scope="col" className={headClass}>Age</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {data.transactions.map((tx) => {
            const ok = tx.result === 'SUCCESS';
            return (
              <tr key={`${tx.consensus_timestamp}`}>
                <td className={`${cellClass} font-mono`}>
                  <NetLink href={transactionHref(tx)} className="text-sky-700 hover:underline dark:text-sky-400">
                    {tx.transaction_id}
                  </NetLink>
                </td>
                <td className={cellClass}>{tx.name}</td>
                <td className={cellClass}>
                  <span className={ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}>
                    <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
                    {tx.result}
                  </span>
                </td>
                <td className={`${cellClass} hidden text-right tabular-nums md:table-cell`}>{formatHbar(tx.charged_tx_fee ?? 0)}</td>
                <td className={cellClass}>
                  <Time ts={tx.consensus_timestamp} relative compact />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
