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
    const reachable = ledgerWatch(async () => fakeDb(async () => (probes++, true)), () => now);
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
