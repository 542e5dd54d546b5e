import { NODE_COUNT } from './constants';
import type { DemoHistoryOptions } from '../config/demo-history';

export const DEMO_HISTORY_DEFAULTS: DemoHistoryOptions = {
  nodeOutage: { nodeId: 4, startMinutesAgo: 80, durationMinutes: 20 },
  blockStall: { startMinutesAgo: 30, durationMinutes: 3 },
};

/** An absolute window in consensus nanoseconds, [start, end). */
export interface Window {
  start: bigint;
  end: bigint;
}

export interface DemoHistory {
  nodeOutage: (Window & { nodeId: number; nodeAccountId: number }) | null;
  blockStall: Window | null;
}

function window(endNs: bigint, startMinutesAgo: number, durationMinutes: number): Window {
  const start = endNs - BigInt(Math.round(startMinutesAgo * 60_000)) * 1_000_000n;
  return { start, end: start + BigInt(Math.round(durationMinutes * 60_000)) * 1_000_000n };
}

/** The incident windows for a ledger ending at `endNs`. Node n's account is 0.0.(n+3). */
export function demoHistory(endNs: bigint, options: DemoHistoryOptions = DEMO_HISTORY_DEFAULTS): DemoHistory {
  const outage = options.nodeOutage;
  const stall = options.blockStall;
  return {
    nodeOutage: outage
      ? {
          ...window(endNs, outage.startMinutesAgo, outage.durationMinutes),
          nodeId: outage.nodeId,
          nodeAccountId: outage.nodeId + 3,
        }
      : null,
    blockStall: stall ? window(endNs, stall.startMinutesAgo, stall.durationMinutes) : null,
  };
}
