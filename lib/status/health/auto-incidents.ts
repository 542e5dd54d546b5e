import type { Queryable } from '../../db';
import { insertAutoIncident, insertUpdate } from '../store/incident-writes';
import { touchPage } from '../store/page';
import { insertLedgerSpan } from '../store/spans';
import { impactOfStatus, worstStatus, type ComponentStatus } from '../statuses';
import type { StatusStep } from './rules';

export interface LedgerOutage {
  /** Stable key of the outage (its kind and where it started on the ledger). */
  key: string;
  componentId: string;
  componentName: string;
  name: string;
  /** When the trouble began on the ledger (last block, or the node's last transaction). */
  startedAtMs: number;
  /** Status steps from the rules, ending with the return to operational. */
  steps: StatusStep[];
  /** Update text for each step, same length as steps. */
  bodies: string[];
}

/**
 * Writes one past outage found in the ledger: its status spans (for uptime) and a resolved incident whose
 * timeline replays the steps (investigating at each escalation, resolved at recovery). Keys make this a no-op
 * when the same history is scanned twice.
 */
export async function recordLedgerOutage(tx: Queryable, outage: LedgerOutage, openIncident: boolean): Promise<void> {
  const { steps } = outage;
  for (let i = 0; i + 1 < steps.length; i++) {
    const step = steps[i] as StatusStep;
    const next = steps[i + 1] as StatusStep;
    if (step.status === 'operational') continue; // a break inside the outage (a rewarded day) is not a span
    // A status met again later (a silence resumed after a rewarded day) needs its own key; the first keeps the key
    // earlier scans stored, so rescanning the same history stays a no-op.
    const again = steps.slice(0, i).some((s) => s.status === step.status);
    await insertLedgerSpan(
      tx,
      outage.componentId,
      step.status,
      new Date(step.atMs),
      new Date(next.atMs),
      `${outage.key}:${step.status}${again ? `@${step.atMs}` : ''}`,
    );
  }
  if (!openIncident || steps.length < 2) return;

  const worst = worstStatus(steps.map((s) => s.status));
  const first = steps[0] as StatusStep;
  const last = steps[steps.length - 1] as StatusStep;
  const id = await insertAutoIncident(tx, {
    name: outage.name,
    impact: impactOfStatus(worst),
    createdAt: new Date(first.atMs),
    resolvedAt: new Date(last.atMs),
    startedAt: new Date(outage.startedAtMs),
    key: outage.key,
    componentId: outage.componentId,
  });
  if (id === null) return;
  let previous: ComponentStatus = 'operational';
  for (const [i, step] of steps.entries()) {
    const isLast = i === steps.length - 1;
    await insertUpdate(tx, {
      incidentId: id,
      status: isLast ? 'resolved' : 'investigating',
      body: outage.bodies[i] ?? '',
      at: new Date(step.atMs),
      affected: [
        { code: outage.componentId, name: outage.componentName, old_status: previous, new_status: step.status },
      ],
      deliverNotifications: false, // found after the fact: nobody is notified about the past
    });
    previous = step.status;
  }
  await touchPage(tx, new Date(last.atMs));
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A duration in words: "1 minute", "2.5 minutes", "1 second", "40 seconds". */
export const minutes = (ms: number) =>
  ms >= 60_000 ? plural(Math.round(ms / 6_000) / 10, 'minute') : plural(Math.round(ms / 1000), 'second');

const STATUS_WORDS: Record<ComponentStatus, string> = {
  operational: 'operational',
  under_maintenance: 'under maintenance',
  degraded_performance: 'degraded performance',
  partial_outage: 'a partial outage',
  major_outage: 'a major outage',
};

/** A consensus timestamp as the explorer names a transaction: `1767225600.123456789`. */
const consensusText = (ns: bigint) => `${ns / 1_000_000_000n}.${String(ns % 1_000_000_000n).padStart(9, '0')}`;

/**
 * The ledger facts that prove an outage, appended to each of its updates; the status page links "block #N" and
 * "transaction <timestamp>" to the explorer (components/status/evidence-text.tsx).
 */
export function blockStallEvidence(prevIndex: bigint, nextIndex: bigint, prevEndNs: bigint, nextEndNs: bigint): string {
  const seconds = Number((nextEndNs - prevEndNs) / 1_000_000n) / 1000;
  return `Evidence: no block between block #${prevIndex} and block #${nextIndex} for ${Math.round(seconds)} s.`;
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const listText = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/** `rewardedDayStartsMs`: the UTC days inside the silence the network paid the node its daily reward for. */
export function nodeSilenceEvidence(
  nodeLabel: string,
  lastNs: bigint,
  nextNs: bigint,
  rewardedDayStartsMs: number[] = [],
): string {
  const rewarded =
    rewardedDayStartsMs.length === 0
      ? ''
      : ` The network paid it the daily node reward for ${listText(rewardedDayStartsMs.map(dayText))} (UTC), so ` +
        `${rewardedDayStartsMs.length === 1 ? 'that day counts' : 'those days count'} as up.`;
  return (
    `Evidence: ${nodeLabel} handled transaction ${consensusText(lastNs)}, then none until transaction ` +
    `${consensusText(nextNs)}.${rewarded}`
  );
}

/**
 * Update texts for a block stall. The first update is dated when blocks stopped, before anyone could tell, so it
 * says so and how long the gap had to grow before it counted.
 */
export function blockStallBodies(steps: StatusStep[], prevEndMs: number, noticedAfterMs: number): string[] {
  return steps.map((s, i) => {
    if (i === steps.length - 1) {
      return `Blocks are being produced again. No block was produced for ${minutes(s.atMs - prevEndMs)}.`;
    }
    const since =
      i === 0
        ? `No new block since this time (noticed once the gap passed ${minutes(noticedAfterMs)})`
        : `No new block for ${minutes(s.atMs - prevEndMs)}`;
    return `${since}: block production shows ${STATUS_WORDS[s.status]}. We are investigating.`;
  });
}

/**
 * Update texts for a silent node; the first is dated at its last transaction, like the outage. Between them, a
 * day the network rewarded the node for (rules.ts nodeGapSteps) pauses the outage and the next day resumes it.
 */
export function nodeSilenceBodies(
  nodeLabel: string,
  steps: StatusStep[],
  lastMs: number,
  noticedAfterMs: number,
): string[] {
  return steps.map((s, i) => {
    if (i === steps.length - 1)
      return `${nodeLabel} is handling transactions again after ${minutes(s.atMs - lastMs)} without any.`;
    if (s.status === 'operational') {
      return `${nodeLabel} still handles no transactions, but the network paid it the daily node reward for ${dayText(s.atMs)} (UTC), so it took part in consensus: that day counts as up.`;
    }
    if (i > 0)
      return `${nodeLabel} still handles no transactions, and no node reward vouches for it from ${dayText(s.atMs)} (UTC) on. We are investigating.`;
    return (
      `${nodeLabel} has handled no transactions since this time while the other nodes kept handling them ` +
      `(noticed after ${minutes(noticedAfterMs)} of silence). We are investigating.`
    );
  });
}
