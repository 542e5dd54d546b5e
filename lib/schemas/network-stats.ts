import { z } from 'zod';

/**
 * The network figures extension (`/api/network/...`, issue 31): figures the Mirror Node's /api/v1 does not aggregate,
 * per UTC hour, day or month. Our own API, never part of an /api/v1 answer.
 */

export const NetworkStatsPeriodName = z.enum(['hour', 'day', 'month']);
export type NetworkStatsPeriodName = z.infer<typeof NetworkStatsPeriodName>;

/** An ISO-8601 instant in UTC: `2026-01-01T00:00:00.000Z`. */
const instant = z.iso.datetime();
/** Tinybars, as a decimal string (sums can pass 2^53). */
const tinybars = z.string().regex(/^\d+$/);
const count = z.number().int().nonnegative();

export const NetworkStatsPeriod = z.object({
  start: instant,
  end: instant,
  /** False while the period is still being added to (its end is after the newest block rolled up). */
  complete: z.boolean(),
  /** Transaction records, child records included. */
  transactions: count,
  /** Transactions per second over the part of the period rolled up so far. */
  tps: z.number().nonnegative(),
  /** Valid start → consensus of top-level, non-scheduled transactions; null when there were none. */
  latency_mean_ms: z.number().nonnegative().nullable(),
  latency_max_ms: z.number().nonnegative().nullable(),
  fees_tinybar: tinybars,
  new_accounts: count,
  /** Distinct accounts that paid for a transaction in the period. */
  active_accounts: count,
  tokens_created: count,
  contracts_created: count,
});
export type NetworkStatsPeriod = z.infer<typeof NetworkStatsPeriod>;

export const NetworkStatsResponse = z.object({
  period: NetworkStatsPeriodName,
  /** The consensus time the figures include transactions up to; null before the first rollup. */
  rolled_to: instant.nullable(),
  /** Oldest first. */
  periods: z.array(NetworkStatsPeriod),
});
export type NetworkStatsResponse = z.infer<typeof NetworkStatsResponse>;

export const NodeActivityDay = z.object({
  /** The UTC day, `2026-01-01`. */
  day: z.iso.date(),
  /** Top-level transactions the node submitted to consensus (node_account_id). */
  transactions: count,
  /** Credits to the node's account from the reward accounts (0.0.801, 0.0.802) that day, and their sum. */
  reward_payouts: count,
  reward_tinybar: tinybars,
  /**
   * The day's evidence of life, as the node's uptime on the status page reads it: `transactions` (it handled some),
   * `reward` (none, but the payout at the next midnight rewarded it for this day), `none` (neither, while that
   * payout rewarded other nodes: a down day), or null (no reward payout for the day seen yet).
   */
  evidence: z.enum(['transactions', 'reward', 'none']).nullable(),
});
export type NodeActivityDay = z.infer<typeof NodeActivityDay>;

export const NodeActivityResponse = z.object({
  node_account_id: z.string().regex(/^\d+\.\d+\.\d+$/),
  rolled_to: instant.nullable(),
  /** Newest first. */
  days: z.array(NodeActivityDay),
});
export type NodeActivityResponse = z.infer<typeof NodeActivityResponse>;
