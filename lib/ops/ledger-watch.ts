import { settleWithin } from '../core/deadline';
import type { Db } from '../db';

const PROBE_DEADLINE_MS = 1_000;
const REMEMBER_MS = 3_000;

/**
 * Whether the ledger answered a trivial query within a second, remembered for a few seconds so that a page view
 * costs no probe of its own; while one probe is out, callers share it.
 */
export function ledgerWatch(open: () => Promise<Db>, nowMs: () => number = Date.now): () => Promise<boolean> {
  let known: { reachable: boolean; atMs: number } | null = null;
  let probing: Promise<boolean> | null = null;
  const probe = async () => {
    const db = await settleWithin(PROBE_DEADLINE_MS, open().catch(() => null), null);
    const reachable = db !== null && (await settleWithin(PROBE_DEADLINE_MS, db.ready().catch(() => false), false));
    known = { reachable, atMs: nowMs() };
    return reachable;
  };
  return async () => {
    if (known && nowMs() - known.atMs < REMEMBER_MS) return known.reachable;
    probing ??= probe().finally(() => {
      probing = null;
    });
    return probing;
  };
}
