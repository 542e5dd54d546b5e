/**
 * `/network/registered-nodes` (HIP-1137): the block nodes, mirror nodes, RPC relays and general services registered
 * on the ledger (`registered_node`, since importer 0.153), and the ones a consensus node vouches for
 * (`node.associated_registered_nodes`). A Mirror Node schema older than 0.153 has neither: it has no registered
 * nodes, which is what these functions answer there.
 */
import type { Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import { ledgerSchema } from '../db/ledger-schema';
import type { Queryable } from '../db/types';
import {
  BLOCK_NODE_APIS,
  type BlockNodeApi,
  type RegisteredNode,
  type RegisteredNodeType,
  type RegisteredServiceEndpoint,
} from '../schemas/v1/registered-node';
import { encodeKey } from './protobuf-key';
import { SqlParams, sortDirection } from './sql';

/** The importer's `type` smallint codes, in the order of its RegisteredNodeType enum. */
export const REGISTERED_NODE_TYPE_CODES: Readonly<Record<RegisteredNodeType, number>> = {
  BLOCK_NODE: 0,
  GENERAL_SERVICE: 1,
  MIRROR_NODE: 2,
  RPC_RELAY: 3,
};

/** Inclusive id bounds and an optional type the node must offer. */
export interface RegisteredNodeQuery {
  lower: bigint;
  upper: bigint;
  type: RegisteredNodeType | null;
  order: Order;
  limit: number;
}

/** One endpoint as the importer stores it in `service_endpoints` (jsonb, snake_case, nulls left out). */
interface StoredEndpoint {
  block_node?: { endpoint_apis?: unknown[] | null } | null;
  domain_name?: string | null;
  general_service?: { description?: string | null } | null;
  ip_address?: string | null;
  mirror_node?: object | null;
  port?: number | null;
  requires_tls?: boolean | null;
  rpc_relay?: object | null;
}

interface RegisteredNodeRow {
  [column: string]: unknown;
  admin_key: Uint8Array | null;
  created_timestamp: bigint | null;
  description: string | null;
  registered_node_id: bigint;
  service_endpoints: StoredEndpoint[] | string | null;
  timestamp_from: bigint;
  timestamp_to: bigint | null;
}

const isKnownApi = (api: unknown): api is BlockNodeApi =>
  typeof api === 'string' && (BLOCK_NODE_APIS as readonly string[]).includes(api);

/** An endpoint's kind is the one service it names; none of them (the importer's UNKNOWN) reads as a general service. */
function endpointType(e: StoredEndpoint): RegisteredNodeType {
  if (e.block_node) return 'BLOCK_NODE';
  if (e.general_service) return 'GENERAL_SERVICE';
  if (e.mirror_node) return 'MIRROR_NODE';
  if (e.rpc_relay) return 'RPC_RELAY';
  return 'GENERAL_SERVICE';
}

function toEndpoint(e: StoredEndpoint): RegisteredServiceEndpoint {
  const apis = (e.block_node?.endpoint_apis ?? []).map((api): BlockNodeApi => (isKnownApi(api) ? api : 'UNRECOGNIZED'));
  return {
    block_node: e.block_node ? { endpoint_apis: apis } : null,
    domain_name: e.domain_name ?? null,
    general_service: e.general_service ? { description: e.general_service.description ?? null } : null,
    ip_address: e.ip_address ?? null,
    mirror_node: e.mirror_node ? {} : null,
    port: Number(e.port ?? 0),
    requires_tls: e.requires_tls ?? false,
    rpc_relay: e.rpc_relay ? {} : null,
    type: endpointType(e),
  };
}

function storedEndpoints(value: RegisteredNodeRow['service_endpoints']): StoredEndpoint[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as StoredEndpoint[]) : [];
}

export function toRegisteredNode(row: RegisteredNodeRow): RegisteredNode {
  return {
    admin_key: encodeKey(row.admin_key),
    created_timestamp: formatTimestamp(row.created_timestamp),
    description: row.description,
    registered_node_id: row.registered_node_id,
    service_endpoints: storedEndpoints(row.service_endpoints).map(toEndpoint),
    timestamp: { from: formatTimestamp(row.timestamp_from)!, to: formatTimestamp(row.timestamp_to) },
  };
}

/** One page of the registered nodes that are not deleted, by id (the primary key; a type filter reads the GIN index's rows). */
export async function listRegisteredNodes(db: Queryable, query: RegisteredNodeQuery): Promise<RegisteredNode[]> {
  const schema = await ledgerSchema(db);
  if (!schema.hasTable('registered_node')) return [];
  const params = new SqlParams();
  // The `type` column came a release after the table (importer 0.153.x); without it no endpoint type can be matched.
  const byType =
    query.type === null
      ? ''
      : schema.has('registered_node', 'type')
        ? `AND type @> ARRAY[${params.bind(REGISTERED_NODE_TYPE_CODES[query.type])}]::smallint[]`
        : 'AND false';
  const rows = await db.query<RegisteredNodeRow>(
    `SELECT admin_key, created_timestamp, description, registered_node_id, service_endpoints::text AS service_endpoints,
            lower(timestamp_range) AS timestamp_from, upper(timestamp_range) AS timestamp_to
     FROM registered_node
     WHERE registered_node_id >= ${params.bind(query.lower)} AND registered_node_id <= ${params.bind(query.upper)}
       AND deleted IS false ${byType}
     ORDER BY registered_node_id ${sortDirection(query.order)} LIMIT ${params.bind(query.limit)}`,
    params.values,
  );
  return rows.map(toRegisteredNode);
}

/** `node.associated_registered_nodes` as text, or an empty list on a schema without the column. */
export async function associatedRegisteredNodesColumn(db: Queryable): Promise<string> {
  const schema = await ledgerSchema(db);
  return schema.has('node', 'associated_registered_nodes')
    ? `array_to_string(associated_registered_nodes, ',') AS associated_registered_nodes`
    : `''::text AS associated_registered_nodes`;
}

/** `'3,7'` → `[3n, 7n]` (the column is read as text so that no driver rounds an int8 array). */
export function parseIdList(text: string | null | undefined): bigint[] {
  return text ? text.split(',').map((id) => BigInt(id)) : [];
}
