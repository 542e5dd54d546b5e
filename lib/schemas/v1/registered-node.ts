import { z } from 'zod';
import { int64, key, links, nullableTimestamp } from './common';
import { TimestampRange } from './network-node';

/** The kinds of service a registered node's endpoint offers (HIP-1137); the importer's UNKNOWN is shown as GENERAL_SERVICE. */
export const REGISTERED_NODE_TYPES = ['BLOCK_NODE', 'GENERAL_SERVICE', 'MIRROR_NODE', 'RPC_RELAY'] as const;
export type RegisteredNodeType = (typeof REGISTERED_NODE_TYPES)[number];

export const BLOCK_NODE_APIS = [
  'OTHER',
  'STATUS',
  'PUBLISH',
  'SUBSCRIBE_STREAM',
  'STATE_PROOF',
  'UNRECOGNIZED',
] as const;
export type BlockNodeApi = (typeof BLOCK_NODE_APIS)[number];

export const RegisteredServiceEndpoint = z.object({
  block_node: z.object({ endpoint_apis: z.array(z.enum(BLOCK_NODE_APIS)) }).nullable(),
  domain_name: z.string().nullable(),
  general_service: z.object({ description: z.string().nullable() }).nullable(),
  ip_address: z.string().nullable(),
  mirror_node: z.object({}).nullable(),
  port: z.number().int().min(0).max(65535),
  requires_tls: z.boolean(),
  rpc_relay: z.object({}).nullable(),
  type: z.enum(REGISTERED_NODE_TYPES),
});
export type RegisteredServiceEndpoint = z.infer<typeof RegisteredServiceEndpoint>;

export const RegisteredNode = z.object({
  admin_key: key.nullable(),
  created_timestamp: nullableTimestamp,
  description: z.string().nullable(),
  registered_node_id: int64,
  service_endpoints: z.array(RegisteredServiceEndpoint),
  timestamp: TimestampRange,
});
export type RegisteredNode = z.infer<typeof RegisteredNode>;

export const RegisteredNodesResponse = z.object({ registered_nodes: z.array(RegisteredNode), links });
export type RegisteredNodesResponse = z.infer<typeof RegisteredNodesResponse>;
