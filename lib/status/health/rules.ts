import type { Config } from '../../config';
import type { ComponentStatus } from '../statuses';

/**
 * Health rules shared by the live probes and the history scan, so the past is judged like the present. The one
 * difference: live, a threshold is what makes trouble visible; looking back, the scan knows when the trouble began,
 * so a recorded outage starts there and not when its threshold was crossed.
 */
export interface HealthThresholds {
  blockDegradedMs: number;
  blockPartialMs: number;
  blockMajorMs: number;
  nodeSilentMs: number;
}

export function thresholdsOf(config: Config): HealthThresholds {
  return {
    blockDegradedMs: config.HEALTH_BLOCK_DEGRADED_S * 1000,
    blockPartialMs: config.HEALTH_BLOCK_PARTIAL_S * 1000,
    blockMajorMs: config.HEALTH_BLOCK_MAJOR_S * 1000,
    nodeSilentMs: config.HEALTH_NODE_SILENT_MINUTES * 60_000,
  };
}

/** Network Uptime from the age of the newest block; no block at all is an outage. */
export function blockAgeStatus(ageMs: number | null, t: HealthThresholds): ComponentStatus {
  if (ageMs === null) return 'major_outage';
  if (ageMs > t.blockMajorMs) return 'major_outage';
  if (ageMs > t.blockPartialMs) return 'partial_outage';
  if (ageMs > t.blockDegradedMs) return 'degraded_performance';
  return 'operational';
}

/**
 * One node: silent for the whole window while other nodes handled transactions is a major outage. When the
 * whole network is silent the node is not blamed; Network Uptime already shows that.
 */
export function nodeStatus(nodeTransactions: number, otherTransactions: number): ComponentStatus {
  return nodeTransactions === 0 && otherTransactions > 0 ? 'major_outage' : 'operational';
}

/** The Mirror Node REST API component from our own database round trip. */
export function apiStatus(ready: boolean, latencyMs: number, degradedMs: number, partialMs: number): ComponentStatus {
  if (!ready) return 'major_outage';
  if (latencyMs > partialMs) return 'partial_outage';
  if (latencyMs > degradedMs) return 'degraded_performance';
  return 'operational';
}

export interface StatusStep {
  atMs: number;
  status: ComponentStatus;
}

/**
 * The statuses Network Uptime went through during a gap between two blocks (ending at `prevEndMs` and
 * `nextEndMs`): each threshold the block age crossed before the next block arrived, then back to operational.
 * The first status is dated from the previous block's end, when blocks stopped coming; the degraded threshold
 * only decides whether the gap counts at all. Later escalations stay where the block age crossed them, because
 * the age is what they grade.
 */
export function blockGapSteps(prevEndMs: number, nextEndMs: number, t: HealthThresholds): StatusStep[] {
  const steps: StatusStep[] = [];
  const crossings: [number, ComponentStatus][] = [
    [t.blockDegradedMs, 'degraded_performance'],
    [t.blockPartialMs, 'partial_outage'],
    [t.blockMajorMs, 'major_outage'],
  ];
  for (const [after, status] of crossings) {
    if (prevEndMs + after < nextEndMs) steps.push({ atMs: steps.length === 0 ? prevEndMs : prevEndMs + after, status });
  }
  if (steps.length > 0) steps.push({ atMs: nextEndMs, status: 'operational' });
  return steps;
}

const DAY_MS = 86_400_000;

/** A UTC day as days since the epoch. */
export const utcDayOf = (ms: number) => Math.floor(ms / DAY_MS);
export const utcDayStartMs = (day: number) => day * DAY_MS;

/**
 * The UTC day a node reward received at `paidMs` is for. HIP-1064 pays the nodes the network judged active in a
 * staking period (a UTC day) at the start of the next one, so a payout received on day X vouches for day X − 1.
 */
export const rewardedDayOf = (paidMs: number) => utcDayOf(paidMs) - 1;

/**
 * A node silent from its transaction at `lastMs` to the one at `nextMs`: down once the silence exceeds N, and
 * then down for all of it. N minutes is how long it takes to tell a silent node from a quiet moment, not a
 * grace period, so the outage starts at the node's last transaction.
 *
 * The one exception is a whole UTC day of the silence for which the network paid the node its daily reward
 * (`rewardedDays`, see rewardedDayOf): the reward goes only to nodes that took part in consensus that day, which
 * is the ledger's own word that the node was alive, while handling no transactions may just mean no client chose
 * it. Such a day counts as up; the silence on either side of it is judged on its own, by the same N.
 */
export function nodeGapSteps(
  lastMs: number,
  nextMs: number,
  t: HealthThresholds,
  rewardedDays: ReadonlySet<number> = new Set(),
): StatusStep[] {
  if (nextMs - lastMs <= t.nodeSilentMs) return [];
  const down: [number, number][] = [];
  let from = lastMs;
  for (const day of rewardedDaysWithin(lastMs, nextMs, rewardedDays)) {
    down.push([from, utcDayStartMs(day)]);
    from = utcDayStartMs(day + 1);
  }
  down.push([from, nextMs]);
  return down
    .filter(([a, b]) => b - a > t.nodeSilentMs)
    .flatMap(([a, b]): StatusStep[] => [
      { atMs: a, status: 'major_outage' },
      { atMs: b, status: 'operational' },
    ]);
}

/** The rewarded UTC days that lie wholly inside [fromMs, toMs], in order. */
export function rewardedDaysWithin(fromMs: number, toMs: number, rewardedDays: ReadonlySet<number>): number[] {
  const days: number[] = [];
  for (let day = Math.ceil(fromMs / DAY_MS); utcDayStartMs(day + 1) <= toMs; day++) {
    if (rewardedDays.has(day)) days.push(day);
  }
  return days;
}

/**
 * Whether one node was down for a whole UTC day by the day-level evidence: it handled no transaction that day
 * (`handledAny`) and the network paid other nodes their reward for the day but not it. A day the network paid
 * nobody (0.0.801 empty) proves nothing either way, and a node that handled transactions is judged by its
 * silences instead.
 */
export function missedRewardDay(handledAny: boolean, rewardedSelf: boolean, rewardedOthers: boolean): boolean {
  return !handledAny && !rewardedSelf && rewardedOthers;
}
