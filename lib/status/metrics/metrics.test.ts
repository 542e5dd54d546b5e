import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { metrics } from '../../ops/metrics';
import { SystemMetricsResponseSchema, type SystemMetric, type SystemMetricsResponse } from '../../schemas/status';
import { refreshHealth } from '../health/refresh';
import { T0, callV2, closeTestDb, insertBlocks, openTestContext, type TestContext } from '../testing';
import { ensurePage } from '../store/page';
import { addApiLatencyCounts } from '../store/system-metrics';
import { API_LATENCY_BOUNDS, latencyQuantile, recordApiLatency } from './api-latency';
import { recordLedgerMinutes } from './ledger-minutes';
import { systemMetrics } from './series';

let ctx: TestContext;
beforeEach(async () => {
  ctx = await openTestContext();
  await ensurePage(ctx.db, ctx.clock); // reads need the page row, which ensureFresh creates
});
afterEach(() => ctx.close());
afterAll(closeTestDb);

const HOUR = 3_600_000;
const metric = (r: SystemMetricsResponse, id: SystemMetric['id']) => r.metrics.find((m) => m.id === id)!;
const known = (m: SystemMetric) => m.points.filter((p) => p.value !== null);

/** Runs the ledger part until it has caught up (each call reads at most a few hours). */
async function catchUp() {
  for (let i = 0; i < 40; i++) await recordLedgerMinutes(ctx);
}

describe('system metrics from the ledger', () => {
  it('block interval and transactions per second per bucket, none before the ledger began', async () => {
    await insertBlocks(ctx.db, T0 - 3 * HOUR, T0); // a block every 2 s, one transaction each
    await catchUp();
    const day = await systemMetrics(ctx, 'day');
    expect(SystemMetricsResponseSchema.parse(day)).toEqual(day);
    const interval = metric(day, 'block_interval');
    const tps = metric(day, 'transactions_per_second');
    expect(interval.points).toHaveLength(48);
    expect(known(interval).length).toBeGreaterThanOrEqual(6);
    for (const p of known(interval)) expect(p.value).toBeCloseTo(2, 6);
    for (const p of known(tps)) expect(p.value).toBeCloseTo(0.5, 6);
    expect(interval.points[0]!.value).toBeNull(); // a day ago the ledger had not begun
    expect(interval.overall).toBeCloseTo(2, 6);
  });

  it('a stall: minutes without blocks count as none, and the gap lands on the block that ended it', async () => {
    await insertBlocks(ctx.db, T0 - 4 * HOUR, T0 - 3 * HOUR);
    await insertBlocks(ctx.db, T0 - HOUR, T0, 2_000, 10_000);
    await catchUp();
    const minutes = await ctx.db.query<{ minute: Date; blocks: number; block_gap_ms_sum: number }>(
      'SELECT minute, blocks, block_gap_ms_sum FROM status.system_metric_minute WHERE minute >= $1 AND minute < $2 ORDER BY minute',
      [new Date(T0 - 3 * HOUR), new Date(T0 - HOUR + 60_000)],
    );
    expect(minutes).toHaveLength(121);
    expect(minutes.slice(1, 120).every((m) => m.blocks === 0)).toBe(true);
    // The first block after the stall ended 2 s after it began, two hours after the last one before it.
    expect(minutes.at(-1)!.block_gap_ms_sum).toBeGreaterThan(2 * HOUR);
    // The bucket's mean interval holds the two-hour gap among its ~1800 two-second ones.
    const week = await systemMetrics(ctx, 'week');
    expect(Math.max(...known(metric(week, 'block_interval')).map((p) => p.value!))).toBeGreaterThan(5);
    expect(Math.min(...known(metric(week, 'transactions_per_second')).map((p) => p.value!))).toBeLessThan(0.5);
  });

  it('writes only minutes the ledger has completed, and prunes what is older than eight days', async () => {
    await insertBlocks(ctx.db, T0 - 10 * 60_000, T0 - 5 * 60_000);
    await ctx.db.query('INSERT INTO status.system_metric_minute (minute, blocks) VALUES ($1, 1)', [
      new Date(T0 - 9 * 86_400_000),
    ]);
    await catchUp();
    const [row] = await ctx.db.query<{ last: Date; oldest: Date }>(
      'SELECT max(minute) AS last, min(minute) AS oldest FROM status.system_metric_minute',
    );
    expect(row!.last.getTime()).toBeLessThan(T0 - 5 * 60_000);
    expect(row!.oldest.getTime()).toBe(T0 - 10 * 60_000);
  });

  it('is written by the status refresh', async () => {
    await insertBlocks(ctx.db, T0 - HOUR, T0);
    await refreshHealth(ctx, true);
    const [row] = await ctx.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM status.system_metric_minute WHERE blocks > 0',
    );
    expect(Number(row!.n)).toBeGreaterThan(50);
  });
});

describe('the API’s response time', () => {
  const observe = (seconds: number, times: number) => {
    for (let i = 0; i < times; i++)
      metrics().requestSeconds.observe({ api: 'v1', route: '/test', method: 'GET', status: '200' }, seconds);
  };

  it('p95 of the requests answered since the previous refresh, summed over instances', async () => {
    await recordApiLatency(ctx); // this process's baseline
    observe(0.03, 95);
    observe(3, 5);
    await recordApiLatency(ctx);
    let day = await systemMetrics(ctx, 'day');
    const p95 = metric(day, 'api_latency_p95');
    expect(p95.overall).toBeGreaterThan(0.025);
    expect(p95.overall).toBeLessThanOrEqual(0.05);

    // Another instance answered 100 slow requests in the same minute: they are 100 of 200 now.
    const slow = API_LATENCY_BOUNDS.map((b) => (b >= 5 ? 100 : 0));
    await addApiLatencyCounts(ctx.db, new Date(Math.floor(T0 / 60_000) * 60_000), slow);
    day = await systemMetrics(ctx, 'day');
    expect(metric(day, 'api_latency_p95').overall).toBeGreaterThan(2.5);
  });

  it('no requests, no row and no value', async () => {
    await recordApiLatency(ctx);
    await recordApiLatency(ctx);
    expect(await ctx.db.query('SELECT 1 FROM status.system_metric_minute')).toHaveLength(0);
    expect(metric(await systemMetrics(ctx, 'day'), 'api_latency_p95').overall).toBeNull();
  });

  it('quantiles interpolate inside their bucket as Prometheus does', () => {
    const cumulative = API_LATENCY_BOUNDS.map((b) => (b >= 0.01 ? 100 : b >= 0.005 ? 50 : 0));
    expect(latencyQuantile(0.5, cumulative)).toBeCloseTo(0.005, 9);
    expect(latencyQuantile(0.75, cumulative)).toBeCloseTo(0.0075, 9);
    expect(
      latencyQuantile(
        0.95,
        API_LATENCY_BOUNDS.map((b) => (b === Infinity ? 10 : 0)),
      ),
    ).toBe(20);
    expect(
      latencyQuantile(
        0.95,
        API_LATENCY_BOUNDS.map(() => 0),
      ),
    ).toBeNull();
  });
});

describe('GET /api/v2/metrics/{day,week}.json', () => {
  it('answers the documented shape for both ranges', async () => {
    await insertBlocks(ctx.db, T0 - 2 * HOUR, T0);
    await catchUp();
    for (const range of ['day', 'week'] as const) {
      const response = await callV2(ctx, (c) => systemMetrics(c, range))(`/api/v2/metrics/${range}.json`);
      expect(response.status).toBe(200);
      const body = SystemMetricsResponseSchema.parse(await response.json());
      expect(body.range).toBe(range);
      expect(body.metrics.map((m) => m.id)).toEqual(['block_interval', 'transactions_per_second', 'api_latency_p95']);
      expect(body.metrics[0]!.points).toHaveLength(range === 'day' ? 48 : 84);
      expect(Date.parse(body.end) - Date.parse(body.start)).toBe((range === 'day' ? 1 : 7) * 86_400_000);
    }
  });
});
