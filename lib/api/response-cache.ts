import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A stored 2xx answer (200 unless `status` says otherwise). TTL = the route's max-age, as the reference's Redis cache does. */
export interface CachedAnswer {
  body: string;
  /** Set when the answer is not JSON. */
  contentType?: string;
  etag: string;
  link: string | null;
  expiresAt: number;
  /** A 2xx other than 200 (206 for a partial contract result); absent for 200. */
  status?: number;
}

export interface ResponseCache {
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, answer: CachedAnswer): Promise<void>;
}

/**
 * In-process LRU, bounded by the bytes it holds: bodies and keys (a URL may be as long as the body it names), plus
 * the fixed cost of an entry.
 */
export function memoryCache(maxBytes = 64 * 1024 * 1024): ResponseCache {
  const lru = new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    sizeCalculation: (answer, key) =>
      answer.body.length + answer.etag.length + (answer.link?.length ?? 0) + key.length + 256,
  });
  return {
    async get(key) {
      const hit = lru.get(key);
      return hit && hit.expiresAt > Date.now() ? hit : undefined;
    },
    async set(key, answer) {
      lru.set(key, answer, { ttl: Math.max(1, answer.expiresAt - Date.now()) });
    },
  };
}

/**
 * Memory first, Redis second (shared by several app instances). Redis failures only cost a cache miss:
 * the answer is then computed from the database.
 */
/** How long the cache leaves Redis alone after a command failed or timed out. */
export const REDIS_BACKOFF_MS = 5_000;

export function layeredCache(memory: ResponseCache, redis: Redis, nowMs: () => number = Date.now): ResponseCache {
  const redisKey = (key: string) => `lqs:v1:${createHash('md5').update(key).digest('hex')}`;
  // After a failed or timed-out command Redis is left alone for a while: a frozen Redis would otherwise cost every
  // request its command timeout (twice: the read and the write), where it should cost only a cache miss.
  let skipUntil = 0;
  const usable = () => nowMs() >= skipUntil;
  const failed = () => {
    skipUntil = nowMs() + REDIS_BACKOFF_MS;
  };
  return {
    async get(key) {
      const local = await memory.get(key);
      if (local || !usable()) return local;
      try {
        const text = await redis.get(redisKey(key));
        if (!text) return undefined;
        const answer = JSON.parse(text) as CachedAnswer;
        await memory.set(key, answer);
        return answer;
      } catch {
        failed();
        return undefined;
      }
    },
    async set(key, answer) {
      await memory.set(key, answer);
      const ttlMs = answer.expiresAt - Date.now();
      if (ttlMs <= 0 || !usable()) return;
      await redis.set(redisKey(key), JSON.stringify(answer), 'PX', ttlMs).catch(failed);
    },
  };
}
