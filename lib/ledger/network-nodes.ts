import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { NetworkNode, ServiceEndpoint } from '../schemas/v1/network-node';
import { encodeKey } from './protobuf-key';
import { associatedRegisteredNodesColumn, parseIdList } from './registered-nodes';
import { SqlParams, andConditions, sortDirection, splitEqual } from './sql';

const ONE_DAY_NS = 86_400n * 1_000_000_000n;

interface AddressBookRow {
  start_consensus_timestamp: bigint;
  end_consensus_timestamp: bigint | null;
  file_id: bigint;
}

interface EntryRow {
  description: string | null;
  memo: string | null;
  node_id: bigint;
  node_account_id: bigint;
  node_cert_hash: Uint8Array | null;
  public_key: string | null;
}

interface NodeRow {
  node_id: bigint;
  account_id: bigint | null;
  admin_key: Uint8Array | null;
  decline_reward: boolean;
  grpc_proxy_endpoint: Partial<ServiceEndpoint> | null;
  /** Comma-separated ids (see associatedRegisteredNodesColumn). */
  associated_registered_nodes: string | null;
}

interface StakeRow {
  node_id: bigint;
  max_stake: bigint;
  min_stake: bigint;
  reward_rate: bigint;
  stake: bigint;
  stake_not_rewarded: bigint;
  stake_rewarded: bigint;
  staking_period: bigint;
}

interface EndpointRow extends ServiceEndpoint {
  node_id: bigint;
}

type R<T> = T & Record<string, unknown>;

/** The reference prints -1 (not yet known) stake bounds as null. */
const unlessMinusOne = (value: bigint | undefined) => (value === undefined || value === -1n ? null : value);

/** `0x` + the column's text (the reference does not re-encode: the column already holds hex text). */
function prefixed(text: string | null | undefined): string {
  if (!text) return '0x';
  return text.startsWith('0x') ? text : `0x${text}`;
}

function endpoint(e: Partial<ServiceEndpoint>): ServiceEndpoint {
  return { domain_name: e.domain_name ?? '', ip_address_v4: e.ip_address_v4 ?? '', port: Number(e.port ?? 0) };
}

/** A node's staking period starts 1 ns after the recorded period end of the previous day and lasts a day. */
function stakingPeriod(end: bigint | undefined): NetworkNode['staking_period'] {
  if (end === undefined) return null;
  const from = end + 1n;
  return { from: formatTimestamp(from)!, to: formatTimestamp(from + ONE_DAY_NS)! };
}

function toNode(
  book: AddressBookRow,
  entry: EntryRow,
  node: NodeRow | undefined,
  stake: StakeRow | undefined,
  endpoints: EndpointRow[],
): NetworkNode {
  return {
    admin_key: encodeKey(node?.admin_key),
    associated_registered_nodes: parseIdList(node?.associated_registered_nodes),
    decline_reward: node ? node.decline_reward : null,
    description: entry.description,
    file_id: formatEntityId(book.file_id)!,
    grpc_proxy_endpoint: node?.grpc_proxy_endpoint ? endpoint(node.grpc_proxy_endpoint) : null,
    max_stake: unlessMinusOne(stake?.max_stake),
    memo: entry.memo,
    min_stake: unlessMinusOne(stake?.min_stake),
    node_id: entry.node_id,
    // A node's own account (set by a node update) wins over the address book's.
    node_account_id: formatEntityId(node?.account_id ?? entry.node_account_id)!,
    node_cert_hash: prefixed(entry.node_cert_hash ? Buffer.from(entry.node_cert_hash).toString('utf8') : null),
    public_key: prefixed(entry.public_key),
    reward_rate_start: stake?.reward_rate ?? null,
    service_endpoints: endpoints.map(endpoint),
    stake: stake?.stake ?? null,
    stake_not_rewarded: unlessMinusOne(stake?.stake_not_rewarded),
    stake_rewarded: stake?.stake_rewarded ?? null,
    staking_period: stakingPeriod(stake?.staking_period),
    timestamp: {
      from: formatTimestamp(book.start_consensus_timestamp)!,
      to: formatTimestamp(book.end_consensus_timestamp),
    },
  };
}

function groupByNode<T extends { node_id: bigint }>(rows: T[]): Map<bigint, T[]> {
  const map = new Map<bigint, T[]>();
  for (const row of rows) map.set(row.node_id, [...(map.get(row.node_id) ?? []), row]);
  return map;
}

/**
 * One page of the nodes of the latest address book of `fileId` (101 or 102), by node id, each with its
 * consensus node record, its stake of the latest staking period and its service endpoints.
 */
export async function listNetworkNodes(
  db: Queryable,
  fileId: bigint,
  nodeFilters: Filter<bigint>[],
  order: Order,
  limit: number,
): Promise<NetworkNode[]> {
  const [book] = await db.query<R<AddressBookRow>>(
    `SELECT start_consensus_timestamp, end_consensus_timestamp, file_id FROM address_book
     WHERE file_id = $1 ORDER BY start_consensus_timestamp DESC LIMIT 1`,
    [fileId],
  );
  if (!book) return [];
  const params = new SqlParams();
  const entries = await db.query<R<EntryRow>>(
    `SELECT description, memo, node_id, node_account_id, node_cert_hash, public_key FROM address_book_entry
     WHERE consensus_timestamp = ${params.bind(book.start_consensus_timestamp)}
       ${andConditions(params.equalOrRanges('node_id', splitEqual(nodeFilters)))}
     ORDER BY node_id ${sortDirection(order)} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  if (!entries.length) return [];
  const ids = entries.map((e) => e.node_id);
  const associated = await associatedRegisteredNodesColumn(db);
  const [nodes, stakes, endpoints] = await Promise.all([
    db.query<R<NodeRow>>(
      `SELECT node_id, account_id, admin_key, decline_reward, grpc_proxy_endpoint, ${associated} FROM node WHERE node_id = ANY($1::bigint[])`,
      [ids],
    ),
    db.query<R<StakeRow>>(
      `SELECT node_id, max_stake, min_stake, reward_rate, stake, stake_not_rewarded, stake_rewarded, staking_period
       FROM node_stake WHERE consensus_timestamp = (SELECT max(consensus_timestamp) FROM node_stake)
       AND node_id = ANY($1::bigint[])`,
      [ids],
    ),
    db.query<R<EndpointRow>>(
      `SELECT node_id, domain_name, ip_address_v4, port FROM address_book_service_endpoint
       WHERE consensus_timestamp = $1 AND node_id = ANY($2::bigint[]) ORDER BY node_id, ip_address_v4, port`,
      [book.start_consensus_timestamp, ids],
    ),
  ]);
  const nodeById = new Map(nodes.map((n) => [n.node_id, n]));
  const stakeById = new Map(stakes.map((s) => [s.node_id, s]));
  const endpointsById = groupByNode(endpoints);
  return entries.map((e) =>
    toNode(book, e, nodeById.get(e.node_id), stakeById.get(e.node_id), endpointsById.get(e.node_id) ?? []),
  );
}
