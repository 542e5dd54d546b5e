/**
 * `/api/v1/balances`: hbar and token balances of many accounts, either current (the entity and token_account rows)
 * or as of a balance snapshot (account_balance / token_balance, range-partitioned by month on a Mirror Node
 * database). A snapshot read is bounded to the snapshot's own month, so the planner touches one partition.
 */
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable, Row } from '../db/types';
import type { BalanceEntry, BalancesResponse } from '../schemas/v1/balance';
import { balanceSnapshot, firstDayOfMonth } from './account-history';
import { SqlParams, sortDirection, type EqualOrRanges, type TimestampWindow } from './sql';
import { parseTokenBalances, tokenBalancesColumn } from './token-balances-column';

export interface BalancesQuery {
  /** account.id: ranges AND-ed, eq values OR-ed. */
  ids: EqualOrRanges;
  balances: Filter<bigint>[];
  publicKeys: Filter<string>[];
  order: Order;
  limit: number;
  /** Token balances shown per account. */
  tokenLimit: number;
}

interface BalanceRow extends Row {
  account_id: bigint;
  balance: bigint;
  consensus_timestamp: bigint | null;
  tokens_json: string | null;
}

const EMPTY: Omit<BalancesResponse, 'links'> = { timestamp: null, balances: [] };

/** Current balances: the entity rows of accounts and contracts, with their associated tokens' balances. */
export async function currentBalances(db: Queryable, q: BalancesQuery): Promise<Omit<BalancesResponse, 'links'>> {
  const params = new SqlParams();
  const conditions = [
    `type IN ('ACCOUNT', 'CONTRACT')`,
    ...params.equalOrRanges('id', q.ids),
    ...params.conditions('public_key', q.publicKeys),
    ...params.conditions('balance', q.balances),
  ];
  const direction = sortDirection(q.order);
  const rows = await db.query<BalanceRow>(
    `SELECT id AS account_id, balance, balance_timestamp AS consensus_timestamp,
       ${tokenBalancesColumn('entity.id', { kind: 'current' }, direction, params.bind(q.tokenLimit))}
     FROM entity WHERE ${conditions.join(' AND ')}
     ORDER BY id ${direction} LIMIT ${params.bind(q.limit)}`,
    params.values,
  );
  return toAnswer(rows);
}

/**
 * Balances as of the newest snapshot in the window (eq reads as lte): each account's newest row from the first
 * day of that snapshot's month up to it. `account.publickey` first resolves to account ids (eq, as the reference
 * does); no snapshot, or no account with the key, is an empty answer.
 */
export async function snapshotBalances(
  db: Queryable,
  window: TimestampWindow,
  nowNs: bigint,
  q: BalancesQuery,
): Promise<Omit<BalancesResponse, 'links'>> {
  const found = await balanceSnapshot(db, window, nowNs);
  if (!found) return EMPTY;
  const snapshot = { lower: firstDayOfMonth(found.upper, 0), upper: found.upper };
  const keyed = q.publicKeys.length
    ? await accountsWithKeys(
        db,
        q.publicKeys.map((f) => f.value),
        q.limit,
      )
    : null;
  if (keyed && keyed.length === 0) return EMPTY;
  const params = new SqlParams();
  const lower = params.bind(snapshot.lower);
  const upper = params.bind(snapshot.upper);
  const conditions = [
    `ab.consensus_timestamp >= ${lower}`,
    `ab.consensus_timestamp <= ${upper}`,
    ...params.equalOrRanges('ab.account_id', q.ids),
    ...(keyed ? [params.anyOf('ab.account_id', keyed)] : []),
    // As in the reference, the balance filter applies to the rows before each account's newest one is picked.
    ...params.conditions('ab.balance', q.balances),
  ];
  const direction = sortDirection(q.order);
  // Each account's newest row in the window, as a streaming aggregate over the (account_id, consensus_timestamp)
  // primary key that stops at the limit. DISTINCT ON would need account_id ascending with the timestamp descending,
  // an order no index gives, so an ascending page sorted the whole month first (3.6 ms → 0.3 ms on the bench ledger).
  const rows = await db.query<BalanceRow>(
    `SELECT ab.account_id, (array_agg(ab.balance ORDER BY ab.consensus_timestamp DESC))[1] AS balance,
       ${upper}::bigint AS consensus_timestamp,
       ${tokenBalancesColumn('ab.account_id', { kind: 'snapshot', lower, upper }, direction, params.bind(q.tokenLimit))}
     FROM account_balance ab WHERE ${conditions.join(' AND ')}
     GROUP BY ab.account_id ORDER BY ab.account_id ${direction} LIMIT ${params.bind(q.limit)}`,
    params.values,
  );
  return toAnswer(rows);
}

/** Ids of accounts and contracts whose key is one of these (at most `limit`). */
async function accountsWithKeys(db: Queryable, keys: string[], limit: number): Promise<bigint[]> {
  const rows = await db.query<{ id: bigint }>(
    `SELECT id FROM entity WHERE type IN ('ACCOUNT', 'CONTRACT') AND public_key = ANY($1::text[]) LIMIT $2`,
    [keys, limit],
  );
  return rows.map((r) => r.id);
}

/** The answer's `timestamp` is the newest of the rows' balance timestamps (null with no rows). */
function toAnswer(rows: BalanceRow[]): Omit<BalancesResponse, 'links'> {
  let newest: bigint | null = null;
  for (const { consensus_timestamp: ts } of rows) if (ts !== null && (newest === null || ts > newest)) newest = ts;
  const balances: BalanceEntry[] = rows.map((r) => ({
    account: formatEntityId(r.account_id)!,
    balance: r.balance,
    tokens: parseTokenBalances(r.tokens_json),
  }));
  return { timestamp: formatTimestamp(newest), balances };
}
