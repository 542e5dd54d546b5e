/**
 * Contract results: the lists (`/contracts/results`, `/contracts/{id}/results`) and the reads a single result
 * needs beside its row (its Ethereum transaction and its block), each one statement for a whole page.
 */
import type { Order } from '../core/filter';
import { ledgerSchema, type EthereumAmountUnit } from '../db/ledger-schema';
import type { Queryable } from '../db/types';
import type { ContractResult, ContractResultDetails } from '../schemas/v1/contract-result';
import {
  toContractResultDetailsWire,
  toContractResultWire,
  type BlockOfResult,
  type ContractResultRow,
  type EthereumTransactionRow,
} from './contract-result-wire';
import {
  equalOrRangesWindow,
  monthRange,
  monthsAround,
  readPageByMonths,
  SqlParams,
  sortDirection,
  whereClause,
  type EqualOrRanges,
  type MonthRange,
} from './sql';
import { blockNumberMonths } from './blocks';

/** The result columns every contract result read selects (`cr` = contract_result, `e` = its contract's entity). */
export const RESULT_COLUMNS = `cr.amount, cr.bloom, cr.call_result, cr.consensus_timestamp, cr.contract_id, cr.created_contract_ids,
  cr.error_message, cr.failed_initcode, cr.function_parameters,
  CASE WHEN cr.sender_id IS NULL THEN cr.function_result END AS function_result,
  cr.gas_consumed, cr.gas_limit, cr.gas_used, cr.payer_account_id, cr.sender_id, cr.transaction_hash,
  cr.transaction_index, cr.transaction_result, e.evm_address`;

export const RESULT_FROM = 'contract_result cr LEFT JOIN entity e ON e.id = cr.contract_id';

export interface ContractResultListQuery {
  contractId?: bigint;
  /** Sender ids: eq values OR-ed, ranges AND-ed. */
  from: EqualOrRanges;
  timestamp: EqualOrRanges;
  transactionIndexes: bigint[];
  /** Whether child (nonce > 0) results are listed too. */
  internal: boolean;
  limit: number;
  order: Order;
  /** The unit of Ethereum amounts and gas prices in the answer (`hbar=false`: weibars); default tinybars. */
  amountsIn?: EthereumAmountUnit;
}

/** The page's result rows as SQL (`RESULT_COLUMNS`, in the page's order); the values go to `params`. */
function resultRowsSql(q: ContractResultListQuery, params: SqlParams, months: MonthRange | null = null): string {
  const conditions: string[] = months ? [monthRange('cr.consensus_timestamp', months)] : [];
  if (q.contractId !== undefined) conditions.push(`cr.contract_id = ${params.bind(q.contractId)}`);
  conditions.push(...params.equalOrRanges('cr.sender_id', q.from));
  conditions.push(...params.equalOrRanges('cr.consensus_timestamp', q.timestamp));
  if (q.transactionIndexes.length) {
    conditions.push(`cr.transaction_index = ANY(${params.bind(q.transactionIndexes.map(Number))}::int[])`);
  }
  if (!q.internal) conditions.push('cr.transaction_nonce = 0');
  return `SELECT ${RESULT_COLUMNS} FROM ${RESULT_FROM} ${whereClause(conditions)}
     ORDER BY cr.consensus_timestamp ${sortDirection(q.order)} LIMIT ${params.bind(q.limit)}`;
}

/** Whether contract_result is partitioned by month (v2): its reads then name the months they need. */
async function byMonth(db: Queryable): Promise<boolean> {
  return (await ledgerSchema(db)).partitioning('contract_result') === 'range';
}

/**
 * The page's result rows; on v2 month span by month span (`walkMonths`) from the table's first month, each span's
 * months as constants so that a warm connection's generic plan keeps only those (`monthRange`). Read over the whole
 * range at once, an oldest-first first page planned every month from 0 on: 6.6× v1's CPU.
 */
async function listResultRows(db: Queryable, q: ContractResultListQuery): Promise<ContractResultRow[]> {
  return readPageByMonths(db, 'contract_result', equalOrRangesWindow(q.timestamp), q, (months, limit) => {
    const params = new SqlParams();
    return db.query<ContractResultRow & Record<string, unknown>>(
      resultRowsSql({ ...q, limit }, params, months),
      params.values,
    );
  });
}

/** One contract's results, as `/contracts/{id}/results` lists them. */
export async function listContractResults(db: Queryable, q: ContractResultListQuery): Promise<ContractResult[]> {
  return (await listResultRows(db, q)).map(toContractResultWire);
}

/** The list's Ethereum transaction columns (no call data, gas limit or file: the reference's list reads none). */
const LIST_ETH_COLUMNS = [
  'access_list',
  'chain_id',
  'consensus_timestamp',
  'gas_price',
  'max_fee_per_gas',
  'max_priority_fee_per_gas',
  'nonce',
  'recovery_id',
  'signature_r',
  'signature_s',
  'signature_v',
  'to_address',
  'type',
  'value',
] as const;

type ListDetailsRow = ContractResultRow &
  Record<string, unknown> &
  Record<`et_${(typeof LIST_ETH_COLUMNS)[number]}`, unknown> & {
    block_hash: string | null;
    block_index: bigint | null;
    block_gas_used: bigint | null;
  };

/**
 * Results of every contract with their blocks and Ethereum transactions, as `/contracts/results` lists them: one
 * statement, the page then per row its Ethereum transaction (paid by one of the page's payers, as
 * `ethereumTransactions` matches them) and its block (the first record file closed at or after it).
 */
export async function listContractResultDetails(
  db: Queryable,
  q: ContractResultListQuery,
): Promise<ContractResultDetails[]> {
  const units = { stored: (await ledgerSchema(db)).ethereumAmounts, answer: q.amountsIn ?? 'tinybar' };
  if (await byMonth(db)) return listDetailsByMonth(db, q, units);
  const params = new SqlParams();
  const rows = await db.query<ListDetailsRow>(
    `WITH page AS (${resultRowsSql(q, params)})
     SELECT page.*, ${LIST_ETH_COLUMNS.map((c) => `et.${c} AS et_${c}`).join(', ')},
       rf.hash AS block_hash, rf.index AS block_index, rf.gas_used AS block_gas_used
     FROM page
     LEFT JOIN ethereum_transaction et ON et.consensus_timestamp = page.consensus_timestamp
       AND et.payer_account_id IN (SELECT payer_account_id FROM page)
     LEFT JOIN LATERAL (
       SELECT hash, index, gas_used FROM record_file WHERE consensus_end >= page.consensus_timestamp ORDER BY consensus_end LIMIT 1
     ) rf ON true
     ORDER BY page.consensus_timestamp ${sortDirection(q.order)}`,
    params.values,
  );
  return rows.map((row) => {
    const eth =
      row.et_consensus_timestamp === null
        ? null
        : ({
            ...Object.fromEntries(LIST_ETH_COLUMNS.map((c) => [c, row[`et_${c}`]])),
            call_data: null,
            call_data_id: null,
            gas_limit: null,
          } as EthereumTransactionRow);
    const block =
      row.block_hash === null ? null : { hash: row.block_hash, index: row.block_index!, gas_used: row.block_gas_used };
    return toContractResultDetailsWire(row, { block, eth, units });
  });
}

/**
 * On v2, the page first, then its Ethereum transactions and blocks bounded by the page's first and last timestamps
 * (as the reference reads them): one statement would plan every month of ethereum_transaction and record_file for
 * the rows it finds at run time (6–14× v1's CPU per request).
 */
async function listDetailsByMonth(
  db: Queryable,
  q: ContractResultListQuery,
  units: { stored: EthereumAmountUnit; answer: EthereumAmountUnit },
): Promise<ContractResultDetails[]> {
  const rows = await listResultRows(db, q);
  if (!rows.length) return [];
  const timestamps = rows.map((r) => r.consensus_timestamp);
  const [eth, blocks] = await Promise.all([
    ethereumTransactions(
      db,
      timestamps,
      rows.map((r) => r.payer_account_id),
      false,
    ),
    blocksOfTimestamps(db, timestamps),
  ]);
  return rows.map((row) =>
    toContractResultDetailsWire(row, {
      block: blocks.get(row.consensus_timestamp) ?? null,
      eth: eth.get(row.consensus_timestamp) ?? null,
      units,
    }),
  );
}

/**
 * The Ethereum transactions at these timestamps paid by these payers, by timestamp. `withCallData` also reads
 * the call data, its file and the gas limit (the single result shows them; the reference's list does not read
 * them) and needs the transaction row itself, as the reference's join does.
 */
export async function ethereumTransactions(
  db: Queryable,
  timestamps: bigint[],
  payers: bigint[],
  withCallData: boolean,
): Promise<Map<bigint, EthereumTransactionRow>> {
  const params = new SqlParams();
  const callData = withCallData
    ? 'et.call_data, et.call_data_id, et.gas_limit'
    : 'NULL::bytea AS call_data, NULL::bigint AS call_data_id, NULL::bigint AS gas_limit';
  const join = withCallData
    ? 'JOIN transaction t ON t.consensus_timestamp = et.consensus_timestamp AND t.payer_account_id = et.payer_account_id'
    : '';
  // by month (v2): the timestamps' months as constants too (`monthRange`)
  const months =
    (await ledgerSchema(db)).partitioning('ethereum_transaction') === 'range'
      ? ` AND ${monthRange('et.consensus_timestamp', monthsAround(earliest(timestamps), latest(timestamps)))}`
      : '';
  const rows = await db.query<EthereumTransactionRow & Record<string, unknown>>(
    `SELECT et.access_list, et.chain_id, et.consensus_timestamp, et.gas_price, et.max_fee_per_gas,
       et.max_priority_fee_per_gas, et.nonce, et.recovery_id, et.signature_r, et.signature_s, et.signature_v,
       et.to_address, et.type, et.value, ${callData}
     FROM ethereum_transaction et ${join}
     WHERE ${params.anyOf('et.consensus_timestamp', timestamps)} AND ${params.anyOf('et.payer_account_id', [...new Set(payers)])}
       AND et.consensus_timestamp >= ${params.bind(earliest(timestamps))} AND et.consensus_timestamp <= ${params.bind(latest(timestamps))}${months}`,
    params.values,
  );
  return new Map(rows.map((r) => [r.consensus_timestamp, r]));
}

const earliest = (values: bigint[]) => values.reduce((a, b) => (b < a ? b : a));
const latest = (values: bigint[]) => values.reduce((a, b) => (b > a ? b : a));

// The reference's query.maxRecordFileCloseInterval: a transaction's record file closes within 10 s of it.
const MAX_RECORD_FILE_CLOSE_INTERVAL_NS = 10_000_000_000n;

/**
 * The record file (block) of each timestamp: the first one that closed at or after it. Looked for between the
 * earliest timestamp and the close interval past the latest, so that on v2 (record_file by month of consensus_end)
 * only those months are planned; a timestamp whose file closed later than that is looked for again without the cap.
 */
export async function blocksOfTimestamps(db: Queryable, timestamps: bigint[]): Promise<Map<bigint, BlockOfResult>> {
  const byMonth = (await ledgerSchema(db)).partitioning('record_file') === 'range';
  // by month (v2): the capped search's months as constants too (`monthRange`)
  const months = (stamps: bigint[]) =>
    byMonth
      ? ` AND ${monthRange('consensus_end', monthsAround(earliest(stamps), latest(stamps) + MAX_RECORD_FILE_CLOSE_INTERVAL_NS))}`
      : '';
  const read = (stamps: bigint[], capped: boolean) =>
    db.query<BlockOfResult & { consensus_timestamp: bigint } & Record<string, unknown>>(
      `SELECT t.ts AS consensus_timestamp, rf.hash, rf.index, rf.gas_used
       FROM unnest($1::bigint[]) AS t(ts)
       JOIN LATERAL (
         SELECT hash, index, gas_used FROM record_file
         WHERE consensus_end >= t.ts AND consensus_end >= $2${capped ? ` AND consensus_end <= $3${months(stamps)}` : ''}
         ORDER BY consensus_end LIMIT 1
       ) rf ON true`,
      capped
        ? [stamps, earliest(stamps), latest(stamps) + MAX_RECORD_FILE_CLOSE_INTERVAL_NS]
        : [stamps, earliest(stamps)],
    );
  const unique = [...new Set(timestamps)];
  if (!unique.length) return new Map();
  const found = new Map((await read(unique, true)).map((r) => [r.consensus_timestamp, r]));
  const missing = unique.filter((ts) => !found.has(ts));
  if (missing.length) for (const r of await read(missing, false)) found.set(r.consensus_timestamp, r);
  return found;
}

/** A block's consensus window, by number or by hash prefix (what `block.number` / `block.hash` filter on). */
export async function blockWindow(
  db: Queryable,
  by: { number: bigint } | { hash: string },
): Promise<{ start: bigint; end: bigint } | null> {
  // As in getBlock (blocks.ts): the range bounds keep a hash prefix on the hash index, the LIKE makes it exact.
  const hash = 'hash' in by ? by.hash.toLowerCase() : '';
  const months = 'number' in by ? await blockNumberMonths(db, by.number) : '';
  if (months === null) return null;
  const rows = await db.query<{ consensus_start: bigint; consensus_end: bigint }>(
    'number' in by
      ? `SELECT consensus_start, consensus_end FROM record_file WHERE index = $1${months} LIMIT 1`
      : 'SELECT consensus_start, consensus_end FROM record_file WHERE hash >= $1 AND hash < $2 AND hash LIKE $3 LIMIT 1',
    'number' in by ? [by.number] : [hash, `${hash}g`, `${hash}%`],
  );
  const row = rows[0];
  return row ? { start: row.consensus_start, end: row.consensus_end } : null;
}
