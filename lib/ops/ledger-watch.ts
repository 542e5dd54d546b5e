import { settleWithin } from '../core/deadline';
import type { Db } from '../db';

const PROBE_DEADLINE_MS = 1_000;
/** "Reachable" is believed this long: a page view costs no probe of its own. */
const REMEMBER_REACHABLE_MS = 3_000;
/** "Unreachable" is answered at once, but re-checked in the background this often, so pages come back promptly. */
const RECHECK_UNREACHABLE_MS = 500;

export interface LedgerWatch {
  /** Whether the ledger answered a trivial query within a second, from memory when recent. */
  (): Promise<boolean>;
  /** The same, asked now (after a page failed: was it the ledger?). */
  fresh(): Promise<boolean>;
}

/**
 * Watches the ledger for explorer pages: one probe at a time, shared by every caller of the moment. While it is
 * unreachable the answer comes from memory (a page is refused at once, not after a second's probe) and a probe
 * runs in the background every half second, so pages answer again within about a second of a thaw.
 */
export function ledgerWatch(open: () => Promise<Db>, nowMs: () => number = Date.now): LedgerWatch {
  let known: { reachable: boolean; atMs: number } | null = null;
  let probing: Promise<boolean> | null = null;
  const probe = async () => {
    const db = await settleWithin(
      PROBE_DEADLINE_MS,
      open().catch(() => null),
      null,
    );
    const reachable =
      db !== null &&
      (await settleWithin(
        PROBE_DEADLINE_MS,
        db.ready().catch(() => false),
        false,
      ));
    known = { reachable, atMs: nowMs() };
    return reachable;
  };
  const probeOnce = () =>
    (probing ??= probe().finally(() => {
      probing = null;
    }));
  const watch = async () => {
    const age = known ? nowMs() - known.atMs : Infinity;
    if (known?.reachable && age < REMEMBER_REACHABLE_MS) return true;
    if (known && !known.reachable) {
      if (age >= RECHECK_UNREACHABLE_MS) void probeOnce();
      return false;
    }
    return probeOnce();
  };
  return Object.assign(watch, { fresh: probeOnce });
}
