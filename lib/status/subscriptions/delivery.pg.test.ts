import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { migrate } from '../../db/migrate';
import { openPg } from '../../db/pg-driver';
import type { Db } from '../../db/types';
import { RACING_MOVES, expectAppliedTimeline, skewedClock } from '../authoring/timeline.testing';
import type { StatusContext } from '../context';
import { ensureFresh } from '../freshness';
import { readPage } from '../store/page';
import { ADMIN_TOKEN, callManage } from '../testing';
import { startWebhookSink, type WebhookSink } from './sinks.testing';
import { subscribe } from './subscribers';
import { DeliveryWorker } from './worker';

/**
 * Two app instances on one real PostgreSQL status database: each its own pool (its own connections), as two
 * processes would have. A scratch database is created next to DATABASE_URL's and dropped afterwards.
 */
const url = process.env.DATABASE_URL;
const scratch = `lqs_subs_${process.pid}`;

describe.runIf(url)('status subscriptions on PostgreSQL, two instances', () => {
  let admin: Db;
  let instances: [Db, Db];
  let hook: WebhookSink;

  beforeAll(async () => {
    admin = openPg({ url: url!, poolSize: 1, statementTimeoutMs: 60_000 });
    await admin.exec(`DROP DATABASE IF EXISTS ${scratch}`);
    await admin.exec(`CREATE DATABASE ${scratch}`);
    const scratchUrl = new URL(url!);
    scratchUrl.pathname = `/${scratch}`;
    const open = () => openPg({ url: scratchUrl.toString(), poolSize: 6, statementTimeoutMs: 60_000 });
    instances = [open(), open()];
    await migrate(instances[0], 'status');
    hook = await startWebhookSink(15);
  });
  afterAll(async () => {
    await Promise.all([...(instances ?? []).map((db) => db.close()), hook?.close()]);
    await admin.exec(`DROP DATABASE IF EXISTS ${scratch}`);
    await admin.close();
  });

  const contextOn = (db: Db, nowMs: () => number): StatusContext => ({
    db,
    ledger: db,
    config: parseConfig({ STATUS_ADMIN_TOKEN: ADMIN_TOKEN }),
    clock: { nowMs },
    baseUrl: 'http://status.test',
  });

  it('concurrent PATCHes through both instances store the timeline in applied, lifecycle-allowed order', async () => {
    const clock = skewedClock(() => Date.now());
    const [a, b] = instances.map((db) => contextOn(db, clock.nowMs));
    await ensureFresh(a!);
    const pageId = (await readPage(a!.db)).id;
    const created = await callManage(a!, 'createIncident')('POST', { page_id: pageId }, { incident: { name: 'Race' } });
    const id = ((await created.json()) as { id: string }).id;
    const codes = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const body = { incident: { status: RACING_MOVES[i % RACING_MOVES.length], body: `step ${i}` } };
        return (
          await callManage(i % 2 ? a! : b!, 'updateIncident')('PATCH', { page_id: pageId, incident_id: id }, body)
        ).status;
      }),
    );
    expect(codes.every((c) => c === 200 || c === 422)).toBe(true);
    await expectAppliedTimeline(a!.db, id, 1 + codes.filter((c) => c === 200).length);
  });

  it('two workers, one per instance, deliver each of 60 messages exactly once', async () => {
    const [db] = instances;
    await db.exec('DELETE FROM status.outbox');
    const at = new Date();
    await db.transaction((tx) => subscribe(tx, { endpoint: hook.url }, at));
    const ctx = contextOn(db, () => Date.now());
    await ensureFresh(ctx);
    const pageId = (await readPage(db)).id;
    for (let i = 0; i < 60; i++) {
      await callManage(ctx, 'createIncident')('POST', { page_id: pageId }, { incident: { name: `Incident ${i}` } });
    }
    const workers = instances.map(
      (instance) =>
        new DeliveryWorker({
          db: instance,
          baseUrl: 'http://status.test',
          pageName: 'Testnet',
          mailer: null,
          settings: { batchSize: 4 },
        }),
    );
    const counts = await Promise.all(workers.map((w) => w.runOnce()));
    expect(counts[0]! + counts[1]!).toBe(60);
    expect(Math.min(...counts)).toBeGreaterThan(0); // both really worked
    const deliveries = hook.hits.map((h) => h.headers['x-status-delivery']);
    expect(deliveries).toHaveLength(60);
    expect(new Set(deliveries).size).toBe(60);
    const [left] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM status.outbox WHERE delivered_at IS NULL');
    expect(left?.n).toBe(0n);
  });
});
