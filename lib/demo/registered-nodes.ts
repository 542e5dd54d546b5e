/**
 * HIP-1137 registered nodes on the demo ledger: a block node, a mirror node, a JSON-RPC relay and a general
 * service, each registered by a RegisteredNodeCreate (type 78); the block node then announces one more API with a
 * RegisteredNodeUpdate (79), and two consensus nodes vouch for some of them with a NodeUpdate (55), as
 * `node.associated_registered_nodes`. Rows are in the importer's layout (migration 0014).
 */
import { Account, TxType } from './constants';
import { feeFor } from './fees';
import { ed25519Key } from './keys';
import type { Ledger } from './ledger';
import { range } from './sink';

/** One endpoint as the importer stores it (jsonb, snake_case, no nulls). */
type StoredEndpoint = Record<string, unknown> & { port: number; requires_tls: boolean };

interface Registration {
  description: string;
  endpoints: StoredEndpoint[];
  /** The importer's type codes: 0 block node, 1 general service, 2 mirror node, 3 RPC relay. */
  types: number[];
}

const REGISTRATIONS: readonly Registration[] = [
  {
    description: 'Alder block node',
    endpoints: [
      {
        block_node: { endpoint_apis: ['STATUS', 'PUBLISH', 'SUBSCRIBE_STREAM'] },
        domain_name: 'block.alder.demo.hiero.local',
        port: 40840,
        requires_tls: true,
      },
    ],
    types: [0],
  },
  {
    description: 'Birch mirror node',
    endpoints: [{ domain_name: 'mirror.birch.demo.hiero.local', mirror_node: {}, port: 443, requires_tls: true }],
    types: [2],
  },
  {
    description: 'Birch JSON-RPC relay',
    endpoints: [
      { domain_name: 'relay.birch.demo.hiero.local', rpc_relay: {}, port: 7546, requires_tls: true },
      { ip_address: '192.0.2.80', rpc_relay: {}, port: 7546, requires_tls: false },
    ],
    types: [3],
  },
  {
    description: 'Cedar state proofs',
    endpoints: [
      {
        general_service: { description: 'State proof archive' },
        ip_address: '192.0.2.90',
        port: 8443,
        requires_tls: true,
      },
    ],
    types: [1],
  },
];

/** The API the block node adds by its update. */
const ADDED_API = 'STATE_PROOF';

/** Consensus node → the registered nodes it vouches for. */
const ASSOCIATIONS: ReadonlyMap<number, readonly number[]> = new Map([
  [0, [1, 4]],
  [1, [2, 3]],
]);

export function registerNodes(l: Ledger): void {
  const created = REGISTRATIONS.map((r, i) => {
    const ctx = l.topLevel(Account.TREASURY);
    l.emit(ctx, { type: TxType.REGISTEREDNODECREATE, fee: feeFor(l, TxType.REGISTEREDNODECREATE) });
    return {
      admin_key: ed25519Key(l.prng).protobuf,
      created_timestamp: ctx.ts,
      deleted: false,
      description: r.description,
      registered_node_id: i + 1,
      service_endpoints: r.endpoints,
      timestamp_range: range(ctx.ts),
      type: r.types,
    };
  });
  const block = created[0]!;
  const update = l.topLevel(Account.TREASURY);
  l.emit(update, { type: TxType.REGISTEREDNODEUPDATE, fee: feeFor(l, TxType.REGISTEREDNODEUPDATE) });
  l.sink.add('registered_node_history', { ...block, timestamp_range: range(block.created_timestamp, update.ts) });
  const endpoint = REGISTRATIONS[0]!.endpoints[0]!;
  created[0] = {
    ...block,
    service_endpoints: [
      { ...endpoint, block_node: { endpoint_apis: ['STATUS', 'PUBLISH', 'SUBSCRIBE_STREAM', ADDED_API] } },
    ],
    timestamp_range: range(update.ts),
  };
  for (const row of created) l.sink.add('registered_node', row);
  for (const [nodeId, registered] of ASSOCIATIONS) associate(l, nodeId, registered);
}

/** A NodeUpdate by the node's account setting its associated registered nodes; the old version goes to node_history. */
function associate(l: Ledger, nodeId: number, registered: readonly number[]): void {
  const current = l.state.consensusNodes.get(nodeId);
  if (!current) return;
  const ctx = l.topLevel(Account.TREASURY);
  l.emit(ctx, { type: TxType.NODEUPDATE, fee: feeFor(l, TxType.NODEUPDATE) });
  l.sink.add('node_history', { ...current, timestamp_range: range(current.created_timestamp as bigint, ctx.ts) });
  l.state.consensusNodes.set(nodeId, {
    ...current,
    associated_registered_nodes: [...registered],
    timestamp_range: range(ctx.ts),
  });
}
