import { systemClock, type Clock } from '../core/clock';
import { getConfig, type Config } from '../config';
import { getLedgerDb, getStatusDb, type Db } from '../db';
import { publicBaseUrl } from './public-url';
import type { WireContext } from './serialize';
import { testTransitionClock } from './test-clock';
import { isValidTimeZone } from './time';

/** Everything a status operation needs, injected so tests run on an in-memory database with a fixed clock. */
export interface StatusContext {
  /** Our writable store (schema `status`). */
  db: Db;
  /** The ledger, read only. In embedded mode the same database as `db`. */
  ledger: Db;
  config: Config;
  clock: Clock;
  /** Where readers reach the status page: the base of every absolute link (publicBaseUrl, never the request). */
  baseUrl: string;
  /** Drives maintenance auto-transitions when set (the e2e test clock, see test-clock.ts); else `clock`. */
  transitionClock?: Clock;
}

/** Settings of the status domain that are not (yet) environment variables. */
export const STATUS_SETTINGS = {
  /** Health probes and the ledger history scan run at most this often; requests in between reuse the result. */
  healthRefreshMs: 5_000,
  /** Days of daily uptime served and of ledger history scanned. */
  uptimeDays: 90,
  /** At most this much ledger time is scanned per refresh, so a first scan of a busy ledger is spread out. */
  scanChunkNs: 86_400_000_000_000n,
  /** Mirror Node REST API component: database round-trip thresholds. */
  apiDegradedMs: 1_000,
  apiPartialMs: 5_000,
  /** Public read caching; short because people refresh a status page during an outage. */
  publicMaxAgeSeconds: 10,
  /** Lists of the public API (facts §1.1). */
  recentLimit: 50,
} as const;

let warnedZone: string | undefined;

/** STATUS_TIME_ZONE, or Etc/UTC (with one warning) when Intl does not know the zone. */
export function timeZoneOf(config: Config): string {
  if (isValidTimeZone(config.STATUS_TIME_ZONE)) return config.STATUS_TIME_ZONE;
  if (warnedZone !== config.STATUS_TIME_ZONE) {
    warnedZone = config.STATUS_TIME_ZONE;
    console.warn(`STATUS_TIME_ZONE: unknown time zone "${warnedZone}", using Etc/UTC`);
  }
  return 'Etc/UTC';
}

/** How wire objects are written for this page: its id, time zone and link base. */
export function wireContext(ctx: StatusContext, pageId: string): WireContext {
  return { pageId, timeZone: timeZoneOf(ctx.config), baseUrl: ctx.baseUrl };
}

/** A context on the given stores: links from PUBLIC_URL, wall clock. */
export function contextFor(config: Config, db: Db, ledger: Db): StatusContext {
  const ctx: StatusContext = { db, ledger, config, clock: systemClock, baseUrl: publicBaseUrl(config) };
  const transitionClock = testTransitionClock(config);
  return transitionClock ? { ...ctx, transitionClock } : ctx;
}

/**
 * The production context: configured stores and wall clock. Building it starts nothing (the server starts the
 * delivery worker, see instrumentation.ts). The request is deliberately not read (see public-url.ts); the parameter
 * stays so route wrappers can pass any context factory.
 */
export async function defaultContext(_request?: Request): Promise<StatusContext> {
  const config = getConfig();
  const [db, ledger] = await Promise.all([getStatusDb(config), getLedgerDb(config)]);
  return contextFor(config, db, ledger);
}
