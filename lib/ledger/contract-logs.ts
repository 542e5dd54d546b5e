/**
 * Contract logs (`contract_log`): the page queries of the two log lists and the row → wire mapping, which the
 * contract results also use for the logs they embed (`toContractResultLogWire`).
 *
 * The operator's schema indexes contract_log by its primary key (consensus_timestamp, index) and by
 * (contract_id, consensus_timestamp DESC, index); topics have no index. So every page is a range on one of those
 * keys: a log list by contract reads the contract's index, and a topic search reads a timestamp range (the API
 * refuses topic searches without a bounded one) with the topics checked on the rows of that range.
 */
import { decodeEntityId, formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { ContractLog, ContractResultLog } from '../schemas/v1/contract-log';
import {
  monthRange,
  readPageByMonths,
  SQL_OPERATORS,
  SqlParams,
  sortDirection,
  type MonthRange,
  type TimestampWindow,
} from './sql';
import { findTransactionHashes, isWholeHash } from './transaction-hash';

const ZERO_WORD = `0x${'0'.repeat(64)}`;

/** The contract_log columns of the event itself, plus the emitting contract's own EVM address (entity). */
export interface ResultLogRow {
  bloom: Uint8Array | null;
  contract_id: bigint;
  data: Uint8Array | null;
  index: number;
  topic0: Uint8Array | null;
  topic1: Uint8Array | null;
  topic2: Uint8Array | null;
  topic3: Uint8Array | null;
  evm_address: Uint8Array | null;
}

/** The contract_log columns a listed log's wire form needs. */
export interface ContractLogRow extends ResultLogRow {
  consensus_timestamp: bigint;
  root_contract_id: bigint | null;
  transaction_hash: Uint8Array | null;
  transaction_index: number | null;
}

/** The block (record file) a log's transaction is in. */
export interface LogBlock {
  hash: string;
  number: bigint;
}

const hexOf = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** 0x-hex left-padded to `width` digits; no bytes at all read as bare `0x`, as the reference writes them. */
const paddedHex = (bytes: Uint8Array | null, width: number) =>
  bytes && bytes.length ? `0x${hexOf(bytes).padStart(width, '0')}` : '0x';

/** A contract's address without a CREATE2 one: its number as 20 bytes (the reference leaves shard and realm out). */
const numAddress = (contractId: bigint) => `0x${decodeEntityId(contractId).num.toString(16).padStart(40, '0')}`;

/**
 * The importer stores topics without their leading zero bytes (a zero topic as no bytes); the wire shows each as
 * a full 32-byte word. Absent topics are left out.
 */
function topicsOf(row: ResultLogRow): string[] {
  return [row.topic0, row.topic1, row.topic2, row.topic3]
    .filter((t): t is Uint8Array => t !== null)
    .map((t) => (t.length ? `0x${hexOf(t).padStart(64, '0')}` : ZERO_WORD));
}

/**
 * The event part of a log: what a contract result embeds and what the log lists start from (the reference's one
 * view model for both). The address is the contract's own when it has one (empty bytes are none), else its number
 * as 20 bytes.
 */
export function toContractResultLogWire(row: ResultLogRow): ContractResultLog {
  return {
    address:
      row.evm_address && row.evm_address.length > 0 ? `0x${hexOf(row.evm_address)}` : numAddress(row.contract_id),
    bloom: paddedHex(row.bloom, 0),
    contract_id: formatEntityId(row.contract_id),
    data: paddedHex(row.data, 64),
    index: row.index,
    topics: topicsOf(row),
  };
}

/** A log as the log lists show it; `block` is the record file holding its transaction, if the ledger has it. */
export function toContractLogWire(row: ContractLogRow, block: LogBlock | undefined): ContractLog {
  return {
    ...toContractResultLogWire(row),
    block_hash: block ? (block.hash.startsWith('0x') ? block.hash : `0x${block.hash}`) : '0x',
    block_number: block?.number ?? null,
    root_contract_id: formatEntityId(row.root_contract_id),
    timestamp: formatTimestamp(row.consensus_timestamp)!,
    transaction_hash: paddedHex(row.transaction_hash, 2),
    transaction_index: row.transaction_index,
  };
}

/** A condition on the page key (consensus_timestamp, index). */
export interface LogKeyFilter extends Filter<bigint> {
  column: 'consensus_timestamp' | 'index';
}

export interface ContractLogQuery {
  /** Only the logs of this contract (its index); null = every contract. */
  contractId: bigint | null;
  /** topic0..topic3: each non-empty list is the set of values that topic may have (stored form, no leading zeros). */
  topics: readonly (readonly Uint8Array[])[];
  /**
   * The key range as disjoint parts, each a conjunction (e.g. `ts = a AND index > i`, `ts > a AND ts < b`,
   * `ts = b AND index <= j`), read as one index range each; no part = the whole key range.
   */
  parts: readonly (readonly LogKeyFilter[])[];
  order: Order;
  limit: number;
}

// The reference's query.maxRecordFileCloseInterval: a transaction's record file closes within 10 s of it.
const MAX_RECORD_FILE_CLOSE_INTERVAL_NS = 10_000_000_000n;

const LOG_COLUMNS = `bloom, consensus_timestamp, contract_id, data, index, topic0, topic1, topic2, topic3, root_contract_id,
  transaction_hash, transaction_index`;

type ListedLog = ContractLogRow & { block: LogBlock | undefined };

/**
 * One page of logs in (consensus_timestamp, index) order, with the emitting contracts' EVM addresses. On v2
 * (contract_log and record_file by month) the page is read month span by month span (`walkMonths`) from the
 * table's first month: PostgreSQL then plans those months of both tables, not every month (5–6× v1's CPU).
 */
export async function listContractLogs(db: Queryable, q: ContractLogQuery): Promise<ListedLog[]> {
  return readPageByMonths(db, 'contract_log', keyRangeBounds(q.parts), q, (months, limit) =>
    readLogPage(db, { ...q, limit }, months),
  );
}

/** The consensus timestamps the key range's parts can reach: from the lowest part's lower bound to the highest's upper. */
function keyRangeBounds(parts: ContractLogQuery['parts']): TimestampWindow {
  const bounds = (parts.length ? parts : [[]]).map((part) => {
    let lower: bigint | null = null;
    let upper: bigint | null = null;
    for (const f of part.filter((f) => f.column === 'consensus_timestamp')) {
      if (f.operator === 'eq' || f.operator === 'gt' || f.operator === 'gte')
        lower = lower === null || f.value > lower ? f.value : lower;
      if (f.operator === 'eq' || f.operator === 'lt' || f.operator === 'lte')
        upper = upper === null || f.value < upper ? f.value : upper;
    }
    return { lower, upper };
  });
  const lowers = bounds.map((b) => b.lower);
  const uppers = bounds.map((b) => b.upper);
  return {
    lower: lowers.includes(null) ? null : lowers.reduce((a, b) => (b! < a! ? b : a)),
    upper: uppers.includes(null) ? null : uppers.reduce((a, b) => (b! > a! ? b : a)),
    eq: [],
    ne: [],
  };
}

/** The page, within the months when they are given (and their blocks looked for there). */
async function readLogPage(db: Queryable, q: ContractLogQuery, recent: MonthRange | null): Promise<ListedLog[]> {
  const params = new SqlParams();
  const fixed: string[] = [];
  if (q.contractId !== null) fixed.push(`contract_id = ${params.bind(q.contractId)}`);
  q.topics.forEach((values, i) => {
    if (values.length) fixed.push(`topic${i} IN (${values.map((v) => params.bind(v)).join(', ')})`);
  });
  const direction = sortDirection(q.order);
  const orderBy = `ORDER BY consensus_timestamp ${direction}, index ${direction}`;
  const limit = params.bind(q.limit);
  const select = (part: readonly LogKeyFilter[]) => {
    const conditions = [
      ...fixed,
      ...part.map((f) => `${f.column} ${SQL_OPERATORS[f.operator]} ${params.bind(f.value)}::bigint`),
      // as constants: a warm connection's generic plan then keeps only these months (`monthRange`)
      ...(recent === null ? [] : [monthRange('consensus_timestamp', recent)]),
    ];
    return `SELECT ${LOG_COLUMNS} FROM contract_log ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ${orderBy} LIMIT ${limit}`;
  };
  const parts = q.parts.length ? q.parts : [[]];
  // Each part is its own ordered, limited index range; the union of at most three small pages is then cut again.
  const page =
    parts.length === 1
      ? select(parts[0]!)
      : `${parts.map((p) => `(${select(p)})`).join(' UNION ')} ${orderBy} LIMIT ${limit}`;
  // Each log's block in the same statement: the first record file to close at or after the log, if it opened
  // before it, looked for up to the close interval past the page's newest log.
  const rows = await db.query<
    ContractLogRow & { block_hash: string | null; block_index: bigint | null; block_start: bigint | null } & Record<
        string,
        unknown
      >
  >(
    `WITH l AS (${page})
     SELECT l.*, e.evm_address, r.hash AS block_hash, r.index AS block_index, r.consensus_start AS block_start
     FROM l LEFT JOIN entity e ON e.id = l.contract_id
     LEFT JOIN LATERAL (
       SELECT hash, index, consensus_start FROM record_file
       WHERE consensus_end >= l.consensus_timestamp${recent === null ? '' : ` AND ${monthRange('consensus_end', { lower: recent.lower, end: recent.end + MAX_RECORD_FILE_CLOSE_INTERVAL_NS + 1n })}`}
         AND consensus_end <= (SELECT max(consensus_timestamp) FROM l) + ${params.bind(MAX_RECORD_FILE_CLOSE_INTERVAL_NS)}::bigint
       ORDER BY consensus_end LIMIT 1
     ) r ON true
     ORDER BY l.consensus_timestamp ${direction}, l.index ${direction}`,
    params.values,
  );
  return rows.map(({ block_hash, block_index, block_start, ...row }) => ({
    ...row,
    block:
      block_hash !== null && block_start! <= row.consensus_timestamp
        ? { hash: block_hash, number: block_index! }
        : undefined,
  }));
}

/**
 * The consensus timestamp a transaction hash names for the log search (the reference's getTransactionHash): a
 * 32-byte hash matches by prefix (an Ethereum hash, or the first 32 bytes of a 48-byte Hedera one), a 48-byte
 * hash exactly; within the timestamp filters, the first in `order` among the first `limit` candidates.
 */
export async function findLogTransactionTimestamp(
  db: Queryable,
  hash: Uint8Array,
  timestamp: readonly Filter<bigint>[],
  order: Order,
  limit: number,
): Promise<bigint | null> {
  const rows = await findTransactionHashes(db, hash, { timestamp, order, limit });
  const match = hash.length > 32 ? rows.find((r) => isWholeHash(r, hash)) : rows[0];
  return match?.consensus_timestamp ?? null;
}
