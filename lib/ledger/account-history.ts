/**
 * One account as of now or as of a timestamp window (`/api/v1/accounts/{id}` with `timestamp`): the entity
 * version live in the window, and its balance from the newest balance snapshot in the window.
 */
import { formatTimestamp } from '../core/timestamp';
import type { Queryable } from '../db/types';
import type { Account } from '../schemas/v1/account';
import { ACCOUNT_COLUMNS, toAccount, type AccountRow } from './accounts';
import { parseTokenBalances, tokenBalancesColumn } from './token-balances-column';
import { SqlParams, type TimestampWindow } from './sql';

const ACCOUNT_TYPES = `e.type IN ('ACCOUNT', 'CONTRACT')
  AND NOT (e.num = 2 AND e.memo = 'Mirror node created synthetic treasury account')`;
// Named, not `*`: a real Mirror Node database may order the history tables' columns differently.
const ENTITY_FIELDS = `id, alias, auto_renew_period, created_timestamp, decline_reward, deleted, ethereum_nonce,
  evm_address, expiration_timestamp, key, max_automatic_token_associations, memo, receiver_sig_required,
  staked_account_id, staked_node_id, stake_period_start, timestamp_range, balance, balance_timestamp`;
const STAKE_FIELDS = 'id, pending_reward, end_stake_period, timestamp_range';
const TREASURY_ACCOUNT = 2n;
const MAX_LONG = 9223372036854775807n;

/** The account now, with its current balance and up to `tokenLimit` associated token balances (one statement). */
export async function getCurrentAccount(db: Queryable, id: bigint, tokenLimit: number): Promise<Account | null> {
  const rows = await db.query<AccountRow & { tokens_json: string | null }>(
    `SELECT ${ACCOUNT_COLUMNS}, e.balance, e.balance_timestamp,
       ${tokenBalancesColumn('$1', { kind: 'current' }, 'ASC', '$2')}
     FROM entity e LEFT JOIN entity_stake es ON es.id = e.id AND es.id = $1
     WHERE ${ACCOUNT_TYPES} AND e.id = $1`,
    [id, tokenLimit],
  );
  const row = rows[0];
  if (!row) return null;
  const balance = {
    balance: row.balance ?? null,
    timestamp: formatTimestamp(row.balance_timestamp),
    tokens: parseTokenBalances(row.tokens_json),
  };
  return toAccount(row, balance);
}

/** First instant of the month `delta` months from the one `ns` falls in (UTC). */
export function firstDayOfMonth(ns: bigint, delta: number): bigint {
  const date = new Date(Number(ns / 1_000_000n));
  return BigInt(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + delta)) * 1_000_000n;
}

/**
 * The balance snapshot to report for the window: the newest treasury snapshot (every snapshot has the
 * treasury) no older than the month before min(window end, now). Null when there is none; the answer then
 * falls back to the entity's own balance fields.
 */
export async function balanceSnapshot(
  db: Queryable,
  window: TimestampWindow,
  nowNs: bigint,
): Promise<{ lower: bigint; upper: bigint } | null> {
  let lower = window.lower ?? 0n;
  let upper = window.upper ?? MAX_LONG;
  // eq behaves as lte here: the snapshot at or before the instant.
  for (const value of window.eq) upper = value < upper ? value : upper;
  if (lower > upper) return null;
  const recent = firstDayOfMonth(upper < nowNs ? upper : nowNs, -1);
  if (recent > lower) lower = recent;
  const rows = await db.query<{ consensus_timestamp: bigint }>(
    `SELECT consensus_timestamp FROM account_balance
     WHERE account_id = $1 AND consensus_timestamp >= $2 AND consensus_timestamp <= $3
       AND NOT consensus_timestamp = ANY($4::bigint[])
     ORDER BY consensus_timestamp DESC LIMIT 1`,
    [TREASURY_ACCOUNT, lower, upper, window.ne],
  );
  const found = rows[0]?.consensus_timestamp;
  return found === undefined ? null : { lower: firstDayOfMonth(found, -1), upper: found };
}

/** `e.timestamp_range` conditions: the entity version overlaps the window. */
function rangeConditions(window: TimestampWindow, params: SqlParams): string[] {
  const out: string[] = [];
  if (window.lower !== null || window.upper !== null) {
    out.push(
      `e.timestamp_range && int8range(${params.bind(window.lower)}::bigint, ${params.bind(window.upper)}::bigint, '[]')`,
    );
  }
  for (const value of window.ne) out.push(`NOT e.timestamp_range @> ${params.bind(value)}::bigint`);
  for (const value of window.eq) out.push(`e.timestamp_range && int8range(NULL, ${params.bind(value)}::bigint, '(]')`);
  return out;
}

/** The account version live in the window, with the balance as of the window's snapshot. */
export async function getAccountAt(
  db: Queryable,
  id: bigint,
  window: TimestampWindow,
  nowNs: bigint,
  tokenLimit: number,
): Promise<Account | null> {
  const snapshot = await balanceSnapshot(db, window, nowNs);
  const params = new SqlParams();
  const where = [`e.id = ${params.bind(id)}`, ...rangeConditions(window, params)].join(' AND ');
  const rows = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS}, e.balance, e.balance_timestamp
     FROM (SELECT * FROM (
             SELECT ${ENTITY_FIELDS} FROM entity e WHERE ${ACCOUNT_TYPES} AND ${where}
             UNION ALL
             SELECT ${ENTITY_FIELDS} FROM entity_history e WHERE ${ACCOUNT_TYPES} AND ${where}) v
           ORDER BY timestamp_range DESC LIMIT 1) e
     LEFT JOIN (SELECT * FROM (
             SELECT ${STAKE_FIELDS} FROM entity_stake e WHERE ${where}
             UNION ALL
             SELECT ${STAKE_FIELDS} FROM entity_stake_history e WHERE ${where}) s
           ORDER BY timestamp_range DESC LIMIT 1) es ON es.id = e.id`,
    params.values,
  );
  const row = rows[0];
  if (!row) return null;
  if (!snapshot) {
    return toAccount(row, {
      balance: row.balance ?? null,
      timestamp: formatTimestamp(row.balance_timestamp),
      tokens: [],
    });
  }
  const [held] = await db.query<{ balance: bigint | null; tokens_json: string | null }>(
    `SELECT (SELECT balance FROM account_balance
             WHERE account_id = $1 AND consensus_timestamp >= $2 AND consensus_timestamp <= $3
             ORDER BY consensus_timestamp DESC LIMIT 1) AS balance,
       ${tokenBalancesColumn('$1', { kind: 'snapshot', lower: '$2', upper: '$3' }, 'ASC', '$4')}`,
    [id, snapshot.lower, snapshot.upper, tokenLimit],
  );
  const tokens = parseTokenBalances(held?.tokens_json ?? null);
  // An account absent from every snapshot in the window (e.g. created after the last one) holds 0.
  const balance = held?.balance ?? 0n;
  return toAccount(row, { balance, timestamp: formatTimestamp(snapshot.upper), tokens });
}
