import { z } from 'zod';
import { entityId, int64, key, links, nullableTimestamp, timestamp } from './common';

// The reference prefixes whatever text the column holds with 0x; it is hex only when the ledger's data is.
const prefixed = z.string().startsWith('0x');

export const ServiceEndpoint = z.object({
  domain_name: z.string(),
  ip_address_v4: z.string(),
  port: z.number().int(),
});
export type ServiceEndpoint = z.infer<typeof ServiceEndpoint>;

export const TimestampRange = z.object({ from: timestamp, to: nullableTimestamp });

export const NetworkNode = z.object({
  admin_key: key.nullable(),
  /**
   * Since 0.153: the registered nodes (HIP-1137) this consensus node vouches for; `[]` when none. Always written; a
   * mirror before 0.153 (the explorer may browse one) leaves it out, which reads as none.
   */
  associated_registered_nodes: z.array(int64).default([]),
  decline_reward: z.boolean().nullable(),
  description: z.string().nullable(),
  file_id: entityId,
  grpc_proxy_endpoint: ServiceEndpoint.nullable(),
  max_stake: int64.nullable(),
  memo: z.string().nullable(),
  min_stake: int64.nullable(),
  node_id: int64,
  node_account_id: entityId,
  node_cert_hash: prefixed,
  public_key: prefixed,
  reward_rate_start: int64.nullable(),
  service_endpoints: z.array(ServiceEndpoint),
  stake: int64.nullable(),
  stake_not_rewarded: int64.nullable(),
  stake_rewarded: int64.nullable(),
  staking_period: TimestampRange.nullable(),
  timestamp: TimestampRange,
});
export type NetworkNode = z.infer<typeof NetworkNode>;

export const NetworkNodesResponse = z.object({ nodes: z.array(NetworkNode), links });
export type NetworkNodesResponse = z.infer<typeof NetworkNodesResponse>;
