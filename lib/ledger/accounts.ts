/**
 * Accounts (entities of type ACCOUNT or CONTRACT): the `/api/v1/accounts` list query and the row → wire
 * mapping shared with the single-account route.
 */
import { formatEntityId, MAX_NUM } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable, Row } from '../db/types';
import type { Account, AccountBalance } from '../schemas/v1/account';
import { encodeBase32, toHex } from './account-key';
import { encodeKey } from './protobuf-key';
import { parseTokenBalances, tokenBalancesColumn } from './token-balances-column';
import { SqlParams, sortDirection, splitEqual } from './sql';

const NS_PER_SECOND = 1_000_000_000n;
const NS_PER_DAY = 86_400n * NS_PER_SECOND;

/**
 * Entity columns every account answer needs. `pending_reward` counts only while the account is staked to
 * a node, accepts rewards and its stake period started before the last reward period ended.
 */
export const ACCOUNT_COLUMNS = `e.id, e.alias, e.auto_renew_period, e.created_timestamp, e.decline_reward, e.deleted,
  e.ethereum_nonce, e.evm_address, e.expiration_timestamp, e.key, e.max_automatic_token_associations, e.memo,
  e.receiver_sig_required, e.staked_account_id, e.staked_node_id, e.stake_period_start,
  CASE WHEN es.pending_reward IS NULL THEN 0
       WHEN e.decline_reward IS TRUE OR coalesce(e.staked_node_id, -1) = -1 THEN 0
       WHEN e.stake_period_start >= es.end_stake_period THEN 0
       ELSE es.pending_reward END AS pending_reward`;

export interface AccountRow extends Row {
  id: bigint;
  alias: Uint8Array | null;
  auto_renew_period: bigint | null;
  created_timestamp: bigint | null;
  decline_reward: boolean;
  deleted: boolean | null;
  ethereum_nonce: bigint | null;
  evm_address: Uint8Array | null;
  expiration_timestamp: bigint | null;
  key: Uint8Array | null;
  max_automatic_token_associations: number | null;
  memo: string | null;
  receiver_sig_required: boolean | null;
  staked_account_id: bigint | null;
  staked_node_id: bigint | null;
  stake_period_start: bigint | null;
  pending_reward: bigint;
  balance?: bigint | null;
  balance_timestamp?: bigint | null;
}

/** `shard.realm.num`, except that the all-zero id reads as null (as the reference prints it). */
const entityOrNull = (id: bigint | null): string | null => (id === null || id === 0n ? null : formatEntityId(id));

/** The long-zero address the reference derives from the account number alone. */
const numToEvmAddress = (id: bigint): string => `0x${(id & MAX_NUM).toString(16).padStart(40, '0')}`;

function evmAddressOf(row: AccountRow): string {
  if (row.evm_address) return `0x${toHex(row.evm_address)}`;
  if (row.alias && row.alias.length === 20) return `0x${toHex(row.alias)}`;
  return numToEvmAddress(row.id);
}

function expiryOf(row: AccountRow): bigint | null {
  if (row.expiration_timestamp !== null) return row.expiration_timestamp;
  if (row.created_timestamp === null || row.auto_renew_period === null) return null;
  return row.created_timestamp + row.auto_renew_period * NS_PER_SECOND;
}

/** One account on the wire; `balance` is null when the caller asked for no balances. */
export function toAccount(row: AccountRow, balance: AccountBalance | null): Account {
  const stakedToNode = row.staked_node_id !== null && row.staked_node_id !== -1n;
  return {
    account: formatEntityId(row.id)!,
    alias: encodeBase32(row.alias),
    auto_renew_period: row.auto_renew_period,
    balance,
    created_timestamp: formatTimestamp(row.created_timestamp),
    decline_reward: row.decline_reward,
    deleted: row.deleted,
    ethereum_nonce: row.ethereum_nonce,
    evm_address: evmAddressOf(row),
    expiry_timestamp: formatTimestamp(expiryOf(row)),
    key: encodeKey(row.key),
    max_automatic_token_associations: row.max_automatic_token_associations,
    memo: row.memo,
    pending_reward: row.pending_reward,
    receiver_sig_required: row.receiver_sig_required,
    staked_account_id: entityOrNull(row.staked_account_id),
    staked_node_id: stakedToNode ? row.staked_node_id : null,
    stake_period_start:
      stakedToNode && row.stake_period_start !== null && row.stake_period_start !== -1n
        ? formatTimestamp(row.stake_period_start * NS_PER_DAY)
        : null,
  };
}

export interface AccountListQuery {
  /** account.id: range filters; eq values (deduplicated) are OR-ed as an IN list, as the reference does. */
  ids: Filter<bigint>[];
  balances: Filter<bigint>[];
  publicKeys: Filter<string>[];
  includeBalance: boolean;
  limit: number;
  order: Order;
  /** How many token balances to show per account. */
  tokenLimit: number;
}

/** A page of `/api/v1/accounts`, walked along the entity primary key. */
export async function listAccounts(db: Queryable, q: AccountListQuery): Promise<Account[]> {
  const conditions = [`e.type IN ('ACCOUNT', 'CONTRACT')`];
  const params = new SqlParams();
  if (q.includeBalance) {
    // The importer's placeholder treasury only exists to carry balances; the reference hides it here.
    conditions.push(`NOT (e.num = 2 AND e.memo = 'Mirror node created synthetic treasury account')`);
    conditions.push(...params.conditions('e.balance', q.balances));
  }
  conditions.push(
    ...params.equalOrRanges('e.id', splitEqual(q.ids)),
    ...params.conditions('e.public_key', q.publicKeys),
  );
  const direction = sortDirection(q.order);
  const limit = params.bind(q.limit);
  const tokens = q.includeBalance
    ? `, ${tokenBalancesColumn('e.id', { kind: 'current' }, direction, params.bind(q.tokenLimit))}`
    : '';
  const rows = await db.query<AccountRow & { tokens_json?: string | null }>(
    `SELECT ${ACCOUNT_COLUMNS}, e.balance, e.balance_timestamp${tokens}
     FROM entity e LEFT JOIN entity_stake es ON es.id = e.id
     WHERE ${conditions.join(' AND ')}
     ORDER BY e.id ${direction}
     LIMIT ${limit}`,
    params.values,
  );
  if (!q.includeBalance) return rows.map((row) => toAccount(row, null));
  return rows.map((row) =>
    toAccount(row, {
      balance: row.balance ?? null,
      timestamp: formatTimestamp(row.balance_timestamp),
      tokens: parseTokenBalances(row.tokens_json ?? null),
    }),
  );
}
