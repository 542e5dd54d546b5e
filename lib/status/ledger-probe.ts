import { settleWithin } from '../core/deadline';
import type { Db } from '../db';

/** How long a status request waits to learn whether the ledger answers: with the rest of its work, under a second. */
export const LEDGER_PROBE_WAIT_MS = 700;

interface Probe {
  startedMs: number;
  settled: boolean;
  ready: Promise<boolean>;
}

const probes = new WeakMap<Db, Probe>();

/**
 * Whether the ledger answers, by one probe that every asker of the moment shares, each waiting only until
 * LEDGER_PROBE_WAIT_MS after that probe began. The health refresh and the live data both ask; asked one after the other on a frozen
 * ledger, each waited its own deadline and a status request took two. A probe still in flight is never started twice.
 */
export function ledgerAnswers(ledger: Db, nowMs: number = Date.now()): Promise<boolean> {
  let probe = probes.get(ledger);
  if (!probe || (probe.settled && nowMs - probe.startedMs >= LEDGER_PROBE_WAIT_MS)) {
    const fresh: Probe = { startedMs: nowMs, settled: false, ready: ledger.ready().catch(() => false) };
    void fresh.ready.finally(() => {
      fresh.settled = true;
    });
    probes.set(ledger, fresh);
    probe = fresh;
  }
  return settleWithin(Math.max(0, probe.startedMs + LEDGER_PROBE_WAIT_MS - nowMs), probe.ready, false);
}
