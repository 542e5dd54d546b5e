// Home: the network at a glance, with the latest blocks and transactions refreshed live.
import { ActivityCharts } from '@/components/home/activity-charts';
import { NetworkGlance } from '@/components/home/network-glance';
import { LatestBlocks } from '@/components/home/latest-blocks';
import { LatestTransactions } from '@/components/home/latest-transactions';
import { LATEST_BLOCKS_PATH, LATEST_TRANSACTIONS_PATH } from '@/lib/client/home-queries';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { load, pageContext } from '@/lib/explorer/load';
import { loadActivity } from '@/lib/explorer/activity-read';
import { BlocksResponse } from '@/lib/schemas/v1/block';
import { NetworkNodesResponse } from '@/lib/schemas/v1/network-node';
import { TransactionsResponse } from '@/lib/schemas/v1/transaction';
import { status } from '@/lib/status/read/v2';
import { statusContext } from './status/_data/live';

export const dynamic = 'force-dynamic';

export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const range = params.get('activity') === 'day' ? 'day' : 'hour';
  const [blocks, transactions, nodes, networkStatus, activity] = await Promise.all([
    load(network, LATEST_BLOCKS_PATH, BlocksResponse),
    load(network, LATEST_TRANSACTIONS_PATH, TransactionsResponse),
    load(network, '/api/v1/network/nodes?limit=25', NetworkNodesResponse),
    // The status page watches this server's ledger; without it the figure falls back to a link.
    network.base
      ? null
      : statusContext()
          .then(status)
          .catch(() => null),
    loadActivity(network, range),
  ]);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight">Network overview</h1>
      <NetworkGlance initial={blocks} nodes={nodes.nodes.length} status={networkStatus} base={network.base} />
      <div className="grid gap-6 xl:grid-cols-[2fr_3fr]">
        <LatestBlocks initial={blocks} base={network.base} />
        <LatestTransactions initial={transactions} base={network.base} />
      </div>
      <ActivityCharts series={activity} range={range} networkId={params.get('network')} />
    </div>
  );
}
