/**
 * The home page's activity charts (transactions per minute by family, fees, block time) from what /api/v1 lists:
 * blocks and transactions, read newest first and folded into per-minute figures. This module is the pure part: the
 * store of what has been read, which stretch of time it covers completely, and the series for a range. Reading is
 * in activity-read.ts.
 *
 * Why both lists: a block carries its transaction count, so the blocks alone give transactions per minute and the
 * block time cheaply (100 blocks, about 1,000 transactions on the demo ledger, per request). The split by type
 * family and the fees need the transactions themselves (100 per request), so they cover only as far back as their
 * read budget reaches; the charts say where that is rather than estimate the rest.
 */
import { parseTimestamp } from '../core/timestamp';
import { FAMILIES, transactionFamily, type TypeFamily } from './transaction-types';

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;
const NS_PER_MS = 1_000_000n;

export type ActivityRange = 'hour' | 'day';
export const ACTIVITY_RANGES: readonly ActivityRange[] = ['hour', 'day'];

/** Points per range and how many minutes each covers: 60 single minutes, or 96 quarter hours. */
export const RANGE_BUCKETS: Record<ActivityRange, { points: number; minutes: number }> = {
  hour: { points: 60, minutes: 1 },
  day: { points: 96, minutes: 15 },
};

export interface BlockItem {
  number: bigint | number;
  count: bigint | number;
  timestamp: { from: string; to: string };
}

export interface TransactionItem {
  consensus_timestamp: string;
  name: string;
  charged_tx_fee: bigint | number | null;
}

interface MinuteTotals {
  families: Map<TypeFamily, number>;
  feesTinybar: number;
}

/** Milliseconds of a `seconds.nanos` timestamp (sub-millisecond digits dropped: buckets are minutes). */
export function timestampMs(ts: string): number {
  const ns = parseTimestamp(ts);
  if (ns === null) throw new Error(`not a timestamp: ${ts}`);
  return Number(ns / NS_PER_MS);
}

const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS);

/**
 * The stretch [fromMs, toMs] in which every item of one list has been read. Reads go newest first, so each read
 * either continues the stretch or, when it could not reach back to it within its budget, starts a new one.
 */
export interface Coverage {
  fromMs: number;
  toMs: number;
  /** The timestamps at the stretch's ends, as the API writes them, for the next read's filters. */
  fromTs: string;
  toTs: string;
}

/** What has been read of the ledger's last day, per network. */
export class ActivityStore {
  /** Block number → the block's start (ms) and transaction count. */
  readonly blockStarts = new Map<number, { startMs: number; count: number }>();
  readonly minutes = new Map<number, MinuteTotals>();
  blocks: Coverage | null = null;
  transactions: Coverage | null = null;
  /** When the last read finished (ms), for the cache's age. */
  readAt = 0;

  addBlock(block: BlockItem): void {
    this.blockStarts.set(Number(block.number), {
      startMs: timestampMs(block.timestamp.from),
      count: Number(block.count),
    });
  }

  addTransaction(tx: TransactionItem): void {
    const minute = minuteOf(timestampMs(tx.consensus_timestamp));
    let totals = this.minutes.get(minute);
    if (!totals) this.minutes.set(minute, (totals = { families: new Map(), feesTinybar: 0 }));
    const family = transactionFamily(tx.name);
    totals.families.set(family, (totals.families.get(family) ?? 0) + 1);
    totals.feesTinybar += Number(tx.charged_tx_fee ?? 0);
  }

  /** A new stretch for a list whose newest read could not reach the previous one: what is outside it is dropped. */
  restartTransactions(): void {
    this.minutes.clear();
    this.transactions = null;
  }

  restartBlocks(): void {
    this.blockStarts.clear();
    this.blocks = null;
  }

  /** Forgets what is older than a day before `nowMs`. */
  prune(nowMs: number): void {
    const oldest = nowMs - DAY_MS;
    for (const minute of this.minutes.keys()) if ((minute + 1) * MINUTE_MS <= oldest) this.minutes.delete(minute);
    for (const [number, block] of this.blockStarts) if (block.startMs < oldest) this.blockStarts.delete(number);
  }
}

export interface ActivitySeries {
  range: ActivityRange;
  /** Each point's start, ms; a point spans `bucketMinutes`. */
  times: number[];
  bucketMinutes: number;
  /** Transactions per minute from the blocks' counts (each block in the minute it starts). */
  transactionsPerMinute: (number | null)[];
  /** Transactions per minute by family (only the families that occur), null where the minutes were not read. */
  families: { family: TypeFamily; values: (number | null)[] }[];
  /** The families' sum: transactions per minute from the transactions read (null where they were not). */
  familyTotals: (number | null)[];
  /** HBAR charged in fees per minute. */
  hbarPerMinute: (number | null)[];
  /** Mean seconds between the starts of consecutive blocks whose later block starts in the bucket. */
  blockSeconds: (number | null)[];
  /** The end of the last point (exclusive), ms: the start of the minute of the newest block read. */
  endMs: number;
  /** Where the transactions' stretch begins, when it does not reach back over the whole range (ms), else null. */
  transactionsFromMs: number | null;
}

/** A minute is known when the list's stretch covers all of it. */
const covered = (coverage: Coverage | null, minute: number) =>
  coverage !== null && minute * MINUTE_MS >= coverage.fromMs && (minute + 1) * MINUTE_MS <= coverage.toMs;

/**
 * The series of one range ending at the newest block's minute (that minute is still filling, so it is left out).
 * A bucket's rates are per minute over its known minutes; a bucket none of whose minutes was read is null.
 */
export function activitySeries(store: ActivityStore, range: ActivityRange): ActivitySeries {
  const { points, minutes: bucketMinutes } = RANGE_BUCKETS[range];
  const endMinute = store.blocks ? minuteOf(store.blocks.toMs) : minuteOf(store.readAt);
  const startMinute = endMinute - points * bucketMinutes;
  const times: number[] = [];
  const familyCounts = new Map<TypeFamily, (number | null)[]>(FAMILIES.map((f) => [f, []]));
  const transactionsPerMinute: (number | null)[] = [];
  const familyTotals: (number | null)[] = [];
  const hbarPerMinute: (number | null)[] = [];
  const blockSeconds: (number | null)[] = [];
  const perBlockMinute = blocksByMinute(store.blockStarts);

  for (let b = 0; b < points; b++) {
    const first = startMinute + b * bucketMinutes;
    times.push(first * MINUTE_MS);
    let knownMinutes = 0;
    let fees = 0;
    const sums = new Map<TypeFamily, number>();
    let gapSum = 0;
    let gapCount = 0;
    let blockMinutes = 0;
    let blockTransactions = 0;
    for (let m = first; m < first + bucketMinutes; m++) {
      if (covered(store.transactions, m)) {
        knownMinutes++;
        const totals = store.minutes.get(m);
        if (totals) {
          fees += totals.feesTinybar;
          for (const [family, n] of totals.families) sums.set(family, (sums.get(family) ?? 0) + n);
        }
      }
      if (covered(store.blocks, m)) {
        blockMinutes++;
        const minute = perBlockMinute.get(m);
        if (minute) {
          gapSum += minute.gapSum;
          gapCount += minute.gapCount;
          blockTransactions += minute.transactions;
        }
      }
    }
    const perMinute = (n: number) => (knownMinutes === 0 ? null : n / knownMinutes);
    let total = 0;
    for (const family of FAMILIES) {
      const n = sums.get(family) ?? 0;
      total += n;
      familyCounts.get(family)!.push(perMinute(n));
    }
    familyTotals.push(perMinute(total));
    hbarPerMinute.push(perMinute(fees / 1e8));
    transactionsPerMinute.push(blockMinutes === 0 ? null : blockTransactions / blockMinutes);
    blockSeconds.push(gapCount > 0 ? gapSum / gapCount / 1000 : null);
  }

  const families = FAMILIES.map((family) => ({ family, values: familyCounts.get(family)! })).filter((f) =>
    f.values.some((v) => v !== null && v > 0),
  );
  const tx = store.transactions;
  return {
    range,
    times,
    bucketMinutes,
    transactionsPerMinute,
    families,
    familyTotals,
    hbarPerMinute,
    blockSeconds,
    endMs: endMinute * MINUTE_MS,
    transactionsFromMs: tx && tx.fromMs > startMinute * MINUTE_MS ? tx.fromMs : null,
  };
}

/**
 * Per minute: the transactions of the blocks that start in it, and the gaps between consecutive blocks (both read),
 * each in the minute the later block starts.
 */
function blocksByMinute(
  blocks: ActivityStore['blockStarts'],
): Map<number, { transactions: number; gapSum: number; gapCount: number }> {
  const minutes = new Map<number, { transactions: number; gapSum: number; gapCount: number }>();
  for (const [number, block] of blocks) {
    const key = minuteOf(block.startMs);
    let minute = minutes.get(key);
    if (!minute) minutes.set(key, (minute = { transactions: 0, gapSum: 0, gapCount: 0 }));
    minute.transactions += block.count;
    const before = blocks.get(number - 1);
    if (before === undefined) continue;
    minute.gapSum += block.startMs - before.startMs;
    minute.gapCount++;
  }
  return minutes;
}
