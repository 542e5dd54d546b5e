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
  ledger: { reachable: boolean; newest_block_age_seconds: number | null };
  status_store: { reachable: boolean };
}

async function answers(open: () => Promise<Db>): Promise<Db | null> {
  const db = await settleWithin(CHECK_DEADLINE_MS, open().catch(() => null), null);
  if (!db) return null;
  return (await settleWithin(CHECK_DEADLINE_MS, db.ready().catch(() => false), false)) ? db : null;
}

async function newestBlockAgeSeconds(ledger: Db, clock: Clock): Promise<number | null> {
  const newest = listBlocks(ledger, { number: [], timestamp: [], orderBy: 'consensus_end', order: 'desc', limit: 1 })
    .then(([block]) => (block ? Math.max(0, Math.round(clock.nowMs() / 1000 - Number(block.timestamp.to))) : null))
    .catch(() => null);
  return settleWithin(CHECK_DEADLINE_MS, newest, null);
}

export interface Stores {
  ledger: () => Promise<Db>;
  statusStore: () => Promise<Db>;
}

/** The stores this process is configured with. */
export function configuredStores(config: Config): Stores {
  return { ledger: () => getLedgerDb(config), statusStore: () => getStatusDb(config) };
}

export async function readiness(stores: Stores, clock: Clock): Promise<Readiness> {
  const [ledger, statusStore] = await Promise.all([answers(stores.ledger), answers(stores.statusStore)]);
  const age = ledger ? await newestBlockAgeSeconds(ledger, clock) : null;
  return {
    status: ledger && statusStore ? 'UP' : 'DOWN',
    ledger: { reachable: ledger !== null, newest_block_age_seconds: age },
    status_store: { reachable: statusStore !== null },
  };
}
