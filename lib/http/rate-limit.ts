import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { clientAddress } from './client';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Per-client limits (rate-limiter-flexible). With REDIS_URL every instance counts in the same Redis, so a client
 * cannot multiply its allowance by the number of instances. Redis is a help, never a dependency: a command that
 * fails or takes longer than REDIS_DEADLINE_MS counts in this process's memory instead, and after a failure Redis
 * is left alone for REDIS_REST_MS, so a frozen Redis costs at most one short wait per pause, not one per request.
 */

/** When a client must wait: the seconds for Retry-After. */
export interface Refusal {
  retryAfterSeconds: number;
}

export interface Limiter {
  /** Counts one event of the client; a refusal when that takes it over the limit. */
  consume(client: string): Promise<Refusal | null>;
  /** A refusal when the client has used its allowance, without counting anything. */
  check(client: string): Promise<Refusal | null>;
  /** Forgets the client's count (after a successful sign-in). */
  reset(client: string): Promise<void>;
}

export interface LimitOptions {
  /** Names the counter (the Redis key prefix). */
  name: string;
  points: number;
  durationSeconds: number;
  redis?: Redis | null;
}

const REDIS_DEADLINE_MS = 100;
const REDIS_REST_MS = 5_000;

const refusalOf = (res: RateLimiterRes): Refusal => ({
  retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

function withDeadline<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('rate limit store too slow')), REDIS_DEADLINE_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function createLimiter({ name, points, durationSeconds, redis }: LimitOptions): Limiter {
  const keyPrefix = `lqs:rl:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  const shared = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration: durationSeconds,
        rejectIfRedisNotReady: true,
      })
    : null;
  let restUntil = 0;

  /** Runs on Redis while it answers in time; otherwise on memory. A RateLimiterRes rejection is a verdict, not a failure. */
  async function run<T>(operation: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (shared && Date.now() >= restUntil) {
      try {
        return await withDeadline(operation(shared));
      } catch (problem) {
        if (problem instanceof RateLimiterRes) throw problem;
        restUntil = Date.now() + REDIS_REST_MS;
      }
    }
    return operation(memory);
  }

  return {
    async consume(client) {
      try {
        await run((limiter) => limiter.consume(client));
        return null;
      } catch (problem) {
        if (problem instanceof RateLimiterRes) return refusalOf(problem);
        throw problem;
      }
    },
    async check(client) {
      const res = await run((limiter) => limiter.get(client));
      return res && res.consumedPoints >= points ? refusalOf(res) : null;
    },
    async reset(client) {
      await run((limiter) => limiter.delete(client));
    },
  };
}

/**
 * A credential check under a failure limit. The right credential is always accepted: refusing it once its
 * client had sent too many wrong ones let anyone lock the admin out with a flood of wrong tokens (from behind the
 * same proxy, anyone at all). A wrong one counts against itself and against its client (the source address), and
 * once either is over the limit it answers a refusal with the seconds to wait instead of a plain "wrong": scanners
 * are told to back off and the failing credential and source are slowed, never the right token. What keeps the
 * token from being guessed is its length (16 characters at least), not this count.
 */
export async function checkCredential(
  limiter: Limiter | null,
  client: string | null,
  credential: string | null | undefined,
  valid: () => boolean,
): Promise<'accepted' | 'refused' | Refusal> {
  if (valid()) return 'accepted';
  if (!limiter) return 'refused';
  const keys = [
    `credential:${createHash('sha256')
      .update(credential ?? '', 'utf8')
      .digest('hex')}`,
  ];
  if (client !== null) keys.push(`client:${client}`);
  const refusals = (await Promise.all(keys.map((key) => limiter.consume(key)))).filter((r): r is Refusal => r !== null);
  if (refusals.length === 0) return 'refused';
  return { retryAfterSeconds: Math.max(...refusals.map((r) => r.retryAfterSeconds)) };
}

/** The configuration keys the limits read (lib/config's names; this layer does not import it). */
export interface LimitConfig {
  RATE_LIMIT_API_PER_SECOND: number;
  RATE_LIMIT_AUTH_FAILURES_PER_MINUTE: number;
  RATE_LIMIT_SUBSCRIBE_PER_HOUR: number;
  REDIS_URL?: string;
}

let redisClient: { url: string; client: Promise<Redis> } | undefined;

/** One Redis connection for the limits of this process, with the cache's rules: no queue, quick give-up. */
async function redisFor(url: string | undefined): Promise<Redis | null> {
  if (!url) return null;
  if (redisClient?.url !== url) {
    const client = import('ioredis').then(({ default: IoRedis }) => {
      const redis = new IoRedis(url, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        commandTimeout: 250,
        connectTimeout: 2_000,
      });
      redis.on('error', () => undefined); // counted in memory meanwhile
      return redis;
    });
    redisClient = { url, client };
  }
  return redisClient.client;
}

const limiters = new Map<string, Promise<Limiter>>();

function configured(
  name: string,
  points: number,
  durationSeconds: number,
  redisUrl: string | undefined,
): Promise<Limiter> | null {
  if (points <= 0) return null;
  const key = `${name}|${points}|${durationSeconds}|${redisUrl ?? ''}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = redisFor(redisUrl).then((redis) => createLimiter({ name, points, durationSeconds, redis }));
    limiters.set(key, limiter);
  }
  return limiter;
}

/** Requests to /api/v1 and /api/v2 per client per second; null when RATE_LIMIT_API_PER_SECOND is 0. */
export const apiLimiter = (config: LimitConfig) =>
  configured('api', config.RATE_LIMIT_API_PER_SECOND, 1, config.REDIS_URL);

/** Counts one public API request of the request's client; a refusal when it is over RATE_LIMIT_API_PER_SECOND. */
export async function publicApiRefusal(
  config: LimitConfig,
  request: { headers: Pick<Headers, 'get'> },
): Promise<Refusal | null> {
  const client = clientAddress(request.headers);
  const limiter = await apiLimiter(config);
  return limiter && client !== null ? limiter.consume(client) : null;
}

/** Wrong credentials per client per minute; null when RATE_LIMIT_AUTH_FAILURES_PER_MINUTE is 0. */
export const credentialLimiter = (config: LimitConfig) =>
  configured('auth', config.RATE_LIMIT_AUTH_FAILURES_PER_MINUTE, 60, config.REDIS_URL);

/** Subscription requests per client, and per e-mail address, per hour; null when RATE_LIMIT_SUBSCRIBE_PER_HOUR is 0. */
export const subscribeLimiter = (config: LimitConfig) =>
  configured('subscribe', config.RATE_LIMIT_SUBSCRIBE_PER_HOUR, 3600, config.REDIS_URL);

/** The 429's headers: when to come back, and never cached. */
export const retryAfterHeaders = (refusal: Refusal): Record<string, string> => ({
  'Retry-After': String(refusal.retryAfterSeconds),
  'Cache-Control': 'no-store',
});
