import type { MonthOfRewards } from '@/lib/explorer/staking';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { Hbar } from '../values';

/** The account's staking rewards over time: each month's total, with a bar for its size beside the largest. */
export function RewardsByMonth({ months, complete }: { months: MonthOfRewards[]; complete: boolean }) {
  const largest = months.reduce((max, m) => (m.total > max ? m.total : max), 0n);
  const total = months.reduce((sum, m) => sum + m.total, 0n);
  return (
    <Card id="rewards-by-month" title="Staking rewards by month">
      <DataTable
        caption="Staking rewards by month (UTC)"
        rows={months}
        rowKey={(m) => m.month}
        empty="No staking rewards paid to this account."
        columns={[
          { header: 'Month (UTC)', cell: (m) => <span className="font-mono">{m.month}</span> },
          { header: 'Rewards', align: 'right', cell: (m) => <Hbar tinybars={m.total} /> },
          { header: 'Payouts', align: 'right', cell: (m) => String(m.count) },
          {
            header: 'Share of the largest month',
            wide: true,
            cell: (m) => (
              <span
                aria-hidden="true"
                className="block h-2 rounded bg-sky-600 dark:bg-sky-400"
                style={{ width: `${largest > 0n ? Math.max(2, Number((m.total * 100n) / largest)) : 0}%` }}
              />
            ),
          },
        ]}
      />
      {months.length > 0 ? (
        <p className="border-t border-slate-200 px-4 py-2 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          Total: <Hbar tinybars={total} />
          {complete ? '' : ' (the newest 1,000 payouts; older ones are in the list below)'}
        </p>
      ) : null}
    </Card>
  );
}
