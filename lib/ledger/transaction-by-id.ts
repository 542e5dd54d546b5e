import { ledgerSchema } from '../db/ledger-schema';
import type { Queryable } from '../db/types';
import { SUCCESS_RESULTS } from './names';
import { monthRange, monthsAround, SqlParams } from './sql';
import { findTransactionHashes, isWholeHash } from './transaction-hash';
import {
  toTransactionWires,
  transactionColumns,
  type TransactionRow,
  type TransactionWire,
} from './transaction-details';

/** `nonce` and `scheduled` of `/transactions/{id}` (the last value of each, when given). */
export interface TransactionIdFilters {
  nonce?: number;
  scheduled?: boolean;
}

/** Reference defaults: a record file closes within 10 s; consensus follows valid start within 35 min. */
const MAX_RECORD_FILE_CLOSE_INTERVAL_NS = 10_000_000_000n;
const MAX_TRANSACTION_CONSENSUS_RANGE_NS = 35n * 60n * 1_000_000_000n;
/** A scheduled transaction may execute up to 89 days after its schedule was created. */
const MAX_SCHEDULED_CONSENSUS_RANGE_NS = 89n * 86_400n * 1_000_000_000n;
const SCHEDULE_CREATE = 42;

type Key = { payer: bigint | null; timestamp: bigint };

/**
 * Rows for (payer, timestamp) keys, where the timestamp is the valid start (transaction id) or the consensus
 * timestamp (hash lookup). A window on consensus_timestamp keeps the lookup on the primary key.
 */
async function fetchRows(
  db: Queryable,
  keys: Key[],
  field: 'valid_start_ns' | 'consensus_timestamp',
  filters: TransactionIdFilters,
  upperOverride?: bigint,
): Promise<TransactionRow[]> {
  const params = new SqlParams();
  const stamps = keys.map((k) => k.timestamp);
  const min = stamps.reduce((a, b) => (b < a ? b : a));
  const max = stamps.reduce((a, b) => (b > a ? b : a));
  const lower = field === 'valid_start_ns' ? min - MAX_RECORD_FILE_CLOSE_INTERVAL_NS : min;
  const upper =
    upperOverride ?? (field === 'valid_start_ns' ? max + MAX_TRANSACTION_CONSENSUS_RANGE_NS : keys.at(-1)!.timestamp);
  // by month (v2): the window's months as constants too, so that a warm connection's generic plan keeps only them
  const months =
    (await ledgerSchema(db)).partitioning('transaction') === 'range' ? monthsAround(lower, upper) : undefined;
  const window = { lower: params.bind(lower), upper: params.bind(upper), months };
  const conditions = [`t.consensus_timestamp >= ${window.lower}`, `t.consensus_timestamp <= ${window.upper}`];
  if (months) conditions.push(monthRange('t.consensus_timestamp', months));
  const ids = keys.map((k) =>
    k.payer === null
      ? `t.${field} = ${params.bind(k.timestamp)}`
      : `(t.payer_account_id = ${params.bind(k.payer)} AND t.${field} = ${params.bind(k.timestamp)})`,
  );
  conditions.push(`(${ids.join(' OR ')})`);
  if (filters.nonce !== undefined) conditions.push(`t.nonce = ${params.bind(filters.nonce)}`);
  if (filters.scheduled !== undefined) conditions.push(`t.scheduled = ${params.bind(filters.scheduled)}`);
  return db.query<TransactionRow & Record<string, unknown>>(
    `SELECT ${await transactionColumns(db, { assessedCustomFees: true, window })} FROM transaction t WHERE ${conditions.join(' AND ')} ORDER BY t.consensus_timestamp`,
    params.values,
  );
}

/** A successful schedule create whose scheduled execution may lie beyond the normal window (the reference's check). */
function mayMissScheduled(filters: TransactionIdFilters, rows: TransactionRow[]): boolean {
  if (filters.scheduled === false) return false;
  if (filters.scheduled === true) return rows.length === 0;
  let scheduleExists = false;
  for (const row of rows) {
    if (row.type === SCHEDULE_CREATE && SUCCESS_RESULTS.includes(row.result)) scheduleExists = true;
    else if (row.scheduled) return false;
  }
  return scheduleExists;
}

export interface TransactionLookup {
  transactions: TransactionWire[];
  /** Raw facts for the cache header rule (a recent successful schedule create is cached shorter). */
  rows: Pick<TransactionRow, 'type' | 'result' | 'scheduled' | 'consensus_timestamp'>[];
}

/** `/transactions/{payer-sss-nnn}`: every transaction with that id, then the inner transactions of batches. */
export async function getTransactionsById(
  db: Queryable,
  payer: bigint,
  validStartNs: bigint,
  filters: TransactionIdFilters,
): Promise<TransactionLookup> {
  const keys = [{ payer, timestamp: validStartNs }];
  let rows = await fetchRows(db, keys, 'valid_start_ns', filters);
  if (mayMissScheduled(filters, rows)) {
    const lower = validStartNs - MAX_RECORD_FILE_CLOSE_INTERVAL_NS;
    rows = await fetchRows(db, keys, 'valid_start_ns', filters, lower + MAX_SCHEDULED_CONSENSUS_RANGE_NS);
  }
  if (!rows.length) return { transactions: [], rows };
  const inner = rows.flatMap((r) => r.inner_transactions ?? []);
  const innerKeys: Key[] = [];
  for (let i = 0; i + 1 < inner.length; i += 2) {
    const [p, ts] = [inner[i], inner[i + 1]];
    if (p !== null && p !== undefined && ts !== null && ts !== undefined) innerKeys.push({ payer: p, timestamp: ts });
  }
  const all = innerKeys.length ? [...rows, ...(await fetchRows(db, innerKeys, 'valid_start_ns', filters))] : rows;
  return { transactions: toTransactionWires(all), rows };
}

/** `/transactions/{hash}`: a 48-byte transaction hash (stored as a 32-byte prefix plus a 16-byte suffix, or whole). */
export async function getTransactionsByHash(
  db: Queryable,
  hash: Uint8Array,
  filters: TransactionIdFilters,
): Promise<TransactionLookup> {
  const found = await findTransactionHashes(db, hash, { order: 'asc' });
  const matches = found.filter((r) => isWholeHash(r, hash));
  if (!matches.length) return { transactions: [], rows: [] };
  // The reference takes the payer of the first hash row for every match.
  const payer = matches[0]!.payer_account_id;
  const keys = matches.map((r) => ({ payer, timestamp: r.consensus_timestamp }));
  const rows = await fetchRows(db, keys, 'consensus_timestamp', filters);
  return { transactions: toTransactionWires(rows), rows };
}
