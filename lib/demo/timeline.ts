import type { Window } from './history';

/**
 * When each block closes. Blocks are `intervalNs` apart and the last one lands on `endNs`; a stall that
 * falls inside the span pushes everything before it back by the stall's length, so no block sits in it.
 */
export class Timeline {
  readonly startNs: bigint;
  private readonly stall: Window | null;

  constructor(
    readonly blocks: number,
    readonly intervalNs: bigint,
    readonly endNs: bigint,
    stall: Window | null,
  ) {
    const plain = endNs - BigInt(blocks - 1) * intervalNs;
    const length = stall ? stall.end - stall.start : 0n;
    // The stall applies only when some block would otherwise fall after its start.
    this.stall = stall && stall.start > plain - length && stall.end <= endNs ? stall : null;
    this.startNs = this.stall ? plain - length : plain;
  }

  blockTime(i: number): bigint {
    const t = this.startNs + BigInt(i) * this.intervalNs;
    // Blocks at or after the stall's start (on the compressed line) are moved past it.
    if (this.stall && t >= this.stall.start) {
      return t + (this.stall.end - this.stall.start);
    }
    return t;
  }
}
