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
import { andConditions, SqlParams, sortDirection, type SortDirection, type TimestampWindow } from './sql';
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

type Holders = Omit<TokenBalancesResponse, 'links'>;

const none = (): Holders => ({ timestamp: null, balances: [] });

/** Each holder's newest balance in the snapshot's month; a balance filter applies to that balance only. */
function snapshotSql(q: TokenBalanceQuery, params: SqlParams, parts: QueryParts, snapshot: bigint): string {
  const upper = params.bind(snapshot);
  const lower = params.bind(firstDayOfMonth(snapshot, 0));
  const latest = `SELECT DISTINCT ON (b.account_id) b.account_id, b.balance, ${upper}::bigint AS timestamp
    FROM token_balance b ${parts.holder}
    WHERE b.token_id = ${parts.tokenId} ${andConditions(parts.accounts)}
      AND b.consensus_timestamp >= ${lower} AND b.consensus_timestamp <= ${upper}
    ORDER BY b.account_id ${parts.direction}, b.consensus_timestamp DESC`;
  const balances = params.conditions('b.balance', q.balances);
  if (!balances.length) return `${latest} LIMIT ${params.bind(q.limit)}`;
  return `SELECT * FROM (${latest}) b WHERE ${balances.join(' AND ')} ORDER BY b.account_id ${parts.direction} LIMIT ${params.bind(q.limit)}`;
}

/** The associated accounts now; the page's timestamp is its newest balance change, as the reference reports it. */
function currentSql(q: TokenBalanceQuery, params: SqlParams, parts: QueryParts): string {
  const where = [
    `b.token_id = ${parts.tokenId}`,
    'b.associated',
    ...parts.accounts,
    ...params.conditions('b.balance', q.balances),
  ];
  return `WITH page AS (
      SELECT b.account_id, b.balance, b.balance_timestamp FROM token_account b ${parts.holder}
      WHERE ${where.join(' AND ')} ORDER BY b.account_id ${parts.direction} LIMIT ${params.bind(q.limit)})
    SELECT account_id, balance, (SELECT max(balance_timestamp) FROM page) AS timestamp FROM page ORDER BY account_id ${parts.direction}`;
}

/** What both statements share, bound once. */
interface QueryParts {
  tokenId: string;
  accounts: string[];
  holder: string;
  direction: SortDirection;
}

export async function listTokenBalances(db: Queryable, q: TokenBalanceQuery, nowNs: bigint): Promise<Holders> {
  const snapshot = q.window ? await balanceSnapshot(db, q.window, nowNs) : null;
  if (q.window && !snapshot) return none();
  const params = new SqlParams();
  const parts: QueryParts = {
    tokenId: params.bind(q.tokenId),
    accounts: params.conditions('b.account_id', q.accountIds),
    holder:
      q.publicKey === null
        ? ''
        : `JOIN entity e ON e.type = 'ACCOUNT' AND e.id = b.account_id AND e.public_key = ${params.bind(q.publicKey)}`,
    direction: sortDirection(q.order),
  };
  const sql = snapshot ? snapshotSql(q, params, parts, snapshot.upper) : currentSql(q, params, parts);
  const rows = await db.query<HolderRow>(sql, params.values);
  if (!rows.length) return none();
  const [token] = await db.query<{ decimals: bigint }>('SELECT decimals FROM token WHERE token_id = $1', [q.tokenId]);
  const decimals = token?.decimals ?? null;
  return {
    timestamp: formatTimestamp(rows[0]!.timestamp),
    balances: rows.map((r) => ({ account: formatEntityId(r.account_id)!, balance: r.balance, decimals })),
  };
}
