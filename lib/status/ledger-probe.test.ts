import { describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { LEDGER_PROBE_WAIT_MS, ledgerAnswers } from './ledger-probe';

function fakeLedger(ready: () => Promise<boolean>): Db & { probes: number } {
  const db = { probes: 0, ready: () => (db.probes++, ready()) };
  return db as unknown as Db & { probes: number };
}

describe('ledgerAnswers', () => {
  it('on a frozen ledger, askers of the same moment share one probe and all give up when its wait is over', async () => {
    const frozen = fakeLedger(() => new Promise<boolean>(() => undefined));
    const started = performance.now();
    const first = ledgerAnswers(frozen);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const second = ledgerAnswers(frozen);
    expect(await Promise.all([first, second])).toEqual([false, false]);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(LEDGER_PROBE_WAIT_MS - 20);
    expect(waited).toBeLessThan(LEDGER_PROBE_WAIT_MS + 300);
    // Still in flight: a later asker waits for no new probe and does not start one.
    expect(await ledgerAnswers(frozen)).toBe(false);
    expect(frozen.probes).toBe(1);
  });

  it('reuses an answer for the length of the wait, then asks again', async () => {
    const ledger = fakeLedger(async () => true);
    const t0 = Date.now();
    expect(await ledgerAnswers(ledger, t0)).toBe(true);
    expect(await ledgerAnswers(ledger, t0 + 500)).toBe(true);
    expect(ledger.probes).toBe(1);
    expect(await ledgerAnswers(ledger, t0 + LEDGER_PROBE_WAIT_MS)).toBe(true);
    expect(ledger.probes).toBe(2);
  });
});
