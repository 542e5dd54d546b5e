import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { layeredCache, memoryCache } from './response-cache';

const url = process.env.REDIS_URL;

describe.runIf(url)('response cache shared through Redis', () => {
  const redis = url ? new Redis(url, { maxRetriesPerRequest: 1 }) : null;
  afterAll(async () => {
    await redis?.quit();
  });

  it('serves an answer stored by another instance, and expires it with its max-age', async () => {
    const writer = layeredCache(memoryCache(), redis!);
    const reader = layeredCache(memoryCache(), redis!);
    const key = `/api/v1/blocks?test=${Date.now()}`;
    await writer.set(key, { body: '{"blocks":[]}', etag: 'W/"x"', link: null, expiresAt: Date.now() + 1000 });
    expect((await reader.get(key))?.body).toBe('{"blocks":[]}');
    await new Promise((r) => setTimeout(r, 1200));
    expect(await layeredCache(memoryCache(), redis!).get(key)).toBeUndefined();
  });
});
