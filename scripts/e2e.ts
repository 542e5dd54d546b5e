// Browser tests: a fresh demo ledger in its own data directory, the production server on E2E_PORT, then Playwright.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { spawnProductServer } from './product-server';
import { startSmtpSink } from '../lib/status/subscriptions/sinks.testing';

const port = process.env.E2E_PORT ?? '3210';
const env = {
  ...process.env,
  DATA_DIR: '.data-e2e',
  DATABASE_URL: '',
  STATUS_DATABASE_URL: '',
  PORT: port,
  HOST: '127.0.0.1',
  DEMO_LIVE: '1',
  STATUS_ADMIN_TOKEN: process.env.STATUS_ADMIN_TOKEN ?? 'e2e-admin-token-0123456789',
  E2E_PORT: port,
  // Test-only clock for maintenance auto-transitions (lib/status/test-clock.ts; e2e/status-maintenance.spec.ts).
  STATUS_TEST_CLOCK: '1',
  STATUS_CLOCK_OFFSET_FILE: `${process.cwd()}/.data-e2e/status-clock-offset`,
};

function must(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync('.data-e2e', { recursive: true, force: true });
must('npx', ['tsx', 'scripts/db-migrate.ts']);
must('npx', ['tsx', 'scripts/demo-generate.ts', '--blocks', process.env.E2E_DEMO_BLOCKS ?? '3000']);

// A real SMTP server for subscriber e-mail; e2e/status-subscribe.spec.ts reads what arrived from the files it saves.
const mail = await startSmtpSink({ saveTo: '.data-e2e/mail' });
Object.assign(env, { SMTP_URL: mail.url });

const server = spawnProductServer(Number(port), env, { stdio: ['ignore', 'inherit', 'inherit'] });
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    /* already gone */
  }
};
process.on('exit', stop);

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/blocks?limit=1`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become ready within 90 s');
}

await waitForServer();
// Not spawnSync: the SMTP server above runs in this process and must keep answering while the tests run.
const status = await new Promise<number | null>((resolve) => {
  spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env }).on('exit', resolve);
});
stop();
process.exit(status ?? 1);
