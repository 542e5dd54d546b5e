import { describe, expect, it } from 'vitest';
import { settleWithin } from './deadline';

describe('settleWithin', () => {
  it('gives the result in time, the fallback after the deadline, and passes a rejection on', async () => {
    expect(await settleWithin(1_000, Promise.resolve('answer'), 'late')).toBe('answer');
    const started = Date.now();
    expect(await settleWithin(50, new Promise<string>(() => undefined), 'late')).toBe('late');
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(settleWithin(1_000, Promise.reject(new Error('refused')), 'late')).rejects.toThrow('refused');
  });
});
