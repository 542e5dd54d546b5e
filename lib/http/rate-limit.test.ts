import Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { apiLimiter, checkCredential, createLimiter, credentialLimiter, publicApiRefusal } from './rate-limit';

const LIMITS = { RATE_LIMIT_API_PER_SECOND: 3, RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: 2, RATE_LIMIT_SUBSCRIBE_PER_HOUR: 2 };
const from = (address: string) => new Request('http://lqs.test/api/v1/blocks', { headers: { 'x-forwarded-for': address } });

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

  it('counts wrong credentials only, refuses over the limit before comparing, and forgets the count on success', async () => {
    const limiter = createLimiter({ name: `t${Math.random()}`, points: 2, durationSeconds: 60 });
    let compared = 0;
    const wrong = () => (compared++, false);
    const right = () => (compared++, true);
    expect(await checkCredential(limiter, 'x', wrong)).toBe('refused');
    expect(await checkCredential(limiter, 'x', right)).toBe('accepted');
    expect(await checkCredential(limiter, 'x', wrong)).toBe('refused');
    expect(await checkCredential(limiter, 'x', wrong)).toBe('refused');
    const before = compared;
    expect(await checkCredential(limiter, 'x', right)).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(compared).toBe(before);
    expect(await checkCredential(null, 'x', wrong)).toBe('refused');
  });

  it('limits the public APIs per X-Forwarded-For client, and not at all when the limit is 0', async () => {
    const config = { ...LIMITS, RATE_LIMIT_API_PER_SECOND: 3 + Math.floor(Math.random() * 1000) };
    for (let i = 0; i < config.RATE_LIMIT_API_PER_SECOND; i++) expect(await publicApiRefusal(config, from('192.0.2.1'))).toBeNull();
    expect(await publicApiRefusal(config, from('192.0.2.1, 10.0.0.1'))).toEqual({ retryAfterSeconds: 1 });
    expect(await publicApiRefusal(config, from('192.0.2.2'))).toBeNull();
    expect(apiLimiter({ ...config, RATE_LIMIT_API_PER_SECOND: 0 })).toBeNull();
    expect(credentialLimiter({ ...config, RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: 0 })).toBeNull();
    expect(await publicApiRefusal({ ...config, RATE_LIMIT_API_PER_SECOND: 0 }, from('192.0.2.1'))).toBeNull();
  });

  it('counts in memory, without waiting, when Redis is unreachable', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 250, lazyConnect: true });
    redis.on('error', () => undefined);
    const limiter = createLimiter({ name: `t${Math.random()}`, points: 1, durationSeconds: 60, redis });
    const started = Date.now();
    expect(await limiter.consume('c')).toBeNull();
    expect(await limiter.consume('c')).not.toBeNull();
    expect(Date.now() - started).toBeLessThan(100);
    redis.disconnect();
  });
});
