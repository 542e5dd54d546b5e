import { entityIdToLongZero, formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { ContractAction } from '../schemas/v1/contract-action';
import { SqlParams, andConditions, sortDirection, withinMonthOf } from './sql';

/** contract_action.call_type (protobuf ContractActionType). */
const CALL_TYPES: Record<number, string> = { 0: 'NO_ACTION', 1: 'CALL', 2: 'CREATE', 3: 'PRECOMPILE', 4: 'SYSTEM' };
/** contract_action.call_operation_type (protobuf CallOperationType without its OP_ prefix); null reads as 0. */
const CALL_OPERATION_TYPES: Record<number, ContractAction['call_operation_type']> = {
  0: 'UNKNOWN',
  1: 'CALL',
  2: 'CALLCODE',
  3: 'DELEGATECALL',
  4: 'STATICCALL',
  5: 'CREATE',
  6: 'CREATE2',
};
/** contract_action.result_data_type: the protobuf field number of the result oneof. */
const RESULT_DATA_TYPES: Record<number, ContractAction['result_data_type']> = {
  11: 'OUTPUT',
  12: 'REVERT_REASON',
  13: 'ERROR',
};

/** Byte columns are written as 0x-hex; a null column reads as bare `0x`, as the reference writes it. */
const hex = (bytes: Uint8Array | null) => `0x${bytes ? Buffer.from(bytes).toString('hex') : ''}`;

interface ActionRow {
  call_depth: number;
  call_type: number | null;
  call_operation_type: number | null;
  caller: bigint | null;
  caller_type: 'ACCOUNT' | 'CONTRACT' | null;
  consensus_timestamp: bigint;
  gas: bigint;
  gas_used: bigint;
  index: number;
  input: Uint8Array | null;
  recipient_account: bigint | null;
  recipient_address: Uint8Array | null;
  recipient_contract: bigint | null;
  result_data: Uint8Array | null;
  result_data_type: number;
  value: bigint;
}

export function toContractActionWire(row: ActionRow): ContractAction {
  const recipient = row.recipient_account ?? row.recipient_contract;
  return {
    call_depth: row.call_depth,
    call_operation_type: CALL_OPERATION_TYPES[row.call_operation_type ?? 0],
    call_type: row.call_type === null ? undefined : CALL_TYPES[row.call_type],
    caller: formatEntityId(row.caller),
    caller_type: row.caller_type,
    from: row.caller === null ? null : entityIdToLongZero(row.caller),
    gas: row.gas,
    gas_used: row.gas_used,
    index: row.index,
    input: hex(row.input),
    recipient: formatEntityId(recipient),
    recipient_type: recipient === null ? null : row.recipient_account !== null ? 'ACCOUNT' : 'CONTRACT',
    result_data: hex(row.result_data),
    result_data_type: RESULT_DATA_TYPES[row.result_data_type],
    timestamp: formatTimestamp(row.consensus_timestamp)!,
    to: row.recipient_address
      ? `0x${Buffer.from(row.recipient_address).toString('hex').padStart(40, '0')}`
      : recipient === null
        ? null
        : entityIdToLongZero(recipient),
    value: row.value,
  };
}

// The reference's query.maxTransactionConsensusTimestampRangeNs: a transaction reaches consensus within 35 minutes
// of its valid start, which bounds the lookup to an index range.
const MAX_CONSENSUS_DELAY_NS = 35n * 60n * 1_000_000_000n;
const SUCCESS = 22;

/**
 * The contract transaction a transaction id names, as the reference resolves it: the one with this nonce (the
 * parent, 0, unless asked) that reached consensus within 35 minutes of its valid start; a successful attempt
 * before any other, else the newest.
 */
export async function findTransactionById(
  db: Queryable,
  payer: bigint,
  validStartNs: bigint,
  nonce = 0,
): Promise<bigint | null> {
  const rows = await db.query<{ consensus_timestamp: bigint }>(
    `SELECT consensus_timestamp FROM transaction
     WHERE payer_account_id = $1 AND valid_start_ns = $2 AND consensus_timestamp >= $2 AND consensus_timestamp <= $3
       AND nonce = $4
     ORDER BY (result = ${SUCCESS}) DESC, consensus_timestamp DESC LIMIT 1`,
    [payer, validStartNs, validStartNs + MAX_CONSENSUS_DELAY_NS, nonce],
  );
  return rows[0]?.consensus_timestamp ?? null;
}

/**
 * The contract transaction a 32-byte Ethereum or Hedera transaction hash names (contract_transaction_hash): a
 * resubmitted Ethereum transaction shares its hash with its failed attempts, so the successful one wins, else the newest.
 */
export async function findTransactionByHash(
  db: Queryable,
  hash: Uint8Array,
): Promise<{ timestamp: bigint; payer: bigint; entity: bigint } | null> {
  const rows = await db.query<{ consensus_timestamp: bigint; payer_account_id: bigint; entity_id: bigint }>(
    `SELECT consensus_timestamp, payer_account_id, entity_id FROM contract_transaction_hash
     WHERE hash = decode($1, 'hex')
     ORDER BY (transaction_result = ${SUCCESS}) DESC, consensus_timestamp DESC LIMIT 1`,
    [Buffer.from(hash).toString('hex')],
  );
  const row = rows[0];
  return row ? { timestamp: row.consensus_timestamp, payer: row.payer_account_id, entity: row.entity_id } : null;
}

/** The actions of one contract transaction, by index (primary key order), filtered and limited. */
export async function listContractActions(
  db: Queryable,
  timestamp: bigint,
  payer: bigint,
  index: Filter<bigint>[],
  order: Order,
  limit: number,
): Promise<ContractAction[]> {
  const params = new SqlParams();
  const rows = await db.query<ActionRow & Record<string, unknown>>(
    `SELECT call_depth, call_type, call_operation_type, caller, caller_type::text AS caller_type, consensus_timestamp,
       gas, gas_used, index, input, recipient_account, recipient_address, recipient_contract, result_data,
       result_data_type, value
     FROM contract_action WHERE consensus_timestamp = ${params.bind(timestamp)} AND payer_account_id = ${params.bind(payer)}
       ${await withinMonthOf(db, 'contract_action', 'consensus_timestamp', timestamp)}
       ${andConditions(params.conditions('index', index))}
     ORDER BY index ${sortDirection(order)} LIMIT ${params.bind(limit)}`,
    params.values,
  );
  return rows.map(toContractActionWire);
}
