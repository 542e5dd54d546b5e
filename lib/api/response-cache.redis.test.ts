import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freezableRelay } from '../db/freezable-relay.testing';
import { REDIS_COMMAND_TIMEOUT_MS } from './v1/context';
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

  it('treats a frozen Redis as a cache miss within the command timeout, and uses it again once it answers', async () => {
    const relay = freezableRelay(new URL(url!), 6379);
    const port = await relay.listen();
    const relayed = new Redis({
      host: '127.0.0.1',
      port,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    try {
      await new Promise((resolve) => relayed.once('ready', resolve));
      const cache = layeredCache(memoryCache(), relayed);
      const key = `/api/v1/blocks?frozen=${Date.now()}`;
      relay.freeze();
      const started = Date.now();
      expect(await cache.get(key)).toBeUndefined();
      await cache.set(key, { body: '{}', etag: 'W/"y"', link: null, expiresAt: Date.now() + 5_000 });
      expect(Date.now() - started).toBeLessThan(4 * REDIS_COMMAND_TIMEOUT_MS);
      relay.thaw();
      expect(await relayed.ping()).toBe('PONG');
    } finally {
      relay.thaw();
      relayed.disconnect();
      await relay.close();
    }
  });
});
