import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { openMigratedPglite } from '../../db/testing';
import { NetworkStatsResponse, NodeActivityResponse } from '../../schemas/network-stats';
import { addNodeDays, addPeriodTotals, saveRollupWatermark, type PeriodTotals } from '../store/network-stats';
import { networkStatsCsv } from './csv';
import { parseStatsQuery } from '../http/network-stats';
import { NS_PER_HOUR } from '../network-periods';
import { networkStats, nodeActivity } from './read';

const H0 = BigInt(Date.parse('2026-01-01T10:00:00Z')) * 1_000_000n;
let db: Db;

const totals = (start: bigint, transactions: bigint): PeriodTotals => ({
  period: 'hour',
  start_ns: start,
  transactions,
  latency_sum_ns: String(transactions * 2_500_000_000n),
  latency_count: transactions,
  latency_max_ns: 4_000_000_000n,
  fees_tinybar: String(transactions * 100_000n),
  new_accounts: 1n,
  tokens_created: 0n,
  contracts_created: 0n,
});

beforeAll(async () => {
  db = await openMigratedPglite();
  // Hours 10:00 and 12:00 have transactions, 11:00 none; rolled up to 12:30.
  await addPeriodTotals(db, [totals(H0, 7200n), totals(H0 + 2n * NS_PER_HOUR, 900n)]);
  await saveRollupWatermark(db, H0 + 2n * NS_PER_HOUR + NS_PER_HOUR / 2n - 1n, new Date());
});
afterAll(() => db?.close());

describe('the network figures as the API serves them', () => {
  it('lists every hour from the first, an empty one as zeros, the open one at its rate so far', async () => {
    const stats = NetworkStatsResponse.parse(await networkStats(db, 'hour', 10));
    expect(stats.rolled_to).toBe('2026-01-01T12:29:59.999Z');
    expect(stats.periods.map((p) => [p.start.slice(11, 16), p.transactions, p.tps, p.complete])).toEqual([
      ['10:00', 7200, 2, true],
      ['11:00', 0, 0, true],
      ['12:00', 900, 0.5, false], // 900 in the 30 minutes rolled up so far
    ]);
    expect(stats.periods[0]).toMatchObject({ latency_mean_ms: 2500, latency_max_ms: 4000, fees_tinybar: '720000000' });
    expect(stats.periods[1]).toMatchObject({ latency_mean_ms: null, latency_max_ms: null });
    // The limit keeps the newest.
    expect((await networkStats(db, 'hour', 1)).periods.map((p) => p.start)).toEqual(['2026-01-01T12:00:00.000Z']);
  });

  it('writes the CSV with a header and a line per period', async () => {
    const csv = networkStatsCsv(await networkStats(db, 'hour', 10)).split('\r\n');
    expect(csv[0]).toBe(
      'start,end,complete,transactions,tps,latency_mean_ms,latency_max_ms,fees_tinybar,new_accounts,active_accounts,tokens_created,contracts_created',
    );
    expect(csv[2]).toBe('2026-01-01T11:00:00.000Z,2026-01-01T12:00:00.000Z,true,0,0,,,0,0,0,0,0');
    expect(csv).toHaveLength(5); // header, three periods, and the final line break
  });

  it('refuses a query it cannot answer, saying why', () => {
    const parse = (query: string) => () => parseStatsQuery(new URL(`http://x/api/network/stats?${query}`));
    expect(parse('')()).toEqual({ period: 'hour', limit: 48 });
    expect(parse('period=month&limit=3')()).toEqual({ period: 'month', limit: 3 });
    expect(parse('period=week')).toThrow('period: must be one of hour, day, month');
    expect(parse('limit=0')).toThrow('limit: must be a whole number from 1 to 2208 for hours');
    expect(parse('limit=1.5')).toThrow('limit: must be a whole number');
    expect(parse('from=1')).toThrow('unknown parameter: from');
  });

  it("lists a node's every day with its evidence of life, the reward paid at midnight counting for the day before", async () => {
    const day = (date: string) => BigInt(Date.parse(`${date}T00:00:00Z`)) * 1_000_000n;
    const row = (node: bigint, date: string, transactions: bigint, payouts: bigint) => ({
      node_account_id: node,
      day_start_ns: day(date),
      transactions,
      reward_payouts: payouts,
      reward_tinybar: String(payouts * 2_500_000_000n),
    });
    await addNodeDays(db, [
      row(3n, '2025-12-29', 1n, 1n),
      row(3n, '2025-12-30', 1n, 1n), // the payout for 12-29 left node 4 out
      row(3n, '2025-12-31', 1n, 1n),
      row(3n, '2026-01-01', 1n, 1n),
      row(4n, '2025-12-28', 5n, 0n),
      row(4n, '2025-12-29', 0n, 1n),
      // 2025-12-30: node 4 did nothing, so it has no row; the payout of 12-31 rewards it for that day.
      row(4n, '2025-12-31', 3n, 1n),
      row(4n, '2026-01-01', 0n, 1n),
    ]);
    const activity = NodeActivityResponse.parse(await nodeActivity(db, 4n));
    expect(activity.days.map((d) => [d.day, d.transactions, d.reward_payouts, d.evidence])).toEqual([
      ['2026-01-01', 0, 1, null], // no payout for it yet: not settled
      ['2025-12-31', 3, 1, 'transactions'],
      ['2025-12-30', 0, 0, 'reward'],
      ['2025-12-29', 0, 1, 'none'],
      ['2025-12-28', 5, 0, 'transactions'],
    ]);
    expect(activity.days[3]!.reward_tinybar).toBe('2500000000'); // received that day, for 12-28
    expect((await nodeActivity(db, 4n, 2)).days.map((d) => d.day)).toEqual(['2026-01-01', '2025-12-31']);
  });
});
