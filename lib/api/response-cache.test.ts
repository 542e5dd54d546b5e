import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { layeredCache, memoryCache, REDIS_BACKOFF_MS } from './response-cache';

describe('memoryCache', () => {
  it('counts the keys as well as the bodies, so many long URLs cannot outgrow its bound', async () => {
    const cache = memoryCache(100_000);
    const answer = { body: '{}', etag: 'W/"x"', link: null, expiresAt: Date.now() + 60_000 };
    const keys = Array.from({ length: 200 }, (_, i) => `/api/v1/blocks?memo=${'x'.repeat(2_000)}&i=${i}`);
    for (const key of keys) await cache.set(key, answer);
    const kept = (await Promise.all(keys.map((k) => cache.get(k)))).filter(Boolean).length;
    // 2 KB keys in 100 KB: about 40 fit, whatever the tiny bodies weigh; the newest are the ones kept.
    expect(kept).toBeLessThanOrEqual(50);
    expect(kept).toBeGreaterThan(10);
    expect(await cache.get(keys.at(-1)!)).toEqual(answer);
    expect(await cache.get(keys[0]!)).toBeUndefined();
  });
});

describe('the shared cache when Redis fails', () => {
  it('leaves Redis alone for a while after a failed command, so a frozen Redis costs one timeout, not one per request', async () => {
    let now = 0;
    let calls = 0;
    const failing = {
      get: async () => {
        calls += 1;
        throw new Error('Command timed out');
      },
      set: async () => {
        calls += 1;
        throw new Error('Command timed out');
      },
    } as unknown as Redis;
    const cache = layeredCache(memoryCache(), failing, () => now);
    expect(await cache.get('/api/v1/blocks')).toBeUndefined();
    expect(calls).toBe(1);
    await cache.set('/api/v1/blocks', { body: '{}', etag: 'W/"x"', link: null, expiresAt: Date.now() + 60_000 });
    expect(await cache.get('/api/v1/accounts')).toBeUndefined();
    expect(calls).toBe(1);
    expect(await cache.get('/api/v1/blocks')).toMatchObject({ body: '{}' }); // the process's own copy still answers
    now = REDIS_BACKOFF_MS;
    await cache.get('/api/v1/accounts');
    expect(calls).toBe(2);
  });
});
