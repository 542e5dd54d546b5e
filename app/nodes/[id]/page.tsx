import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageTitle } from '@/components/explorer/card';
import { NodeSummary } from '@/components/explorer/node/node-summary';
import { NodeActivity } from '@/components/explorer/node/node-activity';
import { AssociatedRegisteredNodes } from '@/components/explorer/node/registered-nodes';
import type { SearchParamsRecord } from '@/lib/explorer/list-query';
import { followPages } from '@/lib/client/fetch-parsed';
import { load, pageContext } from '@/lib/explorer/load';
import type { Network } from '@/lib/explorer/networks';
import { nodeApiPath, nodeIdOfPath } from '@/lib/explorer/nodes';
import { loadRegisteredNodes } from '@/lib/explorer/registered-nodes';
import { NetworkNodesResponse } from '@/lib/schemas/v1/network-node';
import { loadNodeActivity } from '@/lib/status/network/read';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParamsRecord> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Node ${(await params).id}` };
}

export default async function NodePage({ params, searchParams }: Props) {
  const nodeId = nodeIdOfPath(`/nodes/${(await params).id}`);
  const { network } = await pageContext(searchParams);
  if (!nodeId) notFound();
  const [{ nodes }, total, registered] = await Promise.all([
    load(network, nodeApiPath(nodeId), NetworkNodesResponse),
    totalStake(network),
    loadRegisteredNodes(network),
  ]);
  const node = nodes[0];
  if (!node) notFound();
  // A mirror before 0.153 neither lists registered nodes nor says which a node vouches for.
  const vouches = registered !== null || node.associated_registered_nodes.length > 0;
  // Computed by this server from its own ledger (lib/status/network): another network's nodes have none here.
  const activity = network.base === '' ? await loadNodeActivity(accountNumber(node.node_account_id)) : null;
  return (
    <div className="space-y-6">
      <PageTitle kicker="Consensus node" title={`Node ${nodeId}`} mono={false} />
      <NodeSummary node={node} total={total} base={network.base} rawHref={`${network.base}${nodeApiPath(nodeId)}`} />
      {vouches ? <AssociatedRegisteredNodes ids={node.associated_registered_nodes} nodes={registered} /> : null}
      {activity ? <NodeActivity activity={activity} /> : null}
    </div>
  );
}

/** The stake of the whole address book (a few dozen nodes, 25 a page): the node's share needs it. */
async function totalStake(network: Network): Promise<bigint> {
  let total = 0n;
  for await (const page of followPages(
    '/api/v1/network/nodes?limit=25',
    (path) => load(network, path, NetworkNodesResponse),
    20,
  )) {
    for (const n of page.nodes) total += BigInt(n.stake ?? 0);
  }
  return total;
}

/** The account number of `0.0.n` (a node's account is always in shard 0, realm 0). */
const accountNumber = (id: string) => BigInt(id.split('.').at(-1) ?? '0');
