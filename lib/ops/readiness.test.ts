import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../core/clock';
import type { Db } from '../db';
import { openMigratedPglite } from '../db/testing';
import { generateDemoLedger } from '../demo/generate';
import { CHECK_DEADLINE_MS, readiness } from './readiness';

describe('readiness', () => {
  let db: Db;
  const end = new Date('2026-01-01T00:00:00Z');
  beforeAll(async () => {
    db = await openMigratedPglite();
    await generateDemoLedger(db, { seed: 5, blocks: 20, endTime: end });
  });
  afterAll(async () => db.close());

  it("is UP with the newest block's age when both stores answer", async () => {
    const report = await readiness(
      { ledger: async () => db, statusStore: async () => db },
      fixedClock(end.getTime() + 30_000),
    );
    expect(report.status).toBe('UP');
    expect(report.status_store.reachable).toBe(true);
    expect(report.ledger.reachable).toBe(true);
    expect(report.ledger.newest_block_age_seconds).toBeGreaterThanOrEqual(30);
    expect(report.ledger.newest_block_age_seconds).toBeLessThan(60);
  });

  it('is DOWN within its deadline when a store never answers', async () => {
    const frozen = () => new Promise<Db>(() => undefined);
    const started = Date.now();
    const report = await readiness({ ledger: frozen, statusStore: async () => db }, fixedClock(end.getTime()));
    expect(Date.now() - started).toBeLessThan(CHECK_DEADLINE_MS + 1_000);
    expect(report).toEqual({
      status: 'DOWN',
      ledger: { reachable: false, newest_block_age_seconds: null, replica_lag_seconds: null },
      status_store: { reachable: true },
    });
  });

  it('reports no replay lag on a primary', async () => {
    const report = await readiness({ ledger: async () => db, statusStore: async () => db }, fixedClock(end.getTime()));
    expect(report.ledger.replica_lag_seconds).toBeNull();
  });

  it("reports a standby's replay lag and turns DOWN past the limit", async () => {
    // the standby's own answer to the lag query, as a hot standby 90 s behind gives it
    const standby = (lag: number): Db => ({
      ...db,
      query: (async (sql: string, params?: readonly unknown[]) =>
        sql.includes('pg_is_in_recovery') ? [{ lag }] : db.query(sql, params)) as Db['query'],
    });
    const behind = await readiness(
      { ledger: async () => standby(90.4), statusStore: async () => db },
      fixedClock(end.getTime()),
      { maxReplicaLagSeconds: 60 },
    );
    expect(behind.ledger.replica_lag_seconds).toBe(90);
    expect(behind.status).toBe('DOWN');
    const close = await readiness(
      { ledger: async () => standby(3), statusStore: async () => db },
      fixedClock(end.getTime()),
      { maxReplicaLagSeconds: 60 },
    );
    expect(close).toMatchObject({ status: 'UP', ledger: { replica_lag_seconds: 3 } });
  });
});
