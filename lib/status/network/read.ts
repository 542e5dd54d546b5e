import { getConfig } from '../../config';
import { getStatusDb, type Queryable } from '../../db';
import type {
  NetworkStatsPeriod,
  NetworkStatsPeriodName,
  NetworkStatsResponse,
  NodeActivityResponse,
} from '../../schemas/network-stats';
import {
  oldestPeriodStartNs,
  readNodeDays,
  readPayoutDays,
  readPeriods,
  readRollupWatermark,
  type PeriodRow,
} from '../store/network-stats';
import { NS_PER_DAY, periodEndNs, periodStartNs } from '../network-periods';

/** How many periods an answer holds by default and at most: two days of hours, two months of days, two years. */
export const PERIOD_LIMITS: Record<NetworkStatsPeriodName, { default: number; max: number }> = {
  hour: { default: 48, max: 24 * 92 },
  day: { default: 60, max: 800 },
  month: { default: 24, max: 240 },
};

const NS_PER_MS = 1_000_000n;
const isoOf = (ns: bigint) => new Date(Number(ns / NS_PER_MS)).toISOString();

/** The figures of the newest `limit` periods, oldest first; read only from our store, never the ledger. */
export async function networkStats(
  db: Queryable,
  period: NetworkStatsPeriodName,
  limit: number = PERIOD_LIMITS[period].default,
): Promise<NetworkStatsResponse> {
  const rolledTo = await readRollupWatermark(db);
  if (rolledTo === undefined) return { period, rolled_to: null, periods: [] };
  const rows = await readPeriods(db, period, rolledTo + 1n, limit);
  const oldest = await oldestPeriodStartNs(db, period);
  const byStart = new Map(rows.map((row) => [row.start_ns, row]));
  // Every period from the newest back, not only those with transactions: an hour without any is a zero, not a gap.
  const periods: NetworkStatsPeriod[] = [];
  for (let start = periodStartNs(period, rolledTo); oldest !== null && start >= oldest && periods.length < limit;) {
    periods.push(toWire(byStart.get(start) ?? emptyPeriod(period, start), rolledTo));
    start = periodStartNs(period, start - 1n);
  }
  return { period, rolled_to: isoOf(rolledTo), periods: periods.reverse() };
}

function emptyPeriod(period: NetworkStatsPeriodName, start: bigint): PeriodRow {
  return {
    period,
    start_ns: start,
    transactions: 0n,
    latency_sum_ns: '0',
    latency_count: 0n,
    latency_max_ns: 0n,
    fees_tinybar: '0',
    new_accounts: 0n,
    active_accounts: 0n,
    tokens_created: 0n,
    contracts_created: 0n,
  };
}

function toWire(row: PeriodRow, rolledTo: bigint): NetworkStatsPeriod {
  const end = periodEndNs(row.period, row.start_ns);
  const complete = end <= rolledTo + 1n;
  // An open period's rate is over the part rolled up so far, not its whole length.
  const coveredNs = (complete ? end : rolledTo + 1n) - row.start_ns;
  const latencyCount = Number(row.latency_count);
  return {
    start: isoOf(row.start_ns),
    end: isoOf(end),
    complete,
    transactions: Number(row.transactions),
    tps: round(Number(row.transactions) / (Number(coveredNs) / 1e9), 3),
    latency_mean_ms: latencyCount === 0 ? null : round(Number(row.latency_sum_ns) / latencyCount / 1e6, 3),
    latency_max_ms: latencyCount === 0 ? null : round(Number(row.latency_max_ns) / 1e6, 3),
    fees_tinybar: row.fees_tinybar,
    new_accounts: Number(row.new_accounts),
    active_accounts: Number(row.active_accounts),
    tokens_created: Number(row.tokens_created),
    contracts_created: Number(row.contracts_created),
  };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A node's newest `days` days of activity and reward payouts, newest first, every day from its first rolled up to
 * the newest (a day it did nothing is zeros: that is the evidence of a down day), each with its evidence of life.
 * A reward payout received on a day rewards the day before (HIP-1064), as lib/status/health/rules.ts reads it.
 */
export async function nodeActivity(db: Queryable, nodeAccountId: bigint, days = 90): Promise<NodeActivityResponse> {
  const rolledTo = await readRollupWatermark(db);
  const rows = await readNodeDays(db, nodeAccountId, days);
  const byDay = new Map(rows.map((r) => [r.day_start_ns, r]));
  const newest = rolledTo === undefined ? rows[0]?.day_start_ns : periodStartNs('day', rolledTo);
  const oldestRow = rows[rows.length - 1]?.day_start_ns;
  const wire: NodeActivityResponse['days'] = [];
  if (newest !== undefined && oldestRow !== undefined) {
    const oldest =
      newest - BigInt(days - 1) * NS_PER_DAY > oldestRow ? newest - BigInt(days - 1) * NS_PER_DAY : oldestRow;
    const payoutDays = new Set(await readPayoutDays(db, oldest));
    for (let day = newest; day >= oldest; day -= NS_PER_DAY) {
      const row = byDay.get(day);
      const transactions = Number(row?.transactions ?? 0n);
      const rewarded = (byDay.get(day + NS_PER_DAY)?.reward_payouts ?? 0n) > 0n;
      wire.push({
        day: isoOf(day).slice(0, 10),
        transactions,
        reward_payouts: Number(row?.reward_payouts ?? 0n),
        reward_tinybar: row?.reward_tinybar ?? '0',
        evidence:
          transactions > 0 ? 'transactions' : rewarded ? 'reward' : payoutDays.has(day + NS_PER_DAY) ? 'none' : null,
      });
    }
  }
  return {
    node_account_id: `0.0.${nodeAccountId}`,
    rolled_to: rolledTo === undefined ? null : isoOf(rolledTo),
    days: wire,
  };
}

/** For pages: the figures from this server's own store (the explorer's pages render them in process). */
export async function loadNetworkStats(period: NetworkStatsPeriodName): Promise<NetworkStatsResponse> {
  return networkStats(await getStatusDb(getConfig()), period);
}

/** For the node page: the node's days from this server's own store. */
export async function loadNodeActivity(nodeAccountId: bigint): Promise<NodeActivityResponse> {
  return nodeActivity(await getStatusDb(getConfig()), nodeAccountId);
}
