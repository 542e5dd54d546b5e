'use client';

import { useQuery } from '@tanstack/react-query';
import { latestTransactionsQuery } from '@/lib/client/home-queries';
import { formatAge, formatHbar, formatUtc, timestampToMs } from '@/lib/format';
import type { TransactionsResponse } from '@/lib/schemas/v1/transaction';
import { Panel, cellClass, headClass } from './panel';
import { useNow } from './use-now';

export function LatestTransactions({ initial }: { initial: TransactionsResponse }) {
  const data = useQuery(latestTransactionsQuery(initial)).data ?? initial;
  const now = useNow();
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
            const ms = timestampToMs(tx.consensus_timestamp);
            const ok = tx.result === 'SUCCESS';
            return (
              <tr key={`${tx.consensus_timestamp}`}>
                <td className={`${cellClass} font-mono`}>{tx.transaction_id}</td>
                <td className={cellClass}>{tx.name}</td>
                <td className={cellClass}>
                  <span className={ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}>
                    <span aria-hidden="true">{ok ? '✓ ' : '✗ '}</span>
                    {tx.result}
                  </span>
                </td>
                <td className={`${cellClass} hidden text-right tabular-nums md:table-cell`}>{formatHbar(tx.charged_tx_fee ?? 0)}</td>
                <td className={cellClass}>
                  <time dateTime={new Date(ms).toISOString()} title={formatUtc(ms)}>
                    {formatAge(ms, now)}
                  </time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Panel>
  );
}
