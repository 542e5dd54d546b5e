// Two production servers on one PostgreSQL ledger, one status database and one Redis, as an operator scales out:
// they start together on an empty status database, then everything that must happen once happens once (migrations,
// auto-incidents found in the ledger's history, maintenance transitions), a response cached by one is served by the
// other, and a write through one is seen through the other at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../lib/db/migrate';
import { openPg } from '../../lib/db/pg-driver';
import { generateDemoLedger } from '../../lib/demo/generate';
import { canMakeClusters, ThrowawayRedis } from '../faults/throwaway';
import { databaseUrl, PG_ADMIN_URL, runSql } from '../../lib/db/pg-admin.testing';
import { buildIfMissing, freePort, spawnProductServer, stopProductServer, waitFor200 } from '../product-server';

const TOKEN = 'two-instances-admin-token-0123456789';

type Incident = { id: string; name: string; status: string; incident_updates: { status: string }[] };

const admin = (sql: string) => runSql(PG_ADMIN_URL, sql);

async function json<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The counter `response_cache_lookups_total{result="hit"}` of one instance's /metrics. */
async function cacheHits(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  return Number(/^response_cache_lookups_total\{[^}]*result="hit"[^}]*\} (\d+)/m.exec(text)?.[1] ?? 0);
}

describe.runIf(process.env.DATABASE_URL && canMakeClusters())('two app instances on one ledger, status database and Redis', () => {
  const ledgerDb = `lqs_two_ledger_${process.pid}`;
  const statusDb = `lqs_two_status_${process.pid}`;
  let redis: ThrowawayRedis;
  const servers: ReturnType<typeof spawnProductServer>[] = [];
  const dataDirs: string[] = [];
  let a = '';
  let b = '';
  let manage = '';
  const writeHeaders = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

  beforeAll(async () => {
    buildIfMissing();
    redis = new ThrowawayRedis(await freePort());
    await redis.start();
    await admin(`CREATE DATABASE ${ledgerDb}`);
    await admin(`CREATE DATABASE ${statusDb}`);
    const ledger = openPg({ url: databaseUrl(ledgerDb), poolSize: 4, statementTimeoutMs: 600_000 });
    try {
      await migrate(ledger, 'ledger');
      // 20 s blocks over 50 minutes: the default demo history's 3-minute block stall (30 minutes ago) falls inside.
      await generateDemoLedger(ledger, { seed: 11, blocks: 150, intervalMs: 20_000 });
    } finally {
      await ledger.close();
    }
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'lqs-two-'));
      dataDirs.push(dataDir);
      servers.push(
        spawnProductServer(port, {
          ...process.env,
          DATABASE_URL: databaseUrl(ledgerDb),
          STATUS_DATABASE_URL: databaseUrl(statusDb),
          REDIS_URL: redis.url,
          RESPONSE_CACHE: 'on',
          DATA_DIR: dataDir,
          DEMO_LIVE: '0',
          STATUS_ADMIN_TOKEN: TOKEN,
          RATE_LIMIT_API_PER_SECOND: '0',
        }),
      );
    }
    [a, b] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    await Promise.all([waitFor200(a, '/health/liveness', 90), waitFor200(b, '/health/liveness', 90)]);
  }, 600_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopProductServer(server)));
    await redis?.stop();
    await admin(`DROP DATABASE IF EXISTS ${ledgerDb} WITH (FORCE)`).catch(() => undefined);
    await admin(`DROP DATABASE IF EXISTS ${statusDb} WITH (FORCE)`).catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('both start on the empty status database and scan the ledger history together: the past stall is one incident', async () => {
    // Both are asked at once, many times, so their first refreshes race.
    const first = await Promise.all([a, b, a, b, a, b].map((base) => json<{ page: { id: string } }>(`${base}/api/v2/summary.json`)));
    expect(new Set(first.map((s) => s.page.id)).size).toBe(1);
    manage = `/api/manage/v1/pages/${first[0]!.page.id}`;
    for (const base of [a, b]) {
      const { incidents } = await json<{ incidents: Incident[] }>(`${base}/api/v2/incidents.json`);
      const stalls = incidents.filter((i) => i.name === 'Block production stalled');
      expect(stalls).toHaveLength(1);
      expect(stalls[0]!.status).toBe('resolved');
      expect(stalls[0]!.incident_updates.filter((u) => u.status === 'resolved')).toHaveLength(1);
    }
  });

  it('an incident written through one is seen through the other at once, on the API and the page', async () => {
    // B has just rendered and cached its page (and its live data) before A writes.
    expect((await fetch(`${b}/status`)).status).toBe(200);
    const name = `Written on A ${Date.now()}`;
    await json(`${a}${manage}/incidents`, { method: 'POST', headers: writeHeaders, body: JSON.stringify({ incident: { name, status: 'investigating', body: 'Seen on B?' } }) });
    const { incidents } = await json<{ incidents: Incident[] }>(`${b}/api/v2/incidents/unresolved.json`);
    expect(incidents.map((i) => i.name)).toContain(name);
    expect(await (await fetch(`${b}/status`)).text()).toContain(name);
  });

  it('a scheduled maintenance moves to in progress and to completed once, whichever instance is asked', async () => {
    const start = Date.now() + 3_000;
    const name = `Shared maintenance ${start}`;
    const created = await json<Incident>(`${b}${manage}/incidents`, {
      method: 'POST',
      headers: writeHeaders,
      body: JSON.stringify({
        incident: {
          name,
          status: 'scheduled',
          body: 'Both instances watch the clock.',
          scheduled_for: new Date(start).toISOString(),
          scheduled_until: new Date(start + 3_000).toISOString(),
          scheduled_auto_in_progress: true,
          scheduled_auto_completed: true,
        },
      }),
    });
    // Both instances are asked together until the window is over, so each transition is due on both at once.
    let status = 'scheduled';
    const deadline = Date.now() + 30_000;
    while (status !== 'completed' && Date.now() < deadline) {
      const answers = await Promise.all(
        [a, b, a, b].map((base) => json<{ scheduled_maintenances: Incident[] }>(`${base}/api/v2/scheduled-maintenances.json`)),
      );
      status = answers[0]!.scheduled_maintenances.find((m) => m.id === created.id)?.status ?? 'missing';
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe('completed');
    const { scheduled_maintenances } = await json<{ scheduled_maintenances: Incident[] }>(`${a}/api/v2/scheduled-maintenances.json`);
    const updates = scheduled_maintenances.find((m) => m.id === created.id)!.incident_updates.map((u) => u.status);
    expect(updates.sort()).toEqual(['completed', 'in_progress', 'scheduled']);
  });

  it('a response cached by one instance is a cache hit on the other', async () => {
    const url = `/api/v1/transactions?limit=7&order=asc`;
    const before = await cacheHits(b);
    const fromA = await (await fetch(`${a}${url}`)).text();
    const fromB = await (await fetch(`${b}${url}`)).text();
    expect(fromB).toBe(fromA);
    expect(await cacheHits(b)).toBe(before + 1);
  });
});
