// The fault suite (CI's PostgreSQL leg): the production server on a ledger in a PostgreSQL cluster of its own and a
// Redis of its own, under steady load, while each is stopped, frozen (SIGSTOP) and brought back. Every answer must
// end within its deadline with the right status, status authoring must lose nothing, and service must come back
// without restarting the server. The figures are written to test-results/faults.md (docs/reliability.md quotes them).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../lib/db/migrate';
import { openPg } from '../../lib/db/pg-driver';
import { generateDemoLedger } from '../../lib/demo/generate';
import { databaseUrl, PG_ADMIN_URL, runSql } from '../../lib/db/pg-admin.testing';
import {
  buildIfMissing,
  freePort,
  spawnProductServer,
  stopProductServer,
  waitFor200 as answers200,
} from '../product-server';
import { SteadyLoad, summarise, type Sample } from './load';
import { canMakeClusters, ThrowawayPostgres, ThrowawayRedis } from './throwaway';

const TOKEN = 'fault-suite-admin-token-0123456789';
const STATEMENT_TIMEOUT_MS = 2_000;
/** The statement deadline, the pool's half second over it, and room for a busy 2-core machine. */
const API_DEADLINE_MS = STATEMENT_TIMEOUT_MS + 3_000;
/** The status page and /api/v2 read the status store; the ledger check gives up after 1 s. */
const STATUS_DEADLINE_MS = 4_000;
const PHASE_MS = Number(process.env.FAULT_PHASE_MS ?? 8_000);

const API_URLS = [1, 2, 3, 4, 5, 6, 7].flatMap((n) => [
  `/api/v1/blocks?limit=${n}`,
  `/api/v1/transactions?limit=${n}`,
  `/api/v1/accounts?limit=${n}`,
]);
const STATUS_URLS = ['/status', '/api/v2/summary.json', '/api/v2/status.json'];
const PAGE_URLS = ['/', '/blocks', '/transactions'];

const admin = (sql: string) => runSql(PG_ADMIN_URL, sql);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(process.env.DATABASE_URL && canMakeClusters())(
  'faults: the ledger database and Redis stopped, frozen and restarted under load',
  () => {
    const statusDb = `lqs_fault_status_${process.pid}`;
    let cluster: ThrowawayPostgres;
    let redis: ThrowawayRedis;
    let server: ReturnType<typeof spawnProductServer>;
    let base = '';
    let load: SteadyLoad;
    let dataDir = '';
    const report: string[] = [];
    const incidentsPosted: string[] = [];
    let manage = '';

    const waitFor200 = (url: string, seconds: number) => answers200(base, url, seconds);

    /** Runs a phase under load, authoring an incident every second through it; returns its samples. */
    async function phase(name: string): Promise<Sample[]> {
      load.phase = name;
      const until = Date.now() + PHASE_MS;
      while (Date.now() < until) {
        const incident = `Fault suite ${name} ${incidentsPosted.length}`;
        const response = await fetch(`${base}${manage}/incidents`, {
          method: 'POST',
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            incident: { name: incident, status: 'investigating', body: 'Posted while a fault was on.' },
          }),
          signal: AbortSignal.timeout(STATUS_DEADLINE_MS * 2),
        });
        expect(response.status, `authoring during ${name}`).toBe(201);
        incidentsPosted.push(incident);
        await sleep(1_000);
      }
      // The requests started in the phase finish under the same fault before they are counted.
      load.phase = `${name} (ending)`;
      await sleep(Math.max(API_DEADLINE_MS, STATUS_DEADLINE_MS));
      const samples = load.of(name);
      report.push(
        summarise(load.of(name, '/api/v1/'), name, '/api/v1'),
        summarise(
          samples.filter((s) => STATUS_URLS.includes(s.url)),
          name,
          'status page, /api/v2',
        ),
        summarise(explorer(samples), name, 'explorer pages'),
      );
      return samples;
    }

    const api = (samples: Sample[]) => samples.filter((s) => s.url.startsWith('/api/v1/'));
    const statusPage = (samples: Sample[]) => samples.filter((s) => STATUS_URLS.includes(s.url));
    const explorer = (samples: Sample[]) => samples.filter((s) => PAGE_URLS.includes(s.url));
    /** While the ledger is out an explorer page is the 503 "ledger unreachable" page (or one rendered before), never a 500. */
    const expectPagesUnreachable = (samples: Sample[]) => {
      const seen = [...statuses(explorer(samples))];
      expect(
        seen.every((s) => s === 200 || s === 503),
        `explorer pages: ${String(seen)}`,
      ).toBe(true);
      expect(seen).toContain(503);
    };
    /** After a recovery, how long until an explorer page renders again. */
    const pagesBack = async (label: string) =>
      report.push(`| ${label} | explorer pages recovered after | | | ${await waitFor200('/', 30)} | | |`);
    const slowest = (samples: Sample[]) => Math.max(0, ...samples.map((s) => s.ms));
    const statuses = (samples: Sample[]) => new Set(samples.map((s) => s.status));

    beforeAll(async () => {
      buildIfMissing();
      cluster = new ThrowawayPostgres(await freePort());
      cluster.create();
      redis = new ThrowawayRedis(await freePort());
      await redis.start();
      await admin(`CREATE DATABASE ${statusDb}`);
      const ledger = openPg({ url: cluster.url('postgres'), poolSize: 4, statementTimeoutMs: 600_000 });
      try {
        await migrate(ledger, 'ledger');
        await generateDemoLedger(ledger, { seed: 7, blocks: 150 });
      } finally {
        await ledger.close();
      }
      dataDir = mkdtempSync(path.join(tmpdir(), 'lqs-faults-'));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = spawnProductServer(port, {
        ...process.env,
        DATABASE_URL: cluster.url('postgres'),
        STATUS_DATABASE_URL: databaseUrl(statusDb),
        REDIS_URL: redis.url,
        RESPONSE_CACHE: 'on',
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        DATA_DIR: dataDir,
        DEMO_LIVE: '0',
        STATUS_ADMIN_TOKEN: TOKEN,
        RATE_LIMIT_API_PER_SECOND: '0', // the load comes from one address; its answers are what the suite asserts
      });
      await waitFor200('/api/v1/blocks?limit=1', 90);
      const summary = (await (await fetch(`${base}/api/v2/summary.json`)).json()) as { page: { id: string } };
      manage = `/api/manage/v1/pages/${summary.page.id}`;
      load = new SteadyLoad(base, [
        { urls: API_URLS, workers: 4 },
        { urls: [...STATUS_URLS, '/health/readiness'], workers: 2 },
        { urls: PAGE_URLS, workers: 1 },
      ]);
      await sleep(3_000);
    }, 600_000);

    afterAll(async () => {
      const step = (name: string) => console.log(`fault suite clean-up: ${name} at ${new Date().toISOString()}`);
      step('load');
      await load?.stop();
      step('server');
      await stopProductServer(server);
      step('redis');
      redis?.thaw();
      await redis?.stop();
      step('cluster');
      try {
        cluster?.drop();
      } catch (error) {
        console.warn(`could not drop the throwaway cluster: ${String(error)}`);
      }
      await admin(`DROP DATABASE IF EXISTS ${statusDb} WITH (FORCE)`).catch(() => undefined);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (report.length) {
        const table = [
          '| phase | answers | count | statuses | p50 ms | p95 ms | max ms |',
          '|---|---|--:|---|--:|--:|--:|',
          ...report,
        ].join('\n');
        console.log(
          `\nfault suite (phases of ${PHASE_MS / 1000} s, 4 API and 2 status workers, statement timeout ${STATEMENT_TIMEOUT_MS} ms)\n${table}`,
        );
        mkdirSync('test-results', { recursive: true });
        writeFileSync('test-results/faults.md', `${table}\n`);
      }
    }, 120_000);

    it('serves everything while both are up', async () => {
      const samples = await phase('baseline');
      expect(statuses(samples)).toEqual(new Set([200]));
    });

    it('the ledger database stopped: /api/v1 answers 503 (or a cached 200) quickly; the status page and /api/v2 stay up', async () => {
      cluster.stop();
      const samples = await phase('ledger stopped');
      expect(
        [...statuses(api(samples))].every((s) => s === 200 || s === 503),
        String([...statuses(api(samples))]),
      ).toBe(true);
      expect(statuses(api(samples))).toContain(503);
      expect(slowest(api(samples))).toBeLessThan(API_DEADLINE_MS);
      expect(statuses(statusPage(samples))).toEqual(new Set([200]));
      expect(slowest(statusPage(samples))).toBeLessThan(STATUS_DEADLINE_MS);
      expect(samples.filter((s) => s.url === '/health/readiness').every((s) => s.status === 503)).toBe(true);
      expectPagesUnreachable(samples);
    });

    it('the ledger database back: service recovers without a restart', async () => {
      cluster.start();
      const recoveredMs = await waitFor200('/api/v1/blocks?limit=1', 30);
      report.push(`| ledger restarted | recovered after | | | ${recoveredMs} | | |`);
      await pagesBack('ledger restarted');
      const samples = await phase('ledger restarted');
      expect(statuses(samples)).toEqual(new Set([200]));
    });

    it('the ledger database frozen (SIGSTOP): every /api/v1 answer ends within its deadline; the status page stays up', async () => {
      cluster.freeze();
      const samples = await phase('ledger frozen');
      expect(
        [...statuses(api(samples))].every((s) => s === 200 || s === 503),
        String([...statuses(api(samples))]),
      ).toBe(true);
      expect(statuses(api(samples))).toContain(503);
      expect(slowest(api(samples))).toBeLessThan(API_DEADLINE_MS);
      expect(statuses(statusPage(samples))).toEqual(new Set([200]));
      expect(slowest(statusPage(samples))).toBeLessThan(STATUS_DEADLINE_MS);
      expectPagesUnreachable(samples);
    });

    it('the ledger database thawed: service recovers without a restart', async () => {
      cluster.thaw();
      const recoveredMs = await waitFor200('/api/v1/blocks?limit=1', 30);
      report.push(`| ledger thawed | recovered after | | | ${recoveredMs} | | |`);
      await pagesBack('ledger thawed');
      const samples = await phase('ledger thawed');
      expect(statuses(samples)).toEqual(new Set([200]));
    });

    it('Redis stopped, then frozen: a cache problem costs a miss, never a wait or an error', async () => {
      await redis.stop();
      const stopped = await phase('redis stopped');
      expect(statuses(stopped)).toEqual(new Set([200]));
      expect(slowest(api(stopped))).toBeLessThan(API_DEADLINE_MS);
      await redis.start();
      await sleep(3_000); // the client reconnects on its own
      redis.freeze();
      const frozen = await phase('redis frozen');
      redis.thaw();
      expect(statuses(frozen)).toEqual(new Set([200]));
      expect(slowest(api(frozen))).toBeLessThan(API_DEADLINE_MS);
    });

    it('nothing authored during the faults is lost', async () => {
      const listed = (await (
        await fetch(`${base}${manage}/incidents`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).json()) as { name: string }[];
      const names = new Set(listed.map((i) => i.name));
      expect(incidentsPosted.length).toBeGreaterThan(20);
      expect(incidentsPosted.filter((n) => !names.has(n))).toEqual([]);
    });
  },
);
