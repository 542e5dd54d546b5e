/** The demo ledger's past incidents as configuration text (DEMO_NODE_OUTAGE, DEMO_BLOCK_STALL) and their parsers. */

/** Consensus nodes in the demo network (its address book, node accounts 0.0.3 and up). */
export const DEMO_NODE_COUNT = 7;

/**
 * The past incidents the default demo contains, so the status page has true history to find:
 * one consensus node that handled no transactions for a while, and one stall in block production.
 * Times are measured back from the ledger's end ("now" when generated).
 */
export interface DemoHistoryOptions {
  /** Node whose account handles no transactions (and produces no record files) during the outage. */
  nodeOutage: { nodeId: number; startMinutesAgo: number; durationMinutes: number } | null;
  /** A period with no record file at all. */
  blockStall: { startMinutesAgo: number; durationMinutes: number } | null;
}

const MINUTES = String.raw`(\d+(?:\.\d+)?)`;
const NODE_OUTAGE = new RegExp(`^(\\d+):${MINUTES}:${MINUTES}$`);
const BLOCK_STALL = new RegExp(`^${MINUTES}:${MINUTES}$`);
const OFF = /^(off|none)$/i;
export const NODE_OUTAGE_FORMAT = `node:startMinutesAgo:durationMinutes (node 0-${DEMO_NODE_COUNT - 1}, over by now) or off`;
export const BLOCK_STALL_FORMAT = 'startMinutesAgo:durationMinutes (over by now) or off';

/** `node:startMinutesAgo:durationMinutes` (e.g. `4:80:20`) or `off`; null when the text is neither. */
export function parseNodeOutage(text: string): { value: DemoHistoryOptions['nodeOutage'] } | null {
  if (OFF.test(text)) return { value: null };
  const m = NODE_OUTAGE.exec(text);
  if (!m || Number(m[1]) >= DEMO_NODE_COUNT || !inThePast(Number(m[2]), Number(m[3]))) return null;
  return { value: { nodeId: Number(m[1]), startMinutesAgo: Number(m[2]), durationMinutes: Number(m[3]) } };
}

/** `startMinutesAgo:durationMinutes` (e.g. `30:3`) or `off`; null when the text is neither. */
export function parseBlockStall(text: string): { value: DemoHistoryOptions['blockStall'] } | null {
  if (OFF.test(text)) return { value: null };
  const m = BLOCK_STALL.exec(text);
  if (!m || !inThePast(Number(m[1]), Number(m[2]))) return null;
  return { value: { startMinutesAgo: Number(m[1]), durationMinutes: Number(m[2]) } };
}

/** A window that lasts and is over by the ledger's end. */
function inThePast(startMinutesAgo: number, durationMinutes: number): boolean {
  return durationMinutes > 0 && durationMinutes <= startMinutesAgo;
}
