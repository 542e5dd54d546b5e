// The fault suite, the outbox (issue 26): the production server on its embedded store (PGlite, on the request
// thread) with no mail server, starting with a few thousand queued messages it cannot all send: e-mails (no
// SMTP_URL), webhooks to a port nobody listens on, and webhooks to a live receiver. Liveness must stay quick
// while it works through them, the e-mails must be kept untried, a dead webhook tried once per backoff step, and
// SIGTERM honoured in the middle of it. Figures go to test-results/faults-outbox.md (docs/reliability.md quotes them).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDataDir } from '../../lib/db';
import { migrate } from '../../lib/db/migrate';
import { openPglite } from '../../lib/db/pglite-driver';
import type { Db } from '../../lib/db/types';
import { parseConfig } from '../../lib/config';
import { spawn, type ChildProcess } from 'node:child_process';
import { buildIfMissing, freePort, spawnProductServer, waitFor200 } from '../product-server';
import { percentile } from './load';

const TOKEN = 'fault-suite-admin-token-0123456789';
const EMAILS = 3_000;
const DEAD_WEBHOOKS = 200;
const LIVE_WEBHOOKS = 100;
const PER_WEBHOOK = 5;
const DRAIN_MS = Number(process.env.FAULT_OUTBOX_MS ?? 30_000);
const LIVENESS_EVERY_MS = 25;
const BASELINE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The live webhook receiver, in a process of its own: in this one its work would delay the liveness answers this
 * process times, and count against the server.
 */
async function startReceiver(port: number): Promise<ChildProcess> {
  const code = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => s.end()); }).listen(${port}, '127.0.0.1')`;
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      return child;
    await sleep(100);
  }
  throw new Error('the webhook receiver did not start');
}

/** Subscribers and their messages, written straight into the store before the server opens it. */
async function seed(db: Db, liveUrl: string): Promise<void> {
  await migrate(db, 'status');
  const at = new Date().toISOString();
  const payload = JSON.stringify({
    incident: {
      name: 'Backlog',
      status: 'investigating',
      shortlink: 'http://127.0.0.1/status',
      incident_updates: [{ status: 'investigating', body: 'Queued before the start.' }],
      components: [],
    },
  });
  const subscribers = (prefix: string, count: number, mode: string, endpoint: string | null) =>
    db.query(
      `INSERT INTO status.subscriber (id, mode, email, endpoint, webhook_secret, all_components, confirmed_at, created_at)
       SELECT $1 || lpad(n::text, 11, '0'), $3, CASE WHEN $3 = 'email' THEN 'reader' || n || '@example.com' END,
              $4, CASE WHEN $3 = 'webhook' THEN 'secret' END, true, $5, $5
         FROM generate_series(1, $2::int) n`,
      [prefix, count, mode, endpoint, at],
    );
  await subscribers('e', EMAILS, 'email', null);
  await subscribers('d', DEAD_WEBHOOKS, 'webhook', 'http://127.0.0.1:9/hook');
  await subscribers('l', LIVE_WEBHOOKS, 'webhook', liveUrl);
  await db.query(
    `INSERT INTO status.outbox (subscriber_id, channel, kind, payload, created_at, next_attempt_at)
     SELECT s.id, s.mode, 'incident', $1::json, $2, $2 FROM status.subscriber s,
            generate_series(1, CASE WHEN s.mode = 'email' THEN 1 ELSE $3::int END)`,
    [payload, at, PER_WEBHOOK],
  );
}

describe('faults: a backlog of undeliverable messages on the embedded store, no mail server', () => {
  let dataDir = '';
  let receiver: ChildProcess | undefined;
  let server: ReturnType<typeof spawnProductServer> | undefined;
  let base = '';
  const report: string[] = [];

  beforeAll(async () => {
    buildIfMissing();
    const receiverPort = await freePort();
    receiver = await startReceiver(receiverPort);
    dataDir = mkdtempSync(path.join(tmpdir(), 'lqs-outbox-'));
    const store = await openPglite(embeddedDataDir(parseConfig({ DATA_DIR: dataDir })));
    try {
      await seed(store, `http://127.0.0.1:${receiverPort}/hook`);
    } finally {
      await store.close();
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      DEMO_LIVE: '0',
      DEMO_BLOCKS: '60',
      STATUS_ADMIN_TOKEN: TOKEN,
      RATE_LIMIT_API_PER_SECOND: '0',
    };
    for (const name of ['DATABASE_URL', 'STATUS_DATABASE_URL', 'SMTP_URL', 'REDIS_URL']) delete env[name];
    server = spawnProductServer(port, env, { args: ['--demo'] });
    await waitFor200(base, '/health/liveness', 120);
  }, 300_000);

  afterAll(async () => {
    if (server?.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    receiver?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (report.length) {
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/faults-outbox.md', `${report.join('\n')}\n`);
      console.log(
        `\noutbox fault (${EMAILS + (DEAD_WEBHOOKS + LIVE_WEBHOOKS) * PER_WEBHOOK} messages queued)\n${report.join('\n')}`,
      );
    }
  }, 60_000);

  /** Without a mail server the Manage API refuses e-mail subscribers (4xx, its error shape) and the page says so. */
  async function expectNoEmailSubscriptions(): Promise<void> {
    const summary = (await (await fetch(`${base}/api/v2/summary.json`)).json()) as { page: { id: string } };
    const answer = await fetch(`${base}/api/manage/v1/pages/${summary.page.id}/subscribers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ subscriber: { email: 'late@example.com', skip_confirmation_notification: true } }),
    });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ error: expect.stringMatching(/no mail server \(SMTP_URL is not set\)/) });
    const page = await (await fetch(`${base}/status`)).text();
    expect(page).toContain('E-mail updates are not available here');
    expect(page).not.toMatch(/<input[^>]*type="email"/);
  }

  /** Liveness asked every LIVENESS_EVERY_MS for `ms`: each answer's time, and how many were not a 200. */
  async function sampleLiveness(ms: number): Promise<{ samples: number[]; failures: number }> {
    const samples: number[] = [];
    let failures = 0;
    const started = Date.now();
    while (Date.now() - started < ms) {
      const t = performance.now();
      try {
        const answer = await fetch(`${base}/health/liveness`, { signal: AbortSignal.timeout(10_000) });
        await answer.arrayBuffer();
        if (answer.status !== 200) failures++;
      } catch {
        failures++;
      }
      samples.push(performance.now() - t);
      if (process.env.FAULT_OUTBOX_TRACE && performance.now() - t > 50)
        console.log(`slow liveness at +${Date.now() - started} ms: ${(performance.now() - t).toFixed(0)} ms`);
      await sleep(LIVENESS_EVERY_MS);
    }
    return { samples, failures };
  }

  const row = (label: string, { samples, failures }: { samples: number[]; failures: number }, more: string) => {
    const p = (q: number) => percentile(samples, q).toFixed(1);
    return `| ${label} | ${samples.length} | ${failures} | ${p(50)} | ${p(95)} | ${p(99)} | ${Math.max(...samples).toFixed(0)} | ${more}`;
  };

  let baselineP99 = 0;

  it(
    'baseline: liveness before the worker starts (it starts with the first status request)',
    async () => {
      const baseline = await sampleLiveness(BASELINE_MS);
      baselineP99 = percentile(baseline.samples, 99);
      report.push(
        '| phase | liveness requests | failed | p50 ms | p95 ms | p99 ms | max ms | SIGTERM to exit ms |',
        '|---|--:|--:|--:|--:|--:|--:|--:|',
        row('before the worker starts', baseline, ' |'),
      );
      expect(baseline.failures).toBe(0);
    },
    BASELINE_MS + 30_000,
  );

  it(
    `liveness stays under 100 ms at p99 while the worker goes through the backlog; no e-mail subscribers are taken; SIGTERM ends it`,
    async () => {
      await fetch(`${base}/api/v2/summary.json`); // starts the worker
      const started = Date.now();
      const drain = await sampleLiveness(DRAIN_MS);
      const { samples, failures } = drain;
      await expectNoEmailSubscriptions();
      const stopAsked = Date.now();
      const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
      process.kill(-server!.pid!, 'SIGTERM');
      const code = await Promise.race([exited, sleep(15_000).then(() => 'still running' as const)]);
      const stopMs = Date.now() - stopAsked;
      report.push(row('the worker draining', drain, ` ${stopMs} |`));
      expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_MS);
      expect(failures).toBe(0);
      // 100 ms at p99, or, on a machine so shared that liveness alone is slower than that before the worker starts,
      // no slower than 1.5 times that baseline (before issue 26's fix: 4.9 s at p99 against 69 ms).
      expect(percentile(samples, 99)).toBeLessThan(Math.max(100, 1.5 * baselineP99));
      expect(code).toBe(0);
      expect(stopMs).toBeLessThan(11_000);
    },
    DRAIN_MS + 60_000,
  );

  it('the e-mails are kept untried, the live webhooks delivered, each dead webhook tried once per backoff step', async () => {
    const store = await openPglite(embeddedDataDir(parseConfig({ DATA_DIR: dataDir })));
    try {
      const byChannel = await store.query<{
        prefix: string;
        messages: bigint;
        attempts: bigint;
        delivered: bigint;
        gave_up: bigint;
        max_attempts: number;
      }>(
        `SELECT left(subscriber_id, 1) AS prefix, count(*) AS messages, sum(attempts) AS attempts,
                count(delivered_at) AS delivered, count(gave_up_at) AS gave_up, max(attempts) AS max_attempts
           FROM status.outbox GROUP BY 1 ORDER BY 1`,
      );
      const of = (prefix: string) => byChannel.find((r) => r.prefix === prefix)!;
      report.push(
        '',
        '| recipients | messages | attempts | delivered | given up |',
        '|---|--:|--:|--:|--:|',
        ...[
          ['e-mail, no mail server', 'e'],
          ['webhook, nobody listening', 'd'],
          ['webhook, live', 'l'],
        ].map(([label, prefix]) => {
          const r = of(prefix!);
          return `| ${label} | ${r.messages} | ${r.attempts} | ${r.delivered} | ${r.gave_up} |`;
        }),
      );
      expect(of('e')).toMatchObject({ messages: BigInt(EMAILS), attempts: 0n, delivered: 0n, gave_up: 0n });
      // The queued ones, and any the server queued itself meanwhile (the demo ledger's components turn stale).
      expect(Number(of('l').messages)).toBeGreaterThanOrEqual(LIVE_WEBHOOKS * PER_WEBHOOK);
      expect(of('l').delivered).toBe(of('l').messages);
      // 30 s of a dead receiver: its first try and at most one retry (30 s later), not one try per message.
      const [dead] = await store.query<{ most: number }>(
        `SELECT max(failures) AS most FROM status.subscriber WHERE id LIKE 'd%'`,
      );
      expect(dead!.most).toBeGreaterThanOrEqual(1);
      expect(dead!.most).toBeLessThanOrEqual(2);
      expect(Number(of('d').attempts)).toBeLessThanOrEqual(DEAD_WEBHOOKS * 2);
    } finally {
      await store.close();
    }
  });
});
