/** Wall-clock source, injectable so tests and conformance replays can fix "now". */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

export function fixedClock(ms: number): Clock {
  return { nowMs: () => ms };
}

/** Current time as nanoseconds since the epoch, the ledger's timestamp unit. */
export function nowNs(clock: Clock): bigint {
  return BigInt(Math.trunc(clock.nowMs())) * 1_000_000n;
}
