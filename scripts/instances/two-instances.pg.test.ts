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

/** The first column of the first row of `sql` on the status database. */
let statusStore: (sql: string) => Promise<unknown> = async () => undefined;

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

describe.runIf(process.env.DATABASE_URL && canMakeClusters())(
  'two app instances on one ledger, status database and Redis',
  () => {
    // TEST_DB_PREFIX and TEST_PORT_BASE (three ports from it) keep parallel runs on one machine apart.
    const prefix = process.env.TEST_DB_PREFIX ?? 'lqs_two';
    const ledgerDb = `${prefix}_ledger_${process.pid}`;
    const statusDb = `${prefix}_status_${process.pid}`;
    const portBase = Number(process.env.TEST_PORT_BASE ?? 0);
    const port = async (i: number) => (portBase ? portBase + i : freePort());
    let redis: ThrowawayRedis;
    const servers: ReturnType<typeof spawnProductServer>[] = [];
    const dataDirs: string[] = [];
    let a = '';
    let b = '';
    let manage = '';
    const writeHeaders = { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' };

    beforeAll(async () => {
      buildIfMissing();
      redis = new ThrowawayRedis(await port(2));
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
      const ports = [await port(0), await port(1)];
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
      statusStore = async (sql) => {
        const store = openPg({ url: databaseUrl(statusDb), poolSize: 1, statementTimeoutMs: 10_000 });
        try {
          return Object.values((await store.query(sql))[0] ?? {})[0];
        } finally {
          await store.close();
        }
      };
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
      const first = await Promise.all(
        [a, b, a, b, a, b].map((base) => json<{ page: { id: string } }>(`${base}/api/v2/summary.json`)),
      );
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
      await json(`${a}${manage}/incidents`, {
        method: 'POST',
        headers: writeHeaders,
        body: JSON.stringify({ incident: { name, status: 'investigating', body: 'Seen on B?' } }),
      });
      const { incidents } = await json<{ incidents: Incident[] }>(`${b}/api/v2/incidents/unresolved.json`);
      expect(incidents.map((i) => i.name)).toContain(name);
      expect(await (await fetch(`${b}/status`)).text()).toContain(name);
    });

    it("each listens for the revision, and a write on one shows at once on the other's summary.json and /status", async () => {
      // Both servers LISTEN on the status store: B asks it nothing per request, and hears A's write.
      const listening = await statusStore(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'lqs-listen'`,
      );
      expect(listening).toBe(2);
      type Summary = { incidents: Incident[]; components: { id: string; name: string; status: string }[] };
      const name = `Summary on B ${Date.now()}`;
      const before = await json<Summary>(`${b}/api/v2/summary.json`); // B's view and its bytes are cached now
      expect((await fetch(`${b}/status`)).status).toBe(200);
      expect(before.components.map((c) => c.name)).not.toContain(name);
      const component = await json<{ id: string }>(`${a}${manage}/components`, {
        method: 'POST',
        headers: writeHeaders,
        body: JSON.stringify({ component: { name } }),
      });
      expect((await json<Summary>(`${b}/api/v2/summary.json`)).components.map((c) => c.name)).toContain(name);
      await json(`${a}${manage}/incidents`, {
        method: 'POST',
        headers: writeHeaders,
        body: JSON.stringify({
          incident: {
            name,
            status: 'identified',
            body: 'At once?',
            component_ids: [component.id],
            components: { [component.id]: 'partial_outage' },
          },
        }),
      });
      const summary = await json<Summary>(`${b}/api/v2/summary.json`);
      expect(summary.incidents.map((i) => i.name)).toContain(name);
      expect(summary.components.find((c) => c.id === component.id)?.status).toBe('partial_outage');
      expect(await (await fetch(`${b}/status`, { headers: { 'accept-encoding': 'gzip' } })).text()).toContain(name);
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
          [a, b, a, b].map((base) =>
            json<{ scheduled_maintenances: Incident[] }>(`${base}/api/v2/scheduled-maintenances.json`),
          ),
        );
        status = answers[0]!.scheduled_maintenances.find((m) => m.id === created.id)?.status ?? 'missing';
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(status).toBe('completed');
      const { scheduled_maintenances } = await json<{ scheduled_maintenances: Incident[] }>(
        `${a}/api/v2/scheduled-maintenances.json`,
      );
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
  },
);
