import type { Db, Queryable } from '../../db';
import { severity } from '../statuses';
import { nodesLastSeen, readScanState, recordNodeLastSeen, saveScanState } from '../store/ledger-scan';
import { msToNs, nsToMs } from '../time';
import {
  blockStallBodies,
  blockStallEvidence,
  nodeSilenceBodies,
  nodeSilenceEvidence,
  recordLedgerOutage,
  type LedgerOutage,
} from './auto-incidents';
import {
  blockGaps,
  newestBlockEndNs,
  newestBlockEndUpToNs,
  nodeSilences,
  oldestBlockEndSinceNs,
  networkActiveNs,
  rewardPayouts,
  type AddressBookNode,
  type NodeWindowRow,
} from './ledger-reads';
import {
  blockGapSteps,
  missedRewardDay,
  nodeGapSteps,
  rewardedDayOf,
  rewardedDaysWithin,
  utcDayOf,
  utcDayStartMs,
  type HealthThresholds,
} from './rules';

export interface ScanTargets {
  networkComponentId: string;
  networkComponentName: string;
  /** By node account id. */
  nodes: Map<bigint, { node: AddressBookNode; componentId: string; componentName: string }>;
}

export interface ScanOptions {
  thresholds: HealthThresholds;
  nowMs: number;
  historyDays: number;
  chunkNs: bigint;
}

/**
 * Applies the health rules to ledger history not scanned yet: block gaps and node silences that have ended become
 * status spans and resolved incidents. Incremental (a stored watermark plus each node's last transaction), so a
 * refresh reads only new blocks; the first scan starts at most `historyDays` back and advances `chunkNs` per
 * call. Returns true when more history is left.
 */
export async function scanLedgerHistory(db: Db, ledger: Queryable, targets: ScanTargets, o: ScanOptions) {
  const newest = await newestBlockEndNs(ledger);
  if (newest === null) return false;
  const state = await readScanState(db);
  let from = state?.scanned_to_ns;
  if (from === undefined) {
    const first = await oldestBlockEndSinceNs(ledger, msToNs(o.nowMs) - BigInt(o.historyDays) * 86_400_000_000_000n);
    from = (first ?? newest) - 1n;
  }
  if (from >= newest) return false;
  const to = newest - from > o.chunkNs ? from + o.chunkNs : newest;
  const outages = [...(await blockOutages(ledger, targets, o, state?.last_block_end_ns ?? from + 1n, to))];
  const nodeScan = await nodeOutages(db, ledger, targets, o, from, to);
  outages.push(...nodeScan.outages);
  const lastBlockEnd = (await newestBlockEndUpToNs(ledger, to)) ?? state?.last_block_end_ns ?? null;

  await db.transaction(async (tx) => {
    // Another request may have scanned the same range meanwhile; the keys make that harmless, but skip early.
    const current = await readScanState(tx, true);
    if (current && current.scanned_to_ns !== from) return;
    for (const { outage, incident } of outages) await recordLedgerOutage(tx, outage, incident);
    for (const [node, lastSeen] of nodeScan.lastSeen) await recordNodeLastSeen(tx, node, lastSeen);
    await saveScanState(tx, { scanned_to_ns: to, last_block_end_ns: lastBlockEnd }, new Date(o.nowMs));
  });
  return to < newest;
}

type Found = { outage: LedgerOutage; incident: boolean };

/** Each update's text, then on its own line the ledger facts that prove the outage. */
const withEvidence = (bodies: string[], evidence: string) => bodies.map((body) => `${body}\n${evidence}`);

async function blockOutages(
  ledger: Queryable,
  targets: ScanTargets,
  o: ScanOptions,
  fromNs: bigint,
  toNs: bigint,
): Promise<Found[]> {
  const gaps = await blockGaps(ledger, fromNs, toNs, msToNs(o.thresholds.blockDegradedMs));
  return gaps.map((gap) => {
    const prevMs = nsToMs(gap.prev_end);
    const steps = blockGapSteps(prevMs, nsToMs(gap.next_end), o.thresholds);
    const worst = Math.max(...steps.map((s) => severity(s.status)));
    return {
      outage: {
        key: `block:${gap.prev_end}`,
        componentId: targets.networkComponentId,
        componentName: targets.networkComponentName,
        name: 'Block production stalled',
        startedAtMs: prevMs,
        steps,
        bodies: withEvidence(
          blockStallBodies(steps, prevMs, o.thresholds.blockDegradedMs),
          blockStallEvidence(gap.prev_index, gap.next_index, gap.prev_end, gap.next_end),
        ),
      },
      // Short hiccups only dent uptime; an incident is opened from a partial outage on.
      incident: worst >= severity('partial_outage'),
    };
  });
}

async function nodeOutages(
  db: Queryable,
  ledger: Queryable,
  targets: ScanTargets,
  o: ScanOptions,
  from: bigint,
  to: bigint,
) {
  const silentNs = msToNs(o.thresholds.nodeSilentMs);
  const rows = await nodeSilences(ledger, from, to, silentNs, silentNs);
  const known = await nodesLastSeen(db);
  const gaps: { node: bigint; last: bigint; next: bigint }[] = [];
  const lastSeen = new Map<bigint, bigint>();
  for (const row of rows) {
    if (row.kind === 'gap' && row.b !== null) gaps.push({ node: row.node, last: row.a, next: row.b });
    if (row.kind === 'last') lastSeen.set(row.node, row.a);
    const before = known.get(row.node);
    // A silence that straddles the previous scan's end: from the stored last transaction to the first new one.
    if (row.kind === 'first' && before !== undefined && row.a - before > silentNs) {
      gaps.push({ node: row.node, last: before, next: row.a });
    }
  }
  const outages: Found[] = [];
  for (const gap of gaps) {
    const target = targets.nodes.get(gap.node);
    if (!target) continue;
    const active = await networkActiveNs(ledger, gap.last, gap.next, msToNs(o.thresholds.blockDegradedMs));
    if (active <= silentNs) continue; // the whole network stopped: Network Uptime shows it, not this node
    const lastMs = nsToMs(gap.last);
    const nextMs = nsToMs(gap.next);
    // Reaching to the scan's end, not the node's return: the reward for its last silent day is paid after midnight.
    const paid = await rewardPayouts(ledger, [gap.node], gap.last, to);
    const rewarded = new Set(paid.map((p) => rewardedDayOf(nsToMs(p.paid_at))));
    const steps = nodeGapSteps(lastMs, nextMs, o.thresholds, rewarded);
    if (steps.length === 0) continue;
    const label = `Node ${target.node.node_id}`;
    outages.push({
      outage: {
        key: `node:${gap.node}:${gap.last}`,
        componentId: target.componentId,
        componentName: target.componentName,
        name: `${label} stopped handling transactions`,
        startedAtMs: lastMs,
        steps,
        bodies: withEvidence(
          nodeSilenceBodies(label, steps, lastMs, o.thresholds.nodeSilentMs),
          nodeSilenceEvidence(
            label,
            gap.last,
            gap.next,
            rewardedDaysWithin(lastMs, nextMs, rewarded).map(utcDayStartMs),
          ),
        ),
      },
      incident: true,
    });
  }
  // A day that began before the history scanned can hold transactions the scan never read: it is not judged.
  const firstDay = utcDayOf(o.nowMs - o.historyDays * 86_400_000) + 1;
  outages.push(...(await missedRewardDays(ledger, targets, rows, known, from, to, firstDay)));
  return { outages, lastSeen };
}

/**
 * The day-level rule (rules.ts missedRewardDay) for nodes still silent at the scan's end: each node reward payout
 * first seen in (from, to] settles the day before it, and a node that handled nothing that day and was left out
 * of the payout was down all of it. Only a dent in uptime, no incident: the node's live status already shows the
 * silence, and its incident is written with the whole silence once it handles transactions again. A silent node
 * that has come back is judged by its silence (nodeOutages), which applies the same payouts.
 */
async function missedRewardDays(
  ledger: Queryable,
  targets: ScanTargets,
  rows: NodeWindowRow[],
  known: Map<bigint, bigint>,
  from: bigint,
  to: bigint,
  firstDay: number,
): Promise<Found[]> {
  // From the start of `from`'s day, so a payout split over several transactions is seen whole.
  const dayStartNs = msToNs(utcDayStartMs(utcDayOf(nsToMs(from))));
  const payouts = await rewardPayouts(ledger, [...targets.nodes.keys()], dayStartNs, to);
  const byDay = new Map<number, { first: bigint; paid: Set<bigint> }>(); // by the day each payout rewards
  for (const p of payouts) {
    const day = rewardedDayOf(nsToMs(p.paid_at));
    const entry = byDay.get(day) ?? { first: p.paid_at, paid: new Set<bigint>() };
    entry.paid.add(p.node);
    byDay.set(day, entry);
  }
  const lastTx = new Map(known);
  for (const row of rows) if (row.kind === 'last') lastTx.set(row.node, row.a);
  const found: Found[] = [];
  for (const [day, { first, paid }] of byDay) {
    if (first <= from || day < firstDay) continue; // settled by an earlier scan, or not wholly scanned
    const startMs = utcDayStartMs(day);
    for (const [node, target] of targets.nodes) {
      const last = lastTx.get(node);
      const silentSince = last === undefined || nsToMs(last) < startMs;
      const rewardedOthers = [...paid].some((n) => n !== node);
      // A node that handled a transaction that day or since is judged by its silences instead.
      if (!missedRewardDay(!silentSince, paid.has(node), rewardedOthers)) continue;
      found.push({
        outage: {
          key: `node-day:${node}:${day}`,
          componentId: target.componentId,
          componentName: target.componentName,
          name: `Node ${target.node.node_id} missed its node reward`,
          startedAtMs: startMs,
          steps: [
            { atMs: startMs, status: 'major_outage' },
            { atMs: utcDayStartMs(day + 1), status: 'operational' },
          ],
          bodies: [],
        },
        incident: false,
      });
    }
  }
  return found;
}
