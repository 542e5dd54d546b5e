import { decodeEntityId } from '../../core/entity-id';
/**
 * Names and keys of the components the service maintains. Real clients parse these names (facts §2: the JSON-RPC
 * relay looks for `… | Network Uptime`, wallets for the `Mirror Node REST API` prefix), so they must not drift.
 */
export const HEALTH_KEYS = {
  network: 'network',
  nodes: 'nodes',
  mirrorApi: 'mirror_api',
  node: (nodeId: bigint | number) => `node:${nodeId}`,
} as const;

export const networkUptimeName = (network: string) => `${network} | Network Uptime`;
export const individualNodesName = (network: string) => `${network} | Individual Nodes`;
export const MIRROR_API_NAME = 'Mirror Node REST API';

/** `shard.realm.num` of an encoded id (num 0 included: a node's account is never the ledger's "no entity"). */
export function entityIdString(encoded: bigint): string {
  const { shard, realm, num } = decodeEntityId(encoded);
  return `${shard}.${realm}.${num}`;
}

/** `Node 0 (account 0.0.3) | Hosted for LG | Seoul, South Korea`, like status.hedera.com. */
export function nodeName(nodeId: bigint, accountId: bigint, description: string | null): string {
  const base = `Node ${nodeId} (account ${entityIdString(accountId)})`;
  const text = description?.trim();
  return text ? `${base} | ${text}` : base;
}
