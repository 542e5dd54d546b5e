'use client';

import { useQuery } from '@tanstack/react-query';
import type { ListView } from '@/lib/explorer/list-definition';
import { NODES_LIST } from '@/lib/explorer/lists';
import { nodeHealthQuery } from '@/lib/explorer/queries';
import { HEALTH_LABELS, nodeHealthById, stakeShare } from '@/lib/explorer/node-health';
import type { NetworkNodesResponse } from '@/lib/schemas/v1/network-node';
import { SkeletonLine } from '../skeleton';
import { EntityLink, Hbar } from '../values';
import { ListCard } from './list-card';

/** The address book with stake, and each node's health from the status API (this server only). */
export function NodesList(view: ListView<NetworkNodesResponse>) {
  const { base } = view;
  const health = useQuery({ ...nodeHealthQuery(), enabled: base === '' });
  const byId = health.data ? nodeHealthById(health.data.components) : null;
  return (
    <ListCard
      list={NODES_LIST}
      view={view}
      title={(data) => `Consensus nodes (${data.nodes.length})`}
      caption="Consensus nodes"
      empty="No nodes in the address book."
      actions={base === '' ? <a href="/status" className="text-sm text-sky-700 hover:underline dark:text-sky-400">Status page</a> : undefined}
      columns={(data) => {
        const total = data.nodes.reduce((sum, n) => sum + BigInt(n.stake ?? 0), 0n);
        return [
          { header: 'Node', cell: (n) => <span className="font-mono">{String(n.node_id)}</span> },
          { header: 'Account', cell: (n) => <EntityLink id={n.node_account_id} copy={false} /> },
          { header: 'Description', wide: true, cell: (n) => n.description || '—' },
          {
            header: 'Health',
            cell: (n) => {
              if (base !== '') return 'not reported';
              if (health.isError) return 'unavailable';
              if (!byId) return <SkeletonLine width="w-20" />;
              const status = byId.get(String(n.node_id));
              if (!status) return 'not reported';
              const [symbol, label] = HEALTH_LABELS[status];
              return (
                <span className={status === 'operational' ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}>
                  <span aria-hidden="true">{symbol} </span>
                  {label}
                </span>
              );
            },
          },
          { header: 'Stake', align: 'right', cell: (n) => <Hbar tinybars={n.stake} /> },
          { header: 'Share', align: 'right', cell: (n) => stakeShare(n.stake, total) },
          { header: 'Rewarded stake', align: 'right', wide: true, cell: (n) => <Hbar tinybars={n.stake_rewarded} /> },
          { header: 'Endpoints', wide: true, cell: (n) => n.service_endpoints.map((e) => `${e.domain_name || e.ip_address_v4}:${e.port}`).join(', ') || '—' },
        ];
      }}
    />
  );
}
