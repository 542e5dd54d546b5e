import { describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { ledgerWatch } from './ledger-watch';

function fakeDb(ready: () => Promise<boolean>): Db {
  return { ready } as unknown as Db;
}

describe('ledger watch', () => {
  it('probes once for many callers and remembers the answer for a few seconds', async () => {
    let probes = 0;
    let now = 0;
    const reachable = ledgerWatch(
      async () => fakeDb(async () => (probes++, true)),
      () => now,
    );
    expect(await Promise.all([reachable(), reachable(), reachable()])).toEqual([true, true, true]);
    expect(probes).toBe(1);
    now = 2_000;
    await reachable();
    expect(probes).toBe(1);
    now = 4_000;
    await reachable();
    expect(probes).toBe(2);
  });

  it('a ledger that does not answer within a second is unreachable; one that refuses is too', async () => {
    const frozen = ledgerWatch(async () => fakeDb(() => new Promise(() => undefined)));
    const started = Date.now();
    expect(await frozen()).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await ledgerWatch(() => Promise.reject(new Error('refused')))()).toBe(false);
  });
});

describe('ledger watch around an outage', () => {
  it('answers "unreachable" from memory at once, re-checks in the background, and sees the ledger back within a second', async () => {
    let up = false;
    let probes = 0;
    let now = 0;
    const watch = ledgerWatch(
      async () => fakeDb(async () => (probes++, up)),
      () => now,
    );
    expect(await watch()).toBe(false);
    now = 200;
    expect(await watch()).toBe(false);
    expect(probes).toBe(1); // remembered, no probe
    up = true;
    now = 600;
    expect(await watch()).toBe(false); // still the remembered answer, but a probe went out
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(probes).toBe(2);
    expect(await watch()).toBe(true); // 600 ms after the thaw, not the 3 s it used to remember
  });

  it('fresh() probes now, whatever it remembers', async () => {
    let up = true;
    let probes = 0;
    const watch = ledgerWatch(
      async () => fakeDb(async () => (probes++, up)),
      () => 0,
    );
    expect(await watch()).toBe(true);
    up = false;
    expect(await watch()).toBe(true);
    expect(await watch.fresh()).toBe(false);
    expect(await watch()).toBe(false);
    expect(probes).toBe(2);
  });
});
