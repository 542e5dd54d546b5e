// Browser tests: a fresh demo ledger in its own data directory, the production server on E2E_PORT, then Playwright.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { spawnProductServer } from './product-server';

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
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
stop();
process.exit(result.status ?? 1);
