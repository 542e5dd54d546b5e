import { systemClock, type Clock } from '../../core/clock';
import { getConfig, type Config } from '../../config';
import { getLedgerDb, type Db } from '../../db';
import { layeredCache, memoryCache, type ResponseCache } from '../response-cache';

/** What every /api/v1 handler gets: the ledger, the configuration and the clock (all injectable). */
export interface ApiContext {
  db: Db;
  config: Config;
  clock: Clock;
  cache: ResponseCache | null;
}

let cache: Promise<ResponseCache | null> | undefined;

export const REDIS_COMMAND_TIMEOUT_MS = 250;
const REDIS_READY_WAIT_MS = 1_000;

async function makeCache(config: Config): Promise<ResponseCache | null> {
  if (config.RESPONSE_CACHE === 'off') return null;
  const memory = memoryCache();
  if (!config.REDIS_URL) return memory;
  const { default: Redis } = await import('ioredis');
  // A slow or frozen Redis must cost a cache miss, never a wait: commands give up quickly and nothing queues
  // while it is unreachable.
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
  });
  redis.on('error', () => undefined); // a missing Redis degrades to the in-process cache
  // Without the offline queue a command sent before the connection is up fails and backs the cache off Redis: the
  // first requests after a start would all miss the answers other instances share. A reachable Redis is ready in
  // milliseconds; an unreachable one costs the first request this wait once.
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return layeredCache(memory, redis);
}

export async function getApiContext(): Promise<ApiContext> {
  const config = getConfig();
  cache ??= makeCache(config);
  return { db: await getLedgerDb(config), config, clock: systemClock, cache: await cache };
}
