import type { Metadata } from 'next';
import { PageTitle } from '@/components/explorer/card';
import { NodesList } from '@/components/explorer/lists/nodes-list';
import { NODE_LIST_PARAMS } from '@/lib/explorer/list-params';
import { apiListPath, type SearchParamsRecord } from '@/lib/explorer/list-query';
import { load, pageContext } from '@/lib/explorer/load';
import { NetworkNodesResponse } from '@/lib/schemas/v1/network-node';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Nodes' };

export default async function NodesPage({ searchParams }: { searchParams: Promise<SearchParamsRecord> }) {
  const { network, params } = await pageContext(searchParams);
  const path = apiListPath('/api/v1/network/nodes', params, NODE_LIST_PARAMS);
  const initial = await load(network, path, NetworkNodesResponse);
  return (
    <div>
      <PageTitle kicker={network.name} title="Nodes" mono={false} />
      <NodesList base={network.base} path={path} query={params.toString()} initial={initial} />
    </div>
  );
}
