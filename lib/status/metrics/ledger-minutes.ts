import type { StatusContext } from '../context';
import { blocksPerMinute, newestBlockEndNs, newestBlockEndUpToNs, oldestBlockEndSinceNs } from '../health/ledger-reads';
import {
  ledgerMinutesWrittenUntil,
  pruneMetricMinutes,
  saveLedgerMinutes,
  type LedgerMinute,
} from '../store/system-metrics';
import { floorMinute, msToNs, nsToMs } from '../time';

/** The longest range of metrics kept and shown, and a day more before pruning. */
export const METRICS_SPAN_MS = 7 * 86_400_000;
const KEEP_MS = METRICS_SPAN_MS + 86_400_000;
/** At most this much ledger time is read per refresh, so the first week's backfill is spread over several. */
const CHUNK_MS = 6 * 3_600_000;

/**
 * Block interval and transactions per minute from the ledger's record files, for the minutes the ledger has
 * completed (the newest block ended after them) and not yet written, oldest first. A minute without blocks before
 * the newest one is written with none: the ledger stalled then. Minutes older than the kept span are pruned.
 */
export async function recordLedgerMinutes(ctx: StatusContext): Promise<void> {
  const nowMs = ctx.clock.nowMs();
  const newest = await newestBlockEndNs(ctx.ledger);
  if (newest === null) return;
  const complete = floorMinute(Math.min(nowMs, nsToMs(newest)));
  const earliest = floorMinute(nowMs - METRICS_SPAN_MS);
  let from = (await ledgerMinutesWrittenUntil(ctx.db))?.getTime() ?? 0;
  if (from < earliest) {
    const oldest = await oldestBlockEndSinceNs(ctx.ledger, msToNs(earliest));
    if (oldest === null) return;
    from = floorMinute(nsToMs(oldest));
  }
  const to = Math.min(complete, from + CHUNK_MS);
  if (to <= from) return;
  const previous = (await newestBlockEndUpToNs(ctx.ledger, msToNs(from) - 1n)) ?? msToNs(from);
  const found = new Map(
    (await blocksPerMinute(ctx.ledger, previous, msToNs(from), msToNs(to))).map((r) => [Number(r.minute) * 60_000, r]),
  );
  const minutes: LedgerMinute[] = [];
  for (let t = from; t < to; t += 60_000) {
    const row = found.get(t);
    minutes.push({
      minute: new Date(t),
      blocks: Number(row?.blocks ?? 0),
      transactions: Number(row?.transactions ?? 0),
      blockGapMsSum: row?.gap_ms_sum ?? 0,
      blockGaps: Number(row?.gaps ?? 0),
    });
  }
  await saveLedgerMinutes(ctx.db, minutes);
  await pruneMetricMinutes(ctx.db, new Date(nowMs - KEEP_MS));
}
