/**
 * `transaction_hash` rows by hash, read the way each Mirror Node layout serves them (its get_transaction_info_by_hash):
 * - v1 (and ours) splits the table into a LIST by the hash's first byte: the partition key names the one partition
 *   to read, and its index is on the first 32 bytes, which both storage forms (a 48-byte hash, or 32 + suffix) share.
 * - v2 (Citus) splits it into RANGEs by month of consensus_timestamp, indexes `hash` (always the 32-byte prefix)
 *   and looks in the months since 60 days ago first, then, only if nothing is there, in the older ones. Without a
 *   bound on the timestamp every month is read (the issue measured 80–96 ms against 5 on v1).
 * On Citus the table is distributed by `hash`: both shapes pin the distribution column, so each goes to one shard.
 */
import type { Filter, Order } from '../core/filter';
import { ledgerSchema } from '../db/ledger-schema';
import type { Queryable } from '../db/types';
import { SqlParams, sortDirection } from './sql';

export type TransactionHashRow = {
  consensus_timestamp: bigint;
  payer_account_id: bigint | null;
  hash: Uint8Array;
  hash_suffix: Uint8Array | null;
};

export interface HashSearch {
  /** Bounds on consensus_timestamp (the logs search's `timestamp` parameters). */
  timestamp?: readonly Filter<bigint>[];
  order: Order;
  limit?: number;
}

const COLUMNS = 'consensus_timestamp, payer_account_id, hash, hash_suffix';

/** The start of the month 60 days ago in nanoseconds, as the Mirror Node's v2 function computes it (database clock). */
const RECENT_CUTOFF_NS = `(extract(epoch from date_trunc('month', now() - interval '60 days')) * 1e9)::bigint`;

const COMPARE: Record<Filter<bigint>['operator'], (a: bigint, b: bigint) => boolean> = {
  eq: (a, b) => a === b,
  ne: (a, b) => a !== b,
  gt: (a, b) => a > b,
  gte: (a, b) => a >= b,
  lt: (a, b) => a < b,
  lte: (a, b) => a <= b,
};

async function byFirstByte(db: Queryable, prefix: Uint8Array, search: HashSearch): Promise<TransactionHashRow[]> {
  const params = new SqlParams();
  const conditions = [
    `mod(get_byte(hash, 0), 32) = ${params.bind(prefix[0]! % 32)}`,
    `substring(hash from 1 for 32) = ${params.bind(prefix)}`,
    ...params.conditions('consensus_timestamp', search.timestamp ?? []),
  ];
  const limit = search.limit === undefined ? '' : ` LIMIT ${params.bind(search.limit)}`;
  return db.query<TransactionHashRow>(
    `SELECT ${COLUMNS} FROM transaction_hash WHERE ${conditions.join(' AND ')} ORDER BY consensus_timestamp ${sortDirection(search.order)}${limit}`,
    params.values,
  );
}

/**
 * Recent months first, older ones only when the recent ones hold no row for the hash (before the timestamp
 * filters, as the reference applies them to the function's result); a hash has a handful of rows at most, so the
 * filters, order and limit are applied here.
 */
async function recentFirst(db: Queryable, prefix: Uint8Array, search: HashSearch): Promise<TransactionHashRow[]> {
  const read = (side: '>=' | '<') =>
    db.query<TransactionHashRow>(
      `SELECT ${COLUMNS} FROM transaction_hash WHERE hash = $1 AND consensus_timestamp ${side} ${RECENT_CUTOFF_NS}`,
      [prefix],
    );
  let rows = await read('>=');
  if (!rows.length) rows = await read('<');
  const filters = search.timestamp ?? [];
  const kept = rows.filter((r) => filters.every((f) => COMPARE[f.operator](r.consensus_timestamp, f.value)));
  const sign = search.order === 'asc' ? 1 : -1;
  kept.sort((a, b) =>
    a.consensus_timestamp < b.consensus_timestamp ? -sign : a.consensus_timestamp > b.consensus_timestamp ? sign : 0,
  );
  return search.limit === undefined ? kept : kept.slice(0, search.limit);
}

/** The rows whose hash begins with the first 32 bytes of `hash`; the caller matches a longer hash in full. */
export async function findTransactionHashes(
  db: Queryable,
  hash: Uint8Array,
  search: HashSearch,
): Promise<TransactionHashRow[]> {
  const prefix = hash.subarray(0, 32);
  const schema = await ledgerSchema(db);
  return schema.partitioning('transaction_hash') === 'range'
    ? recentFirst(db, prefix, search)
    : byFirstByte(db, prefix, search);
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** Whether a stored row is the whole `hash`: the same bytes, or its 32-byte prefix plus the stored suffix. */
export function isWholeHash(row: Pick<TransactionHashRow, 'hash' | 'hash_suffix'>, hash: Uint8Array): boolean {
  const wanted = hex(hash);
  const stored = hex(row.hash);
  return stored === wanted || (row.hash_suffix !== null && stored + hex(row.hash_suffix) === wanted);
}
