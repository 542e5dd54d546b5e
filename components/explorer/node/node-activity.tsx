import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { formatHbar } from '@/lib/core/format';
import type { NodeActivityDay, NodeActivityResponse } from '@/lib/schemas/network-stats';
import { Card } from '../card';
import { DataTable } from '../data-table';

const integer = (n: number) => Math.round(n).toLocaleString('en-US');

/** How each day counts in the node's uptime on the status page (lib/status/health/rules.ts). */
const EVIDENCE: Record<NonNullable<NodeActivityDay['evidence']>, string> = {
  transactions: 'Up: handled transactions',
  reward: 'Up: rewarded for the day',
  none: 'Down: neither',
};
const dayTick = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The node's evidence of life, day by day (UTC): the transactions it submitted to consensus and the reward payouts
 * its account received. The status page's uptime of this node links here, and counts a day with either as up: a
 * payout received after midnight rewards the day before, which the table's last column reads.
 */
export function NodeActivity({ activity }: { activity: NodeActivityResponse }) {
  const days = [...activity.days].reverse(); // oldest first for the chart
  return (
    <div id="activity" className="scroll-mt-4">
      <Card
        id="activity-heading"
        title="Daily activity and reward payouts"
        actions={
          <a href={`/api/network/nodes/${activity.node_account_id}`} className="text-sm underline underline-offset-2">
            JSON
          </a>
        }
      >
        {days.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
            No days rolled up for this node yet.
          </p>
        ) : (
          <>
            <div className="px-4 pt-3">
              <TimeSeriesChart
                title="Transactions handled per day"
                points={days.map((d) => ({ t: Date.parse(`${d.day}T00:00:00Z`), value: d.transactions }))}
                formatValue={integer}
                formatTick={(t) => dayTick.format(t)}
                formatTime={(t) => new Date(t).toISOString().slice(0, 10)}
                stacks={[
                  {
                    label: 'Transactions',
                    values: days.map((d) => d.transactions),
                    className: 'fill-sky-600 dark:fill-sky-400',
                  },
                ]}
                table={false}
              />
            </div>
            <DataTable
              caption="Daily activity and reward payouts"
              rows={activity.days}
              rowKey={(d) => d.day}
              empty="No days yet."
              columns={[
                { header: 'Day (UTC)', cell: (d) => d.day },
                { header: 'Transactions handled', cell: (d) => integer(d.transactions), align: 'right' },
                { header: 'Reward payouts', cell: (d) => integer(d.reward_payouts), align: 'right' },
                { header: 'Rewards received', cell: (d) => formatHbar(BigInt(d.reward_tinybar)), align: 'right' },
                {
                  header: 'Evidence of life',
                  cell: (d) => (d.evidence === null ? 'Not settled yet' : EVIDENCE[d.evidence]),
                },
              ]}
            />
            <p className="px-4 pb-3 text-xs text-slate-600 dark:text-slate-400">
              The network pays each node that took part in consensus its daily reward just after midnight (UTC), so a
              payout counts for the day before. On the status page a day counts as up when the node handled transactions
              or was rewarded for it, and as down when it did neither while other nodes were rewarded.
            </p>
          </>
        )}
      </Card>
    </div>
  );
}
