import type { Metadata } from 'next';
import { listPage, type ListPageProps } from '@/app/_explorer/list-page';
import { NodesList } from '@/components/explorer/lists/nodes-list';
import { NetLink } from '@/components/explorer/net-link';
import { RegisteredNodesCard } from '@/components/explorer/node/registered-nodes';
import { NODES_LIST } from '@/lib/explorer/lists';
import { pageContext } from '@/lib/explorer/load';
import { loadRegisteredNodes } from '@/lib/explorer/registered-nodes';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: NODES_LIST.title };

const ConsensusNodes = listPage(NODES_LIST, (view) => <NodesList {...view} />);

/** The address book's consensus nodes, then the services registered beside them (HIP-1137), when the mirror serves them. */
export default async function NodesPage(props: ListPageProps) {
  const { network } = await pageContext(props.searchParams);
  const registered = await loadRegisteredNodes(network);
  return (
    <div className="space-y-6">
      <nav aria-label="On this page and beside it" className="flex flex-wrap gap-4 text-sm">
        {registered ? (
          <a href="#registered-nodes" className="text-sky-700 hover:underline dark:text-sky-400">
            {`Registered nodes: block nodes, mirror nodes, RPC relays (${registered.length})`}
          </a>
        ) : null}
        <NetLink href="/staking" className="text-sky-700 hover:underline dark:text-sky-400">
          Staking: periods, stake and rewards
        </NetLink>
      </nav>
      <ConsensusNodes {...props} />
      {registered ? <RegisteredNodesCard nodes={registered} /> : null}
    </div>
  );
}
