/**
 * A contract's storage for `/contracts/{id}/state`: the current slots from `contract_state`, or with a timestamp
 * each slot's newest change the filters keep, from `contract_state_change` (the reference's DISTINCT ON query,
 * walked along the Mirror Node's `(contract_id, slot, consensus_timestamp)` index).
 */
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import { firstConsensusTimestamp, ledgerSchema } from '../db/ledger-schema';
import type { Queryable, Row } from '../db/types';
import type { ContractStateEntry } from '../schemas/v1/contract-state';
import { toHex } from './account-key';
import { contractEvmAddress } from './contracts';
import {
  andConditions,
  filterWindow,
  fromFirstMonth,
  monthRange,
  SqlParams,
  sortDirection,
  windowMonths,
  type SortDirection,
} from './sql';

export interface ContractStateQuery {
  contractId: bigint;
  /** Slot filters, already in the form the read table stores (see `slotBytes`). */
  slots: Filter<Uint8Array>[];
  /** Consensus-time filters; present means "as of then", read from contract_state_change. */
  timestamps: Filter<bigint>[];
  order: Order;
  limit: number;
}

interface StateRow extends Row {
  slot: Uint8Array;
  value: Uint8Array | null;
  modified_timestamp: bigint;
}

/**
 * A slot filter value in the form each table stores it: contract_state keeps 32-byte slots, while
 * contract_state_change keeps them without leading zero bytes (the importer trims them).
 */
export function slotBytes(hexDigits: string, trimmed: boolean): Uint8Array {
  if (!trimmed) return Buffer.from(hexDigits.padStart(64, '0'), 'hex');
  const significant = hexDigits.replace(/^0+/, '');
  return Buffer.from(significant.length % 2 ? `0${significant}` : significant, 'hex');
}

const ZERO_WORD = `0x${'0'.repeat(64)}`;

/** A 32-byte word as the reference prints slots and values: left-padded to 64 hex digits (empty reads as zero). */
function uint256(bytes: Uint8Array | null): string | null {
  if (bytes === null) return null;
  return bytes.length ? `0x${toHex(bytes).padStart(64, '0')}` : ZERO_WORD;
}

/**
 * Each slot's newest change the time filters keep, slot by slot: a walk from one slot to the next along the
 * `(contract_id, slot, consensus_timestamp)` index (one probe each), and per slot one probe for its newest change.
 * It stops at the page's end, so the cost follows the page, not the contract's history: DISTINCT ON read and sorted
 * every change up to the time first (5,852 changes of 20 slots, 8 ms, for a page of 20). The walk yields slots in
 * index order and the nested loop keeps that order, so the page needs no sort (which would walk every slot).
 */
function asOfSql(
  contract: string,
  slotConditions: string[],
  timeConditions: string[],
  direction: SortDirection,
  limit: string,
): string {
  const beyond = direction === 'DESC' ? '<' : '>';
  return `WITH RECURSIVE walk(at) AS (
      (SELECT slot FROM contract_state_change WHERE contract_id = ${contract} ${andConditions(slotConditions)}
       ORDER BY slot ${direction} LIMIT 1)
      UNION ALL
      SELECT (SELECT slot FROM contract_state_change WHERE contract_id = ${contract} AND slot ${beyond} walk.at ${andConditions(slotConditions)}
              ORDER BY slot ${direction} LIMIT 1)
      FROM walk WHERE walk.at IS NOT NULL
    )
    SELECT newest.slot, coalesce(newest.value_written, newest.value_read) AS value, newest.consensus_timestamp AS modified_timestamp
    FROM walk CROSS JOIN LATERAL (
      SELECT slot, value_written, value_read, consensus_timestamp FROM contract_state_change
      WHERE contract_id = ${contract} AND slot = walk.at ${andConditions(timeConditions)}
      ORDER BY consensus_timestamp DESC LIMIT 1
    ) newest
    LIMIT ${limit}`;
}

export async function listContractState(db: Queryable, q: ContractStateQuery): Promise<ContractStateEntry[]> {
  const params = new SqlParams();
  const contract = params.bind(q.contractId);
  const eqSlots = q.slots.filter((f) => f.operator === 'eq').map((f) => f.value);
  const slotConditions = params.conditions(
    'slot',
    q.slots.filter((f) => f.operator !== 'eq'),
  );
  if (eqSlots.length) slotConditions.push(`slot = ANY(${params.bind(eqSlots)}::bytea[])`);
  const direction = sortDirection(q.order);
  const timeConditions = params.conditions('consensus_timestamp', q.timestamps);
  if (q.timestamps.length && (await ledgerSchema(db)).partitioning('contract_state_change') === 'range') {
    // By month (v2): the months from the table's first to the filters' last, as constants (`monthRange`), for the
    // slot walk too. Without them each of its steps merged the (contract_id, slot) index of every month (101 in
    // the v2 fixture), with the plan for each month made again at every execution.
    const months = fromFirstMonth(
      windowMonths(filterWindow(q.timestamps), Date.now()),
      await firstConsensusTimestamp(db, 'contract_state_change'),
    );
    if (!months) return [];
    slotConditions.push(monthRange('consensus_timestamp', months));
    timeConditions.push(monthRange('consensus_timestamp', months));
  }
  const sql = q.timestamps.length
    ? asOfSql(contract, slotConditions, timeConditions, direction, params.bind(q.limit))
    : `SELECT slot, value, modified_timestamp FROM contract_state
       WHERE contract_id = ${contract} ${andConditions(slotConditions)}
       ORDER BY slot ${direction} LIMIT ${params.bind(q.limit)}`;
  const rows = await db.query<StateRow>(sql, params.values);
  if (!rows.length) return [];
  // One contract: its address is read once, not joined to every slot.
  const [entity] = await db.query<{ evm_address: Uint8Array | null }>('SELECT evm_address FROM entity WHERE id = $1', [
    q.contractId,
  ]);
  const address = contractEvmAddress(q.contractId, entity?.evm_address ?? null);
  const contractId = formatEntityId(q.contractId)!;
  return rows.map((row) => ({
    address,
    contract_id: contractId,
    timestamp: formatTimestamp(row.modified_timestamp)!,
    slot: uint256(row.slot)!,
    value: uint256(row.value),
  }));
}
