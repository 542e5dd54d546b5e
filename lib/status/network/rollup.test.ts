import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db';
import { openMigratedPglite } from '../../db/testing';
import { generateDemoLedger } from '../../demo/generate';
import { readNodeDays, readPeriods, type PeriodRow } from '../store/network-stats';
import { REWARD_PAYER_ACCOUNTS } from './ledger-reads';
import { NS_PER_DAY, NS_PER_HOUR, periodEndNs, type NetworkPeriod } from '../network-periods';
import { rollNetworkStats } from './rollup';
import { networkStats } from './read';

/** A demo ledger of 26 hours (a block every 30 minutes), so it holds one whole UTC day and parts of two others. */
const END = new Date('2026-01-02T01:00:00Z');
const DAY = BigInt(Date.parse('2026-01-01T00:00:00Z')) * 1_000_000n;
let db: Db;

beforeAll(async () => {
  db = await openMigratedPglite();
  await generateDemoLedger(db, {
    seed: 11,
    blocks: 53,
    intervalMs: 30 * 60_000,
    endTime: END,
  });
  // Small steps, so hours, days and active payers are each added to over several steps.
  const options = {
    nowMs: END.getTime(),
    historyDays: 400,
    chunkNs: (NS_PER_HOUR * 3n) / 4n,
  };
  while (await rollNetworkStats(db, db, options));
}, 120_000);
afterAll(() => db?.close());

interface RawTransaction extends Record<string, unknown> {
  consensus_timestamp: bigint;
  valid_start_ns: bigint;
  nonce: number;
  scheduled: boolean;
  charged_tx_fee: bigint | null;
  type: number;
  result: number;
  payer_account_id: bigint;
}

/** The figures of [startNs, endNs) recomputed from every raw transaction row, in plain code. */
async function recompute(startNs: bigint, endNs: bigint) {
  const rows = await db.query<RawTransaction>(
    `SELECT consensus_timestamp, valid_start_ns, nonce, scheduled, charged_tx_fee, type, result, payer_account_id
       FROM transaction WHERE consensus_timestamp >= $1 AND consensus_timestamp < $2`,
    [startNs, endNs],
  );
  const topLevel = rows.filter((r) => r.nonce === 0 && !r.scheduled);
  const latencies = topLevel.map((r) => r.consensus_timestamp - r.valid_start_ns);
  const created = (type: number) => BigInt(rows.filter((r) => r.type === type && r.result === 22).length);
  return {
    transactions: BigInt(rows.length),
    latency_sum_ns: String(latencies.reduce((a, b) => a + b, 0n)),
    latency_count: BigInt(topLevel.length),
    latency_max_ns: latencies.reduce((a, b) => (a > b ? a : b), 0n),
    fees_tinybar: String(rows.reduce((a, r) => a + (r.charged_tx_fee ?? 0n), 0n)),
    new_accounts: created(11),
    active_accounts: BigInt(new Set(rows.map((r) => r.payer_account_id)).size),
    tokens_created: created(29),
    contracts_created: created(8),
  };
}

async function stored(period: NetworkPeriod, startNs: bigint): Promise<PeriodRow | undefined> {
  const rows = await readPeriods(db, period, startNs + 1n, 1);
  return rows.find((r) => r.start_ns === startNs);
}

const figures = ({ period: _p, start_ns: _s, ...rest }: PeriodRow) => rest;

describe('network figures rolled up from the demo ledger', () => {
  it('match the raw transactions for the whole day 2026-01-01 and each of its hours', async () => {
    const day = await stored('day', DAY);
    expect(day).toBeDefined();
    expect(day!.transactions).toBeGreaterThan(0n);
    expect(figures(day!)).toEqual(await recompute(DAY, DAY + NS_PER_DAY));
    for (let h = 0n; h < 24n; h++) {
      const start = DAY + h * NS_PER_HOUR;
      const row = await stored('hour', start);
      const expected = await recompute(start, start + NS_PER_HOUR);
      if (expected.transactions === 0n) expect(row).toBeUndefined();
      else expect(figures(row!)).toEqual(expected);
    }
  });

  it('serve the figures each chart of /network draws for the day as the raw rows give them', async () => {
    const { periods } = await networkStats(db, 'day', 10);
    const served = periods.find((p) => p.start === '2026-01-01T00:00:00.000Z');
    const raw = await recompute(DAY, DAY + NS_PER_DAY);
    const ms = (ns: bigint) => Number(ns) / 1e6;
    const round3 = (n: number) => Math.round(n * 1000) / 1000;
    expect(served).toEqual({
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-01-02T00:00:00.000Z',
      complete: true,
      transactions: Number(raw.transactions),
      tps: round3(Number(raw.transactions) / 86_400), // a whole day rolled up: the rate is over all of it
      latency_mean_ms: round3(ms(BigInt(raw.latency_sum_ns)) / Number(raw.latency_count)),
      latency_max_ms: round3(ms(raw.latency_max_ns)),
      fees_tinybar: raw.fees_tinybar,
      new_accounts: Number(raw.new_accounts),
      active_accounts: Number(raw.active_accounts),
      tokens_created: Number(raw.tokens_created),
      contracts_created: Number(raw.contracts_created),
    });
    expect(served!.new_accounts + served!.tokens_created + served!.contracts_created).toBeGreaterThan(0);
  });

  it('match the raw transactions for each month the ledger touches', async () => {
    const months = await readPeriods(db, 'month', BigInt(END.getTime()) * 1_000_000n, 12);
    expect(months.map((m) => new Date(Number(m.start_ns / 1_000_000n)).toISOString())).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2025-12-01T00:00:00.000Z',
    ]);
    for (const month of months) {
      expect(figures(month)).toEqual(await recompute(month.start_ns, periodEndNs('month', month.start_ns)));
    }
  });

  it("keep each node's days: transactions it handled and reward payouts from the reward accounts", async () => {
    const nodes = await db.query<{ node_account_id: bigint }>(
      'SELECT DISTINCT node_account_id FROM address_book_entry',
    );
    expect(nodes.length).toBeGreaterThan(1);
    let paid = 0n;
    for (const { node_account_id: node } of nodes) {
      const handled = await db.query<{ consensus_timestamp: bigint }>(
        'SELECT consensus_timestamp FROM transaction WHERE node_account_id = $1 AND nonce = 0',
        [node],
      );
      const payouts = await db.query<{ consensus_timestamp: bigint; amount: bigint }>(
        `SELECT c.consensus_timestamp, c.amount FROM crypto_transfer c
          WHERE c.entity_id = $1 AND c.amount > 0
            AND c.consensus_timestamp IN (SELECT consensus_timestamp FROM crypto_transfer
                                           WHERE amount < 0 AND entity_id = ANY($2::bigint[]))`,
        [node, REWARD_PAYER_ACCOUNTS.map(String)],
      );
      // Every day of the ledger, recomputed in plain code from the raw rows.
      const expected = new Map<bigint, { transactions: bigint; reward_payouts: bigint; reward_tinybar: string }>();
      const dayOf = (ts: bigint) => {
        const day = (ts / NS_PER_DAY) * NS_PER_DAY;
        if (!expected.has(day)) expected.set(day, { transactions: 0n, reward_payouts: 0n, reward_tinybar: '0' });
        return expected.get(day)!;
      };
      for (const t of handled) dayOf(t.consensus_timestamp).transactions++;
      for (const p of payouts) {
        const day = dayOf(p.consensus_timestamp);
        day.reward_payouts++;
        day.reward_tinybar = String(BigInt(day.reward_tinybar) + p.amount);
      }
      const stored = await readNodeDays(db, node, 10);
      expect(
        new Map(stored.map(({ day_start_ns, node_account_id: _n, ...figures }) => [day_start_ns, figures])),
      ).toEqual(expected);
      paid += payouts.length > 0 ? 1n : 0n;
    }
    // The demo's daily node reward (lib/demo/node-rewards.ts) was paid to every node at each change of day.
    expect(paid).toBe(BigInt(nodes.length));
  });

  it('does nothing more once caught up, and forgets the payers of closed periods', async () => {
    expect(
      await rollNetworkStats(db, db, {
        nowMs: END.getTime(),
        historyDays: 400,
        chunkNs: NS_PER_DAY,
      }),
    ).toBe(false);
    const [open] = await db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM status.network_period_account WHERE period = 'day' AND start_ns < $1`,
      [DAY + NS_PER_DAY],
    );
    expect(open!.n).toBe(0n);
  });
});
