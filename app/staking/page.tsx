import type { Metadata } from 'next';
import { PageTitle } from '@/components/explorer/card';
import { NetLink } from '@/components/explorer/net-link';
import { RewardEstimateCard, type EstimateInput } from '@/components/explorer/staking/reward-estimate';
import { NodeStakesCard, StakingPeriodCard } from '@/components/explorer/staking/staking-overview';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { pageContext } from '@/lib/explorer/load';
import { loadStakingOverview, parseHbarAmount } from '@/lib/explorer/staking';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Staking' };

/** The amount and node of the estimate form, from the URL. */
function estimateInput(query: URLSearchParams): EstimateInput {
  const amountText = query.get('amount') ?? '';
  const amount = amountText === '' ? null : parseHbarAmount(amountText);
  const amountError =
    amountText !== '' && amount === null
      ? 'Give a positive amount of hbar, with at most 8 decimals (such as 1000 or 2,500.5).'
      : null;
  return { amountText, amount, amountError, nodeId: query.get('node') ?? '' };
}

/** The current staking period, each node's stake and rate, and a rewards estimate (HashScan's staking page, without a wallet). */
export default async function StakingPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const { stake, nodes } = await loadStakingOverview(network);
  return (
    <div className="space-y-6">
      <PageTitle kicker="Network" title="Staking" mono={false}>
        <NetLink href="/nodes" className="text-sm text-sky-700 hover:underline dark:text-sky-400">
          Nodes and registered nodes
        </NetLink>
      </PageTitle>
      <StakingPeriodCard stake={stake} nodes={nodes} />
      <RewardEstimateCard
        nodes={nodes}
        input={estimateInput(params)}
        maxRate={stake ? BigInt(stake.max_staking_reward_rate_per_hbar) : null}
        action="/staking"
        network={params.get('network')}
      />
      <NodeStakesCard nodes={nodes} />
    </div>
  );
}
