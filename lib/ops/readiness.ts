/**
 * Liveness and readiness as the Mirror Node's operators probe them (/health/liveness, /health/readiness): the
 * process answers; the ledger and the status store answer within a deadline, and how old the newest block is.
 * Each check has its own deadline, so a frozen database makes the probe say DOWN instead of hanging it.
 */
import type { Clock } from '../core/clock';
import { settleWithin } from '../core/deadline';
import type { Config } from '../config';
import { getLedgerDb, getStatusDb, type Db } from '../db';
import { listBlocks } from '../ledger/blocks';

export const CHECK_DEADLINE_MS = 2_000;

export interface Readiness {
  status: 'UP' | 'DOWN';
  /** replica_lag_seconds: null on a primary (or when unknown); 0 on a standby that has replayed all it received. */
  ledger: { reachable: boolean; newest_block_age_seconds: number | null; replica_lag_seconds: number | null };
  status_store: { reachable: boolean };
}

async function answers(open: () => Promise<Db>): Promise<Db | null> {
  const db = await settleWithin(
    CHECK_DEADLINE_MS,
    open().catch(() => null),
    null,
  );
  if (!db) return null;
  return (await settleWithin(
    CHECK_DEADLINE_MS,
    db.ready().catch(() => false),
    false,
  ))
    ? db
    : null;
}

async function newestBlockAgeSeconds(ledger: Db, clock: Clock): Promise<number | null> {
  const newest = listBlocks(ledger, { number: [], timestamp: [], orderBy: 'consensus_end', order: 'desc', limit: 1 })
    .then(([block]) => (block ? Math.max(0, Math.round(clock.nowMs() / 1000 - Number(block.timestamp.to))) : null))
    .catch(() => null);
  return settleWithin(CHECK_DEADLINE_MS, newest, null);
}

/**
 * How far a hot standby's replay trails: the age of the last transaction it replayed, counted only while received
 * WAL waits to be replayed (a standby that has replayed everything is 0 behind, however quiet the primary is).
 * Null on a primary, where there is nothing to replay.
 */
async function replicaLagSeconds(ledger: Db): Promise<number | null> {
  const lag = ledger
    .query<{ lag: number | null }>(
      `SELECT CASE WHEN NOT pg_is_in_recovery() THEN NULL
                   WHEN pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
                   ELSE greatest(0, extract(epoch FROM now() - pg_last_xact_replay_timestamp()))::float8 END AS lag`,
    )
    .then(([row]) => (row?.lag === null || row?.lag === undefined ? null : Math.round(Number(row.lag))))
    .catch(() => null);
  return settleWithin(CHECK_DEADLINE_MS, lag, null);
}

export interface ReadinessLimits {
  /** Past this replay lag (seconds) the ledger counts as not ready (LEDGER_MAX_REPLICA_LAG_SECONDS). */
  maxReplicaLagSeconds: number;
}

export interface Stores {
  ledger: () => Promise<Db>;
  statusStore: () => Promise<Db>;
}

/** The stores this process is configured with. */
export function configuredStores(config: Config): Stores {
  return { ledger: () => getLedgerDb(config), statusStore: () => getStatusDb(config) };
}

export async function readiness(
  stores: Stores,
  clock: Clock,
  limits: ReadinessLimits = { maxReplicaLagSeconds: 60 },
): Promise<Readiness> {
  const [ledger, statusStore] = await Promise.all([answers(stores.ledger), answers(stores.statusStore)]);
  const [age, lag] = ledger
    ? await Promise.all([newestBlockAgeSeconds(ledger, clock), replicaLagSeconds(ledger)])
    : [null, null];
  const caughtUp = lag === null || lag <= limits.maxReplicaLagSeconds;
  return {
    status: ledger && statusStore && caughtUp ? 'UP' : 'DOWN',
    ledger: { reachable: ledger !== null, newest_block_age_seconds: age, replica_lag_seconds: lag },
    status_store: { reachable: statusStore !== null },
  };
}
