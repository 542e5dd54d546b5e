/**
 * A token's holders (`/api/v1/tokens/{id}/balances`): now from token_account (its (token_id, account_id) index), or
 * as of a balance snapshot from token_balance, whose monthly partitions the snapshot's [first of its month, itself]
 * bounds prune to one.
 */
import { formatEntityId } from '../core/entity-id';
import type { Filter, Order } from '../core/filter';
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { TokenBalancesResponse } from '../schemas/v1/token';
import { SqlParams, sortDirection, type TimestampWindow } from './sql';
import { balanceSnapshot, firstDayOfMonth } from './account-history';

export interface TokenBalanceQuery {
  tokenId: bigint;
  accountIds: Filter<bigint>[];
  balances: Filter<bigint>[];
  /** Only accounts whose entity has this public key (hex, as stored). */
  publicKey: string | null;
  /** Read the snapshot the window selects; null: the current balances. */
  window: TimestampWindow | null;
  limit: number;
  order: Order;
}

interface HolderRow {
  account_id: bigint;
  balance: bigint;
  timestamp: bigint | null;
  [key: string]: unknown;
}

const NONE: Omit<TokenBalancesResponse, 'links'> = { timestamp: null, balances: [] };

export async function listTokenBalances(
  db: Queryable,
  q: TokenBalanceQuery,
  nowNs: bigint,
): Promise<Omit<TokenBalancesResponse, 'links'>> {
  const params = new SqlParams();
  const token = params.bind(q.tokenId);
  const accounts = params.conditions('b.account_id', q.accountIds);
  const holder =
    q.publicKey === null ? '' : `JOIN entity e ON e.type = 'ACCOUNT' AND e.id = b.account_id AND e.public_key = ${params.bind(q.publicKey)}`;
  const direction = sortDirection(q.order);
  let sql: string;
  if (q.window) {
    const snapshot = await balanceSnapshot(db, q.window, nowNs);
    if (!snapshot) return NONE;
    const upper = params.bind(snapshot.upper);
    const lower = params.bind(firstDayOfMonth(snapshot.upper, 0));
    // Each holder's newest balance in the snapshot's month; a balance filter applies to that balance only.
    const latest = `SELECT DISTINCT ON (b.account_id) b.account_id, b.balance, ${upper}::bigint AS timestamp
      FROM token_balance b ${holder}
      WHERE b.token_id = ${token} ${accounts.map((c) => `AND ${c}`).join(' ')}
        AND b.consensus_timestamp >= ${lower} AND b.consensus_timestamp <= ${upper}
      ORDER BY b.account_id ${direction}, b.consensus_timestamp DESC`;
    const balances = params.conditions('b.balance', q.balances);
    sql = balances.length
      ? `SELECT * FROM (${latest}) b WHERE ${balances.join(' AND ')} ORDER BY b.account_id ${direction} LIMIT ${params.bind(q.limit)}`
      : `${latest} LIMIT ${params.bind(q.limit)}`;
  } else {
    const where = [`b.token_id = ${token}`, 'b.associated', ...accounts, ...params.conditions('b.balance', q.balances)];
    // The page's timestamp is its newest balance change, as the reference reports it.
    sql = `WITH page AS (
        SELECT b.account_id, b.balance, b.balance_timestamp FROM token_account b ${holder}
        WHERE ${where.join(' AND ')} ORDER BY b.account_id ${direction} LIMIT ${params.bind(q.limit)})
      SELECT account_id, balance, (SELECT max(balance_timestamp) FROM page) AS timestamp FROM page ORDER BY account_id ${direction}`;
  }
  const rows = await db.query<HolderRow>(sql, params.values);
  if (!rows.length) return NONE;
  const [token_row] = await db.query<{ decimals: bigint }>('SELECT decimals FROM token WHERE token_id = $1', [q.tokenId]);
  const decimals = token_row?.decimals ?? null;
  return {
    timestamp: formatTimestamp(rows[0]!.timestamp),
    balances: rows.map((r) => ({ account: formatEntityId(r.account_id)!, balance: r.balance, decimals })),
  };
}
