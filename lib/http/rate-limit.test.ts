import Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { apiLimiter, checkCredential, createLimiter, credentialLimiter, publicApiRefusal } from './rate-limit';

const LIMITS = {
  RATE_LIMIT_API_PER_SECOND: 3,
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: 2,
  RATE_LIMIT_SUBSCRIBE_PER_HOUR: 2,
};
const from = (address: string) =>
  new Request('http://lqs.test/api/v1/blocks', { headers: { 'x-forwarded-for': address } });

describe('per-client rate limits', () => {
  it('refuses a client over its allowance with the seconds to wait, and counts each client apart', async () => {
    const limiter = createLimiter({ name: `t${Math.random()}`, points: 2, durationSeconds: 60 });
    expect(await limiter.consume('a')).toBeNull();
    expect(await limiter.check('a')).toBeNull();
    expect(await limiter.consume('a')).toBeNull();
    const refusal = await limiter.consume('a');
    expect(refusal?.retryAfterSeconds).toBeGreaterThan(55);
    expect(refusal?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await limiter.check('a')).not.toBeNull();
    expect(await limiter.consume('b')).toBeNull();
    await limiter.reset('a');
    expect(await limiter.check('a')).toBeNull();
  });

  it('slows the failing credential and its client, never the right credential', async () => {
    const limiter = createLimiter({ name: `t${Math.random()}`, points: 2, durationSeconds: 60 });
    const wrong = () => false;
    const right = () => true;
    expect(await checkCredential(limiter, 'x', 'guess-1', wrong)).toBe('refused');
    expect(await checkCredential(limiter, 'x', 'guess-2', wrong)).toBe('refused');
    // The client is over its allowance: wrong credentials from it are told to wait …
    expect(await checkCredential(limiter, 'x', 'guess-3', wrong)).toMatchObject({
      retryAfterSeconds: expect.any(Number),
    });
    // … the right one is not.
    expect(await checkCredential(limiter, 'x', 'the-token', right)).toBe('accepted');
    // One wrong credential repeated from many addresses is slowed as well.
    expect(await checkCredential(limiter, 'y', 'same-guess', wrong)).toBe('refused');
    expect(await checkCredential(limiter, 'z', 'same-guess', wrong)).toBe('refused');
    expect(await checkCredential(limiter, 'w', 'same-guess', wrong)).toMatchObject({
      retryAfterSeconds: expect.any(Number),
    });
    // Without a client address (in process) only the credential counts; without a limiter only the comparison runs.
    expect(await checkCredential(limiter, null, 'the-token', right)).toBe('accepted');
    expect(await checkCredential(null, 'x', 'guess-4', wrong)).toBe('refused');
  });

  it('limits the public APIs per X-Forwarded-For client, and not at all when the limit is 0', async () => {
    const config = { ...LIMITS, RATE_LIMIT_API_PER_SECOND: 3 + Math.floor(Math.random() * 1000) };
    for (let i = 0; i < config.RATE_LIMIT_API_PER_SECOND; i++)
      expect(await publicApiRefusal(config, from('192.0.2.1'))).toBeNull();
    expect(await publicApiRefusal(config, from('192.0.2.1, 10.0.0.1'))).toEqual({ retryAfterSeconds: 1 });
    expect(await publicApiRefusal(config, from('192.0.2.2'))).toBeNull();
    expect(apiLimiter({ ...config, RATE_LIMIT_API_PER_SECOND: 0 })).toBeNull();
    expect(credentialLimiter({ ...config, RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: 0 })).toBeNull();
    expect(await publicApiRefusal({ ...config, RATE_LIMIT_API_PER_SECOND: 0 }, from('192.0.2.1'))).toBeNull();
  });

  it('counts in memory, without waiting, when Redis is unreachable', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      commandTimeout: 250,
      lazyConnect: true,
    });
    redis.on('error', () => undefined);
    const limiter = createLimiter({ name: `t${Math.random()}`, points: 1, durationSeconds: 60, redis });
    const started = Date.now();
    expect(await limiter.consume('c')).toBeNull();
    expect(await limiter.consume('c')).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(100);
    redis.disconnect();
  });
});
