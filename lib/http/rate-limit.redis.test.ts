import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { freezableRelay } from '../db/freezable-relay.testing';
import { createLimiter } from './rate-limit';

const url = process.env.REDIS_URL;

describe.runIf(url)('rate limits shared through Redis', () => {
  const redis = url
    ? new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 250 })
    : null;
  afterAll(() => redis?.disconnect());

  it('two instances count one client together', async () => {
    if (redis!.status !== 'ready') await new Promise((resolve) => redis!.once('ready', resolve));
    const name = `shared${Date.now()}`;
    const one = createLimiter({ name, points: 3, durationSeconds: 60, redis });
    const two = createLimiter({ name, points: 3, durationSeconds: 60, redis });
    expect(await one.consume('client')).toBeNull();
    expect(await two.consume('client')).toBeNull();
    expect(await one.consume('client')).toBeNull();
    expect(await two.consume('client')).not.toBeNull();
    expect(await one.check('client')).not.toBeNull();
  });

  it('a frozen Redis costs one short wait, then the count goes on in memory', async () => {
    const relay = freezableRelay(new URL(url!), 6379);
    const port = await relay.listen();
    const relayed = new Redis({
      host: '127.0.0.1',
      port,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 250,
    });
    relayed.on('error', () => undefined);
    try {
      await new Promise((resolve) => relayed.once('ready', resolve));
      const limiter = createLimiter({ name: `frozen${Date.now()}`, points: 2, durationSeconds: 60, redis: relayed });
      relay.freeze();
      let started = Date.now();
      expect(await limiter.consume('client')).toBeNull();
      expect(Date.now() - started).toBeLessThan(200);
      started = Date.now();
      expect(await limiter.consume('client')).toBeNull();
      expect(await limiter.consume('client')).not.toBeNull();
      expect(Date.now() - started).toBeLessThan(50);
    } finally {
      relay.thaw();
      relayed.disconnect();
      await relay.close();
    }
  });
});
