import type { Filter, Order } from '../core/filter';
import { firstConsensusTimestamp, ledgerSchema } from '../db/ledger-schema';
import type { Queryable } from '../db/types';
import { SUCCESS_RESULTS } from './names';
import {
  fromFirstMonth,
  monthRange,
  monthsAround,
  walkMonths,
  windowMonths,
  SqlParams,
  sortDirection,
  splitEqual,
  whereClause,
  type MonthRange,
  type SortDirection,
  type TimestampWindow,
} from './sql';
import {
  toTransactionWires,
  transactionColumns,
  type TransactionRow,
  type TransactionWire,
} from './transaction-details';

export type { TransactionWire } from './transaction-details';
export { toTransactionWires, transactionIdOf } from './transaction-details';
export type { TimestampWindow } from './sql';

export interface TransactionListQuery {
  /** `account.id` filters: eq values match any; other operators all apply (payer, transfer account). */
  accountIds?: Filter<bigint>[];
  timestamp: TimestampWindow;
  /** Transaction type proto ids (any of). */
  transactionTypes?: number[];
  result?: 'success' | 'fail';
  /** `type=credit|debit`: the account's transfer amount is positive / negative. */
  creditType?: 'credit' | 'debit';
  limit: number;
  order: Order;
}

/**
 * Synthetic child transactions (nonce > 0, no parent) of these types precede their user transaction and are still
 * the payer's own (the reference's query.transactions.precedingTransactionTypes: account create and update).
 */
const PRECEDING_TRANSACTION_TYPES = [11, 15];

function transactionConditions(q: TransactionListQuery, params: SqlParams): string[] {
  const out: string[] = [];
  if (q.result)
    out.push(`${q.result === 'success' ? '' : 'NOT '}${params.anyOf('t.result', SUCCESS_RESULTS, 'smallint')}`);
  if (q.transactionTypes?.length) out.push(params.anyOf('t.type', q.transactionTypes, 'smallint'));
  return out;
}

/** The accounts the operators' partial crypto_transfer index leaves out (v1: 98; v2: 98 and 800). */
const BUSY_ACCOUNTS: readonly bigint[] = [98n, 800n];

/**
 * Distinct (timestamp, payer) of transfers of the account(s) in one transfer table, newest or oldest first.
 * The transaction table is joined only when a result or type filter needs it.
 */
function transferTimestamps(
  table: 'crypto_transfer' | 'token_transfer',
  q: TransactionListQuery,
  params: SqlParams,
  { dir, limit, months }: { dir: SortDirection; limit: string; months: MonthRange | null },
): string {
  const alias = table === 'crypto_transfer' ? 'ctl' : 'ttl';
  const accountColumn = table === 'crypto_transfer' ? 'ctl.entity_id' : 'ttl.account_id';
  const txConditions = transactionConditions(q, params);
  const accounts = splitEqual(q.accountIds ?? []);
  const conditions = [
    ...params.equalOrRanges(accountColumn, accounts),
    ...params.timestampWindow(`${alias}.consensus_timestamp`, q.timestamp),
    ...withinMonths(`${alias}.consensus_timestamp`, months),
    ...txConditions,
  ];
  // The operator's (entity_id, consensus_timestamp) index leaves out the accounts in nearly every transaction (98,
  // and 800 in v2). Saying the account is not one of them — true of the ids asked for — lets a plan made without
  // the values (a named prepared statement's generic plan) still use that partial index.
  if (
    table === 'crypto_transfer' &&
    accounts.equal.length &&
    accounts.equal.every((id) => !BUSY_ACCOUNTS.includes(id))
  ) {
    conditions.push(`ctl.entity_id <> ALL('{${BUSY_ACCOUNTS.join(',')}}'::bigint[])`);
  }
  if (q.creditType) conditions.push(`${alias}.amount ${q.creditType === 'credit' ? '>' : '<'} 0`);
  // Joined on the consensus timestamp alone (it names one transaction): with the payer too, PostgreSQL multiplies
  // the two columns' selectivities, expects a dozen rows where an active account has thousands, and hashes the
  // whole transaction table instead of walking both indexes newest first and stopping at the limit (64 ms → 0.5 ms
  // for a busy account's CRYPTOTRANSFERs on a 100,000-transaction ledger).
  // On Citus (v2) both tables are distributed by the payer and this join does not name it: a repartition join there
  // (docs/scale.md). Joining the payer too made /accounts/{id}?transactiontype= cost 39.8 ms of CPU per request on
  // the v2 layout against 2.35 on v1 (100,000 transactions): the planner then misjudges the join as above.
  const join = txConditions.length ? 'JOIN transaction t USING (consensus_timestamp)' : '';
  return `SELECT DISTINCT ON (${alias}.consensus_timestamp) ${alias}.consensus_timestamp, ${alias}.payer_account_id
    FROM ${table} ${alias} ${join} ${whereClause(conditions)}
    ORDER BY ${alias}.consensus_timestamp ${dir} LIMIT ${limit}`;
}

/**
 * Interface 0.151: the transactions in which the account only sent or received NFTs, which an importer with
 * `persist.entityNftTransactions` on (off by default) records in `entity_transaction` (one row per account other
 * than the payer, with the transaction's type and result); empty otherwise. Read by its key (entity_id, timestamp).
 */
function entityTransactionTimestamps(
  q: TransactionListQuery,
  params: SqlParams,
  dir: SortDirection,
  limit: string,
  months: MonthRange | null,
): string {
  const conditions = [
    ...params.equalOrRanges('et.entity_id', splitEqual(q.accountIds ?? [])),
    ...params.timestampWindow('et.consensus_timestamp', q.timestamp),
    ...withinMonths('et.consensus_timestamp', months),
  ];
  if (q.result)
    conditions.push(`${q.result === 'success' ? '' : 'NOT '}${params.anyOf('et.result', SUCCESS_RESULTS, 'smallint')}`);
  if (q.transactionTypes?.length) conditions.push(params.anyOf('et.type', q.transactionTypes, 'smallint'));
  return `SELECT et.consensus_timestamp, et.payer_account_id FROM entity_transaction et ${whereClause(conditions)}
    ORDER BY et.consensus_timestamp ${dir} LIMIT ${limit}`;
}

/** The months' bounds as constants in the text (`monthRange`), or nothing. */
const withinMonths = (column: string, months: MonthRange | null): string[] =>
  months ? [monthRange(column, months)] : [];

/**
 * SQL of the page's (consensus_timestamp, payer_account_id) keys, following the reference's query shape on keyset
 * indexes; `months`, on a layout partitioned by month, also bounds every table it reads.
 */
function pageKeys(q: TransactionListQuery, params: SqlParams, months: MonthRange | null = null): string {
  const dir = sortDirection(q.order);
  const limit = params.bind(q.limit);
  const accounts = q.accountIds ?? [];
  const byAccount = accounts.length > 0;
  if (!byAccount && !q.creditType) {
    const conditions = [
      ...params.timestampWindow('t.consensus_timestamp', q.timestamp),
      ...withinMonths('t.consensus_timestamp', months),
      ...transactionConditions(q, params),
    ];
    return `SELECT t.consensus_timestamp, t.payer_account_id FROM transaction t ${whereClause(conditions)}
       ORDER BY t.consensus_timestamp ${dir} LIMIT ${limit}`;
  }
  const parts: string[] = [];
  if (!q.creditType) {
    // The payer's own transactions, without synthetic children that follow a user transaction.
    const conditions = [
      ...params.equalOrRanges('t.payer_account_id', splitEqual(accounts)),
      `(t.nonce = 0 OR t.parent_consensus_timestamp IS NOT NULL OR ${params.anyOf('t.type', PRECEDING_TRANSACTION_TYPES, 'smallint')})`,
      ...params.timestampWindow('t.consensus_timestamp', q.timestamp),
      ...withinMonths('t.consensus_timestamp', months),
      ...transactionConditions(q, params),
    ];
    parts.push(`SELECT 0 AS source, t.consensus_timestamp, t.payer_account_id FROM transaction t ${whereClause(conditions)}
      ORDER BY t.consensus_timestamp ${dir} LIMIT ${limit}`);
  }
  parts.push(
    `SELECT 1 AS source, * FROM (${transferTimestamps('crypto_transfer', q, params, { dir, limit, months })}) c`,
  );
  parts.push(
    `SELECT 2 AS source, * FROM (${transferTimestamps('token_transfer', q, params, { dir, limit, months })}) k`,
  );
  if (!q.creditType)
    parts.push(`SELECT 3 AS source, * FROM (${entityTransactionTimestamps(q, params, dir, limit, months)}) n`);
  // Each part is already limited; the merge keeps one row per timestamp, preferring the transaction's own payer.
  return `SELECT consensus_timestamp, payer_account_id FROM (
       SELECT DISTINCT ON (consensus_timestamp) consensus_timestamp, payer_account_id
       FROM (${parts.map((p) => `(${p})`).join(' UNION ALL ')}) u
       ORDER BY consensus_timestamp ${dir}, source
     ) d ORDER BY consensus_timestamp ${dir} LIMIT ${limit}`;
}

/**
 * One page of `/transactions` (also embedded by `/accounts/{id}`): the transactions matching the filters, in
 * `order` by consensus timestamp, with transfers, token and NFT transfers, staking rewards and custom fee limits.
 * The timestamp window must already be resolved (see `transactionsPage` in lib/api/v1 for bindTimestampRange).
 */
export async function listTransactions(db: Queryable, q: TransactionListQuery): Promise<TransactionWire[]> {
  if (q.timestamp.eq.length > 1) return [];
  if (q.timestamp.lower !== null && q.timestamp.upper !== null && q.timestamp.lower > q.timestamp.upper) return [];
  const schema = await ledgerSchema(db);
  if (schema.partitioning('transaction') === 'range') return toTransactionWires(await pageThenRows(db, q));
  // One statement: the keys, then their rows with their transfers (ARRAY(...) runs once, so both are index lookups).
  const params = new SqlParams();
  const rows = await db.query<TransactionRow & Record<string, unknown>>(
    `WITH page AS (${pageKeys(q, params)})
     SELECT ${await transactionColumns(db)} FROM transaction t
     WHERE t.consensus_timestamp = ANY(ARRAY(SELECT consensus_timestamp FROM page))
       AND t.payer_account_id = ANY(ARRAY(SELECT payer_account_id FROM page))
     ORDER BY t.consensus_timestamp ${sortDirection(q.order)}`,
    params.values,
  );
  return toTransactionWires(rows);
}

/**
 * On a layout partitioned by month (v2), the keys first and then their rows, bounded by the page's first and last
 * timestamps, as the reference does: PostgreSQL then plans only the page's months of `transaction` and of each
 * child table, where one statement would plan every month of all five for the rows it finds at run time.
 */
async function pageThenRows(db: Queryable, q: TransactionListQuery): Promise<TransactionRow[]> {
  // The months as constants (`monthRange`), walked span by span in the page's order from the first month with a
  // transaction (`walkMonths`). Bound as values only, the served (prepared) statement's generic plan kept all 101
  // months of each table and cost 4–5× as much (pgbench, the debit list's keys: 4.7 → 1.3 ms); read over every
  // month at once, a page the recent months did not fill (the debit list) cost 4.1× v1's CPU.
  // From the first transaction's month: the page's rows are read from `transaction`, so no key before it can be one.
  const months = fromFirstMonth(
    windowMonths(q.timestamp, Date.now()),
    await firstConsensusTimestamp(db, 'transaction'),
  );
  if (!months) return [];
  const keys = await walkMonths(q, months, (span, limit) => {
    const keyParams = new SqlParams();
    return db.query<{ consensus_timestamp: bigint; payer_account_id: bigint }>(
      pageKeys({ ...q, limit }, keyParams, span),
      keyParams.values,
    );
  });
  if (!keys.length) return [];
  const stamps = keys.map((k) => k.consensus_timestamp);
  const first = stamps.reduce((a, b) => (b < a ? b : a));
  const last = stamps.reduce((a, b) => (b > a ? b : a));
  const params = new SqlParams();
  const window = { lower: params.bind(first), upper: params.bind(last), months: monthsAround(first, last) };
  return db.query<TransactionRow & Record<string, unknown>>(
    `SELECT ${await transactionColumns(db, { window })} FROM transaction t
     WHERE t.consensus_timestamp >= ${window.lower} AND t.consensus_timestamp <= ${window.upper}
       AND ${monthRange('t.consensus_timestamp', window.months)}
       AND ${params.anyOf('t.consensus_timestamp', stamps)}
       AND ${params.anyOf('t.payer_account_id', [...new Set(keys.map((k) => k.payer_account_id))])}
     ORDER BY t.consensus_timestamp ${sortDirection(q.order)}`,
    params.values,
  );
}

/** The consensus timestamp of the ledger's first transaction (0 when empty): the open lower bound when binding. */
export async function firstTransactionTimestamp(db: Queryable): Promise<bigint> {
  const rows = await db.query<{ consensus_timestamp: bigint }>(
    'SELECT consensus_timestamp FROM transaction ORDER BY consensus_timestamp LIMIT 1',
  );
  return rows[0]?.consensus_timestamp ?? 0n;
}
