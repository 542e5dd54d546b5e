import { describe, expect, it } from 'vitest';
import { admissionGate } from './admission';

describe('admissionGate', () => {
  it('admits up to inFlight at once, queues up to queue more, and refuses the rest at once', async () => {
    const gate = admissionGate({ inFlight: 2, queue: 1, maxWaitMs: 1_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first && second).toBeTruthy();
    const third = gate.enter();
    const started = Date.now();
    expect(await gate.enter()).toBeNull(); // the queue is full
    expect(Date.now() - started).toBeLessThan(50);
    expect([gate.active, gate.waiting]).toEqual([2, 1]);
    first!();
    first!(); // a second release of one place changes nothing
    const admitted = await third;
    expect(admitted).toBeTypeOf('function');
    expect([gate.active, gate.waiting]).toEqual([2, 0]);
    second!();
    admitted!();
    expect(gate.active).toBe(0);
  });

  it('gives up on a place after maxWaitMs, and the queue forgets the waiter', async () => {
    const gate = admissionGate({ inFlight: 1, queue: 4, maxWaitMs: 30 });
    const only = await gate.enter();
    const started = Date.now();
    expect(await gate.enter()).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(gate.waiting).toBe(0);
    only!();
    expect(await gate.enter()).toBeTypeOf('function');
  });

  it('a waiter whose client left leaves the queue, and the place goes to the next', async () => {
    const gate = admissionGate({ inFlight: 1, queue: 4, maxWaitMs: 1_000 });
    const only = await gate.enter();
    const client = new AbortController();
    const abandoned = gate.enter(client.signal);
    const next = gate.enter();
    expect(gate.waiting).toBe(2);
    client.abort();
    expect(await abandoned).toBeNull();
    expect(gate.waiting).toBe(1);
    only!();
    const admitted = await next;
    expect(admitted).toBeTypeOf('function');
    admitted!();
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
    expect(await gate.enter(client.signal)).toBeNull(); // already gone: no place at all
    expect(gate.active).toBe(0);
  });
});
