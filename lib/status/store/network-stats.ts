import type { Queryable } from '../../db';
import type { NetworkPeriod } from '../network-periods';

/** The network figures' SQL in our store: status.network_period, its open periods' payers, node_day, the watermark. */

/** A period's figures that add up across steps (active accounts are counted apart: they are distinct per period). */
export interface PeriodFigures {
  transactions: bigint;
  latency_sum_ns: string;
  latency_count: bigint;
  latency_max_ns: bigint;
  fees_tinybar: string;
  new_accounts: bigint;
  tokens_created: bigint;
  contracts_created: bigint;
}

export interface PeriodTotals extends PeriodFigures {
  period: NetworkPeriod;
  start_ns: bigint;
}

export interface PeriodRow extends PeriodTotals {
  active_accounts: bigint;
}

export interface NodeDay {
  node_account_id: bigint;
  day_start_ns: bigint;
  transactions: bigint;
  reward_payouts: bigint;
  reward_tinybar: string;
}

/** How far the ledger has been rolled up; `lock` holds the row until the caller's transaction ends. */
export async function readRollupWatermark(db: Queryable, lock = false): Promise<bigint | undefined> {
  const [row] = await db.query<{ rolled_to_ns: bigint }>(
    `SELECT rolled_to_ns FROM status.network_rollup${lock ? ' FOR UPDATE' : ''}`,
  );
  return row?.rolled_to_ns;
}

export async function saveRollupWatermark(tx: Queryable, rolledToNs: bigint, at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO status.network_rollup (singleton, rolled_to_ns, updated_at) VALUES (true, $1, $2)
     ON CONFLICT (singleton) DO UPDATE SET rolled_to_ns = $1, updated_at = $2`,
    [rolledToNs, at],
  );
}

const column = <T>(rows: T[], pick: (row: T) => unknown) => rows.map((r) => String(pick(r)));

/** Adds totals to their periods (one statement for all of them), creating the periods not seen yet. */
export async function addPeriodTotals(tx: Queryable, rows: PeriodTotals[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO status.network_period AS p (period, start_ns, transactions, latency_sum_ns, latency_count, latency_max_ns,
            fees_tinybar, new_accounts, tokens_created, contracts_created)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::numeric[], $5::bigint[], $6::bigint[], $7::numeric[],
                          $8::bigint[], $9::bigint[], $10::bigint[])
     ON CONFLICT (period, start_ns) DO UPDATE SET
       transactions = p.transactions + excluded.transactions,
       latency_sum_ns = p.latency_sum_ns + excluded.latency_sum_ns,
       latency_count = p.latency_count + excluded.latency_count,
       latency_max_ns = greatest(p.latency_max_ns, excluded.latency_max_ns),
       fees_tinybar = p.fees_tinybar + excluded.fees_tinybar,
       new_accounts = p.new_accounts + excluded.new_accounts,
       tokens_created = p.tokens_created + excluded.tokens_created,
       contracts_created = p.contracts_created + excluded.contracts_created`,
    [
      column(rows, (r) => r.period),
      column(rows, (r) => r.start_ns),
      column(rows, (r) => r.transactions),
      column(rows, (r) => r.latency_sum_ns),
      column(rows, (r) => r.latency_count),
      column(rows, (r) => r.latency_max_ns),
      column(rows, (r) => r.fees_tinybar),
      column(rows, (r) => r.new_accounts),
      column(rows, (r) => r.tokens_created),
      column(rows, (r) => r.contracts_created),
    ],
  );
}

/**
 * Records payers in their periods and counts the ones new to each period into active_accounts, in one statement:
 * a payer already recorded for the period is not counted again.
 */
export async function addActivePayers(
  tx: Queryable,
  payers: { period: NetworkPeriod; start_ns: bigint; account: bigint }[],
) {
  if (payers.length === 0) return;
  await tx.query(
    `WITH added AS (
       INSERT INTO status.network_period_account (period, start_ns, account_id)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[])
       ON CONFLICT DO NOTHING RETURNING period, start_ns)
     INSERT INTO status.network_period AS p (period, start_ns, active_accounts)
     SELECT period, start_ns, count(*) FROM added GROUP BY 1, 2
     ON CONFLICT (period, start_ns) DO UPDATE SET active_accounts = p.active_accounts + excluded.active_accounts`,
    [column(payers, (r) => r.period), column(payers, (r) => r.start_ns), column(payers, (r) => r.account)],
  );
}

/** Forgets the payers of periods that started before the open ones: nothing will be added to those again. */
export async function forgetClosedPayers(tx: Queryable, openStarts: Record<NetworkPeriod, bigint>): Promise<void> {
  await tx.query(
    `DELETE FROM status.network_period_account
      WHERE (period = 'hour' AND start_ns < $1) OR (period = 'day' AND start_ns < $2) OR (period = 'month' AND start_ns < $3)`,
    [openStarts.hour, openStarts.day, openStarts.month],
  );
}

export async function addNodeDays(tx: Queryable, rows: NodeDay[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO status.node_day AS d (node_account_id, day_start_ns, transactions, reward_payouts, reward_tinybar)
     SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::numeric[])
     ON CONFLICT (node_account_id, day_start_ns) DO UPDATE SET
       transactions = d.transactions + excluded.transactions,
       reward_payouts = d.reward_payouts + excluded.reward_payouts,
       reward_tinybar = d.reward_tinybar + excluded.reward_tinybar`,
    [
      column(rows, (r) => r.node_account_id),
      column(rows, (r) => r.day_start_ns),
      column(rows, (r) => r.transactions),
      column(rows, (r) => r.reward_payouts),
      column(rows, (r) => r.reward_tinybar),
    ],
  );
}

/** The newest `limit` periods of a kind starting before `beforeNs`, newest first. */
export async function readPeriods(
  db: Queryable,
  period: NetworkPeriod,
  beforeNs: bigint,
  limit: number,
): Promise<PeriodRow[]> {
  return db.query<PeriodRow & Record<string, unknown>>(
    `SELECT period, start_ns, transactions, latency_sum_ns::text AS latency_sum_ns, latency_count, latency_max_ns,
            fees_tinybar::text AS fees_tinybar, new_accounts, active_accounts, tokens_created, contracts_created
       FROM status.network_period WHERE period = $1 AND start_ns < $2 ORDER BY start_ns DESC LIMIT $3`,
    [period, beforeNs, limit],
  );
}

/** Where the figures of a kind of period begin (the first rollup's start); null before any. */
export async function oldestPeriodStartNs(db: Queryable, period: NetworkPeriod): Promise<bigint | null> {
  const [row] = await db.query<{ start_ns: bigint }>(
    'SELECT start_ns FROM status.network_period WHERE period = $1 ORDER BY start_ns LIMIT 1',
    [period],
  );
  return row?.start_ns ?? null;
}

/** A node's newest `limit` days, newest first. */
export async function readNodeDays(db: Queryable, nodeAccountId: bigint, limit: number): Promise<NodeDay[]> {
  return db.query<NodeDay & Record<string, unknown>>(
    `SELECT node_account_id, day_start_ns, transactions, reward_payouts, reward_tinybar::text AS reward_tinybar
       FROM status.node_day WHERE node_account_id = $1 ORDER BY day_start_ns DESC LIMIT $2`,
    [nodeAccountId, limit],
  );
}

/** The days (their starts) from `sinceNs` on on which any node received a reward payout. */
export async function readPayoutDays(db: Queryable, sinceNs: bigint): Promise<bigint[]> {
  const rows = await db.query<{ day_start_ns: bigint }>(
    `SELECT DISTINCT day_start_ns FROM status.node_day WHERE day_start_ns >= $1 AND reward_payouts > 0`,
    [sinceNs],
  );
  return rows.map((r) => r.day_start_ns);
}
