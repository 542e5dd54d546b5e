import { parseJsonLossless } from '../core/int64-json';
import { formatEntityId } from '../core/entity-id';
import { formatTimestamp } from '../core/timestamp';
import { ledgerSchema } from '../db/ledger-schema';
import type { Queryable, Row } from '../db/types';
import type {
  AssessedCustomFee,
  NftTransfer,
  StakingRewardTransfer,
  TokenTransfer,
  Transaction,
  Transfer,
} from '../schemas/v1/transaction';
import { transactionResultName, transactionTypeName } from './names';
import { decodeMaxCustomFees, formatBatchKey } from './transaction-protobuf';

/** The wire form of one transaction (the reference's Transaction object). */
export type TransactionWire = Transaction;

/**
 * Columns every transaction query selects, so rows can be turned into wire objects by `toTransactionWire`. The
 * high-volume columns arrived with interface 0.154; on an older schema they read as NULL, which the mapping
 * answers with the interface's defaults (false, 0).
 */
export async function transactionColumns(db: Queryable): Promise<string> {
  const schema = await ledgerSchema(db);
  return `t.consensus_timestamp, t.type, t.result, t.payer_account_id, t.valid_start_ns,
  t.valid_duration_seconds, t.node_account_id, t.entity_id, t.max_fee, t.charged_tx_fee, t.memo, t.transaction_hash,
  t.transaction_bytes, t.scheduled, t.nonce, t.parent_consensus_timestamp, t.nft_transfer::text AS nft_transfer_text,
  t.max_custom_fees, t.batch_key, t.inner_transactions, ${schema.select('transaction', 't', 'high_volume', 'NULL::boolean')},
  ${schema.select('transaction', 't', 'high_volume_pricing_multiplier', 'NULL::bigint')}`;
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
}

/** The staking reward account 0.0.800: rewards are only looked up for transactions that paid out of it. */
const STAKING_REWARD_ACCOUNT = 800n;

const base64 = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString('base64') : null);
const nullableString = (value: bigint | null) => (value === null ? null : value.toString());
const entity = (value: unknown) => formatEntityId(value === null || value === undefined ? null : BigInt(value as bigint));

/** `0.0.10-1234567890-000000001`: the payer, then the valid start as seconds-nanos with a hyphen. */
export function transactionIdOf(payer: bigint, validStartNs: bigint): string {
  return `${formatEntityId(payer)}-${formatTimestamp(validStartNs)!.replace('.', '-')}`;
}

interface Children {
  transfers: Map<string, Transfer[]>;
  tokenTransfers: Map<string, TokenTransfer[]>;
  assessed: Map<string, AssessedCustomFee[]> | null;
  staking: Map<bigint, StakingRewardTransfer[]>;
}

const key = (timestamp: unknown, payer: unknown) => `${String(timestamp)}/${String(payer)}`;

function push<K, V>(map: Map<K, V[]>, k: K, value: V): void {
  const list = map.get(k);
  if (list) list.push(value);
  else map.set(k, [value]);
}

/**
 * Fetches the transfers of a page of transactions with one query per child table (never one per row). Transfers
 * belong to a transaction by (consensus_timestamp, payer_account_id), as in the reference.
 */
async function loadChildren(db: Queryable, rows: TransactionRow[], withAssessedFees: boolean): Promise<Children> {
  const timestamps = [...new Set(rows.map((r) => r.consensus_timestamp))];
  const [crypto, token, assessed] = await Promise.all([
    db.query(
      `SELECT consensus_timestamp, payer_account_id, entity_id, amount, is_approval FROM crypto_transfer
       WHERE consensus_timestamp = ANY($1::bigint[]) ORDER BY consensus_timestamp, entity_id, amount`,
      [timestamps],
    ),
    db.query(
      `SELECT consensus_timestamp, payer_account_id, token_id, account_id, amount, is_approval FROM token_transfer
       WHERE consensus_timestamp = ANY($1::bigint[]) ORDER BY consensus_timestamp, token_id, account_id`,
      [timestamps],
    ),
    withAssessedFees
      ? db.query(
          `SELECT consensus_timestamp, payer_account_id, amount, collector_account_id, effective_payer_account_ids, token_id
           FROM assessed_custom_fee WHERE consensus_timestamp = ANY($1::bigint[])
           ORDER BY consensus_timestamp, collector_account_id, amount`,
          [timestamps],
        )
      : Promise.resolve(null),
  ]);
  const transfers = new Map<string, Transfer[]>();
  const rewardTimestamps: bigint[] = [];
  for (const r of crypto) {
    push(transfers, key(r.consensus_timestamp, r.payer_account_id), {
      account: entity(r.entity_id)!,
      amount: r.amount as bigint,
      is_approval: r.is_approval === true,
    });
    if (r.entity_id === STAKING_REWARD_ACCOUNT) rewardTimestamps.push(r.consensus_timestamp as bigint);
  }
  const tokenTransfers = new Map<string, TokenTransfer[]>();
  for (const r of token) {
    push(tokenTransfers, key(r.consensus_timestamp, r.payer_account_id), {
      token_id: entity(r.token_id)!,
      account: entity(r.account_id)!,
      amount: r.amount as bigint,
      is_approval: r.is_approval === true,
    });
  }
  let assessedFees: Map<string, AssessedCustomFee[]> | null = null;
  if (assessed) {
    assessedFees = new Map();
    for (const r of assessed) push(assessedFees, key(r.consensus_timestamp, r.payer_account_id), toAssessedFee(r));
  }
  const staking = new Map<bigint, StakingRewardTransfer[]>();
  if (rewardTimestamps.length) {
    const rewards = await db.query(
      `SELECT consensus_timestamp, account_id, amount FROM staking_reward_transfer
       WHERE consensus_timestamp = ANY($1::bigint[]) ORDER BY consensus_timestamp, account_id`,
      [[...new Set(rewardTimestamps)]],
    );
    for (const r of rewards) {
      push(staking, r.consensus_timestamp as bigint, { account: entity(r.account_id)!, amount: r.amount as bigint });
    }
  }
  return { transfers, tokenTransfers, assessed: assessedFees, staking };
}

function toAssessedFee(r: Row): AssessedCustomFee {
  const payers = (r.effective_payer_account_ids as (bigint | null)[] | null) ?? [];
  return {
    amount: r.amount as bigint,
    collector_account_id: entity(r.collector_account_id),
    effective_payer_account_ids: payers.filter((p): p is bigint => p !== null).map((p) => formatEntityId(p)!),
    token_id: entity(r.token_id),
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
export function toTransactionWire(row: TransactionRow, children: Children): TransactionWire {
  const k = key(row.consensus_timestamp, row.payer_account_id);
  const assessed = children.assessed?.get(k);
  return {
    ...(assessed ? { assessed_custom_fees: assessed } : {}),
    batch_key: formatBatchKey(row.batch_key),
    bytes: base64(row.transaction_bytes),
    charged_tx_fee: row.charged_tx_fee,
    consensus_timestamp: formatTimestamp(row.consensus_timestamp)!,
    entity_id: formatEntityId(row.entity_id),
    high_volume: row.high_volume ?? false,
    high_volume_pricing_multiplier: row.high_volume_pricing_multiplier ?? 0,
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
    staking_reward_transfers: children.staking.get(row.consensus_timestamp) ?? [],
    token_transfers: children.tokenTransfers.get(k) ?? [],
    transaction_hash: base64(row.transaction_hash),
    transaction_id: transactionIdOf(row.payer_account_id, row.valid_start_ns),
    transfers: children.transfers.get(k) ?? [],
    valid_duration_seconds: nullableString(row.valid_duration_seconds),
    valid_start_timestamp: formatTimestamp(row.valid_start_ns)!,
  };
}

/**
 * Turns transaction rows (selected with transactionColumns) into wire objects, in the rows' order. The list
 * routes leave out `assessed_custom_fees` (the reference does not fetch them there); the by-id route adds it
 * when a transaction has any.
 */
export async function toTransactionWires(
  db: Queryable,
  rows: TransactionRow[],
  { assessedCustomFees = false } = {},
): Promise<TransactionWire[]> {
  if (!rows.length) return [];
  const children = await loadChildren(db, rows, assessedCustomFees);
  return rows.map((row) => toTransactionWire(row, children));
}
