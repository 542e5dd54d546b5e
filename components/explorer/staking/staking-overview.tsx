import { stakeShare } from '@/lib/explorer/node-health';
import { nodeHref } from '@/lib/explorer/nodes';
import { stakeTotals, yearlyPercent } from '@/lib/explorer/staking';
import type { NetworkStakeResponse } from '@/lib/schemas/v1/network';
import type { NetworkNode } from '@/lib/schemas/v1/network-node';
import { Card, Fields } from '../card';
import { DataTable } from '../data-table';
import { NetLink } from '../net-link';
import { Time } from '../time';
import { Hbar } from '../values';

const linkClass = 'font-mono text-sky-700 hover:underline dark:text-sky-400';

/** The staking period the newest node stake update opened, and the network's figures for it. */
export function StakingPeriodCard({ stake, nodes }: { stake: NetworkStakeResponse | null; nodes: NetworkNode[] }) {
  const totals = stakeTotals(nodes);
  const period = stake?.staking_period ?? nodes.find((n) => n.staking_period)?.staking_period ?? null;
  return (
    <Card id="staking-period" title="Staking period">
      <Fields
        items={[
          [
            'Current period',
            period ? (
              <span key="p">
                <Time ts={period.from} /> to {period.to ? <Time ts={period.to} /> : 'now'}
              </span>
            ) : (
              'No staking period recorded yet'
            ),
          ],
          ['Next period', period?.to ? <Time key="n" ts={period.to} relative /> : '—'],
          ['Period length', stake ? `${String(stake.staking_period_duration)} minutes` : '—'],
          ['Total staked', <Hbar key="t" tinybars={stake?.stake_total ?? totals.stake} />],
          ['Staked for reward', <Hbar key="r" tinybars={totals.rewarded} />],
          ['Staked, declining reward', <Hbar key="d" tinybars={totals.notRewarded} />],
          ['Most stake rewarded', stake ? <Hbar key="m" tinybars={stake.max_stake_rewarded} /> : '—'],
          [
            'Most reward rate',
            stake
              ? `${yearlyPercent(stake.max_staking_reward_rate_per_hbar)} a year (${String(stake.max_staking_reward_rate_per_hbar)} tinybars per hbar a day)`
              : '—',
          ],
          ['Reward budget per period', stake ? <Hbar key="rr" tinybars={stake.staking_reward_rate} /> : '—'],
          [
            'Reward account balance not reserved',
            stake ? <Hbar key="u" tinybars={stake.unreserved_staking_reward_balance} /> : '—',
          ],
        ]}
      />
    </Card>
  );
}

/** Each node's stake for the period, split into what earns rewards and what declines them, and its last rate. */
export function NodeStakesCard({ nodes }: { nodes: NetworkNode[] }) {
  const total = stakeTotals(nodes).stake;
  return (
    <Card id="node-stakes" title={`Stake by node (${nodes.length})`}>
      <DataTable
        caption="Stake by node"
        rows={nodes}
        rowKey={(n) => String(n.node_id)}
        empty="No nodes in the address book."
        columns={[
          {
            header: 'Node',
            cell: (n) => (
              <NetLink href={nodeHref(n.node_id)} className={linkClass}>
                {String(n.node_id)}
              </NetLink>
            ),
          },
          { header: 'Description', wide: true, cell: (n) => n.description || '—' },
          { header: 'Stake', align: 'right', cell: (n) => <Hbar tinybars={n.stake} /> },
          { header: 'Share', align: 'right', cell: (n) => stakeShare(n.stake, total) },
          { header: 'Rewarded', align: 'right', cell: (n) => <Hbar tinybars={n.stake_rewarded} /> },
          { header: 'Not rewarded', align: 'right', cell: (n) => <Hbar tinybars={n.stake_not_rewarded} /> },
          {
            header: 'Stake range',
            align: 'right',
            wide: true,
            cell: (n) => (
              <span>
                <Hbar tinybars={n.min_stake} /> – <Hbar tinybars={n.max_stake} />
              </span>
            ),
          },
          {
            header: 'Reward rate (a year)',
            align: 'right',
            cell: (n) => (n.decline_reward ? 'declines' : yearlyPercent(n.reward_rate_start)),
          },
        ]}
      />
    </Card>
  );
}
