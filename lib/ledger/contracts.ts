/**
 * Contracts (entities of type CONTRACT with their `contract` row): the `/contracts` list, one contract now or as it
 * was at a time (entity or entity_history), its init code, and the EVM-address lookup contract paths use.
 */
import { decodeEntityId, formatEntityId, MAX_NUM } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable, Row } from '../db/types';
import type { Contract, ContractWithBytecode } from '../schemas/v1/contract';
import { toHex } from './account-key';
import { encodeKey } from './protobuf-key';
import { SqlParams, sortDirection, splitEqual, whereClause } from './sql';

const NS_PER_SECOND = 1_000_000_000n;
/** File numbers up to 1000 are the network's system files, never a contract's bytecode file. */
const LAST_SYSTEM_FILE_NUM = 1000n;
const FILE_CREATE = 17;
const FILE_UPDATE = 19;

const ENTITY_COLUMNS = `e.auto_renew_account_id, e.auto_renew_period, e.created_timestamp, e.deleted, e.evm_address,
  e.expiration_timestamp, e.id, e.key, e.max_automatic_token_associations, e.memo, e.ethereum_nonce, e.obtainer_id,
  e.permanent_removal, e.proxy_account_id, lower(e.timestamp_range) AS timestamp_from,
  upper(e.timestamp_range) AS timestamp_to`;

interface ContractRow extends Row {
  auto_renew_account_id: bigint | null;
  auto_renew_period: bigint | null;
  created_timestamp: bigint | null;
  deleted: boolean | null;
  evm_address: Uint8Array | null;
  expiration_timestamp: bigint | null;
  id: bigint;
  key: Uint8Array | null;
  max_automatic_token_associations: number | null;
  memo: string | null;
  ethereum_nonce: bigint | null;
  obtainer_id: bigint | null;
  permanent_removal: boolean | null;
  proxy_account_id: bigint | null;
  timestamp_from: bigint | null;
  timestamp_to: bigint | null;
  file_id: bigint | null;
}

interface ContractCodeRow extends ContractRow {
  initcode: Uint8Array | null;
  runtime_bytecode: Uint8Array | null;
}

/**
 * A contract's address as the reference prints it: its stored EVM address (CREATE2), else the long-zero address
 * of its number alone (shard and realm are left out).
 */
export function contractEvmAddress(id: bigint, evmAddress: Uint8Array | null): string {
  return evmAddress?.length ? `0x${toHex(evmAddress)}` : `0x${(id & MAX_NUM).toString(16).padStart(40, '0')}`;
}

function expiryOf(row: ContractRow): bigint | null {
  if (row.expiration_timestamp !== null) return row.expiration_timestamp;
  if (row.created_timestamp === null || row.auto_renew_period === null) return null;
  return row.created_timestamp + row.auto_renew_period * NS_PER_SECOND;
}

function toContract(row: ContractRow): Contract {
  return {
    admin_key: encodeKey(row.key),
    auto_renew_account: formatEntityId(row.auto_renew_account_id),
    auto_renew_period: row.auto_renew_period,
    contract_id: formatEntityId(row.id)!,
    created_timestamp: formatTimestamp(row.created_timestamp),
    deleted: row.deleted,
    // Unlike the state view, the contract view prints a stored (even empty) address as it is.
    evm_address: row.evm_address ? `0x${toHex(row.evm_address)}` : contractEvmAddress(row.id, null),
    expiration_timestamp: formatTimestamp(expiryOf(row)),
    file_id: formatEntityId(row.file_id),
    max_automatic_token_associations: row.max_automatic_token_associations,
    memo: row.memo,
    nonce: row.ethereum_nonce,
    obtainer_id: formatEntityId(row.obtainer_id),
    permanent_removal: row.permanent_removal,
    proxy_account_id: formatEntityId(row.proxy_account_id),
    timestamp: { from: formatTimestamp(row.timestamp_from), to: formatTimestamp(row.timestamp_to) },
  };
}

/** `contract.id` of `/contracts`: eq values are OR-ed, the other operators AND-ed, as the reference does. */
export async function listContracts(
  db: Queryable,
  ids: Filter<bigint>[],
  order: Order,
  limit: number,
): Promise<Contract[]> {
  const params = new SqlParams();
  const conditions = ["e.type = 'CONTRACT'", ...params.equalOrRanges('e.id', splitEqual(ids))];
  const rows = await db.query<ContractRow>(
    `SELECT ${ENTITY_COLUMNS}, c.file_id FROM entity e LEFT JOIN contract c ON c.id = e.id
     ${whereClause(conditions)} ORDER BY e.id ${sortDirection(order)} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  return rows.map(toContract);
}

/** Which contract a path names: an encoded id, or an EVM address stored in `entity.evm_address` (CREATE2). */
export type ContractKey = { id: bigint } | { evmAddress: Uint8Array };

/**
 * How a `timestamp` filter selects entity versions, as the reference writes it: a version is kept when its
 * `timestamp_range` overlaps the filter's half-line (eq reads as lte), or, for ne, when it does not contain it.
 */
function timestampCondition(params: SqlParams, filter: Filter<bigint>): string {
  const value = params.bind(filter.value);
  switch (filter.operator) {
    case 'ne':
      return `NOT e.timestamp_range @> ${value}::bigint`;
    case 'lt':
      return `e.timestamp_range && int8range(NULL, ${value}, '()')`;
    case 'gt':
      return `e.timestamp_range && int8range(${value}, NULL, '()')`;
    case 'gte':
      return `e.timestamp_range && int8range(${value}, NULL, '[)')`;
    default:
      return `e.timestamp_range && int8range(NULL, ${value}, '(]')`;
  }
}

/**
 * One contract: its current row, or with `timestamps` the newest version (current or historical) the filters
 * keep. Null when none — or, by EVM address without a timestamp, when several entities share the address.
 */
export async function getContract(
  db: Queryable,
  key: ContractKey,
  timestamps: Filter<bigint>[],
): Promise<ContractWithBytecode | null> {
  const params = new SqlParams();
  const conditions = [
    "e.type = 'CONTRACT'",
    'id' in key ? `e.id = ${params.bind(key.id)}` : `e.evm_address = ${params.bind(key.evmAddress)}`,
    ...timestamps.map((t) => timestampCondition(params, t)),
  ];
  const select = (table: string) =>
    `SELECT ${ENTITY_COLUMNS}, e.timestamp_range, c.file_id, c.initcode, c.runtime_bytecode
     FROM ${table} e LEFT JOIN contract c ON c.id = e.id ${whereClause(conditions)}`;
  const sql = timestamps.length
    ? `${select('entity')} UNION ALL ${select('entity_history')} ORDER BY timestamp_range DESC LIMIT 1`
    : `${select('entity')} LIMIT 2`;
  const rows = await db.query<ContractCodeRow>(sql, params.values);
  if (rows.length !== 1) return null;
  const row = rows[0]!;
  return {
    ...toContract(row),
    bytecode: `0x${(await initCodeOf(db, row)).replace(/^0x/, '')}`,
    runtime_bytecode: `0x${row.runtime_bytecode ? toHex(row.runtime_bytecode) : ''}`,
  };
}

/**
 * The init code as the reference shows it: the contents of the contract's bytecode file as they were when the
 * contract was created (a file that was never created or updated with content by then reads as empty), else
 * the hex of `contract.initcode`. The file holds the code as hex text, so its bytes are read as text.
 */
async function initCodeOf(db: Queryable, row: ContractCodeRow): Promise<string> {
  if (row.file_id === null || decodeEntityId(row.file_id).num <= LAST_SYSTEM_FILE_NUM) {
    return row.initcode ? toHex(row.initcode) : '';
  }
  const [file] = await db.query<{ data: Uint8Array | null }>(
    `SELECT string_agg(f.file_data, ''::bytea ORDER BY f.consensus_timestamp) AS data FROM file_data f
     WHERE f.entity_id = $1 AND f.consensus_timestamp <= $2 AND f.consensus_timestamp >= (
       SELECT s.consensus_timestamp FROM file_data s
       WHERE s.entity_id = $1 AND s.consensus_timestamp <= $2
         AND (s.transaction_type = ${FILE_CREATE} OR (s.transaction_type = ${FILE_UPDATE} AND length(s.file_data) <> 0))
       ORDER BY s.consensus_timestamp DESC LIMIT 1)`,
    [row.file_id, row.created_timestamp],
  );
  return file?.data ? Buffer.from(file.data).toString('utf8') : '';
}

/**
 * Encoded id of the live contract with this EVM address, or null; several matches mean an inconsistent ledger,
 * which the reference reports as an internal error.
 */
export async function findContractIdByEvmAddress(db: Queryable, address: Uint8Array): Promise<bigint | null> {
  const rows = await db.query<{ id: bigint }>(
    `SELECT id FROM entity WHERE deleted <> true AND type = 'CONTRACT' AND evm_address = $1 LIMIT 2`,
    [address],
  );
  if (rows.length > 1) throw new Error('More than one contract with the same evm address');
  return rows[0]?.id ?? null;
}
