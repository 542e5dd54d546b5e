import {
  endpointAddress,
  endpointTypeWords,
  nodeTypes,
  registeredNodeAnchor,
  registeredNodeHref,
} from '@/lib/explorer/registered-nodes';
import type { RegisteredNode, RegisteredServiceEndpoint } from '@/lib/schemas/v1/registered-node';
import { Card } from '../card';
import { DataTable } from '../data-table';
import { NetLink } from '../net-link';
import { Time } from '../time';

function Endpoint({ endpoint }: { endpoint: RegisteredServiceEndpoint }) {
  const apis = endpoint.block_node?.endpoint_apis.join(', ');
  const what = endpoint.general_service?.description;
  return (
    <li>
      <span className="font-mono text-xs">{endpointAddress(endpoint)}</span>{' '}
      <span className="text-slate-600 dark:text-slate-400">
        {endpointTypeWords(endpoint.type)}
        {apis ? `: ${apis}` : ''}
        {what ? `: ${what}` : ''}
      </span>
    </li>
  );
}

/** The block nodes, mirror nodes, RPC relays and general services registered on the ledger (HIP-1137). */
export function RegisteredNodesCard({ nodes }: { nodes: RegisteredNode[] }) {
  return (
    <Card id="registered-nodes" title={`Registered nodes (${nodes.length})`}>
      <DataTable
        caption="Registered nodes"
        rows={nodes}
        rowKey={(n) => String(n.registered_node_id)}
        empty="No block nodes, mirror nodes, relays or other services are registered on this ledger."
        columns={[
          {
            header: 'Id',
            cell: (n) => (
              <span id={registeredNodeAnchor(n.registered_node_id)} className="scroll-mt-20 font-mono">
                {String(n.registered_node_id)}
              </span>
            ),
          },
          { header: 'Type', cell: nodeTypes },
          { header: 'Description', cell: (n) => n.description || '—' },
          {
            header: 'Endpoints',
            cell: (n) =>
              n.service_endpoints.length ? (
                <ul className="space-y-0.5">
                  {n.service_endpoints.map((e) => (
                    <Endpoint key={endpointAddress(e)} endpoint={e} />
                  ))}
                </ul>
              ) : (
                '—'
              ),
          },
          {
            header: 'Registered',
            wide: true,
            cell: (n) => (n.created_timestamp ? <Time ts={n.created_timestamp} /> : '—'),
          },
          { header: 'Last updated', wide: true, cell: (n) => <Time ts={n.timestamp.from} /> },
        ]}
      />
    </Card>
  );
}

/** The registered nodes a consensus node vouches for, each linked to its row of the nodes page. */
export function AssociatedRegisteredNodes({
  ids,
  nodes,
}: {
  ids: readonly (bigint | number)[];
  nodes: RegisteredNode[] | null;
}) {
  const byId = new Map((nodes ?? []).map((n) => [String(n.registered_node_id), n]));
  return (
    <Card id="node-registered" title="Registered nodes it vouches for">
      {ids.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-600 dark:text-slate-400">None.</p>
      ) : (
        <ul className="space-y-1 px-4 py-3 text-sm">
          {ids.map((id) => {
            const node = byId.get(String(id));
            return (
              <li key={String(id)}>
                <NetLink
                  href={registeredNodeHref(id)}
                  className="font-mono text-sky-700 hover:underline dark:text-sky-400"
                >
                  {`Registered node ${id}`}
                </NetLink>
                {node ? (
                  <span className="text-slate-600 dark:text-slate-400">
                    {' '}
                    · {nodeTypes(node)}
                    {node.description ? ` · ${node.description}` : ''}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
