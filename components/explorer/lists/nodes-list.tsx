'use client';

import type { ListView } from '@/lib/explorer/list-definition';
import { NODES_LIST } from '@/lib/explorer/lists';
import { endpointText, stakeShare } from '@/lib/explorer/node-health';
import { nodeHref } from '@/lib/explorer/nodes';
import type { NetworkNodesResponse } from '@/lib/schemas/v1/network-node';
import { NetLink } from '../net-link';
import { NodeHealth } from '../node/node-health';
import { EntityLink, Hbar } from '../values';
import { ListCard } from './list-card';

/** The address book with stake, and each node's health from the status API (this server only). */
export function NodesList(view: ListView<NetworkNodesResponse>) {
  const { base } = view;
  return (
    <ListCard
      list={NODES_LIST}
      view={view}
      title={(data) => `Consensus nodes (${data.nodes.length})`}
      caption="Consensus nodes"
      empty="No nodes in the address book."
      actions={
        base === '' ? (
          <a href="/status" className="text-sm text-sky-700 hover:underline dark:text-sky-400">
            Status page
          </a>
        ) : undefined
      }
      columns={(data) => {
        const total = data.nodes.reduce((sum, n) => sum + BigInt(n.stake ?? 0), 0n);
        return [
          {
            header: 'Node',
            cell: (n) => (
              <NetLink href={nodeHref(n.node_id)} className="font-mono text-sky-700 hover:underline dark:text-sky-400">
                {String(n.node_id)}
              </NetLink>
            ),
          },
          { header: 'Account', cell: (n) => <EntityLink id={n.node_account_id} copy={false} /> },
          { header: 'Description', wide: true, cell: (n) => n.description || '—' },
          { header: 'Health', cell: (n) => <NodeHealth nodeId={String(n.node_id)} base={base} /> },
          { header: 'Stake', align: 'right', cell: (n) => <Hbar tinybars={n.stake} /> },
          { header: 'Share', align: 'right', cell: (n) => stakeShare(n.stake, total) },
          { header: 'Rewarded stake', align: 'right', wide: true, cell: (n) => <Hbar tinybars={n.stake_rewarded} /> },
          { header: 'Endpoints', wide: true, cell: (n) => n.service_endpoints.map(endpointText).join(', ') || '—' },
        ];
      }}
    />
  );
}
