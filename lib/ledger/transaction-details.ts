import { parseJsonLossless } from '../core/int64-json';
import { formatEntityId } from '../core/entity-id';
import { formatTimestamp } from '../core/timestamp';
import { ledgerSchema } from '../db/ledger-schema';
import { parseInt8Array } from '../db/parse';
import type { Queryable } from '../db/types';
import type {
  AssessedCustomFee,
  NftTransfer,
  StakingRewardTransfer,
  TokenTransfer,
  Transaction,
  Transfer,
} from '../schemas/v1/transaction';
import { transactionResultName, transactionTypeName } from './names';
import { encodeKey } from './protobuf-key';
import { decodeMaxCustomFees } from './transaction-protobuf';
import { monthRange, type MonthRange } from './sql';

/** The wire form of one transaction (the reference's Transaction object). */
export type TransactionWire = Transaction;

/**
 * Columns every transaction query selects (on `transaction t`), transfers included, so rows can be turned into
 * wire objects by `toTransactionWires`. The high-volume columns arrived with interface 0.154; on an older schema
 * they read as NULL, which the mapping answers with the interface's defaults (false, 0). Only the by-id route asks
 * for `assessed_custom_fees` (the reference does not fetch them for lists).
 */
export async function transactionColumns(
  db: Queryable,
  { assessedCustomFees = false, window }: { assessedCustomFees?: boolean; window?: ChildWindow } = {},
): Promise<string> {
  const schema = await ledgerSchema(db);
  return `t.consensus_timestamp, t.type, t.result, t.payer_account_id, t.valid_start_ns,
  t.valid_duration_seconds, t.node_account_id, t.entity_id, t.max_fee, t.charged_tx_fee, t.memo, t.transaction_hash,
  t.transaction_bytes, t.scheduled, t.nonce, t.parent_consensus_timestamp, t.nft_transfer::text AS nft_transfer_text,
  t.max_custom_fees, t.batch_key, t.inner_transactions, ${schema.select('transaction', 't', 'high_volume', 'NULL::boolean')},
  ${schema.select('transaction', 't', 'high_volume_pricing_multiplier', 'NULL::bigint')},
  ${childColumns(assessedCustomFees, window)}`;
}

/**
 * Placeholders of bounds the parent rows' consensus timestamps are known to lie within. Repeated on each child
 * table, they let PostgreSQL keep only those months of a table partitioned by month (the v2 layout) when it plans
 * the statement; a bound only on `t.consensus_timestamp` is known per row at run time, after every month of every
 * child table has been planned (the issue's /transactions/{id}: 3.3 ms on v1, 19.6 ms on v2).
 */
export interface ChildWindow {
  lower: string;
  upper: string;
  /**
   * The whole months around them, repeated as constants (`monthRange`): a named statement's generic plan prunes
   * months only against constants, so without them it keeps every month of every child table.
   */
  months?: MonthRange;
}

export interface TransactionRow {
  consensus_timestamp: bigint;
  type: number;
  result: number;
  payer_account_id: bigint;
  valid_start_ns: bigint;
  valid_duration_seconds: bigint | null;
  node_account_id: bigint | null;
  entity_id: bigint | null;
  max_fee: bigint | null;
  charged_tx_fee: bigint | null;
  memo: Uint8Array | null;
  transaction_hash: Uint8Array | null;
  transaction_bytes: Uint8Array | null;
  scheduled: boolean;
  nonce: number;
  parent_consensus_timestamp: bigint | null;
  nft_transfer_text: string | null;
  max_custom_fees: (Uint8Array | null)[] | null;
  batch_key: Uint8Array | null;
  inner_transactions: (bigint | null)[] | null;
  high_volume: boolean | null;
  high_volume_pricing_multiplier: bigint | null;
  crypto_transfers_json: string | null;
  token_transfers_json: string | null;
  staking_rewards_json: string | null;
  assessed_custom_fees_json?: string | null;
}

/** The staking reward account 0.0.800: rewards are only looked up for transactions that paid out of it. */
const STAKING_REWARD_ACCOUNT = 800n;

const base64 = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('base64') : null);
const nullableString = (value: bigint | null) => (value === null ? null : value.toString());
const entity = (value: unknown) =>
  formatEntityId(value === null || value === undefined ? null : BigInt(value as bigint));

/** `0.0.10-1234567890-000000001`: the payer, then the valid start as seconds-nanos with a hyphen. */
export function transactionIdOf(payer: bigint, validStartNs: bigint): string {
  return `${formatEntityId(payer)}-${formatTimestamp(validStartNs)!.replace('.', '-')}`;
}

interface Children {
  transfers: Transfer[];
  tokenTransfers: TokenTransfer[];
  /** Undefined when the query did not ask for them or the transaction has none (the key is then left out). */
  assessed: AssessedCustomFee[] | undefined;
  staking: StakingRewardTransfer[];
}

/**
 * The transfers of each transaction as JSON text columns of its own row, so a page and its children cost one
 * statement (a correlated subquery per child table, each an index lookup by consensus timestamp). Transfers belong
 * to a transaction by (consensus_timestamp, payer_account_id), as in the reference; staking rewards by timestamp,
 * looked up only when the transaction paid out of the staking reward account. int8 values travel as JSON strings.
 */
function childColumns(assessedCustomFees: boolean, window: ChildWindow | undefined): string {
  const within = (alias: string) => {
    if (!window) return '';
    const months = window.months ? ` AND ${monthRange(`${alias}.consensus_timestamp`, window.months)}` : '';
    return ` AND ${alias}.consensus_timestamp >= ${window.lower} AND ${alias}.consensus_timestamp <= ${window.upper}${months}`;
  };
  const columns = [
    `(SELECT json_agg(json_build_array(c.entity_id::text, c.amount::text, c.is_approval) ORDER BY c.entity_id, c.amount)
      FROM crypto_transfer c WHERE c.consensus_timestamp = t.consensus_timestamp AND c.payer_account_id = t.payer_account_id${within('c')})::text AS crypto_transfers_json`,
    `(SELECT json_agg(json_build_array(k.token_id::text, k.account_id::text, k.amount::text, k.is_approval) ORDER BY k.token_id, k.account_id)
      FROM token_transfer k WHERE k.consensus_timestamp = t.consensus_timestamp AND k.payer_account_id = t.payer_account_id${within('k')})::text AS token_transfers_json`,
    `CASE WHEN EXISTS (SELECT 1 FROM crypto_transfer r WHERE r.consensus_timestamp = t.consensus_timestamp AND r.payer_account_id = t.payer_account_id
      AND r.entity_id = ${STAKING_REWARD_ACCOUNT}${within('r')})
      THEN (SELECT json_agg(json_build_array(s.account_id::text, s.amount::text) ORDER BY s.account_id)
            FROM staking_reward_transfer s WHERE s.consensus_timestamp = t.consensus_timestamp${within('s')})::text END AS staking_rewards_json`,
  ];
  if (assessedCustomFees) {
    columns.push(`(SELECT json_agg(json_build_array(a.amount::text, a.collector_account_id::text, a.effective_payer_account_ids::text, a.token_id::text)
      ORDER BY a.collector_account_id, a.amount)
      FROM assessed_custom_fee a WHERE a.consensus_timestamp = t.consensus_timestamp AND a.payer_account_id = t.payer_account_id${within('a')})::text AS assessed_custom_fees_json`);
  }
  return columns.join(',\n  ');
}

type JsonCell = string | boolean | null;

const jsonRows = (text: string | null | undefined): JsonCell[][] => (text ? (JSON.parse(text) as JsonCell[][]) : []);
const int8 = (cell: JsonCell | undefined): bigint | null =>
  cell === null || cell === undefined ? null : BigInt(cell as string);

function childrenOf(row: TransactionRow): Children {
  const transfers = jsonRows(row.crypto_transfers_json).map(([account, amount, approval]) => ({
    account: entity(int8(account))!,
    amount: int8(amount)!,
    is_approval: approval === true,
  }));
  const tokenTransfers = jsonRows(row.token_transfers_json).map(([token, account, amount, approval]) => ({
    token_id: entity(int8(token))!,
    account: entity(int8(account))!,
    amount: int8(amount)!,
    is_approval: approval === true,
  }));
  const staking = jsonRows(row.staking_rewards_json).map(([account, amount]) => ({
    account: entity(int8(account))!,
    amount: int8(amount)!,
  }));
  const assessed = row.assessed_custom_fees_json
    ? jsonRows(row.assessed_custom_fees_json).map(toAssessedFee)
    : undefined;
  return { transfers, tokenTransfers, staking, assessed };
}

function toAssessedFee([amount, collector, payers, token]: JsonCell[]): AssessedCustomFee {
  return {
    amount: int8(amount)!,
    collector_account_id: entity(int8(collector)),
    effective_payer_account_ids: (payers ? parseInt8Array(payers as string) : [])
      .filter((p): p is bigint => p !== null)
      .map((p) => formatEntityId(p)!),
    token_id: entity(int8(token)),
  };
}

function nftTransfers(text: string | null): NftTransfer[] {
  if (!text) return [];
  const parsed = parseJsonLossless(text);
  if (!Array.isArray(parsed)) return [];
  return parsed.map((item: Record<string, unknown>) => ({
    is_approval: item.is_approval === true,
    receiver_account_id: entity(item.receiver_account_id),
    sender_account_id: entity(item.sender_account_id),
    serial_number: BigInt((item.serial_number as bigint | number | undefined) ?? 0),
    token_id: entity(item.token_id),
  }));
}

/** One row plus its children → the reference's Transaction object (keys as the reference writes them). */
function toTransactionWire(row: TransactionRow): TransactionWire {
  const children = childrenOf(row);
  const assessed = children.assessed;
  return {
    ...(assessed ? { assessed_custom_fees: assessed } : {}),
    // A key object since interface 0.147 (0.145 wrote the stored bytes as 0x hex).
    batch_key: encodeKey(row.batch_key),
    bytes: base64(row.transaction_bytes),
    charged_tx_fee: row.charged_tx_fee,
    consensus_timestamp: formatTimestamp(row.consensus_timestamp)!,
    entity_id: formatEntityId(row.entity_id),
    high_volume: row.high_volume ?? false,
    // The stored value as it is: null for a transaction from before HIP-1313 (or a schema without the column).
    high_volume_pricing_multiplier: row.high_volume_pricing_multiplier,
    max_custom_fees: decodeMaxCustomFees(row.max_custom_fees),
    max_fee: nullableString(row.max_fee),
    memo_base64: base64(row.memo),
    name: transactionTypeName(row.type),
    nft_transfers: nftTransfers(row.nft_transfer_text),
    node: formatEntityId(row.node_account_id),
    nonce: row.nonce,
    parent_consensus_timestamp: formatTimestamp(row.parent_consensus_timestamp),
    result: transactionResultName(row.result),
    scheduled: row.scheduled,
    staking_reward_transfers: children.staking,
    token_transfers: children.tokenTransfers,
    transaction_hash: base64(row.transaction_hash),
    transaction_id: transactionIdOf(row.payer_account_id, row.valid_start_ns),
    transfers: children.transfers,
    valid_duration_seconds: nullableString(row.valid_duration_seconds),
    valid_start_timestamp: formatTimestamp(row.valid_start_ns)!,
  };
}

/** Turns transaction rows (selected with transactionColumns) into wire objects, in the rows' order. */
export function toTransactionWires(rows: TransactionRow[]): TransactionWire[] {
  return rows.map(toTransactionWire);
}
