import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { migrate } from '../../db/migrate';
import { openPg } from '../../db/pg-driver';
import type { Db } from '../../db/types';
import type { StatusContext } from '../context';
import { ensurePage } from '../store/page';
import { addApiLatencyCounts } from '../store/system-metrics';
import { T0, insertBlocks } from '../testing';
import { API_LATENCY_BOUNDS } from './api-latency';
import { recordLedgerMinutes } from './ledger-minutes';
import { systemMetrics } from './series';

/** The system metrics' SQL on a real PostgreSQL (a scratch database next to DATABASE_URL's), two instances. */
const url = process.env.DATABASE_URL;
const scratch = `lqs_metrics_${process.pid}`;

describe.runIf(url)('system metrics on PostgreSQL', () => {
  let admin: Db;
  let instances: [Db, Db];

  beforeAll(async () => {
    // Dropping a database waits for a checkpoint, which takes long on a busy machine.
    admin = openPg({ url: url!, poolSize: 1, statementTimeoutMs: 300_000 });
    await admin.exec(`DROP DATABASE IF EXISTS ${scratch}`);
    await admin.exec(`CREATE DATABASE ${scratch}`);
    const scratchUrl = new URL(url!);
    scratchUrl.pathname = `/${scratch}`;
    const open = () => openPg({ url: scratchUrl.toString(), poolSize: 4, statementTimeoutMs: 60_000 });
    instances = [open(), open()];
    await migrate(instances[0], 'ledger');
    await migrate(instances[0], 'status');
  });
  afterAll(async () => {
    await Promise.all((instances ?? []).map((db) => db.close()));
    await admin.exec(`DROP DATABASE IF EXISTS ${scratch}`);
    await admin.close();
  });

  const contextOn = (db: Db): StatusContext => ({
    db,
    ledger: db,
    config: parseConfig({}),
    clock: { nowMs: () => T0 },
    baseUrl: 'http://status.test',
  });

  it('ledger minutes, and API counts two instances add to one minute at once', async () => {
    const [a, b] = instances.map(contextOn) as [StatusContext, StatusContext];
    await ensurePage(a.db, a.clock);
    await insertBlocks(a.db, T0 - 3_600_000, T0);
    for (let i = 0; i < 4; i++) await Promise.all([recordLedgerMinutes(a), recordLedgerMinutes(b)]);

    const minute = new Date(T0 - 60_000);
    const fast = API_LATENCY_BOUNDS.map((bound) => (bound >= 0.01 ? 10 : 0));
    await Promise.all(Array.from({ length: 20 }, (_, i) => addApiLatencyCounts((i % 2 ? a : b).db, minute, fast)));
    const [row] = await a.db.query<{ api_latency_counts: bigint[] }>(
      'SELECT api_latency_counts FROM status.system_metric_minute WHERE minute = $1',
      [minute],
    );
    expect(row!.api_latency_counts.map(Number)).toEqual(fast.map((c) => c * 20));

    const day = await systemMetrics(a, 'day');
    const interval = day.metrics.find((m) => m.id === 'block_interval')!;
    expect(interval.overall).toBeCloseTo(2, 6);
    expect(day.metrics.find((m) => m.id === 'transactions_per_second')!.overall).toBeCloseTo(0.5, 6);
    expect(day.metrics.find((m) => m.id === 'api_latency_p95')!.overall).toBeGreaterThan(0.005);
  });
});
