/** The network at a glance, from the newest blocks alone (no extra endpoint needed). */
export interface BlockLike {
  count: bigint | number;
  number: bigint | number;
  timestamp: { from: string; to: string };
}

export interface NetworkStats {
  /** Transactions per second over the last minute of blocks (or the span the blocks cover, if shorter). */
  tps: number;
  /**
   * The median of the seconds between consecutive block starts: the usual block time, which one stall (or a restart
   * of the demo) among the blocks does not inflate; the latest block's age shows a stall.
   */
  blockTime: number | null;
  windowSeconds: number;
}

const seconds = (ts: string) => Number(ts.split('.')[0]) + Number(`0.${ts.split('.')[1] ?? '0'}`);

/** `blocks` newest first, as /api/v1/blocks returns them. */
export function networkStats(blocks: readonly BlockLike[], windowSeconds = 60): NetworkStats {
  const newest = blocks[0];
  if (!newest) return { tps: 0, blockTime: null, windowSeconds: 0 };
  const end = seconds(newest.timestamp.to);
  const inWindow = blocks.filter((b) => end - seconds(b.timestamp.from) <= windowSeconds);
  const oldest = inWindow.at(-1) ?? newest;
  const span = Math.max(1, Math.min(windowSeconds, end - seconds(oldest.timestamp.from)));
  const total = inWindow.reduce((sum, b) => sum + Number(b.count), 0);
  const starts = blocks.map((b) => seconds(b.timestamp.from));
  const gaps = starts
    .slice(0, -1)
    .map((s, i) => s - starts[i + 1]!)
    .sort((a, b) => a - b);
  const middle = Math.floor(gaps.length / 2);
  return {
    tps: total / span,
    blockTime:
      gaps.length === 0 ? null : gaps.length % 2 === 1 ? gaps[middle]! : (gaps[middle - 1]! + gaps[middle]!) / 2,
    windowSeconds: Math.round(span),
  };
}
