import type { MetricRange, SystemMetric, SystemMetricsResponse } from '../../schemas/status';
import type { StatusContext } from '../context';
import { loadView, type StatusView } from '../page-view';
import { readMetricMinutes, type MetricMinuteRow } from '../store/system-metrics';
import { formatTimestamp } from '../time';
import { API_LATENCY_BOUNDS, latencyQuantile } from './api-latency';

/** The charts' ranges: small enough to read on a phone, fine enough to see an hour-long stall in a day. */
export const METRIC_RANGES: Record<MetricRange, { spanMs: number; bucketMs: number }> = {
  day: { spanMs: 86_400_000, bucketMs: 30 * 60_000 },
  week: { spanMs: 7 * 86_400_000, bucketMs: 2 * 3_600_000 },
};

/** Sums of the stored minutes of one bucket (or of the whole range). */
class Totals {
  ledgerMinutes = 0;
  transactions = 0;
  gapMsSum = 0;
  gaps = 0;
  api: number[] = API_LATENCY_BOUNDS.map(() => 0);

  add(row: MetricMinuteRow): void {
    if (row.blocks !== null) {
      this.ledgerMinutes++;
      this.transactions += Number(row.transactions ?? 0);
      this.gapMsSum += row.block_gap_ms_sum ?? 0;
      this.gaps += row.block_gaps ?? 0;
    }
    if (row.api_latency_counts?.length === this.api.length)
      row.api_latency_counts.forEach((c, i) => (this.api[i]! += Number(c)));
  }

  value(id: SystemMetric['id']): number | null {
    if (id === 'block_interval') return this.gaps ? this.gapMsSum / this.gaps / 1000 : null;
    if (id === 'transactions_per_second')
      return this.ledgerMinutes ? this.transactions / (this.ledgerMinutes * 60) : null;
    return latencyQuantile(0.95, this.api);
  }
}

const METRICS: Pick<SystemMetric, 'id' | 'name' | 'unit'>[] = [
  { id: 'block_interval', name: 'Block interval', unit: 'seconds' },
  { id: 'transactions_per_second', name: 'Transactions per second', unit: 'transactions per second' },
  { id: 'api_latency_p95', name: 'API response time (95th percentile)', unit: 'seconds' },
];

/**
 * The system metrics over the last day or week in buckets (the newest one still filling), from the per-minute rows
 * the status refresh writes. A pure read; the public view passes the page view it already loaded.
 */
export async function systemMetrics(
  ctx: StatusContext,
  range: MetricRange,
  loaded?: StatusView,
): Promise<SystemMetricsResponse> {
  const { spanMs, bucketMs } = METRIC_RANGES[range];
  const end = (Math.floor(ctx.clock.nowMs() / bucketMs) + 1) * bucketMs;
  const start = end - spanMs;
  const view = loaded ?? (await loadView(ctx));
  const rows = await readMetricMinutes(ctx.db, new Date(start), new Date(end));
  const buckets = Array.from({ length: spanMs / bucketMs }, () => new Totals());
  const overall = new Totals();
  for (const row of rows) {
    buckets[Math.floor((row.minute.getTime() - start) / bucketMs)]?.add(row);
    overall.add(row);
  }
  const tz = view.wire.timeZone;
  return {
    page: view.pageWire,
    range,
    bucket_seconds: bucketMs / 1000,
    start: formatTimestamp(start, tz),
    end: formatTimestamp(end, tz),
    metrics: METRICS.map((m) => ({
      ...m,
      overall: overall.value(m.id),
      points: buckets.map((b, i) => ({ t: formatTimestamp(start + i * bucketMs, tz), value: b.value(m.id) })),
    })),
  };
}
