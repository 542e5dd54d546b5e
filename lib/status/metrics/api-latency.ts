import { metrics } from '../../ops/metrics';
import type { StatusContext } from '../context';
import { addApiLatencyCounts } from '../store/system-metrics';
import { floorMinute } from '../time';

/**
 * The API's answer times per minute, from this process's request histogram (lib/ops/metrics.ts): each status
 * refresh adds the requests answered since the previous one to the current minute's bucket counts in the status
 * store, where every instance adds its own, so the stored quantiles are of the whole service's requests.
 */

/** Upper bounds (seconds) of the stored buckets: the histogram's, whose counts are cumulative like Prometheus's. */
export const API_LATENCY_BOUNDS = [
  0.002,
  0.005,
  0.01,
  0.025,
  0.05,
  0.1,
  0.25,
  0.5,
  1,
  2.5,
  5,
  10,
  20,
  Infinity,
] as const;

/** Requests so far per bucket, summed over every route, method and status. */
export async function cumulativeApiCounts(): Promise<number[]> {
  const counts = API_LATENCY_BOUNDS.map(() => 0);
  for (const v of (await metrics().requestSeconds.get()).values) {
    if (!v.metricName?.endsWith('_bucket')) continue;
    const { le: bound } = v.labels as { le?: string | number };
    const le = bound === '+Inf' ? Infinity : Number(bound);
    const i = API_LATENCY_BOUNDS.indexOf(le as (typeof API_LATENCY_BOUNDS)[number]);
    if (i >= 0) counts[i]! += v.value;
  }
  return counts;
}

// What this process had counted at its previous refresh; on globalThis because Next bundles route handlers and pages
// separately, and the histogram itself is one per process.
const seen = globalThis as { __statusApiCountsSeen?: number[] };

/** Adds the requests answered since the previous call to the current minute. The first call only takes the count. */
export async function recordApiLatency(ctx: StatusContext): Promise<void> {
  const now = await cumulativeApiCounts();
  const before = seen.__statusApiCountsSeen;
  seen.__statusApiCountsSeen = now;
  if (!before) return;
  const delta = now.map((count, i) => count - (before[i] ?? 0));
  if (delta.some((d) => d < 0) || delta.at(-1) === 0) return; // the registry was reset, or nothing was answered
  await addApiLatencyCounts(ctx.db, new Date(floorMinute(ctx.clock.nowMs())), delta);
}

/**
 * The q-quantile of cumulative bucket counts, interpolated inside its bucket as Prometheus's histogram_quantile
 * does; a quantile in the open last bucket is its lower bound. Null without requests.
 */
export function latencyQuantile(q: number, cumulative: readonly number[]): number | null {
  const total = cumulative.at(-1) ?? 0;
  if (total <= 0) return null;
  const rank = q * total;
  const i = cumulative.findIndex((c) => c >= rank);
  const upper = API_LATENCY_BOUNDS[i]!;
  const lower = i === 0 ? 0 : API_LATENCY_BOUNDS[i - 1]!;
  if (upper === Infinity) return lower;
  const below = i === 0 ? 0 : cumulative[i - 1]!;
  const inBucket = cumulative[i]! - below;
  return lower + (upper - lower) * (inBucket > 0 ? (rank - below) / inBucket : 1);
}
