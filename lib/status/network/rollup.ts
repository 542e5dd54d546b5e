import type { Db, Queryable } from '../../db';
import { addressBookNodes, newestBlockEndNs } from '../health/ledger-reads';
import {
  addActivePayers,
  addNodeDays,
  addPeriodTotals,
  forgetClosedPayers,
  readRollupWatermark,
  saveRollupWatermark,
  type PeriodTotals,
} from '../store/network-stats';
import { firstTransactionSinceNs, hourPayers, hourTotals, nodeDays, type HourTotals } from './ledger-reads';
import { NETWORK_PERIODS, NS_PER_DAY, NS_PER_HOUR, periodStartNs, type NetworkPeriod } from '../network-periods';

export interface RollupOptions {
  nowMs: number;
  /** How far back a first rollup starts (the ledger may be years old; the figures need not be). */
  historyDays: number;
  /** At most this much ledger time per step, so one step stays short on a busy ledger. */
  chunkNs: bigint;
}

export const ROLLUP_SETTINGS = {
  historyDays: 400,
  chunkNs: 6n * NS_PER_HOUR,
  intervalMs: 2_000,
  stepBudgetMs: 1_500,
} as const;

/**
 * Advances the network figures by the ledger after the watermark: at most `chunkNs` of it, never past the newest
 * block (whose transactions are all written). Returns true when more ledger is left to roll up.
 */
export async function rollNetworkStats(db: Db, ledger: Queryable, o: RollupOptions): Promise<boolean> {
  const newest = await newestBlockEndNs(ledger);
  if (newest === null) return false;
  const watermark = await readRollupWatermark(db);
  let from = watermark;
  if (from === undefined) {
    const first = await firstTransactionSinceNs(
      ledger,
      BigInt(o.nowMs) * 1_000_000n - BigInt(o.historyDays) * NS_PER_DAY,
    );
    if (first === null) return false;
    from = first - 1n;
  }
  if (from >= newest) return false;
  const to = newest - from > o.chunkNs ? from + o.chunkNs : newest;
  const nodeAccounts = (await addressBookNodes(ledger)).map((n) => n.node_account_id);
  const [hours, payers, nodes] = await Promise.all([
    hourTotals(ledger, from, to),
    hourPayers(ledger, from, to),
    nodeDays(ledger, from, to, nodeAccounts),
  ]);

  await db.transaction(async (tx) => {
    // Another process may have rolled the same range meanwhile: adding it twice would double it, so skip.
    if ((await readRollupWatermark(tx, true)) !== watermark) return;
    await addPeriodTotals(tx, foldHours(hours));
    await addActivePayers(
      tx,
      payers.flatMap(({ hour, account }) =>
        NETWORK_PERIODS.map((period) => ({
          period,
          start_ns: periodStartNs(period, hour * NS_PER_HOUR),
          account,
        })),
      ),
    );
    await forgetClosedPayers(tx, openStarts(to));
    await addNodeDays(
      tx,
      nodes.map((n) => ({ ...n, day_start_ns: n.day * NS_PER_DAY })),
    );
    await saveRollupWatermark(tx, to, new Date(o.nowMs));
  });
  return to < newest;
}

function openStarts(ns: bigint): Record<NetworkPeriod, bigint> {
  return {
    hour: periodStartNs('hour', ns),
    day: periodStartNs('day', ns),
    month: periodStartNs('month', ns),
  };
}

/** Hour totals from the ledger, and the same summed into their days and months. */
export function foldHours(hours: HourTotals[]): PeriodTotals[] {
  const folded = new Map<string, PeriodTotals>();
  for (const h of hours) {
    for (const period of NETWORK_PERIODS) {
      const start = periodStartNs(period, h.hour * NS_PER_HOUR);
      const key = `${period}:${start}`;
      const into = folded.get(key);
      if (!into) {
        const { hour: _hour, ...totals } = h;
        folded.set(key, { ...totals, period, start_ns: start });
        continue;
      }
      into.transactions += h.transactions;
      into.latency_sum_ns = String(BigInt(into.latency_sum_ns) + BigInt(h.latency_sum_ns));
      into.latency_count += h.latency_count;
      into.latency_max_ns = into.latency_max_ns > h.latency_max_ns ? into.latency_max_ns : h.latency_max_ns;
      into.fees_tinybar = String(BigInt(into.fees_tinybar) + BigInt(h.fees_tinybar));
      into.new_accounts += h.new_accounts;
      into.tokens_created += h.tokens_created;
      into.contracts_created += h.contracts_created;
    }
  }
  return [...folded.values()];
}
